#include "variantboard3d.h"

#include "variantgamemodel.h"
#include "variantmovechoice.h"

#include "board3d/board3dview.h"
#include "variant/piecepicture.h"

#include "variant/movegen.h"

#include <QKeyEvent>

namespace kibitz::gui {

Piece board3DPieceOf(const variant::Rules& rules, variant::Piece piece)
{
    if (!piece)
        return NoPiece;
    const Color color = variant::colorOf(piece);
    const variant::PieceType type = variant::typeOf(piece);
    // PiecePicture::ids() is "circle", then the glyphs in PieceType order from the pawn.
    const int glyph = int(PiecePicture::ids().indexOf(PiecePicture::idIn(rules, type)));
    if (glyph >= Pawn && glyph <= King)
        return makePiece(color, PieceType(glyph));
    return makeToken(color, rules.piece(type).letter);
}

PiecePlacement variantPlacement(const variant::Position& pos)
{
    // One look-up per type, not per square: PiecePicture compares picture names.
    std::array<Piece, variant::PieceSlots> of{};
    std::array<bool, variant::PieceSlots> known{};
    PiecePlacement placement = emptyPlacement();
    for (int s = 0; s < SquareCount; ++s) {
        const variant::Piece p = pos.pieceOn(Square(s));
        if (!p)
            continue;
        if (!known[p]) {
            of[p] = board3DPieceOf(pos.rules(), p);
            known[p] = true;
        }
        placement[std::size_t(s)] = of[p];
    }
    return placement;
}

VariantBoard3D::VariantBoard3D(VariantGameModel* model, Board3DView* view) : QObject(view), m_model(model), m_view(view)
{
    connect(m_model, &VariantGameModel::changed, this, [this] {
        m_selected = NoSquare;
        show(true);
    });
    connect(view, &Board3DView::squarePressed, this, &VariantBoard3D::pressed);
    connect(view, &Board3DView::squareClicked, this, &VariantBoard3D::clicked);
    connect(view, &Board3DView::pieceDragged, this, &VariantBoard3D::dropped);
    // Keys reach the view (re-sent from its GL window); focus rules as on the main window's boards.
    view->installEventFilter(this);
    view->surface()->installEventFilter(this);
    connect(view, &Board3DView::focusEntered, this, [this](Qt::FocusReason reason) {
        if (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason)
            setKeyboardMode(true);
    });
    connect(view, &Board3DView::focusLeft, this, [this](Qt::FocusReason reason) {
        if (reason != Qt::PopupFocusReason && reason != Qt::ActiveWindowFocusReason)
            setKeyboardMode(false);
    });
    show(false);
}

void VariantBoard3D::setKeyboardMode(bool on)
{
    if (on == m_keyboardMode)
        return;
    m_keyboardMode = on;
    show(false);
}

bool VariantBoard3D::claimsKey(int key, Qt::KeyboardModifiers modifiers) const
{
    // Outside keyboard mode the arrows belong to the window; Esc is claimed while it has something to do here.
    const bool plain = (modifiers & ~Qt::KeypadModifier) == Qt::NoModifier;
    const bool arrow = key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    const bool escape = key == Qt::Key_Escape && (m_keyboardMode || m_selected != NoSquare);
    return plain && ((arrow && m_keyboardMode) || escape);
}

bool VariantBoard3D::keyPressed(int key, Qt::KeyboardModifiers modifiers)
{
    if ((modifiers & ~Qt::KeypadModifier) != Qt::NoModifier)
        return false;
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const QPoint step = m_view->arrowStep(m_cursor, key);
        if (step.isNull())
            return false;
        m_cursor = makeSquare((fileOf(m_cursor) + step.x() + 8) % 8, (rankOf(m_cursor) + step.y() + 8) % 8);
        m_keyboardMode = true;
        show(false);
        return true;
    }
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!m_keyboardMode) {
            setKeyboardMode(true); // the first press shows where the cursor is
            return true;
        }
        if (!m_view->isInteractive())
            return true;
        pressed(m_cursor); // as a click on the cursor's square: pick up, put down, or play the held piece there
        clicked(m_cursor);
        return true;
    case Qt::Key_Escape:
        if (m_selected != NoSquare) {
            m_selected = NoSquare;
            show(false);
            return true;
        }
        if (m_keyboardMode) {
            setKeyboardMode(false);
            return true;
        }
        return false;
    default: return false;
    }
}

