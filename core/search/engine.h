// The engine as the GUI and the protocols drive it: a non-blocking search on its own thread.
// start() returns at once; info and best-move callbacks arrive on the search thread. stop() is answered
// within a few milliseconds (the search polls an atomic flag every 1024 nodes). All public functions are
// thread-safe; starting a new search stops and joins the previous one first.
#pragma once

#include "search.h"
#include "strength.h"
#include "tt.h"

#include "core/gameline.h"

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace kibitz::search {

struct BestMove {
    Move move;   // Move::none() when the position has no legal move (mate or stalemate)
    Move ponder; // expected reply, may be none
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
};

struct EngineCallbacks {
    std::function<void(const SearchInfo&)> info;   // after every completed depth
    std::function<void(const BestMove&)> bestMove; // exactly once per start(); must not call start()/wait()
                                                   // (a GUI posts it to its own thread, e.g. a queued signal)
};

class Engine {
public:
    Engine();
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Options (take effect at the next start()). setHashMb() and clearHash() stop a running search first
    // (its best move is still reported).
    void setHashMb(int megabytes);
    void clearHash(); // new game
    void setStrength(const StrengthSettings& s);
    StrengthSettings strength() const;

    // Starts searching the game's current position (its moves give the repetition history).
    void start(const GameLine& game, const Limits& limits, EngineCallbacks callbacks);
    // Convenience: a FEN (or "startpos") plus UCI moves; returns false (and starts nothing) if invalid.
    bool start(const std::string& fen, const std::vector<std::string>& uciMoves, const Limits& limits, EngineCallbacks callbacks);
    void stop();      // the best-move callback follows promptly
    void ponderhit(); // a pondering search switches to its normal time budget
    void wait();      // blocks until the current search (if any) has reported its best move
    bool searching() const;

    // Synchronous search on the calling thread (tools, tests).
    SearchResult searchNow(const GameLine& game, const Limits& limits, const std::function<void(const SearchInfo&)>& onInfo = {});

private:
    void join();

    std::mutex m_mutex;              // serialises start/stop/join and option changes
    mutable std::mutex m_stateMutex; // m_searching and m_strength; never held while joining
    std::condition_variable m_cv;
    std::unique_ptr<TranspositionTable> m_tt;
    std::unique_ptr<Searcher> m_searcher;
    SearchControl m_control;
    StrengthSettings m_strength;
    std::thread m_thread;
    bool m_searching = false;
};

} // namespace kibitz::search
