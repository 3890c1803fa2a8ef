// libFuzzer target: arbitrary bytes as FEN, in strict and lenient mode, standard and Chess960.
// Whatever parses must be a consistent position whose fen() reads back strictly to the identical text and key,
// and make/unmake of every legal move must restore the key.
#include "core/fen.h"
#include "core/movegen.h"
#include "core/position.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace kibitz;

namespace {

[[noreturn]] void fail(const char* what, std::string_view input, const std::string& detail)
{
    std::fprintf(stderr, "fuzz_fen: %s\n  input: '%.*s'\n  %s\n", what, int(input.size()), input.data(), detail.c_str());
    std::abort();
}

void checkParsed(Position& pos, std::string_view input)
{
    if (const std::string v = pos.validate(); !v.empty())
        fail("validate() after a successful parse", input, v);
    if (pos.key() != pos.computeKey())
        fail("key != computeKey() after parse", input, pos.fen());

    for (const bool shredder : {false, true}) {
        const std::string written = pos.fen(shredder);
        Position again;
        StateInfo st;
        const FenResult r = again.setFen(written, FenMode::Strict, st, pos.isChess960());
        if (!r.ok())
            fail("fen() output rejected in strict mode", input, written + ": " + describe(r.error));
        if (again.fen(shredder) != written)
            fail("fen() round trip differs", input, written + " -> " + again.fen(shredder));
        if (again.key() != pos.key())
            fail("key differs after fen() round trip", input, written);
    }

    const std::string fen = pos.fen();
    const Key key = pos.key();
    const MoveList<GenType::Legal> moves(pos);
    if (countLegalMoves(pos) != int(moves.size()))
        fail("countLegalMoves differs from the move list", input, fen);
    for (const Move m : moves) {
        StateInfo st;
        pos.doMove(m, st);
        if (const std::string v = pos.validate(); !v.empty())
            fail("validate() after doMove", input, fen + " move " + std::to_string(m.raw()) + ": " + v);
        pos.undoMove(m);
        if (pos.key() != key || pos.fen() != fen)
            fail("undoMove did not restore the position", input, fen + " move " + std::to_string(m.raw()));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    for (const FenMode mode : {FenMode::Strict, FenMode::Lenient}) {
        for (const bool chess960 : {false, true}) {
            Position pos;
            StateInfo st;
            const FenResult r = pos.setFen(input, mode, st, chess960);
            if (!r.ok()) {
                // Describing any error must be safe too.
                if (describe(r.error).empty())
                    fail("empty error description", input, {});
                continue;
            }
            if (mode == FenMode::Strict && !r.warnings.empty())
                fail("warnings in strict mode", input, describe(r.warnings.front()));
            for (const FenIssue& w : r.warnings)
                (void)describe(w);
            checkParsed(pos, input);
        }
    }
    return 0;
}
