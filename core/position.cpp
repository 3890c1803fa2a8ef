// Position: piece placement, make/unmake, attacks and the Zobrist key.
#include "position.h"

#include "fen.h"
#include "movegen.h"

#include <array>

namespace kibitz {

namespace zobrist {
namespace {
// 16 pieces x 64 squares, 16 castling sets, 8 en-passant files, side to move.
constexpr int PieceKeys = 16 * 64, CastlingKeys = 16, EpKeys = 8;
constexpr auto Keys = [] {
    std::array<Key, PieceKeys + CastlingKeys + EpKeys + 1> keys{};
    std::uint64_t x = 0x4B6962697A7A2121ULL; // splitmix64: fixed seed, so keys are stable across builds
    for (auto& k : keys) {
        x += 0x9E3779B97F4A7C15ULL;
        std::uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        k = z ^ (z >> 31);
    }
    // Castling keys combine the four single-right keys so a set's key is the XOR of its rights.
    for (int cr = 0; cr < 16; ++cr) {
        Key k = 0;
        for (int bit = 0; bit < 4; ++bit)
            if (cr & (1 << bit))
                k ^= keys[PieceKeys + (1 << bit)];
        keys[PieceKeys + cr] = k;
    }
    return keys;
}();
} // namespace

Key piece(Piece p, Square s) { return Keys[p * 64 + s]; }
Key castling(CastlingRights cr) { return Keys[PieceKeys + cr]; }
Key enPassant(int file) { return Keys[PieceKeys + CastlingKeys + file]; }
Key side() { return Keys[PieceKeys + CastlingKeys + EpKeys]; }
} // namespace zobrist

Position::Position() { clear(); }

void Position::clear()
{
    for (auto& b : m_byType)
        b = 0;
    m_byColor[White] = m_byColor[Black] = 0;
    for (auto& p : m_board)
        p = NoPiece;
    for (auto& m : m_castlingMask)
        m = 0;
    for (auto& r : m_castlingRook)
        r = NoSquare;
    for (auto& p : m_castlingPath)
        p = 0;
    m_sideToMove = White;
    m_gamePly = 0;
    m_chess960 = false;
}

void Position::putPiece(Piece p, Square s)
{
    const Bitboard b = squareBB(s);
    m_board[s] = p;
    m_byType[AllPieces] |= b;
    m_byType[typeOf(p)] |= b;
    m_byColor[colorOf(p)] |= b;
}

void Position::removePiece(Square s)
{
    const Piece p = m_board[s];
    const Bitboard b = squareBB(s);
    m_byType[AllPieces] ^= b;
    m_byType[typeOf(p)] ^= b;
    m_byColor[colorOf(p)] ^= b;
    m_board[s] = NoPiece;
}

void Position::movePiece(Square from, Square to)
{
    const Piece p = m_board[from];
    const Bitboard fromTo = squareBB(from) | squareBB(to);
    m_byType[AllPieces] ^= fromTo;
    m_byType[typeOf(p)] ^= fromTo;
    m_byColor[colorOf(p)] ^= fromTo;
    m_board[from] = NoPiece;
    m_board[to] = p;
}

void Position::setCastlingRight(Color c, Square rookSquare)
{
    const Square ksq = kingSquare(c);
    const bool kingSide = rookSquare > ksq;
    const CastlingRights cr = castlingRight(c, kingSide);
    m_st->castling = m_st->castling | cr;
    m_castlingMask[ksq] |= cr;
    m_castlingMask[rookSquare] |= cr;
    m_castlingRook[cr] = rookSquare;
    const Square kto = castlingKingTo(c, kingSide), rto = castlingRookTo(c, kingSide);
    m_castlingPath[cr] = (betweenBB(rookSquare, rto) | betweenBB(ksq, kto) | squareBB(rto) | squareBB(kto))
        & ~(squareBB(ksq) | squareBB(rookSquare));
}

void Position::setStartPosition(StateInfo& st) { setFen(StartFen, FenMode::Strict, st); }

void Position::copyFrom(const Position& other, StateInfo& st)
{
    std::copy(std::begin(other.m_byType), std::end(other.m_byType), m_byType);
    std::copy(std::begin(other.m_byColor), std::end(other.m_byColor), m_byColor);
    std::copy(std::begin(other.m_board), std::end(other.m_board), m_board);
    std::copy(std::begin(other.m_castlingMask), std::end(other.m_castlingMask), m_castlingMask);
    std::copy(std::begin(other.m_castlingRook), std::end(other.m_castlingRook), m_castlingRook);
    std::copy(std::begin(other.m_castlingPath), std::end(other.m_castlingPath), m_castlingPath);
    m_sideToMove = other.m_sideToMove;
    m_gamePly = other.m_gamePly;
    m_chess960 = other.m_chess960;
    st = *other.m_st;
    st.previous = nullptr;
    st.pliesFromNull = 0;
    m_st = &st;
}

bool Position::epCaptureIsLegal(Square ep) const
{
    const Color us = m_sideToMove;
    for (Bitboard b = pawnAttacks(~us, ep) & pieces(us, Pawn); b;) {
        const Square from = popLsb(b);
        const Square captured = ep - pawnPush(us);
        const Square ksq = kingSquare(us);
        const Bitboard occ = (pieces() ^ squareBB(from) ^ squareBB(captured)) | squareBB(ep);
        const Bitboard attackers = (rookAttacks(ksq, occ) & pieces(~us, Rook, Queen))
            | (bishopAttacks(ksq, occ) & pieces(~us, Bishop, Queen)) | (knightAttacks(ksq) & pieces(~us, Knight))
            | (pawnAttacks(us, ksq) & pieces(~us, Pawn) & ~squareBB(captured)) | (kingAttacks(ksq) & pieces(~us, King));
        if (!attackers)
            return true;
    }
    return false;
}

void Position::finishSetup()
{
    m_st->checkers = attackersTo(kingSquare(m_sideToMove)) & pieces(~m_sideToMove);
    if (m_st->epSquare != NoSquare && !epCaptureIsLegal(m_st->epSquare))
        m_st->epSquare = NoSquare;
    m_st->key = computeKey();
}

Key Position::computeKey() const
{
    Key k = 0;
    for (Bitboard b = pieces(); b;) {
        const Square s = popLsb(b);
        k ^= zobrist::piece(m_board[s], s);
    }
    k ^= zobrist::castling(m_st->castling);
    if (m_st->epSquare != NoSquare)
        k ^= zobrist::enPassant(fileOf(m_st->epSquare));
    if (m_sideToMove == Black)
        k ^= zobrist::side();
    return k;
}

Bitboard Position::attackersTo(Square s, Bitboard occupied) const
{
    return (pawnAttacks(Black, s) & pieces(White, Pawn)) | (pawnAttacks(White, s) & pieces(Black, Pawn))
        | (knightAttacks(s) & pieces(Knight)) | (rookAttacks(s, occupied) & pieces(Rook, Queen))
        | (bishopAttacks(s, occupied) & pieces(Bishop, Queen)) | (kingAttacks(s) & pieces(King));
}

bool Position::attackedBy(Color c, Square s, Bitboard occupied) const
{
    if ((pawnAttacks(~c, s) & pieces(c, Pawn)) || (knightAttacks(s) & pieces(c, Knight)) || (kingAttacks(s) & pieces(c, King)))
        return true;
    for (Bitboard b = sliderSnipers(c, s); b;)
        if (!(betweenBB(s, popLsb(b)) & occupied))
            return true;
    return false;
}

Bitboard Position::kingBlockers(Color c) const
{
    const Square ksq = kingSquare(c);
    Bitboard blockers = 0;
    Bitboard snipers = (rookAttacks(ksq, 0) & pieces(~c, Rook, Queen)) | (bishopAttacks(ksq, 0) & pieces(~c, Bishop, Queen));
    while (snipers) {
        const Bitboard b = betweenBB(ksq, popLsb(snipers)) & pieces();
        if (b && !moreThanOne(b))
            blockers |= b;
    }
    return blockers;
}

bool Position::isCapture(Move m) const { return m.type() == MoveType::EnPassant || (m.type() != MoveType::Castling && !empty(m.to())); }

bool Position::isLegalMove(Move m) const
{
    // Rarely on a hot path (hash moves, user input), so compare against the legal list for exactness.
    if (!m.isOk() || empty(m.from()) || colorOf(m_board[m.from()]) != m_sideToMove)
        return false;
    const MoveList<GenType::Legal> legal(*this);
    return legal.contains(m);
}

bool Position::isLegalSlow(Move m) const
{
    const Color us = m_sideToMove;
    const Square from = m.from(), to = m.to();
    const Square ksq = kingSquare(us);
    if (m.type() == MoveType::Castling) {
        for (const bool kingSide : {true, false})
            if (const CastlingRights cr = castlingRight(us, kingSide); from == ksq && to == castlingRookSquare(cr) && canCastle(cr))
                return castlingIsLegal(*this, cr);
        return false;
    }
    if (m.type() == MoveType::EnPassant)
        return MoveList<GenType::Legal>(*this).contains(m);
    if (typeOf(m_board[from]) == King)
        return !attackedBy(~us, to, pieces() ^ squareBB(from));
    if (const Bitboard checks = checkers()) {
        if (moreThanOne(checks) || !((betweenBB(ksq, lsb(checks)) | checks) & squareBB(to)))
            return false;
    }
    // Only a piece on a line through its king can be pinned, and it keeps shielding while it moves along the line.
    const Bitboard line = lineBB(ksq, from);
    if (!line || (line & squareBB(to)))
        return true;
    // Leaving the line opens it to the enemy sliders of the line's kind on it (usually none): one is then an attacker
    // when nothing else stands between it and the king (cheaper than all the king's blockers, and no lookup in the
    // large rook table). A check from elsewhere was answered above (the piece on `to` is captured or blocks it).
    const bool straight = fileOf(ksq) == fileOf(from) || rankOf(ksq) == rankOf(from);
    const Bitboard snipers = line & (straight ? pieces(~us, Rook, Queen) : pieces(~us, Bishop, Queen)) & ~squareBB(to);
    if (!snipers)
        return true;
    const Bitboard occupied = (pieces() ^ squareBB(from)) | squareBB(to);
    for (Bitboard b = snipers; b;)
        if (!(betweenBB(ksq, popLsb(b)) & occupied))
            return false;
    return true;
}

bool Position::givesCheck(Move m) const
{
    const Color us = m_sideToMove;
    const Square from = m.from(), to = m.to();
    const Square theirKing = kingSquare(~us);
    Bitboard occ = pieces() ^ squareBB(from);
    Bitboard ours = pieces(us) ^ squareBB(from);
    Square pieceSq = to;
    PieceType pt = typeOf(m_board[from]);
    if (m.type() == MoveType::Castling) {
        const bool kingSide = to > from;
        const Square kto = castlingKingTo(us, kingSide), rto = castlingRookTo(us, kingSide);
        occ = (occ ^ squareBB(to)) | squareBB(kto) | squareBB(rto);
        ours = (ours ^ squareBB(to)) | squareBB(kto) | squareBB(rto);
        pieceSq = rto;
        pt = Rook;
    } else {
        if (m.type() == MoveType::EnPassant)
            occ ^= squareBB(to - pawnPush(us));
        occ |= squareBB(to);
        ours |= squareBB(to);
        if (m.type() == MoveType::Promotion)
            pt = m.promotion();
    }
    const Bitboard direct = pt == Pawn ? pawnAttacks(us, pieceSq) : attacksBB(pt, pieceSq, occ);
    if (direct & squareBB(theirKing))
        return true;
    // Discovered checks by sliders other than the moved piece.
    const Bitboard sliders = ours & ~squareBB(pieceSq);
    return (rookAttacks(theirKing, occ) & sliders & pieces(Rook, Queen))
        || (bishopAttacks(theirKing, occ) & sliders & pieces(Bishop, Queen));
}

void Position::doMove(Move m, StateInfo& newSt)
{
    newSt.key = m_st->key;
    newSt.castling = m_st->castling;
    newSt.epSquare = m_st->epSquare;
    newSt.rule50 = m_st->rule50 + 1;
    newSt.pliesFromNull = m_st->pliesFromNull + 1;
    newSt.previous = m_st;
    m_st = &newSt;
    ++m_gamePly;

    const Color us = m_sideToMove, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = m_board[from];
    Key k = newSt.key ^ zobrist::side();
    Piece captured = NoPiece;

    if (newSt.epSquare != NoSquare) {
        k ^= zobrist::enPassant(fileOf(newSt.epSquare));
        newSt.epSquare = NoSquare;
    }

    if (m.type() == MoveType::Castling) {
        const bool kingSide = to > from;
        const Square kto = castlingKingTo(us, kingSide), rto = castlingRookTo(us, kingSide);
        const Piece rook = m_board[to];
        removePiece(from);
        removePiece(to);
        putPiece(pc, kto);
        putPiece(rook, rto);
        k ^= zobrist::piece(pc, from) ^ zobrist::piece(pc, kto) ^ zobrist::piece(rook, to) ^ zobrist::piece(rook, rto);
    } else {
        if (m.type() == MoveType::EnPassant) {
            const Square capsq = to - pawnPush(us);
            captured = m_board[capsq];
            removePiece(capsq);
            k ^= zobrist::piece(captured, capsq);
        } else if ((captured = m_board[to]) != NoPiece) {
            removePiece(to);
            k ^= zobrist::piece(captured, to);
        }
        if (captured != NoPiece)
            newSt.rule50 = 0;
        movePiece(from, to);
        k ^= zobrist::piece(pc, from) ^ zobrist::piece(pc, to);
        if (typeOf(pc) == Pawn) {
            newSt.rule50 = 0;
            if (m.type() == MoveType::Promotion) {
                const Piece promo = makePiece(us, m.promotion());
                removePiece(to);
                putPiece(promo, to);
                k ^= zobrist::piece(pc, to) ^ zobrist::piece(promo, to);
            } else if ((int(to) ^ int(from)) == 16 && (pawnAttacks(us, from + pawnPush(us)) & pieces(them, Pawn))) {
                // Set only when a capture is really legal; checked after the side to move flips below.
                newSt.epSquare = from + pawnPush(us);
            }
        }
    }

    if (const int lost = m_castlingMask[from] | m_castlingMask[to]; lost && (newSt.castling & lost)) {
        k ^= zobrist::castling(newSt.castling);
        newSt.castling = CastlingRights(newSt.castling & ~lost);
        k ^= zobrist::castling(newSt.castling);
    }

    m_sideToMove = them;
    if (newSt.epSquare != NoSquare) {
        if (epCaptureIsLegal(newSt.epSquare))
            k ^= zobrist::enPassant(fileOf(newSt.epSquare));
        else
            newSt.epSquare = NoSquare;
    }
    newSt.key = k;
    newSt.captured = captured;
    newSt.checkers = checkersOf(them);
}

void Position::undoMove(Move m)
{
    m_sideToMove = ~m_sideToMove;
    const Color us = m_sideToMove;
    const Square from = m.from(), to = m.to();

    if (m.type() == MoveType::Castling) {
        const bool kingSide = to > from;
        const Square kto = castlingKingTo(us, kingSide), rto = castlingRookTo(us, kingSide);
        const Piece king = m_board[kto], rook = m_board[rto];
        removePiece(kto);
        removePiece(rto);
        putPiece(king, from);
        putPiece(rook, to);
    } else {
        if (m.type() == MoveType::Promotion) {
            removePiece(to);
            putPiece(makePiece(us, Pawn), to);
        }
        movePiece(to, from);
        if (const Piece captured = m_st->captured; captured != NoPiece)
            putPiece(captured, m.type() == MoveType::EnPassant ? to - pawnPush(us) : to);
    }
    m_st = m_st->previous;
    --m_gamePly;
}

void Position::doNullMove(StateInfo& newSt)
{
    newSt = *m_st;
    newSt.previous = m_st;
    newSt.pliesFromNull = 0;
    newSt.rule50 = m_st->rule50 + 1;
    newSt.captured = NoPiece;
    if (newSt.epSquare != NoSquare) {
        newSt.key ^= zobrist::enPassant(fileOf(newSt.epSquare));
        newSt.epSquare = NoSquare;
    }
    newSt.key ^= zobrist::side();
    m_st = &newSt;
    ++m_gamePly;
    m_sideToMove = ~m_sideToMove;
    newSt.checkers = attackersTo(kingSquare(m_sideToMove)) & pieces(~m_sideToMove);
}

void Position::undoNullMove()
{
    m_st = m_st->previous;
    --m_gamePly;
    m_sideToMove = ~m_sideToMove;
}

std::string Position::validate() const
{
    Bitboard all = 0;
    for (int pt = Pawn; pt <= King; ++pt) {
        if (all & m_byType[pt])
            return "piece bitboards overlap";
        all |= m_byType[pt];
    }
    if (all != m_byType[AllPieces] || (m_byColor[White] | m_byColor[Black]) != all || (m_byColor[White] & m_byColor[Black]))
        return "occupancy bitboards disagree";
    for (int s = 0; s < SquareCount; ++s) {
        const Piece p = m_board[s];
        const bool set = all & squareBB(Square(s));
        if (set != (p != NoPiece))
            return "mailbox disagrees with bitboards at square " + std::to_string(s);
        if (p != NoPiece && !(m_byType[typeOf(p)] & m_byColor[colorOf(p)] & squareBB(Square(s))))
            return "mailbox piece not in its bitboards at square " + std::to_string(s);
    }
    if (popcount(pieces(White, King)) != 1 || popcount(pieces(Black, King)) != 1)
        return "not exactly one king per side";
    if (m_st->key != computeKey())
        return "incremental key differs from computed key";
    if (m_st->checkers != (attackersTo(kingSquare(m_sideToMove)) & pieces(~m_sideToMove)))
        return "checkers are stale";
    if (attackedBy(m_sideToMove, kingSquare(~m_sideToMove), pieces()))
        return "side not to move is in check";
    return {};
}

} // namespace kibitz
