// RepertoireDocument: the repertoire open in the training window and its progress. The repertoire is an immutable
// training::Repertoire; every edit is one step on the undo stack holding the documents before and after it, so undo
// and redo only swap documents. The progress (FSRS cards, progress.h) is synced to whatever document is current and
// written atomically beside the repertoire after every review. Invariants: repertoire() is never null; saving
// writes through the library (atomic, every unedited byte kept) and ends the undo history, because the saved file
// is read again and older documents would no longer match the file on disk.
#pragma once

#include "training/progress.h"
#include "training/repertoire.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>

namespace kibitz::gui {

class RepertoireDocument : public QObject {
    Q_OBJECT

public:
    explicit RepertoireDocument(QObject* parent = nullptr);

    const training::RepertoirePtr& repertoire() const { return m_rep; }
    training::Progress& progress() { return m_progress; }
    const training::Progress& progress() const { return m_progress; }
    QUndoStack* undoStack() { return &m_undo; }
    QString path() const { return QString::fromStdString(m_rep->path()); }
    bool isModified() const { return m_rep->modified(); }

    // The local time the training works in: reviews, what is due, and which day counts as today. The system clock
    // unless set; tests set one so that their cards' days do not depend on the hour they run at.
    using Clock = std::function<QDateTime()>;
    QDateTime now() const { return m_clock ? m_clock() : QDateTime::currentDateTime(); }
    training::TimeMs nowMs() const { return now().toMSecsSinceEpoch(); }
    void setClock(Clock clock) { m_clock = std::move(clock); }

    // A new empty repertoire for `side` (no file until saved).
    void create(Color side);
    // Reads `path` and the progress beside it; returns the error (empty on success). Read problems of the file and
    // of the progress (a damaged progress file is moved aside by the library) go to message().
    QString open(const QString& path);
    // Writes the repertoire (to `path` when given: Save As) and the progress; returns the error or "".
    QString save(const QString& path = {});
    // Writes the progress beside the repertoire (nothing without a file); returns the error or "".
    QString saveProgress();

    // One undo step: the edit's document becomes current (`text` names the step). False when the edit failed; its
    // error then goes to message().
    bool apply(const training::RepertoireEdit& edit, const QString& text);

    // The document as the undo stack sets it (no undo step).
    void setCurrent(training::RepertoirePtr repertoire);

signals:
    void changed();                    // another document (an edit, undo, redo, open, save)
    void message(const QString& text); // for the status line
    void progressChanged();            // a review or a sync changed the cards

private:
    void syncProgress();

    training::RepertoirePtr m_rep;
    training::Progress m_progress;
    QUndoStack m_undo;
    Clock m_clock;
};

} // namespace kibitz::gui
