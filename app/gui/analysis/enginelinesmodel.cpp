#include "enginelinesmodel.h"

#include "core/san.h"
#include "i18n/localsan.h"

namespace kibitz::gui {

EngineLinesModel::EngineLinesModel(QObject* parent) : QAbstractTableModel(parent) {}

void EngineLinesModel::setRoot(const GameLine& root)
{
    m_root = root;
    clear();
}

void EngineLinesModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
    m_depth = 0;
    m_nps = 0;
    emit statisticsChanged();
}

void EngineLinesModel::setMaxLines(int lines)
{
    m_maxLines = std::max(1, lines);
    if (int(m_rows.size()) > m_maxLines) {
        beginRemoveRows({}, m_maxLines, int(m_rows.size()) - 1);
        m_rows.resize(std::size_t(m_maxLines));
        endRemoveRows();
    }
}

void EngineLinesModel::apply(const engineclient::AnalysisUpdate& update)
{
    for (const engineclient::Line& line : update.lines) {
        const int row = line.multipv - 1;
        if (row < 0 || row >= m_maxLines || line.pv.empty())
            continue;
        if (row > int(m_rows.size()))
            continue; // rank 3 before rank 2: engines send ranks in order, so this is a leftover; skip it
        Row r{line, scoreText(line.score, m_root.position().sideToMove()), moveTokens(m_root, line.pv)};
        if (row == int(m_rows.size())) {
            beginInsertRows({}, row, row);
            m_rows.push_back(std::move(r));
            endInsertRows();
        } else {
            m_rows[std::size_t(row)] = std::move(r);
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    }
    if (update.depth > 0)
        m_depth = update.depth;
    if (update.nps > 0)
        m_nps = update.nps;
    emit statisticsChanged();
}

QString EngineLinesModel::evaluationText() const { return m_rows.empty() ? QString() : m_rows.front().score; }

std::vector<Move> EngineLinesModel::movesUpTo(int row, int index) const
{
    if (row < 0 || row >= int(m_rows.size()) || index < 0 || index >= int(m_rows[std::size_t(row)].line.pv.size()))
        return {};
    const std::vector<Move>& pv = m_rows[std::size_t(row)].line.pv;
    return {pv.begin(), pv.begin() + index + 1};
}

QString EngineLinesModel::scoreText(const engineclient::Score& score, Color sideToMove)
{
    const int forWhite = sideToMove == White ? score.value : -score.value;
    if (score.kind == engineclient::Score::Kind::Mate) {
        // Positive: White mates; "#-3": Black mates in 3. "mate 0" (the side to move is mated) shows as "#0".
        return forWhite < 0 ? QStringLiteral("#-%1").arg(-forWhite) : QStringLiteral("#%1").arg(forWhite);
    }
    if (forWhite == 0)
        return QStringLiteral("0.00");
    return (forWhite > 0 ? QStringLiteral("+") : QStringLiteral("-")) + QString::number(std::abs(forWhite) / 100.0, 'f', 2);
}

QStringList EngineLinesModel::moveTokens(const GameLine& root, const std::vector<Move>& pv)
{
    QStringList tokens;
    GameLine walk = root;
    for (std::size_t i = 0; i < pv.size(); ++i) {
        const Position& pos = walk.position();
        if (!pos.isLegalMove(pv[i]))
            break; // cannot happen for parsed lines; a guard for hand-made ones
        // Shown with the UI language's piece letters; the line is played from the Move values, never from this text.
        QString san = localizeSan(QString::fromStdString(toSan(pos, pv[i])));
        if (pos.sideToMove() == White)
            san = QStringLiteral("%1. %2").arg(pos.fullMoveNumber()).arg(san);
        else if (i == 0)
            san = QStringLiteral("%1... %2").arg(pos.fullMoveNumber()).arg(san);
        tokens << san;
        walk.push(pv[i]);
    }
    return tokens;
}

int EngineLinesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int EngineLinesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant EngineLinesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()))
        return {};
    const Row& r = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: return index.column() == ScoreColumn ? r.score : r.tokens.join(u' ');
    case Qt::ToolTipRole: return tr("Depth %1: %2").arg(r.line.depth).arg(r.tokens.join(u' '));
    case Qt::TextAlignmentRole:
        return index.column() == ScoreColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case MoveTokensRole: return r.tokens;
    default: return {};
    }
}

QVariant EngineLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == ScoreColumn ? tr("Score") : tr("Line");
}

} // namespace kibitz::gui
