// DossierJob: loading through DatabaseSearch, queries on QtConcurrent, results posted back by generation.
#include "dossierjob.h"

#include "database/cachedamage.h"

#include <QtConcurrent/QtConcurrentRun>

namespace kibitz::gui {

DossierJob::DossierJob(QObject* parent) : QObject(parent) {}

DossierJob::~DossierJob()
{
    if (m_cancel)
        m_cancel->store(true);
    for (QFuture<void>& f : m_futures)
        f.waitForFinished();
    qDeleteAll(m_searches); // each waits for its own loading worker
}

void DossierJob::keep(QFuture<void> future)
{
    std::erase_if(m_futures, [](const QFuture<void>& f) { return f.isFinished(); });
    m_futures.push_back(std::move(future));
}

void DossierJob::setDatabases(const std::vector<std::shared_ptr<const pgn::Database>>& databases, const QStringList& names)
{
    ++m_generation;
    if (m_cancel)
        m_cancel->store(true);
    qDeleteAll(m_searches);
    m_searches.clear();
    m_names = names;
    m_loaded = 0;
    for (std::size_t k = 0; k < databases.size(); ++k) {
        auto* search = new DatabaseSearch;
        const QString name = k < std::size_t(names.size()) ? names[int(k)] : QString();
        const auto done = [this, name] {
            ++m_loaded;
            emit loading(name, int(m_loaded), int(m_searches.size()));
            if (isReady()) {
                emit ready();
                runPending();
            }
        };
        connect(search, &DatabaseSearch::ready, this, done);
        connect(search, &DatabaseSearch::loadFailed, this, [this, name, done](const QString& why) {
            emit loadFailed(tr("%1 cannot be searched: %2").arg(name, why));
            done(); // the dossier goes on without it
        });
        m_searches.push_back(search);
        search->setDatabase(databases[k]);
    }
    for (DatabaseSearch* search : m_searches)
        search->load();
}

void DossierJob::findPlayers(const QString& query)
{
    m_query = query;
    m_findPending = true;
    ++m_findRequest;
    runPending();
}

void DossierJob::build(const std::vector<std::string>& spellings)
{
    m_spellings = spellings;
    m_buildPending = true;
    ++m_buildRequest;
    if (m_cancel)
        m_cancel->store(true); // the newer request wins
    runPending();
}

void DossierJob::runPending()
{
    if (!isReady())
        return;
    auto indexes = std::make_shared<std::vector<std::shared_ptr<const DatabaseSearch::Index>>>();
    QStringList names;
    for (std::size_t k = 0; k < m_searches.size(); ++k)
        if (m_searches[k]->index()) {
            indexes->push_back(m_searches[k]->index());
            names << m_names.value(int(k));
        }
    const quint64 generation = m_generation;
    if (m_findPending) {
        m_findPending = false;
        keep(QtConcurrent::run([this, indexes, generation, request = m_findRequest, query = m_query] {
            std::vector<const pgn::GameIndex*> list;
            for (const auto& index : *indexes)
                list.push_back(&index->database->index());
            auto groups = CacheDamage::guard([&] { return pgn::findPlayers(list, query.toStdString()); },
                                             decltype(pgn::findPlayers(list, {})){});
            QMetaObject::invokeMethod(this, [this, generation, request, query, groups = std::move(groups)] {
                if (generation == m_generation && request == m_findRequest)
                    emit playersFound(query, groups);
            });
        }));
    }
    if (m_buildPending) {
        m_buildPending = false;
        m_cancel = std::make_shared<std::atomic<bool>>(false);
        keep(QtConcurrent::run([this, indexes, names, generation, request = m_buildRequest, spellings = m_spellings, cancel = m_cancel] {
            auto result = std::make_shared<DossierResult>();
            result->indexes = *indexes;
            for (std::size_t k = 0; k < indexes->size(); ++k) {
                const DatabaseSearch::Index& index = *(*indexes)[k];
                result->sources.push_back(
                    {names.value(int(k)).toStdString(), &index.database->index(), index.facts.get(), index.search.get()});
            }
            pgn::DossierOptions options;
            options.cancel = cancel.get();
            options.recentGames = 50; // a window has room for more than the export's lists
            options.extremeGames = 10;
            const bool damaged = !CacheDamage::completed([&] { result->dossier = pgn::buildDossier(result->sources, spellings, options); });
            if (damaged || result->dossier.cancelled) // damaged: no dossier (CacheDamage has the file rebuilt)
                return;
            QMetaObject::invokeMethod(this, [this, generation, request, result = std::shared_ptr<const DossierResult>(result)] {
                if (generation == m_generation && request == m_buildRequest)
                    emit dossierReady(result);
            });
        }));
    }
}

} // namespace kibitz::gui
