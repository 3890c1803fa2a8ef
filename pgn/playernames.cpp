// Player names: normalising, group keys, and the spellings of a player over several indexes.
#include "playernames.h"

#include "textfold.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_set>

namespace kibitz::pgn {

namespace {

struct NameParts {
    std::string surname, given;
};

std::vector<std::string_view> words(std::string_view s)
{
    std::vector<std::string_view> out;
    for (std::size_t i = 0; i < s.size();) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t')
            ++j;
        if (j > i)
            out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

std::string join(std::span<const std::string_view> parts)
{
    std::string out;
    for (const std::string_view p : parts)
        out.append(out.empty() ? "" : " ").append(p);
    return out;
}

NameParts split(std::string_view name)
{
    std::string folded = foldText(name);
    std::replace(folded.begin(), folded.end(), '.', ' ');
    const std::size_t comma = folded.find(',');
    if (comma != std::string::npos) {
        const auto surname = words(std::string_view(folded).substr(0, comma));
        const auto given = words(std::string_view(folded).substr(comma + 1));
        return {join(surname), join(given)};
    }
    // "Carlsen M" or "Carlsen M H": trailing one-letter words are initials, as long as a surname is left.
    const auto all = words(folded);
    std::size_t first = all.size();
    while (first > 1 && all[first - 1].size() == 1)
        --first;
    return {join(std::span(all).first(first)), join(std::span(all).subspan(first))};
}

// The bytes of the first character of a UTF-8 string (one byte for ASCII, which a folded Latin name is).
std::string_view firstCharacter(std::string_view s)
{
    if (s.empty())
        return s;
    std::size_t n = 1;
    while (n < s.size() && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80)
        ++n;
    return s.substr(0, n);
}

// Without blanks, hyphens and apostrophes: "De Firmian" and "DeFirmian", "Becerra Rivero" and "Becerra-Rivero" are
// written both ways.
std::string compact(std::string_view s)
{
    std::string out;
    for (const char c : s)
        if (c != ' ' && c != '-' && c != '\'')
            out += c;
    return out;
}

// A folded name without blanks, punctuation of names (. , - ') : what is left to compare when spacing differs.
std::string loose(std::string_view folded)
{
    std::string out;
    out.reserve(folded.size());
    for (const char c : folded)
        if (c != ' ' && c != '\t' && c != '.' && c != ',' && c != '-' && c != '\'')
            out += c;
    return out;
}

// compact(split(name).surname) of a folded name, without splitting it into words: the part before the comma, or
// without one the name less its trailing one-letter words (initials) as long as a word is left.
std::string compactSurname(std::string_view folded)
{
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '.'; };
    std::size_t end = folded.find(',');
    if (end == std::string_view::npos) {
        end = folded.size();
        for (;;) {
            std::size_t we = end;
            while (we > 0 && blank(folded[we - 1]))
                --we;
            std::size_t ws = we;
            while (ws > 0 && !blank(folded[ws - 1]))
                --ws;
            std::size_t before = ws;
            while (before > 0 && blank(folded[before - 1]))
                --before;
            if (we - ws != 1 || before == 0)
                break;
            end = ws; // an initial, with a word before it
        }
    }
    std::string out;
    for (const char c : folded.substr(0, end))
        if (!blank(c) && c != '-' && c != '\'')
            out += c;
    return out;
}

std::string keyOf(const NameParts& p) { return compact(p.surname) + "|" + std::string(firstCharacter(p.given)); }

} // namespace

std::string normalisePlayerName(std::string_view name)
{
    const NameParts p = split(name);
    return p.given.empty() ? p.surname : p.surname + ", " + p.given;
}

std::string playerGroupKey(std::string_view name) { return keyOf(split(name)); }

std::vector<std::string> PlayerGroup::names() const
{
    std::vector<std::string> out;
    for (const PlayerSpelling& s : spellings)
        out.push_back(s.name);
    return out;
}

std::vector<PlayerGroup> findPlayers(std::span<const GameIndex* const> indexes, std::string_view query)
{
    // Every distinct name of each index is looked at once, cheaply: folded, its compact surname, and whether it can
    // match at all (the query's letters in the name's, blanks and punctuation ignored: a superset of the matches).
    // Only the names that matter — those that match and those sharing a matched surname — are split for their keys
    // and summed by spelling over the indexes.
    const std::string foldedQuery = foldText(query), compactQuery = compact(normalisePlayerName(query));
    const std::string looseQuery = loose(foldedQuery);
    struct Seen {
        std::uint32_t id, games;
        std::string surname; // compact
        bool matched;
    };
    std::vector<std::vector<Seen>> seen(indexes.size());
    std::unordered_set<std::string> matchedSurnames;
    for (std::size_t k = 0; k < indexes.size(); ++k) {
        const GameIndex& index = *indexes[k];
        std::vector<std::uint32_t> count(index.strings().size(), 0);
        index.forEachEntry(0, index.size(), [&](std::size_t, const IndexEntry& e) {
            ++count[e.strings[int(IndexField::White)]];
            ++count[e.strings[int(IndexField::Black)]];
        });
        for (std::uint32_t id = 1; id < count.size(); ++id) { // id 0 is the empty string: no name
            if (!count[id])
                continue;
            const std::string folded = foldText(index.strings().get(id));
            bool matched = foldedQuery.empty() || folded.find(foldedQuery) != std::string::npos;
            if (!matched && !looseQuery.empty() && loose(folded).find(looseQuery) != std::string::npos) {
                const NameParts parts = split(index.strings().get(id)); // the precise test, for the few that may match
                matched = !compactQuery.empty()
                    && compact(parts.given.empty() ? parts.surname : parts.surname + ", " + parts.given).find(compactQuery)
                        != std::string::npos;
            }
            seen[k].push_back({id, count[id], compactSurname(folded), matched});
            if (matched)
                matchedSurnames.insert(seen[k].back().surname);
        }
    }
    struct Name {
        std::string key;
        NameParts parts;
        std::uint32_t games = 0;
        bool matched = false;
    };
    std::map<std::string, Name> names;                          // by spelling: the names that matter
    std::map<std::string, std::set<std::string>> keysOfSurname; // keys with an initial, by compact surname
    for (std::size_t k = 0; k < indexes.size(); ++k)
        for (const Seen& n : seen[k]) {
            if (!matchedSurnames.count(n.surname))
                continue;
            const std::string_view spelling = indexes[k]->strings().get(n.id);
            auto [it, added] = names.try_emplace(std::string(spelling));
            Name& name = it->second;
            if (added) {
                name.parts = split(spelling);
                name.key = keyOf(name.parts);
                if (!name.parts.given.empty())
                    keysOfSurname[compact(name.parts.surname)].insert(name.key);
            }
            name.games += n.games;
            name.matched = name.matched || n.matched;
        }
    // Groups of the surnames matched: a bare surname joins its surname's only group.
    std::map<std::string, PlayerGroup> groups;
    std::set<std::string> matchedKeys;
    for (auto& [spelling, name] : names) {
        if (name.parts.given.empty())
            if (const auto it = keysOfSurname.find(compact(name.parts.surname)); it != keysOfSurname.end() && it->second.size() == 1)
                name.key = *it->second.begin();
        PlayerGroup& g = groups[name.key];
        g.key = name.key;
        g.spellings.push_back({spelling, name.games});
        g.games += name.games;
        if (name.matched)
            matchedKeys.insert(name.key);
    }
    std::vector<PlayerGroup> out;
    for (auto& [key, g] : groups) {
        if (!matchedKeys.count(key))
            continue;
        // Ties: the longer spelling first (the fuller name, "Carlsen, Magnus" before "Carlsen, M"), then by bytes.
        std::sort(g.spellings.begin(), g.spellings.end(), [](const PlayerSpelling& a, const PlayerSpelling& b) {
            return a.games != b.games            ? a.games > b.games
                : a.name.size() != b.name.size() ? a.name.size() > b.name.size()
                                                 : a.name < b.name;
        });
        out.push_back(std::move(g));
    }
    std::sort(out.begin(), out.end(),
              [](const PlayerGroup& a, const PlayerGroup& b) { return a.games != b.games ? a.games > b.games : a.name() < b.name(); });
    return out;
}

} // namespace kibitz::pgn
