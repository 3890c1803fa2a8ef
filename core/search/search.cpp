#include "search.h"

#include "evaluate.h"

#include "core/bitboard.h"
#include "core/movegen.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace kibitz::search {

namespace {

using Clock = std::chrono::steady_clock;

std::int64_t nowNs() { return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch()).count(); }

struct LmrTable {
    int r[64][64];
    LmrTable()
    {
        for (int d = 0; d < 64; ++d)
            for (int m = 0; m < 64; ++m)
                r[d][m] = (d && m) ? int(0.8 + std::log(double(d)) * std::log(double(m)) / 2.3) : 0;
    }
};
const LmrTable g_lmr;

int lmr(int depth, int moveCount) { return g_lmr.r[std::min(depth, 63)][std::min(moveCount, 63)]; }

constexpr int SeeValue[7] = {0, 100, 320, 330, 500, 950, 20000};

PieceType capturedType(const Position& pos, Move m)
{
    if (m.type() == MoveType::EnPassant)
        return Pawn;
    if (m.type() == MoveType::Castling)
        return NoPieceType;
    return typeOf(pos.pieceOn(m.to()));
}

bool isQuiet(const Position& pos, Move m) { return m.type() != MoveType::Promotion && !pos.isCapture(m); }

bool hasNonPawnMaterial(const Position& pos, Color c) { return pos.pieces(c) & ~pos.pieces(c, Pawn) & ~pos.pieces(c, King); }

} // namespace

bool isMateScore(int score) { return std::abs(score) >= MateInMaxPly; }

int mateInMoves(int score)
{
    if (score >= MateInMaxPly)
        return (MateScore - score + 1) / 2;
    if (score <= -MateInMaxPly)
        return -(MateScore + score) / 2;
    return 0;
}

int see(const Position& pos, Move m)
{
    if (m.type() == MoveType::Castling)
        return 0;
    const Square from = m.from(), to = m.to();
    int gain[40];
    int d = 0;
    Bitboard occ = pos.pieces() ^ squareBB(from);
    PieceType onSquare = pos.movedPieceType(m); // the piece that now stands on `to`
    gain[0] = SeeValue[capturedType(pos, m)];
    if (m.type() == MoveType::Promotion) {
        gain[0] += SeeValue[m.promotion()] - SeeValue[Pawn];
        onSquare = m.promotion();
    }
    if (m.type() == MoveType::EnPassant)
        occ ^= squareBB(to - pawnPush(pos.sideToMove()));
    const Bitboard diag = pos.pieces(Bishop, Queen), straight = pos.pieces(Rook, Queen);
    Bitboard attackers = pos.attackersTo(to, occ) & occ;
    Color side = ~pos.sideToMove();
    while (true) {
        const Bitboard mine = attackers & pos.pieces(side);
        if (!mine)
            break;
        PieceType pt = Pawn;
        Bitboard b = 0;
        for (; pt <= King; pt = PieceType(pt + 1))
            if ((b = mine & pos.pieces(pt)))
                break;
        ++d;
        gain[d] = SeeValue[onSquare] - gain[d - 1];
        if (std::max(-gain[d - 1], gain[d]) < 0 || d >= 38)
            break;
        if (pt == King && (attackers & pos.pieces(~side) & occ & ~squareBB(lsb(b)))) {
            // The king cannot capture into a defended square: that capture does not happen.
            --d;
            break;
        }
        occ ^= squareBB(lsb(b));
        if (pt == Pawn || pt == Bishop || pt == Queen)
            attackers |= bishopAttacks(to, occ) & diag;
        if (pt == Rook || pt == Queen)
            attackers |= rookAttacks(to, occ) & straight;
        attackers &= occ;
        onSquare = pt;
        side = ~side;
    }
    while (d > 0) {
        gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
        --d;
    }
    return gain[0];
}

Searcher::Searcher(TranspositionTable& tt) : m_tt(tt) { clearHistory(); }

