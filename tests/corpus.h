// Readers for the shared perft corpus (read-only, outside the project; see KIBITZ_CORPUS_DIR):
//   python-chess *.perft: blocks of "id <name>", "epd <FEN>", "perft <depth> <nodes>" lines, '#' comments.
//   Ethereal *.epd:       "<FEN> ;D1 <nodes> ;D2 <nodes> ..." one position per line.
#pragma once

#include "testutil.h"

#include <QFile>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace kibitz {

struct PerftEntry {
    std::string id; // "id" line, or "line N"
    std::string fen;
    int line = 0;
    std::vector<std::pair<int, std::uint64_t>> counts; // (depth, nodes), as listed
};

enum class PerftFormat { PythonChess, Ethereal };

struct PerftFileSpec {
    const char* name;
    const char* relativePath; // below KIBITZ_CORPUS_DIR
    PerftFormat format;
    bool chess960;
    int positions; // how many the file holds: guards against a read that silently finds nothing
};

// clang-format off
inline const PerftFileSpec PerftFiles[] = {
    {"python-chess random", "perft/python-chess/random.perft", PerftFormat::PythonChess, false, 6838},
    {"python-chess tricky", "perft/python-chess/tricky.perft", PerftFormat::PythonChess, false, 19},
    {"python-chess chess960", "perft/python-chess/chess960.perft", PerftFormat::PythonChess, true, 960},
    {"ethereal standard", "perft/ethereal/standard.epd", PerftFormat::Ethereal, false, 128},
    {"ethereal fischer", "perft/ethereal/fischer.epd", PerftFormat::Ethereal, true, 960},
};
// clang-format on

namespace corpus_detail {

inline std::string trim(std::string s)
{
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!s.empty() && blank(s.back()))
        s.pop_back();
    std::size_t i = 0;
    while (i < s.size() && blank(s[i]))
        ++i;
    return s.substr(i);
}

inline bool parseCount(const std::string& text, std::uint64_t& out)
{
    if (text.empty())
        return false;
    out = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return false;
        out = out * 10 + std::uint64_t(c - '0');
    }
    return true;
}

} // namespace corpus_detail

// Reads a perft file; on a malformed line returns false with `error` naming it.
inline bool readPerftFile(const QString& path, PerftFormat format, std::vector<PerftEntry>& out, QString& error)
{
    using namespace corpus_detail;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = QStringLiteral("cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    std::string pendingId;
    int lineNo = 0;
    while (!file.atEnd()) {
        const std::string line = trim(file.readLine().toStdString());
        ++lineNo;
        if (line.empty() || line[0] == '#')
            continue;
        const auto bad = [&](const char* what) {
            error = QStringLiteral("%1:%2: %3: %4").arg(path).arg(lineNo).arg(QLatin1String(what), qs(line));
            return false;
        };
        if (format == PerftFormat::PythonChess) {
            const auto space = line.find(' ');
            const std::string key = line.substr(0, space);
            const std::string rest = space == std::string::npos ? std::string() : trim(line.substr(space + 1));
            if (key == "id") {
                pendingId = rest;
            } else if (key == "epd") {
                PerftEntry e;
                e.id = pendingId.empty() ? "line " + std::to_string(lineNo) : pendingId;
                e.fen = rest;
                e.line = lineNo;
                out.push_back(std::move(e));
                pendingId.clear();
            } else if (key == "perft") {
                const auto sp = rest.find(' ');
                std::uint64_t depth = 0, nodes = 0;
                if (out.empty() || sp == std::string::npos || !parseCount(rest.substr(0, sp), depth)
                    || !parseCount(trim(rest.substr(sp + 1)), nodes))
                    return bad("bad perft line");
                out.back().counts.emplace_back(int(depth), nodes);
            } else {
                return bad("unknown line");
            }
        } else {
            std::size_t semi = line.find(';');
            PerftEntry e;
            e.id = "line " + std::to_string(lineNo);
            e.fen = trim(line.substr(0, semi));
            e.line = lineNo;
            while (semi != std::string::npos) {
                const std::size_t next = line.find(';', semi + 1);
                const std::string part = trim(line.substr(semi + 1, next == std::string::npos ? std::string::npos : next - semi - 1));
                const auto sp = part.find(' ');
                std::uint64_t depth = 0, nodes = 0;
                if (part.size() < 2 || part[0] != 'D' || sp == std::string::npos || !parseCount(part.substr(1, sp - 1), depth)
                    || !parseCount(trim(part.substr(sp + 1)), nodes))
                    return bad("bad ;Dn field");
                e.counts.emplace_back(int(depth), nodes);
                semi = next;
            }
            out.push_back(std::move(e));
        }
    }
    for (const PerftEntry& e : out)
        if (e.counts.empty()) {
            error = QStringLiteral("%1:%2: position without counts").arg(path).arg(e.line);
            return false;
        }
    return true;
}

// Adds one data row per corpus perft file: name, path, chess960, expected position count.
inline void addPerftFileRows()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format");
    QTest::addColumn<bool>("chess960");
    QTest::addColumn<int>("positions");
    for (const PerftFileSpec& f : PerftFiles)
        QTest::addRow("%s", f.name) << QDir(corpusDir()).filePath(QString::fromLatin1(f.relativePath)) << int(f.format) << f.chess960
                                    << f.positions;
}

// The current row of addPerftFileRows(), read: `error` says what went wrong (empty when the file read and has
// the expected number of positions).
struct PerftRow {
    std::vector<PerftEntry> entries;
    bool chess960 = false;
    QString error;
};

inline PerftRow fetchPerftRow()
{
    QFETCH(QString, path);
    QFETCH(int, format);
    QFETCH(bool, chess960);
    QFETCH(int, positions);
    PerftRow row;
    row.chess960 = chess960;
    if (readPerftFile(path, PerftFormat(format), row.entries, row.error) && int(row.entries.size()) != positions)
        row.error = QStringLiteral("%1: %2 positions, expected %3").arg(path).arg(row.entries.size()).arg(positions);
    return row;
}

} // namespace kibitz
