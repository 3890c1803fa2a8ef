// The ChessBase adapter: a chessbase::ChessBaseDatabase behind the ForeignDatabase interface.
#pragma once

#include "foreigndatabase.h"

namespace kibitz::chessbase {
class ChessBaseDatabase;
}

namespace kibitz::formats {

std::unique_ptr<ForeignDatabase> openChessBase(const std::string& path, std::string* error);
// The header index of a ChessBase database from its .cbh and name files alone (no game decoded).
pgn::GameIndex chessBaseHeaderIndex(const chessbase::ChessBaseDatabase& db);

} // namespace kibitz::formats
