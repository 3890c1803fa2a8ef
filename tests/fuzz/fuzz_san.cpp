// libFuzzer target: the first line (up to '\n') is a FEN read leniently (the start position if it is not valid),
// the rest is move text. parseSan in both modes must not crash; a move it returns must be legal, and its SAN
// (toSan) must parse back strictly to the same move; the fast path agrees whenever it answers. UCI reading is exercised the same way.
#include "core/fen.h"
#include "core/movegen.h"
#include "core/position.h"
#include "core/san.h"
#include "core/sanfast.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace kibitz;

namespace {

[[noreturn]] void fail(const char* what, const Position& pos, std::string_view text, const std::string& detail)
{
    std::fprintf(stderr, "fuzz_san: %s\n  fen: %s\n  text: '%.*s'\n  %s\n", what, pos.fen().c_str(), int(text.size()), text.data(),
                 detail.c_str());
    std::abort();
}

void checkMove(const Position& pos, std::string_view text, Move m, const char* how)
{
    const MoveList<GenType::Legal> legal(pos);
    if (!legal.contains(m))
        fail("parsed move is not legal", pos, text, how);
    const std::string san = toSan(pos, m);
    const SanResult back = parseSan(pos, san, SanMode::Strict);
    if (!back.ok() || back.move != m)
        fail("toSan output does not parse back strictly", pos, text, std::string(how) + ": " + san);
    if (parseUci(pos, toUci(pos, m)) != m)
        fail("toUci output does not parse back", pos, text, toUci(pos, m));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::size_t newline = input.find('\n');
    const std::string_view fenText = input.substr(0, newline);
    const std::string_view text = newline == std::string_view::npos ? std::string_view() : input.substr(newline + 1);

    Position pos;
    StateInfo st;
    if (!pos.setFen(fenText, FenMode::Lenient, st).ok())
        pos.setStartPosition(st);
    const std::string fen = pos.fen();
    const Key key = pos.key();

    for (const SanMode mode : {SanMode::Strict, SanMode::Lenient}) {
        const SanResult r = parseSan(pos, text, mode);
        if (r.ok()) {
            checkMove(pos, text, r.move, mode == SanMode::Strict ? "strict" : "lenient");
        } else {
            if (r.code == SanCode::AmbiguousMove) {
                if (r.candidates.size() < 2)
                    fail("ambiguous with fewer than two candidates", pos, text, r.reason);
                const MoveList<GenType::Legal> legal(pos);
                for (const Move c : r.candidates)
                    if (!legal.contains(c))
                        fail("ambiguity candidate is not legal", pos, text, r.reason);
            }
            if (describe(r, text, pos).empty())
                fail("empty error description", pos, text, r.reason);
        }
        if (r.nag < 0 || r.nag > 6)
            fail("nag out of range", pos, text, std::to_string(r.nag));
    }
    // The reader's fast path may decline, but when it decides it must agree with the lenient parser.
    if (const Move fast = parseSanFast(pos, text)) {
        const SanResult r = parseSan(pos, text, SanMode::Lenient);
        if (!r.ok() || r.move != fast)
            fail("parseSanFast disagrees with lenient parseSan", pos, text, toUci(pos, fast));
    }
    if (const Move m = parseUci(pos, text))
        checkMove(pos, text, m, "uci");

    if (pos.fen() != fen || pos.key() != key)
        fail("parsing changed the position", pos, text, fen);
    return 0;
}
