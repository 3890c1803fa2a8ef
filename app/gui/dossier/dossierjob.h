// DossierJob: the worker side of the dossier window — the search indexes of the open databases loaded (one
// DatabaseSearch each, so caches are read, extended or built as everywhere else), then the spellings a name finds
// and the dossier of the spellings chosen, each computed on a worker. Invariants: results are delivered only for
// the latest request of their kind and the databases they were asked of; a newer dossier request cancels the one
// running; a result holds the indexes it was computed from, so its views stay valid as long as it lives.
#pragma once

#include "database/databasesearch.h"

#include "pgn/dossier.h"
#include "pgn/playernames.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <vector>

namespace kibitz::gui {

struct DossierResult {
    std::vector<std::shared_ptr<const DatabaseSearch::Index>> indexes; // what `sources` point into
    std::vector<pgn::DossierSource> sources;
    pgn::Dossier dossier;
};

class DossierJob : public QObject {
    Q_OBJECT

public:
    explicit DossierJob(QObject* parent = nullptr);
    ~DossierJob() override; // cancels and waits for the workers

    // The databases to read (complete snapshots) and the names to show for them; loading starts at once.
    void setDatabases(const std::vector<std::shared_ptr<const pgn::Database>>& databases, const QStringList& names);
    bool isReady() const { return m_loaded == m_searches.size() && !m_searches.empty(); }
    int databaseCount() const { return int(m_searches.size()); }

    // Requests; asked before the indexes are loaded, they run once they are.
    void findPlayers(const QString& query);
    void build(const std::vector<std::string>& spellings);

signals:
    void loading(const QString& name, int done, int total); // databases loaded so far
    void ready();
    void loadFailed(const QString& message);
    void playersFound(const QString& query, const std::vector<kibitz::pgn::PlayerGroup>& groups);
    void dossierReady(const std::shared_ptr<const kibitz::gui::DossierResult>& result);

private:
    void runPending();
    void keep(QFuture<void> future);

    std::vector<DatabaseSearch*> m_searches;
    QStringList m_names;
    std::size_t m_loaded = 0;
    quint64 m_generation = 0; // of the databases: results computed for older ones are dropped
    quint64 m_findRequest = 0, m_buildRequest = 0;
    bool m_findPending = false, m_buildPending = false;
    QString m_query;
    std::vector<std::string> m_spellings;
    std::shared_ptr<std::atomic<bool>> m_cancel; // of the running dossier
    std::vector<QFuture<void>> m_futures;
};

} // namespace kibitz::gui
