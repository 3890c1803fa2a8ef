// ExchangeActions: Database › Save as SCID Database… (the current list's games; the list's context menu offers it
// for the selected games), and Database › Merge Databases…. Each asks where (file dialogs) and runs on a
// DatabaseJob behind a progress dialog whose Cancel stops it; the outcome goes to the status bar, and what the
// result could not keep or read (game by game) to a dialog listing it; a merged database opens in its own tab.
// Invariant: one job at a time (the actions are disabled while one runs); nothing is written unless it finishes.
#pragma once

#include "databasejob.h"

#include "formats/merge.h"
#include "pgn/database.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QAction;
class QProgressDialog;
class QWidget;

namespace kibitz::gui {

class DatabaseDocks;
class Preferences;

class ExchangeActions : public QObject {
    Q_OBJECT

public:
    ExchangeActions(DatabaseDocks* docks, Preferences* preferences, QWidget* window);

    QAction* saveAsScidAction() const { return m_saveAsScid; }
    QAction* mergeAction() const { return m_merge; }
    // The dialog-free parts (the actions call them after asking; tests call them directly). False when a job runs.
    bool saveAsScid(std::shared_ptr<const pgn::Database> database, std::vector<std::size_t> games, const QString& path);
    bool merge(const QStringList& inputs, const QString& output, formats::Dedupe dedupe);
    void chooseAndSaveAsScid(const std::vector<std::size_t>& games); // empty: every game of the current list
    DatabaseJob* job() const { return m_job; }

signals:
    void finished(const kibitz::gui::JobResult& result);

private:
    void chooseAndMerge();
    void started(const QString& title);
    void report(const JobResult& result);
    void retranslateUi();
    bool eventFilter(QObject* watched, QEvent* event) override;

    DatabaseDocks* m_docks;
    Preferences* m_preferences;
    QWidget* m_window;
    DatabaseJob* m_job;
    QProgressDialog* m_progress = nullptr;
    QAction* m_saveAsScid;
    QAction* m_merge;
    QString m_openWhenDone; // a merged database, shown in a tab once written
};

} // namespace kibitz::gui
