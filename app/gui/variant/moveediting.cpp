#include "moveediting.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <tuple>

namespace kibitz::gui::moveediting {

namespace {

// One entry per (step, modality bit, initial, lame): the representation normalise() starts from.
using Key = std::tuple<Step, int, bool, bool>;

std::map<Key, int> expand(const std::vector<MoveRule>& rules)
{
    std::map<Key, int> out;
    for (const MoveRule& r : rules)
        for (int bit : {int(variant::Quiet), int(variant::Capture)})
            if (r.modality & bit)
                out[{r.step, bit, r.initial, r.lame}] = r.range;
    return out;
}

} // namespace

std::vector<Step> images(Step s, Symmetry symmetry)
{
    std::vector<Step> all{s};
    switch (symmetry) {
    case Symmetry::Eightfold:
        for (const Step& t : {Step{s.dy, s.dx}})
            for (int sx : {1, -1})
                for (int sy : {1, -1}) {
                    all.push_back({s.dx * sx, s.dy * sy});
                    all.push_back({t.dx * sx, t.dy * sy});
                }
        break;
    case Symmetry::LeftRight: all.push_back({-s.dx, s.dy}); break;
    case Symmetry::ForwardBackward: all.push_back({s.dx, -s.dy}); break;
    case Symmetry::BothMirrors:
        all.push_back({-s.dx, s.dy});
        all.push_back({s.dx, -s.dy});
        all.push_back({-s.dx, -s.dy});
        break;
    case Symmetry::None: break;
    }
    std::vector<Step> unique;
    for (const Step& t : all)
        if (std::find(unique.begin(), unique.end(), t) == unique.end())
            unique.push_back(t);
    return unique;
}

bool isLeap(Step step) { return variant::betzaWritable(MoveRule{step}); }

Step slideStep(Step clicked)
{
    if (isLeap(clicked))
        return clicked;
    const int g = std::gcd(std::abs(clicked.dx), std::abs(clicked.dy));
    if (g == 0)
        return {};
    const Step reduced{clicked.dx / g, clicked.dy / g};
    return isLeap(reduced) ? reduced : Step{};
}

int rangeOf(const std::vector<MoveRule>& rules, Step step, std::uint8_t modality, bool initial)
{
    const std::map<Key, int> entries = expand(rules);
    int range = -1;
    for (int bit : {int(variant::Quiet), int(variant::Capture)}) {
        if (!(modality & bit))
            continue;
        const auto it = entries.find({step, bit, initial, false});
        if (it == entries.end() || (range != -1 && it->second != range))
            return -1;
        range = it->second;
    }
    return range;
}

std::vector<MoveRule> withRange(const std::vector<MoveRule>& rules, const std::vector<Step>& steps, std::uint8_t modality, bool initial,
                                int range)
{
    std::map<Key, int> entries = expand(rules);
    for (const Step& s : steps)
        for (int bit : {int(variant::Quiet), int(variant::Capture)}) {
            if (!(modality & bit))
                continue;
            if (range < 0)
                entries.erase({s, bit, initial, false});
            else
                entries[{s, bit, initial, false}] = range;
        }
    std::vector<MoveRule> out;
    for (const auto& [key, r] : entries) {
        const auto& [step, bit, init, lame] = key;
        out.push_back({step, r, std::uint8_t(bit), init, lame});
    }
    return variant::normalise(out);
}

std::vector<MoveRule> toggle(const std::vector<MoveRule>& rules, Step step, Symmetry symmetry, std::uint8_t modality, bool initial,
                             int range)
{
    const bool present = rangeOf(rules, step, modality, initial) == range;
    return withRange(rules, images(step, symmetry), modality, initial, present ? -1 : range);
}

} // namespace kibitz::gui::moveediting
