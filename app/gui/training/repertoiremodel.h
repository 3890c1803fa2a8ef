// RepertoireModel: the lines of a repertoire as a tree - each start position of a chapter at the top, under every
// position the moves the repertoire stores there (main move first), each row leading to the position after it. The
// graph may join lines (transpositions) and even loop, so rows are made lazily as the view expands them. Columns:
// the move, its role (main or alternative for the repertoire's side, the opponent's reply otherwise) and the card of
// the position it is played from. Invariant: rows belong to the document given last; a new one resets the model.
#pragma once

#include "training/progress.h"
#include "training/repertoire.h"

#include <QAbstractItemModel>
#include <QDateTime>

#include <functional>
#include <memory>
#include <vector>

namespace kibitz::gui {

enum class RepertoireColumn { Move, Role, Card, Count };

class RepertoireModel : public QAbstractItemModel {
    Q_OBJECT

public:
    // `clock`: the local time the card column says "due now" or "due <time/day>" against.
    explicit RepertoireModel(std::function<QDateTime()> clock, QObject* parent = nullptr);

    // The document and its progress (read for the card column; may be null).
    void setRepertoire(training::RepertoirePtr repertoire, const training::Progress* progress);
    const training::RepertoirePtr& repertoire() const { return m_rep; }
    void progressChanged(); // the card column again

    // A row's position before its move (its graph node), and the move (Move::none() for a start position row).
    training::NodeIndex positionAt(const QModelIndex& index) const;
    Move moveAt(const QModelIndex& index) const;
    // The moves from the row's start position to the row (inclusive), to find the row again after a reset.
    std::vector<Move> pathOf(const QModelIndex& index) const;
    int rootOf(const QModelIndex& index) const;
    QModelIndex indexOf(int root, const std::vector<Move>& path); // invalid when the path is gone

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Item {
        int parent = -1;                              // item index; -1 for a start position
        int row = 0;                                  // among the parent's children
        training::NodeIndex from = training::NoIndex; // the position the move is played in (the node itself at the top)
        int move = -1;                                // index into from's moves; -1 for a start position
        int depth = 0;                                // plies from the start position
        std::vector<int> children;
        bool made = false;
    };
    training::NodeIndex nodeOf(int item) const; // the position after the row's move
    const std::vector<int>& childrenOf(int item) const;
    int itemOf(const QModelIndex& index) const { return index.isValid() ? int(index.internalId()) : -1; }
    QString moveText(const Item& item) const;
    QString cardText(training::NodeIndex node) const;

    training::RepertoirePtr m_rep;
    const training::Progress* m_progress = nullptr;
    std::function<QDateTime()> m_clock;
    mutable std::vector<Item> m_items;
    std::vector<int> m_roots;
};

} // namespace kibitz::gui
