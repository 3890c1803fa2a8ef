// SettingsDialog: the few preferences of the game window (board theme, piece set, palette, notation and
// editing options, engine move time) as one plain value, so the window applies and stores them in one place.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace kibitz::gui {

struct Preferences {
    QString themeId;
    QString pieceSetId;
    bool darkPalette = false;
    bool figurine = false;
    bool overwrite = false; // a move in the middle of a game replaces the continuation instead of branching
    bool coordinates = true;
    int engineMoveTimeMs = 1000;
};

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const Preferences& current, QWidget* parent = nullptr);
    Preferences preferences() const;

private:
    QComboBox* m_theme;
    QComboBox* m_pieces;
    QCheckBox* m_dark;
    QCheckBox* m_figurine;
    QCheckBox* m_overwrite;
    QCheckBox* m_coordinates;
    QSpinBox* m_moveTime;
};

} // namespace kibitz::gui
