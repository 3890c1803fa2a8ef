// VariantPlayWindow: plays a game of a variant — one Kibitz ships or one defined in a variants.ini (Fairy-Stockfish's
// format) — on a 2D or 3D board with its own pieces: moves by mouse or typed SAN, take-back and stepping through the
// moves, an engine for a move or an analysis — the built-in variant engine (off the GUI thread, cancellable) or one
// of the configured external engines (Fairy-Stockfish; its failures are shown) — a start position from FEN, and
// opening and saving the game as PGN ([Variant] and, for a variant Kibitz does not ship, [VariantIni]).
// Saving into an existing file appends the game (atomically), so the file's other games are never lost.
#pragma once

#include "engineclient/engineoption.h"
#include "variant/variant.h"
#include "variant/variantpgn.h"

#include <QMainWindow>

#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace kibitz::gui {

class VariantBoardArea;
class VariantBoardWidget;
class VariantEngine;
class VariantGameModel;

class VariantPlayWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit VariantPlayWindow(QWidget* parent = nullptr);
    ~VariantPlayWindow() override;

    // Definitions offered besides the built-in ones (e.g. from the variant designer or a variants.ini); the
    // current game keeps its own.
    void addVariants(const std::vector<variant::VariantDef>& defs);
    // Reads a variants.ini file and offers its sections; returns the errors, one per line ("" when none).
    QString loadVariantsFile(const QString& path);
    // A new game of the variant named (as in the chooser) from `fen` ("" = its start); "" or the reason it failed.
    QString newGame(const QString& name, const QString& fen = {});
    QString openPgn(const QString& path);               // the file's first game; "" or what went wrong
    QString openGame(const variant::VariantGame& game); // e.g. chosen in the main window's game list; "" or why not
    QString savePgn(const QString& path);               // appends to an existing file; "" or what went wrong
    bool playSan(const QString& san);                   // the move entry's action; false (and a message) when not legal
    void autoMove();                                    // the engine plays a move for the side to move
    bool isThinking() const;                            // a move search runs (not an analysis)
    void setAnalysing(bool on);                         // the engine analyses the shown position until turned off
    void setComputerSides(int sides);                   // the sides the engine plays by itself: 0 none, 1 White, 2 Black, 3 both
    // The external engines offered besides the built-in one (the settings' list); the choice is kept by name, and
    // remembered across restarts (VariantPlayConfig): the first list given picks the engine chosen last time.
    void setEngines(const QList<engineclient::EngineSpec>& engines);
    void chooseEngine(int index);     // the user's choice (remembered); 0: built-in, i: engines[i - 1]
    void setAnalysisLines(int lines); // lines the analysis shows (1 … VariantPlayConfig::MaxLines; remembered)
    int analysisLines() const;

    VariantGameModel* model() const { return m_model; }
    VariantBoardWidget* board() const { return m_board; }
    VariantBoardArea* boardArea() const { return m_boardArea; } // the 2D board or the 3D one (View › 3D Board)
    QComboBox* variantChooser() const { return m_variants; }
    QComboBox* engineChooser() const { return m_engineChoice; }
    QSpinBox* linesChooser() const { return m_lines; }
    QListWidget* moveList() const { return m_moves; }
    QString statusText() const;
    QString analysisText() const;

signals:
    void engineFinished();  // after autoMove() played (or could not play) its move
    void analysisUpdated(); // analysisText() changed

private:
    void buildUi();
    void refresh();         // move list, status line, buttons
    void positionChanged(); // the engine follows: the computer's move, or a new analysis
    void showProblem(const QString& text);
    void engineFailed(const QString& text); // shown; the computer stops playing and analysing
    void applyEngine(int index);            // switches to the engine (not remembered)
    const variant::VariantDef* definitionNamed(const QString& name) const;

    VariantGameModel* m_model;
    VariantBoardArea* m_boardArea;
    VariantBoardWidget* m_board; // the 2D board, inside m_boardArea
    QComboBox* m_variants;
    QLineEdit* m_fen;
    QLineEdit* m_sanEntry;
    QListWidget* m_moves;
    QLabel* m_status;
    QSpinBox* m_moveTime;
    QComboBox* m_computer;
    QComboBox* m_engineChoice;
    QSpinBox* m_lines;
    bool m_enginesGiven = false; // setEngines() was called: later lists keep the current choice
    QList<engineclient::EngineSpec> m_engineSpecs;
    QPushButton* m_autoMove;
    QPushButton* m_analyse;
    QPushButton* m_takeBack;
    QLabel* m_analysis;
    std::vector<variant::VariantDef> m_extra; // offered besides the built-ins
    VariantEngine* m_engine;
    bool m_searchingMove = false; // the engine's request is a move (not an analysis)
    bool m_refreshing = false;
};

} // namespace kibitz::gui
