// Annotator: evaluates the positions of a game's main line with one engine (engineclient::Engine: the built-in
// search or an external UCI/xboard program), one search per position at a fixed time or depth, the start position
// included. It asks for one line only, so engines without MultiPV work as well as any: the better move after a
// mistake is the best line of the position before it. It runs synchronously on the thread that owns the engine
// (a worker thread in the GUI and in kibitz-cli) and ends early, keeping what it has, when the engine fails (a
// crash after its restarts, a hang, no evaluation) or the cancel flag is set. Finished positions (mate, stalemate,
// dead position) are decided by the rules without a search. Nothing here writes into the game: see annotation.h.
#pragma once

#include "analysis.h"

#include "engineclient/engine.h"

#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>

namespace kibitz::annotate {

class Annotator {
public:
    explicit Annotator(engineclient::Engine& engine) : m_engine(engine) {}

    // Set from any thread (or a signal handler) to stop: the search under way is abandoned.
    void setCancelFlag(const std::atomic<bool>* flag) { m_cancel = flag; }
    // How long the engine may take to start (handshake); its own deadlines apply beyond that.
    void setStartTimeoutMs(int ms) { m_startTimeoutMs = ms; }

    struct Result {
        GameAnalysis analysis;
        std::optional<engineclient::Failure> failure; // why it ended before the last position
        bool cancelled = false;
        QStringList problems; // what the engine reported on the way (restarts, bad lines)
    };
    // done / total positions, after each position.
    using Progress = std::function<void(int done, int total)>;
    Result analyse(const pgn::Game& game, const AnnotateOptions& options, const Progress& progress = {});

private:
    engineclient::Engine& m_engine;
    const std::atomic<bool>* m_cancel = nullptr;
    int m_startTimeoutMs = 30000;
};

} // namespace kibitz::annotate
