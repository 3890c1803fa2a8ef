// TreeDock: the opening tree of the board's position in the open database. It follows the controller's position,
// asks DatabaseSearch for the tree on a worker (loading the search index first, with progress and Cancel), plays
// a clicked continuation through the controller, and asks for the games of the position (they become the game
// list's filter through DatabaseSearch::searchDone). Invariant: a continuation is played only while the tree
// shown is the tree of the board's current position.
#pragma once

#include "database/databasesearch.h"

#include <QDockWidget>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace kibitz::gui {

class GameController;
class OpeningTreeModel;

class TreeDock : public QDockWidget {
    Q_OBJECT

public:
    enum class Scope { WholeDatabase, CurrentFilter };

    TreeDock(DatabaseSearch* search, GameController* controller, QWidget* parent = nullptr);

    // The game list's filter (null: every game), used when the scope is the current filter.
    void setFilter(std::shared_ptr<const pgn::GameFilter> filter);
    Scope scope() const;
    void setScope(Scope scope);

    OpeningTreeModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QPushButton* gamesButton() const { return m_games; }
    QLabel* statusLabel() const { return m_status; }

    // Plays the continuation of a row (false when there is none or the tree is not of the board's position).
    bool playRow(int row);
    void showGamesOfPosition();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh(); // asks for the tree of the current position when it is worth showing
    void showResult(const std::shared_ptr<const TreeResult>& result);
    void updateStatus();
    std::shared_ptr<const pgn::GameFilter> scopeFilter() const;

    DatabaseSearch* m_search;
    GameController* m_controller;
    OpeningTreeModel* m_model;
    QComboBox* m_scope;
    QLabel* m_status;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QTableView* m_view;
    QPushButton* m_games;
    std::shared_ptr<const pgn::GameFilter> m_filter;
    QString m_failure;
};

} // namespace kibitz::gui
