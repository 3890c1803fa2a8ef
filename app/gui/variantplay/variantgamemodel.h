// VariantGameModel: a game under a variant's rules as the variant window edits it — the definition, the start
// position, the moves and the ply shown. Playing a move at an earlier ply cuts the moves after it (the window
// keeps no variations). Invariants: every move is legal from the start position under the rules; position() is
// the position after the first ply() moves; the compiled rules belong to definition().
#pragma once

#include "variant/position.h"
#include "variant/status.h"
#include "variant/variantpgn.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <deque>
#include <memory>
#include <vector>

namespace kibitz::gui {

// `pos` set to the position after the first `plies` of `moves` from `startFen` ("" = the variant's start), its state
// records kept in `states`. The moves must be legal (the model and the engine only replay games they checked).
void replayVariantGame(const std::shared_ptr<const variant::Rules>& rules, const std::string& startFen,
                       const std::vector<variant::Move>& moves, int plies, variant::Position& pos, std::deque<variant::StateInfo>& states);

class VariantGameModel : public QObject {
    Q_OBJECT

public:
    explicit VariantGameModel(QObject* parent = nullptr);

    // A new game of `def` from `fen` ("" = the variant's start). Returns the reason when the definition or the
    // position is rejected (the model then keeps its game).
    QString newGame(const variant::VariantDef& def, const QString& fen = {});
    // A game read from PGN (its moves are legal: readVariantPgn checked them); shown at its last move.
    QString setGame(const variant::VariantGame& game);
    variant::VariantGame game() const; // the whole game, for saving (tags kept from setGame)
    void setTags(const std::vector<std::pair<std::string, std::string>>& tags) { m_tags = tags; }

    const variant::VariantDef& definition() const { return m_def; }
    const std::shared_ptr<const variant::Rules>& rules() const { return m_rules; }
    const variant::Position& position() const { return m_pos; }
    const std::string& startFen() const { return m_startFen; } // "" = the variant's start position
    const std::vector<variant::Move>& moves() const { return m_moves; }
    int ply() const { return m_ply; }
    variant::Move lastMove() const { return m_ply > 0 ? m_moves[std::size_t(m_ply - 1)] : variant::Move::none(); }
    QStringList sanMoves() const; // of the whole game, "e4", "Cg4+", …
    variant::VariantStatus status() const { return variant::gameStatus(m_pos); }
    QString resultToken() const; // "1-0", "0-1", "1/2-1/2" (mate, stalemate, claimed draw) or "*"
    bool isOver() const;         // mate or stalemate: no more moves

    // Plays a legal move of position() (false when it is not one): moves after ply() are dropped.
    bool play(variant::Move move);
    void goTo(int ply); // clamped to 0..moves().size()

signals:
    void changed(); // position, moves or definition

private:
    void rebuild(); // m_pos from the start position and the first m_ply moves
    void replay(variant::Position& pos, std::deque<variant::StateInfo>& states, int plies) const; // of this game

    variant::VariantDef m_def;
    std::shared_ptr<const variant::Rules> m_rules;
    std::string m_startFen; // "" = the variant's
    std::vector<variant::Move> m_moves;
    std::vector<std::pair<std::string, std::string>> m_tags;
    int m_ply = 0;
    variant::Position m_pos;
    std::deque<variant::StateInfo> m_states;
};

} // namespace kibitz::gui