void Searcher::clearHistory()
{
    for (auto& side : m_history)
        for (auto& from : side)
            for (int& h : from)
                h = 0;
    for (auto& k : m_killers)
        k[0] = k[1] = Move::none();
}

std::int64_t Searcher::elapsedMs() const { return (nowNs() - m_control->startNs.load(std::memory_order_relaxed)) / 1000000; }

void Searcher::checkLimits()
{
    if (!m_canStop)
        return;
    if (m_limits.nodes && m_nodes >= m_limits.nodes) {
        m_stopped = true;
        return;
    }
    if ((m_nodes & 1023) != 0)
        return;
    if (m_control->stop.load(std::memory_order_relaxed)) {
        m_stopped = true;
        return;
    }
    if (m_useTime && !m_control->pondering.load(std::memory_order_relaxed) && elapsedMs() >= m_maximumMs)
        m_stopped = true;
}

bool Searcher::isDraw(int ply) const
{
    const Position& pos = *m_pos;
    const StateInfo* st = pos.state();
    if (st->rule50 >= 100) {
        if (!pos.inCheck() || countLegalMoves(pos) > 0)
            return true;
    }
    const int end = std::min(st->rule50, st->pliesFromNull);
    const StateInfo* p = st;
    int count = 0;
    for (int i = 2; i <= end; i += 2) {
        if (!p->previous || !p->previous->previous)
            break;
        p = p->previous->previous;
        if (i >= 4 && p->key == st->key) {
            // A repetition inside the search tree is a draw; one from before the root must occur twice.
            if (i <= ply || ++count >= 2)
                return true;
        }
    }
    if (popcount(pos.pieces()) <= 3 && !pos.pieces(Pawn) && !pos.pieces(Rook) && !pos.pieces(Queen))
        return true; // K v K or K+minor v K
    return false;
}

void Searcher::updatePv(int ply, Move m)
{
    m_pv[ply][ply] = m;
    for (int i = ply + 1; i < m_pvLength[ply + 1]; ++i)
        m_pv[ply][i] = m_pv[ply + 1][i];
    m_pvLength[ply] = std::max(m_pvLength[ply + 1], ply + 1);
}

void Searcher::scoreMoves(const Move* begin, const Move* end, int* scores, Move ttMove, int ply, bool quiescence) const
{
    const Position& pos = *m_pos;
    const Color us = pos.sideToMove();
    int i = 0;
    for (const Move* it = begin; it != end; ++it, ++i) {
        const Move m = *it;
        if (m == ttMove) {
            scores[i] = 30000000;
            continue;
        }
        const bool capture = pos.isCapture(m);
        if (capture || m.type() == MoveType::Promotion) {
            const int victim = SeeValue[capturedType(pos, m)] + (m.type() == MoveType::Promotion ? SeeValue[m.promotion()] : 0);
            const int mvvLva = victim * 8 - int(pos.movedPieceType(m));
            if (quiescence) {
                scores[i] = 20000000 + mvvLva;
            } else {
                const bool good = see(pos, m) >= 0;
                scores[i] = (good ? 20000000 : -1000000) + mvvLva;
            }
            continue;
        }
        if (m == m_killers[ply][0])
            scores[i] = 19000000;
        else if (m == m_killers[ply][1])
            scores[i] = 18900000;
        else
            scores[i] = m_history[us][m.from()][m.to()];
    }
}

void Searcher::updateQuietStats(Move best, const Move* quiets, int quietCount, int depth, int ply)
{
    const Color us = m_pos->sideToMove();
    const int bonus = std::min(depth * depth + 2 * depth, 1200);
    auto apply = [&](Move m, int delta) {
        int& h = m_history[us][m.from()][m.to()];
        h += delta - h * std::abs(delta) / 16384;
    };
    apply(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best)
            apply(quiets[i], -bonus);
    if (m_killers[ply][0] != best) {
        m_killers[ply][1] = m_killers[ply][0];
        m_killers[ply][0] = best;
    }
}

