// Training progress of one repertoire, kept beside it in "<repertoire file>.progress": one FSRS card per position
// where the repertoire's side is to move, keyed by the position (its FEN's first four fields), so a card keeps its
// history however the repertoire's lines change around it, and the review log.
// The file is UTF-8 text, one record per line, fields separated by tabs, written atomically and checksummed:
//   KibitzProgress <TAB> 1
//   side <TAB> white|black
//   card <TAB> <position> <TAB> <state> <TAB> <due> <TAB> <last review or -> <TAB> <stability> <TAB> <difficulty>
//        <TAB> <elapsed days> <TAB> <scheduled days> <TAB> <reps> <TAB> <lapses> <TAB> <learning step> <TAB> active|retired
//   review <TAB> <position> <TAB> <time> <TAB> <rating> <TAB> <state before> <TAB> <elapsed days> <TAB> <scheduled days>
//        <TAB> <stability> <TAB> <difficulty> <TAB> <answer ms> <TAB> <move played (UCI) or -> <TAB> right|wrong
//   end <TAB> <cards> <TAB> <reviews> <TAB> <checksum64 of every byte before this line, 16 hex digits>
// Times are UTC, "2024-03-10T08:00:00.000Z"; states and ratings by name (fsrs.h). A card whose position left the
// repertoire is kept "retired" (it comes back with its history if the position does).
// Invariants: a file that fails any check is never read in part nor overwritten: load() moves it aside
// ("<file>.corrupt-<time>" or ".stale-<time>") and says so; records are kept sorted by position.
#pragma once

#include "fsrs.h"
#include "repertoire.h"

#include "pgn/atomicfile.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::training {

struct CardRecord {
    FsrsCard card;
    bool retired = false; // the position is no longer a card of the repertoire
};

struct ReviewRecord {
    std::string position; // the card's FEN fields
    TimeMs time = 0;
    Rating rating = Rating::Good;
    CardState before = CardState::New;
    int elapsedDays = 0;
    int scheduledDays = 0; // after the review
    double stability = 0, difficulty = 0;
    int answerMs = 0;   // time taken to answer (0: not measured)
    std::string played; // the move in UCI, empty when not known
    bool correct = true;
    bool operator==(const ReviewRecord&) const = default;
};

// What a repertoire change did to the cards.
struct SyncReport {
    std::vector<std::string> added;   // new positions (new cards, due now)
    std::vector<std::string> removed; // positions no longer in the repertoire (retired, history kept)
    std::size_t kept = 0;             // unchanged cards
    std::size_t revived = 0;          // retired cards whose position came back
};

class Progress;

enum class LoadStatus : std::uint8_t { Fresh, Loaded, Corrupt, Stale, Unreadable };

struct ProgressDecode;
struct ProgressLoad;

class Progress {
public:
    explicit Progress(Color side = White) : m_side(side) {}
    static std::string pathFor(const std::string& repertoirePath) { return repertoirePath + ".progress"; }

    Color side() const { return m_side; }
    const std::map<std::string, CardRecord, std::less<>>& records() const { return m_records; }
    const CardRecord* find(std::string_view position) const;
    const std::vector<ReviewRecord>& reviews() const { return m_reviews; }
    std::size_t activeCards() const;

    // Matches the records to the repertoire's cards: new cards (due at `now`), retired and revived ones.
    SyncReport sync(const Repertoire& repertoire, TimeMs now);
    // A review: the card's new state and the log line.
    void record(const std::string& position, const FsrsCard& card, ReviewRecord review);

    std::string encode() const;
    static ProgressDecode decode(std::string_view text);
    pgn::SaveResult save(const std::string& path, const pgn::SaveOptions& options = {}) const;
    // Reads `path`. A missing file is a fresh start; a damaged one (Corrupt), one of a later format or kept for the
    // other side (Stale) is renamed aside - never overwritten, never read in part - and the message says where it is.
    static ProgressLoad load(const std::string& path, Color side, TimeMs now);

private:
    Color m_side;
    std::map<std::string, CardRecord, std::less<>> m_records;
    std::vector<ReviewRecord> m_reviews;
};

struct ProgressDecode {
    std::optional<Progress> progress;
    std::string error;  // "line 7: bad stability 'x'"
    bool newer = false; // written by a later format version: not corrupt, but not readable here
};

struct ProgressLoad {
    Progress progress;
    LoadStatus status = LoadStatus::Fresh;
    std::string message; // for the user, when the status is not Fresh or Loaded
    std::string keptAs;  // where the old file went (Corrupt, Stale)
};

// "2024-03-10T08:00:00.000Z" and back (nullopt for anything else).
std::string formatTime(TimeMs t);
std::optional<TimeMs> parseTime(std::string_view text);

} // namespace kibitz::training
