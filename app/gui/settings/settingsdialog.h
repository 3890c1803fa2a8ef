// SettingsDialog: the settings of the game window (board theme, piece set, the 3D board's camera, material and animation,
// palette, notation and editing options, engine move time) on its first page, further sections on tabs of their own. The controls hold an
// edited copy; only when the dialog is accepted do the values go to the Preferences object, which stores and announces them.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QTabWidget;

namespace kibitz::gui {

class Preferences;

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(Preferences* preferences, QWidget* parent = nullptr);
    // A further titled section, shown as a tab of its own (e.g. the analysis part's engine settings); the
    // section applies itself on accepted().
    void addSection(const QString& title, QWidget* section);

private:
    void apply();

    Preferences* m_preferences;
    QComboBox* m_theme;
    QComboBox* m_pieces;
    QComboBox* m_camera3D;
    QComboBox* m_material3D;
    QCheckBox* m_animation3D;
    QCheckBox* m_dark;
    QCheckBox* m_figurine;
    QComboBox* m_midGameMove;
    QCheckBox* m_coordinates;
    QCheckBox* m_threatMap;
    QCheckBox* m_touchMove;
    QSpinBox* m_moveTime;
    QTabWidget* m_tabs;
};

} // namespace kibitz::gui
