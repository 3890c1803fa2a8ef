#include "tournamentwindow.h"

#include "liveboard.h"
#include "standingsmodel.h"
#include "tournamentsetup.h"

#include "settings/preferences.h"
#include "tournamentrunner.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace kibitz::gui {

namespace {

QTableView* table(QAbstractItemModel* model, bool stretchLast)
{
    auto* v = new QTableView;
    v->setModel(model);
    v->setSelectionBehavior(QAbstractItemView::SelectRows);
    v->horizontalHeader()->setStretchLastSection(stretchLast);
    v->verticalHeader()->hide();
    v->setAlternatingRowColors(true);
    return v;
}

} // namespace

TournamentWindow::TournamentWindow(Preferences* preferences, QWidget* parent)
    : QWidget(parent),
      m_preferences(preferences),
      m_setup(new TournamentSetup),
      m_standings(new StandingsModel(this)),
      m_crosstable(new CrosstableModel(this)),
      m_games(new FinishedGamesModel(this)),
      m_tabs(new QTabWidget),
      m_boardArea(new QScrollArea),
      m_boardHost(new QWidget),
      m_boardGrid(new QGridLayout(m_boardHost)),
      m_statusLabel(new QLabel),
      m_problemLabel(new QLabel)
{
    setWindowTitle(tr("Engine Tournament — Kibitz"));
    createActions();
    auto* layout = new QVBoxLayout(this);
    auto* bar = new QToolBar;
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addActions({m_new, m_open});
    bar->addSeparator();
    bar->addActions({m_start, m_pause});
    bar->addSeparator();
    bar->addAction(m_openPgn);
    layout->addWidget(bar);
    m_problemLabel->setWordWrap(true);
    m_problemLabel->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_problemLabel->hide();
    layout->addWidget(m_problemLabel);
    m_boardArea->setWidgetResizable(true);
    m_boardArea->setWidget(m_boardHost);
    m_boardArea->viewport()->installEventFilter(this); // the boards follow the area's size
    m_boardGrid->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* results = new QSplitter(Qt::Vertical);
    m_standingsView = table(m_standings, false);
    m_standingsView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    results->addWidget(m_standingsView);
    QTableView* crossView = table(m_crosstable, false);
    crossView->verticalHeader()->show();
    crossView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    results->addWidget(crossView);
    QTableView* gamesView = table(m_games, true);
    gamesView->setWordWrap(false);
    for (const int c : {FinishedGamesModel::Number, FinishedGamesModel::Round, FinishedGamesModel::White, FinishedGamesModel::Black,
                        FinishedGamesModel::Result})
        gamesView->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    results->addWidget(gamesView);
    m_tabs->addTab(m_setup, tr("Setup"));
    m_tabs->addTab(m_boardArea, tr("Live Games"));
    m_tabs->addTab(results, tr("Standings"));
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_statusLabel);
    m_setup->setAvailableEngines(preferences->engineConfig().engines);
    m_setup->setConfig(preferences->tournament());
    connect(m_setup, &TournamentSetup::problem, this, &TournamentWindow::showProblem);
    connect(preferences, &Preferences::changed, this, [this](Preferences::Setting s) {
        if (s == Preferences::Setting::Engines)
            m_setup->setAvailableEngines(m_preferences->engineConfig().engines);
    });
    auto* ticker = new QTimer(this); // running clocks
    connect(ticker, &QTimer::timeout, this, [this] {
        for (auto& [id, board] : m_boards)
            board->update();
    });
    ticker->start(200);
    updateControls();
    resize(1100, 760);
}

TournamentWindow::~TournamentWindow() = default;

