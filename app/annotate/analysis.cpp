#include "analysis.h"

#include "core/gameline.h"

namespace kibitz::annotate {

std::string AnnotateOptions::limitText() const
{
    if (depth > 0 && movetimeMs <= 0)
        return "depth " + std::to_string(depth);
    return std::to_string(movetimeMs > 0 ? movetimeMs : DefaultMoveTimeMs) + " ms";
}

int GameAnalysis::evaluatedUpTo() const
{
    int ply = firstPly - 1;
    while (ply + 1 <= lastPly && ply + 1 < int(positions.size()) && positions[std::size_t(ply + 1)].evaluated)
        ++ply;
    return ply;
}

int fullMoveOf(int startGamePly, int ply) { return 1 + (startGamePly + ply - 1) / 2; }

Color moverOf(int startGamePly, int ply) { return (startGamePly + ply - 1) % 2 == 0 ? White : Black; }

bool isSelected(const AnnotateOptions& options, int startGamePly, int ply)
{
    const int number = fullMoveOf(startGamePly, ply);
    if (number < options.fromMove || (options.toMove > 0 && number > options.toMove))
        return false;
    const Color mover = moverOf(startGamePly, ply);
    return options.sides == Sides::Both || (options.sides == Sides::White) == (mover == White);
}

GameAnalysis planAnalysis(const pgn::Game& game, const AnnotateOptions& options)
{
    GameAnalysis plan;
    plan.startFen = game.startFen();
    plan.chess960 = game.isChess960();
    plan.options = options;
    for (const pgn::NodeId node : game.mainline()) {
        if (game.move(node) == Move::null())
            break; // no engine can be shown the position after a null move: the analysis ends before it
        plan.moves.push_back(game.move(node));
    }
    plan.positions.resize(plan.moves.size() + 1);
    GameLine start;
    if (!plan.startFen.empty())
        start.reset(plan.startFen, FenMode::Lenient, plan.chess960);
    const int startPly = start.position().gamePly();
    int first = -1, last = -1;
    for (int ply = 1; ply <= int(plan.moves.size()); ++ply) {
        if (!isSelected(options, startPly, ply))
            continue;
        if (first < 0)
            first = ply;
        last = ply;
    }
    plan.firstPly = first < 0 ? 0 : first - 1;
    plan.lastPly = first < 0 ? -1 : last;
    return plan;
}

} // namespace kibitz::annotate
