// Loading the variant named on the command line.
#include "variantargs.h"

#include "commands.h"

#include "variant/builtin.h"
#include "variant/variantsini.h"

#include <fstream>
#include <iostream>
#include <sstream>

namespace kibitz::cli {

std::shared_ptr<const variant::Rules> loadVariant(const Args& args, const char* command)
{
    using namespace kibitz::variant;
    const std::string name = args.value("variant").value_or("");
    IniLoadResult file;
    if (const auto path = args.value("variants")) {
        std::ifstream in(*path, std::ios::binary);
        if (!in) {
            usageError(command, "cannot read " + *path);
            return nullptr;
        }
        std::ostringstream text;
        text << in.rdbuf();
        file = parseVariantsIni(text.str());
        for (const IniError& e : file.errors)
            std::cerr << *path << ": " << describe(e) << "\n";
    }
    const VariantDef* def = nullptr;
    for (const VariantDef& d : file.variants)
        if (d.name == name)
            def = &d;
    if (!def)
        def = builtinVariantBySpelling(name);
    if (!def) {
        std::string known;
        for (const VariantDef& d : builtinVariants())
            known += (known.empty() ? "" : ", ") + d.name;
        for (const VariantDef& d : file.variants)
            known += ", " + d.name;
        usageError(command, "unknown variant '" + name + "' (known: " + known + ")");
        return nullptr;
    }
    std::string error;
    auto rules = Rules::compile(*def, &error);
    if (!rules)
        usageError(command, "variant '" + name + "': " + error);
    return rules;
}

} // namespace kibitz::cli
