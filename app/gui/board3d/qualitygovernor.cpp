// QualityGovernor: the levels and the step rule (median of a window against the budget, with hysteresis).
#include "qualitygovernor.h"

#include <algorithm>

namespace kibitz::gui {

QualityLevel QualityGovernor::levelAt(int level)
{
    // Each step roughly divides the pixels drawn by 1.5 (scale²); coarser pieces come at the third level, where
    // small triangles cost more than their pixels, and harder shadow edges at the fourth.
    static constexpr std::array<QualityLevel, LevelCount> levels{
        {{1.0f, 4, false}, {0.82f, 4, false}, {0.67f, 4, true}, {0.55f, 1, true}, {0.45f, 1, true}}};
    return levels[std::size_t(std::clamp(level, 0, LevelCount - 1))];
}

bool QualityGovernor::addFrame(double ms)
{
    if (!(ms > 0)) // not a time (NaN, zero, negative): ignored
        return false;
    m_samples.push_back(ms);
    if (int(m_samples.size()) < Window)
        return false;
    std::vector<double> sorted = m_samples;
    std::nth_element(sorted.begin(), sorted.begin() + Window / 2, sorted.end());
    const double median = sorted[Window / 2];
    m_samples.clear();
    const int before = m_level;
    if (median > m_budgetMs)
        m_level = std::min(m_level + 1, LevelCount - 1);
    else if (median < m_budgetMs * RaiseBelow)
        m_level = std::max(m_level - 1, 0);
    return m_level != before;
}

void QualityGovernor::reset()
{
    m_level = 0;
    m_samples.clear();
}

} // namespace kibitz::gui
