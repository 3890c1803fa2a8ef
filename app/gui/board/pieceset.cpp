// PieceSet: SVG pictures go through QSvgRenderer at the exact device size; PNG pictures are scaled smoothly
// once per size. The cache is per set and bounded, since a resize drag visits many sizes.
#include "pieceset.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <array>
#include <cmath>

namespace kibitz::gui {

namespace {

constexpr std::array<Piece, 12> TwelvePieces = {WKing, WQueen, WRook, WBishop, WKnight, WPawn,
                                                BKing, BQueen, BRook, BBishop, BKnight, BPawn};
constexpr auto DefaultSet = "kibitz";
// Cached pixmaps beyond this are dropped wholesale: a window resize creates one size after another.
constexpr int MaxCachedPixmaps = 12 * 6;

} // namespace

namespace {

// The built-in sets are shared by every board for the life of the application.
QHash<QString, std::shared_ptr<PieceSet::Data>>& builtInRegistry()
{
    static QHash<QString, std::shared_ptr<PieceSet::Data>> sets;
    return sets;
}

// Pixmaps and renderers must not outlive the application object, which a function-local static would.
void releaseBuiltInSets() { builtInRegistry().clear(); }

} // namespace

struct PieceSet::Data {
    QString id;
    bool builtIn = false;
    std::array<std::unique_ptr<QSvgRenderer>, PieceCount> svg;
    std::array<QImage, PieceCount> image;
    std::shared_ptr<Data> fallback; // supplies the pieces a user folder lacks
    QHash<quint64, QPixmap> cache;

    bool has(Piece p) const { return (svg[p] && svg[p]->isValid()) || !image[p].isNull(); }
    bool load(Piece p, const QString& base)
    {
        if (QFileInfo::exists(base + QStringLiteral(".svg"))) {
            auto renderer = std::make_unique<QSvgRenderer>(base + QStringLiteral(".svg"));
            if (renderer->isValid()) {
                svg[p] = std::move(renderer);
                return true;
            }
        }
        QImage img(base + QStringLiteral(".png"));
        if (img.isNull())
            return false;
        image[p] = img.convertToFormat(QImage::Format_ARGB32_Premultiplied);
        return true;
    }
};

PieceSet::PieceSet() : PieceSet(builtIn(QString::fromLatin1(DefaultSet))) {}

PieceSet::PieceSet(std::shared_ptr<Data> data) : d(std::move(data)) {}

QStringList PieceSet::builtInSets() { return {QStringLiteral("kibitz"), QStringLiteral("flat")}; }

QString PieceSet::displayName(const QString& setId)
{
    if (setId == QLatin1String("kibitz"))
        return tr("Kibitz (Staunton)");
    if (setId == QLatin1String("flat"))
        return tr("Flat");
    return QFileInfo(setId).fileName();
}

PieceSet PieceSet::builtIn(const QString& setId)
{
    // One shared instance per built-in set, so every board shares the parsed SVG and the pixmap cache.
    auto& sets = builtInRegistry();
    if (sets.isEmpty())
        qAddPostRoutine(releaseBuiltInSets);
    const QString id = builtInSets().contains(setId) ? setId : QString::fromLatin1(DefaultSet);
    if (auto it = sets.constFind(id); it != sets.constEnd())
        return PieceSet(*it);
    auto data = std::make_shared<Data>();
    data->id = id;
    data->builtIn = true;
    for (Piece p : TwelvePieces)
        data->load(p, QStringLiteral(":/pieces/%1/%2").arg(id, fileBaseName(p)));
    sets.insert(id, data);
    return PieceSet(data);
}

PieceSet PieceSet::fromDirectory(const QString& directory, QStringList* missing)
{
    auto data = std::make_shared<Data>();
    data->id = QDir(directory).absolutePath();
    data->fallback = builtIn(QString::fromLatin1(DefaultSet)).d;
    if (missing)
        missing->clear();
    const QDir dir(directory);
    for (Piece p : TwelvePieces) {
        if (!data->load(p, dir.filePath(fileBaseName(p))) && missing)
            missing->append(fileBaseName(p));
    }
    return PieceSet(data);
}

QString PieceSet::fileBaseName(Piece piece)
{
    const QChar colour = colorOf(piece) == White ? QLatin1Char('w') : QLatin1Char('b');
    return QString(colour) + QLatin1Char(pieceTypeChar(typeOf(piece)));
}

QString PieceSet::id() const { return d->id; }

bool PieceSet::isBuiltIn() const { return d->builtIn; }

QPixmap PieceSet::pixmap(Piece piece, int size, qreal devicePixelRatio) const
{
    if (piece == NoPiece || size <= 0)
        return {};
    const int device = int(std::lround(size * devicePixelRatio));
    const quint64 key = (quint64(device) << 8) | piece;
    if (auto it = d->cache.constFind(key); it != d->cache.constEnd())
        return *it;
    if (d->cache.size() >= MaxCachedPixmaps)
        d->cache.clear();

    QPixmap pm(device, device);
    pm.fill(Qt::transparent);
    {
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        render(&p, piece, QRectF(0, 0, device, device));
    }
    pm.setDevicePixelRatio(devicePixelRatio);
    d->cache.insert(key, pm);
    return pm;
}

void PieceSet::render(QPainter* painter, Piece piece, const QRectF& target) const
{
    const Data* data = d.get();
    if (!data->has(piece) && data->fallback)
        data = data->fallback.get();
    if (data->svg[piece] && data->svg[piece]->isValid()) {
        // Keep the picture's aspect ratio: user sets are not always square.
        const QSizeF natural = data->svg[piece]->defaultSize();
        QRectF r = target;
        if (natural.width() > 0 && natural.height() > 0) {
            const QSizeF fitted = natural.scaled(target.size(), Qt::KeepAspectRatio);
            r = QRectF(QPointF(0, 0), fitted);
            r.moveCenter(target.center());
        }
        data->svg[piece]->render(painter, r);
    } else if (!data->image[piece].isNull()) {
        const QImage& img = data->image[piece];
        const QSize fitted = img.size().scaled(target.size().toSize(), Qt::KeepAspectRatio);
        QRectF r(QPointF(0, 0), fitted);
        r.moveCenter(target.center());
        // Pre-scaling with the smooth filter looks far better than a transformed draw for large reductions.
        painter->drawImage(r, img.scaled(fitted, Qt::KeepAspectRatio, Qt::SmoothTransformation));
    }
}

} // namespace kibitz::gui
