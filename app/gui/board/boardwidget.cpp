// BoardWidget: input and view state. Mouse and keyboard gestures become squares for the controller, which decides
// what they mean; the widget keeps only what is its own (drag, keyboard cursor, wheel, promotion chooser).
#include "boardwidget.h"

#include "boardmarks.h"

#include "promotionpopup.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <cstdlib>

namespace kibitz::gui {

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent),
      m_control(new BoardController(this)),
      m_own(m_control),
      m_promotion(new PromotionPopup(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Chess board"));
    setController(m_own);

    connect(m_promotion, &PromotionPopup::chosen, this, [this](PieceType type) {
        setFocus(Qt::OtherFocusReason);
        m_control->choosePromotion(type);
    });
    connect(m_promotion, &PromotionPopup::cancelled, this, [this] {
        setFocus(Qt::OtherFocusReason);
        m_control->cancelPromotion();
    });
}

BoardWidget::~BoardWidget() = default;

void BoardWidget::setController(BoardController* controller)
{
    if (!controller)
        controller = m_own;
    if (controller != m_control)
        disconnect(m_control, nullptr, this, nullptr);
    m_control = controller;
    connect(controller, &BoardController::changed, this, &BoardWidget::controllerChanged, Qt::UniqueConnection);
    connect(controller, &BoardController::flippedChanged, this, &BoardWidget::invalidateBackground, Qt::UniqueConnection);
    connect(controller, &BoardController::promotionClosed, m_promotion, &QWidget::hide, Qt::UniqueConnection);
    connect(controller, &BoardController::moveMade, this, &BoardWidget::moveMade, Qt::UniqueConnection);
    connect(controller, &BoardController::moveRejected, this, &BoardWidget::moveRejected, Qt::UniqueConnection);
    connect(controller, &BoardController::keyboardModeChanged, this, &BoardWidget::keyboardModeChanged, Qt::UniqueConnection);
    invalidateBackground();
    controllerChanged();
}

void BoardWidget::controllerChanged()
{
    // A new position or selection ends a drag that the controller no longer holds.
    if (m_dragging && m_control->selectedSquare() != m_pressSquare)
        endDrag();
    if (!m_control->isPromotionPending() && m_promotion->isVisible())
        m_promotion->hide();
    updateAccessibleDescription();
    update();
}

void BoardWidget::endDrag()
{
    m_dragging = false;
    m_pressSquare = NoSquare;
}

void BoardWidget::setTheme(const BoardTheme& theme)
{
    m_theme = theme;
    invalidateBackground();
    update();
}

void BoardWidget::setPieceSet(const PieceSet& pieces)
{
    m_pieces = pieces;
    update();
}

void BoardWidget::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    invalidateBackground();
    update();
}

void BoardWidget::setThreatMap(bool show)
{
    m_threatMap = show;
    update();
}

bool BoardWidget::isPromotionPending() const { return m_promotion->isVisible(); }

QSize BoardWidget::sizeHint() const { return {480, 480}; }

QSize BoardWidget::minimumSizeHint() const { return {8 * 20, 8 * 20}; }

Square BoardWidget::squareAt(const QPoint& pos) const
{
    const QRect board = boardRect();
    if (!board.contains(pos))
        return NoSquare;
    const int size = squareSize();
    int file = (pos.x() - board.x()) / size;
    int rank = 7 - (pos.y() - board.y()) / size;
    if (m_control->isFlipped())
        file = 7 - file, rank = 7 - rank;
    return makeSquare(file, rank);
}

QRect BoardWidget::squareRect(Square square) const
{
    if (!isOk(square))
        return {};
    return QRect(squareOrigin(square), QSize(squareSize(), squareSize()));
}

