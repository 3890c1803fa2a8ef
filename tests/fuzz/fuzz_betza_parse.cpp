// libFuzzer target for the Betza notation parser alone, cheap so that it runs many inputs a second (fuzz_betza
// beside it compiles each accepted piece and compares its moves with a reference): arbitrary text must never
// crash the parser; a rejection names a column inside the text; accepted rules stay in range and the writer's
// form of them reads back as the same rules.
#include "variant/betza.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace kibitz::variant;

namespace {

[[noreturn]] void fail(const char* what, const std::string& input)
{
    std::fprintf(stderr, "fuzz_betza_parse: %s\n  betza: '%s'\n", what, input.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 256)
        return 0;
    const std::string betza(reinterpret_cast<const char*>(data), size);
    const BetzaResult parsed = parseBetza(betza);
    if (!parsed.ok()) {
        if (parsed.error.column < 1 || parsed.error.column > int(size) || parsed.error.message.empty())
            fail("error column outside the text", betza);
        return 0;
    }
    for (const MoveRule& r : parsed.rules)
        if (std::abs(r.step.dx) > 3 || std::abs(r.step.dy) > 3 || r.range < 0 || r.range > 9 || !r.modality)
            fail("rule out of range", betza);
    std::string writeError;
    const std::string written = writeBetza(parsed.rules, &writeError);
    if (!writeError.empty())
        fail("accepted rules the writer cannot spell", betza);
    const BetzaResult reread = parseBetza(written);
    if (!reread.ok() || reread.rules != parsed.rules)
        fail("written Betza does not read back as the same moves", betza);
    return 0;
}
