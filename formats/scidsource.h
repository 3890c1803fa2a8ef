// The SCID 4 adapter: a scid::ScidDatabase behind the ForeignDatabase interface.
#pragma once

#include "foreigndatabase.h"

namespace kibitz::scid {
class ScidDatabase;
}

namespace kibitz::formats {

std::unique_ptr<ForeignDatabase> openScid(const std::string& path, std::string* error);
// The header index of a SCID database from its .si4 and .sn4 alone (the list SCID itself shows on opening).
pgn::GameIndex scidHeaderIndex(const scid::ScidDatabase& db);

} // namespace kibitz::formats
