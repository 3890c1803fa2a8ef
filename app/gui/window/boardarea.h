// BoardArea: the centre of the main window, showing one board view at a time — the 2D BoardWidget or the 3D
// board — both fed by the same BoardController, so switching keeps the game, position, orientation, highlights and
// selection rules (there is one source of truth). The 3D view is made on first use and kept; when 3D is not
// supported here (Board3DView::support()), the area stays 2D and never shows an empty or black view.
#pragma once

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include "core/types.h"
#include "pgn/embedded.h"

#include <QWidget>

class QStackedLayout;

namespace kibitz::gui {

class Board3DBinding;
class Board3DView;
class BoardController;
class BoardWidget;
struct Board3DSupport;

class BoardArea : public QWidget {
    Q_OBJECT

public:
    BoardArea(BoardController* controller, QWidget* parent = nullptr);
    ~BoardArea() override;

    static Board3DSupport support(); // whether 3D can be shown, and why not

    BoardWidget* board2D() const { return m_flat; }
    Board3DView* board3D() const { return m_solid; }        // null until 3D was first shown
    Board3DBinding* binding3D() const { return m_binding; } // null with it
    QWidget* currentView() const;

    // Shows the 3D view (made now if needed) or the 2D one; false when 3D was asked for but is not supported.
    bool setThreeD(bool on);
    bool isThreeD() const { return m_threeD; }

    // Appearance of both views; the 3D-only values are words as Preferences stores them.
    void setTheme(const BoardTheme& theme);
    void setPieceSet(const PieceSet& pieces);
    void setCamera(const QString& camera);  // "side": behind the pieces at the bottom; "top": from above
    void setMaterial(const QString& style); // "wood", "marble", "plastic"
    void setAnimated(bool animated);        // moves and navigation glide on the 3D board

signals:
    void viewChanged(bool threeD);
    // The user drew on either board with the right button: an arrow, or a marked square when from == to.
    void markDrawn(kibitz::Square from, kibitz::Square to, kibitz::pgn::MarkColor color);

private:
    void applyCamera();
    void applyAppearance();

    BoardController* m_controller;
    BoardWidget* m_flat;
    Board3DView* m_solid = nullptr;
    Board3DBinding* m_binding = nullptr;
    QStackedLayout* m_stack;
    bool m_threeD = false;
    BoardTheme m_theme;
    PieceSet m_pieces;
    QString m_camera = QStringLiteral("side");
    QString m_material = QStringLiteral("wood");
    bool m_animated = true;
};

} // namespace kibitz::gui
