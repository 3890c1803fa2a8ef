// Interned strings for the game index: each distinct string is stored once and named by a 32-bit id.
// Invariant: id 0 is the empty string; ids are dense and stable for the pool's lifetime.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

class StringPool {
public:
    StringPool();

    // Interning
    std::uint32_t intern(std::string_view s);
    // Lookup
    std::string_view get(std::uint32_t id) const
    {
        return std::string_view(m_chars.data() + m_offsets[id], m_offsets[id + 1] - m_offsets[id]);
    }
    std::size_t size() const { return m_offsets.size() - 1; }
    std::size_t bytes() const { return m_chars.size() + m_offsets.size() * sizeof(std::uint32_t); }

    // Serialisation (for the index cache): the raw character arena and offsets.
    const std::string& chars() const { return m_chars; }
    const std::vector<std::uint32_t>& offsets() const { return m_offsets; }
    // Rebuilds from serialised parts; returns false if they are inconsistent.
    bool restore(std::string chars, std::vector<std::uint32_t> offsets);

private:
    std::string m_chars;
    std::vector<std::uint32_t> m_offsets; // string i is chars[offsets[i], offsets[i+1])
    // Open addressing over ids (slot = id + 1, 0 = empty): strings are compared in place in m_chars,
    // which may reallocate freely because nothing points into it.
    std::vector<std::uint32_t> m_slots;
    void rehash(std::size_t slotCount);
};

} // namespace kibitz::pgn
