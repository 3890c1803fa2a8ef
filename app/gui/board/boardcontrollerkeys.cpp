// BoardController: the keyboard square cursor. Arrows follow the screen (mirrored on a flipped board) and wrap at
// the edges; Enter/Space act like a click on the cursor square, Esc puts a held piece down and then ends keyboard
// mode. The first Enter/Space only shows the cursor: it never acts on a square the user has not seen.
#include "boardcontroller.h"

namespace kibitz::gui {

void BoardController::setCursorSquare(Square square)
{
    if (!isOk(square) || square == m_cursor)
        return;
    m_cursor = square;
    emit changed();
}

void BoardController::setKeyboardMode(bool on)
{
    if (m_keyboardMode == on)
        return;
    m_keyboardMode = on;
    emit keyboardModeChanged(on);
    emit changed();
}

bool BoardController::claimsKey(int key, Qt::KeyboardModifiers modifiers) const
{
    // Outside keyboard mode the arrows belong to the game (navigation), so the cursor and the game never move
    // together; Esc is claimed while it still has something to do here.
    const bool plain = (modifiers & ~Qt::KeypadModifier) == Qt::NoModifier;
    const bool arrow = key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    const bool held = isOk(m_selected) && !m_touchMove;
    const bool escape = key == Qt::Key_Escape && (m_keyboardMode || held);
    return plain && ((arrow && m_keyboardMode) || escape);
}

bool BoardController::keyPress(int key, Outcome* outcome, bool* activated)
{
    *outcome = Outcome::Nothing;
    if (activated)
        *activated = false;
    int df = 0;
    int dr = 0;
    switch (key) {
    case Qt::Key_Left: df = -1; break;
    case Qt::Key_Right: df = 1; break;
    case Qt::Key_Up: dr = 1; break;
    case Qt::Key_Down: dr = -1; break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!m_keyboardMode) {
            setKeyboardMode(true); // the first press shows where the cursor is
            return true;
        }
        if (activated)
            *activated = true;
        *outcome = activate(m_cursor);
        emit changed();
        return true;
    case Qt::Key_Escape:
        if (putDown())
            return true;
        if (m_keyboardMode) {
            setKeyboardMode(false); // the arrows belong to the game again
            return true;
        }
        return false; // a dialog or the window may have it
    default: return false;
    }
    if (m_flipped)
        df = -df, dr = -dr;
    moveCursor(df, dr);
    return true;
}

void BoardController::moveCursor(int files, int ranks)
{
    m_cursor = makeSquare(((fileOf(m_cursor) + files) % 8 + 8) % 8, ((rankOf(m_cursor) + ranks) % 8 + 8) % 8);
    setKeyboardMode(true);
    emit changed();
}

} // namespace kibitz::gui
