// VariantWindows: the main window's variant windows — the designer (Game > Variant Designer…) and the variant game
// window (Game > Play a Variant…) — each made on first use and kept, and wired together: a designed variant is
// played in the game window, and a variant game chosen in the game list opens there. The game window offers the
// external engines of the settings (kept up to date when they change).
#pragma once

#include <QObject>

class QWidget;

namespace kibitz::gui {

class FileActions;
class MessageBar;
class Preferences;
class VariantDesignerDialog;
class VariantPlayWindow;
class WindowActions;

class VariantWindows : public QObject {
    Q_OBJECT

public:
    VariantWindows(QWidget* window, WindowActions* actions, FileActions* files, MessageBar* messages, Preferences* preferences);

    VariantPlayWindow* showPlay();         // shown and raised
    VariantDesignerDialog* showDesigner(); // shown and raised

private:
    QWidget* m_window;
    MessageBar* m_messages;
    Preferences* m_preferences;
    VariantPlayWindow* m_play = nullptr;
};

} // namespace kibitz::gui
