// SettingsDialog: the few preferences of the game window (board theme, piece set, palette, notation and
// editing options, engine move time) as one plain value, so the window applies and stores them in one place.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QTabWidget;

namespace kibitz::gui {

struct Preferences {
    QString themeId;
    QString pieceSetId;
    bool darkPalette = false;
    bool figurine = false;
    bool overwrite = false; // a move in the middle of a game replaces the continuation instead of branching
    bool coordinates = true;
    bool threatMap = false; // tint the squares the opponent attacks
    bool touchMove = false; // a picked-up piece that can move must be the one moved
    int engineMoveTimeMs = 1000;
};

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const Preferences& current, QWidget* parent = nullptr);
    Preferences preferences() const;
    // A further titled section, shown as a tab of its own (e.g. the analysis part's engine settings); the
    // section applies itself on accepted().
    void addSection(const QString& title, QWidget* section);

private:
    QComboBox* m_theme;
    QComboBox* m_pieces;
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
