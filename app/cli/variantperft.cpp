// kibitz-cli perft --variant NAME [--variants FILE.ini]: perft over the variant rules module. The variants file
// is read here (the library parses text only); NAME may be a built-in definition or a section of the file.
#include "args.h"
#include "commands.h"

#include "variant/builtin.h"
#include "variant/movegen.h"
#include "variant/variantsini.h"

#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>

namespace kibitz::cli {

int variantPerft(const Args& args, int depth)
{
    using namespace kibitz::variant;
    const std::string name = *args.value("variant");
    IniLoadResult file;
    if (const auto path = args.value("variants")) {
        std::ifstream in(*path, std::ios::binary);
        if (!in)
            return usageError("perft", "cannot read " + *path);
        std::ostringstream text;
        text << in.rdbuf();
        file = parseVariantsIni(text.str());
        // Faulty sections are reported; the good ones still load.
        for (const IniError& e : file.errors)
            std::cerr << *path << ": " << describe(e) << "\n";
    }
    const VariantDef* def = nullptr;
    for (const VariantDef& d : file.variants)
        if (d.name == name)
            def = &d;
    if (!def)
        def = builtinVariant(name);
    if (!def) {
        std::string known;
        for (const VariantDef& d : builtinVariants())
            known += (known.empty() ? "" : ", ") + d.name;
        for (const VariantDef& d : file.variants)
            known += ", " + d.name;
        return usageError("perft", "unknown variant '" + name + "' (known: " + known + ")");
    }
    std::string error;
    const auto rules = Rules::compile(*def, &error);
    if (!rules)
        return usageError("perft", "variant '" + name + "': " + error);
    Position pos;
    StateInfo st;
    const std::string fen = args.value("fen").value_or(rules->startFen());
    if (const FenError e = pos.setFen(rules, fen, st); !e.ok())
        return usageError("perft", "invalid FEN for " + name + ": " + describe(e));

    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (args.has("divide") && depth > 0) {
        StateInfo next;
        for (const variant::Move m : MoveList(pos)) {
            pos.doMove(m, next);
            const std::uint64_t n = perft(pos, depth - 1);
            pos.undoMove(m);
            nodes += n;
            std::cout << toUci(pos, m) << ": " << n << "\n";
        }
    } else {
        nodes = perft(pos, depth);
    }
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    const long long nps = us > 0 ? (long long)(double(nodes) * 1e6 / double(us)) : 0;
    std::cout << "nodes=" << nodes << " time_ms=" << us / 1000 << " nps=" << nps << std::endl;
    return 0;
}

} // namespace kibitz::cli
