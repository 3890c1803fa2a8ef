// libFuzzer target: arbitrary bytes as variants.ini text. Errors must carry a line inside the text; every
// section that loads must validate, survive write -> read as an equivalent definition with no errors, and play
// (perft 2 from its start position with do/undo restoring the key).
#include "variant/movegen.h"
#include "variant/position.h"
#include "variant/rules.h"
#include "variant/variantsini.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace kibitz::variant;

namespace {

[[noreturn]] void fail(const char* what, const std::string& detail)
{
    std::fprintf(stderr, "fuzz_variantsini: %s\n  %s\n", what, detail.c_str());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 4096)
        return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const IniLoadResult r = parseVariantsIni(text);
    const int lines = int(std::count(text.begin(), text.end(), '\n')) + 1;
    for (const IniError& e : r.errors)
        if (e.line < 1 || e.line > lines || e.message.empty())
            fail("error line outside the text", describe(e));
    // Saving a definition into the text puts its section in whole (replacing one of the same name or appended),
    // and the result still reads without a crash.
    VariantDef saved = chessDefinition();
    saved.name = r.variants.empty() ? std::string("fuzzsaved") : r.variants.front().name;
    const std::string replaced = replaceVariantsIniSection(text, saved);
    if (replaced.find(writeVariantsIni(saved)) == std::string::npos)
        fail("the saved section is not in the text", replaced);
    parseVariantsIni(replaced);
    for (const VariantDef& def : r.variants) {
        if (const std::string why = validate(def); !why.empty())
            fail("loaded definition does not validate", def.name + ": " + why);
        const std::string written = writeVariantsIni(def);
        const IniLoadResult again = parseVariantsIni(written);
        if (!again.errors.empty() || again.variants.size() != 1)
            fail("written section does not read back", written + (again.errors.empty() ? "" : describe(again.errors.front())));
        if (!equivalent(def, again.variants[0]))
            fail("written section reads back as a different game", written);
        std::string error;
        const auto rules = Rules::compile(def, &error);
        if (!rules)
            fail("loaded definition does not compile", error);
        Position pos;
        StateInfo st;
        if (!pos.setFen(rules, def.startFen, st).ok())
            fail("start position refused", def.startFen);
        const Key key = pos.key();
        perft(pos, 2);
        if (pos.key() != key)
            fail("perft did not restore the key", def.name);
    }
    return 0;
}
