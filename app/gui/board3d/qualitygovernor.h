// QualityGovernor: chooses how much detail the 3D board's frames get while the picture moves (orbiting,
// dragging, animating), from how long recent motion frames took, so that a slow (software) renderer keeps about
// 30 frames a second; still frames are always drawn at full quality by the view, whatever the level.
// Pure logic, no OpenGL and no clock: the caller measures frame times and feeds them in.
// Invariants: level() stays in [0, LevelCount); it changes by one step at a time, and only after a full window
// of samples measured at the current level (so a change is judged by frames drawn with it).
#pragma once

#include <array>
#include <vector>

namespace kibitz::gui {

struct QualityLevel {
    float scale = 1;           // resolution of motion frames, as a fraction of the full size
    int shadowTaps = 4;        // taps per point when the board's shadow light map is redrawn (4 soft, 1 harder)
    bool coarseMeshes = false; // pieces with half the segments around (a software rasteriser pays per triangle)
};

class QualityGovernor {
public:
    static constexpr int LevelCount = 5;
    static constexpr int Window = 6;                // samples judged together (their median)
    static constexpr double DefaultBudgetMs = 33.0; // 30 frames a second
    // Below this share of the budget the next better level is tried: one level up costs ≈ 1.5× per frame.
    static constexpr double RaiseBelow = 0.55;

    explicit QualityGovernor(double budgetMs = DefaultBudgetMs) : m_budgetMs(budgetMs) {}

    static QualityLevel levelAt(int level);
    int level() const { return m_level; }
    QualityLevel quality() const { return levelAt(m_level); }
    double budgetMs() const { return m_budgetMs; }

    // One frame drawn in motion at the current level took `ms` (from the previous motion frame to this one).
    // Returns true when the level changed.
    bool addFrame(double ms);
    // Forget the samples (e.g. the window was resized: old times say little); the level is kept.
    void clearSamples() { m_samples.clear(); }
    void reset();

private:
    double m_budgetMs;
    int m_level = 0;
    std::vector<double> m_samples;
};

} // namespace kibitz::gui
