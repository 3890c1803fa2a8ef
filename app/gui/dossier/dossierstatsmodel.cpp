// DossierStatsModel: cell texts and alignment; score coloured by how it went.
#include "dossierstatsmodel.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

#include <cmath>

namespace kibitz::gui {

QString scoreText(const pgn::PlayerStats& s)
{
    const double score = s.score();
    return score < 0 ? QString() : QLocale().toString(100 * score, 'f', 1) + QLatin1Char('%');
}

QString performanceCell(const pgn::PlayerStats& s)
{
    return s.opponentEloCount ? QString::number(std::lround(s.performance())) : QString();
}

QString statsHeader(StatsColumn column)
{
    switch (column) {
    case StatsColumn::Games: return DossierStatsModel::tr("Games");
    case StatsColumn::Wins: return DossierStatsModel::tr("Won");
    case StatsColumn::Draws: return DossierStatsModel::tr("Drawn");
    case StatsColumn::Losses: return DossierStatsModel::tr("Lost");
    case StatsColumn::Score: return DossierStatsModel::tr("Score");
    case StatsColumn::Performance: return DossierStatsModel::tr("Perf.");
    case StatsColumn::Label:
    case StatsColumn::Count: break;
    }
    return {};
}

QString statsText(const pgn::PlayerStats& s, StatsColumn column)
{
    const QLocale locale;
    switch (column) {
    case StatsColumn::Games: return locale.toString(qulonglong(s.games));
    case StatsColumn::Wins: return locale.toString(qulonglong(s.wins));
    case StatsColumn::Draws: return locale.toString(qulonglong(s.draws));
    case StatsColumn::Losses: return locale.toString(qulonglong(s.losses));
    case StatsColumn::Score: return scoreText(s);
    case StatsColumn::Performance: return performanceCell(s);
    case StatsColumn::Label:
    case StatsColumn::Count: break;
    }
    return {};
}

DossierStatsModel::DossierStatsModel(QObject* parent) : QAbstractTableModel(parent) {}

void DossierStatsModel::setLabelHeader(const QString& header)
{
    m_labelHeader = header;
    emit headerDataChanged(Qt::Horizontal, 0, 0);
}

void DossierStatsModel::setRows(std::vector<std::pair<QString, pgn::PlayerStats>> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

QString DossierStatsModel::text(int row, StatsColumn column) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const auto& [label, stats] = m_rows[std::size_t(row)];
    return column == StatsColumn::Label ? label : statsText(stats, column);
}

int DossierStatsModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int DossierStatsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : StatsColumnCount; }

QVariant DossierStatsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto column = StatsColumn(index.column());
    switch (role) {
    case Qt::DisplayRole: return text(index.row(), column);
    case Qt::TextAlignmentRole:
        return column == StatsColumn::Label ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                                            : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole: {
        const double score = m_rows[std::size_t(index.row())].second.score();
        if (column != StatsColumn::Score || score < 0 || (score > 0.45 && score < 0.55))
            return {};
        return QBrush(score >= 0.55 ? QColor(0x2f, 0x85, 0x5a) : QColor(0xc5, 0x30, 0x30));
    }
    default: return {};
    }
}

QVariant DossierStatsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= StatsColumnCount)
        return {};
    const auto column = StatsColumn(section);
    if (role == Qt::TextAlignmentRole)
        return column == StatsColumn::Label ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                                            : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && column == StatsColumn::Score)
        return tr("The player's score in the games with a result (a draw counts half)");
    if (role == Qt::ToolTipRole && column == StatsColumn::Performance)
        return tr("Opponents' average rating plus the FIDE rating difference for the score against them");
    if (role != Qt::DisplayRole)
        return {};
    return column == StatsColumn::Label ? m_labelHeader : statsHeader(column);
}

} // namespace kibitz::gui
