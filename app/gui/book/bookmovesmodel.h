// BookMovesModel: the book moves of one position, one row per move (heaviest first): the move in SAN, its weight,
// its share of the position's total weight, and the learn value the book stores. Invariant: every row's move is
// legal in position(); setPosition() and setBook() recompute the rows, so they never outlive their position.
#pragma once

#include "book/polyglotbook.h"

#include <QAbstractTableModel>

#include <memory>

namespace kibitz::gui {

class BookMovesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, WeightColumn, ShareColumn, LearnColumn, ColumnCount };

    explicit BookMovesModel(QObject* parent = nullptr);

    void setBook(std::shared_ptr<const book::PolyglotBook> book);
    const std::shared_ptr<const book::PolyglotBook>& book() const { return m_book; }
    void setPosition(const GameLine& line);
    const GameLine& position() const { return m_line; }

    const book::PositionBookMoves& moves() const { return m_moves; }
    Move moveAt(int row) const; // Move::none() out of range
    // Whether any move of this position carries learned data (the learn column is worth showing).
    bool hasLearnData() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void refresh();

    std::shared_ptr<const book::PolyglotBook> m_book;
    GameLine m_line;
    book::PositionBookMoves m_moves;
    QStringList m_san;
};

} // namespace kibitz::gui