void TournamentWindow::createActions()
{
    m_new = new QAction(tr("New"), this);
    m_new->setToolTip(tr("Set up a new tournament"));
    m_open = new QAction(tr("Open…"), this);
    m_open->setToolTip(tr("Reopen a tournament from its tournament file, to see it or to go on with it"));
    m_start = new QAction(tr("Start"), this);
    m_pause = new QAction(tr("Pause"), this);
    m_pause->setToolTip(tr("Let the running games finish, then stop; Start goes on"));
    m_openPgn = new QAction(tr("Open PGN"), this);
    m_openPgn->setToolTip(tr("Open the tournament's games as a database tab of the main window"));
    connect(m_new, &QAction::triggered, this, &TournamentWindow::newTournament);
    connect(m_open, &QAction::triggered, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Tournament"), QString(),
                                                          tr("Tournaments (*.tournament);;All files (*)"));
        if (!path.isEmpty())
            openTournament(path);
    });
    connect(m_start, &QAction::triggered, this, &TournamentWindow::start);
    connect(m_pause, &QAction::triggered, this, &TournamentWindow::pause);
    connect(m_openPgn, &QAction::triggered, this, [this] {
        const QString path = m_runner ? QString::fromStdString(m_runner->state().settings.pgnOut)
                                      : QString::fromStdString(m_setup->config().settings.pgnOut);
        if (QFileInfo::exists(path))
            emit openPgnRequested(path);
        else
            showProblem(tr("%1 holds no games yet.").arg(path));
    });
}

bool TournamentWindow::start()
{
    m_problemLabel->hide();
    if (m_runner && !m_finished) {
        m_runner->start();
        updateControls();
        return true;
    }
    TournamentConfig config = m_setup->config();
    if (config.statePath.isEmpty()) {
        const QFileInfo pgn(QString::fromStdString(config.settings.pgnOut));
        config.statePath = pgn.dir().filePath(pgn.completeBaseName() + QStringLiteral(".tournament"));
    }
    if (config.settings.adjudication.tablebases) {
        const QString paths = m_preferences->bookTablebases().activeTablebasePaths();
        config.settings.tablebasePath = paths.section(QLatin1Char(';'), 0, 0).toStdString();
    }
    m_preferences->setTournament(config); // remembered for the next tournament
    QString error;
    std::unique_ptr<tournament::TournamentRunner> runner = tournament::TournamentRunner::create(config.settings, config.statePath, &error);
    if (!runner) {
        showProblem(error);
        return false;
    }
    m_runner = std::move(runner);
    m_finished = false;
    attach();
    m_runner->start();
    m_tabs->setCurrentIndex(1);
    updateControls();
    return true;
}

void TournamentWindow::pause()
{
    if (m_runner)
        m_runner->pause();
    updateControls();
}

bool TournamentWindow::openTournament(const QString& path)
{
    if (m_runner && m_runner->running()) {
        showProblem(tr("A tournament is running: pause it first."));
        return false;
    }
    QString error;
    std::unique_ptr<tournament::TournamentRunner> runner = tournament::TournamentRunner::resume(path, &error);
    if (!runner) {
        showProblem(error);
        return false;
    }
    m_runner = std::move(runner);
    m_finished = !m_runner->state().finished.empty();
    attach();
    TournamentConfig config;
    config.settings = m_runner->state().settings;
    config.statePath = path;
    m_setup->setConfig(config);
    showResults();
    m_tabs->setCurrentIndex(2);
    if (!m_runner->recoveryNote().isEmpty())
        showProblem(m_runner->recoveryNote());
    updateControls();
    return true;
}

void TournamentWindow::newTournament()
{
    if (m_runner && m_runner->running())
        return;
    m_runner.reset();
    m_finished = false;
    m_setup->setConfig(m_preferences->tournament());
    showResults();
    m_tabs->setCurrentIndex(0);
    updateControls();
}

void TournamentWindow::showProblem(const QString& text)
{
    m_problemLabel->setText(text);
    m_problemLabel->setVisible(!text.isEmpty());
}

void TournamentWindow::closeEvent(QCloseEvent* event)
{
    if (!m_runner || !m_runner->running()) {
        event->accept();
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Tournament Running"),
                    tr("Games are being played. Stop them now (they are played again when the tournament is resumed), or let "
                       "them finish first?"),
                    QMessageBox::Cancel, this);
    QPushButton* stop = box.addButton(tr("Stop Now"), QMessageBox::DestructiveRole);
    QPushButton* wait = box.addButton(tr("Pause"), QMessageBox::AcceptRole);
    box.exec();
    if (box.clickedButton() == stop) {
        m_runner->stopNow();
        event->accept();
    } else {
        if (box.clickedButton() == wait)
            pause();
        event->ignore();
    }
}

} // namespace kibitz::gui
