// GameAnnotator: Game › Annotate… — the menu action, the dialog, the background run (AnnotationJob) with its
// progress bar and Cancel button for the status bar, and the result written into the game as ONE undoable step.
// The job works on a copy, so the board, navigation and even editing stay usable while it runs; at the end the
// analysis is written into the game as it is then, provided its main line still has the analysed moves (otherwise
// nothing is written and the message bar says why). Cancel keeps what was annotated so far (the dialog says so).
// Problems (an engine that fails, a refused result) go to the message bar.
#pragma once

#include "annotate/analysis.h"

#include <QObject>
#include <QPointer>

class QAction;
class QLabel;
class QProgressBar;
class QToolButton;
class QWidget;

namespace kibitz::gui {

class AnnotationJob;
class GameController;
class MessageBar;
class Preferences;

class GameAnnotator : public QObject {
    Q_OBJECT

public:
    // The engines and the dialog's last choices come from `preferences`, and the choices go back there.
    GameAnnotator(GameController* controller, Preferences* preferences, MessageBar* messages, QWidget* window);
    ~GameAnnotator() override;

    QAction* action() const { return m_action; }
    // Progress bar, "Annotating…" and Cancel: for the status bar, visible while an annotation runs.
    QWidget* progressWidget() const { return m_progress; }
    bool isRunning() const;

    // Starts an annotation of the current game without the dialog (the dialog's Annotate button calls it too).
    // engine: a configured engine's name, empty for the built-in one. False when one is running already, the
    // game has no moves or the engine is unknown (the message bar says so).
    bool start(const annotate::AnnotateOptions& options, const QString& engine = {});
    void cancel();

signals:
    void progressed(int done, int total); // positions evaluated
    void finished(bool written);          // after the result was written into the game (or could not be)

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showDialog();
    void onProgress(int done, int total);
    void onFinished();
    void retranslateUi();

    GameController* m_controller;
    Preferences* m_preferences;
    MessageBar* m_messages;
    QWidget* m_window;
    QAction* m_action;
    QWidget* m_progress;
    QLabel* m_label;
    QProgressBar* m_bar;
    QToolButton* m_cancel;
    QPointer<AnnotationJob> m_job;
};

} // namespace kibitz::gui
