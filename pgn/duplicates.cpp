// Duplicates: hash of start + move codes (+ players, date), sorted, groups confirmed byte for byte.
#include "duplicates.h"

#include "checksum.h"
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
    std::uint32_t game;
};

// Player names folded once per distinct string, numbered so that equal folded names share a number.
class NameNumbers {
public:
    explicit NameNumbers(const StringPool& pool) : m_pool(pool), m_number(pool.size(), -1) {}
    std::uint64_t operator()(std::uint32_t id)
    {
        if (m_number[id] < 0) {
            const auto [it, added] = m_byText.try_emplace(foldText(m_pool.get(id)), std::int64_t(m_byText.size()));
            m_number[id] = it->second;
        }
        return std::uint64_t(m_number[id]);
    }

private:
    const StringPool& m_pool;
    std::vector<std::int64_t> m_number;
    std::unordered_map<std::string, std::int64_t> m_byText;
};

} // namespace

std::vector<DuplicateGroup> findDuplicates(const SearchIndex& search, const GameIndex& index, const DuplicateOptions& options)
{
    NameNumbers names(index.strings());
    std::vector<Keyed> keyed;
    keyed.reserve(search.gameCount());
    // Games with the same moves, start and (optionally) players and date hash alike.
    const auto sameGame = [&](std::uint32_t a, std::uint32_t b) {
        const SearchIndex::Segment& sa = search.segmentOf(a);
        const SearchIndex::Segment& sb = search.segmentOf(b);
        const auto ca = sa.store.codes(a - sa.first), cb = sb.store.codes(b - sb.first);
        const StartEntry* xa = sa.store.start(a - sa.first);
        const StartEntry* xb = sb.store.start(b - sb.first);
        if (ca.size() != cb.size() || !std::equal(ca.begin(), ca.end(), cb.begin()) || bool(xa) != bool(xb)
            || (xa && (sa.store.startFen(*xa) != sb.store.startFen(*xb) || xa->chess960 != xb->chess960)))
            return false;
        const IndexEntry& ea = index.entry(a);
        const IndexEntry& eb = index.entry(b);
        if (options.samePlayers
            && (names(ea.strings[int(IndexField::White)]) != names(eb.strings[int(IndexField::White)])
                || names(ea.strings[int(IndexField::Black)]) != names(eb.strings[int(IndexField::Black)])))
            return false;
        return !options.sameDate || ea.strings[int(IndexField::Date)] == eb.strings[int(IndexField::Date)];
    };
    for (const SearchIndex::Segment& s : search.segments()) {
        for (std::size_t local = 0; local < s.count; ++local) {
            const auto codes = s.store.codes(local);
            if (codes.empty())
                continue;
            std::uint64_t h = 0;
            if (const StartEntry* start = s.store.start(local))
                h = checksum64(s.store.startFen(*start), start->chess960 + 1);
            h = checksum64(codes.data(), codes.size(), h);
            const std::size_t game = s.first + local;
            if (game < index.size()) {
                const IndexEntry& e = index.entry(game);
                if (options.samePlayers) {
                    const std::uint64_t players = h ^ names(e.strings[int(IndexField::White)]) * 0x9E3779B97F4A7C15ULL
                        ^ names(e.strings[int(IndexField::Black)]) * 0xC2B2AE3D27D4EB4FULL;
                    h = checksum64(&players, 8, 1);
                }
                if (options.sameDate)
                    h = checksum64(index.field(game, IndexField::Date), h);
            }
            keyed.push_back({h, std::uint32_t(game)});
        }
    }
    std::sort(keyed.begin(), keyed.end(), [](const Keyed& a, const Keyed& b) { return a.hash != b.hash ? a.hash < b.hash : a.game < b.game; });
    std::vector<DuplicateGroup> groups;
    std::vector<std::uint32_t> run;
    for (std::size_t i = 0; i < keyed.size();) {
        std::size_t j = i + 1;
        while (j < keyed.size() && keyed[j].hash == keyed[i].hash)
            ++j;
        if (j - i > 1) {
            // Confirm byte for byte: equal hashes of different games split into their own groups.
            run.clear();
            for (std::size_t k = i; k < j; ++k)
                run.push_back(keyed[k].game);
            while (!run.empty()) {
                DuplicateGroup g;
                std::vector<std::uint32_t> rest;
                for (const std::uint32_t game : run)
                    (g.games.empty() || sameGame(g.games.front(), game) ? g.games : rest).push_back(game);
                if (g.games.size() > 1 && g.games.back() < index.size())
                    groups.push_back(std::move(g));
                run.swap(rest);
            }
        }
        i = j;
    }
    std::sort(groups.begin(), groups.end(), [](const DuplicateGroup& a, const DuplicateGroup& b) { return a.games.front() < b.games.front(); });
    return groups;
}

GameFilter keptGames(const std::vector<DuplicateGroup>& groups, const GameIndex& index, KeepRule rule)
{
    GameFilter keep(index.size(), true);
    for (const DuplicateGroup& g : groups) {
        std::uint32_t chosen = rule == KeepRule::Last ? g.games.back() : g.games.front();
        if (rule == KeepRule::Longest)
            for (const std::uint32_t game : g.games)
                if (index.entry(game).length > index.entry(chosen).length)
                    chosen = game;
        for (const std::uint32_t game : g.games)
            if (game != chosen)
                keep.reset(game);
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
