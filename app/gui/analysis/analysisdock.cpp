#include "analysisdock.h"

#include "analyzer.h"
#include "enginelinedelegate.h"
#include "enginelinesmodel.h"
#include "tablebaseview.h"

#include "engineclient/builtinengine.h"
#include "engineclient/externalengine.h"
#include "play/autoplayer.h"
#include "settings/enginesettings.h"
#include "settings/preferences.h"

#include <QAction>
#include <QDialog>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

#include <optional>

namespace kibitz::gui {

namespace {
QString speedText(quint64 nps)
{
    if (nps >= 1'000'000)
        return AnalysisDock::tr("%1 Mn/s").arg(double(nps) / 1e6, 0, 'f', 1);
    return AnalysisDock::tr("%1 kn/s").arg(nps / 1000);
}
// The external engine a choice names; nullopt for the built-in one (also when the name is not in the list).
std::optional<engineclient::EngineSpec> chosen(const EngineConfig& config, const QString& name)
{
    const engineclient::EngineSpec* e = config.find(name);
    return e ? std::optional<engineclient::EngineSpec>(*e) : std::nullopt;
}
// The most lines the dock shows, whatever the engine could give.
constexpr int MaxShownLines = 3;
} // namespace

AnalysisDock::AnalysisDock(GameController* controller, AutoPlayer* autoPlayer, Preferences* preferences, QWidget* parent)
    : QDockWidget(parent),
      m_controller(controller),
      m_autoPlayer(autoPlayer),
      m_preferences(preferences),
      m_analyzer(new Analyzer(controller, this)),
      m_startStop(new QToolButton(this)),
      m_engineName(new QLabel(this)),
      m_lines(new QSpinBox(this)),
      m_eval(new QLabel(this)),
      m_depth(new QLabel(this)),
      m_speed(new QLabel(this)),
      m_tablebase(new TablebaseView(controller, this)),
      m_view(new QTreeView(this)),
      m_delegate(new EngineLineDelegate(this)),
      m_problem(new QLabel(this))
{
    setObjectName(QStringLiteral("AnalysisDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));

    m_startStop->setCheckable(true);
    m_engineName->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lines->setRange(1, MaxShownLines);
    m_lines->setValue(m_analyzer->multiPv());
    QFont big = m_eval->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_eval->setFont(big);
    m_eval->setMinimumWidth(QFontMetrics(big).horizontalAdvance(QStringLiteral("+88.88")));

    m_view->setModel(m_analyzer->model());
    m_view->setItemDelegateForColumn(EngineLinesModel::LineColumn, m_delegate);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setHeaderHidden(true);
    m_view->setMouseTracking(true);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus); // arrow keys keep navigating the game
    m_view->viewport()->setCursor(Qt::PointingHandCursor);
    m_view->viewport()->installEventFilter(this);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(EngineLinesModel::ScoreColumn, QHeaderView::Fixed);
    m_view->header()->resizeSection(EngineLinesModel::ScoreColumn, QFontMetrics(font()).horizontalAdvance(QStringLiteral("+88.88")) + 16);
    m_view->setMinimumHeight(m_view->sizeHintForRow(0) > 0 ? m_view->sizeHintForRow(0) * 3 : 60);

    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_problem->hide();

    auto* top = new QHBoxLayout;
    top->addWidget(m_startStop);
    top->addWidget(m_engineName, 1);
    top->addWidget(m_lines);
    auto* stats = new QHBoxLayout;
    stats->addWidget(m_eval);
    stats->addSpacing(8);
    stats->addWidget(m_depth);
    stats->addSpacing(8);
    stats->addWidget(m_speed);
    stats->addStretch(1);
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addLayout(stats);
    layout->addWidget(m_tablebase);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_problem);
    setWidget(content);
    retranslateUi();

    connect(m_startStop, &QToolButton::toggled, m_analyzer, &Analyzer::setRunning);
    connect(m_analyzer, &Analyzer::runningChanged, this, [this](bool on) {
        m_startStop->setChecked(on);
        m_startStop->setText(on ? tr("Stop") : tr("Start"));
        if (on)
            m_problem->hide();
        updateStatistics();
    });
    connect(m_lines, &QSpinBox::valueChanged, m_analyzer, &Analyzer::setMultiPv);
    connect(m_analyzer, &Analyzer::engineReady, this, &AnalysisDock::updateLineLimit);
    connect(m_analyzer, &Analyzer::message, this, &AnalysisDock::showProblem);
    connect(m_analyzer->model(), &EngineLinesModel::statisticsChanged, this, &AnalysisDock::updateStatistics);
    connect(m_delegate, &EngineLineDelegate::moveClicked, m_analyzer, &Analyzer::playLine);
    // A hidden dock analyses nothing: the engine would only heat the machine.
    connect(toggleViewAction(), &QAction::toggled, this, [this](bool shown) {
        if (!shown)
            m_analyzer->setRunning(false);
    });

    applyConfig(preferences->engineConfig());
    connect(preferences, &Preferences::changed, this, [this](Preferences::Setting setting) {
        if (setting == Preferences::Setting::Engines)
            applyConfig(m_preferences->engineConfig());
    });
    updateStatistics();
}

void AnalysisDock::retranslateUi()
{
    setWindowTitle(tr("Analysis"));
    toggleViewAction()->setText(tr("&Analysis"));
    toggleViewAction()->setToolTip(tr("Show the engine analysis of the current position (Ctrl+Shift+A)"));
    m_startStop->setText(m_startStop->isChecked() ? tr("Stop") : tr("Start"));
    m_startStop->setAccessibleName(tr("Start or stop the analysis"));
    m_startStop->setToolTip(tr("Analyse the position on the board continuously"));
    m_engineName->setAccessibleName(tr("Analysis engine"));
    m_lines->setPrefix(tr("Lines: "));
    m_lines->setAccessibleName(tr("Number of lines"));
    updateLineLimit();
    m_eval->setAccessibleName(tr("Evaluation"));
    m_depth->setAccessibleName(tr("Search depth"));
    m_speed->setAccessibleName(tr("Nodes per second"));
    m_view->setAccessibleName(tr("Engine lines"));
    m_problem->setAccessibleName(tr("Engine problem"));
}

void AnalysisDock::changeEvent(QEvent* event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateStatistics(); // "Depth %1" and the speed are worded there
    }
}