int Searcher::qsearch(int alpha, int beta, int ply, int qply)
{
    Position& pos = *m_pos;
    const bool pvNode = beta - alpha > 1;
    m_pvLength[ply] = ply;
    ++m_nodes;
    checkLimits();
    if (m_stopped)
        return 0;
    m_seldepth = std::max(m_seldepth, ply);
    if (isDraw(ply))
        return 0;
    const bool inCheck = pos.inCheck();
    if (ply >= MaxPly - 1)
        return inCheck ? 0 : evaluate(pos);

    const TTProbe tte = m_tt.probe(pos.key(), ply);
    if (!pvNode && tte.hit) {
        if (tte.bound == Bound::Exact || (tte.bound == Bound::Lower && tte.score >= beta)
            || (tte.bound == Bound::Upper && tte.score <= alpha))
            return tte.score;
    }

    int best = -MateScore + ply;
    int standPat = -InfiniteScore;
    if (!inCheck) {
        standPat = tte.hit ? tte.eval : evaluate(pos);
        if (standPat >= beta)
            return standPat;
        if (standPat > alpha)
            alpha = standPat;
        best = standPat;
    }

    Move moves[MaxMoves];
    Move* last = inCheck ? generate<GenType::Legal>(pos, moves) : generate<GenType::Noisy>(pos, moves);
    if (inCheck && last == moves)
        return -MateScore + ply;
    int scores[MaxMoves];
    scoreMoves(moves, last, scores, tte.move, ply, true);
    // At the first quiescence ply also try quiet checks that do not lose material (finds short mates).
    if (!inCheck && qply == 0) {
        Move quiet[MaxMoves];
        Move* qend = generate<GenType::Quiet>(pos, quiet);
        for (Move* q = quiet; q != qend; ++q)
            if (pos.givesCheck(*q) && see(pos, *q) >= 0) {
                scores[last - moves] = 1000000;
                *last++ = *q;
            }
    }
    const int count = int(last - moves);

    Move bestMove;
    const int oldAlpha = alpha;
    for (int i = 0; i < count; ++i) {
        int bi = i;
        for (int j = i + 1; j < count; ++j)
            if (scores[j] > scores[bi])
                bi = j;
        std::swap(moves[i], moves[bi]);
        std::swap(scores[i], scores[bi]);
        const Move m = moves[i];
        if (!inCheck) {
            if (m.type() == MoveType::Promotion && m.promotion() != Queen)
                continue;
            if (m.type() != MoveType::Promotion && scores[i] != 1000000) {
                if (standPat + SeeValue[capturedType(pos, m)] + 200 <= alpha)
                    continue; // delta pruning
                if (see(pos, m) < 0)
                    continue;
            }
        }
        StateInfo st;
        pos.doMove(m, st);
        m_tt.prefetch(pos.key());
        const int v = -qsearch(-beta, -alpha, ply + 1, qply + 1);
        pos.undoMove(m);
        if (m_stopped)
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                bestMove = m;
                if (pvNode)
                    updatePv(ply, m);
                if (v >= beta)
                    break;
                alpha = v;
            }
        }
    }
    const Bound bound = best >= beta ? Bound::Lower : (pvNode && best > oldAlpha ? Bound::Exact : Bound::Upper);
    m_tt.store(pos.key(), ply, bestMove, best, standPat == -InfiniteScore ? 0 : standPat, 0, bound);
    return best;
}

