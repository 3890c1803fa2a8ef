// Helpers for the variant suites: definitions with one extra piece, compiled positions that own their state, move
// lists as sorted text, and a readable form of parsed Betza rules.
#pragma once

#include "variant/betza.h"
#include "variant/builtin.h"
#include "variant/movegen.h"
#include "variant/position.h"
#include "variant/rules.h"

#include <QString>
#include <QStringList>
#include <QTest>

#include <algorithm>
#include <deque>
#include <memory>
#include <string>

namespace kibitz::variant::test {

// Chess plus custom pieces given as "letter:betza" (e.g. "x:NN").
inline VariantDef chessWith(const QStringList& extra, const std::string& name = "testvariant")
{
    VariantDef def = chessDefinition();
    def.name = name;
    int slot = 1;
    for (const QString& e : extra) {
        const std::string s = e.toStdString();
        def.pieces.push_back({"customPiece" + std::to_string(slot++), s[0], s.substr(2), false, false, 0});
    }
    return def;
}

// A position with its own state records, so tests can play moves without managing StateInfo lifetimes.
class Board {
public:
    // Fails the calling test (QVERIFY inside) when the definition or FEN is rejected.
    bool setUp(const VariantDef& def, const std::string& fen = {})
    {
        std::string error;
        m_rules = Rules::compile(def, &error);
        if (!m_rules) {
            qWarning("compile failed: %s", error.c_str());
            return false;
        }
        return setFen(fen.empty() ? def.startFen : fen);
    }
    bool setFen(const std::string& fen)
    {
        m_states.clear();
        m_states.emplace_back();
        const FenError e = m_pos.setFen(m_rules, fen, m_states.back());
        if (!e.ok())
            qWarning("FEN rejected: %s", describe(e).c_str());
        return e.ok();
    }
    void play(Move m)
    {
        m_states.emplace_back();
        m_pos.doMove(m, m_states.back());
    }
    Position& pos() { return m_pos; }
    const std::shared_ptr<const Rules>& rules() const { return m_rules; }

private:
    std::shared_ptr<const Rules> m_rules;
    Position m_pos;
    std::deque<StateInfo> m_states;
};

inline QString squareName(Square s) { return QString("%1%2").arg(QChar('a' + fileOf(s))).arg(QChar('1' + rankOf(s))); }

// Destinations of the legal moves from one square, sorted: "b3 b5 c2".
inline QString destinations(const Position& pos, Square from)
{
    QStringList out;
    for (const Move m : MoveList(pos))
        if (m.from() == from)
            out << squareName(m.to());
    out.sort();
    out.removeDuplicates();
    return out.join(' ');
}

// Every legal move in UCI, sorted.
inline QString legalMoves(const Position& pos)
{
    QStringList out;
    for (const Move m : MoveList(pos))
        out << QString::fromStdString(toUci(pos, m));
    out.sort();
    return out.join(' ');
}

// "(dx,dy)" with ":xN" for ranges other than 1, ":m"/":c" for one modality, ":i" initial, ":n" lame.
inline QString rulesText(const std::vector<MoveRule>& rules)
{
    QStringList out;
    for (const MoveRule& r : rules) {
        QString s = QString("(%1,%2)").arg(r.step.dx).arg(r.step.dy);
        if (r.range != 1)
            s += QString(":x%1").arg(r.range);
        if (r.modality == Quiet)
            s += ":m";
        else if (r.modality == Capture)
            s += ":c";
        if (r.initial)
            s += ":i";
        if (r.lame)
            s += ":n";
        out << s;
    }
    return out.join(' ');
}

inline Square squareOf(const QString& name) { return makeSquare(name[0].toLatin1() - 'a', name[1].toLatin1() - '1'); }

} // namespace kibitz::variant::test
