// StringPool: an append-only arena with an open-addressing hash set of ids.
#include "stringpool.h"

namespace kibitz::pgn {

namespace {
std::uint64_t hashOf(std::string_view s)
{
    std::uint64_t h = 1469598103934665603ULL; // FNV-1a
    for (const char c : s)
        h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    return h ^ (h >> 29);
}
} // namespace

StringPool::StringPool()
{
    m_offsets = {0, 0}; // id 0: ""
    rehash(1024);
}

void StringPool::rehash(std::size_t slotCount)
{
    m_slots.assign(slotCount, 0);
    for (std::uint32_t id = 1; id < size(); ++id) {
        std::size_t i = hashOf(get(id)) & (slotCount - 1);
        while (m_slots[i])
            i = (i + 1) & (slotCount - 1);
        m_slots[i] = id + 1;
    }
}

std::uint32_t StringPool::intern(std::string_view s)
{
    if (s.empty())
        return 0;
    const std::size_t mask = m_slots.size() - 1;
    std::size_t i = hashOf(s) & mask;
    while (const std::uint32_t slot = m_slots[i]) {
        if (get(slot - 1) == s)
            return slot - 1;
        i = (i + 1) & mask;
    }
    const auto id = std::uint32_t(size());
    m_chars.append(s);
    m_offsets.push_back(std::uint32_t(m_chars.size()));
    m_slots[i] = id + 1;
    if (size() * 2 > m_slots.size())
        rehash(m_slots.size() * 2);
    return id;
}

bool StringPool::restore(std::string chars, std::vector<std::uint32_t> offsets)
{
    if (offsets.size() < 2 || offsets[0] != 0 || offsets[1] != 0 || offsets.back() != chars.size())
        return false;
    for (std::size_t i = 1; i < offsets.size(); ++i)
        if (offsets[i] < offsets[i - 1])
            return false;
    m_chars = std::move(chars);
    m_offsets = std::move(offsets);
    std::size_t slots = 1024;
    while (slots < size() * 2 + 2)
        slots *= 2;
    rehash(slots);
    return true;
}

} // namespace kibitz::pgn
