// BoardTheme: the colours a board is painted with (squares, highlights, coordinates), as a plain value type.
// Invariant: every colour is valid; highlight colours carry their own alpha because they are painted over squares.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz::gui {

class BoardTheme {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::BoardTheme)

public:
    QString id;               // stable key for settings ("brown", "green", …)
    QColor light;             // light squares
    QColor dark;              // dark squares
    QColor lastMove;          // tint of the last move's squares
    QColor selection;         // tint and frame of the selected square
    QColor legalMove;         // dots on empty destinations, rings on captures
    QColor check;             // glow around a king in check
    QColor cursor;            // keyboard cursor frame
    QColor threat;            // tint of squares the opponent attacks
    QColor coordinateOnLight; // coordinate text drawn on a light square
    QColor coordinateOnDark;  // coordinate text drawn on a dark square
    QColor arrow;             // default arrow colour (a [%cal] colour overrides it)

    // The default theme (classic brown).
    BoardTheme();

    QString displayName() const; // translated
    bool operator==(const BoardTheme&) const = default;

    static QStringList builtInIds(); // in menu order
    static QList<BoardTheme> builtInThemes();
    static BoardTheme builtIn(const QString& id); // unknown id → default theme
};

} // namespace kibitz::gui
