// libFuzzer target: arbitrary bytes as a piece's Betza notation. A rejected string must name a column inside it;
// an accepted one must compile into a variant whose moves, in a few positions with the piece on both sides,
// equal those of the naive reference implementation (tests/variant/reference.h), and whose do/undo restores
// the position and key; writeBetza() of its rules must read back as the same rules.
#include "../variant/reference.h"

#include "variant/movegen.h"
#include "variant/position.h"
#include "variant/rules.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace kibitz::variant;

namespace {

[[noreturn]] void fail(const char* what, const std::string& input, const std::string& detail)
{
    std::fprintf(stderr, "fuzz_betza: %s\n  betza: '%s'\n  %s\n", what, input.c_str(), detail.c_str());
    std::abort();
}

constexpr const char* Fens[] = {
    "4k3/8/8/3x4/8/8/8/4K3 w - - 0 1", "4k3/8/2p1P3/2Pn4/1p1X1b2/2P1p3/8/4K3 w - - 0 1", "r3k3/1p3x2/8/2P1x3/3X4/1X6/P7/4K2R b - - 0 1",
    "4k3/8/8/8/8/8/3X4/4K3 w - - 0 1", // on its start square (see startFen below): initial moves count
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 64)
        return 0;
    const std::string betza(reinterpret_cast<const char*>(data), size);
    const BetzaResult parsed = parseBetza(betza);
    if (!parsed.ok()) {
        if (parsed.error.column < 1 || parsed.error.column > int(size) || parsed.error.message.empty())
            fail("error column outside the text", betza, describe(parsed.error));
        return 0;
    }
    for (const MoveRule& r : parsed.rules)
        if (std::abs(r.step.dx) > 3 || std::abs(r.step.dy) > 3 || r.range < 0 || r.range > 9 || !r.modality)
            fail("rule out of range", betza, "");
    // The writer's canonical form reads back as the same moves and is its own canonical form.
    std::string writeError;
    const std::string written = writeBetza(parsed.rules, &writeError);
    if (!writeError.empty())
        fail("accepted rules the writer cannot spell", betza, writeError);
    const BetzaResult reread = parseBetza(written);
    if (!reread.ok() || reread.rules != parsed.rules || writeBetza(reread.rules) != written)
        fail("written Betza does not read back as the same moves", betza, written);

    VariantDef def = chessDefinition();
    def.name = "fuzz";
    def.castling = false;
    def.startFen = "4k3/8/8/8/8/8/3X4/4K3 w - - 0 1";
    def.pieces.push_back({"customPiece1", 'x', betza, false, false, 0});
    std::string error;
    const auto rules = Rules::compile(def, &error);
    if (!rules) {
        // Only the start position may be refused (the piece could give check from d2).
        if (error.rfind("startFen", 0) != 0)
            fail("accepted Betza but the definition is refused", betza, error);
        return 0;
    }
    const reference::Reference ref(def);
    for (const char* fen : Fens) {
        Position pos;
        StateInfo st;
        if (!pos.setFen(rules, fen, st).ok())
            continue; // the piece may give check where it stands
        const std::uint64_t ours = perft(pos, 2), theirs = ref.perft(ref.parse(fen), 2);
        if (ours != theirs)
            fail("perft 2 differs from the reference", betza,
                 std::string(fen) + ": " + std::to_string(ours) + " vs " + std::to_string(theirs));
        const std::string before = pos.fen();
        const Key key = pos.key();
        for (const Move m : MoveList(pos)) {
            StateInfo next;
            pos.doMove(m, next);
            Position again;
            StateInfo st2;
            if (!again.setFen(rules, pos.fen(), st2).ok() || again.key() != pos.key())
                fail("position after a move does not read back with the same key", betza, pos.fen());
            pos.undoMove(m);
            if (pos.fen() != before || pos.key() != key)
                fail("undoMove did not restore the position", betza, before + " " + toUci(pos, m));
        }
    }
    return 0;
}
