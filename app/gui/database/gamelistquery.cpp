// Sort keys are ranks of distinct strings (few) rather than string comparisons per row (many), so a million
// rows sort as 64-bit integers; filter words are matched once per distinct string, then per row by bit masks.
#include "gamelistquery.h"

#include <QString>

#include <algorithm>
#include <numeric>

namespace kibitz::gui {

namespace {

using pgn::IndexField;

constexpr std::uint64_t UnknownKey = 0xFFFFFFFFull; // sorts after every rank in both directions

bool cancelled(const std::atomic<bool>& cancel) { return cancel.load(std::memory_order_relaxed); }

// One bit per filter word that occurs in `text`.
std::uint32_t wordMask(std::string_view folded, const std::vector<std::string>& words)
{
    std::uint32_t mask = 0;
    for (std::size_t w = 0; w < words.size(); ++w)
        if (folded.find(words[w]) != std::string_view::npos)
            mask |= 1u << w;
    return mask;
}

bool isUnknown(std::string_view s) { return s == "?" || s == "????.??.??"; }

std::string_view yearOf(std::string_view date) { return date.substr(0, std::min<std::size_t>(4, date.size())); }

// Text that sorts as the user expects: case-insensitive; in dates an unknown part ("??") sorts before any digit.
std::string sortText(std::string_view raw, IndexField field)
{
    std::string s = foldText(raw);
    if (field == IndexField::Date)
        std::replace(s.begin(), s.end(), '?', ' ');
    return s;
}

// Per-row keys: the rank of each row's string among the distinct strings of the column.
std::vector<std::uint32_t> ranksOf(const pgn::GameIndex& index, IndexField field, const std::vector<std::uint32_t>& rows)
{
    const std::size_t poolSize = index.strings().size();
    std::vector<std::uint8_t> used(poolSize, 0);
    for (const std::uint32_t r : rows)
        used[index.entry(r).strings[int(field)]] = 1;
    std::vector<std::uint32_t> ids;
    // Id 0 is the empty string; it, "?" and "????.??.??" are unknown and keep UnknownKey.
    for (std::uint32_t id = 1; id < poolSize; ++id)
        if (used[id] && !isUnknown(index.strings().get(id)))
            ids.push_back(id);
    std::vector<std::string> keys(ids.size());
    for (std::size_t k = 0; k < ids.size(); ++k)
        keys[k] = sortText(index.strings().get(ids[k]), field);
    std::vector<std::uint32_t> order(ids.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return keys[a] < keys[b]; });
    std::vector<std::uint32_t> rank(poolSize, std::uint32_t(UnknownKey));
    std::uint32_t next = 0;
    for (std::size_t k = 0; k < order.size(); ++k) {
        // Strings equal but for case share a rank, so they stay in file order among themselves.
        if (k > 0 && keys[order[k]] != keys[order[k - 1]])
            ++next;
        rank[ids[order[k]]] = next;
    }
    return rank;
}

} // namespace

std::vector<std::string> filterWords(const QString& text)
{
    std::vector<std::string> words;
    for (const QString& w : text.split(QChar(' '), Qt::SkipEmptyParts)) {
        std::string folded = w.toCaseFolded().toStdString();
        if (!folded.empty() && words.size() < 32 && std::find(words.begin(), words.end(), folded) == words.end())
            words.push_back(std::move(folded));
    }
    return words;
}

std::string foldText(std::string_view text)
{
    std::string out(text);
    bool ascii = true;
    for (char& c : out) {
        if (static_cast<unsigned char>(c) >= 0x80)
            ascii = false;
        else if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    }
    if (ascii)
        return out;
    return QString::fromUtf8(text.data(), qsizetype(text.size())).toCaseFolded().toStdString();
}

pgn::IndexField indexFieldOf(GameColumn column)
{
    switch (column) {
    case GameColumn::Date: return IndexField::Date;
    case GameColumn::White: return IndexField::White;
    case GameColumn::Black: return IndexField::Black;
    case GameColumn::Result: return IndexField::Result;
    case GameColumn::Eco: return IndexField::ECO;
    case GameColumn::Event: return IndexField::Event;
    case GameColumn::Site: return IndexField::Site;
    case GameColumn::Round: return IndexField::Round;
    case GameColumn::Variant: return IndexField::Variant;
    default: return IndexField::Count;
    }
}

