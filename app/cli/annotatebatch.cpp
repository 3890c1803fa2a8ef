#include "annotatebatch.h"

#include "annotate/annotation.h"
#include "annotate/annotator.h"
#include "engineclient/builtinengine.h"
#include "engineclient/externalengine.h"

#include "pgn/writer.h"

#include <QThread>

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace kibitz::cli {

struct AnnotateBatch::Shared {
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::optional<GameOutcome>> results;
    std::size_t next = 0;     // the next game a worker takes
    std::size_t finished = 0; // games with a result
    std::string fatal;
    std::atomic<bool> abort{false}; // every worker's cancel flag: set on the stop flag or a fatal failure
};

namespace {

// The game's own bytes, ending in exactly one blank line, so copied and rewritten games sit alike in the output.
std::string asCopied(std::string_view text)
{
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    const bool crlf = text.find("\r\n") != std::string_view::npos;
    return std::string(text) + (crlf ? "\r\n\r\n" : "\n\n");
}

std::string label(const BatchGame& game, const pgn::Game* g)
{
    std::string text = game.fileName + ": game " + std::to_string(game.index + 1);
    if (g)
        text += " (" + std::string(g->tag("White")) + " - " + std::string(g->tag("Black")) + ")";
    return text;
}

bool cannotStart(const engineclient::Failure& failure)
{
    return failure.kind == engineclient::Failure::Kind::StartFailed || failure.kind == engineclient::Failure::Kind::Handshake;
}

} // namespace

AnnotateBatch::AnnotateBatch(std::vector<BatchGame> games, BatchOptions options, const std::atomic<bool>& stop)
    : m_games(std::move(games)),
      m_options(std::move(options)),
      m_stop(stop)
{
}

GameOutcome AnnotateBatch::annotateOne(const BatchGame& game, annotate::Annotator& annotator, Shared& shared)
{
    GameOutcome out;
    out.text = asCopied(game.database->gameText(game.index));
    std::optional<pgn::Game> g = game.database->game(game.index);
    if (!g) {
        out.message = label(game, nullptr) + ": cannot be read; copied unchanged";
        return out;
    }
    if (!g->errors().empty()) {
        // Rewriting it would drop what follows the error: it is copied as it is (see `kibitz-cli check`).
        out.message = label(game, &*g) + ": has read errors; copied unchanged";
        return out;
    }
    if (m_options.skipAnnotated && annotate::isAnnotated(*g)) {
        out.kind = GameOutcome::Kind::Skipped;
        return out;
    }
    if (!g->hasMoves())
        return out;
    const annotate::Annotator::Result result = annotator.analyse(*g, m_options.annotate);
    if (result.cancelled) {
        out.kind = GameOutcome::Kind::Failed;
        return out;
    }
    if (result.failure) {
        if (cannotStart(*result.failure)) {
            const std::lock_guard lock(shared.mutex);
            if (shared.fatal.empty())
                shared.fatal = result.failure->text.toStdString();
            shared.abort = true;
        }
        out.kind = GameOutcome::Kind::Failed;
        out.message = label(game, &*g) + ": " + result.failure->text.toStdString() + "; copied unchanged";
        return out;
    }
    if (const auto error = annotate::applyAnnotation(*g, result.analysis)) {
        out.kind = GameOutcome::Kind::Failed;
        out.message = label(game, &*g) + ": " + *error + "; copied unchanged";
        return out;
    }
    out.kind = GameOutcome::Kind::Annotated;
    out.text = pgn::writeGame(*g);
    if (out.text.size() > 0 && game.database->gameText(game.index).find("\r\n") != std::string_view::npos) {
        std::string crlf; // the game's own line ends, like the games copied beside it
        crlf.reserve(out.text.size() + out.text.size() / 40);
        for (const char c : out.text) {
            if (c == '\n')
                crlf += '\r';
            crlf += c;
        }
        out.text = std::move(crlf);
    }
    return out;
}

void AnnotateBatch::work(Shared& shared)
{
    // The engine lives in this thread: its process and its replies belong to this thread's event loops.
    std::unique_ptr<engineclient::Engine> engine;
    if (m_options.engine) {
        auto external = std::make_unique<engineclient::ExternalEngine>(*m_options.engine);
        engine = std::move(external);
    } else {
        engine = std::make_unique<engineclient::BuiltinEngine>(16);
    }
    annotate::Annotator annotator(*engine);
    annotator.setCancelFlag(&shared.abort);
    while (!shared.abort.load()) {
        std::size_t i = 0;
        {
            const std::lock_guard lock(shared.mutex);
            if (shared.next >= m_games.size())
                break;
            i = shared.next++;
        }
        GameOutcome outcome = annotateOne(m_games[i], annotator, shared);
        const std::lock_guard lock(shared.mutex);
        shared.results[i] = std::move(outcome);
        ++shared.finished;
        shared.changed.notify_all();
    }
}

bool AnnotateBatch::run(const std::function<void(std::size_t, const GameOutcome&)>& deliver,
                        const std::function<void(std::size_t, std::size_t)>& progress)
{
    Shared shared;
    shared.results.resize(m_games.size());
    const std::size_t workers = std::min<std::size_t>(std::size_t(std::max(1, m_options.workers)), m_games.size());
    std::vector<std::unique_ptr<QThread>> threads;
    for (std::size_t w = 0; w < workers; ++w) {
        threads.emplace_back(QThread::create([this, &shared] { work(shared); }));
        threads.back()->start();
    }
    std::size_t delivered = 0;
    while (delivered < m_games.size()) {
        std::vector<GameOutcome> ready;
        std::size_t finished = 0;
        {
            std::unique_lock lock(shared.mutex);
            shared.changed.wait_for(lock, std::chrono::milliseconds(100));
            for (std::size_t i = delivered + ready.size(); i < m_games.size() && shared.results[i]; ++i) {
                ready.push_back(std::move(*shared.results[i]));
                shared.results[i].reset();
            }
            finished = shared.finished;
        }
        if (m_stop.load() || shared.abort.load())
            break; // nothing more is delivered: the caller writes no partial output
        for (const GameOutcome& outcome : ready)
            deliver(delivered++, outcome);
        progress(finished, m_games.size());
    }
    shared.abort = true; // every worker is done or must stop now
    for (const auto& thread : threads)
        thread->wait();
    m_fatal = shared.fatal;
    return delivered == m_games.size();
}

} // namespace kibitz::cli
