// TournamentWindow while a tournament runs: the runner's games on live boards (placed to fill the area), the result
// models after every game, the controls and the status line.
#include "tournamentwindow.h"

#include "liveboard.h"
#include "standingsmodel.h"
#include "tournamentsetup.h"

#include "settings/preferences.h"
#include "tournamentrunner.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

namespace kibitz::gui {

void TournamentWindow::attach()
{
    tournament::TournamentRunner* r = m_runner.get();
    connect(r, &tournament::TournamentRunner::gameStarted, this, [this](const tournament::LiveGame& g) {
        auto* board = new LiveBoard(m_boardHost);
        board->setLook(PieceSet::builtIn(m_preferences->pieceSet()), BoardTheme::builtIn(m_preferences->boardTheme()));
        board->setGame(g);
        m_boards[g.id] = board;
        placeBoards();
        updateControls();
    });
    connect(r, &tournament::TournamentRunner::gameProgress, this, [this](const tournament::LiveGame& g) {
        if (const auto it = m_boards.find(g.id); it != m_boards.end())
            it->second->setGame(g);
    });
    connect(r, &tournament::TournamentRunner::gameFinished, this, [this](int id) {
        if (const auto it = m_boards.find(id); it != m_boards.end()) {
            it->second->deleteLater();
            m_boards.erase(it);
            placeBoards();
        }
        showResults();
        updateControls();
    });
    connect(r, &tournament::TournamentRunner::problem, this, &TournamentWindow::showProblem);
    connect(r, &tournament::TournamentRunner::paused, this, [this] {
        for (auto& [id, board] : m_boards)
            board->deleteLater();
        m_boards.clear();
        showResults();
        updateControls();
    });
    connect(r, &tournament::TournamentRunner::finished, this, [this] {
        m_finished = true;
        showResults();
        updateControls();
        m_tabs->setCurrentIndex(2);
        emit tournamentFinished();
    });
    showResults();
}

void TournamentWindow::showResults()
{
    tournament::TournamentState empty;
    const tournament::TournamentState& st = m_runner ? m_runner->state() : empty;
    m_standings->setState(st);
    m_standingsView->setColumnHidden(StandingsModel::Buchholz, st.settings.format != tournament::Format::Swiss);
    m_crosstable->setState(st);
    m_games->setState(st);
}

QString TournamentWindow::status() const { return m_statusLabel->text(); }

void TournamentWindow::updateControls()
{
    const bool running = m_runner && m_runner->running();
    const bool pausing = m_runner && m_runner->pausing();
    m_new->setEnabled(!running);
    m_open->setEnabled(!running);
    m_start->setEnabled(!running && !m_finished);
    m_start->setText(m_runner && !m_finished ? tr("Resume") : tr("Start"));
    m_pause->setEnabled(running && !pausing);
    m_openPgn->setEnabled(true);
    m_setup->setEditable(!m_runner);
    if (!m_runner) {
        m_statusLabel->setText(tr("Set the tournament up, then Start."));
        return;
    }
    const tournament::TournamentState& st = m_runner->state();
    const int done = int(std::count_if(st.games.begin(), st.games.end(),
                                       [](const tournament::GameRecord& g) { return g.status == tournament::GameRecord::Status::Done; }));
    QString text = tr("%n game(s) played", nullptr, done);
    if (m_finished)
        text = tr("Finished (%1): %2").arg(QString::fromStdString(st.finished), text);
    else if (pausing && running)
        text = tr("Pausing: %1; %n game(s) finishing", nullptr, int(m_boards.size())).arg(text);
    else if (running)
        text = tr("%1; %n game(s) running", nullptr, int(m_boards.size())).arg(text);
    else
        text = tr("Paused: %1. Resume goes on.").arg(text);
    if (const auto& sprt = st.settings.sprt) {
        const tournament::Record r = tournament::computeStandings(st).cross[0][1];
        text += QStringLiteral(" · SPRT LLR %1 (%2, %3)")
                    .arg(QString::number(sprt->llr(r), 'f', 2), QString::number(sprt->lowerBound(), 'f', 2),
                         QString::number(sprt->upperBound(), 'f', 2));
    }
    m_statusLabel->setText(text + QStringLiteral(" — ") + QDir::toNativeSeparators(m_runner->statePath()));
}

void TournamentWindow::placeBoards()
{
    while (QLayoutItem* item = m_boardGrid->takeAt(0))
        delete item;
    const int n = int(m_boards.size());
    if (n == 0)
        return;
    // As large as the area allows: the number of columns that gives the biggest boards (a board is about 5:4 tall).
    const QSize area = m_boardArea->viewport()->size() - QSize(24, 24);
    int columns = 1, side = 0;
    for (int c = 1; c <= n; ++c) {
        const int rows = (n + c - 1) / c;
        const int s = std::min(area.width() / c - 12, (area.height() / rows - 12) * 4 / 5);
        if (s > side)
            side = s, columns = c;
    }
    side = std::clamp(side, 180, 520);
    int i = 0;
    for (auto& [id, board] : m_boards) {
        m_boardGrid->addWidget(board, i / columns, i % columns);
        board->setFixedSize(side, side * 5 / 4);
        board->show();
        ++i;
    }
}

bool TournamentWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_boardArea->viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &TournamentWindow::placeBoards);
    return QWidget::eventFilter(watched, event);
}

} // namespace kibitz::gui
