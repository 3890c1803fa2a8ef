// Gaviota: endgame tablebase probes — win/draw/loss and distance to mate (DTM) — through Debian's libgaviotatb
// (Miguel Ballicora's probing code, MIT licence). The C library keeps one global state per process, so there is one
// Gaviota object, instance(). Thread safety: probes from any number of threads at once are safe (the library guards
// its caches with its own mutex; this class adds a shared lock), open() and close() wait for running probes and
// block new ones while they replace the tables. Positions with castling rights are never covered (the tables hold
// none); a position is covered when its piece count has tables in the open directories and the file is there.
#pragma once

#include "core/position.h"

#include <optional>
#include <shared_mutex>
#include <string>
#include <vector>

namespace kibitz::tablebase {

// For the side to move.
enum class Wdl : signed char { Loss = -1, Draw = 0, Win = 1 };

struct Probe {
    Wdl wdl = Wdl::Draw;
    // Plies to mate with best play on both sides (0 for a draw, and for a side that is mated already).
    int plies = 0;
    // Moves to mate from the side to move's view: positive when it mates, negative when it is mated, 0: draw.
    int movesToMate() const;
    bool operator==(const Probe&) const = default;
};

// A legal move and the result it leads to, from the view of the side that plays it.
struct MoveProbe {
    Move move;
    Probe result;
};

// Better for the side to move: a win sooner, a draw, a loss later.
bool better(const Probe& a, const Probe& b);

struct OpenResult {
    std::string error;              // empty on success
    std::vector<std::string> paths; // the directories opened
    int compression = 0;            // the files' scheme: 1-4 for *.gtb.cp1 ... *.gtb.cp4
    int maxPieces = 0;              // the most pieces (kings included) any open table has
    bool ok() const { return error.empty(); }
};

class Gaviota {
public:
    static Gaviota& instance();
    // Where Debian's gaviotatb package installs the 3-piece tables (the cp4 set).
    static std::string debianPath();

    // Opens the tables in `paths` (directories holding *.gtb.cpN files; all in one scheme, the most common one
    // found is used), replacing what was open. On failure nothing is open.
    OpenResult open(const std::vector<std::string>& paths, std::size_t cacheBytes = 32u << 20);
    void close();
    bool isOpen() const;
    int maxPieces() const;

    // Whether a probe can answer: few enough pieces for the open tables and no castling rights.
    bool covers(const Position& pos) const;
    // The result of a position; nullopt when it is not covered or its table file is missing.
    std::optional<Probe> probe(const Position& pos) const;
    // Every legal move with its result, best first; nullopt unless every resulting position could be probed.
    // `pos` is restored before returning.
    std::optional<std::vector<MoveProbe>> rankMoves(Position& pos) const;
    // The moves that keep the best result (a win as fast as possible, a draw, or the longest resistance);
    // empty when the position cannot be fully probed or has no legal move.
    std::vector<Move> bestMoves(Position& pos) const;

private:
    Gaviota() = default;
    ~Gaviota();
    std::optional<Probe> probeLocked(const Position& pos) const;
    void closeLocked();

    mutable std::shared_mutex m_mutex;
    const char** m_paths = nullptr;
    int m_maxPieces = 0;
    bool m_open = false;
};

} // namespace kibitz::tablebase
