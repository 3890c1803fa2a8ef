// mirrorSideDocks(): QMainWindow keeps its left and right dock areas where they are when the layout direction
// turns right to left, so a Persian window would keep the move list on the board's right. This moves every docked
// widget of the left area to the right area and back, keeping the arrangement (columns side by side come in
// reverse order, so what was next to the board stays next to it; rows keep their order), tab groups and the tab
// in front, visibility and sizes; floating docks stay where they are.
#pragma once

class QMainWindow;

namespace kibitz::gui {

void mirrorSideDocks(QMainWindow* window);

} // namespace kibitz::gui
