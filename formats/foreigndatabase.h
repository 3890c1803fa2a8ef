// Databases in other programs' formats, behind one interface so that each format plugs in the same way: a decoder
// (a library beside pgn/, e.g. scid/) and an adapter here that says which paths it opens, what files it is made of
// (their stamps key the converted PGN, see convertedcache.h), how many games it has, what its own index says about
// them (a game list before anything is converted), and each game as pgn::Visitor events. Adding a format: its
// adapter class and one line in openForeign().
// Invariants: a ForeignDatabase never changes once opened; readers() work on separate threads at once.
#pragma once

#include "pgn/gameindex.h"
#include "pgn/savefile.h"
#include "pgn/visitor.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kibitz::formats {

// Damage found in a foreign database: a game that cannot be read completely, or the files as a whole.
struct GameProblem {
    static constexpr std::size_t NoGame = std::size_t(-1);
    std::size_t game = NoGame; // 0-based
    std::string what;
};
std::string describe(const GameProblem& problem); // "game 12: ..." (1-based), or the text alone

// Reads games one by one; one per thread.
class ForeignReader {
public:
    virtual ~ForeignReader() = default;
    // Game `game` (0-based) from beginGame to endGame. Returns "" or why it was not read completely (the visitor
    // then got what could be read).
    virtual std::string readGame(std::size_t game, pgn::Visitor& visitor) = 0;
    // The same game appended to `out` as export-format PGN (what a pgn::WriterVisitor makes of readGame()). A format
    // may do it faster; by default it is exactly that.
    virtual std::string appendPgn(std::size_t game, std::string& out);
};

class ForeignDatabase {
public:
    virtual ~ForeignDatabase() = default;
    virtual std::string formatName() const = 0;  // "SCID 4"
    virtual const std::string& path() const = 0; // what the user opened, e.g. "games.si4"
    // The files it is made of, with their stamps when opened.
    virtual std::vector<std::pair<std::string, pgn::FileStamp>> files() const = 0;
    virtual std::size_t size() const = 0;
    virtual std::vector<GameProblem> problems() const = 0; // found when opening
    // The headers from the format's own index, without reading a game; nullopt when it has none.
    virtual std::optional<pgn::GameIndex> headerIndex() const { return std::nullopt; }
    virtual std::unique_ptr<ForeignReader> reader() const = 0;
};

// Whether `path` names a database of a format known here (by its name, or by files beside it).
bool isForeignPath(const std::string& path);
// Opens it. Null with `error` when it is such a database but cannot be opened; null with an empty error when the
// path is not one of the formats known here.
std::unique_ptr<ForeignDatabase> openForeign(const std::string& path, std::string* error);
// The file filters of the formats for open dialogs: "SCID databases (*.si4)", ...
std::vector<std::string> foreignFileFilters();

} // namespace kibitz::formats
