// Helpers for the training suites: SAN lines to moves and positions, repertoires from text, files in a directory.
#pragma once

#include "training/repertoire.h"

#include "pgn/writer.h"

#include "core/san.h"

#include <QFile>
#include <QString>
#include <QTest>

#include <deque>
#include <sstream>
#include <string>
#include <vector>

namespace kibitz::training::test {

// A position after SAN moves ("1.e4 c5 2.Nf3" or "e4 c5 Nf3") from `fen` (empty: the start), owning its states.
struct Line {
    Position pos;
    std::deque<StateInfo> states;
    std::vector<Move> moves;
    bool ok = true;
    explicit Line(std::string_view sans, std::string_view fen = {})
    {
        states.emplace_back();
        ok = pos.setFen(fen.empty() ? StartFen : fen, FenMode::Lenient, states.back()).ok();
        std::istringstream in{std::string(sans)};
        for (std::string word; ok && in >> word;) {
            if (const std::size_t dot = word.find_last_of('.'); dot != std::string::npos)
                word = word.substr(dot + 1);
            if (word.empty())
                continue;
            const SanResult r = parseSan(pos, word);
            ok = r.ok();
            if (ok) {
                moves.push_back(r.move);
                states.emplace_back();
                pos.doMove(r.move, states.back());
            }
        }
    }
    Key key() const { return pos.key(); }
};

inline Key keyAfter(std::string_view sans, std::string_view fen = {}) { return Line(sans, fen).key(); }
inline RepertoireLine lineOf(std::string_view sans, std::string_view fen = {}) { return {std::string(fen), false, Line(sans, fen).moves}; }
// The move `san` in the position after `sans`.
inline Move moveAfter(std::string_view sans, std::string_view san, std::string_view fen = {})
{
    const Line l(sans, fen);
    const SanResult r = parseSan(l.pos, san);
    return r.ok() ? r.move : Move::none();
}

// The SAN of the accepted moves at the position after `sans`, main first, joined by spaces ("-" when the
// position is not in the repertoire).
inline QString movesAt(const Repertoire& rep, std::string_view sans, std::string_view fen = {})
{
    const NodeIndex i = rep.graph().find(keyAfter(sans, fen));
    if (i == NoIndex)
        return "-";
    QStringList out;
    for (const GraphMove& m : rep.graph().node(i).moves)
        out << QString::fromStdString(m.san);
    return out.join(' ');
}

inline QByteArray readBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
inline bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace kibitz::training::test
