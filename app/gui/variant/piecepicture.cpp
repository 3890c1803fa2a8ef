#include "piecepicture.h"

#include <QPainter>

namespace kibitz::gui {

namespace {

constexpr const char* Glyphs[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};

} // namespace

QStringList PiecePicture::ids()
{
    QStringList out;
    for (const char* id : variant::PiecePictures)
        out << QString::fromLatin1(id);
    return out;
}

QString PiecePicture::displayName(const QString& id)
{
    if (id == QLatin1String("pawn"))
        return tr("Pawn");
    if (id == QLatin1String("knight"))
        return tr("Knight");
    if (id == QLatin1String("bishop"))
        return tr("Bishop");
    if (id == QLatin1String("rook"))
        return tr("Rook");
    if (id == QLatin1String("queen"))
        return tr("Queen");
    if (id == QLatin1String("king"))
        return tr("King");
    return tr("Letter in a circle");
}

QString PiecePicture::defaultFor(const QString& pieceName)
{
    return ids().contains(pieceName) && pieceName != QLatin1String("circle") ? pieceName : QStringLiteral("circle");
}

QString PiecePicture::idOf(const variant::PieceDef& piece)
{
    return piece.picture.empty() ? defaultFor(QString::fromStdString(piece.name)) : QString::fromStdString(piece.picture);
}

QString PiecePicture::idIn(const variant::Rules& rules, variant::PieceType type)
{
    const variant::PieceDef& def = rules.piece(type);
    return def.picture.empty() && type == rules.royal() ? QStringLiteral("king") : idOf(def);
}

QPixmap PiecePicture::pixmap(const QString& id, QChar letter, int size, const PieceSet& pieces, Color color, qreal devicePixelRatio)
{
    for (int i = 0; i < 6; ++i)
        if (id == QLatin1String(Glyphs[i]))
            return pieces.pixmap(makePiece(color, PieceType(Pawn + i)), size, devicePixelRatio);
    const bool white = color == White;
    QPixmap pm(QSize(size, size) * devicePixelRatio);
    pm.setDevicePixelRatio(devicePixelRatio);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(size * 0.08, size * 0.08, size * 0.84, size * 0.84);
    p.setPen(QPen(white ? QColor(30, 30, 30) : QColor(235, 235, 235), qMax(1.5, size / 18.0)));
    p.setBrush(white ? QColor(250, 248, 240) : QColor(35, 35, 35));
    p.drawEllipse(r);
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(qMax(6, int(size * 0.5)));
    p.setFont(f);
    p.setPen(white ? QColor(20, 20, 20) : QColor(245, 245, 245));
    p.drawText(r, Qt::AlignCenter, QString(letter.toUpper()));
    return pm;
}

} // namespace kibitz::gui
