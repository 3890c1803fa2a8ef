// FEN reading and writing for variant positions.
#include "fen.h"

#include "position.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstring>
#include <vector>

namespace kibitz::variant {

std::vector<FenField> splitFenFields(std::string_view fen)
{
    std::vector<FenField> fields;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && fen[i] == ' ')
            ++i;
        const std::size_t start = i;
        while (i < fen.size() && fen[i] != ' ')
            ++i;
        if (i > start)
            fields.push_back({fen.substr(start, i - start), int(start) + 1});
    }
    return fields;
}

namespace {

bool parseCount(std::string_view text, int& out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out >= 0;
}

std::string squareName(Square s) { return {char('a' + fileOf(s)), char('1' + rankOf(s))}; }

} // namespace

std::string describe(const FenError& error)
{
    return error.column ? "column " + std::to_string(error.column) + ": " + error.message : error.message;
}

FenError Position::setFen(std::shared_ptr<const Rules> rules, std::string_view fen, StateInfo& st)
{
    clear();
    m_shared = std::move(rules);
    m_rules = m_shared.get();
    st = StateInfo{};
    m_st = &st;
    FenError e = m_rules ? parse(fen) : FenError{0, "no variant rules"};
    if (!e.ok()) {
        clear();
        m_shared.reset();
        m_rules = nullptr;
    }
    return e;
}

FenError Position::parse(std::string_view fen)
{
    std::vector<FenField> fields = splitFenFields(fen);
    if (FenError e = parseSpecialFields(fields); !e.ok())
        return e;
    if (fields.size() < 4)
        return {fields.empty() ? 1 : fields.back().column, "a FEN needs at least 4 fields (placement, side, castling, en passant)"};
    if (fields.size() > 6)
        return {fields[6].column, "a FEN has at most 6 fields"};
    Piece board[SquareCount];
    PlacementExtras extras;
    if (FenError e = parsePlacement(*m_rules, fen, board, &extras); !e.ok())
        return e;
    std::memcpy(m_st->pocket, extras.pocket, sizeof extras.pocket);
    m_st->promoted = extras.promoted;
    const PieceType royal = m_rules->royal(), pawn = m_rules->pawn();
    const bool horde = m_rules->ruleSet() == RuleSet::Horde;
    for (Square s = A1; s <= H8; ++s) {
        if (!board[s])
            continue;
        const Color c = colorOf(board[s]);
        if (typeOf(board[s]) == royal) {
            if (m_royal[c] != NoSquare)
                return {fields[0].column,
                        std::string(c == White ? "White" : "Black") + " has more than one royal piece ('" + m_rules->pieceChar(board[s])
                            + "')"};
            m_royal[c] = s;
        }
        if (pawn != NoType && typeOf(board[s]) == pawn
            && ((relativeRank(c, rankOf(s)) == 0 && !(horde && c == White)) || (m_rules->promotionZone(c) & squareBB(s))))
            return {fields[0].column, "a pawn on " + squareName(s) + " (first rank or promotion zone)"};
        put(board[s], s);
    }
    m_st->promoted &= pieces();
    if (FenError e = checkRoyals(fields[0].column); !e.ok())
        return e;

    const FenField side = fields[1];
    if (side.text != "w" && side.text != "b")
        return {side.column, "the side to move is 'w' or 'b', not '" + std::string(side.text) + "'"};
    m_sideToMove = side.text == "w" ? White : Black;

    const FenField castling = fields[2];
    if (castling.text != "-") {
        for (std::size_t i = 0; i < castling.text.size(); ++i) {
            const char c = castling.text[i];
            const int column = castling.column + int(i);
            const int right = c == 'K' ? WhiteOO : c == 'Q' ? WhiteOOO : c == 'k' ? BlackOO : c == 'q' ? BlackOOO : 0;
            if (!right)
                return {column, std::string("'") + c + "' is not a castling right (K, Q, k, q or -)"};
            if (m_st->castling & right)
                return {column, std::string("castling right '") + c + "' given twice"};
            if (!m_rules->castling())
                return {column, m_rules->name() + " has no castling"};
            const Color color = std::isupper(static_cast<unsigned char>(c)) ? White : Black;
            const bool kingSide = right == WhiteOO || right == BlackOO;
            const Square rookSq = castlingRookFrom(color, kingSide);
            if (m_board[relative(color, E1)] != makePiece(color, m_rules->castlingKing())
                || m_board[rookSq] != makePiece(color, m_rules->castlingRook()))
                return {column,
                        std::string("castling right '") + c + "' needs the royal piece on " + squareName(relative(color, E1)) + " and '"
                            + m_rules->pieceChar(makePiece(color, m_rules->castlingRook())) + "' on " + squareName(rookSq)};
            m_st->castling |= right;
        }
    }

    const FenField ep = fields[3];
    if (ep.text != "-") {
        const Color us = m_sideToMove;
        const bool shape = ep.text.size() == 2 && ep.text[0] >= 'a' && ep.text[0] <= 'h' && ep.text[1] >= '1' && ep.text[1] <= '8';
        if (!shape)
            return {ep.column, std::string(ep.text).insert(0, 1, '\'') + "' is not an en-passant square"};
        const Square s = makeSquare(ep.text[0] - 'a', ep.text[1] - '1');
        // The square a pawn of the other side just passed: behind it the pawn, the square and its origin empty.
        const bool possible = pawn != NoType && m_rules->def().doubleStep
            && relativeRank(us, rankOf(s)) == 7 - m_rules->def().doubleStepRank && m_board[s - pawnPush(us)] == makePiece(~us, pawn)
            && !m_board[s] && !m_board[s + pawnPush(us)];
        if (!possible)
            return {ep.column, "no pawn can just have passed " + std::string(ep.text)};
        // Kept only when a pawn of the side to move could capture there, as after doMove.
        if (m_rules->attackersOfType(us, pawn, s, pieces(), pieces(us, pawn)))
            m_st->epSquare = s;
    }

    int halfmove = 0, fullmove = 1;
    if (fields.size() > 4 && !parseCount(fields[4].text, halfmove))
        return {fields[4].column, "the halfmove clock '" + std::string(fields[4].text) + "' is not a whole number"};
    if (fields.size() > 5 && (!parseCount(fields[5].text, fullmove) || fullmove < 1))
        return {fields[5].column, "the move number '" + std::string(fields[5].text) + "' is not a number from 1 up"};
    m_st->rule50 = halfmove;
    m_gamePly = 2 * (fullmove - 1) + (m_sideToMove == Black);

    if (royalAttacked(~m_sideToMove, pieces()))
        return {fields[1].column, "the side not to move is in check"};
    m_st->checkers = computeCheckers();
    if (m_rules->ruleSet() == RuleSet::RacingKings && m_st->checkers)
        return {fields[1].column, "no side may be in check in racingkings"};
    m_st->key = computeKey();
    return {};
}

