// BookTablebaseSettings: the "Book and Tablebases" part of the settings dialog — the opening book file and whether
// auto move plays from it, the directories of Gaviota endgame tables and whether the built-in engine keeps to
// their best moves. Edits a BookTablebaseConfig; the owner applies config() when the dialog is accepted.
#pragma once

#include "booktablebaseconfig.h"

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QPushButton;

namespace kibitz::gui {

class BookTablebaseSettings : public QWidget {
    Q_OBJECT

public:
    explicit BookTablebaseSettings(const BookTablebaseConfig& config, QWidget* parent = nullptr);
    BookTablebaseConfig config() const;

    // For tests: the controls.
    QCheckBox* useBook() const { return m_useBook; }
    QLineEdit* bookFile() const { return m_bookFile; }
    QCheckBox* autoMoveFromBook() const { return m_autoMove; }
    QCheckBox* useTablebases() const { return m_useTablebases; }
    QLineEdit* tablebasePaths() const { return m_tablebasePaths; }
    QCheckBox* engineUsesTablebases() const { return m_engine; }

private:
    void updateEnabled();

    QCheckBox* m_useBook;
    QLineEdit* m_bookFile;
    QPushButton* m_browseBook;
    QCheckBox* m_autoMove;
    QCheckBox* m_useTablebases;
    QLineEdit* m_tablebasePaths;
    QPushButton* m_browseTablebases;
    QCheckBox* m_engine;
};

} // namespace kibitz::gui
