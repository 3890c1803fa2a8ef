// Where the sample games are: the installed copy (share/kibitz/samples beside the program's bin or games folder,
// then the XDG data folders) or, in a build tree, the copy CMake puts in <build>/app/share/kibitz/samples. An empty
// path means there is none, and the menu entry is disabled rather than failing when chosen.
#pragma once

#include <QString>

namespace kibitz::gui {

QString sampleGamesPath();

} // namespace kibitz::gui
