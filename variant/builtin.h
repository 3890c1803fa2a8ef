// The variant definitions Kibitz ships, under the names Fairy-Stockfish gives the same games, so that
// "--variant amazon" means the same rules (and the same perft counts) in both programs.
#pragma once

#include "variant.h"

#include <string_view>
#include <vector>

namespace kibitz::variant {

const std::vector<VariantDef>& builtinVariants();
const VariantDef* builtinVariant(std::string_view name);

} // namespace kibitz::variant
