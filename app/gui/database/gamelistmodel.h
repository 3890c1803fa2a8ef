// GameListModel: the game selection table as a virtual view of a database's header index (no object per game).
// Sorting and the quick filter run on a worker thread into a permutation that is swapped in with a model reset;
// a newer request cancels an older one. Invariant: the rows shown always belong to m_shown's database snapshot
// and permutation, so the table stays consistent while a newer snapshot or order is being computed.
#pragma once

#include "gamecolumn.h"
#include "gamelistquery.h"

#include "pgn/database.h"

#include <QAbstractTableModel>
#include <QFutureWatcher>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace kibitz::gui {

class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role { GameRole = Qt::UserRole + 1 }; // the row's game number in file order (0-based, qulonglong)
    // Dragged rows: which database (its bytes' address, valid in this process only) and which games.
    static constexpr const char* GamesMimeType = "application/x-kibitz-games";
    static bool decodeGames(const QMimeData* data, quintptr& database, std::vector<std::size_t>& games);

    explicit GameListModel(QObject* parent = nullptr);
    ~GameListModel() override;

    // The database (complete or a growing prefix); the current sort and filter are applied to its games.
    void setDatabase(std::shared_ptr<const pgn::Database> database);
    // The snapshot the rows belong to: a row's game is read from it.
    std::shared_ptr<const pgn::Database> database() const { return m_shown.database; }

    // Quick filter: case-insensitive substrings of players, event, ECO or year; words combine with AND.
    void setFilterText(const QString& text);
    QString filterText() const { return m_filterText; }
    // A search's result (over database()'s games; null: every game); combines with the quick filter (AND).
    void setGameFilter(std::shared_ptr<const pgn::GameFilter> filter);
    std::shared_ptr<const pgn::GameFilter> gameFilter() const { return m_query.filter; }
    bool isFiltered() const { return m_query.filter || !m_query.words.empty(); }
    // The games the rows show (null: every game), e.g. for an opening tree of the current filter.
    std::shared_ptr<const pgn::GameFilter> shownGames() const { return m_shown.games; }
    GameColumn sortColumn() const { return m_query.sortColumn; }
    Qt::SortOrder sortOrder() const { return m_query.descending ? Qt::DescendingOrder : Qt::AscendingOrder; }

    bool isBusy() const { return m_pending != nullptr; } // a sort or filter is being computed
    // Rows are listed at most ListingStep per turn of the event loop: Qt's table keeps an entry per row, and adding
    // ten million at once held the event loop ~0.12 s. While listing, rowCount() grows to the shown games' count;
    // orderApplied() comes once all are listed.
    static constexpr int ListingStep = 1 << 20;
    int shownCount() const; // rows of the shown games (rowCount() reaches it once all are listed)
    bool isListing() const { return m_listed < shownCount(); }
    void setListingStep(int rows) { m_step = std::max(1, rows); } // for tests
    std::size_t totalGames() const { return m_shown.database ? m_shown.database->size() : 0; }
    std::size_t gameAt(int row) const;     // file-order game number of a row
    int rowOfGame(std::size_t game) const; // -1 when the game is filtered out

    // QAbstractItemModel
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QStringList mimeTypes() const override;
    QMimeData* mimeData(const QModelIndexList& indexes) const override;
    Qt::DropActions supportedDragActions() const override { return Qt::CopyAction | Qt::MoveAction; }

    // Cell text as displayed (also used by tests to check the order).
    QString text(std::size_t game, GameColumn column) const;

signals:
    void busyChanged(bool busy);
    void orderApplied(); // a new index or permutation is now shown (rows may have changed)

private:
    struct Shown {
        std::shared_ptr<const pgn::Database> database;
        std::shared_ptr<const std::vector<std::uint32_t>> order; // null: file order, all games
        std::shared_ptr<const pgn::GameFilter> games;            // the games in `order` (null: all)
    };
    struct Computed {
        std::vector<std::uint32_t> order;
        std::shared_ptr<const pgn::GameFilter> games;
    };
    struct Job {
        std::shared_ptr<const pgn::Database> database;
        std::shared_ptr<std::atomic<bool>> cancel;
        QFutureWatcher<std::optional<Computed>> watcher;
    };

    void recompute(std::shared_ptr<const pgn::Database> database);
    void apply(Shown shown);
    void listMore(std::uint64_t generation); // a step of rows, then again on the next turn of the event loop
    QString fieldText(std::size_t game, pgn::IndexField field) const;
    QVariant cell(const QModelIndex& index, int role) const; // data(), which may meet a damaged cache part

    Shown m_shown;
    std::shared_ptr<const pgn::Database> m_latest;
    GameQuery m_query;
    QString m_filterText;
    std::unique_ptr<Job> m_pending;
    int m_listed = 0; // rows the view has (a prefix of m_shown's while listing)
    int m_step = ListingStep;
    std::uint64_t m_listGeneration = 0; // one per apply(): a newer one stops an older one's listing
};

} // namespace kibitz::gui
