// Board3DBinding: the controller's state as the 3D view's plain values, and the view's gestures as controller calls.
#include "board3dbinding.h"

#include "boardmarks.h"
#include "promotionpopup.h"

#include "board3d/board3dview.h"

#include <QEvent>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

namespace {

Board3DColors colorsOf(const BoardTheme& theme)
{
    Board3DColors c;
    c.light = theme.light;
    c.dark = theme.dark;
    c.lastMove = theme.lastMove;
    c.selection = theme.selection;
    c.legalMove = theme.legalMove;
    c.check = theme.check;
    c.cursor = theme.cursor;
    c.arrow = theme.arrow;
    return c;
}

} // namespace

Board3DBinding::Board3DBinding(BoardController* controller, Board3DView* view)
    : QObject(view),
      m_controller(controller),
      m_view(view),
      m_promotion(new PromotionPopup(view))
{
    // A popup window of its own over the native GL window; the click that closes it must not also reach the board.
    m_promotion->setWindowFlags(Qt::Popup | Qt::FramelessWindowHint);
    m_promotion->setAttribute(Qt::WA_NoMouseReplay);
    m_promotion->installEventFilter(this);
    // The keyboard square cursor: keys reach the view (re-sent from its GL window); a mouse press ends the mode.
    view->installEventFilter(this);
    view->surface()->installEventFilter(this);

    connect(controller, &BoardController::changed, this, [this] { show(true); });
    connect(controller, &BoardController::flippedChanged, view, &Board3DView::setFlipped);
    connect(controller, &BoardController::promotionClosed, m_promotion, &QWidget::hide);
    connect(view, &Board3DView::squarePressed, this, [this](Square s) { follow(m_controller->press(s)); });
    connect(view, &Board3DView::squareClicked, controller, &BoardController::release);
    connect(view, &Board3DView::pieceDragged, this, [this](Square from, Square to) { follow(m_controller->drop(from, to)); });
    connect(view, &Board3DView::markDrawn, this,
            [this](Square from, Square to, Qt::KeyboardModifiers modifiers) { emit markDrawn(from, to, markColorFor(modifiers)); });
    // Focus rules of the 2D board (BoardWidget::focusInEvent/focusOutEvent): tabbing to the board means "play with
    // the keyboard"; focus moving to another widget of the window (not a popup or another window) ends it.
    connect(view, &Board3DView::focusEntered, this, [this](Qt::FocusReason reason) {
        if (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason)
            m_controller->setKeyboardMode(true);
    });
    connect(view, &Board3DView::focusLeft, this, [this](Qt::FocusReason reason) {
        if (reason != Qt::PopupFocusReason && reason != Qt::ActiveWindowFocusReason)
            m_controller->setKeyboardMode(false);
    });
    view->setDrawingColor([](Qt::KeyboardModifiers modifiers) { return markColor(markColorFor(modifiers)); });
    connect(m_promotion, &PromotionPopup::chosen, controller, &BoardController::choosePromotion);
    connect(m_promotion, &PromotionPopup::cancelled, controller, &BoardController::cancelPromotion);
    view->setFlipped(controller->isFlipped());
    show(false);
}

Board3DBinding::~Board3DBinding() = default;

void Board3DBinding::setAppearance(const BoardTheme& theme, const PieceSet& pieces)
{
    m_theme = theme;
    m_pieces = pieces;
    m_view->setColors(colorsOf(theme));
}

void Board3DBinding::resync()
{
    m_view->setFlipped(m_controller->isFlipped());
    show(false);
}

