// DossierTreeModel: the node vector as a Qt tree; numbers through the statistics columns of DossierStatsModel.
#include "dossiertreemodel.h"

#include "dossierstatsmodel.h"
#include "i18n/localsan.h"

#include "pgn/dossiertext.h"

namespace kibitz::gui {

DossierTreeModel::DossierTreeModel(QObject* parent) : QAbstractItemModel(parent) {}

void DossierTreeModel::setTree(std::vector<pgn::OpeningNode> tree)
{
    beginResetModel();
    m_tree = std::move(tree);
    m_row.assign(m_tree.size(), 0);
    for (const pgn::OpeningNode& n : m_tree)
        for (std::size_t k = 0; k < n.children.size(); ++k)
            m_row[n.children[k]] = int(k);
    endResetModel();
}

QModelIndex DossierTreeModel::indexOf(std::uint32_t node, int column) const
{
    if (node == 0 || node >= m_tree.size())
        return {};
    return createIndex(m_row[node], column, quintptr(node));
}

QModelIndex DossierTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    const std::uint32_t p = nodeAt(parent);
    if (m_tree.empty() || p >= m_tree.size() || row < 0 || row >= int(m_tree[p].children.size()) || column < 0
        || column >= StatsColumnCount)
        return {};
    return createIndex(row, column, quintptr(m_tree[p].children[std::size_t(row)]));
}

QModelIndex DossierTreeModel::parent(const QModelIndex& child) const
{
    const std::uint32_t n = nodeAt(child);
    return n && n < m_tree.size() ? indexOf(m_tree[n].parent) : QModelIndex();
}

int DossierTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.column() > 0)
        return 0;
    const std::uint32_t p = nodeAt(parent);
    return p < m_tree.size() ? int(m_tree[p].children.size()) : 0;
}

int DossierTreeModel::columnCount(const QModelIndex&) const { return StatsColumnCount; }

QString DossierTreeModel::text(const QModelIndex& index) const
{
    const std::uint32_t n = nodeAt(index);
    if (!n || n >= m_tree.size())
        return {};
    const auto column = StatsColumn(index.column());
    if (column != StatsColumn::Label)
        return statsText(m_tree[n].stats, column);
    const pgn::OpeningNode& node = m_tree[n];
    const QString number = QString::number((node.ply + 1) / 2) + (node.ply % 2 ? QStringLiteral(".") : QStringLiteral("..."));
    return number + localizeSan(QString::fromStdString(node.san));
}

QVariant DossierTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    switch (role) {
    case Qt::DisplayRole: return text(index);
    case Qt::TextAlignmentRole:
        return index.column() == 0 ? QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == 0)
            return localizeLine(QString::fromStdString(pgn::lineText(m_tree, nodeAt(index))));
        return {};
    default: return {};
    }
}

QVariant DossierTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= StatsColumnCount)
        return {};
    return section == 0 ? tr("Move") : statsHeader(StatsColumn(section));
}

} // namespace kibitz::gui
