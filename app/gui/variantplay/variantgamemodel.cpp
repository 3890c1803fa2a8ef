#include "variantgamemodel.h"

#include "variant/movegen.h"
#include "variant/san.h"

namespace kibitz::gui {

VariantGameModel::VariantGameModel(QObject* parent) : QObject(parent) { newGame(variant::chessDefinition()); }

QString VariantGameModel::newGame(const variant::VariantDef& def, const QString& fen)
{
    variant::VariantGame game;
    game.definition = def;
    game.startFen = fen.trimmed().toStdString();
    return setGame(game);
}

QString VariantGameModel::setGame(const variant::VariantGame& game)
{
    std::string why;
    const auto rules = variant::Rules::compile(game.definition, &why);
    if (!rules)
        return tr("The variant cannot be played: %1").arg(QString::fromStdString(why));
    // Check the start position and every move before anything changes.
    variant::Position probe;
    std::deque<variant::StateInfo> states(1);
    const std::string& fen = game.startFen.empty() ? rules->startFen() : game.startFen;
    if (const variant::FenError e = probe.setFen(rules, fen, states.back()); !e.ok())
        return tr("Not a position of this variant: %1").arg(QString::fromStdString(variant::describe(e)));
    for (const variant::Move m : game.moves) {
        if (!variant::MoveList(probe).contains(m))
            return tr("The game holds a move that is not legal under these rules.");
        states.emplace_back();
        probe.doMove(m, states.back());
    }
    m_def = game.definition;
    m_rules = rules;
    m_startFen = game.startFen == rules->startFen() ? std::string() : game.startFen;
    m_moves = game.moves;
    m_tags = game.tags;
    m_ply = int(m_moves.size());
    rebuild();
    return {};
}

variant::VariantGame VariantGameModel::game() const
{
    variant::VariantGame g;
    g.definition = m_def;
    g.tags = m_tags;
    g.startFen = m_startFen;
    g.moves = m_moves;
    g.result = resultToken().toStdString();
    return g;
}

void replayVariantGame(const std::shared_ptr<const variant::Rules>& rules, const std::string& startFen,
                       const std::vector<variant::Move>& moves, int plies, variant::Position& pos, std::deque<variant::StateInfo>& states)
{
    states.assign(1, {});
    pos.setFen(rules, startFen.empty() ? rules->startFen() : startFen, states.back());
    for (int i = 0; i < plies; ++i) {
        states.emplace_back();
        pos.doMove(moves[std::size_t(i)], states.back());
    }
}

void VariantGameModel::replay(variant::Position& pos, std::deque<variant::StateInfo>& states, int plies) const
{
    replayVariantGame(m_rules, m_startFen, m_moves, plies, pos, states);
}

void VariantGameModel::rebuild()
{
    replay(m_pos, m_states, m_ply);
    emit changed();
}

QStringList VariantGameModel::sanMoves() const
{
    QStringList out;
    variant::Position walk;
    std::deque<variant::StateInfo> states;
    replay(walk, states, 0);
    for (const variant::Move m : m_moves) {
        out << QString::fromStdString(variant::toSan(walk, m));
        states.emplace_back();
        walk.doMove(m, states.back());
    }
    return out;
}

QString VariantGameModel::resultToken() const
{
    // The game's result: the position after its last move decides, whichever ply is shown.
    variant::Position end;
    std::deque<variant::StateInfo> states;
    replay(end, states, int(m_moves.size()));
    const variant::VariantStatus s = variant::gameStatus(end);
    return s.outcome != variant::Outcome::Ongoing ? QString::fromStdString(s.resultToken()) : QStringLiteral("*");
}

bool VariantGameModel::isOver() const { return status().outcome != variant::Outcome::Ongoing; }

bool VariantGameModel::play(variant::Move move)
{
    if (!variant::MoveList(m_pos).contains(move))
        return false;
    m_moves.resize(std::size_t(m_ply));
    m_moves.push_back(move);
    ++m_ply;
    m_states.emplace_back();
    m_pos.doMove(move, m_states.back());
    emit changed();
    return true;
}

void VariantGameModel::goTo(int ply)
{
    ply = std::clamp(ply, 0, int(m_moves.size()));
    if (ply == m_ply)
        return;
    m_ply = ply;
    rebuild();
}

} // namespace kibitz::gui
