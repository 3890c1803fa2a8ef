// The formats known to Kibitz besides PGN, and how a path is matched to one.
#include "foreigndatabase.h"

#include "chessbasesource.h"
#include "scidsource.h"

#include "chessbase/database.h"
#include "pgn/writer.h"
#include "scid/database.h"

namespace kibitz::formats {

std::string describe(const GameProblem& problem)
{
    return problem.game == GameProblem::NoGame ? problem.what : "game " + std::to_string(problem.game + 1) + ": " + problem.what;
}

std::string ForeignReader::appendPgn(std::size_t game, std::string& out)
{
    pgn::WriterVisitor writer({}, [&](std::string_view text) { out += text; });
    return readGame(game, writer);
}

bool isForeignPath(const std::string& path)
{
    return scid::ScidDatabase::isScidPath(path) || chessbase::ChessBaseDatabase::isChessBasePath(path);
}

std::unique_ptr<ForeignDatabase> openForeign(const std::string& path, std::string* error)
{
    if (error)
        error->clear();
    if (scid::ScidDatabase::isScidPath(path))
        return openScid(path, error);
    if (chessbase::ChessBaseDatabase::isChessBasePath(path))
        return openChessBase(path, error);
    return nullptr;
}

std::vector<std::string> foreignFileFilters() { return {"SCID databases (*.si4)", "ChessBase databases (*.cbh)"}; }

} // namespace kibitz::formats
