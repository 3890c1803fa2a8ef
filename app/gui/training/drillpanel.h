// DrillPanel: drills the repertoire on a board. The user plays the repertoire's side; the session (training::
// DrillSession) plays the opponent's replies and the moves before the card, so a drill reads like a game. A right
// move is played on and waits for a rating (Again, Hard, Good, Easy - or one from the time taken, when chosen); a
// wrong one is marked, rated Again by the session and the accepted moves are drawn as arrows. Modes: the cards due
// now, one chapter's lines in order, or every card without rescheduling. Invariants: a session belongs to one
// document - an edit, undo or another file ends it; the progress is written beside the repertoire after every review.
#pragma once

#include "training/drill.h"

#include "core/gameline.h"

#include <QElapsedTimer>
#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace kibitz::gui {

class BoardWidget;
class RepertoireDocument;

class DrillPanel : public QWidget {
    Q_OBJECT

public:
    DrillPanel(RepertoireDocument* document, QWidget* parent = nullptr);
    ~DrillPanel() override;

    // Asked at the start of each session: how often a reference database plays each move, to choose the
    // opponent's replies (an empty function: evenly).
    void setReplyCounts(std::function<training::ReplyCounts()> counts) { m_counts = std::move(counts); }
    void start(training::DrillMode mode, int chapter = 0);
    void stop(const QString& why = {});
    bool isRunning() const { return m_session != nullptr; }

    // Parts, for tests.
    BoardWidget* board() const { return m_board; }
    QPushButton* ratingButton(training::Rating rating) const { return m_rate[int(rating) - 1]; }
    QPushButton* continueButton() const { return m_continue; }
    QLabel* promptLabel() const { return m_prompt; }
    QLabel* verdictLabel() const { return m_verdict; }
    const std::optional<training::DrillPrompt>& prompt() const { return m_current; }

signals:
    void reviewed(); // the progress changed
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void documentChanged();
    void showNext();
    void played(Move move);
    void rate(training::Rating rating);
    void saveProgress();
    void showLine(const std::string& startFen, const std::vector<Move>& moves);
    void setRating(bool waiting);
    QString lineText() const; // the moves of the prompt
    void retranslateUi();

    RepertoireDocument* m_document;
    std::function<training::ReplyCounts()> m_counts;
    std::unique_ptr<training::DrillSession> m_session;
    std::optional<training::DrillPrompt> m_current;
    GameLine m_line; // what the board shows
    QElapsedTimer m_clock;
    QComboBox* m_mode;
    QComboBox* m_chapter;
    QCheckBox* m_autoRate;
    QPushButton* m_start;
    BoardWidget* m_board;
    QLabel* m_prompt;
    QLabel* m_verdict;
    QPushButton* m_rate[4];
    QPushButton* m_continue;
    QLabel* m_score;
};

} // namespace kibitz::gui
