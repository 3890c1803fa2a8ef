// Small helpers the commands that time their work share: milliseconds since a moment, and a visitor counting the
// plies of the games it walks (the benchmarks' work measure).
#pragma once

#include "pgn/visitor.h"

#include <chrono>
#include <cstdint>

namespace kibitz::cli {

using Clock = std::chrono::steady_clock;

inline double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

struct PlyCounter : pgn::Visitor {
    std::uint64_t plies = 0;
    void move(const Position&, Move, std::string_view) override { ++plies; }
};

} // namespace kibitz::cli
