// CoveragePanel and GameCheckPanel: the repertoire against the database of the main window's current tab. Coverage
// lists the opponent's replies played there (in at least N games and a share of the position's games) that the
// repertoire does not answer; the games panel lists a player's games in the repertoire's colour with where each left
// the repertoire and who left it. Both compute on the TrainingJob; a double click (or Enter) on a row asks for the
// position or the game at that move on the main board. Invariant: a table shows one result, of the repertoire and
// database named in the line above it.
#pragma once

#include "trainingjob.h"

#include <QWidget>

#include <functional>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableView;

namespace kibitz::gui {

class CoverageModel;
class GameCheckModel;
class Preferences;
class RepertoireDocument;

// The database of the main window's current tab (a complete snapshot, or null), its filter and its name.
struct ReferenceSource {
    std::shared_ptr<const pgn::Database> database;
    std::shared_ptr<const pgn::GameFilter> filter; // the games the list shows (null: all), for merging
    QString name;
};
using ReferenceProvider = std::function<ReferenceSource()>;

class CoveragePanel : public QWidget {
    Q_OBJECT

public:
    CoveragePanel(RepertoireDocument* document, TrainingJob* job, QWidget* parent = nullptr);
    void setProvider(ReferenceProvider provider) { m_provider = std::move(provider); }
    void run();
    CoverageModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QLabel* statusLabel() const { return m_status; }

signals:
    // The position where the reply is missing, with the reply played: a start (empty: the standard one) and moves.
    void positionChosen(const std::string& startFen, const std::vector<kibitz::Move>& moves);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showResult(const std::shared_ptr<const CoverageResult>& result);

    RepertoireDocument* m_document;
    TrainingJob* m_job;
    ReferenceProvider m_provider;
    QLabel* m_minGamesLabel;
    QSpinBox* m_minGames;
    QLabel* m_minShareLabel;
    QDoubleSpinBox* m_minShare;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QLabel* m_status;
    QString m_source;
    CoverageModel* m_model;
    QTableView* m_view;
};

class GameCheckPanel : public QWidget {
    Q_OBJECT

public:
    GameCheckPanel(RepertoireDocument* document, TrainingJob* job, QWidget* parent = nullptr);
    void setProvider(ReferenceProvider provider) { m_provider = std::move(provider); }
    // Where the player's names come from and are kept (Settings' "me").
    void setPreferences(Preferences* preferences);
    void run();
    QLineEdit* playerEdit() const { return m_player; }
    GameCheckModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QLabel* statusLabel() const { return m_status; }

signals:
    // Game `index` of `database`, to be shown at `ply` (the move that left the repertoire; 0: the start).
    void gameChosen(const std::shared_ptr<const pgn::Database>& database, std::size_t index, int ply);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showResult(const std::shared_ptr<const CheckResult>& result);

    RepertoireDocument* m_document;
    TrainingJob* m_job;
    ReferenceProvider m_provider;
    Preferences* m_preferences = nullptr;
    QLabel* m_playerLabel;
    QLineEdit* m_player;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QLabel* m_status;
    QString m_source;
    GameCheckModel* m_model;
    QTableView* m_view;
};

} // namespace kibitz::gui
