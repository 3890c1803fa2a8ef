// Encoding a game's moves in SCID's order: a move, its NAGs and comment marker, then its variations, then the next
// move; the comments' texts follow the end marker in the order of their markers (SCID's PGN order).
#include "encoderdetail.h"

#include "fields.h"
#include "movecodec.h"

#include "pgn/gamebuilder.h"

#include <algorithm>

namespace kibitz::scid::detail {

namespace {

// Home-pawn signature of SCID: a bit per pawn still on its start square, a2 = 0x8000 ... h2 = 0x100, a7 = 0x80 ... h7 = 1.
std::uint32_t homePawns(const Position& pos)
{
    std::uint32_t sig = 0;
    for (int f = 0; f < 8; ++f) {
        if (pos.pieceOn(makeSquare(f, 1)) == WPawn)
            sig |= 0x8000u >> f;
        if (pos.pieceOn(makeSquare(f, 6)) == BPawn)
            sig |= 0x80u >> f;
    }
    return sig;
}

// SCID's material signature: queens, rooks, bishops, knights (2 bits each, at most 3) and pawns (4 bits) per side.
std::uint32_t materialSignature(const Position& pos)
{
    const auto n = [&](Color c, PieceType pt) { return std::uint32_t(popcount(pos.pieces(c, pt))); };
    const auto capped = [&](Color c, PieceType pt) { return std::min<std::uint32_t>(3, n(c, pt)); };
    return capped(White, Queen) << 22 | capped(White, Rook) << 20 | capped(White, Bishop) << 18 | capped(White, Knight) << 16
        | std::min<std::uint32_t>(15, n(White, Pawn)) << 12 | capped(Black, Queen) << 10 | capped(Black, Rook) << 8
        | capped(Black, Bishop) << 6 | capped(Black, Knight) << 4 | std::min<std::uint32_t>(15, n(Black, Pawn));
}

class MoveWriter {
public:
    MoveWriter(const pgn::Game& game, EncodedGame& out) : m_game(game), m_out(out), m_states(game.slotCount() + 2) {}

    std::string run()
    {
        const bool setUp = !m_game.startFen().empty();
        Position pos;
        PieceList pieces;
        if (setUp) {
            if (!pos.setFen(m_game.startFen(), FenMode::Lenient, m_states[0]).ok())
                return "its start position (FEN) is not valid";
            if (!pieces.setFrom(pos))
                return "its start position has more than 16 pieces of a side, more than SCID can number";
        } else {
            pos.setStartPosition(m_states[0]);
            pieces.setStandard();
        }
        m_standard = !setUp;
        m_startPly = pos.gamePly();
        m_hp = homePawns(pos);
        // Promotions are known only after the main line is walked: the start byte is patched then.
        const std::size_t flagsAt = m_out.bytes.size();
        m_out.bytes += '\0';
        if (setUp) {
            m_out.bytes += m_game.startFen();
            m_out.bytes += '\0';
        }
        const pgn::NodeId first = m_game.mainChild(pgn::RootNode);
        std::string start = m_game.gameComment();
        if (first != pgn::NoNode)
            join(start, m_game.node(first).commentBefore, first, "the comment before the first move joins the game's comment");
        line(first, pos, pieces, start, 0);
        m_out.bytes += char(MarkerEndGame);
        m_out.bytes += m_comments;

        IndexRecord& r = m_out.record;
        r.flags |= (setUp ? FlagSetUp : 0) | (m_promotion ? FlagPromotion : 0) | (m_underPromotion ? FlagUnderPromotion : 0);
        m_out.bytes[flagsAt] = char((setUp ? 1 : 0) | (m_promotion ? 2 : 0) | (m_underPromotion ? 4 : 0));
        r.variations = std::uint8_t(encodeCount(m_variationCount));
        r.comments = std::uint8_t(encodeCount(m_commentCount));
        r.nags = std::uint8_t(encodeCount(m_nagCount));
        if (m_plies > MaxPlies)
            m_out.changes.push_back("its " + std::to_string(m_plies) + " plies show as 1023 in SCID's game list (10 bits)");
        r.plies = std::uint16_t(std::min<std::uint32_t>(m_plies, MaxPlies));
        r.homePawns[0] = std::uint8_t(m_hpCount);
        std::copy(m_hpList, m_hpList + 8, r.homePawns.begin() + 1);
        return {};
    }

private:
    std::string label(pgn::NodeId id) const
    {
        const int ply = m_game.ply(id) - 1 + m_startPly;
        return std::to_string(ply / 2 + 1) + (ply % 2 ? "..." : ". ") + m_game.san(id);
    }

