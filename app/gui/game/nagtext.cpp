#include "nagtext.h"

#include <QCoreApplication>
#include <QFontMetrics>

namespace kibitz::gui {

QString nagGlyph(int nag)
{
    switch (nag) {
    case 1: return QStringLiteral("!");
    case 2: return QStringLiteral("?");
    case 3: return QStringLiteral("!!");
    case 4: return QStringLiteral("??");
    case 5: return QStringLiteral("!?");
    case 6: return QStringLiteral("?!");
    case 7: return QStringLiteral("□");
    case 10: return QStringLiteral("=");
    case 13: return QStringLiteral("∞");
    case 14: return QStringLiteral("⩲");
    case 15: return QStringLiteral("⩱");
    case 16: return QStringLiteral("±");
    case 17: return QStringLiteral("∓");
    case 18: return QStringLiteral("+−");
    case 19: return QStringLiteral("−+");
    case 22: case 23: return QStringLiteral("⨀");
    case 32: case 33: return QStringLiteral("⟳");
    case 36: case 37: return QStringLiteral("→");
    case 40: case 41: return QStringLiteral("↑");
    case 132: case 133: return QStringLiteral("⇆");
    case 140: return QStringLiteral("∆");
    case 146: return QStringLiteral("N");
    default: return QStringLiteral("$%1").arg(nag);
    }
}

QString nagGlyph(int nag, const QFont& font)
{
    // Fonts without the mathematical symbols get the ASCII forms readers also know.
    const QString glyph = nagGlyph(nag);
    const QFontMetrics metrics(font);
    for (const QChar c : glyph)
        if (c.unicode() > 0xff && !metrics.inFont(c)) {
            switch (nag) {
            case 7: return QStringLiteral("[]");
            case 13: return QStringLiteral("~~");
            case 14: return QStringLiteral("+=");
            case 15: return QStringLiteral("=+");
            case 16: return QStringLiteral("+/-");
            case 17: return QStringLiteral("-/+");
            case 18: return QStringLiteral("+-");
            case 19: return QStringLiteral("-+");
            default: return QStringLiteral("$%1").arg(nag);
            }
        }
    return glyph;
}

bool isMoveNag(int nag)
{
    return nag >= 1 && nag <= 6;
}

const QList<NagChoice>& nagChoices()
{
    static const QList<NagChoice> choices = [] {
        auto tr = [](const char* s) { return QCoreApplication::translate("kibitz::gui::Nag", s); };
        return QList<NagChoice>{
            {1, QStringLiteral("!"), tr("Good move")},
            {2, QStringLiteral("?"), tr("Mistake")},
            {3, QStringLiteral("!!"), tr("Brilliant move")},
            {4, QStringLiteral("??"), tr("Blunder")},
            {5, QStringLiteral("!?"), tr("Interesting move")},
            {6, QStringLiteral("?!"), tr("Dubious move")},
            {7, QStringLiteral("□"), tr("Only move")},
            {10, QStringLiteral("="), tr("Equal position")},
            {13, QStringLiteral("∞"), tr("Unclear position")},
            {14, QStringLiteral("⩲ (+=)"), tr("White is slightly better")},
            {15, QStringLiteral("⩱ (=+)"), tr("Black is slightly better")},
            {16, QStringLiteral("± (+/-)"), tr("White is better")},
            {17, QStringLiteral("∓ (-/+)"), tr("Black is better")},
            {18, QStringLiteral("+−"), tr("White is winning")},
            {19, QStringLiteral("−+"), tr("Black is winning")},
            {146, QStringLiteral("N"), tr("Novelty")},
        };
    }();
    return choices;
}

} // namespace kibitz::gui
