// AnnotateBatch: the games of kibitz-cli annotate, annotated in parallel — one worker thread per engine, each
// taking the next game — and handed back in input order on the caller's thread as they become ready. A game is
// all or nothing: annotated completely, or copied unchanged (already annotated with --skip-annotated, read errors,
// no moves, or an engine failure, which is reported). An engine that cannot start at all stops the batch (fatal).
// The stop flag (SIGINT) abandons the searches under way; run() then returns without delivering the rest.
#pragma once

#include "annotate/analysis.h"
#include "engineclient/engineoption.h"

#include "pgn/database.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::annotate {
class Annotator;
}

namespace kibitz::cli {

struct BatchGame {
    std::shared_ptr<const pgn::Database> database;
    std::size_t index = 0; // in that database
    std::string fileName;
};

struct BatchOptions {
    annotate::AnnotateOptions annotate;
    std::optional<engineclient::EngineSpec> engine; // nullopt: the built-in engine
    int workers = 1;
    bool skipAnnotated = false;
};

struct GameOutcome {
    enum class Kind { Annotated, Skipped, Unchanged, Failed };
    Kind kind = Kind::Unchanged;
    std::string text;    // the game as it goes to the output (ends with a blank line)
    std::string message; // for stderr: why unchanged or failed, empty otherwise
};

class AnnotateBatch {
public:
    AnnotateBatch(std::vector<BatchGame> games, BatchOptions options, const std::atomic<bool>& stop);

    // deliver(i, outcome) for i = 0, 1, ... in order; progress(done, total) now and then. Both on this thread.
    // False when stopped before the end (the stop flag, or a fatal engine failure: see fatal()).
    bool run(const std::function<void(std::size_t, const GameOutcome&)>& deliver,
             const std::function<void(std::size_t, std::size_t)>& progress);
    const std::string& fatal() const { return m_fatal; }

private:
    struct Shared;
    void work(Shared& shared);
    GameOutcome annotateOne(const BatchGame& game, annotate::Annotator& annotator, Shared& shared);

    std::vector<BatchGame> m_games;
    BatchOptions m_options;
    const std::atomic<bool>& m_stop;
    std::string m_fatal;
};

} // namespace kibitz::cli
