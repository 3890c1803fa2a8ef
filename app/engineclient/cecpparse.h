// The xboard protocol's (CECP v2) text: "feature" lines, thinking output ("ply score time nodes [seldepth nps
// tbhits<TAB>] pv"), move and resign lines in; time-control and move commands out. Pure functions on strings,
// relative to the position the engine was given; nothing in a line can crash them. Reasons for a rejected line
// are English technical detail for the caller's own message.
// Invariant: a parsed pv holds only moves that are legal in sequence from the root; since CECP lets a pv hold free
// text, it ends before the first word that is neither a move (coordinate or SAN) nor a move number.
#pragma once

#include "enginetypes.h"

#include "core/gameline.h"
#include "variant/position.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <utility>
#include <vector>

namespace kibitz::engineclient {

// CECP mate scores: 100000 + N for "mate in N moves", -100000 - N for "mated in N moves".
constexpr int CecpMateScore = 100000;

// "feature a=1 b="x y" c=z" → {a,1}, {b,x y}, {c,z}; what is not key=value is skipped.
std::vector<std::pair<QString, QString>> parseCecpFeatures(QStringView line);

// True when the line starts like thinking output (a ply number). Parses it into out; false with the reason for
// a line that starts with a number but lacks the four numbers or has a score out of range.
bool isCecpThinking(QStringView line);
bool parseCecpThinking(QStringView line, const GameLine& root, Info& out, QString* error = nullptr);
// The same in a variant (the pv in variantPv); root is changed while the line is read and restored.
bool parseCecpThinking(QStringView line, variant::Position& root, Info& out, QString* error = nullptr);

// "move e2e4", "move Nf3" (and the protocol-1 form "My move is: e2e4") → the move in root; nullopt for other
// lines. An unparseable move is MoveResult::Kind::Illegal with its text.
std::optional<MoveResult> parseCecpMove(QStringView line, const GameLine& root);
std::optional<MoveResult> parseCecpMove(QStringView line, const variant::Position& root); // variantMove

// "level 0 5 0.1", "level 40 2:30 0" (MPS, base in minutes[:seconds], increment in seconds).
QString cecpLevelCommand(int movesPerSession, int baseMs, int incMs);
// A move as the engine wants it: coordinate notation (SAN when it asked for san=1), "usermove " first if asked.
QString cecpMoveCommand(const Position& before, Move m, bool san, bool usermove);
// (toSan makes and unmakes the move to see a check: `before` is as it was afterwards.)
QString cecpMoveCommand(variant::Position& before, variant::Move m, bool san, bool usermove);

} // namespace kibitz::engineclient
