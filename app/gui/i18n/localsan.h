// Localized SAN for what users read and type. PGN stays English SAN: these are display and entry transforms only,
// used by the move list, analysis lines, status texts and the SAN entry, never by the PGN writer.
// Invariant: only piece letters change (at the start of a move and after '='); squares, x, +, #, O-O stay as written.
#pragma once

#include "core/san.h"

#include <QString>
#include <QStringView>

#include <array>

namespace kibitz::gui {

// Piece letters by PieceType (index Pawn..King); the pawn has none. A letter may be several characters (Russian Кр).
struct PieceLetters {
    std::array<QString, 7> byType;
    bool isEnglish() const;
};

// The chess letters of a language code ("hu", "de", "zh_CN", ...); English for a code without its own letters.
PieceLetters pieceLetters(const QString& language);
// The letters the running application shows; LanguageManager sets them when the UI language changes.
void setNotationLanguage(const QString& language);
QString notationLanguage();
const PieceLetters& currentPieceLetters();

// English SAN → the current (or given) language's letters: "Nf3" → "Hf3" in Hungarian, "exd8=Q" → "exd8=V".
QString localizeSan(QStringView san);
QString localizeSan(QStringView san, const PieceLetters& letters);
// A line of moves with numbers ("12. Nf3 Nc6 13. O-O"): every move token localized.
QString localizeLine(QStringView line, const PieceLetters& letters = currentPieceLetters());
// English SAN → figurines (♔♕♖♗♘); White's outline glyphs serve both colours, as in printed notation.
QString figurineSan(QStringView san);

// Typed text with the given letters → English letters; figurines (either colour) → English letters.
QString englishSan(QStringView typed, const PieceLetters& letters);

// How the SAN entry reads what the user typed. The rule, because some letters mean different pieces in English and
// in the current language (Hungarian B = bástya/rook but English B = bishop; French R = roi/king but English R =
// rook; Romanian N = nebun/bishop but English N = knight; Turkish K = kale/rook but English K = king):
//  1. the reading with the current language's letters wins when it is a legal move;
//  2. else the English reading, when that is a legal move;
//  3. else the failure that says most (ambiguous over illegal over not-a-move), the local reading on a tie.
struct EntryReading {
    SanResult result;
    QString english; // the text that was parsed, with English letters
    bool usedLocalLetters = false;
};
EntryReading readEntry(const Position& position, const QString& typed, const PieceLetters& letters = currentPieceLetters());

} // namespace kibitz::gui
