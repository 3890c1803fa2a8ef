// EcoSettingsSection: the "Openings" part of the settings dialog — which opening table names positions and fills
// ECO tags (built in, Scid's table with extended codes, or a file of the user's). Applied and stored when the
// dialog is accepted; a file that cannot be used is reported by the library and the previous choice stays.
#pragma once

#include <QWidget>

class QButtonGroup;
class QDialog;
class QLabel;
class QLineEdit;
class QPushButton;

namespace kibitz::gui {

class EcoLibrary;

class EcoSettingsSection : public QWidget {
    Q_OBJECT

public:
    EcoSettingsSection(EcoLibrary* library, QDialog* dialog);

    // Settings keys, shared with restoreEcoSource().
    static QString sourceKey();
    static QString fileKey();

    // For tests: the choice as the dialog shows it.
    QButtonGroup* choices() const { return m_choices; }
    QLineEdit* fileEdit() const { return m_file; }

private:
    void apply();
    void updateEnabled();

    EcoLibrary* m_library;
    QButtonGroup* m_choices;
    QLineEdit* m_file;
    QPushButton* m_browse;
};

// Loads the table chosen in an earlier session (a broken or missing file is reported through the library's
// failed() signal and the built-in table stays).
void restoreEcoSource(EcoLibrary* library);

} // namespace kibitz::gui
