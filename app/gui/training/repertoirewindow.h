// RepertoireWindow (Game > Repertoire Training…): one repertoire file for White or Black - its lines as a tree, built
// from the main window (the line on the board, a move of the opening tree, the current game or every game of the
// game list's filter up to N plies), edited (a move made main or alternative, a branch deleted; each one undo step)
// and saved atomically through the library; drilled on a board with FSRS scheduling; its statistics; its coverage
// against the current database and the player's games checked against it. Invariant: every tab shows the one
// document of m_document; the main window is reached only through the sources and signals below.
#pragma once

#include "referencepanels.h"

#include "training/repertoire.h"

#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QToolBar;
class QTreeView;

namespace kibitz::gui {

class CoveragePanel;
class DrillPanel;
class GameCheckPanel;
class RepertoireDocument;
class RepertoireModel;
class TrainingJob;
class TrainingStatsView;

class RepertoireWindow : public QWidget {
    Q_OBJECT

public:
    explicit RepertoireWindow(QWidget* parent = nullptr);
    ~RepertoireWindow() override;

    // What the window takes from the main window: the line on the board, the current game's main line and the
    // current tab's database with its filter.
    struct Sources {
        std::function<training::RepertoireLine()> boardLine;
        std::function<training::RepertoireLine()> gameLine;
        ReferenceProvider reference;
    };
    void setSources(Sources sources);

    // File. Each returns false when nothing changed (the user kept unsaved changes, or an error was shown).
    bool newRepertoire(Color side);
    bool openFile(const QString& path);
    bool save();
    bool saveAs(const QString& path = {}); // asks for a name when none is given
    bool maybeKeep();                      // asks about unsaved changes; false: the user cancelled

    // Edits, each one undo step (false with a message when the repertoire refused it).
    bool addLine(const training::RepertoireLine& line, const QString& undoText);
    bool addBoardLine();
    bool mergeCurrentGame();
    void mergeFilter();
    bool setSelectedMain(bool main); // the selected move becomes the main move, or an alternative
    bool deleteSelected();

    RepertoireDocument* document() const { return m_document; }
    RepertoireModel* model() const { return m_model; }
    QTreeView* linesView() const { return m_lines; }
    DrillPanel* drill() const { return m_drill; }
    TrainingStatsView* statistics() const { return m_stats; }
    CoveragePanel* coverage() const { return m_coverage; }
    GameCheckPanel* games() const { return m_games; }
    QTabWidget* tabs() const { return m_tabs; }
    QLabel* statusLabel() const { return m_status; }
    QLabel* messageLabel() const { return m_message; } // read problems, edits refused, what a merge did
    QSpinBox* pliesBox() const { return m_plies; }     // merges take each game up to this many plies
    TrainingJob* job() const { return m_job; }

signals:
    void positionChosen(const std::string& startFen, const std::vector<kibitz::Move>& moves);
    void gameChosen(const std::shared_ptr<const pgn::Database>& database, std::size_t index, int ply);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QWidget* linesTab();
    void createActions();
    void documentChanged();
    void refreshStats();
    void updateActions();
    void showMessage(const QString& text);
    void retranslateUndo();
    void retranslateUi();

    RepertoireDocument* m_document;
    TrainingJob* m_job;
    Sources m_sources;
    QToolBar* m_toolBar;
    QAction *m_newWhite, *m_newBlack, *m_open, *m_save, *m_saveAs, *m_undo, *m_redo;
    QLabel* m_status;
    QTabWidget* m_tabs;
    QTreeView* m_lines;
    RepertoireModel* m_model;
    QPushButton *m_addBoard, *m_addGame, *m_addFilter, *m_makeMain, *m_makeAlternative, *m_delete;
    QLabel* m_pliesLabel;
    QSpinBox* m_plies;
    QLabel* m_message;
    DrillPanel* m_drill;
    TrainingStatsView* m_stats;
    CoveragePanel* m_coverage;
    GameCheckPanel* m_games;
};

} // namespace kibitz::gui
