// A generic alpha-beta engine over the variant rules: iterative deepening, principal-variation search with a
// transposition table, null-move pruning, late-move reductions, check extension and a capture/promotion
// quiescence search; draws by repetition and the n-move rule; mate scores by distance; several lines (multi-PV)
// by searching the root again without the earlier lines' first moves.
// Invariant: it only ever returns legal moves of the position it was given (Move::none() when there are none);
// the position is restored before search() returns.
#pragma once

#include "evaluate.h"

#include "variant/movegen.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace kibitz::variant {

constexpr int MateScore = 32000;
constexpr int MaxPly = 96;

struct SearchLimits {
    int depth = MaxPly - 4;
    std::int64_t movetimeMs = 0; // 0: no time limit
    std::uint64_t nodes = 0;     // 0: no node limit
    // Set by another thread to end the search (checked with the clock); unlike stop() it cannot be missed by a
    // search that had not started yet.
    const std::atomic<bool>* cancel = nullptr;
    // Lines reported (best first, each with a different first move): the 2nd is the best line without the 1st's
    // move at the root, and so on. More lines cost a search of the root each per depth.
    int multiPv = 1;
};

struct SearchLine {
    int score = 0; // as SearchResult::score
    std::vector<Move> pv;
    std::vector<SearchLine> lines; // of the last completed depth: min(multiPv, legal moves) lines, best first
};

struct SearchResult {
    Move best;
    int score = 0; // centipawns for the side to move; beyond MateScore - MaxPly: mate in (MateScore - score) plies
    int depth = 0; // last completed iteration
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::vector<Move> pv;
    std::vector<SearchLine> lines; // of the last completed depth: min(multiPv, legal moves) lines, best first
};

class VariantSearch {
public:
    explicit VariantSearch(std::shared_ptr<const Rules> rules, int hashMb = 16);

    // onIteration is called after every completed depth (for "info" lines).
    SearchResult search(Position& pos, const SearchLimits& limits, const std::function<void(const SearchResult&)>& onIteration = {});
    void stop() { m_stop = true; }
    void clearHash();
    const Evaluator& evaluator() const { return m_eval; }

private:
    struct TTEntry {
        Key key = 0;
        std::uint32_t move = 0;
        std::int16_t score = 0;
        std::int8_t depth = -1;
        std::uint8_t bound = 0;
    };

    int searchNode(Position& pos, int depth, int alpha, int beta, int ply, bool allowNull);
    int quiesce(Position& pos, int alpha, int beta, int ply);
    bool isDraw(const Position& pos, int ply) const;
    // The score of a position without legal moves: mate or stalemate, or the rule set's end (a win or loss for
    // the side to move, or a draw).
    int terminalScore(const Position& pos, int ply) const;
    // A quiet move that wins at once under the rule set (the last check, the royal onto the hill or the goal):
    // searched in the quiescence search like a capture.
    bool decisive(const Position& pos, Move m) const;
    void orderMoves(const Position& pos, Move* begin, Move* end, Move ttMove, int ply) const;
    int captureScore(const Position& pos, Move m) const;
    bool timeUp();
    TTEntry* probe(Key key);
    void store(Key key, Move m, int score, int depth, int bound, int ply);
    void updatePv(int ply, Move m);

    std::shared_ptr<const Rules> m_rules;
    Evaluator m_eval;
    std::vector<TTEntry> m_table;
    Move m_killers[MaxPly][2];
    // Triangular principal-variation table: m_pv[ply] holds the best line found from that ply.
    Move m_pv[MaxPly + 1][MaxPly + 1];
    int m_pvLength[MaxPly + 1] = {};
    int m_history[PieceSlots][SquareCount] = {};
    StateInfo m_states[MaxPly + 4];
    std::atomic<bool> m_stop{false};
    std::uint64_t m_nodes = 0;
    SearchLimits m_limits;
    std::chrono::steady_clock::time_point m_start;
    Move m_rootBest;
    std::vector<Move> m_excluded; // root moves left out (the earlier lines' first moves)
};

} // namespace kibitz::variant
