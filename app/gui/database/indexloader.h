// IndexLoader: opens a PGN file and produces its GameIndex off the GUI thread: from the on-disk cache when it is
// current (near-instant reopen), else by indexing with progress, Cancel and early partial results, then saving
// the cache. Invariant: signals are emitted on the loader's thread and only for the latest open() call; the
// mapped file stays alive as long as the loader has it open, so gameText() is always valid for the index.
#pragma once

#include "pgn/game.h"
#include "pgn/gameindex.h"
#include "pgn/mappedfile.h"
#include "pgn/savefile.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

namespace kibitz::gui {

class IndexLoader : public QObject {
    Q_OBJECT

public:
    explicit IndexLoader(QObject* parent = nullptr);
    ~IndexLoader() override; // cancels and waits for the worker

    // Starts loading `path` (cancelling a load in progress). Results arrive through the signals.
    void open(const QString& path);
    void cancel();
    bool isLoading() const { return m_loading; }
    // Off: neither read nor write the index cache (always index the file).
    void setCacheEnabled(bool enabled) { m_cacheEnabled = enabled; }
    bool cacheEnabled() const { return m_cacheEnabled; }

    QString fileName() const { return m_path; }
    std::shared_ptr<const pgn::GameIndex> index() const { return m_index; }
    std::size_t gameCount() const { return m_index ? m_index->size() : 0; }
    // The PGN text of game `game` (file order) and the game read from it.
    std::string gameText(std::size_t game) const;
    std::optional<pgn::Game> readGame(std::size_t game) const;
    // Size and modification time of the file the index was built from (to detect outside changes on save).
    std::optional<pgn::FileStamp> fileStamp() const;

signals:
    void started(const QString& path);
    // A partial (complete == false) or the final index; the table can show it at once.
    void indexChanged(std::shared_ptr<const pgn::GameIndex> index, bool complete);
    void progressChanged(qint64 done, qint64 total);
    void finished(bool fromCache); // the complete index is available
    void failed(const QString& message);
    void cancelled();
    void cacheNotSaved(const QString& reason); // loading succeeded; only the cache could not be written

private:
    struct Shared; // what the worker and the loader share (cancel flag, job id)
    void run(std::shared_ptr<Shared> shared, QString path, bool useCache);
    void post(const std::shared_ptr<Shared>& shared, std::function<void()> action);

    QString m_path;
    std::shared_ptr<pgn::MappedFile> m_file;
    std::shared_ptr<const pgn::GameIndex> m_index;
    std::shared_ptr<Shared> m_current;
    std::vector<QFuture<void>> m_futures; // the current worker and superseded ones still finishing
    bool m_loading = false;
    bool m_cacheEnabled = true;
};

} // namespace kibitz::gui
