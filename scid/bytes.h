// Big-endian byte access for SCID's files: a reader that checks every read against the end of its bytes (a read
// past the end returns zeros and sets a flag, so a damaged file can never make it read outside its buffer), and
// appenders for the writer. Invariant: a ByteReader never dereferences outside [begin, end).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace kibitz::scid {

class ByteReader {
public:
    ByteReader() = default;
    explicit ByteReader(std::string_view bytes) : m_data(bytes) {}

    bool ok() const { return !m_overrun; }
    bool atEnd() const { return m_pos >= m_data.size(); }
    std::size_t position() const { return m_pos; }
    std::size_t remaining() const { return m_pos < m_data.size() ? m_data.size() - m_pos : 0; }
    void seek(std::size_t pos) { m_pos = pos; }

    std::uint32_t u8()
    {
        if (m_pos >= m_data.size()) {
            m_overrun = true;
            return 0;
        }
        return static_cast<unsigned char>(m_data[m_pos++]);
    }
    std::uint32_t u16() { return (u8() << 8) | u8(); }
    std::uint32_t u24() { return (u8() << 16) | u16(); }
    std::uint32_t u32() { return (u8() << 24) | u24(); }
    // The next `n` bytes (fewer, and the flag set, when the data ends first).
    std::string_view bytes(std::size_t n)
    {
        if (n > remaining()) {
            m_overrun = true;
            n = remaining();
        }
        const std::string_view s = m_data.substr(m_pos, n);
        m_pos += n;
        return s;
    }
    // Up to the next zero byte, which is consumed; without one the flag is set and the rest is returned.
    std::string_view terminated()
    {
        const std::size_t start = std::min(m_pos, m_data.size());
        const std::size_t zero = m_data.find('\0', start);
        if (zero == std::string_view::npos) {
            m_overrun = true;
            m_pos = m_data.size();
            return m_data.substr(start);
        }
        m_pos = zero + 1;
        return m_data.substr(start, zero - start);
    }

private:
    std::string_view m_data;
    std::size_t m_pos = 0;
    bool m_overrun = false;
};

inline void putU8(std::string& out, std::uint32_t v) { out += static_cast<char>(v & 0xFF); }
inline void putU16(std::string& out, std::uint32_t v)
{
    putU8(out, v >> 8);
    putU8(out, v);
}
inline void putU24(std::string& out, std::uint32_t v)
{
    putU8(out, v >> 16);
    putU16(out, v);
}
inline void putU32(std::string& out, std::uint32_t v)
{
    putU16(out, v >> 16);
    putU16(out, v);
}

} // namespace kibitz::scid
