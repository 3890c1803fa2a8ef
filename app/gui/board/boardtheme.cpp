// BoardTheme: the built-in palettes. Square colours are chosen for comfortable contrast with both piece sets;
// highlights are translucent so they read on light and dark squares alike.
#include "boardtheme.h"

namespace kibitz::gui {

namespace {

BoardTheme make(const char* id, QColor light, QColor dark, QColor lastMove, QColor selection, QColor legal, QColor cursor)
{
    BoardTheme t;
    t.id = QString::fromLatin1(id);
    t.light = light;
    t.dark = dark;
    t.lastMove = lastMove;
    t.selection = selection;
    t.legalMove = legal;
    t.cursor = cursor;
    // Coordinates take the other square colour, so they are legible without a frame.
    t.coordinateOnLight = dark.darker(115);
    t.coordinateOnDark = light;
    return t;
}

} // namespace

BoardTheme::BoardTheme()
    : id(QStringLiteral("brown")),
      light(0xee, 0xd8, 0xb4),
      dark(0xb3, 0x86, 0x5e),
      lastMove(0xd4, 0xc3, 0x2a, 110),
      selection(0x2f, 0x8a, 0x3c, 120),
      legalMove(0x1e, 0x4d, 0x24, 120),
      check(0xe0, 0x1b, 0x1b, 220),
      cursor(0x1f, 0x6f, 0xd6),
      threat(0xd8, 0x3a, 0x2a, 55),
      coordinateOnLight(0x9a, 0x6f, 0x49),
      coordinateOnDark(0xee, 0xd8, 0xb4),
      arrow(0x1d, 0x8a, 0x3a, 200)
{
}

QStringList BoardTheme::builtInIds()
{
    return {QStringLiteral("brown"), QStringLiteral("green"), QStringLiteral("blue"),
            QStringLiteral("grey"),  QStringLiteral("night"), QStringLiteral("contrast")};
}

QList<BoardTheme> BoardTheme::builtInThemes()
{
    QList<BoardTheme> themes;
    for (const QString& id : builtInIds())
        themes.append(builtIn(id));
    return themes;
}

BoardTheme BoardTheme::builtIn(const QString& id)
{
    if (id == QLatin1String("green"))
        return make("green", QColor(0xe9, 0xed, 0xd3), QColor(0x6e, 0x98, 0x58), QColor(0xf0, 0xe0, 0x3c, 120),
                    QColor(0x1c, 0x6e, 0xb8, 110), QColor(0x12, 0x3a, 0x14, 90), QColor(0xd6, 0x4f, 0x1f));
    if (id == QLatin1String("blue"))
        return make("blue", QColor(0xdf, 0xe7, 0xee), QColor(0x7c, 0x9b, 0xb3), QColor(0x9b, 0xc7, 0x4a, 130),
                    QColor(0x22, 0x8b, 0x57, 120), QColor(0x12, 0x2e, 0x48, 90), QColor(0xe0, 0x6a, 0x10));
    if (id == QLatin1String("grey"))
        return make("grey", QColor(0xdc, 0xdc, 0xda), QColor(0x8e, 0x8e, 0x8c), QColor(0xe8, 0xc5, 0x3a, 120),
                    QColor(0x2e, 0x7d, 0xc8, 120), QColor(0x20, 0x20, 0x20, 90), QColor(0xd9, 0x3a, 0x8a));
    if (id == QLatin1String("night")) {
        // For dark desktop themes: muted squares that do not glare next to a dark window.
        BoardTheme t = make("night", QColor(0x9c, 0xa5, 0xb0), QColor(0x63, 0x6d, 0x7a), QColor(0xc8, 0xa8, 0x3c, 120),
                            QColor(0x4c, 0xb0, 0x6a, 130), QColor(0x0e, 0x12, 0x18, 110), QColor(0xff, 0xa5, 0x2e));
        t.coordinateOnLight = QColor(0x3c, 0x43, 0x4d);
        t.coordinateOnDark = QColor(0xb8, 0xbf, 0xc8);
        return t;
    }
    if (id == QLatin1String("contrast")) {
        // High contrast: near-black and white squares, saturated opaque-ish highlights, thick cursor colour.
        BoardTheme t = make("contrast", QColor(0xff, 0xff, 0xff), QColor(0x4f, 0x78, 0xa6), QColor(0xff, 0xd4, 0x00, 170),
                            QColor(0x00, 0xc8, 0x53, 170), QColor(0xff, 0x00, 0x90, 200), QColor(0xff, 0x6d, 0x00));
        t.check = QColor(0xff, 0x00, 0x00, 255);
        t.threat = QColor(0xff, 0x30, 0x30, 110);
        t.coordinateOnLight = QColor(0x00, 0x00, 0x00);
        t.coordinateOnDark = QColor(0xff, 0xff, 0xff);
        return t;
    }
    return BoardTheme();
}

QString BoardTheme::displayName() const
{
    if (id == QLatin1String("brown"))
        return tr("Classic brown");
    if (id == QLatin1String("green"))
        return tr("Green");
    if (id == QLatin1String("blue"))
        return tr("Blue");
    if (id == QLatin1String("grey"))
        return tr("Grey");
    if (id == QLatin1String("night"))
        return tr("Night");
    if (id == QLatin1String("contrast"))
        return tr("High contrast");
    return id;
}

} // namespace kibitz::gui
