// MoveAnnouncer: moves, results and positions as sentences in the user-interface language, for speech output and
// screen readers ("Knight takes e5, check", "Short castling", "e8 promotes to queen", "White: King g1, Rook f1, ...").
// Pure logic: no audio, no widgets, so the sentences are tested as plain strings.
#pragma once

#include "core/gameline.h"
#include "core/status.h"

#include <QCoreApplication>
#include <QString>

namespace kibitz::gui {

class MoveAnnouncer {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::MoveAnnouncer)

public:
    // The move `move`, legal in `before`, followed by check/checkmate/stalemate from `after` (status after it).
    static QString move(const Position& before, Move move, const GameStatus& after);
    // The last move of `line` with the status it led to; "Starting position" when the line has no moves.
    static QString lastMove(const GameLine& line);
    // A finished game's outcome: "Checkmate. White wins.", "Draw by insufficient material."; empty while it goes on.
    static QString result(const GameStatus& status);
    // A PGN result token: "1-0" → "White wins", "1/2-1/2" → "Draw", "*" → "Game in progress".
    static QString resultToken(const QString& token);
    // The position as piece lists, then the side to move:
    // "White: King g1, Rook f1, Pawns a2, b2. Black: King g8, Pawn h7. White to move."
    static QString position(const Position& position);

private:
    // "%1 promotes to queen" / "Pawn takes %1 and promotes to queen"; %1 is the square.
    static QString promotion(PieceType piece, bool capture);
};

} // namespace kibitz::gui
