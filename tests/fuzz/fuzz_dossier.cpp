// libFuzzer target for the opponent dossier: arbitrary bytes read as PGN, indexed, then the players every name
// finds grouped and the dossier of the first groups made, written as text and HTML. Nothing may crash, and the
// dossier must add up: colours and years sum to the total, a tree node holds at least its children's games, the
// root of each colour's tree holds that colour's games less the set-up ones, every group key is its spellings'.
#include "pgn/dossier.h"
#include "pgn/dossierhtml.h"
#include "pgn/dossiertext.h"
#include "pgn/gamefacts.h"
#include "pgn/gameindex.h"
#include "pgn/playernames.h"
#include "pgn/searchindex.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_dossier invariant violated: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

void check(const Dossier& d)
{
    if (d.white.stats.games + d.black.stats.games != d.total.games)
        fail("colours do not sum to the total");
    std::uint32_t years = 0, bands = 0;
    for (const YearRow& y : d.years)
        years += y.total.games;
    for (const RatingBand& b : d.bands)
        bands += b.stats.games;
    if (years != d.total.games || bands != d.total.games)
        fail("years or bands do not sum to the total");
    for (const ColourRecord* r : {&d.white, &d.black}) {
        if (r->tree.empty() || r->tree[0].stats.games + r->setUpGames != r->stats.games)
            fail("a tree's root does not hold its colour's games");
        for (const OpeningNode& n : r->tree) {
            std::uint32_t below = 0;
            for (const std::uint32_t c : n.children)
                below += r->tree[c].stats.games;
            if (below > n.stats.games)
                fail("children hold more games than their node");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    GameIndex::BuildOptions options;
    options.threads = 1;
    const GameIndex index = GameIndex::build(text, options);
    SearchIndex::Options searchOptions;
    searchOptions.threads = 1;
    std::optional<SearchIndex> search = SearchIndex::build(text, index, searchOptions);
    const GameFacts facts = GameFacts::build(index);
    const GameIndex* indexes[] = {&index};
    // A query made of the input's first bytes, and the empty query (every player).
    const std::vector<PlayerGroup> some = findPlayers(indexes, text.substr(0, std::min<std::size_t>(size, 6)));
    const std::vector<PlayerGroup> all = findPlayers(indexes, "");
    for (const PlayerGroup& g : all)
        for (const PlayerSpelling& s : g.spellings)
            if (playerGroupKey(s.name) != g.key && !playerGroupKey(s.name).ends_with("|"))
                fail("a spelling's key differs from its group's");
    const DossierSource source{"fuzz", &index, &facts, search ? &*search : nullptr};
    for (std::size_t k = 0; k < all.size() && k < 3; ++k) {
        const Dossier d = buildDossier(std::span(&source, 1), all[k].names());
        check(d);
        (void)dossierText(d, std::span(&source, 1));
        (void)dossierHtml(d, std::span(&source, 1));
    }
    (void)some;
    return 0;
}
