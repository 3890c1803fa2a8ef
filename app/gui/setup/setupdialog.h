// SetUpPositionDialog: edits a position (board, side to move, castling, en passant, counters, FEN text kept in
// sync both ways) and only accepts a legal one; a refused position shows the validator's precise reason
// inline and marks the offending square. OK leaves the normalised FEN in fen().
#pragma once

#include "setupfen.h"

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace kibitz::gui {

class PiecePalette;
class SetupBoard;

class SetUpPositionDialog : public QDialog {
    Q_OBJECT

public:
    explicit SetUpPositionDialog(QWidget* parent = nullptr);

    // The position to start from (the standard start position by default).
    void setFen(const QString& fen);
    // Enables "Current Position", which loads this FEN (typically the main window's board).
    void setCurrentPosition(const QString& fen);
    void setBoardAppearance(const BoardTheme& theme, const PieceSet& pieces);

    // Normalised FEN when the position is legal, else the text as edited.
    QString fen() const;
    bool isValid() const { return m_verdict.ok(); }
    bool isChess960() const { return m_verdict.chess960; }
    const FenIssue& issue() const { return m_verdict.issue; }
    QString issueText() const; // the inline message ("" when valid)

    // Parts, for tests and keyboard-driven use.
    SetupBoard* board() const { return m_board; }
    PiecePalette* palette() const { return m_palette; }
    QLineEdit* fenEdit() const { return m_fenEdit; }
    EditedPosition editedPosition() const { return m_position; }
    void setEditedPosition(const EditedPosition& position);

private:
    void fromControls(); // board and controls changed: recompose the FEN
    void fromFenText();  // the user typed or pasted a FEN
    void showPosition(); // m_position -> board and controls, without feedback loops
    void updateEnPassantChoices();
    void validate(const std::string& fen);

    EditedPosition m_position;
    SetupVerdict m_verdict;
    QString m_currentFen;
    bool m_updating = false;

    SetupBoard* m_board;
    PiecePalette* m_palette;
    QRadioButton* m_whiteToMove;
    QRadioButton* m_blackToMove;
    QCheckBox* m_castling[4];
    QComboBox* m_enPassant;
    QSpinBox* m_halfmove;
    QSpinBox* m_moveNumber;
    QPushButton* m_current;
    QLineEdit* m_fenEdit;
    QLabel* m_message;
    QDialogButtonBox* m_buttons;
};

} // namespace kibitz::gui
