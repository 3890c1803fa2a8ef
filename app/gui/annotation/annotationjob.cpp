#include "annotationjob.h"

#include "engineclient/builtinengine.h"
#include "engineclient/externalengine.h"

#include <QMetaObject>

namespace kibitz::gui {

AnnotationJob::AnnotationJob(pgn::Game game, annotate::AnnotateOptions options, std::optional<engineclient::EngineSpec> engine,
                             QObject* parent)
    : QObject(parent),
      m_game(std::move(game)),
      m_options(options),
      m_engine(std::move(engine))
{
}

AnnotationJob::~AnnotationJob()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
    }
}

void AnnotationJob::start()
{
    if (m_thread)
        return;
    m_thread.reset(QThread::create([this] { run(); }));
    // Emitted by the thread as it ends; delivered here, on this object's (the GUI) thread.
    connect(m_thread.get(), &QThread::finished, this, &AnnotationJob::finished);
    m_thread->start(QThread::LowPriority); // the board and the analysis dock come first
}

void AnnotationJob::cancel() { m_cancel = true; }

void AnnotationJob::run()
{
    std::unique_ptr<engineclient::Engine> engine;
    if (m_engine)
        engine = std::make_unique<engineclient::ExternalEngine>(*m_engine);
    else
        engine = std::make_unique<engineclient::BuiltinEngine>(64);
    annotate::Annotator annotator(*engine);
    annotator.setCancelFlag(&m_cancel);
    m_result = annotator.analyse(m_game, m_options, [this](int done, int total) {
        QMetaObject::invokeMethod(
            this, [this, done, total] { emit progress(done, total); }, Qt::QueuedConnection);
    });
}

} // namespace kibitz::gui
