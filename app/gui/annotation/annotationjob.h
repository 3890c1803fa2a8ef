// AnnotationJob: one annotation run in the background — a worker thread that makes its own engine (the built-in
// search, or a process for an external engine, living in that thread), lets an annotate::Annotator evaluate a copy
// of the game, and hands the result back on the GUI thread. The game on screen is not touched here: the caller
// writes the result into the game it then has. Invariant: finished() comes exactly once per start(), also after
// cancel(); destroying the job cancels and waits for the thread.
#pragma once

#include "annotate/annotator.h"
#include "engineclient/engineoption.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <optional>

namespace kibitz::gui {

class AnnotationJob : public QObject {
    Q_OBJECT

public:
    // engine: an external engine's configuration, nullopt for the built-in engine.
    AnnotationJob(pgn::Game game, annotate::AnnotateOptions options, std::optional<engineclient::EngineSpec> engine,
                  QObject* parent = nullptr);
    ~AnnotationJob() override;

    void start();
    void cancel(); // the search under way is abandoned; finished() follows with what was evaluated
    bool isRunning() const { return m_thread && m_thread->isRunning(); }
    bool isCancelled() const { return m_cancel.load(); }
    const annotate::Annotator::Result& result() const { return m_result; }

signals:
    void progress(int done, int total);
    void finished();

private:
    void run(); // on the worker thread

    pgn::Game m_game;
    annotate::AnnotateOptions m_options;
    std::optional<engineclient::EngineSpec> m_engine;
    std::atomic<bool> m_cancel{false};
    std::unique_ptr<QThread> m_thread;
    annotate::Annotator::Result m_result; // written by the worker, read after finished()
};

} // namespace kibitz::gui
