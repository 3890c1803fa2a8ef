// The UCI protocol's text, relative to the position the engine was given: "info" and "bestmove" lines in,
// "position" and "go" commands out. Pure functions on strings, so every odd line can be tested; nothing in a line
// can crash them. Reasons for a rejected line are English technical detail for the caller's own message.
// Invariant: a parsed line's pv holds only moves that are legal in sequence from the root.
#pragma once

#include "enginetypes.h"
#include "variantline.h"

#include "core/gameline.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace kibitz::engineclient {

// Parses an "info" line. Unknown keywords are skipped (the protocol says so); a missing or non-numeric value,
// an unknown score kind or a pv move that is not legal makes the line bad: false, with the reason in *error.
bool parseUciInfo(QStringView line, const GameLine& root, Info& out, QString* error = nullptr);

// Parses "bestmove MOVE [ponder MOVE]". "bestmove (none)" / "0000" is a valid answer without a move; an illegal
// move is reported as MoveResult::Kind::Illegal with its text (and false with the reason).
bool parseUciBestMove(QStringView line, const GameLine& root, MoveResult& out, QString* error = nullptr);

// The same for a search in a variant: moves are read with the variant's rules from `root` (the searched
// position), which is changed while a line is read and restored before they return.
bool parseUciInfo(QStringView line, variant::Position& root, Info& out, QString* error = nullptr);
bool parseUciBestMove(QStringView line, variant::Position& root, MoveResult& out, QString* error = nullptr);

// "position fen <start> moves ..." for the game's history, so the engine sees repetitions.
QString uciPositionCommand(const GameLine& game);
// The same for a game in a variant (the moves must be legal: the driver checks them with VariantWalk first).
QString uciPositionCommand(const VariantLine& game);
// "go ..." for a move search (movetime, depth, nodes, clocks; one second when nothing is set).
QString uciGoCommand(const SearchLimits& limits);

} // namespace kibitz::engineclient
