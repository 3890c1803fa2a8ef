// BoardWidget: state and input. Every gesture ends in activateSquare() or dropOn(), which resolve a (from, to)
// pair against the legal move list of the private position copy; nothing here knows chess beyond that list.
#include "boardwidget.h"

#include "promotionpopup.h"

#include "core/movegen.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <cstdlib>

namespace kibitz::gui {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent), m_promotion(new PromotionPopup(this))
{
    m_position.setStartPosition(m_state);
    const MoveList<GenType::Legal> legal(m_position);
    m_legal.assign(legal.begin(), legal.end());
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Chess board"));
    updateAccessibleDescription();

    connect(m_promotion, &PromotionPopup::chosen, this, [this](PieceType type) {
        const Move wanted = Move::make(MoveType::Promotion, m_pendingPromotion.from(), m_pendingPromotion.to(), type);
        m_pendingPromotion = Move::none();
        clearSelection();
        setFocus(Qt::OtherFocusReason);
        for (Move m : m_legal)
            if (m == wanted) {
                emit moveMade(m);
                return;
            }
    });
    connect(m_promotion, &PromotionPopup::cancelled, this, [this] {
        m_pendingPromotion = Move::none();
        if (!m_touchMove)
            clearSelection();
        setFocus(Qt::OtherFocusReason);
        update();
    });
}

BoardWidget::~BoardWidget() = default;

void BoardWidget::setPosition(const Position& position)
{
    m_position.copyFrom(position, m_state);
    const MoveList<GenType::Legal> legal(m_position);
    m_legal.assign(legal.begin(), legal.end());
    cancelInteraction();
    updateAccessibleDescription();
    update();
}

void BoardWidget::setLastMove(Move move)
{
    m_lastMove = move;
    update();
}

void BoardWidget::setArrows(const QList<Arrow>& arrows)
{
    m_arrows = arrows;
    update();
}

void BoardWidget::setSquareMarks(const QList<SquareMark>& marks)
{
    m_marks = marks;
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    if (m_flipped == flipped)
        return;
    m_flipped = flipped;
    if (m_promotion->isVisible()) {
        // The chooser would now sit over the wrong square; the user starts the promotion again.
        m_promotion->hide();
        m_pendingPromotion = Move::none();
    }
    invalidateBackground(); // the coordinates change sides
    update();
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

void BoardWidget::setInteractive(bool interactive)
{
    m_interactive = interactive;
    if (!interactive)
        cancelInteraction();
    update();
}

void BoardWidget::setTouchMove(bool touchMove) { m_touchMove = touchMove; }

void BoardWidget::setCursorSquare(Square square)
{
    if (isOk(square)) {
        m_cursor = square;
        update();
    }
}

void BoardWidget::setKeyboardMode(bool on)
{
    if (m_cursorVisible == on)
        return;
    m_cursorVisible = on;
    updateAccessibleDescription();
    update();
    emit keyboardModeChanged(on);
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
    if (m_flipped)
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
        }
        return;
    }
    if (isOk(square))
        emit squareClicked(square);
    if (!m_interactive)
        return;
    if (m_promotion->isVisible()) {
        m_promotion->hide();
        emit m_promotion->cancelled();
        return;
    }
    m_pressPos = pos;
    m_pressWasSelected = isOk(square) && square == m_selected;
    if (!m_pressWasSelected && isOk(square))
        activateSquare(square, false);
    else if (!isOk(square) && !m_touchMove)
        clearSelection();
    // A drag can start from the selected piece only (a fresh selection or the one already held).
    m_pressSquare = isOk(square) && square == m_selected ? square : NoSquare;
    update();
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event)
{
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
    if (event->button() != Qt::LeftButton)
        return;
    const Square square = squareAt(event->position().toPoint());
    const Square from = m_pressSquare;
    m_pressSquare = NoSquare;
    if (m_dragging) {
        m_dragging = false;
        if (!isOk(square)) {
            if (!m_touchMove)
                clearSelection(); // dropped off the board: put it back
        } else if (square != from) {
            dropOn(from, square);
        }
    } else if (m_pressWasSelected && square == m_selected && !m_touchMove) {
        clearSelection(); // a second click on the selected piece puts it down
    }
    m_pressWasSelected = false;
    update();
}

