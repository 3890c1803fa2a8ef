// A small Polyglot book written for the GUI tests: weights and learn values we chose, in a temporary file.
#pragma once

#include "book/polyglotbook.h"

#include "core/san.h"

#include <QFile>
#include <QString>

#include <vector>

namespace kibitz::gui::test {

struct BookLine {
    const char* moves; // UCI moves from the start position to the book position
    const char* move;  // the book move there (UCI)
    int weight;
    unsigned learn;
};

// Writes the entries in key order (the file order among equal keys kept); false if the file cannot be written.
inline bool writeBook(const QString& path, const std::vector<BookLine>& lines)
{
    std::vector<book::BookEntry> entries;
    for (const BookLine& l : lines) {
        GameLine line;
        for (const QString& u : QString::fromLatin1(l.moves).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            line.push(parseUci(line.position(), u.toStdString()));
        const Move m = parseUci(line.position(), l.move);
        if (!m)
            return false;
        entries.push_back({book::polyglotKey(line), book::encodeMove(m), std::uint16_t(l.weight), l.learn});
    }
    std::stable_sort(entries.begin(), entries.end(), [](const book::BookEntry& a, const book::BookEntry& b) { return a.key < b.key; });
    const std::string bytes = book::encodeEntries(entries);
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes.data(), qint64(bytes.size())) == qint64(bytes.size());
}

} // namespace kibitz::gui::test
