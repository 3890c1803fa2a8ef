// DossierWindow (Database > Player Dossier…): a player's dossier over the open databases. The user types a name;
// the players it finds are listed with their spellings (checkable), and the spellings checked make the dossier:
// a summary, the performance-by-year chart and the most recent games (a click opens one on the main board), the
// results by colour, year and opponents' rating, each colour's openings (move tree, ECO families, score chart),
// the longest and shortest games; exported as one HTML file or printed to PDF. Invariant: everything shown comes
// from one DossierResult, the latest the job delivered.
#pragma once

#include <QStringList>
#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTimer;
class QTreeView;

namespace kibitz::pgn {
class Database;
}

namespace kibitz::gui {

class DossierChart;
class DossierGamesModel;
class DossierJob;
class DossierPlayersModel;
class DossierStatsModel;
class DossierTreeModel;
struct DossierResult;

class DossierWindow : public QWidget {
    Q_OBJECT

public:
    explicit DossierWindow(QWidget* parent = nullptr);

    // The databases to read (complete snapshots) and the names shown for them; a name asked for is found again.
    void setDatabases(const std::vector<std::shared_ptr<const pgn::Database>>& databases, const QStringList& names);
    // As typing `name` and pressing Enter.
    void findPlayer(const QString& name);
    // The exports of what is shown; each returns the error ("" on success).
    QString exportHtml(const QString& path);
    QString exportPdf(const QString& path);

    // Parts, for tests.
    QLineEdit* nameEdit() const { return m_name; }
    DossierPlayersModel* players() const { return m_players; }
    DossierGamesModel* recentGames() const { return m_recent; }
    QTableView* recentView() const { return m_recentView; }
    DossierStatsModel* years() const { return m_years; }
    DossierTreeModel* tree(bool white) const { return white ? m_whiteTree : m_blackTree; }
    QLabel* summary() const { return m_summary; }
    QTabWidget* tabs() const { return m_tabs; }
    const DossierResult* result() const { return m_result.get(); }

signals:
    void gameChosen(const std::shared_ptr<const pgn::Database>& database, std::size_t index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void createParts();
    QWidget* overviewTab();
    QWidget* resultsTab();
    QWidget* coloursTab(bool white);
    QWidget* gamesTab();
    QTableView* gameView(DossierGamesModel* model);
    QTableView* statsView(DossierStatsModel* model);
    void showResult(const std::shared_ptr<const DossierResult>& result);
    void showSummary();
    void openGame(DossierGamesModel* model, int row);
    void exportTo(bool pdf);
    void retranslateUi();

    DossierJob* m_job;
    QLineEdit* m_name;
    QPushButton* m_find;
    QPushButton* m_html;
    QPushButton* m_pdf;
    QLabel* m_playerLabel;
    QTreeView* m_playersView;
    DossierPlayersModel* m_players;
    QLabel* m_summary;
    QTabWidget* m_tabs;
    DossierChart* m_yearChart;
    DossierChart* m_openingChart[2];
    DossierGamesModel *m_recent, *m_longest, *m_shortest;
    QTableView* m_recentView;
    DossierStatsModel *m_colours, *m_years, *m_bands, *m_families[2];
    DossierTreeModel *m_whiteTree, *m_blackTree;
    QTreeView* m_treeViews[2] = {nullptr, nullptr};
    std::vector<QLabel*> m_titles; // section titles, retranslated with their sources below
    std::vector<const char*> m_titleTexts;
    QLabel* m_status;
    QProgressBar* m_progress;
    QTimer* m_rebuild; // coalesces check changes into one dossier request
    QString m_asked;   // the name last asked for
    std::shared_ptr<const DossierResult> m_result;
};

} // namespace kibitz::gui
