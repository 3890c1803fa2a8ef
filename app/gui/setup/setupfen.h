// The position being edited in the set-up dialog as plain values, its FEN in both directions, and validation
// with a translated, precise reason. Invariant: an EditedPosition may be illegal (that is the point of an
// editor); only validate() decides whether it can start a game.
#pragma once

#include "core/fen.h"
#include "core/types.h"

#include <QCoreApplication>
#include <QString>

#include <array>
#include <optional>
#include <string>

namespace kibitz::gui {

struct EditedPosition {
    std::array<Piece, SquareCount> board{};
    Color sideToMove = White;
    std::array<bool, 4> castling{}; // White O-O, White O-O-O, Black O-O, Black O-O-O
    int epFile = -1;                // -1: none
    int halfmoveClock = 0;
    int moveNumber = 1;

    static EditedPosition start();
    // FEN with K/Q/k/q castling letters (the outermost rook, as X-FEN reads them, so Chess960 set-ups work).
    std::string fen() const;
    // Reads the six fields without judging legality (two kings still load, so the board can show them);
    // nullopt with *issue set when the text is not FEN at all.
    static std::optional<EditedPosition> fromFen(std::string_view fen, FenIssue* issue);
    bool operator==(const EditedPosition&) const = default;
};

struct SetupVerdict {
    FenIssue issue;  // code Ok when the position is legal
    std::string fen; // normalised FEN when legal
    bool chess960 = false;
    bool ok() const { return issue.code == FenCode::Ok; }
};

class SetupFen {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::SetupFen)

public:
    // Strict validation through the core FEN parser; fills in the square when the parser does not name one.
    static SetupVerdict validate(std::string_view fen);
    // "White has 2 kings", translated; `fen` is the text that was checked (it names the side for some faults).
    static QString issueText(const FenIssue& issue, std::string_view fen = {});
};

} // namespace kibitz::gui
