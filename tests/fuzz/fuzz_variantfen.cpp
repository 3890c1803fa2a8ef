// libFuzzer target: variant FEN under every built-in rule set. The first line names a built-in variant (any
// spelling; chess for an unknown name), the second is a FEN with its letters, pockets ("[..]" or a ninth rank),
// promoted marks ('~') and check counts ("3+3" or "+0+0"). Reading must never crash; a FEN it accepts must be
// written back to a FEN that reads to the same text and key; every legal move must keep the position's invariants
// (do/undo restores FEN and key, the key after a move equals the key of its FEN) and SAN of each move must parse
// back to that move.
#include "variant/builtin.h"
#include "variant/movegen.h"
#include "variant/san.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace kibitz::variant;

namespace {

[[noreturn]] void fail(const char* what, const std::string& fen)
{
    std::fprintf(stderr, "fuzz_variantfen invariant violated: %s\n  fen: '%s'\n", what, fen.c_str());
    std::fflush(stderr);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    const std::size_t newline = text.find('\n');
    const VariantDef* def = builtinVariantBySpelling(newline == std::string::npos ? std::string_view()
                                                                                  : std::string_view(text).substr(0, newline));
    if (!def)
        def = builtinVariant("chess");
    const std::string fen = newline == std::string::npos ? text : text.substr(newline + 1);
    std::string why;
    const auto rules = Rules::compile(*def, &why);
    if (!rules)
        fail("a built-in variant does not compile", def->name);
    Position pos;
    StateInfo st;
    if (!pos.setFen(rules, fen, st).ok())
        return 0;
    const std::string written = pos.fen();
    const Key key = pos.key();
    Position again;
    StateInfo st2;
    if (!again.setFen(rules, written, st2).ok() || again.fen() != written || again.key() != key)
        fail("a written FEN does not read back to itself", written);
    for (const Move m : MoveList(pos)) {
        const std::string san = toSan(pos, m);
        const SanResult parsed = parseSan(pos, san);
        if (!parsed.ok() || parsed.move != m)
            fail("SAN of a legal move does not parse back to it", written + " " + san);
        StateInfo next;
        pos.doMove(m, next);
        const std::string after = pos.fen();
        Position fresh;
        StateInfo st3;
        if (!fresh.setFen(rules, after, st3).ok() || fresh.key() != pos.key())
            fail("the position after a move does not read from its FEN with the same key", after);
        pos.undoMove(m);
        if (pos.fen() != written || pos.key() != key)
            fail("undoMove does not restore the position", written);
    }
    return 0;
}
