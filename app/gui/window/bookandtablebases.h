// BookAndTablebases: the opening book and the endgame tablebases wired into a main window — the book (a
// BookLibrary) behind the book dock and auto move, the tables (a TablebaseLibrary) behind the analysis dock's
// verdict and the built-in engines, and their part of the settings dialog. Applies Preferences::bookTablebases() to
// all of them, at restore() and whenever it changes; what cannot be opened is reported through problem() (the
// window shows it in its message bar).
#pragma once

#include "settings/booktablebaseconfig.h"

#include <QObject>

class QDialog;

namespace kibitz::gui {

class AnalysisDock;
class AutoPlayer;
class BookDock;
class BookLibrary;
class BookTablebaseSettings;
class GameController;
class Preferences;
class TablebaseLibrary;

class BookAndTablebases : public QObject {
    Q_OBJECT

public:
    // Makes the book dock (a child of `window`, not yet added to it); nothing is opened before apply().
    BookAndTablebases(QWidget* window, GameController* controller, AutoPlayer* autoPlayer, AnalysisDock* analysis,
                      Preferences* preferences);

    BookDock* bookDock() const { return m_dock; }
    BookLibrary* books() const { return m_books; }
    TablebaseLibrary* tablebases() const { return m_tablebases; }
    const BookTablebaseConfig& config() const { return m_config; }
    void restore(); // opens what the preferences name; from then on follows their changes
    // The settings dialog's section; on accepted() its choice goes to the preferences (and from there here).
    BookTablebaseSettings* createSettings(QDialog* dialog);

signals:
    void problem(const QString& text); // an error the user must see
    void warnings(const QString& text, const QString& details);

private:
    void apply(const BookTablebaseConfig& config);

    Preferences* m_preferences;
    AutoPlayer* m_autoPlayer;
    AnalysisDock* m_analysis;
    BookLibrary* m_books;
    TablebaseLibrary* m_tablebases;
    BookDock* m_dock;
    BookTablebaseConfig m_config;
    bool m_applied = false;
};

} // namespace kibitz::gui
