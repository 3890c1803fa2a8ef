// The tournament's PGN as a journal: each finished game is appended with one write and synced to disk before the
// state file that counts it is saved, so the state's recorded PGN size is the commit point. After a crash the
// bytes beyond it are either a whole game that was written but not yet counted (it is adopted) or the torn end of
// one (it is cut off); bytes missing below it mean someone else changed the file, which is refused. Invariant:
// after recover() the file ends at a game boundary the state knows. (A whole-file rewrite per game, as
// pgn/savefile.h does for edits, would make a long match quadratic in its length; appending in place is what
// keeps every game the moment it ends without that cost.)
#pragma once

#include "pgnrecord.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::tournament {

struct AppendResult {
    std::string error;      // empty on success
    std::uint64_t size = 0; // the file's size after the game
};

// Appends `text` to `path` (created if missing) and syncs it.
AppendResult appendToPgn(const std::string& path, std::string_view text);

struct Recovery {
    std::string error;                // the file cannot be used (shorter than committed, unreadable)
    std::vector<WrittenGame> written; // whole games found beyond the commit point, in file order
    std::uint64_t size = 0;           // the commit point after recovery (adopted games included)
    std::uint64_t cutBytes = 0;       // torn bytes removed from the end
};

// Looks at `path` beyond `committed` bytes: whole games for which `adopt` says yes are kept and counted, the first
// one it refuses and everything after it is cut off (truncated, synced).
template <typename Adopt>
Recovery recoverPgn(const std::string& path, std::uint64_t committed, const Adopt& adopt);

// Implementation detail of recoverPgn: the bytes of `path` from `from` on (nullopt with error when unreadable),
// and the truncation.
std::string readTail(const std::string& path, std::uint64_t from, std::uint64_t& size, std::string& error);
std::string truncatePgn(const std::string& path, std::uint64_t size);

template <typename Adopt>
Recovery recoverPgn(const std::string& path, std::uint64_t committed, const Adopt& adopt)
{
    Recovery r;
    std::uint64_t size = 0;
    const std::string tail = readTail(path, committed, size, r.error);
    if (!r.error.empty())
        return r;
    r.size = committed;
    for (const WrittenGame& g : completeGames(tail)) {
        if (!adopt(g))
            break;
        r.written.push_back(g);
        r.size += g.length;
    }
    if (r.size < size) {
        r.cutBytes = size - r.size;
        r.error = truncatePgn(path, r.size);
    }
    return r;
}

} // namespace kibitz::tournament
