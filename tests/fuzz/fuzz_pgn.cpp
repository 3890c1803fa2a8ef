// libFuzzer target for the PGN reader: arbitrary bytes must never crash it, every reported move must be legal
// in its position, game spans must tile the input, the header index must agree with a full read, and so must a
// database indexed in two steps cut at the game boundary (nextGameStart) after the middle, and a read that skips
// the tag sections the header index found plain (ReadContext::plainTags).
#include "pgn/database.h"
#include "pgn/gameindex.h"
#include "pgn/reader.h"

#include <cstdio>
#include <cstdlib>
#include <string>
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

// Everything a read reports except tags and player names, for comparing a read that skips plain tag sections.
class Transcript : public Visitor {
public:
    std::string log;
    void beginGame(const GameStart& s) override { add('G', s.where.offset); }
    Action endTags(const Position& start) override
    {
        add('T', start.key());
        return Action::Continue;
    }
    void move(const Position&, Move m, std::string_view text) override
    {
        add('M', m.raw());
        log += text;
    }
    void comment(std::string_view text) override
    {
        add('C', text.size());
        log += text;
    }
    void nag(int n) override { add('N', std::uint64_t(n)); }
    Action beginVariation() override
    {
        add('(', 0);
        return Action::Continue;
    }
    void endVariation() override { add(')', 0); }
    void result(std::string_view token) override { log += token; }
    void error(const Error& e) override
    {
        add('E', std::uint64_t(e.code));
        add(':', e.where.offset);
        add(':', e.where.line);
        add(':', e.where.column);
    }
    void endGame(const GameEnd& e) override
    {
        add('#', e.endOffset);
        add(e.latin1 ? 'L' : '-', std::uint64_t(e.errors) << 1 | (e.skipped ? 1 : 0));
    }

private:
    void add(char kind, std::uint64_t value)
    {
        log += kind;
        log += std::to_string(value);
    }
};

class Checker : public Visitor {
public:
    std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;
    std::vector<std::uint8_t> plain;
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
        plain.push_back(e.plainTags ? 1 : 0);
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

    // Skipping the tag sections the header index found plain changes nothing but the tags (and names in errors).
    std::vector<std::uint8_t> plain;
    for (std::size_t i = 0; i < index.size(); ++i)
        plain.push_back((index.entry(i).flags & IndexEntry::PlainTags) ? 1 : 0);
    if (plain != checker.plain)
        fail("plain tag sections differ between the header index and a full read");
    Transcript whole, skipping;
    readPgn(text, whole);
    ReadContext skip;
    skip.plainTags = plain;
    readPgn(text, skipping, skip);
    if (whole.log != skipping.log)
        fail("skipping plain tag sections changed what was read");

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
