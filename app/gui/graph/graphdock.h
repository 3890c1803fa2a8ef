// GraphDock: the "Game Graphs" dock — White's evaluation per ply, both clocks, and the time per move of the game's
// main line (tabs over GameGraphView), the current move marked; a click goes to that move through the
// GameController (navigation only, the game is never changed). It follows the controller: a new or edited game
// (an annotation finishing, an undo) is read again, the current move is followed. Only a shown dock reads games.
#pragma once

#include <QDockWidget>

class QTabWidget;

namespace kibitz::gui {

class GameController;
class GameGraphView;

class GraphDock : public QDockWidget {
    Q_OBJECT

public:
    explicit GraphDock(GameController* controller, QWidget* parent = nullptr);

    GameGraphView* evaluationView() const { return m_eval; }
    GameGraphView* clockView() const { return m_clock; }
    GameGraphView* timeView() const { return m_time; }
    QTabWidget* tabs() const { return m_tabs; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void readGame();
    void followPosition();
    void goToPly(int ply);

    GameController* m_controller;
    QTabWidget* m_tabs;
    GameGraphView* m_eval;
    GameGraphView* m_clock;
    GameGraphView* m_time;
    bool m_stale = true; // the game changed while the dock was hidden
};

} // namespace kibitz::gui
