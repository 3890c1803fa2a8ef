// EcoSettingsSection: the "Openings" part of the settings dialog — which opening table names positions and fills
// ECO tags (built in, Scid's table with extended codes, or a file of the user's). Applied to the library and stored
// in Preferences when the dialog is accepted; a file that cannot be used is reported by the library and the
// previous choice stays, in use and stored.
#pragma once

#include <QWidget>

class QButtonGroup;
class QDialog;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kibitz::gui {

class EcoLibrary;
class Preferences;

class EcoSettingsSection : public QWidget {
    Q_OBJECT

public:
    EcoSettingsSection(EcoLibrary* library, Preferences* preferences, QDialog* dialog);

    // For tests: the choice as the dialog shows it.
    QButtonGroup* choices() const { return m_choices; }
    QLineEdit* fileEdit() const { return m_file; }

private:
    void apply();
    void updateEnabled();

    EcoLibrary* m_library;
    Preferences* m_preferences;
    QButtonGroup* m_choices;
    QLineEdit* m_file;
    QPushButton* m_browse;
};

// Loads the table chosen in an earlier session (a broken or missing file is reported through the library's
// failed() signal and the built-in table stays).
void restoreEcoSource(EcoLibrary* library, const Preferences& preferences);

} // namespace kibitz::gui