int Searcher::search(int alpha, int beta, int depth, int ply, bool nullAllowed)
{
    Position& pos = *m_pos;
    const bool pvNode = beta - alpha > 1;
    if (depth <= 0)
        return qsearch(alpha, beta, ply, 0);
    m_pvLength[ply] = ply;
    ++m_nodes;
    checkLimits();
    if (m_stopped)
        return 0;
    m_seldepth = std::max(m_seldepth, ply);
    if (isDraw(ply))
        return 0;
    const bool inCheck = pos.inCheck();
    if (ply >= MaxPly - 1)
        return inCheck ? 0 : evaluate(pos);
    // Mate distance pruning
    alpha = std::max(alpha, -MateScore + ply);
    beta = std::min(beta, MateScore - ply - 1);
    if (alpha >= beta)
        return alpha;

    const TTProbe tte = m_tt.probe(pos.key(), ply);
    const Move ttMove = tte.hit ? tte.move : Move::none(); // only ever compared with generated moves
    if (!pvNode && tte.hit && tte.depth >= depth) {
        if (tte.bound == Bound::Exact || (tte.bound == Bound::Lower && tte.score >= beta)
            || (tte.bound == Bound::Upper && tte.score <= alpha))
            return tte.score;
    }

    int staticEval = -InfiniteScore;
    if (!inCheck)
        staticEval = tte.hit ? tte.eval : evaluate(pos);
    m_staticEval[ply] = staticEval;
    const bool improving = !inCheck && ply >= 2 && staticEval > m_staticEval[ply - 2];

    if (!pvNode && !inCheck) {
        // Reverse futility pruning
        if (depth <= 6 && std::abs(beta) < MateInMaxPly && staticEval - 85 * (depth - improving) >= beta)
            return staticEval;
        // Null-move pruning
        if (nullAllowed && depth >= 3 && staticEval >= beta && hasNonPawnMaterial(pos, pos.sideToMove())) {
            const int r = 3 + depth / 4 + std::min(3, (staticEval - beta) / 200);
            StateInfo st;
            pos.doNullMove(st);
            m_killers[ply + 1][0] = m_killers[ply + 1][1] = Move::none();
            const int v = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, false);
            pos.undoNullMove();
            if (m_stopped)
                return 0;
            if (v >= beta)
                return v >= MateInMaxPly ? beta : v;
        }
        // Razoring
        if (depth <= 2 && staticEval + 250 * depth < alpha) {
            const int v = qsearch(alpha, alpha + 1, ply, 0);
            if (m_stopped)
                return 0;
            if (v <= alpha)
                return v;
        }
    }
    // Internal iterative reduction: without a hash move, search a little shallower.
    if (!ttMove && depth >= 6)
        --depth;

    Move moves[MaxMoves];
    Move* last = generate<GenType::Legal>(pos, moves);
    const int count = int(last - moves);
    if (count == 0)
        return inCheck ? -MateScore + ply : 0;
    int scores[MaxMoves];
    scoreMoves(moves, last, scores, ttMove, ply, false);
    m_killers[ply + 1][0] = m_killers[ply + 1][1] = Move::none();

    Move quiets[64];
    int quietCount = 0;
    int best = -InfiniteScore;
    Move bestMove;
    const int oldAlpha = alpha;
    int searched = 0;
    for (int i = 0; i < count; ++i) {
        int bi = i;
        for (int j = i + 1; j < count; ++j)
            if (scores[j] > scores[bi])
                bi = j;
        std::swap(moves[i], moves[bi]);
        std::swap(scores[i], scores[bi]);
        const Move m = moves[i];
        const bool quiet = isQuiet(pos, m);
        const bool givesCheck = pos.givesCheck(m);

        if (best > -MateInMaxPly && !inCheck && !givesCheck && hasNonPawnMaterial(pos, pos.sideToMove())) {
            if (quiet) {
                // Late-move pruning and futility pruning of quiet moves near the leaves
                if (depth <= 5 && searched >= 3 + depth * depth * (improving ? 2 : 1))
                    continue;
                if (depth <= 5 && staticEval + 110 + 110 * depth <= alpha)
                    continue;
            } else if (depth <= 4 && scores[i] < 0 && see(pos, m) < -120 * depth) {
                continue; // clearly losing capture
            }
        }

        const int extension = (givesCheck && ply < 2 * m_rootDepth) ? 1 : 0;
        const int newDepth = depth - 1 + extension;
        StateInfo st;
        pos.doMove(m, st);
        m_tt.prefetch(pos.key());
        int v;
        if (searched == 0) {
            v = -search(-beta, -alpha, newDepth, ply + 1, true);
        } else {
            int r = 0;
            if (depth >= 3 && searched >= (pvNode ? 3 : 2) && quiet && !inCheck && !givesCheck) {
                r = lmr(depth, searched);
                r -= pvNode;
                r += !improving;
                if (m == m_killers[ply][0] || m == m_killers[ply][1])
                    --r;
                r -= m_history[~pos.sideToMove()][m.from()][m.to()] / 6000;
                r = std::clamp(r, 0, newDepth - 1);
            }
            v = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, true);
            if (v > alpha && r > 0)
                v = -search(-alpha - 1, -alpha, newDepth, ply + 1, true);
            if (v > alpha && v < beta)
                v = -search(-beta, -alpha, newDepth, ply + 1, true);
        }
        pos.undoMove(m);
        if (m_stopped)
            return 0;
        ++searched;
        if (v > best) {
            best = v;
            if (v > alpha) {
                bestMove = m;
                if (pvNode)
                    updatePv(ply, m);
                if (v >= beta) {
                    if (quiet)
                        updateQuietStats(m, quiets, quietCount, depth, ply);
                    break;
                }
                alpha = v;
            }
        }
        if (quiet && quietCount < 64)
            quiets[quietCount++] = m;
    }
    if (searched == 0)
        return alpha; // everything pruned (cannot happen in practice: the first move is never pruned)
    const Bound bound = best >= beta ? Bound::Lower : (pvNode && bestMove && best > oldAlpha ? Bound::Exact : Bound::Upper);
    m_tt.store(pos.key(), ply, bestMove, best, staticEval == -InfiniteScore ? 0 : staticEval, depth, bound);
    return best;
}

