// PieceSet: the twelve piece pictures of one set (embedded SVG or a user's folder of SVG/PNG files), rendered
// to pixmaps on demand. Copies share the pictures and the per-size cache; every pixmap it returns is exactly
// size × devicePixelRatio device pixels, so pieces stay crisp on HiDPI screens.
#pragma once

#include "core/types.h"

#include <QCoreApplication>
#include <QPixmap>
#include <QString>
#include <QStringList>

#include <memory>

class QPainter;

namespace kibitz::gui {

class PieceSet {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::PieceSet)

public:
    // The built-in "kibitz" set.
    PieceSet();

    // Identifiers of the embedded sets ("kibitz", "flat"), in menu order.
    static QStringList builtInSets();
    // Display name of a built-in set, translated.
    static QString displayName(const QString& setId);
    // An embedded set; an unknown id gives the default set.
    static PieceSet builtIn(const QString& setId);
    // Loads wK.svg … bP.svg (or .png) from a folder. Pieces without a file are listed in *missing and
    // drawn from the default set, so a partial set is still usable; check missing to warn the user.
    static PieceSet fromDirectory(const QString& directory, QStringList* missing = nullptr);

    // "wK", "bN", …: the file base name of a piece.
    static QString fileBaseName(Piece piece);

    QString id() const; // built-in id or the folder path
    bool isBuiltIn() const;

    // The piece drawn in a size × size logical-pixel square at the given device pixel ratio (cached).
    QPixmap pixmap(Piece piece, int size, qreal devicePixelRatio = 1.0) const;
    // Renders directly (for printing and export, where a pixmap would lose resolution).
    void render(QPainter* painter, Piece piece, const QRectF& target) const;

    struct Data; // shared pictures and cache (public only so the registry in pieceset.cpp can name it)

private:
    explicit PieceSet(std::shared_ptr<Data> data);
    std::shared_ptr<Data> d;
};

} // namespace kibitz::gui
