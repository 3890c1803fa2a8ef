// VariantSetupModel: the variant position being edited in the variant set-up dialog, as plain values, with its FEN
// in the variant's letters both ways. Invariant: the edited position may be illegal (that is the point of an
// editor); only problem() decides whether it can be used, and it asks the variant library itself — Position::setFen
// for a position of a game, validate() of the whole definition for a variant's start position.
#pragma once

#include "variant/fen.h"
#include "variant/rules.h"

#include <QObject>
#include <QString>

#include <array>
#include <memory>
#include <string>
#include <vector>

namespace kibitz::gui {

class VariantSetupModel : public QObject {
    Q_OBJECT

public:
    // A position to start a game from (judged by the variant's rules), or the variant's own start position (judged
    // as the definition's startFen, which also fixes the start squares of initial moves).
    enum class Purpose { GamePosition, StartPosition };

    explicit VariantSetupModel(QObject* parent = nullptr);

    // The variant whose pieces are set up; the position becomes its start position (or an empty board when that
    // does not parse). False with *why when the definition itself (apart from its start position) is not valid.
    bool setVariant(const variant::VariantDef& def, Purpose purpose, QString* why = nullptr);
    const variant::VariantDef& definition() const { return m_def; }
    const variant::Rules* rules() const { return m_rules.get(); } // letters and piece types; null before setVariant
    Purpose purpose() const { return m_purpose; }

    variant::Piece pieceOn(Square s) const { return m_board[std::size_t(s)]; }
    void setPiece(Square s, variant::Piece piece); // NoPiece clears
    void movePiece(Square from, Square to);
    Color sideToMove() const { return m_side; }
    void setSideToMove(Color side);
    int castlingRights() const { return m_castling; } // core CastlingRights bits
    void setCastlingRight(int right, bool on);
    int possibleCastlingRights() const; // rights whose royal piece and rook stand on their squares; 0 without castling
    Square epSquare() const { return m_ep; }
    void setEpSquare(Square s);                    // NoSquare clears
    std::vector<Square> possibleEpSquares() const; // where a pawn just passed and one of ours could capture
    int halfmoveClock() const { return m_halfmove; }
    void setHalfmoveClock(int n);
    int moveNumber() const { return m_moveNumber; }
    void setMoveNumber(int n);

    void clear();    // empty board, White to move, no rights
    void setStart(); // the variant's start position

    std::string fen() const;
    // Reads a FEN with the variant's letters. Text that is not FEN returns the fault (1-based column, message) and
    // leaves the position as it was; a FEN that reads but is illegal is taken (problem() then says why).
    variant::FenError setFen(const std::string& fen);
    QString problem() const; // "" when the variant's rules accept the position

signals:
    void changed();

private:
    void boardEdited(); // drop the rights and the en-passant square the new placement makes impossible
    variant::FenError parseFields(const std::string& fen);

    variant::VariantDef m_def;
    std::shared_ptr<const variant::Rules> m_rules;
    Purpose m_purpose = Purpose::GamePosition;
    std::array<variant::Piece, SquareCount> m_board{};
    Color m_side = White;
    int m_castling = 0;
    Square m_ep = NoSquare;
    int m_halfmove = 0;
    int m_moveNumber = 1;
};

} // namespace kibitz::gui
