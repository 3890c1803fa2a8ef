// Player's games: one pass over the header index with each distinct name string matched once.
#include "playergames.h"

#include "pgn/textfold.h"

namespace kibitz::training {

std::vector<std::uint32_t> playerGames(const pgn::GameIndex& index, const pgn::SearchIndex& search, const PlayerSpec& player)
{
    std::vector<std::uint32_t> out;
    std::vector<std::string> needles;
    for (const std::string& name : player.names)
        if (!name.empty())
            needles.push_back(player.exact ? name : pgn::foldText(name));
    if (needles.empty())
        return out;
    const pgn::StringPool& pool = index.strings();
    std::vector<std::int8_t> memo(pool.size(), -1);
    const auto matches = [&](std::uint32_t id) {
        if (memo[id] < 0) {
            memo[id] = 0;
            for (const std::string& n : needles)
                memo[id] = memo[id] || (player.exact ? pool.get(id) == n : pgn::containsFolded(pool.get(id), n));
        }
        return memo[id] == 1;
    };
    const std::size_t games = std::min(index.size(), search.gameCount());
    for (std::size_t i = 0; i < games; ++i) {
        const pgn::IndexEntry& e = index.entry(i);
        const bool white = matches(e.strings[int(pgn::IndexField::White)]);
        const bool black = matches(e.strings[int(pgn::IndexField::Black)]);
        if (white != black && (white ? White : Black) == player.color)
            out.push_back(std::uint32_t(i));
    }
    return out;
}

RepertoireLine storedLine(const pgn::SearchIndex& search, std::size_t game, int maxPlies)
{
    RepertoireLine line;
    pgn::Replayer replayer;
    if (game >= search.gameCount() || !search.replay(game, replayer))
        return line;
    line.startFen = replayer.position().fen();
    line.chess960 = replayer.position().isChess960();
    if (line.startFen == StartFen)
        line.startFen.clear();
    for (Move m; (maxPlies <= 0 || line.moves.size() < std::size_t(maxPlies)) && (m = replayer.peek());) {
        line.moves.push_back(m);
        replayer.advance();
    }
    return line;
}

} // namespace kibitz::training
