// Writes a SCID 4 database: games encoded by encodeGame() go to the game file (.sg4) one after another, never across
// one of SCID's 128 KB blocks (SCID reads a game from one block), their index records to the .si4 and their names,
// numbered in the order first met, to the .sn4 at the end. Each file is written through pgn::AtomicFile; nothing
// at the target changes until commit(). Replacing an existing database, its files are first hard-linked to
// "<file>.bak" and those links are removed once the three new files are in place, so a crash between the three
// renames leaves the old database beside the new files.
// Invariants: add() refuses a game (and changes nothing) when the database would exceed SCID's limits: 16,777,215
// games, 4 GB of games, or more names of a kind than SCID's ids can number.
#pragma once

#include "gameencoder.h"
#include "namefile.h"

#include "pgn/atomicfile.h"

#include <array>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace kibitz::scid {

class ScidWriter {
public:
    ScidWriter();
    ~ScidWriter();
    ScidWriter(const ScidWriter&) = delete;
    ScidWriter& operator=(const ScidWriter&) = delete;

    // Prepares the database at `path` ("games", or any of its file names; ".si4" is the usual one).
    pgn::SaveResult open(const std::string& path);
    // Adds a game that was not refused. False with `why` when SCID's limits for a database are reached.
    bool add(const EncodedGame& game, std::string* why);
    std::size_t size() const { return m_games; }
    // Writes the names and the index header, and puts the files in place.
    pgn::SaveResult commit();

private:
    std::string m_base;
    std::unique_ptr<pgn::AtomicFile> m_index, m_names, m_gameFile;
    NameBase m_nameBase;
    std::array<std::unordered_map<std::string, std::uint32_t>, NameKindCount> m_ids;
    std::array<std::vector<std::uint32_t>, NameKindCount> m_frequency;
    std::uint64_t m_offset = 0; // bytes in the game file so far
    std::uint32_t m_games = 0;
    std::string m_recordBuffer;
};

} // namespace kibitz::scid
