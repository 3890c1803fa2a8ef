// BlockingClient: an Engine used one request at a time by code that needs each answer before it goes on (the
// match runner, batch annotation), so the command line speaks to engines through the same client as the GUI.
// Each call runs a local event loop (a QCoreApplication must exist) until the answer arrives or its own deadline
// passes; the engine's deadlines, crash detection and restart policy apply as always. A worker thread may own an
// engine and its BlockingClient (one engine per worker): the engine lives in the thread that made it.
#pragma once

#include "engine.h"

#include <atomic>
#include <functional>
#include <optional>

namespace kibitz::engineclient {

class BlockingClient {
public:
    explicit BlockingClient(Engine& engine) : m_engine(engine) {}

    // Starts the engine (handshake); false with the reason when it does not get ready within timeoutMs.
    bool start(int timeoutMs, Failure* failure = nullptr);

    // A flag another thread (or a signal handler) may set to abandon the request under way: it is looked at every
    // few milliseconds while waiting; the search is stopped and the outcome says `cancelled`. nullptr: none.
    void setCancelFlag(const std::atomic<bool>* flag) { m_cancel = flag; }

    struct Outcome {
        std::optional<MoveResult> move; // the answer, or
        std::optional<Failure> failure; // why there is none
        AnalysisUpdate last;            // the last report with lines (the move's score and pv), if any came
        bool hasLast = false;
        bool cancelled = false; // the cancel flag was set: neither move nor failure
    };
    // One move search. timeoutMs is a safety net behind the engine's own deadline (0: none); when it passes
    // the search is stopped and the outcome is a NoMoveInTime failure.
    Outcome findMove(const GameLine& game, const SearchLimits& limits, int timeoutMs);
    // The same in a variant (the move and pv in the variant fields).
    Outcome findVariantMove(const VariantLine& game, const SearchLimits& limits, int timeoutMs);

    Engine& engine() { return m_engine; }

private:
    Outcome run(const std::function<void(quint64 ticket)>& ask, int timeoutMs);

    Engine& m_engine;
    quint64 m_ticket = 0;
    const std::atomic<bool>* m_cancel = nullptr;
};

} // namespace kibitz::engineclient
