// Helpers of the ChessBase tests: a database from bytes, a game as export-format PGN, its movetext and tags.
#pragma once

#include "chessbase/database.h"
#include "pgn/writer.h"

#include <string>
#include <vector>

namespace kibitz::cbtest {

inline std::unique_ptr<chessbase::ChessBaseDatabase> fromFiles(const std::vector<std::string>& files, std::string* error = nullptr)
{
    return chessbase::ChessBaseDatabase::fromBytes(files, error);
}

// Game `game` as a pgn::WriterVisitor writes it; `problem` gets what readGame() returned.
inline std::string pgnOf(const chessbase::ChessBaseDatabase& db, std::size_t game, std::string* problem = nullptr)
{
    std::string out;
    chessbase::GameReader reader;
    pgn::WriterVisitor writer({}, [&](std::string_view text) { out += text; });
    const std::string why = db.readGame(game, writer, reader);
    if (problem)
        *problem = why;
    return out;
}

// The movetext of an export-format game on one line (after the tag section).
inline std::string movetext(const std::string& pgn)
{
    const std::size_t at = pgn.find("\n\n");
    std::string text = at == std::string::npos ? pgn : pgn.substr(at + 2);
    for (char& c : text)
        if (c == '\n')
            c = ' ';
    while (!text.empty() && text.back() == ' ')
        text.pop_back();
    return text;
}

// The value of tag `name` in an export-format game, "<none>" when it has none.
inline std::string tagValue(const std::string& pgn, const std::string& name)
{
    const std::string key = "[" + name + " \"";
    const std::size_t at = pgn.find(key);
    if (at == std::string::npos)
        return "<none>";
    const std::size_t from = at + key.size();
    return pgn.substr(from, pgn.find("\"]", from) - from);
}

} // namespace kibitz::cbtest
