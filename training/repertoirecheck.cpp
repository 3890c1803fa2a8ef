// Repertoire check: a game followed through the repertoire graph; the player's games found by name in the header
// index and replayed from the game store.
#include "repertoirecheck.h"

#include "core/san.h"

#include <bit>
#include <deque>

namespace kibitz::training {

std::string_view departureName(Departure d)
{
    switch (d) {
    case Departure::InBook: return "in book";
    case Departure::Player: return "player";
    case Departure::Opponent: return "opponent";
    case Departure::NotInRepertoire: return "not in repertoire";
    }
    return "?";
}

std::string GameCheck::playedLabel() const
{
    if (playedSan.empty())
        return {};
    return std::to_string(moveNumber) + (mover == White ? "." : "...") + playedSan;
}

GameChecker::GameChecker(const Repertoire& repertoire, Color player) : m_rep(repertoire), m_player(player) {}

bool GameChecker::begin(const Position& start)
{
    m_check = {};
    m_out = m_done = false;
    m_ply = 0;
    m_current = m_rep.graph().find(start);
    if (m_current == NoIndex) {
        m_check.who = Departure::NotInRepertoire;
        m_done = true;
    }
    return !m_done;
}

void GameChecker::move(const Position& before, Move m)
{
    if (m_done)
        return;
    ++m_ply;
    if (m_current == NoIndex)
        return; // out of the repertoire: only a return matters now
    const GraphNode& n = m_rep.graph().node(m_current);
    if (n.moves.empty()) { // the end of a repertoire line: whatever follows is in book
        m_done = true;
        return;
    }
    if (n.findMove(m))
        return;
    // Perhaps a departure (unless the move transposes into the repertoire, which arrived() sees).
    GameCheck c;
    c.who = n.sideToMove == m_player ? Departure::Player : Departure::Opponent;
    c.ply = m_ply;
    c.at = m_current;
    c.played = m;
    c.playedSan = m == Move::null() ? std::string("--") : toSan(before, m);
    for (const GraphMove& gm : n.moves)
        c.expected.push_back(gm.san);
    c.moveNumber = before.fullMoveNumber();
    c.mover = before.sideToMove();
    m_candidate = std::move(c);
}

bool GameChecker::arrived(const Position& after)
{
    if (m_done)
        return false;
    const NodeIndex next = m_rep.graph().find(after);
    if (next != NoIndex) { // in the repertoire: by a stored move, a transposition, or back after an excursion
        m_current = next;
        m_out = false;
        m_inBookPlies = m_ply;
        return true;
    }
    if (m_current != NoIndex) {
        m_current = NoIndex;
        m_out = true;
        m_check = m_candidate;
    }
    // No repertoire position has fewer men than this: the game cannot come back.
    if (std::popcount(after.pieces()) < m_rep.graph().minPieces())
        m_done = true;
    return !m_done;
}

GameCheck GameChecker::result() const
{
    if (m_check.who == Departure::NotInRepertoire || m_out)
        return m_check;
    GameCheck c;
    c.who = Departure::InBook;
    c.ply = m_inBookPlies;
    return c;
}

GameCheck checkGame(const Repertoire& repertoire, const pgn::Game& game, Color player)
{
    GameChecker checker(repertoire, player);
    Position pos;
    std::deque<StateInfo> states(1);
    const std::string_view fen = game.startFen().empty() ? StartFen : std::string_view(game.startFen());
    if (!pos.setFen(fen, FenMode::Lenient, states.back(), game.isChess960()).ok() || !checker.begin(pos))
        return checker.result();
    for (const pgn::NodeId id : game.mainline()) {
        const Move m = game.move(id);
        if (m == Move::null() ? pos.inCheck() : !pos.isLegalMove(m))
            break;
        checker.move(pos, m);
        states.emplace_back();
        if (m == Move::null())
            pos.doNullMove(states.back());
        else
            pos.doMove(m, states.back());
        if (!checker.arrived(pos))
            break;
    }
    return checker.result();
}

RepertoireCheck checkGames(const Repertoire& repertoire, const pgn::GameIndex& index, const pgn::SearchIndex& search,
                           const PlayerSpec& player)
{
    RepertoireCheck out;
    GameChecker checker(repertoire, player.color);
    pgn::Replayer replayer;
    for (const std::uint32_t i : playerGames(index, search, player)) {
        GameCheck check;
        if (!search.replay(i, replayer) || !checker.begin(replayer.position())) {
            ++out.notInRepertoire;
            continue;
        }
        for (Move m; (m = replayer.peek());) {
            checker.move(replayer.position(), m);
            replayer.advance();
            if (!checker.arrived(replayer.position()))
                break;
        }
        check = checker.result();
        out.playerLeft += check.who == Departure::Player;
        out.opponentLeft += check.who == Departure::Opponent;
        out.inBook += check.who == Departure::InBook;
        out.games.push_back({std::uint32_t(i), std::move(check)});
    }
    return out;
}

} // namespace kibitz::training
