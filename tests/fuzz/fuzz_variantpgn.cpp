// libFuzzer target: the variant game reader (variant/variantpgn.h). Arbitrary bytes must never crash it; a game it
// returns must replay legally from its start position, and writing it and reading that back must give the same
// definition, start, moves and result without errors.
#include "variant/movegen.h"
#include "variant/position.h"
#include "variant/variantpgn.h"
#include "variant/variantsini.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>

using namespace kibitz::variant;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_variantpgn invariant violated: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const VariantPgnRead r = readVariantPgn(text, {});
    if (!r.game) {
        if (r.errors.empty())
            fail("no game and no error");
        return 0;
    }
    std::string why;
    const auto rules = Rules::compile(r.game->definition, &why);
    if (!rules)
        fail("a read game's definition does not compile");
    Position pos;
    std::deque<StateInfo> states(1);
    if (!pos.setFen(rules, r.game->startFen.empty() ? rules->startFen() : r.game->startFen, states.back()).ok())
        fail("a read game's start position is rejected");
    for (const Move m : r.game->moves) {
        if (!MoveList(pos).contains(m))
            fail("a read move is not legal");
        states.emplace_back();
        pos.doMove(m, states.back());
    }
    const std::string written = writeVariantPgn(*r.game, &why);
    if (written.empty())
        fail("a read game cannot be written");
    const VariantPgnRead back = readVariantPgn(written, {});
    if (!back.game || !back.errors.empty())
        fail("a written game does not read back cleanly");
    if (!equivalent(back.game->definition, r.game->definition) || back.game->moves != r.game->moves
        || back.game->startFen != r.game->startFen || back.game->result != r.game->result)
        fail("a written game reads back differently");
    return 0;
}
