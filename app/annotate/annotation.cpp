#include "annotation.h"

#include "pgn/embedded.h"

#include "core/gameline.h"
#include "core/san.h"

#include <algorithm>
#include <cmath>
#include <regex>

namespace kibitz::annotate {

namespace {

constexpr const char* VariationMark = "Kibitz: best line.";

const std::regex& summaryPattern()
{
    // Exactly what summaryText() writes; the engine's name may hold anything but the phrase after it.
    static const std::regex re(R"(Kibitz: .*? per position, moves \d+-\d+\.)"
                               R"(( (White|Black): accuracy \d+%, ACPL \d+, inaccuracies \d+, mistakes \d+, blunders \d+\.)*)");
    return re;
}

const std::regex& judgementPattern()
{
    static const std::regex re(R"((^| )Kibitz: (inaccuracy|mistake|blunder)(, \S+ was best)?\.(?= |$))");
    return re;
}

std::string join(std::initializer_list<std::string> parts)
{
    std::string out;
    for (const std::string& p : parts) {
        if (p.empty())
            continue;
        if (!out.empty())
            out += ' ';
        out += p;
    }
    return out;
}

bool isMoveAssessment(std::uint8_t nag) { return nag >= 1 && nag <= 6; }

// A variation the annotator added and nobody touched since: one line of moves without NAGs or comments, but for the
// mark on its last move (so a line the user extended is theirs).
bool isOwnVariation(const pgn::Game& game, pgn::NodeId start)
{
    if (!game.node(start).commentAfterVariation.empty())
        return false;
    for (pgn::NodeId id = start; id != pgn::NoNode; id = game.mainChild(id)) {
        const pgn::Node& n = game.node(id);
        if (n.children.size() > 1 || !n.nags.empty() || !n.commentBefore.empty())
            return false;
        if (n.children.empty())
            return pgn::removeCommands(n.commentAfter, {"eval"}) == VariationMark;
        if (!n.commentAfter.empty())
            return false;
    }
    return false;
}

std::string evalCommand(const pgn::Evaluation& eval)
{
    pgn::Evaluation shown = eval;
    shown.depth = -1; // lichess's form, without the depth
    return "[%eval " + pgn::formatEval(shown) + "]";
}

// The position before move `ply` of the main line, replayed from the analysis' start.
bool positionBefore(const GameAnalysis& analysis, int ply, GameLine& line)
{
    line = GameLine();
    if (!analysis.startFen.empty() && !line.reset(analysis.startFen, FenMode::Lenient, analysis.chess960).ok())
        return false;
    for (int i = 0; i + 1 < ply; ++i)
        line.push(analysis.moves[std::size_t(i)]);
    return true;
}

std::optional<std::string> checkMatches(const pgn::Game& game, const GameAnalysis& analysis, int upTo, int startPly)
{
    if (game.startFen() != analysis.startFen || game.isChess960() != analysis.chess960)
        return std::string("the game's start position changed since it was analysed");
    const std::vector<pgn::NodeId> main = game.mainline();
    if (int(main.size()) < upTo)
        return std::string("the game's main line is shorter than the analysed one");
    for (int i = 0; i < upTo; ++i)
        if (game.move(main[std::size_t(i)]) != analysis.moves[std::size_t(i)])
            return "the game's main line changed at move " + std::to_string(fullMoveOf(startPly, i + 1)) + " since it was analysed";
    return std::nullopt;
}

} // namespace

std::string withoutSummary(const std::string& text) { return pgn::simplifyWhitespace(std::regex_replace(text, summaryPattern(), " ")); }

std::string withoutJudgement(const std::string& text, Judgement* found)
{
    std::smatch m;
    if (found)
        *found = Judgement::None;
    if (!std::regex_search(text, m, judgementPattern()))
        return text;
    if (found) {
        const std::string word = m[2].str();
        *found = word == "inaccuracy" ? Judgement::Inaccuracy : word == "mistake" ? Judgement::Mistake : Judgement::Blunder;
    }
    return pgn::simplifyWhitespace(m.prefix().str() + " " + m.suffix().str());
}

bool hasSummary(const pgn::Game& game) { return std::regex_search(game.gameComment(), summaryPattern()); }

bool isAnnotated(const pgn::Game& game)
{
    if (hasSummary(game))
        return true;
    const std::vector<pgn::NodeId> main = game.mainline();
    if (main.empty())
        return false;
    for (std::size_t i = 0; i < main.size(); ++i) {
        if (pgn::parseEmbedded(game.node(main[i]).commentAfter).eval)
            continue;
        if (i + 1 == main.size() && game.san(main[i]).ends_with('#'))
            continue; // lichess writes no eval after a mate
        return false;
    }
    return true;
}

std::string summaryText(const GameAnalysis& analysis, const GameStatistics& statistics, int firstMove, int lastMove)
{
    std::string text = "Kibitz: " + analysis.engineName + ", " + analysis.options.limitText() + " per position, moves "
        + std::to_string(firstMove) + "-" + std::to_string(lastMove) + ".";
    for (const auto& [name, side] : {std::pair{"White", statistics.white}, std::pair{"Black", statistics.black}}) {
        if (side.moves == 0)
            continue;
        text += std::string(" ") + name + ": accuracy " + std::to_string(int(std::lround(side.accuracy))) + "%, ACPL "
            + std::to_string(side.averageCentipawnLoss) + ", inaccuracies " + std::to_string(side.inaccuracies) + ", mistakes "
            + std::to_string(side.mistakes) + ", blunders " + std::to_string(side.blunders) + ".";
    }
    return text;
}

std::optional<std::string> applyAnnotation(pgn::Game& game, const GameAnalysis& analysis, AnnotationReport* report)
{
    AnnotationReport local;
    AnnotationReport& out = report ? *report : local;
    out = {};
    const int first = analysis.firstPly;
    const int end = analysis.evaluatedUpTo();
    out.complete = analysis.complete();
    out.evaluatedPositions = std::max(0, end - first + 1);
    if (end <= first)
        return std::nullopt; // no move with both positions evaluated: nothing to write
    GameLine start;
    if (!analysis.startFen.empty())
        start.reset(analysis.startFen, FenMode::Lenient, analysis.chess960);
    const int startPly = start.position().gamePly();
    if (auto mismatch = checkMatches(game, analysis, end, startPly))
        return mismatch;
    const std::vector<pgn::NodeId> main = game.mainline();
    std::vector<pgn::Evaluation> evals{analysis.positions[std::size_t(first)].eval};
    std::vector<MoveVerdict> verdicts;
    GameLine before;
    for (int ply = first + 1; ply <= end; ++ply) {
        const pgn::NodeId node = main[std::size_t(ply - 1)];
        const PositionEval& prev = analysis.positions[std::size_t(ply - 1)];
        const PositionEval& now = analysis.positions[std::size_t(ply)];
        const Move played = analysis.moves[std::size_t(ply - 1)];
        const bool selected = isSelected(analysis.options, startPly, ply);
        evals.push_back(now.eval);

        std::string text = pgn::removeCommands(game.node(node).commentAfter, {"eval"});
        if (selected) {
            // The annotator's earlier verdict on this move goes, with its NAG and its untouched variations.
            Judgement old = Judgement::None;
            text = withoutJudgement(text, &old);
            if (old != Judgement::None)
                game.removeNag(node, std::uint8_t(judgementNag(old)));
            const pgn::NodeId parent = game.parent(node);
            std::vector<pgn::NodeId> own;
            for (const pgn::NodeId child : game.children(parent))
                if (child != node && isOwnVariation(game, child))
                    own.push_back(child);
            for (const pgn::NodeId child : own)
                game.deleteVariation(child);
        }

        Judgement judgement = Judgement::None;
        const Move best = prev.pv.empty() ? Move::none() : prev.pv.front();
        if (selected && !now.checkmate && best != played)
            judgement = judge(prev.eval, now.eval, moverOf(startPly, ply));
        verdicts.push_back({selected, judgement});
        out.judgedMoves += selected ? 1 : 0;

        std::string sentence;
        if (judgement != Judgement::None) {
            positionBefore(analysis, ply, before);
            const std::string bestSan = best ? toSan(before.position(), best) : std::string();
            const auto& nags = game.node(node).nags;
            if (std::none_of(nags.begin(), nags.end(), isMoveAssessment)) {
                std::vector<std::uint8_t> marked{std::uint8_t(judgementNag(judgement))};
                marked.insert(marked.end(), nags.begin(), nags.end());
                game.setNags(node, marked);
                sentence = std::string("Kibitz: ") + judgementWord(judgement) + (bestSan.empty() ? "" : ", " + bestSan + " was best") + ".";
                ++out.marked;
            }
            if (analysis.options.addVariations && best) {
                const pgn::NodeId parent = game.parent(node);
                const auto& siblings = game.children(parent);
                const bool exists = std::any_of(siblings.begin(), siblings.end(), [&](pgn::NodeId c) { return game.move(c) == best; });
                if (!exists) {
                    // The line's score belongs to the position at its end; the mark there also tells a line the user
                    // extended (no longer ending at the mark) from the annotator's own.
                    pgn::NodeId last = pgn::NoNode;
                    for (std::size_t i = 0; i < prev.pv.size() && int(i) < analysis.options.variationPlies; ++i) {
                        const pgn::NodeId next = game.addMove(last == pgn::NoNode ? parent : last, prev.pv[i]);
                        if (next == pgn::NoNode)
                            break;
                        last = next;
                    }
                    if (last != pgn::NoNode) {
                        game.setCommentAfter(last, join({evalCommand(prev.eval), VariationMark}));
                        ++out.variations;
                    }
                }
            }
        }
        game.setCommentAfter(node, join({now.checkmate ? std::string() : evalCommand(now.eval), text, sentence}));
    }

    out.statistics = gameStatistics(evals, moverOf(startPly, first + 1), verdicts);
    const std::string summary = summaryText(analysis, out.statistics, fullMoveOf(startPly, first + 1), fullMoveOf(startPly, end));
    game.setGameComment(join({withoutSummary(game.gameComment()), summary}));
    return std::nullopt;
}

} // namespace kibitz::annotate
