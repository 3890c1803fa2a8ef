// Duplicates: hash of start + move codes (+ players, date), sorted, groups confirmed byte for byte.
#include "duplicates.h"

#include "checksum.h"
#include "mainlinetext.h"
#include "textfold.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <unordered_map>

#include <unistd.h>

namespace kibitz::pgn {

namespace {

struct Keyed {
    std::uint64_t hash;
    GameRef ref;
};

// Player names folded once per distinct string, numbered so that equal folded names share a number (across
// sources, through the folded text).
class NameNumbers {
public:
    explicit NameNumbers(std::unordered_map<std::string, std::uint64_t>& byText, const StringPool& pool)
        : m_byText(byText),
          m_pool(pool),
          m_number(pool.size(), -1)
    {
    }
    std::uint64_t operator()(std::uint32_t id)
    {
        if (m_number[id] < 0) {
            const auto [it, added] = m_byText.try_emplace(foldText(m_pool.get(id)), m_byText.size());
            m_number[id] = std::int64_t(it->second);
        }
        return std::uint64_t(m_number[id]);
    }

private:
    std::unordered_map<std::string, std::uint64_t>& m_byText;
    const StringPool& m_pool;
    std::vector<std::int64_t> m_number;
};

} // namespace

std::vector<DuplicateGroup> findDuplicates(const std::vector<DuplicateSource>& sources, const DuplicateOptions& options)
{
    std::unordered_map<std::string, std::uint64_t> folded;
    std::vector<NameNumbers> names;
    for (const DuplicateSource& src : sources)
        names.emplace_back(folded, src.index->strings());
    const auto white = [&](GameRef r) { return names[r.source](sources[r.source].index->entry(r.game).strings[int(IndexField::White)]); };
    const auto black = [&](GameRef r) { return names[r.source](sources[r.source].index->entry(r.game).strings[int(IndexField::Black)]); };
    const auto date = [&](GameRef r) { return sources[r.source].index->field(r.game, IndexField::Date); };
    // Games of other variants: their main line as written, by game.
    std::unordered_map<std::uint64_t, std::string> variantText;
    const auto key = [](GameRef r) { return std::uint64_t(r.source) << 32 | r.game; };
    // Games with the same moves, start and (optionally) players and date hash alike; equal hashes are confirmed.
    const auto sameGame = [&](GameRef a, GameRef b) {
        const auto ta = variantText.find(key(a)), tb = variantText.find(key(b));
        if ((ta == variantText.end()) != (tb == variantText.end()))
            return false;
        if (ta != variantText.end()) {
            if (ta->second != tb->second)
                return false;
            if (options.samePlayers && (white(a) != white(b) || black(a) != black(b)))
                return false;
            return !options.sameDate || date(a) == date(b);
        }
        const SearchIndex::Segment& sa = sources[a.source].search->segmentOf(a.game);
        const SearchIndex::Segment& sb = sources[b.source].search->segmentOf(b.game);
        const auto ca = sa.store.codes(a.game - sa.first), cb = sb.store.codes(b.game - sb.first);
        const StartEntry* xa = sa.store.start(a.game - sa.first);
        const StartEntry* xb = sb.store.start(b.game - sb.first);
        if (ca.size() != cb.size() || !std::equal(ca.begin(), ca.end(), cb.begin()) || bool(xa) != bool(xb)
            || (xa && (sa.store.startFen(*xa) != sb.store.startFen(*xb) || xa->chess960 != xb->chess960)))
            return false;
        if (options.samePlayers && (white(a) != white(b) || black(a) != black(b)))
            return false;
        return !options.sameDate || date(a) == date(b);
    };
    std::vector<Keyed> keyed;
    for (std::uint32_t src = 0; src < sources.size(); ++src) {
        const SearchIndex& search = *sources[src].search;
        for (const SearchIndex::Segment& s : search.segments()) {
            for (std::size_t local = 0; local < s.count && s.first + local < sources[src].index->size(); ++local) {
                const auto codes = s.store.codes(local);
                const GameRef ref{src, std::uint32_t(s.first + local)};
                const GameIndex& index = *sources[src].index;
                std::uint64_t h = 0;
                if (!codes.empty()) {
                    if (const StartEntry* start = s.store.start(local))
                        h = checksum64(s.store.startFen(*start), start->chess960 + 1);
                    h = checksum64(codes.data(), codes.size(), h);
                } else if (!sources[src].data.empty() && !index.field(ref.game, IndexField::Variant).empty()) {
                    std::string text = mainLineText(index.gameText(sources[src].data, ref.game));
                    if (text.back() == '|') // no moves
                        continue;
                    h = checksum64(text, 2);
                    variantText.emplace(key(ref), std::move(text));
                } else {
                    continue;
                }
                if (options.samePlayers) {
                    const std::uint64_t players = h ^ white(ref) * 0x9E3779B97F4A7C15ULL ^ black(ref) * 0xC2B2AE3D27D4EB4FULL;
                    h = checksum64(&players, 8, 1);
                }
                if (options.sameDate)
                    h = checksum64(date(ref), h);
                keyed.push_back({h, ref});
            }
        }
    }
    std::sort(keyed.begin(), keyed.end(),
              [](const Keyed& a, const Keyed& b) { return a.hash != b.hash ? a.hash < b.hash : a.ref < b.ref; });
    std::vector<DuplicateGroup> groups;
    std::vector<GameRef> run, rest;
    for (std::size_t i = 0; i < keyed.size();) {
        std::size_t j = i + 1;
        while (j < keyed.size() && keyed[j].hash == keyed[i].hash)
            ++j;
        run.clear();
        for (std::size_t k = i; j - i > 1 && k < j; ++k)
            run.push_back(keyed[k].ref);
        while (!run.empty()) {
            DuplicateGroup g;
            rest.clear();
            for (const GameRef ref : run)
                (g.games.empty() || sameGame(g.games.front(), ref) ? g.games : rest).push_back(ref);
            if (g.games.size() > 1)
                groups.push_back(std::move(g));
            run.swap(rest);
        }
        i = j;
    }
    std::sort(groups.begin(), groups.end(),
              [](const DuplicateGroup& a, const DuplicateGroup& b) { return a.games.front() < b.games.front(); });
    return groups;
}

std::vector<GameFilter> keptGames(const std::vector<DuplicateGroup>& groups, const std::vector<DuplicateSource>& sources, KeepRule rule)
{
    std::vector<GameFilter> keep;
    for (const DuplicateSource& s : sources)
        keep.emplace_back(s.index->size(), true);
    const auto length = [&](GameRef r) { return sources[r.source].index->entry(r.game).length; };
    for (const DuplicateGroup& g : groups) {
        GameRef chosen = rule == KeepRule::Last ? g.games.back() : g.games.front();
        if (rule == KeepRule::Longest)
            for (const GameRef r : g.games)
                if (length(r) > length(chosen))
                    chosen = r;
        for (const GameRef r : g.games)
            if (!(r == chosen))
                keep[r.source].reset(r.game);
    }
    return keep;
}

SaveResult writeGames(const std::string& path, std::string_view data, const GameIndex& index, const GameFilter& keep,
                      const std::string& backupPath)
{
    if (!backupPath.empty() && std::filesystem::exists(path)) {
        std::error_code ec;
        std::filesystem::remove(backupPath, ec);
        if (::link(path.c_str(), backupPath.c_str()) != 0) {
            std::filesystem::copy_file(path, backupPath, std::filesystem::copy_options::overwrite_existing, ec);
            if (ec) {
                SaveResult r;
                r.ok = false;
                r.message = "cannot keep a backup at '" + backupPath + "': " + ec.message();
                return r;
            }
        }
    }
    // Kept games are gathered in blocks; runs of consecutive kept games are copied as one range.
    std::string out;
    out.reserve(std::min<std::size_t>(data.size(), std::size_t(1) << 30));
    for (std::size_t i = 0; i < index.size();) {
        if (!keep.test(i)) {
            ++i;
            continue;
        }
        std::size_t j = i + 1;
        while (j < index.size() && keep.test(j))
            ++j;
        const std::uint64_t from = index.entry(i).offset, to = index.entry(j - 1).offset + index.entry(j - 1).length;
        out.append(data.substr(from, to - from));
        i = j;
    }
    return writeFileAtomically(path, out);
}

} // namespace kibitz::pgn
