// GameFacts: results, ratings and years per game, each distinct tag string parsed once.
#include "gamefacts.h"

#include "largebuffer.h"
#include "threadparts.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>

namespace kibitz::pgn {

namespace {

// Digits of s[from, from + n) as a number, or 0 when they are not all digits.
int digits(std::string_view s, std::size_t from, std::size_t n)
{
    if (from + n > s.size())
        return 0;
    int v = 0;
    for (std::size_t i = from; i < from + n; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

} // namespace

GameResult parseResult(std::string_view tag)
{
    if (tag == "1-0")
        return GameResult::WhiteWins;
    if (tag == "0-1")
        return GameResult::BlackWins;
    if (tag == "1/2-1/2")
        return GameResult::Draw;
    return GameResult::Unknown;
}

PgnDate PgnDate::parse(std::string_view text)
{
    PgnDate d;
    d.year = digits(text, 0, 4);
    if (d.year && text.size() >= 7 && (text[4] == '.' || text[4] == '-' || text[4] == '/')) {
        d.month = digits(text, 5, 2);
        if (d.month > 12)
            d.month = 0;
        if (d.month && text.size() >= 10)
            d.day = digits(text, 8, 2) <= 31 ? digits(text, 8, 2) : 0;
    }
    return d;
}

std::uint16_t packEco(std::string_view eco)
{
    if (eco.size() < 3 || eco[0] < 'A' || eco[0] > 'E' || eco[1] < '0' || eco[1] > '9' || eco[2] < '0' || eco[2] > '9')
        return 0;
    return std::uint16_t(1 + 100 * (eco[0] - 'A') + 10 * (eco[1] - '0') + (eco[2] - '0'));
}

GameFacts GameFacts::build(const GameIndex& index, int threads, std::size_t minGamesPerThread)
{
    GameFacts f;
    f.extend(index, threads, minGamesPerThread);
    return f;
}

GameFact GameFacts::compute(const GameIndex& index, std::size_t game)
{
    return GameFact::make(index.entry(game), PgnDate::parse(index.field(game, IndexField::Date)).packed(),
                          parseResult(index.field(game, IndexField::Result)), packEco(index.field(game, IndexField::ECO)));
}

struct GameFacts::Lazy {
    const GameIndex* index = nullptr;
    int threads = 1, blockBits = 8;
    std::unique_ptr<std::atomic<bool>[]> ready; // per block
    std::size_t blocks = 0, filled = 0;
    std::mutex mutex; // one block filled at a time (the string memos are shared)
};

GameFacts::GameFacts() = default;
GameFacts::GameFacts(GameFacts&&) noexcept = default;
GameFacts& GameFacts::operator=(GameFacts&&) noexcept = default;
GameFacts::~GameFacts() = default;

GameFacts GameFacts::lazy(const GameIndex& index, int threads, int blockBits)
{
    GameFacts f;
    const std::size_t games = index.size();
    f.m_dateOf.assign(index.strings().size(), -1);
    f.m_resultOf.assign(index.strings().size(), -1);
    f.m_ecoOf.assign(index.strings().size(), -1);
    f.m_facts.resize(games); // unwritten: each block is written whole when first read
    f.m_lazy = std::make_unique<Lazy>();
    f.m_lazy->index = &index;
    f.m_lazy->threads = threads;
    f.m_lazy->blockBits = std::clamp(blockBits, 0, 30);
    f.m_lazy->blocks = (games + (std::size_t(1) << f.m_lazy->blockBits) - 1) >> f.m_lazy->blockBits;
    f.m_lazy->ready = std::make_unique<std::atomic<bool>[]>(f.m_lazy->blocks);
    return f;
}

void GameFacts::ensureGame(std::size_t game) const
{
    Lazy& lazy = *m_lazy;
    const std::size_t block = game >> lazy.blockBits;
    if (block >= lazy.blocks || lazy.ready[block].load(std::memory_order_acquire))
        return;
    const std::lock_guard<std::mutex> lock(lazy.mutex);
    if (lazy.ready[block].load(std::memory_order_relaxed))
        return;
    if (++lazy.filled <= lazy.blocks / 128 + 1) {
        fillBlocks(block, block + 1); // may throw CacheDamaged
        return;
    }
    // A query that reaches games all over the file (a common opening's games are spread through it): the other blocks
    // are filled now, on every thread, rather than one by one as it reaches them.
    fillRemaining(lazy.threads);
}

void GameFacts::complete(int threads, const std::atomic<bool>* cancel) const
{
    if (!m_lazy)
        return;
    const std::lock_guard<std::mutex> lock(m_lazy->mutex);
    fillRemaining(threads, cancel);
}

void GameFacts::fillBlocks(std::size_t first, std::size_t end) const
{
    const Lazy& lazy = *m_lazy;
    fill(*lazy.index, first << lazy.blockBits, std::min(m_facts.size(), end << lazy.blockBits));
    for (std::size_t b = first; b < end; ++b)
        lazy.ready[b].store(true, std::memory_order_release);
}

void GameFacts::fillRemaining(int threads, const std::atomic<bool>* cancel) const
{
    // The blocks not ready, as pieces of up to FillPiece games: lazy blocks are small, so that a query reaching a few
    // games reads little, and consecutive ones are joined so that filling them all costs what it did with large blocks.
    const Lazy& lazy = *m_lazy;
    constexpr std::size_t FillPiece = std::size_t(1) << 14;
    const std::size_t perPiece = std::max<std::size_t>(1, FillPiece >> lazy.blockBits);
    std::vector<std::pair<std::size_t, std::size_t>> left; // [first block, end block)
    for (std::size_t b = 0; b < lazy.blocks; ++b) {
        if (lazy.ready[b].load(std::memory_order_relaxed))
            continue;
        if (!left.empty() && left.back().second == b && b - left.back().first < perPiece)
            left.back().second = b + 1;
        else
            left.emplace_back(b, b + 1);
    }
    const std::size_t parts = std::clamp<std::size_t>(threadsWanted(threads), 1, std::max<std::size_t>(1, left.size()));
    std::atomic<std::size_t> next{0}; // taken one by one: the pieces between filled blocks differ in size
    runPartsRethrowing(parts, [&](std::size_t) {
        std::exception_ptr failed;
        for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < left.size();) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                break;
            try {
                fillBlocks(left[i].first, left[i].second);
            } catch (...) {
                // A damaged part: the piece's blocks one by one, so that the sound ones read fine (and the pieces
                // after it are filled still).
                for (std::size_t b = left[i].first; b < left[i].second; ++b) {
                    try {
                        fillBlocks(b, b + 1);
                    } catch (...) {
                        if (!failed)
                            failed = std::current_exception();
                    }
                }
            }
        }
        if (failed)
            std::rethrow_exception(failed);
    });
}

void GameFacts::fill(const GameIndex& index, std::size_t lo, std::size_t hi) const
{
    // Each distinct tag string is parsed once; threads that meet the same string unparsed both parse it and store the
    // same value, through atomic references so that this is no data race.
    const auto memo = [](std::vector<std::int32_t>& of, std::uint32_t id, auto parse) {
        std::atomic_ref<std::int32_t> slot(of[id]);
        std::int32_t value = slot.load(std::memory_order_relaxed);
        if (value < 0) {
            value = std::int32_t(parse());
            slot.store(value, std::memory_order_relaxed);
        }
        return value;
    };
    // The facts' pages backed in one call rather than a fault per page (largebuffer.h: about half the cost).
    populatePages(m_facts.data() + lo, hi - lo);
    // The entries read as copies (GameIndex::forEachEntry), into memory each thread keeps for its next call.
    thread_local std::vector<IndexEntry> scratch;
    index.forEachEntry(
        lo, hi,
        [&](std::size_t i, const IndexEntry& e) {
            const std::uint32_t dateId = e.strings[int(IndexField::Date)], resultId = e.strings[int(IndexField::Result)],
                                ecoId = e.strings[int(IndexField::ECO)];
            // Assigned whole: the vector's new elements are unwritten memory.
            m_facts[i] = GameFact::make(
                e, std::uint32_t(memo(m_dateOf, dateId, [&] { return PgnDate::parse(index.strings().get(dateId)).packed(); })),
                GameResult(memo(m_resultOf, resultId, [&] { return int(parseResult(index.strings().get(resultId))); })),
                std::uint16_t(memo(m_ecoOf, ecoId, [&] { return packEco(index.strings().get(ecoId)); })));
        },
        scratch);
}

void GameFacts::extend(const GameIndex& index, int threads, std::size_t minGamesPerThread)
{
    if (m_lazy) { // every block first, so that the facts are whole again (the index they were made from only grew)
        complete(m_lazy->threads);
        m_lazy.reset();
    }
    const std::size_t from = m_facts.size(), to = index.size();
    if (to <= from)
        return;
    m_dateOf.resize(index.strings().size(), -1);
    m_resultOf.resize(index.strings().size(), -1);
    m_ecoOf.resize(index.strings().size(), -1);
    m_facts.resize(to); // unwritten (UnwrittenAllocator): each part's thread writes, and faults in, its own games
    const std::size_t parts = std::clamp<std::size_t>(threadsWanted(threads), 1,
                                                      std::max<std::size_t>(1, (to - from) / std::max<std::size_t>(1, minGamesPerThread)));
    try {
        runPartsRethrowing(parts,
                           [&](std::size_t k) { fill(index, from + (to - from) * k / parts, from + (to - from) * (k + 1) / parts); });
    } catch (...) {
        m_facts.resize(from); // as before the call: the facts of the games that failed are not known
        throw;
    }
}

} // namespace kibitz::pgn
