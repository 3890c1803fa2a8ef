// Decoding a game record: the head, the move tokens (with SCID's piece numbering and every move checked), the
// comments, and the replay of the tokens into a pgn::Visitor.
#include "gamedecoder.h"

#include "fields.h"
#include "movecodec.h"

#include "core/movegen.h"
#include "core/san.h"

#include <algorithm>

namespace kibitz::scid {

namespace {

constexpr std::uint32_t MaxTagNameLength = 240;
constexpr std::string_view CommonTags[] = {"WhiteCountry", "BlackCountry", "Annotator", "PlyCount", "EventDate",
                                           "Opening",      "Variation",    "Setup",     "Source",   "SetUp"};

std::string at(std::size_t offset, const std::string& what) { return "byte " + std::to_string(offset) + ": " + what; }

} // namespace

std::string_view commonTagName(std::uint32_t code)
{
    return code > MaxTagNameLength && code <= MaxTagNameLength + std::size(CommonTags) ? CommonTags[code - MaxTagNameLength - 1]
                                                                                       : std::string_view();
}

std::uint32_t commonTagCode(std::string_view name)
{
    for (std::size_t i = 0; i < std::size(CommonTags); ++i)
        if (CommonTags[i] == name)
            return MaxTagNameLength + 1 + std::uint32_t(i);
    return 0;
}

bool readRecordHead(std::string_view record, RecordHead& head, std::string& error)
{
    head.tags.clear(); // kept allocated: a reader decodes game after game into one head
    head.fen = {};
    head.setUp = false;
    head.movesOffset = 0;
    ByteReader in(record);
    for (;;) {
        const std::size_t start = in.position();
        const std::uint32_t length = in.u8();
        if (!in.ok()) {
            error = at(start, "the record ends inside its tags");
            return false;
        }
        if (length == 0)
            break;
        std::string_view name;
        if (length <= MaxTagNameLength)
            name = in.bytes(length);
        else if (!(name = commonTagName(length)).empty()) {
        } else { // codes SCID never writes: 255 was SCID 2's binary event date, the others are spare
            if (length == 255)
                in.bytes(3);
            else
                in.bytes(in.u8());
            continue;
        }
        const std::string_view value = in.bytes(in.u8());
        if (!in.ok()) {
            error = at(start, "the record ends inside a tag");
            return false;
        }
        head.tags.emplace_back(name, value);
    }
    const std::size_t flagsAt = in.position();
    if (in.u8() & 1) {
        head.setUp = true;
        head.fen = in.terminated();
    }
    if (!in.ok()) {
        error = at(flagsAt, "the record ends inside its start position");
        return false;
    }
    head.movesOffset = in.position();
    return true;
}

MoveDecoder::Token MoveDecoder::token(Token::Kind kind)
{
    Token t;
    t.kind = kind;
    return t;
}

void MoveDecoder::addNagTo(Token& token, std::uint8_t nag)
{
    std::vector<std::uint8_t> nags(token.nags, token.nags + token.nagCount);
    addNag(nags, nag);
    token.nagCount = std::uint8_t(nags.size());
    std::copy(nags.begin(), nags.end(), token.nags);
}

std::string MoveDecoder::readTokens(std::string_view record, std::size_t offset, const Position& start, std::size_t& commentsAt)
{
    struct Level {
        int begin = 0;    // its Begin token
        int last = -1;    // its last move's token
        PieceList before; // the numbering before that move
        std::size_t playedBase = 0;
    };
    m_tokens.clear();
    m_played.clear();
    if (m_states.size() < record.size() + 2) // one state per move applied at once; every move takes a byte
        m_states.resize(record.size() + 2);
    Position pos;
    pos.copyFrom(start, m_states[0]);
    std::size_t depth = 1;
    PieceList pieces;
    if (!m_setUp)
        pieces.setStandard();
    else if (!pieces.setFrom(start))
        return "the start position has more than 16 pieces of a side";
    std::vector<Level> levels(1);
    m_tokens.push_back(token(Token::Begin));
    ByteReader in(record);
    in.seek(offset);
    for (;;) {
        const std::size_t where = in.position();
        const std::uint32_t byte = in.u8();
        if (!in.ok())
            return at(where, "the record ends before the end-of-game marker");
        Level& level = levels.back();
        switch (byte) {
        case MarkerNag: {
            const std::uint32_t nag = in.u8();
            if (!in.ok())
                return at(where, "the record ends inside a NAG");
            if (level.last >= 0) // SCID puts a NAG before a variation's first move on the variation itself; it is never shown
                addNagTo(m_tokens[std::size_t(level.last)], std::uint8_t(nag));
            break;
        }
        case MarkerComment: m_tokens[std::size_t(level.last >= 0 ? level.last : level.begin)].comment = true; break;
        case MarkerBeginVariation: {
            if (level.last < 0)
                return at(where, "a variation before any move");
            takeBackMove(pos, m_tokens[std::size_t(level.last)].move);
            --depth;
            pieces = level.before;
            Level next;
            next.begin = int(m_tokens.size());
            next.playedBase = m_played.size();
            m_tokens.push_back(token(Token::Begin));
            levels.push_back(next);
            break;
        }
        case MarkerEndVariation: {
            if (levels.size() == 1)
                return at(where, "the end of a variation in the main line");
            for (; m_played.size() > level.playedBase; --depth) {
                takeBackMove(pos, m_played.back());
                m_played.pop_back();
            }
            levels.pop_back();
            const Level& parent = levels.back();
            const Move last = m_tokens[std::size_t(parent.last)].move;
            pieces = parent.before;
            pieces.apply(pos, last);
            playMove(pos, last, m_states[depth++]);
            m_tokens.push_back(token(Token::End));
            break;
        }
        case MarkerEndGame:
            if (levels.size() > 1)
                return at(where, "the game ends inside a variation");
            commentsAt = in.position();
            return {};
        default: {
            std::string why;
            const Move m = decodeMove(pos, pieces, byte, in, why);
            if (m == Move::none())
                return at(where, why);
            Token t;
            t.move = m;
            if (m_text) {
                static_assert(sizeof t.san >= MaxSanLength);
                if (m == Move::null()) {
                    t.san[0] = t.san[1] = '-';
                    t.sanLength = 2;
                } else {
                    t.sanLength = std::uint8_t(writeSanWithoutCheck(pos, m, t.san));
                }
                t.number = std::uint16_t(pos.fullMoveNumber());
                t.black = pos.sideToMove() == Black;
            }
            level.before = pieces;
            pieces.apply(pos, m);
            playMove(pos, m, m_states[depth++]);
            if (m_text && pos.inCheck()) // the check or mate sign, now that the move is played
                t.san[t.sanLength++] = countLegalMoves(pos) ? '+' : '#';
            m_played.push_back(m);
            level.last = int(m_tokens.size());
            m_tokens.push_back(t);
        }
        }
    }
}

std::string MoveDecoder::readComments(std::string_view record, std::size_t commentsAt, std::vector<std::string_view>& comments) const
{
    std::size_t wanted = 0;
    for (const Token& t : m_tokens)
        wanted += t.comment;
    ByteReader in(record);
    in.seek(commentsAt);
    while (comments.size() < wanted) {
        const std::size_t where = in.position();
        const std::string_view c = in.terminated();
        if (!in.ok())
            return at(where, "comment " + std::to_string(comments.size() + 1) + " of " + std::to_string(wanted) + " is missing");
        comments.push_back(c);
    }
    return {};
}

std::string MoveDecoder::decode(std::string_view record, std::size_t offset, const Position& start, bool setUp, pgn::Visitor& visitor)
{
    m_setUp = setUp;
    m_text = false;
    std::size_t commentsAt = 0;
    std::string error = readTokens(record, offset, start, commentsAt);
    std::vector<std::string_view> comments;
    if (error.empty())
        error = readComments(record, commentsAt, comments);
    replay(start, visitor, comments);
    return error;
}

std::string MoveDecoder::decodeText(std::string_view record, std::size_t offset, const Position& start, bool setUp, std::string_view marker,
                                    std::string& out)
{
    m_setUp = setUp;
    m_text = true;
    std::size_t commentsAt = 0;
    std::string error = readTokens(record, offset, start, commentsAt);
    std::vector<std::string_view> comments;
    if (error.empty())
        error = readComments(record, commentsAt, comments);
    writeText(comments, marker, out);
    return error;
}

} // namespace kibitz::scid
