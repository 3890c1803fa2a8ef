// SAN for variant positions.
#include "san.h"

#include "movegen.h"

#include <cctype>

namespace kibitz::variant {

namespace {

std::string squareName(Square s) { return {char('a' + fileOf(s)), char('1' + rankOf(s))}; }

char upper(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }

bool isFileChar(char c) { return c >= 'a' && c <= 'h'; }
bool isRankChar(char c) { return c >= '1' && c <= '8'; }

} // namespace

std::string toSan(Position& pos, Move m)
{
    const Rules& r = pos.rules();
    std::string san;
    if (m.kind() == MoveKind::Castling) {
        san = m.to() > m.from() ? "O-O" : "O-O-O";
    } else if (m.kind() == MoveKind::Drop) {
        san = std::string(1, upper(r.letter(m.dropped()))) + "@" + squareName(m.to()); // "N@f3", "P@e6"
    } else {
        const PieceType t = typeOf(pos.movedPiece(m));
        const bool capture = pos.isCapture(m);
        if (t == r.pawn()) {
            if (capture)
                san += char('a' + fileOf(m.from()));
        } else {
            san += upper(r.letter(t));
            // Other pieces of the same type that can go to the same square decide the disambiguation.
            bool clash = false, sameFile = false, sameRank = false;
            for (const Move o : MoveList(pos)) {
                if (o.to() != m.to() || o.from() == m.from() || typeOf(pos.movedPiece(o)) != t || o.kind() == MoveKind::Castling
                    || o.kind() == MoveKind::Drop)
                    continue;
                clash = true;
                sameFile = sameFile || fileOf(o.from()) == fileOf(m.from());
                sameRank = sameRank || rankOf(o.from()) == rankOf(m.from());
            }
            if (clash && (!sameFile || sameRank))
                san += char('a' + fileOf(m.from()));
            if (clash && sameFile)
                san += char('1' + rankOf(m.from()));
        }
        if (capture)
            san += 'x';
        san += squareName(m.to());
        if (m.kind() == MoveKind::Promotion)
            san += std::string("=") + upper(r.letter(m.promotion()));
    }
    // '#' for a mate by the rules of movement; a check that wins by a rule set's count (the third check) is '+',
    // as lichess writes it.
    StateInfo st;
    pos.doMove(m, st);
    if (pos.inCheck()) {
        Move moves[MaxMoves];
        san += generateMoves(pos, moves) != moves ? '+' : '#';
    }
    pos.undoMove(m);
    return san;
}

SanResult parseSan(const Position& pos, std::string_view san)
{
    const Rules& r = pos.rules();
    while (!san.empty() && (san.back() == '+' || san.back() == '#' || san.back() == '!' || san.back() == '?'))
        san.remove_suffix(1);
    if (san.empty())
        return {Move::none(), "empty move"};
    const MoveList legal(pos);
    if (san == "O-O" || san == "0-0" || san == "O-O-O" || san == "0-0-0") {
        const bool kingSide = san.size() == 3;
        for (const Move m : legal)
            if (m.kind() == MoveKind::Castling && (m.to() > m.from()) == kingSide)
                return {m, {}};
        return {Move::none(), std::string(san) + " is not legal here"};
    }

    if (const std::size_t at = san.find('@'); at != std::string_view::npos) {
        // A drop: "N@f3", "P@e6" or "@e6" for a pawn.
        const std::string_view target = san.substr(at + 1);
        PieceType t = r.pawn();
        if (at == 1)
            t = r.typeOfLetter(san.front());
        if (at > 1 || t == NoType || target.size() != 2 || !isFileChar(target[0]) || !isRankChar(target[1]))
            return {Move::none(), "'" + std::string(san) + "' is not a drop"};
        const Move m = Move::drop(t, makeSquare(target[0] - 'a', target[1] - '1'));
        if (!legal.contains(m))
            return {Move::none(), std::string(san) + " is not legal here"};
        return {m, {}};
    }

    std::string_view rest = san;
    PieceType type = r.pawn();
    if (std::isupper(static_cast<unsigned char>(rest.front()))) {
        type = r.typeOfLetter(rest.front());
        if (type == NoType)
            return {Move::none(), std::string("'") + rest.front() + "' is not a piece letter of " + r.name()};
        rest.remove_prefix(1);
    }
    PieceType promotion = NoType;
    if (rest.size() >= 2 && std::isupper(static_cast<unsigned char>(rest.back()))) {
        promotion = r.typeOfLetter(rest.back());
        if (promotion == NoType)
            return {Move::none(), std::string("'") + rest.back() + "' is not a piece letter of " + r.name()};
        rest.remove_suffix(1);
        if (!rest.empty() && rest.back() == '=')
            rest.remove_suffix(1);
    }
    if (rest.size() < 2 || !isFileChar(rest[rest.size() - 2]) || !isRankChar(rest.back()))
        return {Move::none(), "'" + std::string(san) + "' does not end in a destination square"};
    const Square to = makeSquare(rest[rest.size() - 2] - 'a', rest.back() - '1');
    rest.remove_suffix(2);
    bool captureMark = false;
    if (!rest.empty() && (rest.back() == 'x' || rest.back() == ':')) {
        captureMark = true;
        rest.remove_suffix(1);
    }
    int fromFile = -1, fromRank = -1;
    for (char c : rest) {
        if (isFileChar(c) && fromFile < 0 && fromRank < 0)
            fromFile = c - 'a';
        else if (isRankChar(c) && fromRank < 0)
            fromRank = c - '1';
        else
            return {Move::none(), "'" + std::string(san) + "' is not SAN"};
    }

    Move found = Move::none();
    std::string candidates;
    for (const Move m : legal) {
        if (m.kind() == MoveKind::Castling || m.kind() == MoveKind::Drop || m.to() != to || typeOf(pos.movedPiece(m)) != type)
            continue;
        if ((fromFile >= 0 && fileOf(m.from()) != fromFile) || (fromRank >= 0 && rankOf(m.from()) != fromRank))
            continue;
        if (m.promotion() != promotion || (captureMark && !pos.isCapture(m)))
            continue;
        candidates += (candidates.empty() ? "" : " or ") + squareName(m.from()) + squareName(m.to());
        if (found)
            return {Move::none(), "'" + std::string(san) + "' is ambiguous: " + candidates};
        found = m;
    }
    if (!found)
        return {Move::none(), "no legal move matches '" + std::string(san) + "'"};
    return {found, {}};
}

} // namespace kibitz::variant
