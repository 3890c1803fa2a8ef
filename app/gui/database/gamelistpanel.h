// GameListPanel: the games of one PGN file, for a dock of the main window (quick filter, a search's filter with
// Reset, sortable and configurable columns, loading progress with Cancel). Choosing a game (double-click, Enter)
// emits gameChosen() with the database snapshot the row belongs to; the list stays, so the user can go through a
// database game after game. Its window title names the file (the dock shows it). The columns' widths, order and
// visibility are kept in Preferences.
#pragma once

#include <QStringList>
#include <QWidget>

#include <cstddef>
#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;
class QTimer;

namespace kibitz::pgn {
class Database;
class GameFilter;
} // namespace kibitz::pgn

namespace kibitz::gui {

class GameListModel;
class IndexLoader;
class Preferences;

class GameListPanel : public QWidget {
    Q_OBJECT

public:
    explicit GameListPanel(Preferences* preferences, QWidget* parent = nullptr);
    ~GameListPanel() override;

    // Starts loading a PGN file (replacing the current one) and shows its games as they are indexed.
    void openFile(const QString& path);
    // The same for a database opened elsewhere: its games are shown at once, the rest as they are indexed.
    void openDatabase(const std::shared_ptr<const pgn::Database>& database);
    // The file changed (a game saved into it): shows it as it is now, keeping the current game selected.
    void reload();
    IndexLoader* loader() const { return m_loader; }
    GameListModel* model() const { return m_model; }
    QTableView* view() const { return m_view; }
    QLineEdit* filterEdit() const { return m_filter; }
    QPushButton* resetButton() const { return m_reset; }
    // A search's result becomes the list's filter (null: none); Reset Filter clears it and the quick filter.
    void setSearchFilter(std::shared_ptr<const pgn::GameFilter> filter);
    void resetFilter();

    // The game in the current row (file order), or SIZE_MAX when none is selected.
    std::size_t currentGame() const;
    // The games of the selected rows, in file order (several rows can be selected for copying or deleting).
    std::vector<std::size_t> selectedGames() const;
    void selectGame(std::size_t game); // makes it current if it is shown
    QString countText() const;         // "12,345 of 87,038 games"
    std::size_t gameCount() const;     // games of the database listed (or held: holdListing)

    // Listing a whole database at once holds the event loop (Qt's table keeps an entry per row: ~0.15 s for ten
    // million games). holdListing() makes the loader's next complete database wait (the rows listed so far stay)
    // until releaseListing() or limitMs after it arrived, so that the window can first show what it waits for too
    // (the opening tree). Fewer than HeldRowsAtLeast new rows are listed at once (a millisecond's work); a newer
    // database or a failure ends the hold.
    static constexpr int HoldLimitMs = 500;
    static constexpr std::size_t HeldRowsAtLeast = 10000;
    void holdListing(int limitMs = HoldLimitMs);
    void releaseListing();
    bool willHoldListing() const { return m_holding; }       // the next complete database will wait
    bool isListingHeld() const { return m_held != nullptr; } // a complete database waits to be listed

signals:
    void gameChosen(const std::shared_ptr<const pgn::Database>& database, std::size_t index);
    void searchRequested();   // the Search button
    void shownGamesChanged(); // the rows now show another set of games (model()->shownGames())

protected:
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void retranslateUi();
    void prepareLoading(const QString& path);
    void chooseCurrent();
    void updateCount();
    void setLoadingUi(bool loading);
    void showStatus(const QString& text, bool error);
    void showColumnMenu(const QPoint& pos);
    void forgetHeld(); // drops a held database unlisted (a newer one or a failure)
    void restoreColumns();
    void saveColumns() const;

    Preferences* m_preferences;
    IndexLoader* m_loader;
    GameListModel* m_model;
    QLineEdit* m_filter;
    QLabel* m_count;
    QTableView* m_view;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    QLabel* m_status;
    QPushButton* m_search;
    QPushButton* m_reset;
    QTimer* m_filterDelay;
    QTimer* m_holdLimit;
    bool m_holding = false;
    bool m_cacheRebuilt = false;                 // the loader indexes again after a damaged cache (said when done)
    std::shared_ptr<const pgn::Database> m_held; // the complete database waiting while held
    std::size_t m_keepGame = std::size_t(-1);    // the game to keep selected across a re-sort or re-filter
    QStringList m_damaged;                       // games of a converted database not read completely
};

} // namespace kibitz::gui