bool VariantBoard3D::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view) {
        if (event->type() == QEvent::ShortcutOverride) {
            const auto* key = static_cast<QKeyEvent*>(event);
            if (claimsKey(key->key(), key->modifiers())) {
                event->accept();
                return true;
            }
        } else if (event->type() == QEvent::KeyPress) {
            const auto* key = static_cast<QKeyEvent*>(event);
            if (keyPressed(key->key(), key->modifiers())) {
                event->accept();
                return true;
            }
        }
    } else if (watched == m_view->surface() && event->type() == QEvent::MouseButtonPress) {
        setKeyboardMode(false); // the mouse takes over
    }
    return QObject::eventFilter(watched, event);
}

void VariantBoard3D::resync() { show(false); }

void VariantBoard3D::show(bool animate)
{
    const variant::Position& pos = m_model->position();
    // Only a changed placement is set: the view takes any setPlacement() during a drop as the drop's answer.
    const PiecePlacement placement = variantPlacement(pos);
    if (placement != m_view->placement())
        m_view->setPlacement(placement, animate);

    BoardHighlights h;
    if (const variant::Move last = m_model->lastMove()) {
        h.lastMoveFrom = last.from();
        h.lastMoveTo = last.to();
    }
    if (pos.inCheck())
        h.check = pos.royalSquare(pos.sideToMove());
    h.selected = m_selected;
    h.cursor = m_keyboardMode ? m_cursor : NoSquare;
    if (h != m_view->highlights())
        m_view->setHighlights(h);

    QList<Square> targets;
    if (m_selected != NoSquare)
        for (const variant::Move m : variant::MoveList(pos))
            if (m.from() == m_selected && !targets.contains(m.to()))
                targets << m.to();
    if (targets != m_view->legalTargets())
        m_view->setLegalTargets(targets);
    m_view->setInteractive(m_view->isEnabled() && !m_model->isOver());
}

bool VariantBoard3D::select(Square square)
{
    const PickUp pick = pickUp(m_model->position(), square);
    if (pick == PickUp::NoMove)
        emit moveRejected(noLegalMoveMessage());
    if (pick != PickUp::Yes)
        return false;
    m_selected = square;
    return true;
}

void VariantBoard3D::pressed(Square square)
{
    if (m_model->isOver())
        return;
    m_pressWasSelected = square != NoSquare && square == m_selected;
    if (m_pressWasSelected)
        return; // a drag of the held piece, or a click that puts it down
    // Click–click: with a piece held, a press on a square that is not another piece of the mover is its move.
    const variant::Position& pos = m_model->position();
    if (m_selected != NoSquare && square != NoSquare) {
        const variant::Piece p = pos.pieceOn(square);
        if (!p || variant::colorOf(p) != pos.sideToMove()) {
            tryMove(m_selected, square);
            return;
        }
    }
    if (!select(square))
        m_selected = NoSquare;
    show(false);
}

void VariantBoard3D::clicked(Square square)
{
    if (m_pressWasSelected && square == m_selected) {
        m_selected = NoSquare;
        show(false);
    }
    m_pressWasSelected = false;
}

void VariantBoard3D::dropped(Square from, Square to)
{
    m_pressWasSelected = false;
    if (from == NoSquare || from != m_selected || to == from)
        return;           // only the held piece moves; anything else snaps back
    if (to == NoSquare) { // beside the board: put it back
        m_selected = NoSquare;
        show(false);
        return;
    }
    tryMove(from, to);
}

void VariantBoard3D::tryMove(Square from, Square to)
{
    const variant::Position& pos = m_model->position();
    const std::vector<variant::Move> candidates = legalMovesBetween(pos, from, to);
    if (candidates.empty()) {
        m_selected = NoSquare;
        show(false);
        emit moveRejected(illegalMoveMessage(pos));
        return;
    }
    const variant::Move chosen = choosePromotion(m_view, m_view->mapToGlobal(m_view->squarePoint(to).toPoint()), pos, candidates);
    if (!chosen) { // the chooser was dismissed: the piece stays held
        show(false);
        return;
    }
    m_selected = NoSquare;
    emit moveChosen(chosen); // the model changes: show() follows
}

} // namespace kibitz::gui