void Board3DBinding::show(bool animate)
{
    const Position& position = m_controller->position();
    // Only a changed placement is set: the view takes any setPlacement() during a drop as the drop's answer.
    const PiecePlacement placement = placementOf(position);
    if (placement != m_view->placement())
        m_view->setPlacement(placement, animate);

    BoardHighlights h;
    if (const Move last = m_controller->lastMove(); last && last.isOk()) {
        h.lastMoveFrom = last.from();
        h.lastMoveTo = last.to();
        // Castling is stored king-takes-rook; the king's own destination is what the user saw it go to.
        if (last.type() == MoveType::Castling && !position.isChess960())
            h.lastMoveTo = makeSquare(last.to() > last.from() ? FileG : FileC, rankOf(last.from()));
    }
    if (position.inCheck())
        h.check = position.kingSquare(position.sideToMove());
    h.selected = m_controller->selectedSquare();
    h.cursor = m_controller->isKeyboardMode() ? m_controller->cursorSquare() : NoSquare;
    if (h != m_view->highlights())
        m_view->setHighlights(h);

    QList<Square> targets;
    if (isOk(h.selected) && m_controller->isInteractive())
        for (Bitboard b = m_controller->destinations(h.selected); b;)
            targets << popLsb(b);
    if (targets != m_view->legalTargets())
        m_view->setLegalTargets(targets);

    if (m_controller->arrows() != m_view->arrows())
        m_view->setArrows(m_controller->arrows());
    if (m_controller->squareMarks() != m_view->squareMarks())
        m_view->setSquareMarks(m_controller->squareMarks());
    m_view->setInteractive(m_controller->isInteractive());
}

void Board3DBinding::follow(BoardController::Outcome outcome)
{
    if (outcome == BoardController::Outcome::PromotionPending)
        openPromotion();
}

void Board3DBinding::openPromotion()
{
    // A column of four squares beside the promotion square as the camera shows it, sized like a square there.
    const Square to = m_controller->pendingPromotion().to();
    const QPointF centre = m_view->squarePoint(to);
    const QPointF neighbour = m_view->squarePoint(makeSquare(fileOf(to) == FileA ? FileB : FileA, rankOf(to)));
    const double files = std::max(1, std::abs(fileOf(to) - (fileOf(to) == FileA ? FileB : FileA)));
    const int size = std::clamp(int(QLineF(centre, neighbour).length() / files), 44, 96);
    const QPoint global = m_view->mapToGlobal(centre.toPoint());
    // Downward when the square is in the upper half of the view, so the column stays on the screen.
    const bool downward = centre.y() < m_view->height() / 2.0;
    const QRect square(global.x() - size / 2, global.y() - size / 2, size, size);
    m_promotion->open(m_pieces, m_theme, m_controller->position().sideToMove(), square, downward);
    m_promotion->activateWindow();
}

bool Board3DBinding::handleKey(QKeyEvent* key)
{
    const int k = key->key();
    const bool arrow = k == Qt::Key_Left || k == Qt::Key_Right || k == Qt::Key_Up || k == Qt::Key_Down;
    if (arrow && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        const QPoint step = m_view->arrowStep(m_controller->cursorSquare(), k);
        if (step.isNull())
            return false;
        m_controller->moveCursor(step.x(), step.y());
        return true;
    }
    BoardController::Outcome outcome = BoardController::Outcome::Nothing;
    if (!m_controller->keyPress(k, &outcome))
        return false;
    follow(outcome);
    return true;
}

bool Board3DBinding::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view) {
        if (event->type() == QEvent::ShortcutOverride) {
            const auto* key = static_cast<QKeyEvent*>(event);
            if (m_controller->claimsKey(key->key(), key->modifiers())) {
                event->accept();
                return true;
            }
        } else if (event->type() == QEvent::KeyPress && handleKey(static_cast<QKeyEvent*>(event))) {
            event->accept();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
    if (watched == m_view->surface() && event->type() == QEvent::MouseButtonPress)
        m_controller->setKeyboardMode(false); // the mouse takes over, as on the 2D board
    // A click outside closes the popup (Qt closes popups that way); that is a cancellation.
    if (watched == m_promotion && event->type() == QEvent::Close && m_controller->isPromotionPending())
        m_controller->cancelPromotion();
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz::gui
