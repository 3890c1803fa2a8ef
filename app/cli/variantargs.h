// Variant selection shared by the variant commands: --variant NAME [--variants FILE.ini]. The file is read here
// (the library parses text only); its faulty sections are reported on stderr and the good ones stay usable.
#pragma once

#include "args.h"

#include "variant/rules.h"

#include <memory>

namespace kibitz::cli {

// The compiled rules of --variant, or nullptr after printing a usage error (the command then exits with 2).
std::shared_ptr<const variant::Rules> loadVariant(const Args& args, const char* command);

} // namespace kibitz::cli