// ---- Interaction -------------------------------------------------------------------------------------------

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    const Square square = squareAt(pos);
    setKeyboardMode(false);
    if (event->button() != Qt::LeftButton) {
        // Another button during a drag aborts it, as in most chess programs.
        if (m_dragging) {
            m_dragging = false;
            m_pressSquare = NoSquare;
            update();
        } else if (event->button() == Qt::RightButton) {
            m_markFrom = m_markTo = square; // drawing an arrow or a circle, finished at the release
        }
        return;
    }
    if (isOk(square))
        emit squareClicked(square);
    if (!m_control->isInteractive())
        return;
    m_pressPos = pos;
    follow(m_control->press(square)); // a press beside an open chooser cancels it
    // A drag can start from the selected piece only (a fresh selection or the one already held).
    m_pressSquare = isOk(square) && square == m_control->selectedSquare() ? square : NoSquare;
    update();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    if ((event->buttons() & Qt::RightButton) && isOk(m_markFrom)) {
        const Square to = squareAt(event->position().toPoint());
        if (to != m_markTo) {
            m_markTo = to;
            update(); // the arrow being drawn follows the pointer
        }
        return;
    }
    if (!(event->buttons() & Qt::LeftButton) || !isOk(m_pressSquare))
        return;
    const QPoint pos = event->position().toPoint();
    if (!m_dragging && (pos - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    // Repaint only what changed: the old and new piece positions (plus the destination marks once).
    const int size = squareSize();
    const QRect oldRect(m_dragPos - QPoint(size, size), QSize(2 * size, 2 * size));
    const bool started = !m_dragging;
    m_dragging = true;
    m_dragPos = pos;
    if (started)
        update();
    else
        update(oldRect.united(QRect(pos - QPoint(size, size), QSize(2 * size, 2 * size))));
}

void BoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::RightButton && isOk(m_markFrom)) {
        const Square from = m_markFrom;
        const Square to = squareAt(event->position().toPoint());
        m_markFrom = m_markTo = NoSquare;
        update();
        if (isOk(to)) // released beside the board: drawing nothing
            emit markDrawn(from, to, markColorFor(event->modifiers()));
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const Square square = squareAt(event->position().toPoint());
    const Square from = m_pressSquare;
    m_pressSquare = NoSquare;
    if (m_dragging) {
        m_dragging = false;
        follow(m_control->drop(from, square)); // beside the board: put back
    } else {
        m_control->release(square);
    }
    update();
}

bool BoardWidget::event(QEvent* event)
{
    // The window's shortcuts (arrows navigate the game, Esc stops the engine) come first unless the board is
    // in keyboard mode: then it takes the keys it uses, so the cursor and the game never move together.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (m_control->claimsKey(key->key(), key->modifiers())) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    const Square cursor = m_control->cursorSquare();
    BoardController::Outcome outcome = BoardController::Outcome::Nothing;
    bool activated = false;
    if (!m_control->keyPress(event->key(), &outcome, &activated)) {
        QWidget::keyPressEvent(event); // let a dialog or the window have it
        return;
    }
    if (activated)
        emit squareClicked(cursor);
    follow(outcome);
    update();
}

void BoardWidget::wheelEvent(QWheelEvent* event)
{
    // Touchpads send many small deltas; only whole notches (120 units) become steps.
    m_wheelRemainder += event->angleDelta().y();
    const int steps = m_wheelRemainder / 120;
    m_wheelRemainder -= steps * 120;
    if (steps != 0)
        emit wheelStep(steps);
    event->accept();
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    // Tabbing to the board means "play with the keyboard"; a click or the window's activation does not.
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        setKeyboardMode(true);
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    // A popup (the promotion chooser) or another window takes focus only for a while and gives it back; focus
    // moving to another widget of this window ends keyboard mode.
    if (event->reason() != Qt::PopupFocusReason && event->reason() != Qt::ActiveWindowFocusReason)
        setKeyboardMode(false);
    update();
}

void BoardWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange || event->type() == QEvent::FontChange)
        invalidateBackground();
    if (event->type() == QEvent::LanguageChange) {
        // Only the words change: the board itself is never mirrored, not even for right-to-left languages.
        setAccessibleName(tr("Chess board"));
        updateAccessibleDescription();
    }
    QWidget::changeEvent(event);
}

void BoardWidget::follow(BoardController::Outcome outcome)
{
    if (outcome == BoardController::Outcome::PromotionPending)
        openPromotion();
}

void BoardWidget::openPromotion()
{
    const Square to = m_control->pendingPromotion().to();
    const bool downward = (rankOf(to) == Rank8) != m_control->isFlipped();
    m_promotion->open(m_pieces, m_theme, m_control->position().sideToMove(), squareRect(to), downward);
}

Bitboard BoardWidget::opponentAttacks() const
{
    const Color them = ~m_control->position().sideToMove();
    const Bitboard occupied = m_control->position().pieces();
    Bitboard attacked = 0;
    for (Bitboard b = m_control->position().pieces(them); b;) {
        const Square s = popLsb(b);
        const PieceType pt = typeOf(m_control->position().pieceOn(s));
        attacked |= pt == Pawn ? pawnAttacks(them, s) : attacksBB(pt, s, occupied);
    }
    return attacked;
}

} // namespace kibitz::gui
