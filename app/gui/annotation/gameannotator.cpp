#include "gameannotator.h"

#include "annotatedialog.h"
#include "annotationjob.h"

#include "annotate/annotation.h"
#include "game/gamecontroller.h"
#include "settings/engineconfig.h"
#include "settings/preferences.h"
#include "window/messagebar.h"

#include "core/gameline.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

#include <algorithm>

namespace kibitz::gui {

GameAnnotator::GameAnnotator(GameController* controller, Preferences* preferences, MessageBar* messages, QWidget* window)
    : QObject(window),
      m_controller(controller),
      m_preferences(preferences),
      m_messages(messages),
      m_window(window),
      m_action(new QAction(this)),
      m_progress(new QWidget(window)),
      m_label(new QLabel(m_progress)),
      m_bar(new QProgressBar(m_progress)),
      m_cancel(new QToolButton(m_progress))
{
    connect(m_action, &QAction::triggered, this, &GameAnnotator::showDialog);
    auto* layout = new QHBoxLayout(m_progress);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    m_bar->setMaximumWidth(140);
    m_bar->setMaximumHeight(14);
    m_bar->setTextVisible(false);
    m_cancel->setAutoRaise(true);
    m_progress->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred); // label, bar and button side by side
    connect(m_cancel, &QToolButton::clicked, this, &GameAnnotator::cancel);
    m_progress->hide();
    retranslateUi();
    QCoreApplication::instance()->installEventFilter(this);
}

GameAnnotator::~GameAnnotator()
{
    QCoreApplication::instance()->removeEventFilter(this);
    if (m_job)
        disconnect(m_job, nullptr, this, nullptr); // the job stops and is deleted with us; nothing is written then
}

bool GameAnnotator::isRunning() const { return m_job != nullptr; }

void GameAnnotator::retranslateUi()
{
    m_action->setText(tr("A&nnotate Game…"));
    m_action->setToolTip(tr("Evaluates every move with an engine and marks inaccuracies, mistakes and blunders"));
    m_label->setText(tr("Annotating…"));
    m_bar->setAccessibleName(tr("Annotation progress"));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stops the annotation; the moves evaluated so far are annotated (one Undo removes them)"));
}

bool GameAnnotator::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

void GameAnnotator::showDialog()
{
    if (isRunning())
        return;
    const EngineConfig& config = m_preferences->engineConfig();
    QStringList engines;
    for (const engineclient::EngineSpec& spec : config.engines)
        engines << spec.name;
    const pgn::Game& game = m_controller->game();
    const annotate::GameAnalysis whole = annotate::planAnalysis(game, {});
    GameLine startLine;
    if (!game.startFen().empty())
        startLine.reset(game.startFen(), FenMode::Lenient, game.isChess960());
    const int startPly = startLine.position().gamePly();
    AnnotateDialog dialog(engines, annotate::fullMoveOf(startPly, 1), annotate::fullMoveOf(startPly, std::max(1, int(whole.moves.size()))),
                          m_window);
    dialog.setOptions(m_preferences->annotateOptions(), m_preferences->annotateEngine());
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_preferences->setAnnotation(dialog.options(), dialog.engine());
    start(dialog.options(), dialog.engine());
}

bool GameAnnotator::start(const annotate::AnnotateOptions& options, const QString& engine)
{
    if (isRunning())
        return false;
    if (!m_controller->game().hasMoves()) {
        m_messages->showMessage(tr("The game has no moves to annotate."), MessageBar::Kind::Information);
        return false;
    }
    std::optional<engineclient::EngineSpec> spec;
    if (!engine.isEmpty()) {
        const engineclient::EngineSpec* found = m_preferences->engineConfig().find(engine);
        if (!found) {
            m_messages->showMessage(tr("The engine %1 is no longer configured (Settings › Engines).").arg(engine), MessageBar::Kind::Error);
            return false;
        }
        spec = *found;
    }
    m_job = new AnnotationJob(m_controller->game(), options, spec, this);
    connect(m_job, &AnnotationJob::progress, this, &GameAnnotator::onProgress);
    connect(m_job, &AnnotationJob::finished, this, &GameAnnotator::onFinished);
    m_bar->setRange(0, 0); // busy until the first position is done
    m_progress->show();
    m_action->setEnabled(false);
    m_job->start();
    return true;
}

void GameAnnotator::cancel()
{
    if (m_job)
        m_job->cancel();
}

void GameAnnotator::onProgress(int done, int total)
{
    m_bar->setRange(0, total);
    m_bar->setValue(done);
    m_bar->setToolTip(tr("%1 of %2 positions evaluated").arg(done).arg(total));
    emit progressed(done, total);
}

void GameAnnotator::onFinished()
{
    AnnotationJob* job = m_job;
    m_job = nullptr;
    m_progress->hide();
    m_action->setEnabled(true);
    if (!job)
        return;
    job->deleteLater();
    const annotate::Annotator::Result& result = job->result();
    const QString details = result.problems.join(QLatin1Char('\n'));
    pgn::Game annotated = m_controller->game();
    annotate::AnnotationReport report;
    if (const auto error = annotate::applyAnnotation(annotated, result.analysis, &report)) {
        m_messages->showMessage(tr("The annotation was not written: %1.").arg(QString::fromStdString(*error)), MessageBar::Kind::Error,
                                details);
        emit finished(false);
        return;
    }
    const bool written = report.evaluatedPositions >= 2;
    if (written)
        m_controller->editGame(tr("Annotate game"), annotated);
    if (result.failure)
        m_messages->showMessage(written ? tr("%1 The moves evaluated before were annotated.").arg(result.failure->text)
                                        : result.failure->text,
                                MessageBar::Kind::Warning, details);
    else if (result.cancelled)
        m_messages->showMessage(written ? tr("Annotation cancelled; the moves evaluated so far were annotated.")
                                        : tr("Annotation cancelled before any move was evaluated."),
                                MessageBar::Kind::Information, details);
    else
        m_messages->showMessage(tr("Annotated: %1 moves marked, %2 better lines added.").arg(report.marked).arg(report.variations),
                                MessageBar::Kind::Information, details);
    emit finished(written);
}

} // namespace kibitz::gui
