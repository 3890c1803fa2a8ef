// SaveGameDialog: edits a game's tags before saving — the Seven Tag Roster, ECO/Opening/Variation classified
// automatically, and any other tags in an editable table. Invariant: OK is enabled only while every field is
// valid; the reason for a problem is shown inline under the form.
#pragma once

#include "pgn/game.h"

#include <QDialog>

#include <array>

namespace kibitz::eco {
class EcoBook;
}

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace kibitz::gui {

class SaveGameDialog : public QDialog {
    Q_OBJECT

public:
    // `finalResult`: the result fixed by the rules (mate, stalemate, draw) or empty when the game is open;
    // `book`: the opening table to classify with (null: the built-in one).
    SaveGameDialog(const pgn::Game& game, const QString& finalResult, QWidget* parent = nullptr, const eco::EcoBook* book = nullptr);

    std::vector<pgn::Tag> tags() const; // Seven Tag Roster first, then ECO/Opening/Variation, then the rest
    QString result() const;
    QString validationError() const;                // empty when the form is valid
    QLineEdit* field(const QString& tagName) const; // for tests
    QComboBox* resultCombo() const { return m_result; }

    static QString today(); // "YYYY.MM.DD"
    // ECO, Opening and Variation for a game's main line, pgn-extract style; empty strings when unclassified.
    // The ECO tag keeps to the standard three characters: a table's extended code (Scid's B90k) is cut to B90
    // so other programs still read the tag.
    static std::array<QString, 3> classify(const pgn::Game& game, const eco::EcoBook* book = nullptr);

private:
    void validate();
    void addRow(const QString& name, const QString& value);

    QList<QPair<QString, QLineEdit*>> m_fields;
    QComboBox* m_result;
    QTableWidget* m_others;
    QLabel* m_error;
    QDialogButtonBox* m_buttons;
};

} // namespace kibitz::gui