int Searcher::rootSearch(int alpha, int beta, int depth)
{
    Position& pos = *m_pos;
    const int oldAlpha = alpha;
    int best = -InfiniteScore;
    m_pvLength[0] = 0;
    ++m_nodes;
    m_killers[1][0] = m_killers[1][1] = Move::none();
    m_staticEval[0] = pos.inCheck() ? -InfiniteScore : evaluate(pos);
    for (std::size_t i = m_pvIdx; i < m_rootMoves.size(); ++i) {
        RootMove& rm = m_rootMoves[i];
        const Move m = rm.move;
        const bool givesCheck = pos.givesCheck(m);
        const int newDepth = depth - 1 + (givesCheck ? 1 : 0);
        m_seldepth = 0;
        StateInfo st;
        pos.doMove(m, st);
        int v;
        if (i == std::size_t(m_pvIdx)) {
            v = -search(-beta, -alpha, newDepth, 1, true);
        } else {
            int r = 0;
            if (depth >= 4 && i >= std::size_t(m_pvIdx) + 4 && isQuiet(pos, m) && !givesCheck)
                r = std::clamp(lmr(depth, int(i - m_pvIdx)) - 1, 0, newDepth - 1);
            v = -search(-alpha - 1, -alpha, newDepth - r, 1, true);
            if (v > alpha && r > 0)
                v = -search(-alpha - 1, -alpha, newDepth, 1, true);
            if (v > alpha && v < beta)
                v = -search(-beta, -alpha, newDepth, 1, true);
        }
        pos.undoMove(m);
        if (m_stopped)
            return best == -InfiniteScore ? 0 : best;
        if (i == std::size_t(m_pvIdx) || v > alpha) {
            rm.score = v;
            rm.seldepth = m_seldepth;
            rm.pv.assign(1, m);
            for (int k = 1; k < m_pvLength[1]; ++k)
                rm.pv.push_back(m_pv[1][k]);
            // A later move that beat the first one is proven better, even if the iteration does not finish.
            if (m_pvIdx == 0 && i > 0 && v > alpha)
                m_partialBest = rm;
        } else {
            rm.score = -InfiniteScore;
        }
        if (v > best) {
            best = v;
            if (v > alpha) {
                if (v >= beta)
                    break;
                alpha = v;
            }
        }
    }
    (void)oldAlpha;
    return best;
}

