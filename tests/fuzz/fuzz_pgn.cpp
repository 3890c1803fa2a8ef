// libFuzzer target for the PGN reader: arbitrary bytes must never crash it, every reported move must be legal
// in its position, game spans must tile the input, the header index must agree with a full read, and so must a
// database indexed in two steps cut at the game boundary (nextGameStart) after the middle.
#include "pgn/database.h"
#include "pgn/gameindex.h"
#include "pgn/reader.h"

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_pgn invariant violated: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

class Checker : public Visitor {
public:
    std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;
    int depth = 0;

    void beginGame(const GameStart& s) override
    {
        spans.push_back({s.where.offset, 0});
        depth = 0;
    }
    void move(const Position& before, Move m, std::string_view text) override
    {
        if (text.empty())
            fail("empty move text");
        if (m != Move::null() && !before.isLegalMove(m))
            fail("illegal move reported");
        if (!before.validate().empty())
            fail("inconsistent position");
    }
    Action board(const Position& after) override
    {
        if (after.key() != after.computeKey())
            fail("stale key after move");
        return Action::Continue;
    }
    Action beginVariation() override
    {
        ++depth;
        return Action::Continue;
    }
    void endVariation() override
    {
        if (--depth < 0)
            fail("unbalanced variations");
    }
    void endGame(const GameEnd& e) override
    {
        if (depth != 0)
            fail("variation left open at game end");
        spans.back().second = e.endOffset;
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Checker checker;
    const ReadStats stats = readPgn(text, checker);
    if (stats.games != checker.spans.size())
        fail("game count");
    for (std::size_t i = 0; i < checker.spans.size(); ++i) {
        const auto [begin, end] = checker.spans[i];
        if (begin > end || end > size)
            fail("span out of range");
        if (i + 1 < checker.spans.size() && end != checker.spans[i + 1].first)
            fail("spans do not tile the input");
    }
    if (!checker.spans.empty() && checker.spans.back().second != size)
        fail("last game does not reach the end");

    // The header-only pass must find the same games with the same spans.
    GameIndex::BuildOptions options;
    options.threads = 1;
    const GameIndex index = GameIndex::build(text, options);
    if (index.size() != checker.spans.size())
        fail("index game count differs from a full read");
    for (std::size_t i = 0; i < index.size(); ++i)
        if (index.entry(i).offset != checker.spans[i].first || index.entry(i).offset + index.entry(i).length != checker.spans[i].second)
            fail("index span differs from a full read");

    // The game-boundary rule must agree with the reader: a prefix cut there, then the rest, gives the same games.
    const auto database = Database::fromText(std::string(text));
    Database::IndexOptions steps;
    steps.threads = 1;
    const auto twoSteps = database->indexedUpTo(size / 2, steps)->indexed(steps).database;
    if (twoSteps->size() != index.size() || !twoSteps->isComplete())
        fail("two-step index game count differs");
    for (std::size_t i = 0; i < index.size(); ++i)
        if (twoSteps->index().entry(i).offset != index.entry(i).offset || twoSteps->index().entry(i).length != index.entry(i).length
            || twoSteps->index().entry(i).line != index.entry(i).line)
            fail("two-step index entry differs");
    return 0;
}
