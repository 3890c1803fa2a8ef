// VariantSetupPalette: the buttons, rebuilt for each variant.
#include "variantsetuppalette.h"

#include "piecepicture.h"

#include <QButtonGroup>
#include <QGridLayout>
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

void VariantSetupPalette::setVariant(const variant::VariantDef& def, const PieceSet& pieces)
{
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
            b->setIcon(QIcon(PiecePicture::pixmap(PiecePicture::idIn(def, i), QChar(def.pieces[std::size_t(i)].letter), size, pieces, c,
                                                  devicePixelRatioF())));
            const QString name = pieceName(def, piece);
            b->setToolTip(name);
            b->setAccessibleName(name);
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

QToolButton* VariantSetupPalette::button(variant::Piece piece) const { return qobject_cast<QToolButton*>(m_group->button(piece)); }

} // namespace kibitz::gui
