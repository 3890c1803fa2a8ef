// The Kibitz main window: menus, a status bar and, for now, a board showing the start position.
#pragma once

#include <QMainWindow>

class QLabel;

namespace kibitz {

class BoardView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    // A PGN file named on the command line. It is not opened yet: that arrives with the PGN reader.
    void openFromCommandLine(const QString& path);

private:
    void createMenus();
    void showAbout();

    BoardView* m_board = nullptr;
    QLabel* m_positionLabel = nullptr;
};

} // namespace kibitz
