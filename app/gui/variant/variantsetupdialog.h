// VariantSetupDialog: sets up a position of a variant — a board and a palette with the variant's own pieces, side to
// move, castling rights (only when the variant castles, and only those its pieces' squares allow), the en-passant
// square when one is possible, the counters, and the FEN in the variant's letters kept in sync both ways. OK is
// enabled only for a position the variant library accepts; otherwise its reason is shown. Text that is not FEN
// is answered with the fault and its column, and the board keeps its position.
#pragma once

#include "variantsetupmodel.h"

#include "variant/variant.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace kibitz::gui {

class VariantSetupBoard;
class VariantSetupPalette;

class VariantSetupDialog : public QDialog {
    Q_OBJECT

public:
    explicit VariantSetupDialog(QWidget* parent = nullptr);

    // The variant and what the position is for; false with *why when the definition is not valid.
    bool setVariant(const variant::VariantDef& def, VariantSetupModel::Purpose purpose, QString* why = nullptr);
    // Shows `fen` (as if typed); "" keeps the variant's start position.
    void setFen(const QString& fen);
    QString fen() const { return QString::fromStdString(m_model->fen()); }
    bool isValid() const;
    QString messageText() const; // the shown reason ("" when OK is enabled)

    // Runs the dialog for `def` from `fen`; the chosen FEN, or nothing when cancelled (or `def` is not valid: then a
    // message box says why).
    static std::optional<QString> choose(QWidget* parent, const variant::VariantDef& def, const QString& fen,
                                         VariantSetupModel::Purpose purpose);

    VariantSetupModel* model() const { return m_model; }
    VariantSetupBoard* board() const { return m_board; }
    VariantSetupPalette* palette() const { return m_palette; }
    QLineEdit* fenEdit() const { return m_fenEdit; }
    QGroupBox* castlingBox() const { return m_castlingBox; }
    QCheckBox* castlingCheck(int index) const { return m_castling[index]; } // White O-O, O-O-O, Black O-O, O-O-O
    QComboBox* enPassantCombo() const { return m_enPassant; }

private:
    void modelChanged(); // the model into the controls and the FEN line
    void fenTyped();
    void judge();

    VariantSetupModel* m_model;
    VariantSetupBoard* m_board;
    VariantSetupPalette* m_palette;
    QRadioButton* m_white;
    QRadioButton* m_black;
    QGroupBox* m_castlingBox;
    QCheckBox* m_castling[4];
    QComboBox* m_enPassant;
    QSpinBox* m_halfmove;
    QSpinBox* m_moveNumber;
    QLineEdit* m_fenEdit;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
    bool m_updating = false;
    bool m_typing = false;
    QString m_syntaxError; // the typed text is not FEN: why (the model keeps the last good position)
};

} // namespace kibitz::gui
