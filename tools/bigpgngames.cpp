// kibitz-bigpgn's parts: reading the base games, writing a copy that leaves its original, the one-game share.
#include "bigpgngames.h"

#include "core/movegen.h"
#include "core/san.h"
#include "pgn/chunks.h"
#include "pgn/mappedfile.h"
#include "pgn/reader.h"

#include <algorithm>
#include <cstdio>
#include <deque>

namespace kibitz::tools {

namespace {

// Main lines with where each move is written.
class BaseReader : public pgn::Visitor {
public:
    BaseReader(std::string_view data, std::vector<BaseGame>& games) : m_data(data), m_games(games) {}
    void beginGame(const pgn::GameStart& start) override
    {
        m_games.emplace_back().begin = start.where.offset;
        m_last = BaseGame::NoText;
    }
    void tag(std::string_view name, std::string_view value) override
    {
        if (name == "Result")
            m_games.back().result = std::string(value);
    }
    Action endTags(const Position& start) override
    {
        BaseGame& g = m_games.back();
        g.chess960 = start.isChess960();
        if (start.fen(g.chess960) != pgn::standardStartPosition().fen() || g.chess960)
            g.startFen = start.fen(g.chess960);
        return Action::Continue;
    }
    Action beginVariation() override { return Action::Skip; }
    void move(const Position&, Move m, std::string_view text) override
    {
        BaseGame& g = m_games.back();
        const bool inPlace = !text.empty() && text.data() >= m_data.data() && text.data() + text.size() <= m_data.data() + m_data.size();
        g.moves.push_back(m);
        g.textAt.push_back(inPlace ? std::uint64_t(text.data() - m_data.data()) : BaseGame::NoText);
        m_last = inPlace ? std::uint64_t(text.data() + text.size() - m_data.data()) : BaseGame::NoText;
    }
    void endGame(const pgn::GameEnd& end) override
    {
        BaseGame& g = m_games.back();
        g.end = end.endOffset;
        g.lastTextEnd = m_last;
        g.usable = !end.skipped;
    }

private:
    std::string_view m_data;
    std::vector<BaseGame>& m_games;
    std::uint64_t m_last = BaseGame::NoText;
};

// splitmix64: a seeded stream per (seed, copy, game).
struct Random {
    std::uint64_t state;
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return std::size_t(next() % n); }
};

// Sets `value` as the value of tag `name` in the tag section at the start of `text` (if the tag is there).
void setTag(std::string& text, std::size_t tagEnd, std::string_view name, std::string_view value)
{
    const std::string open = "[" + std::string(name) + " \"";
    for (std::size_t at = 0; at < tagEnd;) {
        const std::size_t eol = std::min(text.find('\n', at), tagEnd);
        if (text.compare(at, open.size(), open) == 0) {
            const std::size_t from = at + open.size(), to = text.find('"', from);
            if (to != std::string::npos && to < eol)
                text.replace(from, to - from, value);
            return;
        }
        at = eol + 1;
    }
}

// The tag lines at the start of a game's text (up to its first line that is not a tag).
std::size_t tagSectionEnd(std::string_view text)
{
    std::size_t at = 0;
    while (at < text.size() && (text[at] == '[' || text[at] == '\r' || text[at] == '\n')) {
        const std::size_t eol = text.find('\n', at);
        if (eol == std::string_view::npos)
            return text.size();
        at = eol + 1;
    }
    return at;
}

// `number`: Plain (a number before White's moves), Forced (before Black's too: after a comment or at the start), or
// None (the text before already holds it).
enum class Number { None, Plain, Forced };

void appendMove(std::string& out, std::size_t& column, const Position& pos, Move m, Number number)
{
    std::string token;
    if (number != Number::None && pos.sideToMove() == White)
        token = std::to_string(pos.fullMoveNumber()) + ". ";
    else if (number == Number::Forced)
        token = std::to_string(pos.fullMoveNumber()) + "... ";
    token += toSan(pos, m);
    if (column + token.size() + 1 > 79) {
        out += '\n';
        column = 0;
    } else if (column) {
        out += ' ';
        ++column;
    }
    out += token;
    column += token.size();
}

} // namespace

std::vector<BaseGame> readBaseGames(std::string_view data)
{
    std::vector<BaseGame> games;
    BaseReader reader(data, games);
    pgn::readPgn(data, reader);
    return games;
}

