// The picture of a variant's piece: one of the piece set's six glyphs, or the piece's letter in a circle. A
// picture is named by a stable id (variant::PiecePictures: "circle", "pawn" … "king"), stored in the definition.
#pragma once

#include "board/pieceset.h"

#include "variant/rules.h"
#include "variant/variant.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QString>
#include <QStringList>

namespace kibitz::gui {

class PiecePicture {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::PiecePicture)

public:
    static QStringList ids();                      // "circle" first, then the glyphs pawn, knight, bishop, rook, queen, king
    static QString displayName(const QString& id); // translated
    // The glyph a piece of this Fairy-Stockfish name shows by default: its own for the orthodox six, else the circle.
    static QString defaultFor(const QString& pieceName);
    // The picture the piece shows: its own choice (PieceDef::picture) or the default for its name.
    static QString idOf(const variant::PieceDef& piece);
    // The picture a piece type of compiled rules shows: as idOf(), except that the royal piece of a variant that
    // names no picture for it shows the king, whatever it is called.
    static QString idIn(const variant::Rules& rules, variant::PieceType type);
    // The picture drawn into a size × size pixmap, in White's colours unless `color` says Black (a dark disc with a
    // light letter for the circle).
    static QPixmap pixmap(const QString& id, QChar letter, int size, const PieceSet& pieces = PieceSet(), Color color = White,
                          qreal devicePixelRatio = 1.0);
};

} // namespace kibitz::gui
