// IndexLoader: pgn::Database's indexing on a worker thread, reported through signals: from the on-disk cache
// when it is current (near-instant reopen), else indexed with progress, Cancel and early partial results, then
// cached. Another program's database (SCID, formats/) is listed at once from its own index, its games converted
// to PGN in the cache (with progress and Cancel; once), and that PGN indexed the same way; fileName() stays the
// file the user opened. Invariant: signals are emitted on the loader's thread and only for the latest open()/reopen() call;
// every database it hands out is a complete snapshot or a partial one (a prefix of the file's games).
// A header index from the cache is mapped and its entries checked as they are read: a damaged part found by any
// reader (CacheDamage) makes the loader index the file again, as on a first opening.
#pragma once

#include "pgn/database.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace kibitz::gui {

class IndexLoader : public QObject {
    Q_OBJECT

public:
    explicit IndexLoader(QObject* parent = nullptr);
    ~IndexLoader() override; // cancels and waits for the worker

    // Starts loading (cancelling a load in progress); results arrive through the signals.
    void open(const QString& path); // opens the file on the worker
    // Continues indexing a database opened elsewhere (e.g. the prefix FileActions indexed).
    void open(const std::shared_ptr<const pgn::Database>& database);
    // The current database's file as it is on disk now (after a save into it): appended games extend the index.
    void reopen();
    void cancel();
    bool isLoading() const { return m_loading; }
    // Off: neither read nor write the index cache (always index the file).
    void setCacheEnabled(bool enabled) { m_cacheEnabled = enabled; }
    bool cacheEnabled() const { return m_cacheEnabled; }

    QString fileName() const { return m_path; }
    std::shared_ptr<const pgn::Database> database() const { return m_database; }
    std::size_t gameCount() const { return m_database ? m_database->size() : 0; }

signals:
    void started(const QString& path);
    // A partial (complete == false) or the complete database; the table can show it at once.
    void databaseChanged(const std::shared_ptr<const pgn::Database>& database, bool complete);
    void progressChanged(qint64 done, qint64 total);
    void finished(bool fromCache); // the complete database is available
    void failed(const QString& message);
    void cancelled();
    void cacheNotSaved(const QString& reason);      // loading succeeded; only the cache could not be written
    void damagedGames(const QStringList& problems); // a converted database's games that could not be read completely
    void cacheDamaged();                            // the header index cache was damaged: removed, and the file is being indexed again

private:
    void damageFound(const QString& cacheFile);
    struct Shared; // what the worker and the loader share (cancel flag, progress step)
    void start(const QString& path, std::shared_ptr<const pgn::Database> from, bool reopening);
    void run(const std::shared_ptr<Shared>& shared, const QString& path, std::shared_ptr<const pgn::Database> from, bool reopening,
             bool useCache);
    void post(const std::shared_ptr<Shared>& shared, std::function<void()> action);
    using Publish = std::function<void(std::shared_ptr<const pgn::Database>, bool complete, bool fromCache)>;
    // The foreign database `file` converted to PGN: its own index published first; null after a failure or cancel
    // (already reported).
    std::shared_ptr<const pgn::Database> convert(const std::shared_ptr<Shared>& shared, const std::string& file, const Publish& publish,
                                                 const std::function<void(const std::string&)>& fail);

    QString m_path;
    std::shared_ptr<const pgn::Database> m_database;
    std::shared_ptr<Shared> m_current;
    std::vector<QFuture<void>> m_futures; // the current worker and superseded ones still finishing
    bool m_loading = false;
    bool m_cacheEnabled = true;
};

} // namespace kibitz::gui
