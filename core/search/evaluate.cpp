// Tapered evaluation. Everything is computed from White's point of view as (mg, eg) sums and blended by phase.
#include "evaluate.h"

#include "core/bitboard.h"
#include "core/status.h"

#include <algorithm>
#include <cstdlib>

namespace kibitz::search {

namespace {

EvalWeights g_weights;
// Piece-square tables for White (Black reads them with the rank mirrored), material included.
Score g_pst[7][64];
Bitboard g_passedMask[2][64]; // squares ahead on the own and adjacent files
Bitboard g_adjacentFiles[8];
Bitboard g_forwardFile[2][64];
Bitboard g_backwardSupport[2][64]; // own pawns on adjacent files level or behind (can support the advance)
Bitboard g_kingZone[64];

int centreDistance(Square s)
{
    const int f = fileOf(s), r = rankOf(s);
    const int df = f < 4 ? 3 - f : f - 4;
    const int dr = r < 4 ? 3 - r : r - 4;
    return df + dr; // 0 in the four centre squares, 6 in the corners
}

int distance(Square a, Square b) { return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b))); }

void buildMasks()
{
    for (int f = 0; f < 8; ++f)
        g_adjacentFiles[f] = (f > 0 ? fileBB(f - 1) : 0) | (f < 7 ? fileBB(f + 1) : 0);
    for (int c = 0; c < 2; ++c)
        for (int s = 0; s < 64; ++s) {
            const Square sq = Square(s);
            Bitboard ahead = 0, behindOrLevel = 0;
            for (int r = 0; r < 8; ++r) {
                const bool isAhead = c == White ? r > rankOf(sq) : r < rankOf(sq);
                if (isAhead)
                    ahead |= rankBB(r);
                else
                    behindOrLevel |= rankBB(r);
            }
            g_forwardFile[c][s] = ahead & fileBB(fileOf(sq));
            g_passedMask[c][s] = ahead & (fileBB(fileOf(sq)) | g_adjacentFiles[fileOf(sq)]);
            g_backwardSupport[c][s] = behindOrLevel & g_adjacentFiles[fileOf(sq)];
        }
    // Computed by hand: the attack tables of bitboard.cpp may not be ready during static initialisation.
    for (int s = 0; s < 64; ++s) {
        Bitboard zone = 0;
        for (int df = -1; df <= 1; ++df)
            for (int dr = -1; dr <= 1; ++dr) {
                const int f = fileOf(Square(s)) + df, r = rankOf(Square(s)) + dr;
                if (f >= 0 && f < 8 && r >= 0 && r < 8)
                    zone |= squareBB(makeSquare(f, r));
            }
        g_kingZone[s] = zone;
    }
}

struct Init {
    Init()
    {
        buildMasks();
        rebuildTables();
    }
};

Score add(Score a, Score b) { return {a.mg + b.mg, a.eg + b.eg}; }
Score mul(Score a, int k) { return {a.mg * k, a.eg * k}; }

struct Acc {
    int mg = 0;
    int eg = 0;
    void add(Score s, int sign) { mg += sign * s.mg, eg += sign * s.eg; }
    void addN(Score s, int n) { mg += n * s.mg, eg += n * s.eg; }
};

