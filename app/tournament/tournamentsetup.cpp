// TournamentRunner's beginnings: a new tournament from settings, or one resumed from its state file (the PGN checked
// against the state, games written but not counted adopted, running games made pending again); and what both need
// (the openings suite, checked against the one the tournament began with; the books; the tablebases).
#include "tournamentrunner.h"

#include "tournament/pgnjournal.h"
#include "tournament/statefile.h"

#include "pgn/checksum.h"
#include "pgn/savefile.h"
#include "tablebase/gaviota.h"

#include <QFileInfo>

#include <fstream>
#include <sstream>

namespace kibitz::tournament {

namespace {

bool readFile(const std::string& path, std::string& bytes)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return false;
    std::stringstream ss;
    ss << in.rdbuf();
    bytes = ss.str();
    return true;
}

template <typename T>
std::unique_ptr<T> failWith(QString* error, const QString& why)
{
    if (error)
        *error = why;
    return nullptr;
}

} // namespace

QString TournamentRunner::prepare()
{
    const Settings& s = m_state.settings;
    if (!s.openings.file.empty()) {
        std::string bytes;
        if (!readFile(s.openings.file, bytes))
            return tr("Cannot read the openings file %1.").arg(QString::fromStdString(s.openings.file));
        const std::uint64_t sum = pgn::checksum64(bytes);
        std::string error;
        if (!loadOpenings(s.openings.file, m_openings, error))
            return QString::fromStdString(error);
        if (m_state.openingsChecksum == 0) { // a new tournament
            m_state.openingsChecksum = sum;
            m_state.openingsCount = int(m_openings.size());
        } else if (m_state.openingsChecksum != sum || m_state.openingsCount != int(m_openings.size())) {
            return tr("The openings file %1 changed since the tournament began; the tournament needs the same openings to continue "
                      "with the same games.")
                .arg(QString::fromStdString(s.openings.file));
        }
    }
    m_books.assign(s.engines.size(), std::nullopt);
    for (std::size_t i = 0; i < s.engines.size(); ++i) {
        if (s.engines[i].book.empty())
            continue;
        book::BookFile b = book::readBookFile(s.engines[i].book);
        if (!b.book)
            return tr("The book of %1: %2").arg(QString::fromStdString(s.engines[i].name), QString::fromStdString(b.error));
        m_books[i] = std::move(*b.book);
    }
    if (s.adjudication.tablebases) {
        const std::string path = s.tablebasePath.empty() ? tablebase::Gaviota::debianPath() : s.tablebasePath;
        const tablebase::OpenResult r = tablebase::Gaviota::instance().open({path});
        if (!r.ok())
            return tr("The tablebases at %1: %2").arg(QString::fromStdString(path), QString::fromStdString(r.error));
        m_probe = [](const Position& pos) -> std::optional<int> {
            const auto p = tablebase::Gaviota::instance().probe(pos);
            if (!p)
                return std::nullopt;
            return int(p->wdl);
        };
    }
    return {};
}

std::unique_ptr<TournamentRunner> TournamentRunner::create(const Settings& settings, const QString& statePath, QString* error)
{
    if (const std::string why = settings.validate(); !why.empty())
        return failWith<TournamentRunner>(error, QString::fromStdString(why));
    if (QFileInfo::exists(statePath))
        return failWith<TournamentRunner>(error,
                                          tr("%1 holds a tournament already: resume it, or choose another state file.").arg(statePath));
    TournamentState state;
    state.settings = settings;
    if (const auto size = pgn::fileStamp(settings.pgnOut))
        state.pgnBytes = size->size; // games go after what the file already holds
    std::unique_ptr<TournamentRunner> runner(new TournamentRunner(std::move(state), statePath));
    if (const QString why = runner->prepare(); !why.isEmpty())
        return failWith<TournamentRunner>(error, why);
    if (const std::string why = saveState(statePath.toStdString(), runner->m_state); !why.empty())
        return failWith<TournamentRunner>(error, QString::fromStdString(why));
    return runner;
}

std::unique_ptr<TournamentRunner> TournamentRunner::resume(const QString& statePath, QString* error)
{
    std::string why;
    std::optional<TournamentState> state = loadState(statePath.toStdString(), &why);
    if (!state)
        return failWith<TournamentRunner>(error, QString::fromStdString(why));
    std::unique_ptr<TournamentRunner> runner(new TournamentRunner(std::move(*state), statePath));
    if (const QString problem = runner->prepare(); !problem.isEmpty())
        return failWith<TournamentRunner>(error, problem);
    TournamentState& st = runner->m_state;
    // Games the PGN got after the state's last count were running when the tournament stopped: adopt them.
    const Recovery r = recoverPgn(st.settings.pgnOut, st.pgnBytes, [&](const WrittenGame& w) {
        for (GameRecord& g : st.games) {
            if (g.status != GameRecord::Status::Running || w.round != std::to_string(g.round) + "." + std::to_string(g.board))
                continue;
            if (w.white != st.settings.engines[std::size_t(g.white)].name || w.black != st.settings.engines[std::size_t(g.black)].name)
                return false;
            runner->m_planner->finish(g.id, GameEnd{w.result, w.termination, w.reason}, w.plies);
            return true;
        }
        return false;
    });
    if (!r.error.empty())
        return failWith<TournamentRunner>(error, QString::fromStdString(r.error));
    st.pgnBytes = r.size;
    int replayed = 0;
    for (GameRecord& g : st.games)
        if (g.status == GameRecord::Status::Running) {
            g.status = GameRecord::Status::Pending;
            ++replayed;
        }
    runner->m_planner->checkFinished();
    QStringList notes;
    if (!r.written.empty())
        notes << tr("%n game(s) found in the PGN and counted", nullptr, int(r.written.size()));
    if (r.cutBytes)
        notes << tr("%1 bytes of an unfinished write cut from the PGN").arg(r.cutBytes);
    if (replayed)
        notes << tr("%n interrupted game(s) to be played again", nullptr, replayed);
    runner->m_recoveryNote = notes.join(QStringLiteral("; "));
    if (const std::string problem = saveState(statePath.toStdString(), st); !problem.empty())
        return failWith<TournamentRunner>(error, QString::fromStdString(problem));
    return runner;
}

} // namespace kibitz::tournament
