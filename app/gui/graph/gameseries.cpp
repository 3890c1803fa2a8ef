#include "gameseries.h"

#include "pgn/embedded.h"

#include "core/gameline.h"
#include "core/san.h"

#include <algorithm>
#include <charconv>

namespace kibitz::gui {

bool GameSeries::hasEval() const
{
    return std::any_of(points.begin(), points.end(), [](const SeriesPoint& p) { return p.eval.has_value(); });
}

bool GameSeries::hasClock() const
{
    return std::any_of(points.begin(), points.end(), [](const SeriesPoint& p) { return p.clock.has_value(); });
}

bool GameSeries::hasElapsed() const
{
    return std::any_of(points.begin(), points.end(), [](const SeriesPoint& p) { return p.elapsed.has_value(); });
}

const SeriesPoint* GameSeries::atPly(int ply) const
{
    return ply >= 1 && ply <= int(points.size()) ? &points[std::size_t(ply - 1)] : nullptr; // plies 1, 2, ... in order
}

double clampedPawns(const pgn::Evaluation& eval)
{
    if (eval.mate) // "#0" (mated, as some tools write it) has no sign: it cannot say who won, so it counts as level
        return eval.mateIn > 0 ? EvalClampPawns : eval.mateIn < 0 ? -EvalClampPawns : 0.0;
    return std::clamp(eval.centipawns / 100.0, -EvalClampPawns, EvalClampPawns);
}

MoveFlaw flawOf(const std::vector<std::uint8_t>& nags)
{
    MoveFlaw flaw = MoveFlaw::None;
    for (const std::uint8_t nag : nags) {
        const MoveFlaw f = nag == 4 ? MoveFlaw::Blunder : nag == 2 ? MoveFlaw::Mistake : nag == 6 ? MoveFlaw::Inaccuracy : MoveFlaw::None;
        flaw = std::max(flaw, f);
    }
    return flaw;
}

std::optional<double> timeControlIncrement(std::string_view tag)
{
    const auto number = [](std::string_view text) -> std::optional<double> {
        int value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || value < 0)
            return std::nullopt;
        return double(value);
    };
    const std::size_t plus = tag.find('+');
    if (plus == std::string_view::npos)
        return number(tag) ? std::optional<double>(0.0) : std::nullopt;
    if (!number(tag.substr(0, plus)))
        return std::nullopt;
    return number(tag.substr(plus + 1));
}

GameSeries gameSeries(const pgn::Game& game)
{
    GameSeries series;
    GameLine line;
    if (!game.replay(pgn::RootNode, line))
        return series;
    Color mover = line.position().sideToMove();
    const std::optional<double> increment = timeControlIncrement(game.tag("TimeControl"));
    std::optional<double> lastClock[2]; // per colour

    int ply = 0;
    for (const pgn::NodeId node : game.mainline()) {
        const pgn::Node& n = game.node(node);
        if (n.move != Move::null() && !line.position().isLegalMove(n.move))
            break; // a tree built without checks (appendMove) ends where its moves stop being legal
        const pgn::EmbeddedCommands commands = pgn::parseEmbedded(n.commentAfter);
        SeriesPoint p;
        p.node = node;
        p.ply = ++ply;
        p.mover = mover;
        p.moveNumber = line.position().fullMoveNumber();
        p.san = n.move == Move::null() ? std::string("--") : toSan(line.position(), n.move);
        line.push(n.move);
        if (commands.eval) {
            p.eval = clampedPawns(*commands.eval);
            p.mate = commands.eval->mate;
            p.mateIn = commands.eval->mate ? commands.eval->mateIn : 0;
        }
        p.flaw = flawOf(n.nags);
        p.clock = commands.clock;
        if (commands.elapsed) {
            p.elapsed = commands.elapsed;
        } else if (p.clock && lastClock[mover] && increment) {
            p.elapsed = std::max(0.0, *lastClock[mover] - *p.clock + *increment);
            p.elapsedDerived = true;
        }
        lastClock[mover] = p.clock;
        series.points.push_back(p);
        mover = ~mover;
    }
    return series;
}

} // namespace kibitz::gui
