// Fairy-Stockfish as a reference for the variant suites: finding the engine, its `go perft` divide, and the
// same divide from Kibitz's rules, compared move by move.
#pragma once

#include "variantutil.h"

#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace kibitz::variant::test {

struct Divide {
    QMap<QString, qulonglong> moves;
    qulonglong total = 0;
    QString error;
};

inline QString enginePath()
{
    QString p = QStandardPaths::findExecutable("fairy-stockfish");
    if (p.isEmpty())
        p = QStandardPaths::findExecutable("fairy-stockfish", {"/usr/games", "/usr/local/games"});
    return p;
}

// The variants the installed Fairy-Stockfish offers through UCI_Variant (11.1 has no atomic, for one).
inline QStringList fsfVariants()
{
    QProcess p;
    p.start(enginePath(), {});
    if (!p.waitForStarted(10000))
        return {};
    p.write("uci\nquit\n");
    p.closeWriteChannel();
    if (!p.waitForFinished(30000)) {
        p.kill();
        return {};
    }
    for (const QString& line : QString::fromUtf8(p.readAllStandardOutput()).split('\n'))
        if (line.startsWith("option name UCI_Variant "))
            return line.section(" var ", 1).split(" var ", Qt::SkipEmptyParts).replaceInStrings(QRegularExpression("\\s+$"), "");
    return {};
}

// `go perft depth` in Fairy-Stockfish: one "move: count" line per root move, then "Nodes searched: N".
inline Divide fsfPerft(const QString& variant, const QString& iniPath, const QString& fen, int depth)
{
    Divide d;
    QProcess p;
    p.start(enginePath(), {});
    if (!p.waitForStarted(10000)) {
        d.error = "cannot start fairy-stockfish";
        return d;
    }
    QString script = "uci\n";
    if (!iniPath.isEmpty())
        script += "setoption name VariantPath value " + iniPath + "\n";
    script += "setoption name UCI_Variant value " + variant + "\n";
    script += fen.isEmpty() ? "position startpos\n" : "position fen " + fen + "\n";
    script += QString("go perft %1\nquit\n").arg(depth);
    p.write(script.toUtf8());
    p.closeWriteChannel();
    if (!p.waitForFinished(120000)) {
        p.kill();
        d.error = "fairy-stockfish did not finish";
        return d;
    }
    bool gotTotal = false;
    const QStringList lines = QString::fromUtf8(p.readAllStandardOutput()).split('\n');
    for (const QString& raw : lines) {
        const QString line = raw.trimmed();
        if (line.startsWith("Nodes searched:")) {
            d.total = line.mid(15).trimmed().toULongLong();
            gotTotal = true;
        } else if (line.contains(": ") && !line.startsWith("info") && !line.startsWith("option") && !line.startsWith("id ")) {
            const QString move = line.section(": ", 0, 0), count = line.section(": ", 1);
            bool ok = false;
            const qulonglong n = count.toULongLong(&ok);
            if (ok && move.size() >= 4 && move.size() <= 5)
                d.moves[move] = n;
        }
    }
    if (!gotTotal)
        d.error = "no perft result from fairy-stockfish (variant " + variant + "):\n" + QString::fromUtf8(p.readAllStandardError());
    return d;
}

// With PerftEnds::Continue the moves go on past a rule set's end, as Fairy-Stockfish 11.1 counts Racing Kings.
inline Divide kibitzPerft(Position& pos, int depth, PerftEnds ends = PerftEnds::Stop)
{
    Divide d;
    StateInfo st;
    Move moves[MaxMoves];
    Move* const end = ends == PerftEnds::Stop ? generateLegal(pos, moves) : generateMoves(pos, moves);
    for (const Move* it = moves; it != end; ++it) {
        const Move m = *it;
        pos.doMove(m, st);
        const qulonglong n = depth > 1 ? perft(pos, depth - 1, ends) : 1;
        pos.undoMove(m);
        d.moves[QString::fromStdString(toUci(pos, m))] = n;
        d.total += n;
    }
    return d;
}

// Compares two divides and names the first differing moves.
inline QString differences(const Divide& ours, const Divide& theirs)
{
    QStringList out;
    for (auto it = ours.moves.begin(); it != ours.moves.end(); ++it)
        if (theirs.moves.value(it.key(), ~0ULL) != it.value())
            out << QString("%1: kibitz %2, fairy-stockfish %3")
                       .arg(it.key())
                       .arg(it.value())
                       .arg(theirs.moves.contains(it.key()) ? QString::number(theirs.moves.value(it.key())) : "-");
    for (auto it = theirs.moves.begin(); it != theirs.moves.end(); ++it)
        if (!ours.moves.contains(it.key()))
            out << QString("%1: kibitz -, fairy-stockfish %2").arg(it.key()).arg(it.value());
    return out.mid(0, 10).join("; ");
}

} // namespace kibitz::variant::test
