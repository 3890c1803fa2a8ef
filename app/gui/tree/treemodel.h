// OpeningTreeModel: one position's opening tree as a table (SCID's tree window columns), one row per
// continuation, most played first, and a last row with the position's totals. Invariant: the rows always belong
// to one TreeResult, whose position key tells which board position they are moves of.
#pragma once

#include "database/databasesearch.h"

#include <QAbstractTableModel>

#include <memory>

namespace kibitz::gui {

enum class TreeColumn { Move, Games, Share, Score, WhiteWins, Draws, BlackWins, AverageElo, Performance, AverageYear, Count };
constexpr int TreeColumnCount = int(TreeColumn::Count);

class OpeningTreeModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role { MoveRole = Qt::UserRole + 1 }; // the row's move (Move's raw value); 0 for the totals and game ends

    explicit OpeningTreeModel(QObject* parent = nullptr);

    void setResult(std::shared_ptr<const TreeResult> result); // null: empty
    const TreeResult* result() const { return m_result.get(); }
    // The continuation of a row; Move::none() for the totals row and for games that end in the position.
    Move moveAt(int row) const;
    bool isTotalRow(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The text of a cell (what the view shows; tests read it).
    QString text(int row, TreeColumn column) const;

private:
    const pgn::TreeStats& statsAt(int row) const;
    std::shared_ptr<const TreeResult> m_result;
};

} // namespace kibitz::gui
