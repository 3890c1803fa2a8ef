// libFuzzer target for the game store's bit codes (movebits.h): the first line is a FEN read leniently (the start
// position if it is not valid; "960 " before it for Chess960), the rest are code bits. Decoding move after move
// must never read outside the bytes, must yield only legal moves (or the null move when not in check), and every
// move decoded must encode back to the very bits it was read from.
#include "pgn/movebits.h"

#include "core/movegen.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <string>
#include <string_view>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

[[noreturn]] void fail(const char* what, const Position& pos)
{
    std::fprintf(stderr, "fuzz_movebits: %s\n  fen: %s\n", what, pos.fen().c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::size_t eol = input.find('\n');
    std::string_view fen = input.substr(0, eol == std::string_view::npos ? input.size() : eol);
    const bool chess960 = fen.substr(0, 4) == "960 ";
    if (chess960)
        fen.remove_prefix(4);
    const std::span<const std::uint8_t> bits = eol == std::string_view::npos
        ? std::span<const std::uint8_t>()
        : std::span<const std::uint8_t>(data + eol + 1, size - eol - 1);
    std::deque<StateInfo> states(1);
    Position pos;
    if (!pos.setFen(std::string(fen), FenMode::Lenient, states.back(), chess960).ok() || !pos.validate().empty())
        pos.setStartPosition(states.back());
    movebits::BitReader in(bits);
    for (int ply = 0; ply < 512; ++ply) {
        const std::size_t at = in.bitPosition();
        int length = 0;
        const Move m = movebits::decode(pos, in, &length);
        if (!m)
            break;
        if (in.bitPosition() != at + std::size_t(length) || length > 2 * movebits::MaxCodeBits)
            fail("decoded length disagrees with the reader", pos);
        if (m == Move::null() ? pos.inCheck() : !MoveList<GenType::Legal>(pos).contains(m))
            fail("decoded an illegal move", pos);
        const movebits::Code code = movebits::encode(pos, m);
        movebits::BitReader again(bits);
        again.seek(at);
        if (code.length != length || again.peek(length) != code.bits)
            fail("a decoded move encodes to other bits", pos);
        states.emplace_back();
        m == Move::null() ? pos.doNullMove(states.back()) : pos.doMove(m, states.back());
    }
    return 0;
}
