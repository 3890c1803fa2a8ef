#include "uciparse.h"
#include "parsefail.h"

#include "core/san.h"
#include "variant/movegen.h"

#include <deque>

#include <array>

namespace kibitz::engineclient {

namespace {

// Keywords that end a multi-word value (pv, currline, refutation) in an info line.
bool isInfoKeyword(QStringView w)
{
    static const std::array<QStringView, 18> keywords = {u"depth",  u"seldepth", u"time",           u"nodes",      u"pv",       u"multipv",
                                                         u"score",  u"currmove", u"currmovenumber", u"hashfull",   u"nps",      u"tbhits",
                                                         u"sbhits", u"cpuload",  u"string",         u"refutation", u"currline", u"wdl"};
    for (QStringView k : keywords)
        if (w == k)
            return true;
    return false;
}

// The info line's fields; readPv(words, i) reads the moves of a "pv" starting at words[i] (the first move),
// leaves i on the next keyword and returns false (with the reason set) on a move that is not legal.
template <class ReadPv>
bool parseInfo(QStringView line, Info& out, QString* error, ReadPv readPv)
{
    out = Info{};
    const QList<QStringView> w = line.trimmed().split(u' ', Qt::SkipEmptyParts);
    if (w.isEmpty() || w[0] != u"info")
        return fail(error, QStringLiteral("not an info line"));
    qsizetype i = 1;
    // Reads the number after keyword w[i]; false when it is missing or not a number.
    auto number = [&](qint64& value) {
        bool ok = false;
        if (i + 1 < w.size())
            value = w[i + 1].toLongLong(&ok);
        if (!ok)
            return fail(error, QStringLiteral("'%1' needs a number").arg(w[i].toString()));
        i += 2;
        return true;
    };
    while (i < w.size()) {
        const QStringView key = w[i];
        qint64 v = 0;
        if (key == u"depth" || key == u"seldepth" || key == u"multipv" || key == u"nodes" || key == u"nps" || key == u"time"
            || key == u"hashfull") {
            if (!number(v))
                return false;
            if (v < 0 || (key == u"multipv" && v < 1) || (key == u"hashfull" && v > 1000))
                return fail(error, QStringLiteral("'%1' is out of range").arg(key.toString()));
            if (key == u"depth")
                out.depth = int(std::min<qint64>(v, 1000));
            else if (key == u"seldepth")
                out.seldepth = int(std::min<qint64>(v, 1000));
            else if (key == u"multipv")
                out.multipv = int(std::min<qint64>(v, 1000));
            else if (key == u"nodes")
                out.nodes = quint64(v);
            else if (key == u"nps")
                out.nps = quint64(v);
            else if (key == u"hashfull")
                out.hashfull = int(v);
            else
                out.timeMs = v;
        } else if (key == u"tbhits" || key == u"sbhits" || key == u"cpuload" || key == u"currmovenumber") {
            if (!number(v))
                return false;
        } else if (key == u"wdl") {
            int values[3] = {};
            for (int& value : values) {
                bool ok = false;
                if (++i < w.size())
                    value = w[i].toInt(&ok);
                if (!ok || value < 0 || value > 1000)
                    return fail(error, QStringLiteral("'wdl' needs three numbers from 0 to 1000"));
            }
            ++i;
            out.wdl = Wdl{values[0], values[1], values[2]};
        } else if (key == u"score") {
            if (i + 2 >= w.size())
                return fail(error, QStringLiteral("'score' needs a kind and a value"));
            Score s;
            if (w[i + 1] == u"cp")
                s.kind = Score::Kind::Centipawns;
            else if (w[i + 1] == u"mate")
                s.kind = Score::Kind::Mate;
            else
                return fail(error, QStringLiteral("unknown score kind '%1'").arg(w[i + 1].toString()));
            bool ok = false;
            s.value = w[i + 2].toInt(&ok);
            if (!ok || std::abs(s.value) > 100000)
                return fail(error, QStringLiteral("bad score value '%1'").arg(w[i + 2].toString()));
            i += 3;
            if (i < w.size() && (w[i] == u"lowerbound" || w[i] == u"upperbound")) {
                s.bound = w[i] == u"lowerbound" ? Score::Bound::Lower : Score::Bound::Upper;
                ++i;
            }
            out.score = s;
        } else if (key == u"pv") {
            // A line with two pv fields is malformed; the last one wins, like any other repeated field, and each
            // is walked from the root (appending would chain the second onto the first and make it illegal).
            ++i;
            if (!readPv(w, i))
                return false;
        } else if (key == u"string") {
            QStringList rest;
            for (qsizetype k = i + 1; k < w.size(); ++k)
                rest << w[k].toString();
            out.text = rest.join(u' ');
            break; // the string is the rest of the line
        } else {
            // currmove, refutation, currline and keywords we do not know: skip their words.
            for (++i; i < w.size() && !isInfoKeyword(w[i]); ++i) {}
        }
    }
    return true;
}

// The words of a bestmove line after checking its form; nullopt when the line says no move (out is set then)
// or is malformed (false in *ok).
std::optional<QList<QStringView>> bestMoveWords(QStringView line, MoveResult& out, QString* error, bool* ok)
{
    out = MoveResult{};
    *ok = true;
    const QList<QStringView> w = line.trimmed().split(u' ', Qt::SkipEmptyParts);
    if (w.isEmpty() || w[0] != u"bestmove" || w.size() < 2) {
        const bool named = !w.isEmpty() && w[0] == u"bestmove";
        *ok = fail(error, named ? QStringLiteral("'bestmove' without a move") : QStringLiteral("not a bestmove line"));
        return std::nullopt;
    }
    out.text = w[1].toString();
    if (w[1] == u"(none)" || w[1] == u"0000") {
        out.kind = MoveResult::Kind::NoMove;
        return std::nullopt;
    }
    return w;
}

} // namespace

bool parseUciInfo(QStringView line, const GameLine& root, Info& out, QString* error)
{
    return parseInfo(line, out, error, [&](const QList<QStringView>& w, qsizetype& i) {
        out.pv.clear();
        GameLine walk = root;
        for (; i < w.size() && !isInfoKeyword(w[i]); ++i) {
            const Move m = parseUci(walk.position(), w[i].toString().toStdString());
            if (!m)
                return fail(error, QStringLiteral("pv move %1 '%2' is not legal").arg(out.pv.size() + 1).arg(w[i].toString()));
            walk.push(m);
            out.pv.push_back(m);
        }
        return true;
    });
}

bool parseUciInfo(QStringView line, variant::Position& root, Info& out, QString* error)
{
    return parseInfo(line, out, error, [&](const QList<QStringView>& w, qsizetype& i) {
        out.variantPv.clear();
        std::deque<variant::StateInfo> states;
        bool legal = true;
        for (; i < w.size() && !isInfoKeyword(w[i]); ++i) {
            const variant::Move m = variant::parseUci(root, w[i].toString().toStdString());
            if (!m) {
                legal = fail(error, QStringLiteral("pv move %1 '%2' is not legal").arg(out.variantPv.size() + 1).arg(w[i].toString()));
                break;
            }
            states.emplace_back();
            root.doMove(m, states.back());
            out.variantPv.push_back(m);
        }
        for (auto m = out.variantPv.rbegin(); m != out.variantPv.rend(); ++m)
            root.undoMove(*m); // the root as it was
        return legal;
    });
}

bool parseUciBestMove(QStringView line, const GameLine& root, MoveResult& out, QString* error)
{
    bool ok = true;
    const std::optional<QList<QStringView>> words = bestMoveWords(line, out, error, &ok);
    if (!words)
        return ok;
    const QList<QStringView>& w = *words;
    out.move = parseUci(root.position(), w[1].toString().toStdString());
    if (!out.move) {
        out.kind = MoveResult::Kind::Illegal;
        return fail(error, QStringLiteral("best move '%1' is not legal").arg(w[1].toString()));
    }
    out.kind = MoveResult::Kind::Move;
    if (w.size() >= 4 && w[2] == u"ponder") {
        GameLine after = root;
        after.push(out.move);
        out.ponder = parseUci(after.position(), w[3].toString().toStdString()); // an illegal ponder move is dropped
    }
    return true;
}

bool parseUciBestMove(QStringView line, variant::Position& root, MoveResult& out, QString* error)
{
    bool ok = true;
    const std::optional<QList<QStringView>> words = bestMoveWords(line, out, error, &ok);
    if (!words)
        return ok;
    const QList<QStringView>& w = *words;
    out.variantMove = variant::parseUci(root, w[1].toString().toStdString());
    if (!out.variantMove) {
        out.kind = MoveResult::Kind::Illegal;
        return fail(error, QStringLiteral("best move '%1' is not legal").arg(w[1].toString()));
    }
    out.kind = MoveResult::Kind::Move;
    if (w.size() >= 4 && w[2] == u"ponder") {
        variant::StateInfo st;
        root.doMove(out.variantMove, st);
        out.variantPonder = variant::parseUci(root, w[3].toString().toStdString()); // an illegal ponder move is dropped
        root.undoMove(out.variantMove);
    }
    return true;
}

QString uciPositionCommand(const GameLine& game)
{
    GameLine walk;
    walk.reset(game.startFen(), FenMode::Strict, game.position().isChess960());
    QString cmd = QStringLiteral("position fen ") + QString::fromStdString(game.startFen());
    if (!game.moves().empty()) {
        cmd += QStringLiteral(" moves");
        for (Move m : game.moves()) {
            cmd += u' ' + QString::fromStdString(toUci(walk.position(), m));
            walk.push(m);
        }
    }
    return cmd;
}

QString uciPositionCommand(const VariantLine& game)
{
    QString cmd = QStringLiteral("position fen ") + QString::fromStdString(game.effectiveStartFen());
    if (game.moves.empty())
        return cmd;
    cmd += QStringLiteral(" moves");
    VariantWalk walk(VariantLine{game.rules, game.startFen, {}, {}});
    for (const variant::Move m : game.moves) {
        cmd += u' ' + QString::fromStdString(variant::toUci(walk.position(), m));
        walk.push(m);
    }
    return cmd;
}

QString uciGoCommand(const SearchLimits& limits)
{
    QString cmd = QStringLiteral("go");
    if (limits.hasClock()) {
        cmd += QStringLiteral(" wtime %1 btime %2 winc %3 binc %4")
                   .arg(std::max(limits.wtime, 1))
                   .arg(std::max(limits.btime, 1))
                   .arg(std::max(limits.winc, 0))
                   .arg(std::max(limits.binc, 0));
        if (limits.movestogo > 0)
            cmd += QStringLiteral(" movestogo %1").arg(limits.movestogo);
    }
    if (limits.movetimeMs > 0)
        cmd += QStringLiteral(" movetime %1").arg(limits.movetimeMs);
    if (limits.depth > 0)
        cmd += QStringLiteral(" depth %1").arg(limits.depth);
    if (limits.nodes > 0)
        cmd += QStringLiteral(" nodes %1").arg(limits.nodes);
    if (cmd == u"go")
        cmd += QStringLiteral(" movetime 1000");
    return cmd;
}

} // namespace kibitz::engineclient