SearchInfo Searcher::makeInfo(int depth, const std::vector<RootMove>& moves, int lines) const
{
    SearchInfo info;
    info.depth = depth;
    info.nodes = m_nodes;
    info.timeMs = elapsedMs();
    info.nps = info.timeMs > 0 ? m_nodes * 1000 / std::uint64_t(info.timeMs) : m_nodes * 1000;
    info.hashfull = m_tt.hashfull();
    for (int i = 0; i < lines && i < int(moves.size()); ++i) {
        PvLine line;
        line.multipv = i + 1;
        line.score = moves[i].score;
        line.pv = moves[i].pv;
        if (line.pv.empty())
            line.pv.push_back(moves[i].move);
        info.seldepth = std::max(info.seldepth, moves[i].seldepth);
        info.lines.push_back(std::move(line));
    }
    info.seldepth = std::max(info.seldepth, depth);
    return info;
}

SearchResult Searcher::run(Position& pos, const Limits& limits, SearchControl& control,
                           const std::function<void(const SearchInfo&)>& onInfo)
{
    m_pos = &pos;
    m_control = &control;
    m_limits = limits;
    m_nodes = 0;
    m_stopped = false;
    m_canStop = false;
    m_tt.newSearch();
    for (auto& side : m_history)
        for (auto& from : side)
            for (int& h : from)
                h /= 4;

    SearchResult result;
    m_rootMoves.clear();
    for (const Move m : MoveList<GenType::Legal>(pos))
        if (limits.searchMoves.empty() || std::find(limits.searchMoves.begin(), limits.searchMoves.end(), m) != limits.searchMoves.end())
            m_rootMoves.push_back(RootMove{m, -InfiniteScore, -InfiniteScore, 0, {m}});
    if (m_rootMoves.empty())
        return result;

    // Order the root moves once by a quick score: hash move, then SEE/MVV-LVA and killers.
    {
        const TTProbe tte = m_tt.probe(pos.key(), 0);
        std::vector<Move> ms;
        for (auto& rm : m_rootMoves)
            ms.push_back(rm.move);
        std::vector<int> sc(ms.size());
        scoreMoves(ms.data(), ms.data() + ms.size(), sc.data(), tte.hit ? tte.move : Move::none(), 0, false);
        std::vector<std::size_t> idx(ms.size());
        for (std::size_t i = 0; i < idx.size(); ++i)
            idx[i] = i;
        std::stable_sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return sc[a] > sc[b]; });
        std::vector<RootMove> sorted;
        for (std::size_t i : idx)
            sorted.push_back(m_rootMoves[i]);
        m_rootMoves = std::move(sorted);
    }

    // Time budget
    const Color us = pos.sideToMove();
    const int myTime = us == White ? limits.wtime : limits.btime;
    const int myInc = us == White ? limits.winc : limits.binc;
    m_useTime = false;
    if (limits.movetimeMs > 0) {
        m_useTime = true;
        m_optimumMs = m_maximumMs = std::max(1, limits.movetimeMs - std::min(limits.moveOverheadMs, limits.movetimeMs / 4));
    } else if (myTime >= 0) {
        m_useTime = true;
        const int mtg = limits.movestogo > 0 ? std::min(limits.movestogo, 40) : 35;
        const std::int64_t usable = std::max<std::int64_t>(1, myTime - limits.moveOverheadMs);
        m_optimumMs = std::min<std::int64_t>(usable / mtg + myInc * 3 / 4, usable / 2);
        m_maximumMs = std::min<std::int64_t>(m_optimumMs * 4, usable / (limits.movestogo == 1 ? 1 : 3));
        m_maximumMs = std::max<std::int64_t>(m_maximumMs, 1);
        m_optimumMs = std::min(m_optimumMs, m_maximumMs);
    }
    if (limits.infinite)
        m_useTime = false;

    const int multiPv = std::clamp(limits.multiPv, 1, std::min<int>(MaxInternalMultiPv, int(m_rootMoves.size())));
    const int maxDepth = limits.depth > 0 ? std::min(limits.depth, MaxPly - 8) : MaxPly - 8;
    std::vector<RootMove> completed;
    int completedDepth = 0;

    for (int depth = 1; depth <= maxDepth; ++depth) {
        m_rootDepth = depth;
        m_partialBest.move = Move::none();
        for (auto& rm : m_rootMoves)
            rm.previousScore = rm.score;
        for (m_pvIdx = 0; m_pvIdx < multiPv; ++m_pvIdx) {
            const int prev = m_rootMoves[m_pvIdx].previousScore;
            int delta = 18;
            int alpha = -InfiniteScore, beta = InfiniteScore;
            if (depth >= 5 && std::abs(prev) < MateInMaxPly) {
                alpha = std::max(prev - delta, -InfiniteScore);
                beta = std::min(prev + delta, InfiniteScore);
            }
            while (true) {
                const int v = rootSearch(alpha, beta, depth);
                std::stable_sort(m_rootMoves.begin() + m_pvIdx, m_rootMoves.end(),
                                 [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                if (m_stopped)
                    break;
                if (v <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = std::max(v - delta, -InfiniteScore);
                } else if (v >= beta) {
                    beta = std::min(v + delta, InfiniteScore);
                } else {
                    break;
                }
                delta += delta / 2 + 5;
                if (delta > 1000) {
                    alpha = -InfiniteScore;
                    beta = InfiniteScore;
                }
            }
            if (m_stopped)
                break;
            std::stable_sort(m_rootMoves.begin(), m_rootMoves.begin() + m_pvIdx + 1,
                             [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        }
        m_canStop = true; // depth 1 always completes, so there is always a move to report
        if (m_stopped)
            break;
        completed.assign(m_rootMoves.begin(), m_rootMoves.begin() + multiPv);
        completedDepth = depth;
        if (onInfo)
            onInfo(makeInfo(depth, completed, multiPv));
        // Stop conditions between iterations
        if (m_limits.nodes && m_nodes >= m_limits.nodes)
            break;
        if (control.stop.load())
            break;
        const bool timeControlled = m_useTime && !control.pondering.load();
        if (timeControlled && limits.movetimeMs <= 0 && elapsedMs() >= m_optimumMs * 6 / 10)
            break;
        if (!limits.infinite && !control.pondering.load() && isMateScore(completed[0].score)
            && depth >= 2 * std::abs(mateInMoves(completed[0].score)) + 4 && multiPv == 1)
            break;
        if (m_rootMoves.size() == 1 && timeControlled && depth >= 6)
            break;
    }

    if (completed.empty()) { // stopped before depth 1 finished (cannot happen: depth 1 is not interruptible)
        completed.push_back(m_rootMoves[0]);
    }
    if (m_stopped && multiPv == 1 && m_partialBest.move && m_partialBest.move != completed[0].move && m_partialBest.score > -MateInMaxPly) {
        completed[0] = m_partialBest; // found during the interrupted iteration
    }
    result.bestMove = completed[0].move;
    result.score = completed[0].score;
    result.depth = completedDepth;
    result.nodes = m_nodes;
    result.timeMs = elapsedMs();
    if (completed[0].pv.size() >= 2)
        result.ponderMove = completed[0].pv[1];
    for (std::size_t i = 0; i < completed.size(); ++i) {
        PvLine line;
        line.multipv = int(i) + 1;
        line.score = completed[i].score;
        line.pv = completed[i].pv.empty() ? std::vector<Move>{completed[i].move} : completed[i].pv;
        result.lines.push_back(std::move(line));
    }
    m_pos = nullptr;
    return result;
}

} // namespace kibitz::search
