// VariantSetupPalette: every piece type of a variant in both colours (its picture, its letter in the tooltip and the
// accessible name) and an eraser, as a row of exclusive tool buttons per colour. A click chooses the piece that
// clicks on the board put down; dragging a piece drops it on a square. It only reports, never edits.
#pragma once

#include "board/pieceset.h"

#include "variant/rules.h"
#include "variant/types.h"
#include "variant/variant.h"

#include <QWidget>

class QButtonGroup;
class QGridLayout;
class QToolButton;

namespace kibitz::gui {

class VariantSetupPalette : public QWidget {
    Q_OBJECT

public:
    static constexpr auto MimeType = "application/x-kibitz-variant-piece"; // payload: the variant::Piece as one byte

    explicit VariantSetupPalette(QWidget* parent = nullptr);

    // Rebuilds the buttons for the variant's pieces; the first White piece is chosen.
    void setVariant(const variant::Rules& rules, const PieceSet& pieces = PieceSet());
    variant::Piece selectedPiece() const { return m_selected; } // NoPiece: the eraser
    void setSelectedPiece(variant::Piece piece);
    QToolButton* button(variant::Piece piece) const; // NoPiece: the eraser; for tests

    // "White camel (C)": the piece's name as the definition gives it, with its FEN letter.
    static QString pieceName(const variant::VariantDef& def, variant::Piece piece);

signals:
    void pieceSelected(kibitz::variant::Piece piece);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override; // drags from the buttons

private:
    QPoint m_pressPoint;
    QGridLayout* m_grid;
    QButtonGroup* m_group;
    variant::Piece m_selected = variant::NoPiece;
};

} // namespace kibitz::gui