void AnalysisDock::applyConfig(const EngineConfig& config)
{
    const std::optional<engineclient::EngineSpec> analysisEngine = chosen(config, config.analysisEngine);
    const std::optional<engineclient::EngineSpec> moveEngine = chosen(config, config.autoMoveEngine);
    const bool analysisChanged = !m_analyzer->engine() || analysisEngine != chosen(m_config, m_config.analysisEngine);
    const bool moveChanged = moveEngine != chosen(m_config, m_config.autoMoveEngine) || (moveEngine && !m_moveEngine);
    m_config = config;
    if (analysisChanged) {
        if (analysisEngine)
            m_analyzer->setEngine(new engineclient::ExternalEngine(*analysisEngine));
        else {
            auto* builtIn = new engineclient::BuiltinEngine;
            builtIn->setTablebases(m_engineTablebases);
            m_analyzer->setEngine(builtIn);
        }
        updateLineLimit();
    }
    m_engineName->setText(m_analyzer->engine()->name());
    if (m_autoPlayer && moveChanged) {
        engineclient::ExternalEngine* old = m_moveEngine;
        m_moveEngine = moveEngine ? new engineclient::ExternalEngine(*moveEngine, this) : nullptr;
        if (m_moveEngine)
            connect(m_moveEngine, &engineclient::Engine::problem, this, &AnalysisDock::message);
        m_autoPlayer->setEngine(m_moveEngine); // before the old engine goes
        delete old;
    }
}

EngineSettings* AnalysisDock::createEngineSettings(QDialog* dialog)
{
    auto* settings = new EngineSettings(dialog);
    settings->setConfig(m_config);
    connect(dialog, &QDialog::accepted, this, [this, settings] { m_preferences->setEngineConfig(settings->config()); });
    connect(settings, &EngineSettings::optionButtonPressed, this, &AnalysisDock::pressOptionButton);
    return settings;
}

void AnalysisDock::setEngineUsesTablebases(bool on)
{
    m_engineTablebases = on;
    if (auto* builtIn = qobject_cast<engineclient::BuiltinEngine*>(m_analyzer->engine()))
        builtIn->setTablebases(on);
}

void AnalysisDock::pressOptionButton(const QString& engineName, const QString& optionName)
{
    for (engineclient::ExternalEngine* engine : {qobject_cast<engineclient::ExternalEngine*>(m_analyzer->engine()), m_moveEngine})
        if (engine && engine->spec().name == engineName)
            engine->setOption(optionName, QString());
}

void AnalysisDock::updateLineLimit()
{
    // 0: not known before the engine has started; the analyzer keeps the user's number for the next engine.
    const int known = m_analyzer->engine() ? m_analyzer->engine()->maxMultiPv() : 0;
    const int most = known > 0 ? std::min(MaxShownLines, known) : MaxShownLines;
    const QSignalBlocker block(m_lines);
    m_lines->setMaximum(most);
    m_lines->setValue(std::min(most, m_analyzer->multiPv()));
    m_lines->setEnabled(most > 1);
    m_lines->setToolTip(most > 1 ? QString() : tr("This engine shows one line only."));
}

bool AnalysisDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Leave) {
        m_delegate->clearHover();
        m_view->viewport()->update();
    }
    return QDockWidget::eventFilter(watched, event);
}

void AnalysisDock::updateStatistics()
{
    const EngineLinesModel* model = m_analyzer->model();
    const QString eval = model->evaluationText();
    m_eval->setText(eval.isEmpty() ? QStringLiteral("–") : eval);
    m_depth->setText(model->depth() > 0 ? tr("Depth %1").arg(model->depth()) : QString());
    m_speed->setText(model->nodesPerSecond() > 0 ? speedText(model->nodesPerSecond()) : QString());
}

void AnalysisDock::showProblem(const QString& text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    emit message(text);
}

} // namespace kibitz::gui
