// What the Dutch rules need to know about each player for one round (internal to the Swiss pairing): score, colour
// difference and preference (A.6), floats of the last two rounds (A.4), bye eligibility (C.2), topscorer status
// (A.7), previous opponents; and the pairwise rules built on them: compatibility (C.1, C.3), the colours of a pair
// (section E) and a pair's contribution to the quality criteria. Invariant: facts are computed once per round
// from the histories and never change during the pairing.
#pragma once

#include "dutch.h"

#include <cstdint>
#include <vector>

namespace kibitz::tournament::dutch {

constexpr int WinPoints = 2; // a win, in half points (scores here are counted in half points)

enum class Strength : signed char { None, Mild, Strong, Absolute };
enum class Float : signed char { None, Down, Up };

struct Facts {
    int index = 0;      // player index (pairing number - 1)
    int score = 0;      // half points
    int colourDiff = 0; // whites - blacks of played games
    Colour preference = Colour::None;
    Strength strength = Strength::None;
    std::vector<Colour> played; // colours of the played games, oldest first
    Float float1 = Float::None; // the float of the last round
    Float float2 = Float::None; // of the round before
    bool byeEligible = true;
    bool topscorer = false;
    int rank = 0; // position in the A.2 order of the players to be paired (0 = highest)
};

// The quality criteria of one candidate (its pairs and downfloaters) as one vector that compares like the rules'
// priority: in a collapsed last bracket first its PSD (C.6), then the counts of C.8-C.15, then C.16-C.19 — lists
// of score differences kept as histograms from the largest difference down, which compare exactly like the rules'
// descending lists (a longer list with the same beginning is the larger). Smaller is better; every component
// only grows as pairs and downfloaters are added, so a partial candidate's vector is a lower bound.
struct Quality {
    static constexpr int Counts = 8; // C.8 .. C.15
    std::vector<int> v;
    int bins = 0;
    int base = 0; // where C.8 starts (after the PSD when it is part of the vector)
    Quality() = default;
    Quality(int bins, bool withPsd) : v((withPsd ? bins : 0) + Counts + 4 * bins, 0), bins(bins), base(withPsd ? bins : 0) {}
    int& count(int criterion) { return v[std::size_t(base + criterion - 8)]; } // 8..15
    void addDifference(int criterion, int sd) { ++v[std::size_t(base + Counts + (criterion - 16) * bins + (bins - 1 - sd))]; }
    void addPsd(int sd) { ++v[std::size_t(bins - 1 - sd)]; } // only with withPsd
    bool operator<(const Quality& o) const { return v < o.v; }
    bool zero() const;
};

class RoundFacts {
public:
    explicit RoundFacts(const RoundInput& input);

    const Facts& operator[](int player) const { return m_facts[player]; }
    int size() const { return int(m_facts.size()); }
    // The players to be paired, in A.2 order (score, then pairing number).
    const std::vector<int>& ranking() const { return m_ranking; }
    // Larger than any score difference that occurs (histogram size).
    int bins() const { return m_bins; }
    bool finalRound() const { return m_final; }

    bool met(int a, int b) const { return m_met[std::size_t(a) * m_facts.size() + std::size_t(b)] != 0; }
    // C.1 and C.3.
    bool compatible(int a, int b) const;
    // Section E: the colour `a` gets against `b`.
    Colour colourOf(int a, int b) const;
    // C.8-C.11 and the float criteria of a pair: `higher` is the player ranked higher (A.2).
    void addPair(int higher, int lower, Quality& q) const;
    // The float criteria of a player left unpaired in a bracket whose lowest score is `minScore`.
    void addUnpaired(int player, int minScore, Quality& q) const;

private:
    std::vector<Facts> m_facts;
    std::vector<int> m_ranking;
    std::vector<char> m_met;
    Colour m_initial = Colour::White;
    int m_bins = 1;
    bool m_final = false;
};

} // namespace kibitz::tournament::dutch
