// Material and pattern search: games whose main line reaches a material balance (piece counts per side, the
// difference in pawn units) and/or given pieces on given squares, optionally held for at least N consecutive
// plies. Replays the stored games on every core. Invariant: a game is reported once, at the first ply of the
// first run of plies that satisfies the query for long enough.
#pragma once

#include "gamefilter.h"
#include "positionsearch.h"
#include "searchindex.h"

#include <array>
#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::pgn {

struct MaterialQuery {
    // Indexed by piece (Piece enum: WPawn..WQueen, BPawn..BQueen); kings are always there.
    std::array<int, PieceCount> minCount{}, maxCount{};
    int minDiff = -100, maxDiff = 100;            // white minus black, P=1 N=B=3 R=5 Q=9
    std::vector<std::pair<Square, Piece>> pieces; // pattern: these pieces on these squares
    int minPlies = 1;                             // consecutive plies the query must hold

    MaterialQuery();
    bool matches(const Position& pos) const;
    // "Q=0 q=0 R=1 r=1 B=0..1 diff=-1..1" and "Pe4 pd5 Kg1"; nullopt with the reason on bad input.
    static std::optional<MaterialQuery> parse(std::string_view material, std::string_view pattern, std::string* error = nullptr);
};

std::vector<PositionMatch> searchMaterial(const SearchIndex& index, const MaterialQuery& query, const GameFilter* filter = nullptr,
                                          int threads = 0, const std::atomic<bool>* cancel = nullptr);

} // namespace kibitz::pgn