void writeCopy(std::string_view data, const BaseGame& game, std::uint64_t seed, std::uint64_t copy, std::uint64_t number, std::string& out)
{
    const std::string_view original = data.substr(game.begin, game.end - game.begin);
    Random random{seed * 0x9E3779B97F4A7C15ULL ^ copy * 0xD6E8FEB86659FD93ULL ^ number * 0xC2B2AE3D27D4EB4FULL};
    const std::size_t n = game.moves.size();
    std::size_t leave = std::min<std::size_t>(12 + random.below(29), n);
    std::deque<StateInfo> states(1);
    Position pos;
    if (game.startFen.empty())
        pos.setStartPosition(states.back());
    else if (!pos.setFen(game.startFen, FenMode::Lenient, states.back(), game.chess960).ok())
        leave = 0;
    // The ply to leave at: the drawn one, or earlier when no other move is legal there (a forced move, a mate).
    std::vector<Move> others;
    const auto alternatives = [&](std::size_t ply) {
        others.clear();
        for (const Move m : MoveList<GenType::Legal>(pos))
            if (ply >= n || m != game.moves[ply])
                others.push_back(m);
    };
    if (game.usable && leave > 0) {
        for (std::size_t ply = 0; ply < leave; ++ply)
            pos.doMove(game.moves[ply], states.emplace_back());
        for (alternatives(leave); others.empty() && leave > 0; alternatives(leave)) {
            pos.undoMove(game.moves[--leave]);
            states.pop_back();
        }
    }
    if (!game.usable || leave == 0 || others.empty()) {
        out.append(original);
        if (!out.empty() && out.back() != '\n')
            out += '\n';
        out += '\n';
        return;
    }
    // The original's text up to the move it leaves at (tags, comments and variations included), else its tags and
    // the moves written again.
    const std::uint64_t cut = leave < n ? game.textAt[leave] : game.lastTextEnd;
    std::string text;
    std::size_t column = 0;
    Number first = Number::Forced; // how the first move of the copy's own is numbered
    if (cut != BaseGame::NoText && cut > game.begin && cut <= game.end) {
        text.assign(data.substr(game.begin, cut - game.begin));
        // Cut at a move's text: its number (if written) is in the text already. Cut after the last move: a comment
        // or a result may have followed it, so the first new move is numbered in full.
        first = leave == n ? Number::Forced : Number::None;
        column = text.size() - (text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1);
        if (leave == n && !text.empty() && text.back() != ' ' && text.back() != '\n')
            text += ' ', ++column;
    } else {
        text.assign(original.substr(0, tagSectionEnd(original)));
        text += '\n';
        std::deque<StateInfo> replay(1);
        Position from;
        if (game.startFen.empty())
            from.setStartPosition(replay.back());
        else
            from.setFen(game.startFen, FenMode::Lenient, replay.back(), game.chess960);
        for (std::size_t ply = 0; ply < leave; ++ply) {
            appendMove(text, column, from, game.moves[ply], ply == 0 ? Number::Forced : Number::Plain);
            from.doMove(game.moves[ply], replay.emplace_back());
        }
    }
    const std::size_t length = std::max(n, leave + 1);
    for (std::size_t ply = leave; ply < length; ++ply) {
        if (ply > leave) {
            others.clear();
            for (const Move m : MoveList<GenType::Legal>(pos))
                others.push_back(m);
            if (others.empty())
                break;
        }
        const Move m = others[random.below(others.size())];
        appendMove(text, column, pos, m, ply == leave ? first : Number::Plain);
        pos.doMove(m, states.emplace_back());
    }
    std::string result = game.result;
    if (MoveList<GenType::Legal>(pos).empty())
        result = !pos.inCheck() ? "1/2-1/2" : pos.sideToMove() == White ? "0-1" : "1-0";
    const std::size_t tagEnd = tagSectionEnd(text);
    setTag(text, tagEnd, "Result", result);
    setTag(text, tagEnd, "PlyCount", std::to_string(states.size() - 1));
    text += column + result.size() + 1 > 79 ? "\n" : " ";
    text += result;
    text += "\n\n";
    out += text;
}

int printShare(const std::string& path, std::uint64_t sample, int threads)
{
    pgn::MappedFile file;
    if (const std::string err = file.open(path); !err.empty()) {
        std::fprintf(stderr, "kibitz-bigpgn: %s: %s\n", path.c_str(), err.c_str());
        return 1;
    }
    struct Record {
        Key key;
        std::uint64_t game;
        bool operator<(const Record& o) const { return key != o.key ? key < o.key : game < o.game; }
        bool operator==(const Record& o) const { return key == o.key && game == o.game; }
    };
    // Positions whose mixed key falls in 1 of `sample` classes, with every game that reaches them.
    class Collector : public pgn::Visitor {
    public:
        explicit Collector(std::uint64_t sample) : m_sample(sample) {}
        std::vector<Record> records;
        std::uint64_t games = 0;
        void beginGame(const pgn::GameStart&) override { ++games; }
        Action endTags(const Position& start) override { return add(start); }
        Action beginVariation() override { return Action::Skip; }
        Action board(const Position& after) override { return add(after); }

    private:
        Action add(const Position& pos)
        {
            if ((pos.key() * 0x9E3779B97F4A7C15ULL >> 40) % m_sample == 0)
                records.push_back({pos.key(), games - 1});
            return Action::Continue;
        }
        std::uint64_t m_sample;
    };
    std::deque<Collector> parts;
    std::vector<std::uint64_t> firstGame;
    pgn::readParallel(
        file.data(), threads,
        [&](int, int chunks) -> pgn::Visitor& {
            firstGame.resize(std::size_t(chunks));
            return parts.emplace_back(sample);
        },
        [&](int chunk, std::uint64_t gamesBefore, std::uint32_t) { firstGame[std::size_t(chunk)] = gamesBefore; });
    std::vector<Record> all;
    std::uint64_t games = 0;
    for (std::size_t c = 0; c < parts.size(); ++c) {
        for (Record r : parts[c].records) {
            r.game += firstGame[c];
            all.push_back(r);
        }
        games += parts[c].games;
        parts[c].records = {};
    }
    std::sort(all.begin(), all.end());
    all.erase(std::unique(all.begin(), all.end()), all.end());
    std::uint64_t distinct = 0, single = 0;
    for (std::size_t i = 0; i < all.size();) {
        std::size_t j = i + 1;
        while (j < all.size() && all[j].key == all[i].key)
            ++j;
        ++distinct;
        single += j == i + 1;
        i = j;
    }
    std::printf("%s: games=%llu sampled_positions=%llu (1 in %llu) single_game_share=%.1f%% occurrence_share=%.1f%%\n", path.c_str(),
                static_cast<unsigned long long>(games), static_cast<unsigned long long>(distinct), static_cast<unsigned long long>(sample),
                distinct ? 100.0 * double(single) / double(distinct) : 0.0,
                all.empty() ? 0.0 : 100.0 * double(single) / double(all.size()));
    return 0;
}

} // namespace kibitz::tools