    // Adds `text` to a comment SCID keeps for one place; `why` is reported when that joins or moves a comment.
    void join(std::string& into, const std::string& text, pgn::NodeId at, const char* why)
    {
        if (text.empty())
            return;
        m_out.changes.push_back(std::string(why) + " (at " + label(at) + ")");
        pgn::appendComment(into, text);
    }

    void comment(std::string_view text)
    {
        if (text.empty())
            return;
        m_out.bytes += char(MarkerComment);
        std::string clean(text);
        if (std::replace(clean.begin(), clean.end(), '\0', ' '); clean != text)
            m_out.changes.push_back("a zero byte in a comment becomes a space");
        m_comments += clean;
        m_comments += '\0';
        ++m_commentCount;
    }

    // Writes the line starting at `first` (played from `pos`, numbered by `pieces`) with `startComment` before it;
    // leaves `pos` as it found it.
    void line(pgn::NodeId first, Position& pos, PieceList pieces, const std::string& startComment, int depth)
    {
        comment(startComment);
        std::vector<Move> played;
        for (pgn::NodeId id = first; id != pgn::NoNode; id = m_game.mainChild(id)) {
            const pgn::Node& n = m_game.node(id);
            const PieceList before = pieces;
            encodeMove(pos, pieces, n.move, m_out.bytes);
            std::vector<std::uint8_t> nags;
            for (const std::uint8_t nag : n.nags)
                addNag(nags, nag);
            if (nags != n.nags)
                m_out.changes.push_back("NAGs on " + label(id)
                                        + " are kept as SCID keeps them (one move and one position assessment, at most 7)");
            for (const std::uint8_t nag : nags) {
                m_out.bytes += char(MarkerNag);
                m_out.bytes += char(nag);
            }
            m_nagCount += std::uint32_t(nags.size());
            // One comment per move: its own, then those written after its variations, then one before the next move.
            std::string text = n.commentAfter;
            const pgn::NodeId parent = m_game.parent(id);
            const auto& siblings = m_game.children(parent);
            const bool branches = siblings.front() == id && siblings.size() > 1;
            if (branches)
                for (std::size_t k = 1; k < siblings.size(); ++k)
                    join(text, m_game.node(siblings[k]).commentAfterVariation, id,
                         "the comment after a variation joins the comment of the move it hangs on");
            if (const pgn::NodeId next = m_game.mainChild(id); next != pgn::NoNode)
                join(text, m_game.node(next).commentBefore, next, "a comment before a move joins the previous move's comment");
            comment(text);
            if (branches)
                for (std::size_t k = 1; k < siblings.size(); ++k) {
                    ++m_variationCount;
                    m_out.bytes += char(MarkerBeginVariation);
                    line(siblings[k], pos, before, m_game.node(siblings[k]).commentBefore, depth + 1);
                    m_out.bytes += char(MarkerEndVariation);
                }
            pieces.apply(pos, n.move);
            if (n.move == Move::null())
                pos.doNullMove(m_states[m_depth++]);
            else
                pos.doMove(n.move, m_states[m_depth++]);
            played.push_back(n.move);
            if (depth == 0)
                mainLineMove(pos, n.move);
        }
        if (depth == 0) {
            m_out.record.finalMaterial = materialSignature(pos);
            return;
        }
        for (auto m = played.rbegin(); m != played.rend(); ++m, --m_depth) // take the line back, last move first
            if (*m == Move::null())
                pos.undoNullMove();
            else
                pos.undoMove(*m);
    }

    void mainLineMove(const Position& after, Move m)
    {
        ++m_plies;
        if (m.type() == MoveType::Promotion) {
            m_promotion = true;
            m_underPromotion |= m.promotion() != Queen;
        }
        const std::uint32_t hp = homePawns(after);
        if (m_standard && hp != m_hp) {
            std::uint32_t changed = m_hp - hp, bit = 0;
            while (changed >>= 1)
                ++bit;
            if (m_hpCount < 16)
                m_hpList[m_hpCount / 2] |= std::uint8_t(m_hpCount % 2 ? bit & 15 : (bit & 15) << 4);
            ++m_hpCount;
            m_hp = hp;
        }
    }

    const pgn::Game& m_game;
    EncodedGame& m_out;
    std::vector<StateInfo> m_states;
    std::size_t m_depth = 1;
    std::string m_comments;
    int m_startPly = 0;
    bool m_standard = true, m_promotion = false, m_underPromotion = false;
    std::uint32_t m_plies = 0, m_variationCount = 0, m_commentCount = 0, m_nagCount = 0;
    std::uint32_t m_hp = 0, m_hpCount = 0;
    std::uint8_t m_hpList[8] = {};
};

} // namespace

std::string encodeMoves(const pgn::Game& game, EncodedGame& out) { return MoveWriter(game, out).run(); }

} // namespace kibitz::scid::detail