template <Color Us>
void evalSide(const Position& pos, Acc& acc, const Bitboard pawnAtt[2], int& kingDanger)
{
    constexpr Color Them = Color(Us ^ 1);
    constexpr int sign = Us == White ? 1 : -1;
    const EvalWeights& w = g_weights;
    const Bitboard occ = pos.pieces();
    const Bitboard ourPawns = pos.pieces(Us, Pawn);
    const Bitboard theirPawns = pos.pieces(Them, Pawn);
    const Square theirKing = pos.kingSquare(Them);
    const Square ourKing = pos.kingSquare(Us);
    const Bitboard mobilityArea = ~(pos.pieces(Us)) & ~pawnAtt[Them];
    const Bitboard enemyZone = g_kingZone[theirKing];
    int attackUnits = 0, attackers = 0;

    // Pawns
    for (Bitboard b = ourPawns; b;) {
        const Square s = popLsb(b);
        const int f = fileOf(s);
        const int rr = relativeRank(Us, rankOf(s));
        if (g_forwardFile[Us][s] & ourPawns)
            acc.add(w.doubledPawn, sign);
        if (!(g_adjacentFiles[f] & ourPawns))
            acc.add(w.isolatedPawn, sign);
        else if (!(g_backwardSupport[Us][s] & ourPawns) && (pawnAttacks(Us, s + pawnPush(Us)) & theirPawns))
            acc.add(w.backwardPawn, sign);
        if (!(g_passedMask[Us][s] & theirPawns) && !(g_forwardFile[Us][s] & ourPawns)) {
            acc.add(w.passedPawn[rr], sign);
            const Square stop = s + pawnPush(Us);
            if (pos.empty(stop))
                acc.addN(w.passedFree, sign * rr);
            const int prox = distance(stop, theirKing) - distance(stop, ourKing);
            acc.addN(w.kingProximityPassed, sign * prox * std::max(rr - 2, 0));
            // Pawn endgame: a passer outside the enemy king's square cannot be caught (rule of the square).
            if (!(pos.pieces(Them) & ~pos.pieces(Them, Pawn, King))) {
                const Square queening = Us == White ? makeSquare(f, 7) : makeSquare(f, 0);
                const int pawnDist = std::min(7 - rr, 5) + (g_forwardFile[Us][s] & occ ? 1 : 0);
                const int kingDist = distance(theirKing, queening) - (pos.sideToMove() == Them ? 1 : 0);
                if (kingDist > pawnDist && !(g_forwardFile[Us][s] & pos.pieces(Us)))
                    acc.add(w.unstoppablePasser, sign);
            }
        }
    }

    // Pieces
    for (PieceType pt : {Knight, Bishop, Rook, Queen}) {
        for (Bitboard b = pos.pieces(Us, pt); b;) {
            const Square s = popLsb(b);
            Bitboard att;
            switch (pt) {
            case Knight: att = knightAttacks(s); break;
            case Bishop: att = bishopAttacks(s, occ ^ pos.pieces(Us, Queen)); break;
            case Rook: att = rookAttacks(s, occ ^ pos.pieces(Us, Queen, Rook)); break;
            default: att = queenAttacks(s, occ); break;
            }
            const int mob = popcount(att & mobilityArea);
            // Centred around a typical count so the material weights stay meaningful.
            static constexpr int typical[7] = {0, 0, 4, 6, 6, 12, 0};
            acc.addN(w.mobility[pt], sign * (mob - typical[pt]));
            if (att & enemyZone) {
                attackUnits += w.kingAttackWeight[pt].mg * popcount(att & enemyZone);
                ++attackers;
            }
            if (pt == Rook) {
                const Bitboard file = fileBB(fileOf(s));
                if (!(file & ourPawns))
                    acc.add((file & theirPawns) ? w.rookHalfOpenFile : w.rookOpenFile, sign);
            }
        }
    }
    if (popcount(pos.pieces(Us, Bishop)) >= 2)
        acc.add(w.bishopPair, sign);

    // Threats: our pawns attacking their pieces.
    const Bitboard theirPieces = pos.pieces(Them) & ~theirPawns & ~pos.pieces(Them, King);
    acc.addN(w.threatByPawn, sign * popcount(pawnAtt[Us] & theirPieces));

    // King safety of the enemy king (their danger grows with our attack units).
    if (attackers >= 2 && pos.pieces(Us, Queen))
        kingDanger += sign * std::min(attackUnits * attackUnits * w.kingAttackScale.mg / 16, 600);

    // Pawn shield in front of our king (middlegame).
    const int kf = std::clamp(fileOf(ourKing), 1, 6);
    const Bitboard shieldFiles = fileBB(kf - 1) | fileBB(kf) | fileBB(kf + 1);
    const Bitboard shieldRanks = Us == White ? (rankBB(Rank2) | rankBB(Rank3)) : (rankBB(Rank7) | rankBB(Rank6));
    if (relativeRank(Us, rankOf(ourKing)) <= 1)
        acc.addN(w.pawnShield, sign * popcount(ourPawns & shieldFiles & shieldRanks));
}

} // namespace

static Init g_init;

EvalWeights& weights() { return g_weights; }

void rebuildTables()
{
    const EvalWeights& w = g_weights;
    for (int pt = 0; pt < 7; ++pt)
        for (int s = 0; s < 64; ++s) {
            const Square sq = Square(s);
            const int cd = centreDistance(sq);
            const int r = rankOf(sq), f = fileOf(sq);
            Score v = w.material[pt];
            switch (pt) {
            case Pawn:
                if (r >= 1 && r <= 6) {
                    v = add(v, mul(w.pawnAdvance, r - 1));
                    if ((f == 3 || f == 4) && r >= 2 && r <= 4)
                        v = add(v, w.pawnCenter);
                    if ((f == 2 || f == 5) && r >= 2 && r <= 4)
                        v = add(v, Score{w.pawnCenter.mg / 2, w.pawnCenter.eg / 2});
                }
                break;
            case Knight: v = add(v, mul(w.knightCenter, 3 - cd)); break;
            case Bishop: v = add(v, mul(w.bishopCenter, 3 - cd)); break;
            case Rook:
                if (r == 6)
                    v = add(v, w.rookSeventh);
                break;
            case Queen: v = add(v, mul(w.queenCenter, 3 - cd)); break;
            case King:
                v = add(v, Score{w.kingCenter.mg * (r + std::min(std::abs(f - 6), std::abs(f - 1)) / 1), w.kingCenter.eg * (3 - cd)});
                if (r == 0)
                    v = add(v, w.kingHomeRank);
                break;
            default: break;
            }
            g_pst[pt][s] = v;
        }
}

