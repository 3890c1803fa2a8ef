// Drill sessions over a repertoire and its progress, without any user interface: the session plays lines from a
// chapter start like a game - the opponent's replies chosen among the repertoire's (weighted by how often a reference
// database plays them, with a seeded generator), the user's own moves played for them where no card is asked - and
// stops at each card to ask. Modes: the cards due now (new cards included, up to a limit), the lines of one chapter
// (or of one line) in order, or every card without rescheduling. Any accepted move is right; a wrong move rates Again
// by itself; a right one takes the user's rating, or one from the time taken.
// Invariants: only Due and Line sessions change the progress (each answer is one FSRS review and one log line);
// nothing here reads a clock or the settings - the caller passes the time and the choices.
#pragma once

#include "coverage.h"
#include "fsrs.h"
#include "progress.h"
#include "repertoire.h"

#include <array>
#include <functional>
#include <optional>
#include <random>
#include <set>
#include <vector>

namespace kibitz::training {

enum class DrillMode : std::uint8_t { Due, Line, Practice };

struct DrillSettings {
    DrillMode mode = DrillMode::Due;
    int chapter = 0;        // Line: the chapter whose lines are drilled, main line first
    std::vector<Move> line; // Line: only the lines through these moves from the chapter's start (empty: all)
    int maxNewCards = -1;   // Due: new cards the session introduces (-1: no limit)
    bool autoRate = false;  // rate right answers by the time taken: under easyBelowMs Easy, under goodBelowMs Good, else Hard
    int easyBelowMs = 4000;
    int goodBelowMs = 15000;
    std::uint64_t seed = 0; // the opponent's choices
};
Rating ratingForTime(int answerMs, const DrillSettings& settings);

// How often each move was played in a position (empty: unknown), to weight the opponent's replies.
using ReplyCounts = std::function<std::vector<std::pair<Move, std::uint64_t>>(const Position&)>;
ReplyCounts referenceCounts(std::vector<ReferenceDatabase> databases);

// A card to answer. The board is the line's start with `moves` played; the last `fresh` of them are new since the
// previous prompt (the opponent's reply, usually; the whole line when `newLine`).
struct DrillPrompt {
    NodeIndex node = NoIndex;
    std::string position; // the card's key (FEN fields)
    std::string startFen; // empty: the standard start
    std::vector<Move> moves;
    std::size_t fresh = 0;
    bool newLine = false;
    CardState state = CardState::New; // the card's state before the answer
};

struct DrillVerdict {
    bool correct = false;
    bool isMain = false; // the main move was played
    Move played, main;
    std::vector<Move> accepted;   // main first
    std::optional<Rating> rating; // applied: Again for a wrong move, the automatic one; nullopt until rate()
    FsrsCard card;                // the card after the rating (as it was in practice, or while a rating is awaited)
    Move continuation;            // the move the line goes on with: the one played when right, else the main move
                                  // (in Line mode the line's own move)
};

class DrillSession {
public:
    // `progress` (synced with the repertoire, progress.h) must outlive the session; the caller saves it.
    DrillSession(RepertoirePtr repertoire, Progress& progress, DrillSettings settings, ReplyCounts counts = {},
                 FsrsParameters parameters = {});

    // The next card to ask at `now`, playing the moves that lead to it; nullopt when the session is over. A right
    // answer still waiting for its rating is rated Good first.
    std::optional<DrillPrompt> next(TimeMs now);
    // Checks the move played at the prompt (it need not be legal: a wrong move is simply wrong).
    DrillVerdict answer(Move move, TimeMs now, int answerMs);
    // Rates the last right answer (when autoRate is off); false when no answer waits for a rating.
    bool rate(Rating rating, TimeMs now);
    std::size_t answered() const { return m_answered; }
    std::size_t wrong() const { return m_wrong; }

private:
    struct Pending {
        NodeIndex node = NoIndex;
        Move played;
        int answerMs = 0;
    };
    bool isPending(NodeIndex i, TimeMs now) const;
    void review(NodeIndex node, Rating rating, TimeMs now, Move played, int answerMs, bool correct);
    std::optional<DrillPrompt> nextWalk(TimeMs now);
    std::optional<DrillPrompt> nextLine();
    void startLine(NodeIndex root);
    DrillPrompt prompt(NodeIndex node);
    void buildLegs();

    RepertoirePtr m_rep;
    Progress& m_progress;
    DrillSettings m_settings;
    ReplyCounts m_counts;
    Fsrs m_fsrs;
    std::mt19937_64 m_rng;
    int m_newLeft = -1;
    std::set<NodeIndex> m_done; // Practice: answered right; Line: asked
    // The line being played.
    NodeIndex m_at = NoIndex;
    std::string m_startFen;
    std::vector<Move> m_moves;
    std::size_t m_shown = 0; // moves the board showed at the last prompt or answer
    bool m_newLine = true;
    std::optional<NodeIndex> m_asking;
    std::optional<Pending> m_awaiting;
    // Line mode: each line of the chapter (its moves from the start), and where the session is.
    std::vector<std::vector<Move>> m_legs;
    std::size_t m_leg = 0, m_legAt = 0;
    std::size_t m_answered = 0, m_wrong = 0;
};

// The statistics view: cards by state, what falls due today and on each of the next 30 days (local days: the
// caller gives its offset from UTC), the lapses.
struct TrainingStats {
    int cards = 0, fresh = 0, learning = 0, review = 0, mature = 0; // mature: in review with an interval of 21 days or more
    int dueNow = 0, dueToday = 0;                                   // not new, due by now / by the end of today
    int lapses = 0;
    std::array<int, 30> upcoming{}; // [i]: due on the (i + 1)th day after today
};
TrainingStats statistics(const Repertoire& repertoire, const Progress& progress, TimeMs now, int utcOffsetMinutes = 0);

} // namespace kibitz::training
