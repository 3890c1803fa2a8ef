// A SCID 4 database opened for reading: the index (.si4), name (.sn4) and game (.sg4) files mapped, every size,
// count and offset checked before anything is trusted, and each game decodable on its own into a pgn::Visitor
// with the tags SCID prints (the Seven Tag Roster, ratings with their types, ECO, event date, the record's own
// tags), plus [ScidFlags] for the flags the user set (SCID's own PGN import reads that tag back).
// Invariants: a database never changes once opened (it holds the bytes it checked); size() whole records exist and
// gameBytes(i) lies inside the game file, or is empty and problems() says why; a name id out of range reads "?"
// (as in SCID) and is listed as a problem of that game; readGame() is const and may run on several threads at
// once, each with its own GameReader.
#pragma once

#include "gamedecoder.h"
#include "indexfile.h"
#include "namefile.h"

#include "pgn/game.h"
#include "pgn/mappedfile.h"
#include "pgn/savefile.h"

#include <array>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::scid {

struct Problem {
    static constexpr std::size_t NoGame = std::size_t(-1);
    std::size_t game = NoGame; // 0-based, NoGame for the files as a whole
    std::string what;
};
std::string describe(const Problem& problem); // "game 12: bytes 100-300 lie past the end of the game file"

// Per-thread scratch for ScidDatabase::readGame.
struct GameReader {
    MoveDecoder moves;
    RecordHead head;
    std::vector<pgn::Tag> tags;
    Position start;
    StateInfo startState;
};

class ScidDatabase {
public:
    // "games", "games.si4", "games.sn4" or "games.sg4" → "games".
    static std::string basePath(const std::string& path);
    // A path that names a SCID database: ends in .si4/.sn4/.sg4, or is a base with a .si4 beside it.
    static bool isScidPath(const std::string& path);
    // Opens the three files. Null with `error` when they cannot be read or the index or name file is unusable;
    // damage that leaves games readable is listed in problems() instead.
    static std::unique_ptr<ScidDatabase> open(const std::string& path, std::string* error);
    // The same from the three files' bytes in memory (tests, fuzzing).
    static std::unique_ptr<ScidDatabase> fromBytes(std::string index, std::string names, std::string games, std::string* error);

    const std::string& base() const { return m_base; }
    std::string indexPath() const { return m_base + ".si4"; }
    // The three files' stamps when opened (index, names, games): what a cache of this database is keyed by.
    const std::array<pgn::FileStamp, 3>& stamps() const { return m_stamps; }
    const IndexHeader& header() const { return m_header; }
    const NameBase& names() const { return m_names; }
    // The files' problems, then each record's (its bytes outside the game file, a name id out of range), in game
    // order. The records are checked on the first call, not when opening: a game list can show first (readGame()
    // checks its own game whenever it runs). Safe to call from several threads.
    const std::vector<Problem>& problems() const;

    std::size_t size() const { return m_count; }
    // Decoded from the index's bytes each time (a few nanoseconds): a million games keep no second copy.
    IndexRecord record(std::size_t game) const
    {
        return decodeIndexRecord(m_index.substr(m_header.size() + game * m_header.recordSize(), m_header.recordSize()), m_header.version);
    }
    std::string_view name(NameKind kind, std::uint32_t id) const;
    std::string_view gameBytes(std::size_t game) const;

    // Game `game` (0-based) into `visitor`, from beginGame to endGame. Returns "" or why it could not be decoded
    // completely (the visitor then got the tags and the moves before the damage).
    std::string readGame(std::size_t game, pgn::Visitor& visitor, GameReader& reader) const;
    // The same game appended to `out` as export-format PGN: the text a pgn::WriterVisitor makes of readGame(), made
    // without replaying the moves twice (what converting a database to PGN uses).
    std::string appendPgn(std::size_t game, std::string& out, GameReader& reader) const;

private:
    bool check(std::string* error); // reads the header and names, counts the records, noting every problem
    void checkRecords() const;      // appends each record's problems
    // Reads the record's head into `reader`: its tags (all of them, as readGame hands them on) and start position.
    std::string prepare(std::size_t game, GameReader& reader) const;

    std::string m_base;
    pgn::MappedFile m_indexFile, m_nameFile, m_gameFile;
    std::array<std::string, 3> m_owned; // fromBytes()
    std::string_view m_index, m_nameData, m_games;
    std::array<pgn::FileStamp, 3> m_stamps{};
    IndexHeader m_header;
    NameBase m_names;
    std::size_t m_count = 0; // records that are whole and counted by the header
    mutable std::vector<Problem> m_problems;
    mutable std::once_flag m_recordsChecked;
};

} // namespace kibitz::scid