bool BoardWidget::event(QEvent* event)
{
    // The window's shortcuts (arrows navigate the game, Esc stops the engine) come first unless the board is
    // in keyboard mode: then it takes the keys it uses, so the cursor and the game never move together.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool plain = (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        const bool arrow = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right || key->key() == Qt::Key_Up
            || key->key() == Qt::Key_Down;
        const bool escape = key->key() == Qt::Key_Escape && (m_cursorVisible || (isOk(m_selected) && !m_touchMove));
        if (plain && ((arrow && m_cursorVisible) || escape)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    int df = 0;
    int dr = 0;
    switch (event->key()) {
    case Qt::Key_Left: df = -1; break;
    case Qt::Key_Right: df = 1; break;
    case Qt::Key_Up: dr = 1; break;
    case Qt::Key_Down: dr = -1; break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!m_cursorVisible) {
            setKeyboardMode(true); // the first press shows where the cursor is; it does not act blindly
            return;
        }
        emit squareClicked(m_cursor);
        if (m_interactive)
            activateSquare(m_cursor, true);
        update();
        return;
    case Qt::Key_Escape:
        if (isOk(m_selected) && !m_touchMove) {
            clearSelection();
            return;
        }
        if (m_cursorVisible) {
            setKeyboardMode(false); // the arrows belong to the game again
            return;
        }
        QWidget::keyPressEvent(event); // let a dialog or the window have it
        return;
    default: QWidget::keyPressEvent(event); return;
    }
    // Arrows follow the screen, so they are mirrored on a flipped board; the cursor wraps at the edges.
    if (m_flipped)
        df = -df, dr = -dr;
    m_cursor = makeSquare((fileOf(m_cursor) + df + 8) % 8, (rankOf(m_cursor) + dr + 8) % 8);
    setKeyboardMode(true);
    updateAccessibleDescription(); // a screen reader says what is on the new square
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

void BoardWidget::activateSquare(Square square, bool fromKeyboard)
{
    if (m_promotion->isVisible())
        return;
    if (!isOk(m_selected)) {
        select(square, true);
        return;
    }
    if (square == m_selected) {
        // The mouse handles this on release (a press may start a drag); the keyboard puts the piece down.
        if (fromKeyboard && !m_touchMove)
            clearSelection();
        return;
    }
    if (tryMove(m_selected, square))
        return;
    const Piece target = m_position.pieceOn(square);
    if (target != NoPiece && colorOf(target) == m_position.sideToMove()) {
        if (m_touchMove)
            reject(tr("Touch move: you must move the %1 on %2")
                       .arg(pieceLabel(typeOf(m_position.pieceOn(m_selected))), squareLabel(m_selected)));
        else
            select(square, true);
        return;
    }
    reject(rejectionReason(m_selected, square));
    if (!m_touchMove)
        clearSelection();
}

void BoardWidget::dropOn(Square from, Square to)
{
    if (tryMove(from, to))
        return;
    reject(rejectionReason(from, to));
    if (!m_touchMove)
        clearSelection();
}

bool BoardWidget::select(Square square, bool reportWhyNot)
{
    const Piece piece = m_position.pieceOn(square);
    if (piece == NoPiece)
        return false;
    if (colorOf(piece) != m_position.sideToMove()) {
        if (reportWhyNot)
            reject(m_position.sideToMove() == White ? tr("White to move") : tr("Black to move"));
        return false;
    }
    if (destinations(square) == 0) {
        if (reportWhyNot)
            reject(tr("The %1 on %2 has no legal moves").arg(pieceLabel(typeOf(piece)), squareLabel(square)));
        return false;
    }
    m_selected = square;
    update();
    return true;
}

void BoardWidget::clearSelection()
{
    m_selected = NoSquare;
    update();
}

void BoardWidget::cancelInteraction()
{
    m_selected = NoSquare;
    m_pressSquare = NoSquare;
    m_pressWasSelected = false;
    m_dragging = false;
    m_pendingPromotion = Move::none();
    if (m_promotion->isVisible())
        m_promotion->hide();
}

std::vector<Move> BoardWidget::candidates(Square from, Square to) const
{
    // Castling is king-takes-rook in the core; the king's own destination (two files away) is accepted too.
    std::vector<Move> exact;
    std::vector<Move> castling;
    const Color us = m_position.sideToMove();
    for (Move m : m_legal) {
        if (m.from() != from)
            continue;
        if (m.type() != MoveType::Castling) {
            if (m.to() == to)
                exact.push_back(m);
            continue;
        }
        const Square kingTo = Position::castlingKingTo(us, m.to() > from);
        if (m.to() == to || (kingTo == to && std::abs(fileOf(to) - fileOf(from)) >= 2))
            castling.push_back(m);
    }
    return exact.empty() ? castling : exact;
}

bool BoardWidget::tryMove(Square from, Square to)
{
    const std::vector<Move> moves = candidates(from, to);
    if (moves.empty())
        return false;
    if (moves.size() > 1 || moves.front().type() == MoveType::Promotion) {
        openPromotion(from, moves.front().to());
        return true;
    }
    clearSelection();
    emit moveMade(moves.front());
    return true;
}

void BoardWidget::openPromotion(Square from, Square to)
{
    m_pendingPromotion = Move(from, to);
    const bool downward = (rankOf(to) == Rank8) != m_flipped;
    m_promotion->open(m_pieces, m_theme, m_position.sideToMove(), squareRect(to), downward);
}

void BoardWidget::reject(const QString& reason) { emit moveRejected(reason); }

Bitboard BoardWidget::destinations(Square from) const
{
    Bitboard result = 0;
    const Color us = m_position.sideToMove();
    for (Move m : m_legal) {
        if (m.from() != from)
            continue;
        if (m.type() == MoveType::Castling && !m_position.isChess960())
            result |= squareBB(Position::castlingKingTo(us, m.to() > from));
        else
            result |= squareBB(m.to());
    }
    return result;
}

Bitboard BoardWidget::opponentAttacks() const
{
    const Color them = ~m_position.sideToMove();
    const Bitboard occupied = m_position.pieces();
    Bitboard attacked = 0;
    for (Bitboard b = m_position.pieces(them); b;) {
        const Square s = popLsb(b);
        const PieceType pt = typeOf(m_position.pieceOn(s));
        attacked |= pt == Pawn ? pawnAttacks(them, s) : attacksBB(pt, s, occupied);
    }
    return attacked;
}

} // namespace kibitz::gui
