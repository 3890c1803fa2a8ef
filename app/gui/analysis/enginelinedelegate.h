// EngineLineDelegate: draws an engine line as separate move tokens ("12. Nf3 Nc6 13. e4 …") and turns a click
// on a token into moveClicked(row, moveIndex). Painting and hit-testing share one layout function, so what is
// clicked is always what is drawn; tokens that do not fit are elided with "…" and cannot be clicked.
#pragma once

#include <QStyledItemDelegate>

#include <vector>

namespace kibitz::gui {

class EngineLineDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // Rectangles of the tokens that fit in the cell, in order (fewer than the moves when elided).
    static std::vector<QRect> layoutTokens(const QStyleOptionViewItem& option, const QStringList& tokens);
    static int tokenAt(const QStyleOptionViewItem& option, const QStringList& tokens, const QPoint& pos);

    void clearHover(); // the mouse left the view

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    bool editorEvent(QEvent* event, QAbstractItemModel* model, const QStyleOptionViewItem& option, const QModelIndex& index) override;

signals:
    void moveClicked(int row, int moveIndex);

private:
    QPersistentModelIndex m_hoverIndex;
    int m_hoverToken = -1;
};

} // namespace kibitz::gui