std::vector<std::pair<std::string, int*>> tunableParameters(EvalWeights& w)
{
    std::vector<std::pair<std::string, int*>> out;
    auto addScore = [&](const std::string& name, Score& s) {
        out.emplace_back(name + ".mg", &s.mg);
        out.emplace_back(name + ".eg", &s.eg);
    };
    static const char* names[7] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    for (int pt = Pawn; pt <= Queen; ++pt)
        addScore(std::string("material.") + names[pt], w.material[pt]);
    addScore("pawnAdvance", w.pawnAdvance);
    addScore("pawnCenter", w.pawnCenter);
    addScore("knightCenter", w.knightCenter);
    addScore("bishopCenter", w.bishopCenter);
    addScore("rookSeventh", w.rookSeventh);
    addScore("queenCenter", w.queenCenter);
    addScore("kingCenter", w.kingCenter);
    addScore("kingHomeRank", w.kingHomeRank);
    for (int pt = Knight; pt <= Queen; ++pt)
        addScore(std::string("mobility.") + names[pt], w.mobility[pt]);
    addScore("doubledPawn", w.doubledPawn);
    addScore("isolatedPawn", w.isolatedPawn);
    addScore("backwardPawn", w.backwardPawn);
    for (int r = 1; r <= 6; ++r)
        addScore("passedPawn." + std::to_string(r), w.passedPawn[r]);
    addScore("passedFree", w.passedFree);
    addScore("unstoppablePasser", w.unstoppablePasser);
    addScore("kingProximityPassed", w.kingProximityPassed);
    addScore("bishopPair", w.bishopPair);
    addScore("rookOpenFile", w.rookOpenFile);
    addScore("rookHalfOpenFile", w.rookHalfOpenFile);
    addScore("pawnShield", w.pawnShield);
    addScore("threatByPawn", w.threatByPawn);
    out.emplace_back("kingAttackScale.mg", &w.kingAttackScale.mg);
    out.emplace_back("tempo.mg", &w.tempo.mg);
    return out;
}

int pieceValue(PieceType pt)
{
    static constexpr int values[7] = {0, 100, 320, 330, 500, 950, 20000};
    return values[pt];
}

int gamePhase(const Position& pos)
{
    const int phase = popcount(pos.pieces(Knight, Bishop)) + 2 * popcount(pos.pieces(Rook)) + 4 * popcount(pos.pieces(Queen));
    return std::min(phase, 24);
}

int evaluate(const Position& pos)
{
    Acc acc;
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = popLsb(b);
        const Piece p = pos.pieceOn(s);
        const Color c = colorOf(p);
        const Score& v = g_pst[typeOf(p)][relative(c, s)];
        acc.add(v, c == White ? 1 : -1);
    }
    const Bitboard pawnAtt[2] = {pawnAttacksBB<White>(pos.pieces(White, Pawn)), pawnAttacksBB<Black>(pos.pieces(Black, Pawn))};
    int kingDanger = 0; // positive: good for White
    evalSide<White>(pos, acc, pawnAtt, kingDanger);
    evalSide<Black>(pos, acc, pawnAtt, kingDanger);
    acc.mg += kingDanger;

    const int phase = gamePhase(pos);
    int score = (acc.mg * phase + acc.eg * (24 - phase)) / 24;

    // Drawish material: the side ahead without pawns and with at most a minor piece more cannot win.
    const Color strong = score > 0 ? White : Black;
    if (!pos.pieces(strong, Pawn)) {
        auto nonPawn = [&](Color c) {
            return 320 * popcount(pos.pieces(c, Knight, Bishop)) + 500 * popcount(pos.pieces(c, Rook))
                + 950 * popcount(pos.pieces(c, Queen));
        };
        if (nonPawn(strong) - nonPawn(~strong) <= 330)
            score /= (nonPawn(strong) <= 330 ? 16 : 4);
    }
    const Color us = pos.sideToMove();
    const int tempo = (g_weights.tempo.mg * phase) / 24;
    return (us == White ? score : -score) + tempo;
}

} // namespace kibitz::search
