// Player names: normalising, group keys, and the spellings of a player over several indexes.
#include "playernames.h"

#include "textfold.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

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
    // Games per spelling over all indexes: counted by string id in one pass over each index's entries, so every
    // distinct name is folded and split once, however many games it has.
    std::unordered_map<std::string, std::uint32_t> games;
    for (const GameIndex* index : indexes) {
        std::vector<std::uint32_t> count(index->strings().size(), 0);
        for (std::size_t i = 0; i < index->size(); ++i) {
            const IndexEntry& e = index->entry(i);
            ++count[e.strings[int(IndexField::White)]];
            ++count[e.strings[int(IndexField::Black)]];
        }
        for (std::uint32_t id = 1; id < count.size(); ++id) // id 0 is the empty string: no name
            if (count[id])
                games[std::string(index->strings().get(id))] += count[id];
    }
    const std::string foldedQuery = foldText(query), compactQuery = compact(normalisePlayerName(query));
    struct Name {
        std::string key;
        NameParts parts;
        bool matched = false;
    };
    std::map<std::string, Name> names;                          // by spelling
    std::set<std::string> matchedSurnames;                      // compact
    std::map<std::string, std::set<std::string>> keysOfSurname; // keys with an initial, by compact surname
    for (const auto& [spelling, n] : games) {
        Name& name = names[spelling];
        name.parts = split(spelling);
        name.key = keyOf(name.parts);
        const std::string normal = name.parts.given.empty() ? name.parts.surname : name.parts.surname + ", " + name.parts.given;
        name.matched = foldedQuery.empty() || foldText(spelling).find(foldedQuery) != std::string::npos
            || (!compactQuery.empty() && compact(normal).find(compactQuery) != std::string::npos);
        if (name.matched)
            matchedSurnames.insert(compact(name.parts.surname));
        if (!name.parts.given.empty())
            keysOfSurname[compact(name.parts.surname)].insert(name.key);
    }
    // Groups of the surnames matched: a bare surname joins its surname's only group.
    std::map<std::string, PlayerGroup> groups;
    std::set<std::string> matchedKeys;
    for (auto& [spelling, name] : names) {
        if (!matchedSurnames.count(compact(name.parts.surname)))
            continue;
        if (name.parts.given.empty())
            if (const auto it = keysOfSurname.find(compact(name.parts.surname)); it != keysOfSurname.end() && it->second.size() == 1)
                name.key = *it->second.begin();
        PlayerGroup& g = groups[name.key];
        g.key = name.key;
        g.spellings.push_back({spelling, games[spelling]});
        g.games += games[spelling];
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
