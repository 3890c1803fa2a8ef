// OpeningTreeModel: cell texts from the tree's statistics; the side to move's point of view for score and Elo.
#include "treemodel.h"

#include "i18n/localsan.h"

#include <QFont>
#include <QLocale>

#include <cmath>

namespace kibitz::gui {

OpeningTreeModel::OpeningTreeModel(QObject* parent) : QAbstractTableModel(parent) {}

void OpeningTreeModel::setResult(std::shared_ptr<const TreeResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

int OpeningTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_result || m_result->tree.total.games == 0)
        return 0;
    return int(m_result->tree.rows.size()) + 1;
}

int OpeningTreeModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : TreeColumnCount; }

bool OpeningTreeModel::isTotalRow(int row) const { return m_result && row == int(m_result->tree.rows.size()); }

Move OpeningTreeModel::moveAt(int row) const
{
    if (!m_result || row < 0 || row >= int(m_result->tree.rows.size()))
        return Move::none();
    return m_result->tree.rows[std::size_t(row)].move;
}

const pgn::TreeStats& OpeningTreeModel::statsAt(int row) const
{
    return isTotalRow(row) ? m_result->tree.total : m_result->tree.rows[std::size_t(row)].stats;
}

QString OpeningTreeModel::text(int row, TreeColumn column) const
{
    if (!m_result || row < 0 || row >= rowCount())
        return {};
    const pgn::TreeStats& s = statsAt(row);
    const Color mover = m_result->tree.sideToMove;
    const QLocale locale;
    const auto percent = [&](double fraction) {
        return fraction < 0 ? QString() : locale.toString(100 * fraction, 'f', 1) + QLatin1Char('%');
    };
    // Whole percents for the three results keep the table narrow enough for a side dock.
    const auto share = [&](std::uint32_t n) {
        return s.decided() ? locale.toString(qlonglong(std::lround(100.0 * n / s.decided()))) + QLatin1Char('%') : QString();
    };
    const auto whole = [&](double v) { return v > 0 ? QString::number(std::lround(v)) : QString(); };
    switch (column) {
    case TreeColumn::Move: {
        if (isTotalRow(row))
            return tr("Total");
        const pgn::TreeRow& r = m_result->tree.rows[std::size_t(row)];
        return r.move == Move::none() ? tr("(game ends)") : localizeSan(QString::fromStdString(r.san));
    }
    case TreeColumn::Games: return locale.toString(qulonglong(s.games));
    case TreeColumn::Share: return percent(double(s.games) / m_result->tree.total.games);
    case TreeColumn::Score: return percent(s.score(mover));
    case TreeColumn::WhiteWins: return share(s.whiteWins);
    case TreeColumn::Draws: return share(s.draws);
    case TreeColumn::BlackWins: return share(s.blackWins);
    case TreeColumn::AverageElo: return whole(s.averageElo());
    case TreeColumn::Performance: return whole(s.performance());
    case TreeColumn::AverageYear: return whole(s.averageYear());
    case TreeColumn::Count: break;
    }
    return {};
}

QVariant OpeningTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto column = TreeColumn(index.column());
    switch (role) {
    case Qt::DisplayRole: return text(index.row(), column);
    case Qt::TextAlignmentRole:
        return column == TreeColumn::Move ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                                          : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (isTotalRow(index.row())) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (!isTotalRow(index.row()) && moveAt(index.row()) != Move::none())
            return tr("A click or Enter plays %1").arg(text(index.row(), TreeColumn::Move));
        return {};
    case MoveRole: return int(moveAt(index.row()).raw());
    default: return {};
    }
}

QVariant OpeningTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= TreeColumnCount)
        return {};
    const auto column = TreeColumn(section);
    if (role == Qt::TextAlignmentRole)
        return column == TreeColumn::Move ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                                          : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        switch (column) {
        case TreeColumn::Share: return tr("Share of the position's games that played the move");
        case TreeColumn::Score: return tr("Score of the side to move (a draw counts half)");
        case TreeColumn::WhiteWins: return tr("White wins, of the games with a result");
        case TreeColumn::Draws: return tr("Draws, of the games with a result");
        case TreeColumn::BlackWins: return tr("Black wins, of the games with a result");
        case TreeColumn::AverageElo: return tr("Average rating of the player who made the move");
        case TreeColumn::Performance: return tr("Rating performance of the player who made the move");
        default: return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (column) {
    case TreeColumn::Move: return tr("Move");
    case TreeColumn::Games: return tr("Games");
    case TreeColumn::Share: return tr("Share");
    case TreeColumn::Score: return tr("Score");
    case TreeColumn::WhiteWins: return tr("White");
    case TreeColumn::Draws: return tr("Draw");
    case TreeColumn::BlackWins: return tr("Black");
    case TreeColumn::AverageElo: return tr("Avg Elo");
    case TreeColumn::Performance: return tr("Perf");
    case TreeColumn::AverageYear: return tr("Year");
    case TreeColumn::Count: break;
    }
    return {};
}

} // namespace kibitz::gui
