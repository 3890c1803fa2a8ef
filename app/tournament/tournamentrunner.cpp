#include "tournamentrunner.h"

#include "enginepool.h"
#include "gamerunner.h"

#include "tournament/pgnjournal.h"
#include "tournament/statefile.h"

#include <QDateTime>

namespace kibitz::tournament {

TournamentRunner::TournamentRunner(TournamentState state, const QString& statePath)
    : m_state(std::move(state)),
      m_statePath(statePath),
      m_planner(std::make_unique<Planner>(m_state))
{
    qRegisterMetaType<kibitz::tournament::LiveGame>();
}

TournamentRunner::~TournamentRunner()
{
    for (auto& [id, game] : m_games)
        game->abort();
    m_games.clear();
}

std::vector<LiveGame> TournamentRunner::liveGames() const
{
    std::vector<LiveGame> out;
    for (const auto& [id, game] : m_games)
        out.push_back(game->live());
    return out;
}

void TournamentRunner::start()
{
    if (m_failed)
        return;
    m_pausing = false;
    if (m_state.paused) {
        m_state.paused = false;
        if (!save())
            return;
    }
    if (!m_pool)
        m_pool = new EnginePool(m_state.settings.engines, m_replyMs, this);
    fill();
    settle();
}

void TournamentRunner::pause()
{
    if (m_pausing)
        return;
    m_pausing = true;
    m_state.paused = true;
    save();
    settle();
}

void TournamentRunner::stopNow()
{
    m_pausing = true;
    m_state.paused = true;
    for (auto& [id, game] : m_games) {
        game->abort();
        retire(game);
        m_state.games[std::size_t(id)].status = GameRecord::Status::Pending; // played again on resume
    }
    m_games.clear();
    save();
    settle();
}

void TournamentRunner::fill()
{
    if (m_pausing || m_failed || m_planner->finished())
        return;
    const int free = m_state.settings.concurrency - int(m_games.size());
    std::vector<int> ids = m_planner->next(free);
    if (ids.empty())
        return;
    for (const int id : ids)
        m_state.games[std::size_t(id)].status = GameRecord::Status::Running;
    if (!save()) // the state says which games run (and with which openings) before they begin
        return;
    for (const int id : ids)
        launch(id);
}

void TournamentRunner::launch(int id)
{
    const GameRecord& g = m_state.games[std::size_t(id)];
    GameRunner::Setup setup;
    setup.settings = m_state.settings;
    setup.game = g;
    if (g.opening >= 0 && g.opening < int(m_openings.size()))
        setup.opening = m_openings[std::size_t(g.opening)].truncated(m_state.settings.openings.plies);
    else
        setup.opening.fen = std::string(StartFen);
    setup.engines = {m_pool->acquire(g.white), m_pool->acquire(g.black)};
    setup.books = {m_books[std::size_t(g.white)] ? &*m_books[std::size_t(g.white)] : nullptr,
                   m_books[std::size_t(g.black)] ? &*m_books[std::size_t(g.black)] : nullptr};
    setup.probe = m_probe;
    setup.replyMs = m_replyMs;
    setup.untimedLimitMs = m_untimedLimitMs;
    auto* runner = new GameRunner(std::move(setup), this);
    m_games[id] = runner;
    connect(runner, &GameRunner::progress, this, &TournamentRunner::gameProgress);
    connect(runner, &GameRunner::finished, this, &TournamentRunner::onFinished);
    runner->start();
    emit gameStarted(runner->live());
}

void TournamentRunner::onFinished(int id, const PlayedGame& played)
{
    const auto it = m_games.find(id);
    if (it == m_games.end())
        return;
    retire(it->second);
    m_games.erase(it);
    const GameRecord& g = m_state.games[std::size_t(id)];
    // First the PGN (synced), then the state that counts the game: a crash in between leaves a game the state
    // lacks, which resume() adopts; never the other way round.
    GameRecord done = g;
    done.result = played.end.result;
    const std::string date = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy.MM.dd")).toStdString();
    const AppendResult appended = appendToPgn(m_state.settings.pgnOut, gameText(m_state.settings, done, played, date));
    if (!appended.error.empty()) {
        m_failed = true;
        emit problem(tr("The game could not be written to the PGN: %1. The tournament stops; it can be resumed.")
                         .arg(QString::fromStdString(appended.error)));
        stopNow();
        return;
    }
    m_planner->finish(id, played.end, int(played.moves.size()));
    m_state.pgnBytes = appended.size;
    if (!save())
        return;
    emit gameFinished(id);
    fill();
    settle();
}

void TournamentRunner::retire(GameRunner* game)
{
    m_pool->release(game->game().white, game->engines()[0]);
    m_pool->release(game->game().black, game->engines()[1]);
    game->deleteLater();
}

bool TournamentRunner::save()
{
    const std::string error = saveState(m_statePath.toStdString(), m_state);
    if (error.empty())
        return true;
    if (!m_failed) {
        m_failed = true;
        emit problem(tr("The tournament state could not be written: %1. The tournament stops.").arg(QString::fromStdString(error)));
        for (auto& [id, game] : m_games) {
            game->abort();
            retire(game);
        }
        m_games.clear();
        settle();
    }
    return false;
}

void TournamentRunner::settle()
{
    if (!m_games.empty())
        return;
    const bool done = m_planner->finished() && !m_pausing && !m_failed;
    if (!done && !m_pausing && !m_failed)
        return;
    // Nothing runs any more: the engine processes quit (start() makes new ones).
    if (m_pool) {
        m_pool->deleteLater();
        m_pool = nullptr;
    }
    if (done)
        emit finished();
    else
        emit paused();
}

} // namespace kibitz::tournament
