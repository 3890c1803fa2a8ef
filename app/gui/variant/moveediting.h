// The edits the piece move grid makes to a piece's rules: toggling a leap or a slide on one step together with its
// mirror images. Plain functions over normalised rule sets (variant::normalise), so every result is a rule set
// the Betza writer can spell, and the editor's state is nothing but the rules.
#pragma once

#include "variant/betza.h"

#include <cstdint>
#include <vector>

namespace kibitz::gui::moveediting {

using variant::MoveRule;
using variant::Step;

// Which mirror images of a clicked step change with it (forward is up, from White's side).
enum class Symmetry { Eightfold, LeftRight, ForwardBackward, BothMirrors, None };

// The step and its images under the symmetry, without repeats, the step itself first.
std::vector<Step> images(Step step, Symmetry symmetry);

// Whether a leap to `step` exists in the supported Betza subset (an atom: both components at most 3).
bool isLeap(Step step);
// The step a slide through the clicked square repeats: the square itself when it is a leap, else the shortest
// leap it is a multiple of; {0,0} when there is none.
Step slideStep(Step clicked);

// The range every bit of `modality` has on `step` (initial-only rules when `initial`, lame rules never), or -1
// when some bit has none or they differ.
int rangeOf(const std::vector<MoveRule>& rules, Step step, std::uint8_t modality, bool initial);

// The rules with `range` (1 leap, 0 unlimited slide, 2-9 limited) on each step for each bit of `modality`;
// range -1 removes those moves. Normalised.
std::vector<MoveRule> withRange(const std::vector<MoveRule>& rules, const std::vector<Step>& steps, std::uint8_t modality, bool initial,
                                int range);

// A click on the grid: when the clicked step already has exactly `range`, it and its images lose it; otherwise
// they get it. For a slide pass slideStep(clicked) as the step.
std::vector<MoveRule> toggle(const std::vector<MoveRule>& rules, Step step, Symmetry symmetry, std::uint8_t modality, bool initial,
                             int range);

} // namespace kibitz::gui::moveediting
