// BookDock: the "Opening Book" dock — the book moves of the position on the board with weights, shares and (when
// the book has any) learn values; a click plays the move through the GameController as one undo step (an existing
// move is followed, a new one becomes a variation, never replacing the game's moves). A view over BookMovesModel
// that follows the controller and the BookLibrary; a line above the moves says which book, or why there is none.
#pragma once

#include "book/polyglotbook.h"

#include <QDockWidget>

#include <memory>

class QLabel;
class QTreeView;

namespace kibitz::gui {

class BookLibrary;
class BookMovesModel;
class GameController;

class BookDock : public QDockWidget {
    Q_OBJECT

public:
    BookDock(GameController* controller, BookLibrary* library, QWidget* parent = nullptr);

    BookMovesModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    QString statusText() const;
    // Plays row `row`'s move on the controller; false when there is no such row.
    bool playRow(int row);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void follow();
    void updateStatus();

    GameController* m_controller;
    BookLibrary* m_library;
    BookMovesModel* m_model;
    QLabel* m_status;
    QTreeView* m_view;
    QString m_error; // why the chosen book could not be used, empty otherwise
};

} // namespace kibitz::gui
