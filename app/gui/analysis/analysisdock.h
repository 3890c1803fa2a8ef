// AnalysisDock: the "Analysis" dock of the main window, a thin view over an Analyzer (engine on the current
// position, lines in an EngineLinesModel). It also applies the engine choice (Preferences::engineConfig()): which
// engine analyses here and which one the AutoPlayer asks for moves (each a client of its own: an external engine runs
// one process for analysis and another for moves). Hiding the dock stops the analysis. Under the engine's
// statistics, a TablebaseView gives the endgame tablebase's verdict where the open tables cover the position.
#pragma once

#include "settings/engineconfig.h"

#include <QDockWidget>

class QDialog;
class QLabel;
class QSpinBox;
class QToolButton;
class QTreeView;

namespace kibitz::engineclient {
class ExternalEngine;
}

namespace kibitz::gui {

class Analyzer;
class AutoPlayer;
class EngineLineDelegate;
class EngineSettings;
class GameController;
class Preferences;
class TablebaseView;

class AnalysisDock : public QDockWidget {
    Q_OBJECT

public:
    // autoPlayer may be nullptr (then the auto-move choice is ignored). The engine choice is `preferences`'.
    AnalysisDock(GameController* controller, AutoPlayer* autoPlayer, Preferences* preferences, QWidget* parent = nullptr);

    Analyzer* analyzer() const { return m_analyzer; }
    void applyConfig(const EngineConfig& config);
    const EngineConfig& config() const { return m_config; }
    // The "Engines" section for the settings dialog; when the dialog is accepted the choice goes to the
    // preferences, which store it and have it applied here. An option button pressed there is sent to the
    // running engines of that name.
    EngineSettings* createEngineSettings(QDialog* dialog);
    // The external engine playing auto moves, nullptr for the built-in one.
    engineclient::ExternalEngine* moveEngine() const { return m_moveEngine; }
    TablebaseView* tablebaseView() const { return m_tablebase; }
    // Whether the built-in engine analysing here keeps to the tablebase-best moves where the tables cover the
    // position (from the next position analysed).
    void setEngineUsesTablebases(bool on);

signals:
    void message(const QString& text); // for the status bar

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void updateStatistics();
    void showProblem(const QString& text);
    void updateLineLimit(); // the lines spin box follows what the engine can do
    void pressOptionButton(const QString& engineName, const QString& optionName);

    GameController* m_controller;
    AutoPlayer* m_autoPlayer;
    Preferences* m_preferences;
    Analyzer* m_analyzer;
    EngineConfig m_config;
    engineclient::ExternalEngine* m_moveEngine = nullptr;
    QToolButton* m_startStop;
    QLabel* m_engineName;
    QSpinBox* m_lines;
    QLabel* m_eval;
    QLabel* m_depth;
    QLabel* m_speed;
    TablebaseView* m_tablebase;
    QTreeView* m_view;
    EngineLineDelegate* m_delegate;
    QLabel* m_problem;
    bool m_engineTablebases = false;
};

} // namespace kibitz::gui
