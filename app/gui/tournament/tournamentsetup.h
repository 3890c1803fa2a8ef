// TournamentSetup: the form that sets a tournament up — format and rounds, the engines (chosen from Settings ›
// Engines and the built-in engine, each with its time control, options and book), openings, adjudication, an SPRT
// for a match, concurrency, and where the games and the state go. It reads and writes a TournamentConfig; checking
// the settings is left to tournament::Settings::validate(). Read-only while a tournament runs.
#pragma once

#include "settings/tournamentconfig.h"

#include "engineclient/engineoption.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace kibitz::gui {

class ParticipantsModel;

class TournamentSetup : public QWidget {
    Q_OBJECT

public:
    explicit TournamentSetup(QWidget* parent = nullptr);

    // The external engines of Settings › Engines (offered besides the built-in engine).
    void setAvailableEngines(const QList<engineclient::EngineSpec>& engines);
    void setConfig(const TournamentConfig& config);
    TournamentConfig config() const;
    void setEditable(bool editable);
    ParticipantsModel* participants() const { return m_participants; }
    // An engine of Settings › Engines as a tournament participant (its options with values, its protocol).
    static tournament::EngineEntry entryFor(const engineclient::EngineSpec& spec);
    static tournament::EngineEntry builtInEntry();

signals:
    void problem(const QString& text);

private:
    QWidget* formatBox();
    QWidget* enginesBox();
    QWidget* openingsBox();
    QWidget* adjudicationBox();
    QWidget* filesBox();
    void updateRoundsLabel();
    QString browse(QLineEdit* edit, const QString& filter, bool save);

    QList<engineclient::EngineSpec> m_available;
    ParticipantsModel* m_participants;
    QComboBox* m_format = nullptr;
    QLabel* m_roundsLabel = nullptr;
    QSpinBox* m_rounds = nullptr;
    QSpinBox* m_concurrency = nullptr;
    QLineEdit* m_event = nullptr;
    QComboBox* m_engineChoice = nullptr;
    QTableView* m_engineTable = nullptr;
    QLineEdit* m_openings = nullptr;
    QComboBox* m_order = nullptr;
    QSpinBox* m_seed = nullptr;
    QSpinBox* m_plies = nullptr;
    QCheckBox* m_repeat = nullptr;
    QSpinBox* m_resignCount = nullptr;
    QSpinBox* m_resignScore = nullptr;
    QSpinBox* m_drawNumber = nullptr;
    QSpinBox* m_drawCount = nullptr;
    QSpinBox* m_drawScore = nullptr;
    QSpinBox* m_maxMoves = nullptr;
    QCheckBox* m_tablebases = nullptr;
    QCheckBox* m_sprt = nullptr;
    QDoubleSpinBox* m_sprtValues[4] = {}; // elo0, elo1, alpha, beta
    QLineEdit* m_pgn = nullptr;
    QLineEdit* m_state = nullptr;
    QList<QWidget*> m_editors; // what setEditable() switches
};

} // namespace kibitz::gui
