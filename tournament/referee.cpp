#include "referee.h"

namespace kibitz::tournament {

const char* colourName(Color c) { return c == White ? "White" : "Black"; }

bool canMate(const Position& pos, Color c)
{
    if (pos.pieces(c, Pawn) || pos.pieces(c, Rook) || pos.pieces(c, Queen))
        return true;
    return popcount(pos.pieces(c, Knight, Bishop)) > 1;
}

namespace {

std::string lossFor(Color loser) { return loser == White ? "0-1" : "1-0"; }
std::string winFor(Color winner) { return winner == White ? "1-0" : "0-1"; }

} // namespace

std::optional<GameEnd> Referee::check(const GameLine& game, const TablebaseProbe& probe) const
{
    const Position& pos = game.position();
    const GameStatus st = gameStatus(pos);
    if (st.over())
        return GameEnd{st.resultToken(), "normal", st.describe()};
    if (st.claim == DrawClaim::ThreefoldRepetition)
        return GameEnd{"1/2-1/2", "normal", "draw by threefold repetition"};
    if (st.claim == DrawClaim::FiftyMoveRule)
        return GameEnd{"1/2-1/2", "normal", "draw by the fifty-move rule"};
    if (m_rules.tablebases && probe) {
        if (const std::optional<int> wdl = probe(pos)) {
            const Color us = pos.sideToMove();
            if (*wdl == 0)
                return GameEnd{"1/2-1/2", "adjudication", "tablebase draw"};
            const Color winner = *wdl > 0 ? us : ~us;
            return GameEnd{winFor(winner), "adjudication", std::string("tablebase win for ") + colourName(winner)};
        }
    }
    if (m_rules.maxMoves > 0 && int(game.ply()) >= 2 * m_rules.maxMoves)
        return GameEnd{"1/2-1/2", "adjudication", "draw by the maximum length of " + std::to_string(m_rules.maxMoves) + " moves"};
    return std::nullopt;
}

std::optional<GameEnd> Referee::scored(Color mover, std::optional<int> scoreCp, int fullMove)
{
    const int s = int(mover);
    if (!scoreCp) {
        m_winning[s] = m_losing[s] = m_drawish[s] = 0;
        return std::nullopt;
    }
    const int v = *scoreCp;
    m_winning[s] = v >= m_rules.resign.scoreCp ? m_winning[s] + 1 : 0;
    m_losing[s] = v <= -m_rules.resign.scoreCp ? m_losing[s] + 1 : 0;
    m_drawish[s] = std::abs(v) <= m_rules.draw.scoreCp ? m_drawish[s] + 1 : 0;
    if (const int n = m_rules.resign.moveCount; n > 0) {
        for (const Color loser : {White, Black}) {
            const int l = int(loser), w = 1 - l;
            if (m_losing[l] >= n && m_winning[w] >= n)
                return GameEnd{lossFor(loser), "adjudication",
                               std::string(colourName(loser)) + " resigns (adjudicated: both engines' scores beyond "
                                   + std::to_string(m_rules.resign.scoreCp) + " cp for " + std::to_string(n) + " moves)"};
        }
    }
    if (const int n = m_rules.draw.moveCount; n > 0 && fullMove >= m_rules.draw.moveNumber && m_drawish[0] >= n && m_drawish[1] >= n)
        return GameEnd{"1/2-1/2", "adjudication",
                       "draw adjudicated: both engines' scores within " + std::to_string(m_rules.draw.scoreCp) + " cp for "
                           + std::to_string(n) + " moves"};
    return std::nullopt;
}

GameEnd Referee::timeLoss(const Position& pos, Color loser)
{
    if (!canMate(pos, ~loser))
        return GameEnd{"1/2-1/2", "time forfeit",
                       std::string(colourName(loser)) + " lost on time, but " + colourName(~loser) + " cannot mate"};
    return GameEnd{lossFor(loser), "time forfeit", std::string(colourName(loser)) + " loses on time"};
}

GameEnd Referee::hang(Color loser, const std::string& detail)
{
    return GameEnd{lossFor(loser), "abandoned", std::string(colourName(loser)) + " engine hangs" + (detail.empty() ? "" : ": " + detail)};
}

GameEnd Referee::crash(Color loser, const std::string& detail)
{
    return GameEnd{lossFor(loser), "abandoned",
                   std::string(colourName(loser)) + " engine crashed or disconnected" + (detail.empty() ? "" : ": " + detail)};
}

GameEnd Referee::illegalMove(Color loser, const std::string& move)
{
    return GameEnd{lossFor(loser), "rules infraction",
                   std::string(colourName(loser)) + " makes an illegal move: " + (move.empty() ? std::string("(empty)") : move)};
}

GameEnd Referee::resigns(Color loser) { return GameEnd{lossFor(loser), "normal", std::string(colourName(loser)) + " resigns"}; }

GameEnd Referee::noStart(Color loser, const std::string& detail)
{
    return GameEnd{lossFor(loser), "abandoned",
                   std::string(colourName(loser)) + " engine failed to start a game" + (detail.empty() ? "" : ": " + detail)};
}

} // namespace kibitz::tournament
