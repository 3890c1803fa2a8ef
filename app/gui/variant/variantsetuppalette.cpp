// VariantSetupPalette: the buttons, rebuilt for each variant.
#include "variantsetuppalette.h"

#include "piecepicture.h"

#include <QApplication>
#include <QButtonGroup>
#include <QDrag>
#include <QGridLayout>
#include <QMimeData>
#include <QMouseEvent>
#include <QStyle>
#include <QToolButton>

namespace kibitz::gui {

VariantSetupPalette::VariantSetupPalette(QWidget* parent) : QWidget(parent), m_grid(new QGridLayout(this)), m_group(new QButtonGroup(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(2);
    m_group->setExclusive(true);
    connect(m_group, &QButtonGroup::idClicked, this, [this](int id) {
        m_selected = variant::Piece(id);
        emit pieceSelected(m_selected);
    });
}

QString VariantSetupPalette::pieceName(const variant::VariantDef& def, variant::Piece piece)
{
    const variant::PieceDef& p = def.pieces[std::size_t(variant::typeOf(piece) - 1)];
    QString name = QString::fromStdString(p.name);
    if (name.startsWith(QLatin1String("customPiece"))) // Fairy-Stockfish's slot name says nothing to a user
        name = tr("piece");
    const bool white = variant::colorOf(piece) == White;
    const QChar letter = white ? QChar(p.letter).toUpper() : QChar(p.letter);
    return white ? tr("White %1 (%2)").arg(name, letter) : tr("Black %1 (%2)").arg(name, letter);
}

void VariantSetupPalette::setVariant(const variant::Rules& rules, const PieceSet& pieces)
{
    const variant::VariantDef& def = rules.def();
    for (QAbstractButton* b : m_group->buttons()) {
        m_group->removeButton(b);
        delete b;
    }
    const int size = 32;
    const int count = int(def.pieces.size());
    for (const Color c : {White, Black})
        for (int i = 0; i < count; ++i) {
            const variant::Piece piece = variant::makePiece(c, variant::PieceType(i + 1));
            auto* b = new QToolButton(this);
            b->setCheckable(true);
            b->setAutoRaise(true);
            b->setIconSize(QSize(size, size));
            b->setIcon(QIcon(PiecePicture::pixmap(PiecePicture::idIn(rules, variant::PieceType(i + 1)),
                                                  QChar(def.pieces[std::size_t(i)].letter), size, pieces, c, devicePixelRatioF())));
            const QString name = pieceName(def, piece);
            b->setToolTip(name);
            b->setAccessibleName(name);
            b->installEventFilter(this);
            m_group->addButton(b, piece);
            // At most 15 types: rows of 8 per colour keep the palette narrow beside the board.
            m_grid->addWidget(b, (c == White ? 0 : 2) + i / 8, i % 8);
        }
    auto* eraser = new QToolButton(this);
    eraser->setCheckable(true);
    eraser->setAutoRaise(true);
    eraser->setIconSize(QSize(size, size));
    eraser->setIcon(style()->standardIcon(QStyle::SP_DialogDiscardButton));
    eraser->setToolTip(tr("Eraser: a click on the board removes the piece there"));
    eraser->setAccessibleName(tr("Eraser"));
    m_group->addButton(eraser, variant::NoPiece);
    m_grid->addWidget(eraser, 4, 0);
    setSelectedPiece(count ? variant::makePiece(White, 1) : variant::NoPiece);
}

void VariantSetupPalette::setSelectedPiece(variant::Piece piece)
{
    if (QAbstractButton* b = m_group->button(piece)) {
        b->setChecked(true);
        m_selected = piece;
        emit pieceSelected(piece);
    }
}

bool VariantSetupPalette::eventFilter(QObject* watched, QEvent* event)
{
    auto* b = qobject_cast<QToolButton*>(watched);
    const int id = b ? m_group->id(b) : -1;
    if (id <= 0 || (event->type() != QEvent::MouseButtonPress && event->type() != QEvent::MouseMove))
        return QWidget::eventFilter(watched, event);
    const auto* mouse = static_cast<QMouseEvent*>(event);
    if (event->type() == QEvent::MouseButtonPress) {
        m_pressPoint = mouse->position().toPoint();
        return QWidget::eventFilter(watched, event);
    }
    if (!(mouse->buttons() & Qt::LeftButton)
        || (mouse->position().toPoint() - m_pressPoint).manhattanLength() < QApplication::startDragDistance())
        return QWidget::eventFilter(watched, event);
    // A drag also chooses the piece, so the clicks that follow put the same one down.
    b->setDown(false);
    setSelectedPiece(variant::Piece(id));
    auto* mime = new QMimeData;
    mime->setData(QString::fromLatin1(MimeType), QByteArray(1, char(id)));
    auto* drag = new QDrag(b);
    drag->setMimeData(mime);
    drag->setPixmap(b->icon().pixmap(b->iconSize()));
    drag->setHotSpot(QPoint(b->iconSize().width() / 2, b->iconSize().height() / 2));
    drag->exec(Qt::CopyAction);
    return true;
}

QToolButton* VariantSetupPalette::button(variant::Piece piece) const { return qobject_cast<QToolButton*>(m_group->button(piece)); }

} // namespace kibitz::gui
