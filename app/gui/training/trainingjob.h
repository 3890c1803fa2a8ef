// TrainingJob: the slow work of the training window on workers - the search index of the reference database
// loaded (through DatabaseSearch, so its cache is read or built as everywhere else), the coverage of the repertoire
// and the player's games checked against it over that index, and the games of a filter read and merged into the
// repertoire. Invariants: only the latest request of each kind is delivered, and only for the database it was asked
// of; cancel() drops the running requests (a merge also stops reading games; coverage and check, which the library
// runs to the end, finish on the worker and their results are thrown away). A result holds what it was computed
// from, so it stays valid as long as it lives.
#pragma once

#include "database/databasesearch.h"

#include "training/coverage.h"
#include "training/repertoirecheck.h"

#include <QFuture>
#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

namespace kibitz::gui {

struct CoverageResult {
    std::shared_ptr<const DatabaseSearch::Index> index;
    training::RepertoirePtr repertoire;
    training::Coverage coverage;
};

struct CheckResult {
    std::shared_ptr<const DatabaseSearch::Index> index;
    training::RepertoirePtr repertoire;
    training::RepertoireCheck check;
};

class TrainingJob : public QObject {
    Q_OBJECT

public:
    explicit TrainingJob(QObject* parent = nullptr);
    ~TrainingJob() override; // cancels and waits for the workers

    // The reference database (a complete snapshot; null: none). Its index is loaded when a request needs it.
    void setDatabase(std::shared_ptr<const pgn::Database> database);
    std::shared_ptr<const pgn::Database> database() const { return m_search->database(); }
    std::shared_ptr<const DatabaseSearch::Index> index() const { return m_search->index(); }

    void coverage(training::RepertoirePtr repertoire, training::CoverageOptions options);
    void check(training::RepertoirePtr repertoire, training::PlayerSpec player);
    // The main lines of `games` of `database` (null filter: all), their first `plies` moves merged in one edit.
    void merge(training::RepertoirePtr repertoire, std::shared_ptr<const pgn::Database> database,
               std::shared_ptr<const pgn::GameFilter> games, int plies);
    void cancel();
    bool isBusy() const { return m_busy > 0 || m_search->isLoading(); }

signals:
    void progress(const QString& text);
    void busyChanged(bool busy);
    void failed(const QString& message);
    void coverageReady(const std::shared_ptr<const kibitz::gui::CoverageResult>& result);
    void checkReady(const std::shared_ptr<const kibitz::gui::CheckResult>& result);
    void mergeReady(const kibitz::training::RepertoireEdit& edit, int games);

private:
    void runWaiting(); // once the index is loaded
    void finished();   // a worker's result arrived (or was dropped)
    void keep(QFuture<void> future);

    DatabaseSearch* m_search;
    std::function<void()> m_waitingCoverage, m_waitingCheck; // asked before the index was loaded
    quint64 m_coverageRequest = 0, m_checkRequest = 0, m_mergeRequest = 0;
    int m_busy = 0;
    std::shared_ptr<std::atomic<bool>> m_mergeCancel;
    std::vector<QFuture<void>> m_futures;
};

} // namespace kibitz::gui
