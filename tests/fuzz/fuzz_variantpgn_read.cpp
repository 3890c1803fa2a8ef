// libFuzzer target for the variant game reader alone, cheap so that it runs many inputs a second
// (fuzz_variantpgn beside it replays, writes and rereads each game): arbitrary bytes must never crash it, and a
// read that returns no game must say why.
#include "variant/variantpgn.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace kibitz::variant;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const VariantPgnRead r = readVariantPgn(text, {});
    if (!r.game && r.errors.empty()) {
        std::fprintf(stderr, "fuzz_variantpgn_read invariant violated: no game and no error\n");
        std::abort();
    }
    return 0;
}
