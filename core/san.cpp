// SAN writer and the strict/lenient SAN parser. The parser finds candidates from attack tables for the
// destination square (no full move generation), which keeps PGN reading fast.
#include "san.h"

#include "movegen.h"

namespace kibitz {

namespace {

std::string squareName(Square s) { return {char('a' + fileOf(s)), char('1' + rankOf(s))}; }

PieceType promotionFromLetter(char c)
{
    const char upper = (c >= 'a' && c <= 'z') ? char(c - 'a' + 'A') : c;
    const PieceType pt = pieceTypeFromSanLetter(upper);
    return (pt >= Knight && pt <= Queen) ? pt : NoPieceType;
}

bool isFile(char c) { return c >= 'a' && c <= 'h'; }
bool isRank(char c) { return c >= '1' && c <= '8'; }

// The parts of a written move, before it is matched against the position.
struct Parsed {
    PieceType piece = NoPieceType;
    int fromFile = -1, fromRank = -1;
    Square to = NoSquare;
    PieceType promotion = NoPieceType;
    bool capture = false;
    int castle = 0; // 1 = king side, 2 = queen side
};

SanResult fail(SanCode code, SanDetail detail, std::string reason)
{
    SanResult r;
    r.code = code;
    r.detail = detail;
    r.reason = std::move(reason);
    return r;
}

SanDetail why(SanReason reason, Square square = NoSquare, PieceType piece = NoPieceType) { return SanDetail{reason, piece, square, false}; }

bool parseText(std::string_view s, Parsed& p, bool lenient)
{
    const auto isCastle = [&](std::string_view t, char o) {
        return s == t || (lenient && s.size() == t.size() && [&] {
                   for (std::size_t i = 0; i < s.size(); ++i)
                       if (t[i] == 'O' ? !(s[i] == o || s[i] == '0' || s[i] == 'o') : s[i] != t[i])
                           return false;
                   return true;
               }());
    };
    if (!s.empty() && (s[0] == 'O' || s[0] == '0' || s[0] == 'o')) {
        if (isCastle("O-O", 'O')) {
            p.castle = 1;
            return true;
        }
        if (isCastle("O-O-O", 'O')) {
            p.castle = 2;
            return true;
        }
    }
    std::size_t i = 0, j = s.size();
    if (j < 2)
        return false;
    if (const PieceType pt = pieceTypeFromSanLetter(s[0]); pt != NoPieceType) {
        p.piece = pt;
        ++i;
    } else if (lenient && (s[0] == 'n' || s[0] == 'r' || s[0] == 'q' || s[0] == 'k' || s[0] == 'p')) {
        p.piece = pieceTypeFromSanLetter(char(s[0] - 'a' + 'A'));
        ++i;
    }
    // Promotion suffix: "=Q", or leniently "Q"/"q" right after the destination rank.
    if (j - i >= 3 && promotionFromLetter(s[j - 1]) != NoPieceType && (s[j - 2] == '=' || isRank(s[j - 2]))) {
        p.promotion = promotionFromLetter(s[j - 1]);
        j -= s[j - 2] == '=' ? 2 : 1;
    }
    if (j < i + 2 || !isFile(s[j - 2]) || !isRank(s[j - 1]))
        return false;
    p.to = makeSquare(s[j - 2] - 'a', s[j - 1] - '1');
    j -= 2;
    if (i < j && isFile(s[i]))
        p.fromFile = s[i++] - 'a';
    if (i < j && isRank(s[i]))
        p.fromRank = s[i++] - '1';
    if (i < j && (s[i] == 'x' || (lenient && (s[i] == ':' || s[i] == '-')))) {
        p.capture = s[i] != '-';
        ++i;
    }
    return i == j;
}

SanResult resolve(const Position& pos, const Parsed& p)
{
    const Color us = pos.sideToMove(), them = ~us;
    const Square ksq = pos.kingSquare(us);
    SanResult r;

    const auto castle = [&](bool kingSide) {
        const CastlingRights cr = castlingRight(us, kingSide);
        if (!pos.canCastle(cr))
            return fail(SanCode::IllegalMove, SanDetail{SanReason::NoCastlingRight, NoPieceType, NoSquare, kingSide},
                        std::string("no right to castle ") + (kingSide ? "king side" : "queen side"));
        const Move m = Move::make(MoveType::Castling, ksq, pos.castlingRookSquare(cr));
        if (!pos.isLegal(m))
            return fail(SanCode::IllegalMove, why(pos.inCheck() ? SanReason::CastlingOutOfCheck : SanReason::CastlingBlocked),
                        pos.inCheck() ? "cannot castle out of check" : "castling path is blocked or attacked");
        SanResult ok;
        ok.move = m;
        return ok;
    };
    if (p.castle)
        return castle(p.castle == 1);

    const Square to = p.to;
    PieceType piece = p.piece;
    if (piece == NoPieceType && p.fromFile >= 0 && p.fromRank >= 0) {
        // Long algebraic / UCI without a piece letter: the piece is whatever stands on the origin square.
        const Piece on = pos.pieceOn(makeSquare(p.fromFile, p.fromRank));
        if (on == NoPiece || colorOf(on) != us)
            return fail(SanCode::IllegalMove, why(SanReason::NoPieceOnSquare, makeSquare(p.fromFile, p.fromRank)),
                        "no piece of the side to move on " + squareName(makeSquare(p.fromFile, p.fromRank)));
        piece = typeOf(on);
    }
    if (piece == NoPieceType)
        piece = Pawn;

    Bitboard hint = ~Bitboard(0);
    if (p.fromFile >= 0)
        hint &= fileBB(p.fromFile);
    if (p.fromRank >= 0)
        hint &= rankBB(p.fromRank);

    const Piece target = pos.pieceOn(to);
    if (piece == King) {
        if (!(squareBB(ksq) & hint))
            return fail(SanCode::IllegalMove, why(SanReason::KingNotOnSquare, makeSquare(std::max(p.fromFile, 0), std::max(p.fromRank, 0))),
                        "the king is not on " + squareName(makeSquare(std::max(p.fromFile, 0), std::max(p.fromRank, 0))));
        // Castling written as a king move: two files over (standard chess) or onto its own castling rook.
        for (const bool kingSide : {true, false}) {
            const CastlingRights cr = castlingRight(us, kingSide);
            const bool ontoRook = target == makePiece(us, Rook) && pos.canCastle(cr) && pos.castlingRookSquare(cr) == to;
            const bool twoFiles = !pos.isChess960() && to == Position::castlingKingTo(us, kingSide) && ksq == relative(us, E1);
            if (ontoRook || twoFiles)
                return castle(kingSide);
        }
        if (p.promotion != NoPieceType)
            return fail(SanCode::IllegalMove, why(SanReason::OnlyPawnsPromote), "only pawns promote");
        const Move m(ksq, to);
        if (!(kingAttacks(ksq) & squareBB(to)) || (target != NoPiece && colorOf(target) == us))
            return fail(SanCode::IllegalMove, why(SanReason::KingCannotReach, to), "the king cannot reach " + squareName(to));
        if (!pos.isLegal(m))
            return fail(SanCode::IllegalMove, why(SanReason::KingWouldBeInCheck, to), "the king would be in check on " + squareName(to));
        r.move = m;
        return r;
    }

    if (target != NoPiece && colorOf(target) == us)
        return fail(SanCode::IllegalMove, why(SanReason::OwnPieceOnSquare, to),
                    squareName(to) + " is occupied by a piece of the side to move");

    // At most 4 promotion pieces x 2 pawns, or 10 queens: a fixed array avoids allocating per move.
    Move found[16];
    std::size_t foundCount = 0;
    const auto consider = [&](Move m) {
        if (foundCount < std::size(found) && pos.isLegal(m))
            found[foundCount++] = m;
    };

    if (piece == Pawn) {
        const bool lastRank = rankOf(to) == relativeRank(us, Rank8);
        if (p.promotion != NoPieceType && !lastRank)
            return fail(SanCode::IllegalMove, why(SanReason::PromotionNotOnLastRank), "only a pawn reaching the last rank promotes");
        const bool captureForm = p.capture || (p.fromFile >= 0 && p.fromFile != fileOf(to));
        Bitboard sources = 0;
        bool enPassant = false;
        if (captureForm) {
            enPassant = to == pos.epSquare();
            if (target == NoPiece && !enPassant)
                return fail(SanCode::IllegalMove, why(SanReason::NothingToCapture, to), "there is nothing to capture on " + squareName(to));
            sources = pawnAttacks(them, to) & pos.pieces(us, Pawn) & hint;
        } else if (target == NoPiece) {
            const Square one = to - pawnPush(us);
            if (isOk(one) && pos.pieceOn(one) == makePiece(us, Pawn))
                sources = squareBB(one);
            else if (isOk(one) && pos.empty(one) && rankOf(to) == relativeRank(us, Rank4)
                     && pos.pieceOn(one - pawnPush(us)) == makePiece(us, Pawn))
                sources = squareBB(one - pawnPush(us));
            sources &= hint;
        }
        if (!sources)
            return fail(SanCode::IllegalMove, why(SanReason::NoPieceCanReach, to, Pawn), "no pawn can reach " + squareName(to));
        for (Bitboard b = sources; b;) {
            const Square from = popLsb(b);
            if (enPassant)
                consider(Move::make(MoveType::EnPassant, from, to));
            else if (!lastRank)
                consider(Move(from, to));
            else if (p.promotion != NoPieceType)
                consider(Move::make(MoveType::Promotion, from, to, p.promotion));
            else
                for (PieceType pt : {Queen, Rook, Bishop, Knight})
                    consider(Move::make(MoveType::Promotion, from, to, pt));
        }
    } else {
        if (p.promotion != NoPieceType)
            return fail(SanCode::IllegalMove, why(SanReason::OnlyPawnsPromote), "only pawns promote");
        const Bitboard sources = attacksBB(piece, to, pos.pieces()) & pos.pieces(us, piece) & hint;
        if (!sources)
            return fail(SanCode::IllegalMove, why(SanReason::NoPieceCanReach, to, piece),
                        "no " + std::string(pieceName(piece)) + " can reach " + squareName(to));
        for (Bitboard b = sources; b;)
            consider(Move(popLsb(b), to));
    }

    if (foundCount == 0)
        return fail(SanCode::IllegalMove, why(pos.inCheck() ? SanReason::DoesNotAnswerCheck : SanReason::LeavesKingInCheck),
                    pos.inCheck() ? "it does not answer the check" : "it would leave the king in check");
    if (foundCount > 1) {
        r.code = SanCode::AmbiguousMove;
        r.candidates.assign(found, found + foundCount);
        r.detail = why(SanReason::SeveralMatch);
        r.reason = std::to_string(foundCount) + " moves match";
        return r;
    }
    r.move = found[0];
    return r;
}

} // namespace

std::string_view pieceName(PieceType pt)
{
    constexpr std::string_view names[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    return names[pt];
}

int nagFromSuffix(std::string_view s)
{
    if (s == "!")
        return 1;
    if (s == "?")
        return 2;
    if (s == "!!")
        return 3;
    if (s == "??")
        return 4;
    if (s == "!?")
        return 5;
    if (s == "?!")
        return 6;
    return 0;
}

int writeSanWithoutCheck(const Position& pos, Move m, char* out)
{
    // Into a fixed buffer: SAN is written for every move of every game exported, so no string is built here.
    const Color us = pos.sideToMove();
    const Square from = m.from(), to = m.to();
    int n = 0;
    const auto square = [&](Square s) {
        out[n++] = char('a' + fileOf(s));
        out[n++] = char('1' + rankOf(s));
    };
    if (m.type() == MoveType::Castling) {
        for (const char c : std::string_view(to > from ? "O-O" : "O-O-O"))
            out[n++] = c;
        return n;
    }
    const PieceType pt = typeOf(pos.pieceOn(from));
    if (pt == Pawn) {
        if (pos.isCapture(m)) {
            out[n++] = char('a' + fileOf(from));
            out[n++] = 'x';
        }
        square(to);
        if (m.type() == MoveType::Promotion) {
            out[n++] = '=';
            out[n++] = pieceTypeChar(m.promotion());
        }
        return n;
    }
    out[n++] = pieceTypeChar(pt);
    if (pt != King) {
        // Disambiguate only among other pieces that can legally make the same move.
        Bitboard others = 0;
        for (Bitboard b = attacksBB(pt, to, pos.pieces()) & pos.pieces(us, pt) & ~squareBB(from); b;) {
            const Square o = popLsb(b);
            if (pos.isLegal(Move(o, to)))
                others |= squareBB(o);
        }
        if (others) {
            if (!(others & fileBB(fileOf(from))))
                out[n++] = char('a' + fileOf(from));
            else if (!(others & rankBB(rankOf(from))))
                out[n++] = char('1' + rankOf(from));
            else
                square(from);
        }
    }
    if (pos.isCapture(m))
        out[n++] = 'x';
    square(to);
    return n;
}

std::string toSanWithoutCheck(const Position& pos, Move m)
{
    char buf[MaxSanLength];
    return std::string(buf, std::size_t(writeSanWithoutCheck(pos, m, buf)));
}

std::string toSan(const Position& pos, Move m)
{
    std::string san = toSanWithoutCheck(pos, m);
    // Look ahead for check and mate; the position is restored before returning.
    auto& p = const_cast<Position&>(pos);
    StateInfo st;
    p.doMove(m, st);
    if (p.inCheck())
        san += countLegalMoves(p) ? '+' : '#';
    p.undoMove(m);
    return san;
}

SanResult parseSan(const Position& pos, std::string_view text, SanMode mode)
{
    const bool lenient = mode == SanMode::Lenient;
    std::string_view s = text;
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r' || s.back() == '\n'))
        s.remove_suffix(1);

    int nag = 0;
    if (!s.empty() && (s.back() == '!' || s.back() == '?')) {
        for (std::size_t len : {2u, 1u}) {
            if (s.size() > len && (nag = nagFromSuffix(s.substr(s.size() - len)))) {
                s.remove_suffix(len);
                break;
            }
        }
    }
    const std::string_view core = s; // with the check marks, for strict comparison
    while (!s.empty() && (s.back() == '+' || s.back() == '#'))
        s.remove_suffix(1);
    if (lenient && s.size() > 4 && s.substr(s.size() - 4) == "e.p.")
        s.remove_suffix(4);

    Parsed parsed;
    if (s.empty() || !parseText(s, parsed, lenient)) {
        SanResult r = fail(SanCode::InvalidSyntax, why(SanReason::NotAMove), "not a move");
        r.nag = nag;
        return r;
    }
    SanResult r = resolve(pos, parsed);
    // "bc4" may mean a bishop move written in lower case: try that reading when the pawn reading fails.
    if (!r.ok() && lenient && s.front() == 'b' && parsed.piece == NoPieceType) {
        Parsed bishop;
        std::string upper(1, 'B'); // built in steps: GCC 12 warns falsely (-Wrestrict) about "B" + std::string
        upper += s.substr(1);
        if (parseText(upper, bishop, true))
            if (SanResult alt = resolve(pos, bishop); alt.ok())
                r = alt;
    }
    r.nag = nag;
    if (r.ok() && !lenient) {
        const std::string canonical = toSan(pos, r.move);
        if (canonical != core) {
            r.code = SanCode::InvalidSyntax;
            r.detail = why(SanReason::NotStandardSan);
            r.reason = "not standard SAN (expected " + canonical + ")";
            r.move = Move::none();
        }
    }
    return r;
}

std::string describe(const SanResult& r, std::string_view text, const Position& pos)
{
    std::string out;
    switch (r.code) {
    case SanCode::Ok: return "ok";
    case SanCode::InvalidSyntax: out = "Invalid move: " + std::string(text) + " — " + r.reason; break;
    case SanCode::IllegalMove: out = "Illegal move: " + std::string(text) + " — " + r.reason; break;
    case SanCode::AmbiguousMove: {
        out = "Ambiguous: ";
        for (std::size_t i = 0; i < r.candidates.size(); ++i) {
            if (i)
                out += i + 1 == r.candidates.size() ? " or " : ", ";
            out += toSan(pos, r.candidates[i]);
        }
        out += "?";
        break;
    }
    }
    return out + " [" + pos.fen() + "]";
}

std::string toUci(const Position& pos, Move m)
{
    if (!m)
        return "0000";
    if (m == Move::null())
        return "0000";
    Square to = m.to();
    if (m.type() == MoveType::Castling && !pos.isChess960())
        to = Position::castlingKingTo(pos.sideToMove(), to > m.from());
    std::string s = squareName(m.from()) + squareName(to);
    if (m.type() == MoveType::Promotion)
        s += char(pieceTypeChar(m.promotion()) - 'A' + 'a');
    return s;
}

Move parseUci(const Position& pos, std::string_view text)
{
    if (text.size() < 4 || text.size() > 5)
        return Move::none();
    for (const Move m : MoveList<GenType::Legal>(pos)) {
        if (toUci(pos, m) == text)
            return m;
        if (m.type() == MoveType::Castling && text.size() == 4 && squareName(m.from()) + squareName(m.to()) == text)
            return m;
    }
    return Move::none();
}

} // namespace kibitz
