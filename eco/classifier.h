// Classifies games by opening: follows a game's main line and remembers the ECO entry matched deepest.
// Two modes: plain position lookup (transpositions count; used for the live "opening of this position"), and
// pgn-extract compatibility (a match counts only within six plies after the ECO line's own length, an exact
// move-order match preferred) so the tags we write agree with the de-facto tool.
#pragma once

#include "ecobook.h"

#include <string>
#include <vector>

namespace kibitz::eco {

enum class EcoMode { Position, PgnExtract };

struct EcoResult {
    const EcoEntry* entry = nullptr;
    int ply = 0; // plies from the start position at which the entry matched
    bool found() const { return entry != nullptr; }
};

// The four strings of a result (empty when nothing matched).
struct EcoNames {
    std::string code, opening, variation, subVariation;
};
EcoNames namesOf(const EcoBook& book, const EcoResult& r);

// Incremental classifier: O(1) per ply, for use inside PGN visitors.
class EcoClassifier {
public:
    explicit EcoClassifier(const EcoBook& book, EcoMode mode = EcoMode::PgnExtract) : m_book(book), m_mode(mode) {}

    // Per game
    void reset(const Position& start);
    void update(const Position& afterMove); // after each main-line move
    const EcoResult& result() const { return m_result; }

private:
    const EcoBook& m_book;
    EcoMode m_mode;
    EcoResult m_result;
    std::uint64_t m_path = 0;
    int m_ply = 0;       // plies played in this game
    int m_basePly = 0;   // game ply of the start position (pgn-extract counts from the FEN's move number)
    bool m_done = false; // past the deepest line (+6): nothing more can match in pgn-extract mode
};

// Classifies a line given as moves from a start position.
EcoResult classify(const EcoBook& book, const Position& start, const std::vector<Move>& moves, EcoMode mode);

} // namespace kibitz::eco
