// Single-threaded alpha-beta search: iterative deepening, PVS with aspiration windows, transposition table,
// quiescence search with SEE, move ordering (hash move, SEE/MVV-LVA captures, killers, history), null-move
// pruning, late-move reductions, check extensions, repetition/fifty-move draws, mate-distance scores, Multi-PV.
// Invariant: the Position passed to run() is restored before run() returns; results never hold an illegal move.
#pragma once

#include "tt.h"

#include "core/position.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace kibitz::search {

constexpr int MaxPly = 128;
constexpr int MateScore = 32000;
constexpr int MateInMaxPly = MateScore - MaxPly;
constexpr int InfiniteScore = 32001;
constexpr int MaxMultiPv = 5;          // what the protocols offer
constexpr int MaxInternalMultiPv = 12; // strength levels may look at more candidate moves

struct Limits {
    int depth = 0;              // 0: no depth limit
    std::uint64_t nodes = 0;    // 0: no node limit
    int movetimeMs = 0;         // 0: not a fixed move time
    int wtime = -1, btime = -1; // remaining clock in ms, -1: no clock
    int winc = 0, binc = 0;
    int movestogo = 0;
    bool infinite = false; // search until stop() (the result is reported only then)
    bool ponder = false;   // like infinite until ponderhit(), then the clock applies
    int multiPv = 1;
    std::vector<Move> searchMoves; // restrict the root moves (empty: all)
    int moveOverheadMs = 20;       // subtracted from clock budgets for communication latency
};

// Shared between the search thread and its controller.
struct SearchControl {
    std::atomic<bool> stop{false};
    std::atomic<bool> pondering{false};
    std::atomic<std::int64_t> startNs{0}; // steady_clock time the clock budget counts from
};

struct PvLine {
    int multipv = 1; // 1-based rank
    int score = 0;   // centipawns, or +-(MateScore - plies)
    std::vector<Move> pv;
};

struct SearchInfo {
    int depth = 0;
    int seldepth = 0;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nps = 0;
    int hashfull = 0;
    std::vector<PvLine> lines; // 1..multiPv lines, best first
};

struct SearchResult {
    Move bestMove; // Move::none() only when there is no legal move
    Move ponderMove;
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::vector<PvLine> lines; // the last completed iteration's lines
};

// Mate helpers: moves to mate (positive: side to move mates) for a mate score, 0 otherwise.
bool isMateScore(int score);
int mateInMoves(int score);

class Searcher {
public:
    explicit Searcher(TranspositionTable& tt);

    // Searches `pos` (whose StateInfo chain carries the game history for repetition). Calls onInfo after
    // every completed depth. Blocks until a limit is reached or control.stop is set.
    SearchResult run(Position& pos, const Limits& limits, SearchControl& control,
                     const std::function<void(const SearchInfo&)>& onInfo = {});
    void clearHistory();

private:
    struct RootMove {
        Move move;
        int score = -InfiniteScore;
        int previousScore = -InfiniteScore;
        int seldepth = 0;
        std::vector<Move> pv;
    };

    int search(int alpha, int beta, int depth, int ply, bool nullAllowed);
    int qsearch(int alpha, int beta, int ply, int qply);
    int rootSearch(int alpha, int beta, int depth);
    bool isDraw(int ply) const;
    void checkLimits();
    void updatePv(int ply, Move m);
    void scoreMoves(const Move* begin, const Move* end, int* scores, Move ttMove, int ply, bool quiescence) const;
    void updateQuietStats(Move best, const Move* quiets, int quietCount, int depth, int ply);
    std::int64_t elapsedMs() const;
    SearchInfo makeInfo(int depth, const std::vector<RootMove>& moves, int lines) const;

    TranspositionTable& m_tt;
    Position* m_pos = nullptr;
    SearchControl* m_control = nullptr;
    Limits m_limits;
    std::int64_t m_optimumMs = 0, m_maximumMs = 0;
    bool m_useTime = false;
    bool m_stopped = false;
    bool m_canStop = false;
    std::uint64_t m_nodes = 0;
    int m_seldepth = 0;
    int m_rootDepth = 0;
    int m_pvIdx = 0;
    std::vector<RootMove> m_rootMoves;
    RootMove m_partialBest;

    Move m_pv[MaxPly + 1][MaxPly + 1];
    int m_pvLength[MaxPly + 1] = {};
    Move m_killers[MaxPly + 1][2];
    int m_staticEval[MaxPly + 1] = {};
    int m_history[2][64][64] = {};
};

// Static exchange evaluation of a legal move: material balance of the capture sequence on its target square.
int see(const Position& pos, Move m);

} // namespace kibitz::search
