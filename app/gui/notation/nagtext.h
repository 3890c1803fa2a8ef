// NAG numbers as the glyphs readers expect (!, ?, ±, ⩲ ...) and the list offered in the move list's menu.
#pragma once

#include <QFont>
#include <QList>
#include <QString>

namespace kibitz::gui {

struct NagChoice {
    int nag = 0;
    QString glyph;       // "!", "+=", ...
    QString description; // translated, "good move"
};

// The glyph for a NAG; "$n" for numbers without a common glyph. Move glyphs (1..6) attach to the move.
QString nagGlyph(int nag);
// The same, with an ASCII form ("+=") when `font` cannot draw the symbol.
QString nagGlyph(int nag, const QFont& font);
bool isMoveNag(int nag); // 1..6: written right after the move, without a space
// The NAGs offered in menus: move assessments, then position assessments, described in the current language.
QList<NagChoice> nagChoices();

} // namespace kibitz::gui
