// A ChessBase database opened for reading: the game index (.cbh) and moves (.cbg) mapped, the annotations (.cba)
// and the name files (.cbp players, .cbt tournaments, .cbc annotators, .cbs sources) when present, every size,
// count, offset and name id checked before it is trusted. Guiding texts (records ChessBase keeps among the games)
// are not games: they are counted and left out, so game i is the i-th record that is a game. Deleted games (marked,
// not yet removed by ChessBase) are games. The extended headers (.cbj) give the teams (names in .cbe), when present.
// Each game decodes on its own into a pgn::Visitor: the Seven Tag Roster from the index and name files (Event and
// Site from the tournament's title and place, Round "round.subround"), ratings, ECO, the tournament's date and type,
// annotator, source and teams, then the moves with their variations and annotations (movedecoder.h, annotations.h).
// Invariants: a database never changes once opened; size() games exist, each with its record checked at opening;
// readGame() is const and may run on several threads at once, each with its own GameReader.
#pragma once

#include "annotations.h"
#include "headers.h"
#include "movedecoder.h"

#include "pgn/mappedfile.h"
#include "pgn/savefile.h"
#include "pgn/visitor.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::chessbase {

struct Problem {
    static constexpr std::size_t NoGame = std::size_t(-1);
    std::size_t game = NoGame; // 0-based game, NoGame for the files as a whole
    std::string what;
};

// Per-thread scratch for ChessBaseDatabase::readGame.
struct GameReader {
    MoveDecoder decoder;
    MoveTree tree;
    GameNotes notes;
    Position pos;
    std::vector<StateInfo> states;
    std::string text;
};

class ChessBaseDatabase {
public:
    // The files a database is made of, by extension; the first two must exist.
    static constexpr const char* Extensions[] = {".cbh", ".cbg", ".cba", ".cbp", ".cbt", ".cbc", ".cbs", ".cbe", ".cbj"};
    static constexpr int FileCount = 9;
    // "games", "games.cbh" (or any of the extensions above) → "games".
    static std::string basePath(const std::string& path);
    // A path that names a ChessBase database: ends in .cbh, or is a base with a .cbh beside it.
    static bool isChessBasePath(const std::string& path);
    // Opens the files. Null with `error` when the index or moves cannot be read or the index is unusable; damage
    // that leaves games readable is listed in problems() instead.
    static std::unique_ptr<ChessBaseDatabase> open(const std::string& path, std::string* error);
    // The same from the files' bytes (in Extensions order; missing ones empty), for tests and fuzzing.
    static std::unique_ptr<ChessBaseDatabase> fromBytes(std::vector<std::string> files, std::string* error);

    const std::string& base() const { return m_base; }
    // The files opened (paths) and their stamps when opened: what a cache of this database is keyed by.
    const std::vector<std::pair<std::string, pgn::FileStamp>>& files() const { return m_files; }
    const std::vector<Problem>& problems() const { return m_problems; }

    std::size_t size() const { return m_games.size(); }
    std::size_t guidingTexts() const { return m_guidingTexts; }
    std::size_t records() const { return m_records; } // games and guiding texts
    GameRecord record(std::size_t game) const;
    const NameFile& names(NameKind kind) const { return m_names[int(kind)]; }
    // A name by id; "?" when out of range (listed as a problem of the game when opening).
    std::string_view name(NameKind kind, std::uint32_t id) const;
    const Tournament* tournament(std::uint32_t id) const;

    // Game `game` (0-based) into `visitor`, from beginGame to endGame. Returns "" or why it was not read completely
    // or what of it was skipped (the visitor then got the tags and what could be read).
    std::string readGame(std::size_t game, pgn::Visitor& visitor, GameReader& reader) const;

private:
    ChessBaseDatabase() = default;
    std::string check(std::string* error);
    void writeMoves(const MoveTree& tree, const GameNotes* notes, pgn::Visitor& visitor, GameReader& reader) const;

    std::string m_base;
    pgn::MappedFile m_mapped[FileCount];
    std::vector<std::string> m_owned; // fromBytes
    std::string_view m_bytes[FileCount];
    std::vector<std::pair<std::string, pgn::FileStamp>> m_files;
    std::vector<std::uint32_t> m_games; // record number (0-based, after the file's header) of each game
    std::size_t m_records = 0, m_guidingTexts = 0;
    NameFile m_names[NameKindCount];
    ExtendedHeaders m_extended;
    std::vector<Problem> m_problems;
};

} // namespace kibitz::chessbase
