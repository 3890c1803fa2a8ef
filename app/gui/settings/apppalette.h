// The application-wide light/dark palette switch (Fusion with a dark palette, or the style's own colours).
#pragma once

namespace kibitz::gui {

void applyDarkPalette(bool dark);

} // namespace kibitz::gui
