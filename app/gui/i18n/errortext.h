// Translated sentences for the libraries' stable error codes. The core and PGN libraries report what went wrong as
// codes with parameters (square, piece, column, move label, line); their English `detail` strings stay for logs and
// the command line, and the GUI words the codes here in the user's language. Moves inside the sentences are shown
// with the current language's piece letters (localsan.h).
#pragma once

#include "core/fen.h"
#include "core/san.h"
#include "pgn/visitor.h"

#include <QCoreApplication>
#include <QString>

#include <string_view>

namespace kibitz::gui {

class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::ErrorText)

public:
    // "White has two kings", "Pawn on e8 (first or last rank)", "Invalid castling rights: 'KX' (column 32)".
    // `fen` is the text that was parsed; it lets the sentence name the side for king faults.
    static QString fenIssue(const FenIssue& issue, std::string_view fen = {});
    // The reason alone, lower case, to follow a dash: "no knight can reach f3", "the king would be in check on f2".
    static QString sanReason(const SanDetail& detail);
    // What the SAN entry shows for a failed parse of `typed`: "Illegal move: Hf6 — no knight can reach f6",
    // "Ambiguous: Nbd2 or Nfd2?" (candidates in the current notation letters).
    static QString sanError(const SanResult& result, const QString& typed, const Position& position);
    // "illegal move", "unterminated comment", ...
    static QString pgnErrorCode(pgn::ErrorCode code);
    // One line for the read-error bar: "games.pgn:12: game 3, move 23...Nf3: illegal move — no knight can reach f3".
    static QString pgnError(const pgn::Error& error, const QString& fileName);
    // "Kf2" → the square name in text ("f2"); squares are written the same in every language.
    static QString squareName(Square square);
};

} // namespace kibitz::gui
