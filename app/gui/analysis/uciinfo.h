// Parsing of what a UCI engine prints while it thinks ("info ...", "bestmove ..."), relative to the position
// it was given. Pure functions on strings, so every odd line can be tested; nothing in a line can crash them.
// Invariant: a parsed line's pv holds only moves that are legal in sequence from the root.
#pragma once

#include "engineline.h"

#include "core/gameline.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace kibitz::gui {

struct UciInfo {
    int depth = 0;
    int multipv = 1;
    quint64 nodes = 0;
    quint64 nps = 0;
    qint64 timeMs = 0;
    std::optional<EngineScore> score;
    std::vector<Move> pv;
    QString text; // "info string ..."
    // A ranked line the dock can show: a score and at least one move.
    bool hasLine() const { return score.has_value() && !pv.empty(); }
};

// Parses an "info" line. Unknown keywords are skipped (the protocol says so); a missing or non-numeric value,
// an unknown score kind or a pv move that is not legal makes the line bad: false, with the reason in *error.
bool parseUciInfo(QStringView line, const GameLine& root, UciInfo& out, QString* error = nullptr);

// Parses "bestmove MOVE [ponder MOVE]". "bestmove (none)" / "0000" is a valid answer without a move.
bool parseUciBestMove(QStringView line, const GameLine& root, Move& best, QString* error = nullptr);

// "position fen <start> moves ..." for the game's history, so the engine sees repetitions.
QString uciPositionCommand(const GameLine& game);

} // namespace kibitz::gui
