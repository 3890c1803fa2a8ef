#include "standingsmodel.h"

#include <cmath>

namespace kibitz::gui {

namespace {

QStringList engineNames(const tournament::TournamentState& state)
{
    QStringList names;
    for (const tournament::EngineEntry& e : state.settings.engines)
        names << QString::fromStdString(e.name);
    return names;
}

QString recordText(const tournament::Record& r) { return QStringLiteral("%1-%2-%3").arg(r.wins).arg(r.losses).arg(r.draws); }

QString number(double v, int decimals) { return QString::number(v, 'f', decimals); }

} // namespace

void StandingsModel::setState(const tournament::TournamentState& state)
{
    beginResetModel();
    m_rows = tournament::computeStandings(state).table;
    m_names = engineNames(state);
    endResetModel();
}

QVariant StandingsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const tournament::Standing& r = m_rows[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Engine ? int(Qt::AlignLeft | Qt::AlignVCenter) : int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Rank: return r.rank;
    case Engine: return m_names.value(r.engine);
    case Points: return number(r.points, 1);
    case Games: return r.record.games();
    case Record: return recordText(r.record);
    case Score: return r.record.games() ? number(100.0 * r.record.points() / r.record.games(), 1) + QLatin1Char('%') : QString();
    case Elo:
        if (!r.elo)
            return r.record.games() ? tr("one-sided") : QString();
        return QStringLiteral("%1 ± %2").arg(number(std::abs(r.elo->diff) < 0.05 ? 0.0 : r.elo->diff, 1), number(r.elo->error, 1));
    case SonnebornBerger: return number(r.sonnebornBerger, 2);
    case Buchholz: return number(r.buchholz, 1);
    }
    return {};
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rank: return tr("Rank");
    case Engine: return tr("Engine");
    case Points: return tr("Points");
    case Games: return tr("Games");
    case Record: return tr("W-L-D");
    case Score: return tr("Score");
    case Elo: return tr("Elo");
    case SonnebornBerger: return tr("SB");
    case Buchholz: return tr("Buchholz");
    }
    return {};
}

void CrosstableModel::setState(const tournament::TournamentState& state)
{
    beginResetModel();
    const tournament::Standings s = tournament::computeStandings(state);
    m_order.clear();
    for (const tournament::Standing& r : s.table)
        m_order.push_back(r.engine);
    m_cross = s.cross;
    m_names = engineNames(state);
    endResetModel();
}

tournament::Record CrosstableModel::record(int row, int column) const
{
    return m_cross[std::size_t(m_order[std::size_t(row)])][std::size_t(m_order[std::size_t(column)])];
}

QVariant CrosstableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() == index.column())
        return {};
    const tournament::Record r = record(index.row(), index.column());
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignCenter);
    if (role == Qt::DisplayRole)
        return r.games() ? recordText(r) : QString();
    if (role == Qt::ToolTipRole)
        return tr("%1 against %2: %n game(s), %3 points", nullptr, r.games())
            .arg(engineAt(index.row()), engineAt(index.column()), number(r.points(), 1));
    return {};
}

QVariant CrosstableModel::headerData(int section, Qt::Orientation, int role) const
{
    return role == Qt::DisplayRole ? QVariant(engineAt(section)) : QVariant();
}

void FinishedGamesModel::setState(const tournament::TournamentState& state)
{
    beginResetModel();
    m_games.clear();
    for (const tournament::GameRecord& g : state.games)
        if (g.status == tournament::GameRecord::Status::Done)
            m_games.push_back(g);
    m_names = engineNames(state);
    endResetModel();
}

QVariant FinishedGamesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return {};
    const tournament::GameRecord& g = m_games[std::size_t(index.row())];
    switch (index.column()) {
    case Number: return g.id + 1;
    case Round: return QStringLiteral("%1.%2").arg(g.round).arg(g.board);
    case White: return m_names.value(g.white);
    case Black: return m_names.value(g.black);
    case Result: return QString::fromStdString(g.result);
    case Reason: return QString::fromStdString(g.reason);
    }
    return {};
}

QVariant FinishedGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number: return tr("Game");
    case Round: return tr("Round");
    case White: return tr("White");
    case Black: return tr("Black");
    case Result: return tr("Result");
    case Reason: return tr("How it ended");
    }
    return {};
}

} // namespace kibitz::gui
