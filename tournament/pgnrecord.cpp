#include "pgnrecord.h"

#include "pgn/game.h"
#include "pgn/writer.h"

#include <cstdio>
#include <cstdlib>

namespace kibitz::tournament {

std::string moveComment(bool mate, int value, int depth, std::int64_t timeMs)
{
    char buf[64];
    if (mate)
        std::snprintf(buf, sizeof buf, "%sM%d/%d", value > 0 ? "+" : "-", std::abs(value), depth);
    else
        std::snprintf(buf, sizeof buf, "%s%.2f/%d", value > 0 ? "+" : value < 0 ? "-" : "", std::abs(value) / 100.0, depth);
    std::string s = buf;
    // Whole seconds as "2s", else milliseconds as a decimal fraction without trailing zeros: "0.003s", "1.25s".
    std::snprintf(buf, sizeof buf, " %lld.%03llds", static_cast<long long>(timeMs / 1000), static_cast<long long>(timeMs % 1000));
    std::string t = buf;
    t.pop_back(); // the "s"
    while (t.back() == '0')
        t.pop_back();
    if (t.back() == '.')
        t.pop_back();
    std::snprintf(buf, sizeof buf, "%ss", t.c_str());
    return s + buf;
}

namespace {

std::string optionsText(const EngineEntry& e)
{
    std::string s;
    for (const auto& [name, value] : e.options)
        s += (s.empty() ? "" : ", ") + name + "=" + value;
    return s;
}

} // namespace

std::string gameText(const Settings& settings, const GameRecord& g, const PlayedGame& played, const std::string& date)
{
    const EngineEntry& white = settings.engines[std::size_t(g.white)];
    const EngineEntry& black = settings.engines[std::size_t(g.black)];
    pgn::Game game;
    game.setTag("Event", settings.event);
    game.setTag("Site", "?");
    game.setTag("Date", date);
    game.setTag("Round", std::to_string(g.round) + "." + std::to_string(g.board));
    game.setTag("White", white.name);
    game.setTag("Black", black.name);
    game.setTag("Result", played.end.result);
    game.setTag("PlyCount", std::to_string(played.moves.size()));
    if (white.tc == black.tc) {
        game.setTag("TimeControl", white.tc.pgnTag());
    } else {
        game.setTag("WhiteTimeControl", white.tc.pgnTag());
        game.setTag("BlackTimeControl", black.tc.pgnTag());
    }
    game.setTag("Termination", played.end.termination);
    game.setTag("TerminationDetails", played.end.reason);
    if (!white.options.empty())
        game.setTag("WhiteEngineOptions", optionsText(white));
    if (!black.options.empty())
        game.setTag("BlackEngineOptions", optionsText(black));
    if (played.startFen != StartFen)
        game.setStartFen(played.startFen); // the writer adds SetUp and FEN
    pgn::NodeId node = pgn::RootNode;
    for (std::size_t i = 0; i < played.moves.size(); ++i) {
        node = game.appendMove(node, played.moves[i]); // refereed: legal
        if (i < played.comments.size() && !played.comments[i].empty())
            game.setCommentAfter(node, played.comments[i]);
    }
    const std::string& before = game.node(node).commentAfter;
    game.setCommentAfter(node, before.empty() ? played.end.reason : before + "; " + played.end.reason);
    game.setResult(played.end.result);
    return pgn::writeGame(game);
}

std::vector<WrittenGame> completeGames(std::string_view text)
{
    std::vector<WrittenGame> games;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = text.find("\n\n", pos);
        if (end == std::string_view::npos)
            break;
        // The tag section ends at the first blank line; the movetext at the next one.
        const std::string_view tags = text.substr(pos, end - pos);
        const std::size_t moveEnd = text.find("\n\n", end + 2);
        if (moveEnd == std::string_view::npos)
            break;
        const std::string_view movetext = text.substr(end + 2, moveEnd - end - 2);
        WrittenGame w;
        std::size_t line = 0;
        bool ok = !tags.empty();
        while (ok && line < tags.size()) {
            std::size_t eol = tags.find('\n', line);
            if (eol == std::string_view::npos)
                eol = tags.size();
            const std::string_view t = tags.substr(line, eol - line);
            const std::size_t q1 = t.find('"'), q2 = t.rfind('"');
            ok = t.size() > 4 && t.front() == '[' && t.back() == ']' && q1 != std::string_view::npos && q2 > q1;
            if (ok) {
                const std::string_view name = t.substr(1, t.find(' ') - 1);
                std::string value;
                for (std::size_t i = q1 + 1; i < q2; ++i) { // the writer escapes '"' and '\\' with a backslash
                    if (t[i] == '\\' && i + 1 < q2)
                        ++i;
                    value += t[i];
                }
                if (name == "Round")
                    w.round = value;
                else if (name == "White")
                    w.white = value;
                else if (name == "Black")
                    w.black = value;
                else if (name == "Result")
                    w.result = value;
                else if (name == "Termination")
                    w.termination = value;
                else if (name == "TerminationDetails")
                    w.reason = value;
                else if (name == "PlyCount")
                    w.plies = std::atoi(value.c_str());
            }
            line = eol + 1;
        }
        const bool ends = !w.result.empty() && movetext.size() >= w.result.size()
            && movetext.substr(movetext.size() - w.result.size()) == w.result;
        if (!ok || !ends || w.round.empty())
            break;
        w.length = moveEnd + 2 - pos;
        games.push_back(std::move(w));
        pos = moveEnd + 2;
    }
    return games;
}

} // namespace kibitz::tournament
