// Board3DBinding: drives a Board3DView from a BoardController and feeds the view's gestures back to it, so the
// 3D board shows exactly what the 2D board shows (position, last move, check, selection, legal targets, arrows,
// marks, orientation) and enters moves by the same rules. It owns the 3D board's promotion chooser: a top-level
// popup, because a child widget would be hidden under the view's native OpenGL window. The keyboard square cursor
// is the controller's (the same keys as on the 2D board); arrows follow the screen as the camera shows the board.
// Right-button drawings come out as markDrawn() with the 2D board's colour rule (markColorFor), for the owner to
// store as the 2D board's are; what is stored comes back through the controller's arrows and marks.
#pragma once

#include "boardcontroller.h"
#include "boardtheme.h"
#include "pieceset.h"

#include "pgn/embedded.h"

#include <QObject>
#include <QPoint>

class QKeyEvent;

namespace kibitz::gui {

class Board3DView;
class PromotionPopup;

class Board3DBinding : public QObject {
    Q_OBJECT

public:
    Board3DBinding(BoardController* controller, Board3DView* view);
    ~Board3DBinding() override;

    // The chooser's pieces and colours, and the board's colours (the 2D theme's, so the same theme ids work).
    void setAppearance(const BoardTheme& theme, const PieceSet& pieces);
    // Shows the controller's state at once, without animation (when the view is shown again).
    void resync();
    PromotionPopup* promotionPopup() const { return m_promotion; }

signals:
    // The user drew an arrow (from != to) or marked a square (from == to) on the 3D board, as BoardWidget::markDrawn.
    void markDrawn(kibitz::Square from, kibitz::Square to, kibitz::pgn::MarkColor color);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void show(bool animate);
    void follow(BoardController::Outcome outcome);
    void openPromotion();
    bool handleKey(QKeyEvent* key);

    BoardController* m_controller;
    Board3DView* m_view;
    PromotionPopup* m_promotion;
    BoardTheme m_theme;
    PieceSet m_pieces;
};

} // namespace kibitz::gui
