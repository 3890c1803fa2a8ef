// PanelLayout: where the main window's docks go. The board keeps the window's full height on one side; the other
// side is one column: the move list (never fewer than ten lines) beside one tabbed area that every other side
// panel shares (analysis, opening tree, book, graphs, and any dock added later with addPanel()), and the game list
// under both. Panels can still be dragged apart, split or floated; QMainWindow::saveState() remembers the
// arrangement (stateVersion() marks this arrangement: a state saved before it is not restored). Window › Layout
// re-arranges: Play/Analyse, Database and Reset.
// Invariant: every dock it places has an object name (saveState() needs it) and stays in the window's docks.
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QTimer;
class QWidget;

namespace kibitz::gui {

class PanelLayout : public QObject {
    Q_OBJECT

public:
    enum class Preset {
        PlayAnalyse, // the move list and the analysis beside the board, the game list hidden
        Database,    // the game list under the move list and the opening tree
        Reset,       // the first start's arrangement: panels docked in place, side panels hidden
    };

    static constexpr int MoveListLines = 10; // the move list never shows fewer
    static constexpr int stateVersion() { return 2; }

    // `board` is the part of the central widget that should stay square and large (the board area); the Window
    // menu is made here, for the window to put in its menu bar.
    PanelLayout(QMainWindow* window, QWidget* board);

    // The fixed parts: the move list and the game list.
    void setMoves(QDockWidget* moves);
    void setGames(QDockWidget* games);
    // The one call a side panel needs: docked as a tab of the shared area (hidden until its toggle action shows
    // it, which also brings its tab to the front), listed in the Window menu. A dock added after restore() goes
    // where the restored state had it, if it had it.
    void addPanel(QDockWidget* dock);
    QList<QDockWidget*> panels() const;

    void apply(Preset preset);
    // The saved window state (QMainWindow::saveState(stateVersion())); false (the default arrangement stays) for
    // an empty state or one of an earlier arrangement.
    bool restore(const QByteArray& state);
    QByteArray save() const;

    QMenu* menu() const { return m_menu; }
    QMenu* layoutMenu() const { return m_layoutMenu; }
    QAction* presetAction(Preset preset) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void arrange();  // every dock back in its place (visibility kept)
    void fitSizes(); // column widths and heights for the window's size: the board as large as its height allows
    // Sizes are fitted again when the docks shown change (not on tab switches, not when the user drags a splitter).
    void follow(QDockWidget* dock);
    QList<QDockWidget*> shownDocks() const; // docked and not closed
    QDockWidget* tabAnchor() const;         // the docked panel new ones are tabbed with
    Qt::DockWidgetArea side() const;        // right, or left when the window is right to left
    void prepare(QDockWidget* dock, bool closable);
    void retranslateUi();

    QMainWindow* m_window;
    QWidget* m_board;
    QPointer<QDockWidget> m_moves;
    QPointer<QDockWidget> m_games;
    QList<QPointer<QDockWidget>> m_panels;
    QMenu* m_menu;
    QMenu* m_layoutMenu;
    QAction* m_presets[3] = {};
    QList<QDockWidget*> m_shown; // shownDocks() when sizes were last fitted
    QTimer* m_fit;
    bool m_restored = false;
    bool m_sized = false; // the first show fitted the sizes (or a restored state brought its own)
};

} // namespace kibitz::gui