bool matchesWords(const pgn::GameIndex& index, std::size_t i, const std::vector<std::string>& words)
{
    const std::uint32_t all = words.size() >= 32 ? ~0u : (1u << words.size()) - 1;
    std::uint32_t mask = wordMask(foldText(yearOf(index.field(i, IndexField::Date))), words);
    for (const IndexField f : {IndexField::White, IndexField::Black, IndexField::Event, IndexField::ECO, IndexField::Variant})
        mask |= wordMask(foldText(index.field(i, f)), words);
    return mask == all;
}

std::optional<std::vector<std::uint32_t>> computeOrder(const pgn::GameIndex& index, const GameQuery& query, const std::atomic<bool>& cancel)
{
    const std::size_t n = index.size();
    std::vector<std::uint32_t> rows;

    // Filter: each distinct string is matched once; rows combine their fields' masks.
    if (!query.words.empty()) {
        const std::size_t poolSize = index.strings().size();
        std::vector<std::uint32_t> mask(poolSize), yearMask(poolSize);
        for (std::uint32_t id = 0; id < poolSize; ++id) {
            if ((id & 0xFFF) == 0 && cancelled(cancel))
                return std::nullopt;
            const std::string folded = foldText(index.strings().get(id));
            mask[id] = wordMask(folded, query.words);
            yearMask[id] = wordMask(yearOf(folded), query.words);
        }
        const std::uint32_t all = query.words.size() >= 32 ? ~0u : (1u << query.words.size()) - 1;
        rows.reserve(n / 8);
        for (std::size_t i = 0; i < n; ++i) {
            if ((i & 0xFFFF) == 0 && cancelled(cancel))
                return std::nullopt;
            if (query.filter && !query.filter->test(i))
                continue;
            const auto& s = index.entry(i).strings;
            const std::uint32_t m = mask[s[int(IndexField::White)]] | mask[s[int(IndexField::Black)]] | mask[s[int(IndexField::Event)]]
                | mask[s[int(IndexField::ECO)]] | mask[s[int(IndexField::Variant)]] | yearMask[s[int(IndexField::Date)]];
            if (m == all)
                rows.push_back(std::uint32_t(i));
        }
    } else if (query.filter) {
        rows.reserve(query.filter->count());
        query.filter->forEach([&](std::size_t i) {
            if (i < n)
                rows.push_back(std::uint32_t(i));
        });
    } else {
        rows.resize(n);
        std::iota(rows.begin(), rows.end(), 0u);
    }
    if (cancelled(cancel))
        return std::nullopt;
    if (query.sortColumn == GameColumn::Number) {
        if (query.descending)
            std::reverse(rows.begin(), rows.end());
        return rows;
    }

    // Sort: (key << 32 | game) as one integer keeps ties in file order without a stable sort.
    const IndexField field = indexFieldOf(query.sortColumn);
    std::vector<std::uint32_t> rank;
    if (field != IndexField::Count)
        rank = ranksOf(index, field, rows);
    if (cancelled(cancel))
        return std::nullopt;
    std::vector<std::uint64_t> keyed(rows.size());
    for (std::size_t k = 0; k < rows.size(); ++k) {
        const pgn::IndexEntry& e = index.entry(rows[k]);
        std::uint64_t key = 0;
        switch (query.sortColumn) {
        case GameColumn::WhiteElo: key = e.whiteElo ? e.whiteElo : UnknownKey; break;
        case GameColumn::BlackElo: key = e.blackElo ? e.blackElo : UnknownKey; break;
        case GameColumn::PlyCount: key = e.plyCount ? e.plyCount : UnknownKey; break;
        default: key = rank[e.strings[int(field)]]; break;
        }
        if (query.descending && key != UnknownKey)
            key = UnknownKey - 1 - key;
        keyed[k] = (key << 32) | rows[k];
    }
    if (cancelled(cancel))
        return std::nullopt;
    std::sort(keyed.begin(), keyed.end());
    if (cancelled(cancel))
        return std::nullopt;
    for (std::size_t k = 0; k < keyed.size(); ++k)
        rows[k] = std::uint32_t(keyed[k]);
    return rows;
}

} // namespace kibitz::gui
