// DossierTreeModel: a dossier's move tree of one colour as a tree view model — the moves of the first plies with
// the player's games, score and performance below each line, children most played first. Invariant: a model index's
// internal id is the node's number in the tree it shows; the tree's root (the start position) has no row.
#pragma once

#include "pgn/dossier.h"

#include <QAbstractItemModel>

#include <vector>

namespace kibitz::gui {

class DossierTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    explicit DossierTreeModel(QObject* parent = nullptr);

    void setTree(std::vector<pgn::OpeningNode> tree);
    const std::vector<pgn::OpeningNode>& tree() const { return m_tree; }
    std::uint32_t nodeAt(const QModelIndex& index) const { return index.isValid() ? std::uint32_t(index.internalId()) : 0; }
    QModelIndex indexOf(std::uint32_t node, int column = 0) const;
    QString text(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<pgn::OpeningNode> m_tree;
    std::vector<int> m_row; // each node's row among its parent's children
};

} // namespace kibitz::gui
