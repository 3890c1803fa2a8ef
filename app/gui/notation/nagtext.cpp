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
    case 22:
    case 23: return QStringLiteral("⨀");
    case 32:
    case 33: return QStringLiteral("⟳");
    case 36:
    case 37: return QStringLiteral("→");
    case 40:
    case 41: return QStringLiteral("↑");
    case 132:
    case 133: return QStringLiteral("⇆");
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

bool isMoveNag(int nag) { return nag >= 1 && nag <= 6; }

namespace {
// The translation context of the NAG descriptions; lupdate reads it from Q_DECLARE_TR_FUNCTIONS.
struct Nag {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::Nag)
};
} // namespace

QList<NagChoice> nagChoices()
{
    // Built on each call, not cached: the descriptions follow the current UI language.
    return QList<NagChoice>{
        {1, QStringLiteral("!"), Nag::tr("Good move")},
        {2, QStringLiteral("?"), Nag::tr("Mistake")},
        {3, QStringLiteral("!!"), Nag::tr("Brilliant move")},
        {4, QStringLiteral("??"), Nag::tr("Blunder")},
        {5, QStringLiteral("!?"), Nag::tr("Interesting move")},
        {6, QStringLiteral("?!"), Nag::tr("Dubious move")},
        {7, QStringLiteral("□"), Nag::tr("Only move")},
        {10, QStringLiteral("="), Nag::tr("Equal position")},
        {13, QStringLiteral("∞"), Nag::tr("Unclear position")},
        {14, QStringLiteral("⩲ (+=)"), Nag::tr("White is slightly better")},
        {15, QStringLiteral("⩱ (=+)"), Nag::tr("Black is slightly better")},
        {16, QStringLiteral("± (+/-)"), Nag::tr("White is better")},
        {17, QStringLiteral("∓ (-/+)"), Nag::tr("Black is better")},
        {18, QStringLiteral("+−"), Nag::tr("White is winning")},
        {19, QStringLiteral("−+"), Nag::tr("Black is winning")},
        {146, QStringLiteral("N"), Nag::tr("Novelty")},
    };
}

} // namespace kibitz::gui
