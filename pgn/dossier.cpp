// Dossier: one pass over each database's entries picks the player's games by string id; the sums, lists and
// opening trees are then made from those games alone (the trees replay the stored moves, no PGN is read).
#include "dossier.h"

#include "ecofamilies.h"

#include "core/san.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>

namespace kibitz::pgn {

namespace {

struct PlayerGame {
    std::uint32_t source, game, spelling, plies;
    bool white;
    GameFact fact;
    std::uint16_t opponentElo() const { return white ? fact.blackElo : fact.whiteElo; }
    std::uint16_t ownElo() const { return white ? fact.whiteElo : fact.blackElo; }
};

// The player's games of one source; `spellingOf` maps an index string id to a spelling number (or -1).
void collect(const DossierSource& src, std::uint32_t source, std::span<const std::string> spellings, const DossierOptions& options,
             std::vector<PlayerGame>& out, Dossier& d)
{
    const StringPool& pool = src.index->strings();
    std::vector<std::int32_t> spellingOf(pool.size(), -2); // -2 = not looked at yet
    std::unordered_map<std::string_view, std::int32_t> wanted;
    for (std::size_t k = 0; k < spellings.size(); ++k)
        wanted.emplace(spellings[k], std::int32_t(k));
    const auto lookup = [&](std::uint32_t id) {
        if (spellingOf[id] == -2) {
            const auto it = wanted.find(pool.get(id));
            spellingOf[id] = it == wanted.end() ? -1 : it->second;
        }
        return spellingOf[id];
    };
    const std::size_t n = std::min(src.index->size(), src.facts->size());
    src.index->forEachEntry(0, n, [&](std::size_t i, const IndexEntry& e) {
        if (options.cancel && (i & 4095) == 0 && options.cancel->load()) {
            d.cancelled = true;
            return false;
        }
        const std::int32_t w = lookup(e.strings[int(IndexField::White)]), b = lookup(e.strings[int(IndexField::Black)]);
        if (w < 0 && b < 0)
            return true;
        if (w >= 0 && b >= 0) {
            ++d.bothSides;
            return true;
        }
        const std::uint32_t plies = src.search && i < src.search->gameCount() ? src.search->plies(i) : e.plyCount;
        out.push_back({source, std::uint32_t(i), std::uint32_t(w >= 0 ? w : b), plies, w >= 0, (*src.facts)[i]});
        return true;
    });
}

// The first plies of every game as a move tree (games from a set-up position are counted, not replayed).
void grow(ColourRecord& record, const std::vector<const PlayerGame*>& games, std::span<const DossierSource> sources, int plies)
{
    record.tree.assign(1, OpeningNode{});
    std::unordered_map<std::uint64_t, std::uint32_t> childOf; // parent << 16 | move -> node
    Replayer replayer;
    for (const PlayerGame* g : games) {
        const SearchIndex* search = sources[g->source].search;
        if (!search || g->game >= search->gameCount())
            continue;
        const SearchIndex::Segment& segment = search->segmentOf(g->game);
        if (segment.store.start(g->game - segment.first) || !search->replay(g->game, replayer)) {
            ++record.setUpGames;
            continue;
        }
        std::uint32_t node = 0;
        record.tree[0].stats.add(g->fact.result, g->white, g->opponentElo());
        for (int ply = 0; ply < plies; ++ply) {
            const Move m = replayer.peek();
            if (m == Move::none())
                break;
            const std::uint64_t key = std::uint64_t(node) << 16 | m.raw();
            auto it = childOf.find(key);
            if (it == childOf.end()) {
                OpeningNode child;
                child.move = m.raw();
                child.san = m == Move::null() ? std::string("--") : toSan(replayer.position(), m);
                child.ply = ply + 1;
                child.parent = node;
                it = childOf.emplace(key, std::uint32_t(record.tree.size())).first;
                record.tree[node].children.push_back(it->second);
                record.tree.push_back(std::move(child));
            }
            node = it->second;
            record.tree[node].stats.add(g->fact.result, g->white, g->opponentElo());
            replayer.advance();
        }
    }
    for (OpeningNode& n : record.tree)
        std::sort(n.children.begin(), n.children.end(), [&](std::uint32_t a, std::uint32_t b) {
            const OpeningNode &x = record.tree[a], &y = record.tree[b];
            return x.stats.games != y.stats.games ? x.stats.games > y.stats.games : x.san < y.san;
        });
}

void sumFamilies(ColourRecord& record, const std::vector<const PlayerGame*>& games)
{
    std::map<const EcoFamily*, PlayerStats> byFamily;
    for (const PlayerGame* g : games)
        byFamily[ecoFamilyOf(g->fact.eco)].add(g->fact.result, g->white, g->opponentElo());
    for (const auto& [family, stats] : byFamily)
        record.families.push_back({family ? family->range() : "?", family ? family->name : "No ECO", stats});
    std::stable_sort(record.families.begin(), record.families.end(),
                     [](const EcoFamilyRow& a, const EcoFamilyRow& b) { return a.stats.games > b.stats.games; });
}

DossierGame describe(const PlayerGame& g, std::span<const DossierSource> sources)
{
    const GameIndex& index = *sources[g.source].index;
    DossierGame d;
    d.source = g.source, d.game = g.game, d.asWhite = g.white, d.result = g.fact.result, d.date = g.fact.date, d.plies = g.plies;
    d.ownElo = g.ownElo(), d.opponentElo = g.opponentElo();
    d.opponent = index.field(g.game, g.white ? IndexField::Black : IndexField::White);
    d.event = index.field(g.game, IndexField::Event);
    d.site = index.field(g.game, IndexField::Site);
    d.round = index.field(g.game, IndexField::Round);
    d.eco = index.field(g.game, IndexField::ECO);
    return d;
}

// The first `count` games in `order`, described.
template <typename Less>
std::vector<DossierGame> pick(std::vector<const PlayerGame*> games, std::size_t count, std::span<const DossierSource> sources, Less less)
{
    count = std::min(count, games.size());
    std::partial_sort(games.begin(), games.begin() + std::ptrdiff_t(count), games.end(), less);
    std::vector<DossierGame> out;
    for (std::size_t k = 0; k < count; ++k)
        out.push_back(describe(*games[k], sources));
    return out;
}

} // namespace

double DossierGame::points() const
{
    if (result == GameResult::Unknown)
        return -1;
    return result == GameResult::Draw ? 0.5 : (result == GameResult::WhiteWins) == asWhite ? 1 : 0;
}

Dossier buildDossier(std::span<const DossierSource> sources, std::span<const std::string> spellings, const DossierOptions& options)
{
    Dossier d;
    d.spellings.assign(spellings.begin(), spellings.end());
    std::vector<PlayerGame> games;
    for (std::uint32_t s = 0; s < sources.size() && !d.cancelled; ++s)
        collect(sources[s], s, spellings, options, games, d);
    if (d.cancelled)
        return d;

    std::vector<std::uint32_t> perSpelling(spellings.size(), 0);
    std::map<int, YearRow> years;
    std::map<int, PlayerStats> bands; // by band number, -1 = unrated
    std::vector<const PlayerGame*> byColour[2], all, sized;
    std::uint64_t ownEloSum = 0;
    for (const PlayerGame& g : games) {
        const GameResult r = g.fact.result;
        d.total.add(r, g.white, g.opponentElo());
        (g.white ? d.white : d.black).stats.add(r, g.white, g.opponentElo());
        YearRow& y = years[g.fact.year() ? g.fact.year() : 1 << 20]; // unknown years sort last
        y.year = g.fact.year();
        y.total.add(r, g.white, g.opponentElo());
        (g.white ? y.white : y.black).add(r, g.white, g.opponentElo());
        bands[g.opponentElo() ? g.opponentElo() / std::max(1, options.bandWidth) : -1].add(r, g.white, g.opponentElo());
        ++perSpelling[g.spelling];
        if (g.ownElo())
            ++d.ratedGames, ownEloSum += g.ownElo();
        if (const PgnDate date = PgnDate::unpack(g.fact.date); date.known()) {
            if (!d.first.known() || date.earliest() < d.first.earliest())
                d.first = date;
            if (!d.last.known() || date.latest() > d.last.latest())
                d.last = date;
        }
        byColour[g.white ? 0 : 1].push_back(&g);
        all.push_back(&g);
        if (g.plies)
            sized.push_back(&g);
    }
    if (!games.empty())
        d.name = spellings[std::size_t(std::max_element(perSpelling.begin(), perSpelling.end()) - perSpelling.begin())];
    d.averageOwnElo = d.ratedGames ? double(ownEloSum) / d.ratedGames : 0;
    for (auto& [key, row] : years)
        d.years.push_back(row);
    for (const auto& [band, stats] : bands)
        if (band >= 0)
            d.bands.push_back({band * options.bandWidth, (band + 1) * options.bandWidth - 1, stats});
    if (const auto it = bands.find(-1); it != bands.end())
        d.bands.push_back({0, 0, it->second});
    for (int c = 0; c < 2; ++c) {
        ColourRecord& record = c == 0 ? d.white : d.black;
        grow(record, byColour[c], sources, options.treePlies);
        sumFamilies(record, byColour[c]);
    }
    // Ties: the later game first (higher source, then higher game number: a file's later games are usually newer).
    const auto later = [](const PlayerGame* a, const PlayerGame* b) { return std::tie(a->source, a->game) > std::tie(b->source, b->game); };
    d.recent = pick(all, options.recentGames, sources, [&](const PlayerGame* a, const PlayerGame* b) {
        return a->fact.date != b->fact.date ? a->fact.date > b->fact.date : later(a, b);
    });
    d.longest = pick(sized, options.extremeGames, sources,
                     [&](const PlayerGame* a, const PlayerGame* b) { return a->plies != b->plies ? a->plies > b->plies : later(a, b); });
    d.shortest = pick(sized, options.extremeGames, sources,
                      [&](const PlayerGame* a, const PlayerGame* b) { return a->plies != b->plies ? a->plies < b->plies : later(a, b); });
    return d;
}

std::vector<std::uint32_t> treeLines(const std::vector<OpeningNode>& tree, std::uint32_t minGames, std::uint32_t node)
{
    std::vector<std::uint32_t> out, stack;
    if (node >= tree.size())
        return out;
    for (auto it = tree[node].children.rbegin(); it != tree[node].children.rend(); ++it)
        stack.push_back(*it);
    while (!stack.empty()) {
        const std::uint32_t n = stack.back();
        stack.pop_back();
        if (tree[n].stats.games < minGames)
            continue; // children have no more games than their parent
        out.push_back(n);
        for (auto it = tree[n].children.rbegin(); it != tree[n].children.rend(); ++it)
            stack.push_back(*it);
    }
    return out;
}

} // namespace kibitz::pgn
