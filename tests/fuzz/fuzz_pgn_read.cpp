// libFuzzer target for the plain PGN reader, kept cheap so that the fuzzer runs many inputs a second (fuzz_pgn
// beside it reads each input several ways and compares them): arbitrary bytes must never crash the reader, the
// games it reports must tile the input, variations must balance, and every move must be legal where it is played.
#include "pgn/reader.h"

#include <cstdio>
#include <cstdlib>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_pgn_read invariant violated: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

class Checker : public Visitor {
public:
    std::uint64_t games = 0, expectedStart = 0;
    int depth = 0;

    void beginGame(const GameStart& s) override
    {
        if (games > 0 && s.where.offset != expectedStart)
            fail("a game does not start where the previous one ended");
        ++games;
        depth = 0;
    }
    void move(const Position& before, Move m, std::string_view text) override
    {
        if (text.empty())
            fail("empty move text");
        if (m != Move::null() && !before.isLegalMove(m))
            fail("illegal move reported");
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
        if (e.endOffset < expectedStart)
            fail("a game ends before the previous one");
        expectedStart = e.endOffset;
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    Checker checker;
    const ReadStats stats = readPgn(text, checker);
    if (stats.games != checker.games)
        fail("game count");
    if (checker.games > 0 && checker.expectedStart != size)
        fail("the last game does not reach the end");
    return 0;
}
