// VariantBoard3D: plays a variant game on the 3D board. It shows the model's position — each piece as the standard
// mesh of the glyph its picture names (a camel pictured as a knight is a knight), or as a token carrying its letter
// when pictured as a letter in a circle — with the last move, check, the selection and its legal targets, and
// turns the view's clicks and drags into legal moves, asking with the 2D board's chooser which promotion type.
// Like VariantBoardWidget it only reads the model and emits moveChosen() with legal moves of the shown position.
// The keyboard square cursor works as on the main window's boards: Enter/Space shows it (or tabbing to the view),
// the arrows move it (as the camera shows the board), Enter/Space then picks up the piece under it or plays the held
// piece there, Esc puts a held piece down and then ends the keyboard mode, as does a mouse press.
#pragma once

#include "board3d/board3dtypes.h"

#include "variant/position.h"

#include <QObject>

namespace kibitz::gui {

class Board3DView;
class VariantGameModel;

// The 3D board's piece for a variant piece: the standard piece of its glyph picture in its colour, or a token
// (makeToken) with its upper-case letter; NoPiece for NoPiece.
Piece board3DPieceOf(const variant::Rules& rules, variant::Piece piece);
PiecePlacement variantPlacement(const variant::Position& pos);

class VariantBoard3D : public QObject {
    Q_OBJECT

public:
    VariantBoard3D(VariantGameModel* model, Board3DView* view);

    Board3DView* view() const { return m_view; }
    variant::Square selectedSquare() const { return m_selected; }
    // Shows the model at once, without animation (when the view is shown again).
    void resync();
    Square cursorSquare() const { return m_cursor; }
    bool isKeyboardMode() const { return m_keyboardMode; }
    void setKeyboardMode(bool on); // shows the cursor, claims the plain arrows and Esc

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void moveChosen(kibitz::variant::Move move);
    void moveRejected(const QString& reason);

private:
    void show(bool animate);
    void pressed(Square square);
    void clicked(Square square);
    void dropped(Square from, Square to);
    bool select(Square square); // the piece of the side to move on `square`, if it has a legal move
    void tryMove(Square from, Square to);
    bool claimsKey(int key, Qt::KeyboardModifiers modifiers) const;
    bool keyPressed(int key, Qt::KeyboardModifiers modifiers); // true when used

    VariantGameModel* m_model;
    Board3DView* m_view;
    variant::Square m_selected = NoSquare;
    bool m_pressWasSelected = false; // the press hit the selected piece: a click (not a drag) puts it down
    Square m_cursor = makeSquare(FileE, Rank2);
    bool m_keyboardMode = false;
};

} // namespace kibitz::gui
