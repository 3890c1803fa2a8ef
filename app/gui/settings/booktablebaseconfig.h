// BookTablebaseConfig: the opening book and endgame tablebase choices as one plain value, stored under "book/" and
// "tablebases/" in QSettings. Defaults follow what Debian installs: GNU Chess's book (gnuchess-book) and the
// 3-piece Gaviota tables (gaviotatb) when present; a file or directory the user chose is kept as chosen, and one
// that cannot be used is reported when it is opened, never silently replaced.
#pragma once

#include <QString>

namespace kibitz::gui {

struct BookTablebaseConfig {
    bool useBook = true;
    QString bookFile;             // a Polyglot .bin file
    bool autoMoveFromBook = true; // auto move and "computer plays" answer from the book where it has moves
    bool useTablebases = true;
    QString tablebasePaths;           // directories of Gaviota tables, separated by ';'
    bool engineUsesTablebases = true; // the built-in engine keeps to the tablebase-best moves at the root

    // What the GUI opens: the file and directories when switched on, empty otherwise.
    QString activeBookFile() const { return useBook ? bookFile : QString(); }
    QString activeTablebasePaths() const { return useTablebases ? tablebasePaths : QString(); }

    bool operator==(const BookTablebaseConfig&) const = default;

    static BookTablebaseConfig defaults();
    static BookTablebaseConfig load();
    void save() const;
};

} // namespace kibitz::gui
