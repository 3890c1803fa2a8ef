// DatabaseSearch: the search side of the open database for the GUI — its game store and position index loaded,
// extended or built on a worker (SearchCache, with progress and cancel), and the queries over it (opening tree,
// games of a position, header/position/material search) run on workers too, so the GUI thread never waits.
// Invariants: a result is delivered only for the latest request of its kind and for the database it was asked
// of; at most one query of each kind runs, and a newer one cancels it (or replaces the one waiting behind it).
#pragma once

#include "pgn/database.h"
#include "pgn/gamefacts.h"
#include "pgn/gamefilter.h"
#include "pgn/headersearch.h"
#include "pgn/materialsearch.h"
#include "pgn/openingtree.h"
#include "pgn/searchindex.h"

#include "core/types.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::gui {

// A position as the workers take it: a FEN (Position cannot be copied) and its key to match results with.
struct SearchPosition {
    std::string fen;
    bool chess960 = false;
    Key key = 0;
    static SearchPosition of(const Position& position);
};

struct TreeResult {
    SearchPosition position;
    pgn::OpeningTree tree;
    bool filtered = false; // over a filter rather than the whole database
    double milliseconds = 0;
};

// What the search dialog asks: any of header criteria, a position and a material query, combined with AND; and
// how the games found combine with the games the list shows now.
struct GameSearch {
    enum class Combine { Replace, And, Or, Not }; // found; shown AND found; shown OR found; shown AND NOT found
    pgn::HeaderQuery header;
    std::optional<SearchPosition> position;
    std::optional<pgn::MaterialQuery> material;
    Combine combine = Combine::Replace;
};

class DatabaseSearch : public QObject {
    Q_OBJECT

public:
    // What the queries read; immutable and shared with the workers.
    struct Index {
        std::shared_ptr<const pgn::Database> database;
        std::shared_ptr<const pgn::SearchIndex> search;
        std::shared_ptr<const pgn::GameFacts> facts;
    };

    explicit DatabaseSearch(QObject* parent = nullptr);
    ~DatabaseSearch() override; // cancels and waits for the workers

    // The database to search (a complete snapshot; null: none). Nothing is loaded until load() is called.
    void setDatabase(std::shared_ptr<const pgn::Database> database);
    std::shared_ptr<const pgn::Database> database() const { return m_database; }
    // Starts loading the search index of the database unless it is loaded or loading.
    void load();
    void cancelLoading();
    bool isLoading() const { return m_loading; }
    std::shared_ptr<const Index> index() const { return m_index; } // null until loaded

    // Queries (ignored until the index is loaded; callers ask again on ready()). `filter` null: every game.
    void tree(const SearchPosition& position, std::shared_ptr<const pgn::GameFilter> filter);
    // `shown`: the games the list shows now (null: every game), combined with the games found as the query says.
    void search(const GameSearch& query, std::shared_ptr<const pgn::GameFilter> shown = nullptr);

signals:
    void databaseChanged(); // another database (or none) is searched; nothing is loaded for it yet
    void loadingStarted();
    void progressChanged(qint64 done, qint64 total);
    void ready(); // index() is available
    void loadFailed(const QString& message);
    void treeReady(const std::shared_ptr<const kibitz::gui::TreeResult>& result);
    // The games that matched, as a filter over `database`.
    void searchDone(const std::shared_ptr<const pgn::Database>& database, const std::shared_ptr<const pgn::GameFilter>& games);

private:
    // A kind of query: the running job's cancel flag and the request waiting behind it.
    using Work = std::function<std::function<void()>(const Index& index, const std::atomic<bool>& cancel)>;
    struct Lane {
        bool running = false;
        std::shared_ptr<std::atomic<bool>> cancel;
        Work waiting;
        quint64 generation = 0;
    };
    void damageFound(const QString& cacheFile); // a part of a cache was damaged (CacheDamage)
    void completeFacts();                       // the loaded index's lazy facts, all of them, on a worker (once)
    void submit(Lane& lane, Work work);
    void start(Lane& lane, Work work);
    void keep(QFuture<void> future);

    std::shared_ptr<const pgn::Database> m_database;
    std::shared_ptr<const Index> m_index;
    std::shared_ptr<std::atomic<bool>> m_loadCancel;
    quint64 m_loadGeneration = 0;
    bool m_loading = false;
    Lane m_treeLane, m_searchLane;
    std::weak_ptr<const Index> m_factsCompleting; // the index whose facts' completion was started
    std::shared_ptr<std::atomic<bool>> m_completeCancel;
    std::vector<QFuture<void>> m_futures; // workers still running (waited for in the destructor)
};

} // namespace kibitz::gui
