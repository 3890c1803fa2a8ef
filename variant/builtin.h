// The variant definitions Kibitz ships, under the names Fairy-Stockfish gives the same games, so that
// "--variant amazon" means the same rules (and the same perft counts) in both programs.
#pragma once

#include "variant.h"

#include <string_view>
#include <vector>

namespace kibitz::variant {

const std::vector<VariantDef>& builtinVariants();
const VariantDef* builtinVariant(std::string_view name);
// By any spelling in use for the name: case, spaces, '-' and '_' ignored, and lichess's names ("Three-check",
// "King of the Hill", "Racing Kings") as well as Fairy-Stockfish's ("3check", "kingofthehill", "racingkings").
const VariantDef* builtinVariantBySpelling(std::string_view spelling);

} // namespace kibitz::variant