FenError Position::checkRoyals(int column) const
{
    const RuleSet rules = m_rules->ruleSet();
    if (rules == RuleSet::Antichess)
        return {};
    for (Color c : {White, Black}) {
        if (m_royal[c] != NoSquare)
            continue;
        // The horde has no royal piece; in atomic a royal piece may have exploded (the game is over then).
        if ((rules == RuleSet::Horde && c == White) || (rules == RuleSet::Atomic && m_royal[~c] != NoSquare))
            continue;
        return {column,
                std::string(c == White ? "White" : "Black") + " has no royal piece ('" + m_rules->pieceChar(makePiece(c, m_rules->royal()))
                    + "')"};
    }
    return {};
}

FenError Position::parseSpecialFields(std::vector<FenField>& fields)
{
    if (m_rules->ruleSet() != RuleSet::ThreeCheck)
        return {};
    const int toWin = m_rules->def().checksToWin;
    // "N+M" after the en-passant field: checks still to give (lichess, Fairy-Stockfish); "+N+M" after the move
    // number: checks given (lichess's PGN, X-FEN).
    const auto pair = [](std::string_view t, int& a, int& b) {
        const std::size_t plus = t.find('+');
        return plus != std::string_view::npos && parseCount(t.substr(0, plus), a) && parseCount(t.substr(plus + 1), b);
    };
    int a = 0, b = 0;
    if (fields.size() > 4 && fields[4].text.find('+') != std::string_view::npos && fields[4].text.front() != '+') {
        if (!pair(fields[4].text, a, b) || a > toWin || b > toWin)
            return {fields[4].column,
                    "'" + std::string(fields[4].text) + "' is not the checks left to give (0-" + std::to_string(toWin) + "+0-"
                        + std::to_string(toWin) + ")"};
        m_st->checksGiven[White] = std::uint8_t(toWin - a);
        m_st->checksGiven[Black] = std::uint8_t(toWin - b);
        fields.erase(fields.begin() + 4);
    } else if (fields.size() > 4 && fields.back().text.front() == '+') {
        if (!pair(fields.back().text.substr(1), a, b) || a > toWin || b > toWin)
            return {fields.back().column,
                    "'" + std::string(fields.back().text) + "' is not the checks given (+0-" + std::to_string(toWin) + "+0-"
                        + std::to_string(toWin) + ")"};
        m_st->checksGiven[White] = std::uint8_t(a);
        m_st->checksGiven[Black] = std::uint8_t(b);
        fields.pop_back();
    }
    return {};
}

std::string Position::fen() const
{
    std::string s = placementFen(*m_rules, m_board);
    if (m_rules->drops()) {
        // Promoted marks after their pieces, then the pocket in brackets (Fairy-Stockfish's form).
        if (m_st->promoted) {
            std::string marked;
            int rank = 7, file = 0;
            for (const char c : s) {
                marked += c;
                if (c == '/') {
                    --rank;
                    file = 0;
                } else if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if (m_st->promoted & squareBB(makeSquare(file++, rank))) {
                    marked += '~';
                }
            }
            s = marked;
        }
        s += '[';
        for (Color c : {White, Black})
            for (PieceType t = PieceType(m_rules->typeCount()); t >= 1; --t)
                s.append(m_st->pocket[c][t], m_rules->pieceChar(makePiece(c, t)));
        s += ']';
    }
    s += m_sideToMove == White ? " w " : " b ";
    const int c = m_st->castling;
    if (!c)
        s += '-';
    if (c & WhiteOO)
        s += 'K';
    if (c & WhiteOOO)
        s += 'Q';
    if (c & BlackOO)
        s += 'k';
    if (c & BlackOOO)
        s += 'q';
    s += ' ';
    s += m_st->epSquare == NoSquare ? "-" : squareName(m_st->epSquare);
    if (m_rules->ruleSet() == RuleSet::ThreeCheck) {
        // The checks still to give, after the en-passant field (the form lichess and Fairy-Stockfish both read).
        const int toWin = m_rules->def().checksToWin;
        s += ' ' + std::to_string(std::max(0, toWin - m_st->checksGiven[White])) + '+'
            + std::to_string(std::max(0, toWin - m_st->checksGiven[Black]));
    }
    s += ' ' + std::to_string(m_st->rule50) + ' ' + std::to_string(fullmoveNumber());
    return s;
}

} // namespace kibitz::variant
