// Reading and writing the settings dialog's Preferences in QSettings, so the dialog, the window and the tests
// agree on one set of keys and defaults (brown board, Kibitz pieces, coordinates on, new variations, 1 s/move).
#pragma once

#include "settingsdialog.h"

namespace kibitz::gui {

Preferences loadPreferences();
void savePreferences(const Preferences& p);

} // namespace kibitz::gui
