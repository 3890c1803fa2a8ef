// Per-game numbers the database queries aggregate or compare (result, ratings, date, ECO), taken once from the
// header index so a tree or a header search over a million games reads 8 bytes per game instead of parsing tag
// strings. Also PGN date parsing with unknown parts ("1990.??.??").
// Invariant: facts[i] describes game i of the GameIndex it was built from.
#pragma once

#include "gameindex.h"
#include "unwrittenallocator.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::pgn {

enum class GameResult : std::uint8_t { Unknown, WhiteWins, Draw, BlackWins };
GameResult parseResult(std::string_view tag); // "1-0", "0-1", "1/2-1/2", else Unknown

// A PGN date; 0 marks an unknown part. Ordered as (year, month, day).
struct PgnDate {
    int year = 0, month = 0, day = 0;
    static PgnDate parse(std::string_view text); // "1990.05.??" -> {1990, 5, 0}; a bare "1990" works too
    bool known() const { return year != 0; }
    // The first and last day the date can denote, as yyyymmdd (an unknown month spans the whole year).
    int earliest() const { return year * 10000 + (month ? month : 1) * 100 + (day ? day : 1); }
    int latest() const { return year * 10000 + (month ? month : 12) * 100 + (day ? day : 31); }
    // Packed as year << 9 | month << 5 | day (ordered like the date; 0 = unknown), and back.
    std::uint32_t packed() const { return std::uint32_t(year) << 9 | std::uint32_t(month) << 5 | std::uint32_t(day); }
    static PgnDate unpack(std::uint32_t p) { return {int(p >> 9), int(p >> 5 & 15), int(p & 31)}; }
};

// "B90" as 1 + 100 * letter + number (A00 = 1, E99 = 500); 0 for anything else.
std::uint16_t packEco(std::string_view eco);

// Eight bytes a game: a tree or a header search over the 10M-game file reads, and a new process backs, 80 MB of facts
// instead of 160 (a new page costs microseconds). Ratings above MaxElo count as MaxElo (the header index keeps up to
// 65,535; real ratings stop near 3,000); every other value is kept whole.
struct GameFact {
    static constexpr unsigned MaxElo = (1u << 14) - 1;
    std::uint64_t whiteElo : 14 = 0, blackElo : 14 = 0; // 0 = unknown; capped by make()
    std::uint64_t date : 23 = 0;                        // PgnDate::packed() (years of up to four digits)
    std::uint64_t eco : 9 = 0;                          // packEco() (at most 500)
    GameResult result : 2 = GameResult::Unknown;
    std::uint64_t unused : 2 = 0; // named, so that a fact's every bit is set: facts are copied and compared whole

    std::uint16_t year() const { return std::uint16_t(date >> 9); } // 0 = unknown
    // A game's facts from its header index entry (ratings) and its parsed tags; every bit set.
    static GameFact make(const IndexEntry& e, std::uint32_t date, GameResult result, std::uint16_t eco)
    {
        const auto elo = [](std::uint16_t rating) { return rating < MaxElo ? rating : MaxElo; };
        GameFact g;
        g.whiteElo = elo(e.whiteElo);
        g.blackElo = elo(e.blackElo);
        g.date = date;
        g.eco = eco;
        g.result = result;
        return g;
    }
};
static_assert(sizeof(GameFact) == 8);

class GameFacts {
public:
    GameFacts();
    // The games split among `threads` threads (0: one per core), each taking at least `minGamesPerThread` (fewer
    // threads for fewer games: a thread costs more than a few thousand games); a CacheDamaged from any is rethrown.
    static GameFacts build(const GameIndex& index, int threads = 1, std::size_t minGamesPerThread = 16384);
    // The facts of one game, parsed from its tags (what build() gives for it).
    static GameFact compute(const GameIndex& index, std::size_t game);
    // Facts for games appended to the index since (the file grew). Lazy facts are all computed first.
    void extend(const GameIndex& index, int threads = 1, std::size_t minGamesPerThread = 16384);
    // Facts computed a block of games at a time when one of them is first read, from any thread: for a process that
    // answers a few queries, whose opening then neither reads nor checks the header index of games they do not reach
    // (a block's entries are checked as they are read: a damaged one throws CacheDamaged from operator[]). `index`
    // must outlive the facts. Once queries have reached a 128th of the blocks one by one, the rest are filled at once
    // on `threads` threads (0: one per core). Blocks of 2^blockBits games (256: one 16 KB chunk of header index
    // entries), so that a query reaching a few hundred games spread over a large file reads little. A new process's
    // first tree on the 10M-game file (alternating with blocks of 16,384 and a 32nd, twice): the positions of 155 games
    // or fewer, the Petroff, the Berlin and 1.e4 e5 36-56 ms instead of 218-325; those whose games need the facts all
    // over the file as before, 227-376 ms against 219-375 (the King's Indian the slowest both ways).
    static GameFacts lazy(const GameIndex& index, int threads = 1, int blockBits = 8);
    // Lazy facts: every block not filled yet, now, on `threads` threads (0: one per core), for a process that keeps
    // answering (the window, once its first tree is shown: later queries then find every fact ready). Reads of blocks
    // not filled yet wait meanwhile. Stops between pieces (up to 16,384 games) once `cancel` is set. Throws
    // CacheDamaged for a damaged block, after filling the others. Nothing to do for facts built whole.
    void complete(int threads, const std::atomic<bool>* cancel = nullptr) const;

    GameFacts(GameFacts&&) noexcept;
    GameFacts& operator=(GameFacts&&) noexcept;
    ~GameFacts();

    std::size_t size() const { return m_facts.size(); }
    const GameFact& operator[](std::size_t game) const
    {
        if (m_lazy) [[unlikely]]
            ensureGame(game);
        return m_facts[game];
    }

private:
    struct Lazy;
    void fill(const GameIndex& index, std::size_t lo, std::size_t hi) const;
    void ensureGame(std::size_t game) const;
    // Fills blocks [first, end) and marks them ready (the lazy mutex held).
    void fillBlocks(std::size_t first, std::size_t end) const;
    // Every block not ready yet, on `threads` threads (the lazy mutex held); stops between blocks once `cancel` is set.
    void fillRemaining(int threads, const std::atomic<bool>* cancel = nullptr) const;

    // extend() (or a lazy block) writes every element; mutable for the blocks lazy facts fill when first read.
    mutable std::vector<GameFact, UnwrittenAllocator<GameFact>> m_facts;
    mutable std::vector<std::int32_t> m_dateOf, m_resultOf, m_ecoOf; // per string id, -1 = not parsed yet
    std::unique_ptr<Lazy> m_lazy;                                    // null once every fact is computed
};

} // namespace kibitz::pgn
