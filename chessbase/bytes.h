// Bounds-checked reads of ChessBase's integers (big-endian in .cbh/.cbg/.cba, little-endian in the name files).
// Invariant: every read checks its range; callers test ok() (or the bool a read returns) before using a value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace kibitz::chessbase {

inline std::uint32_t bigEndian(std::string_view bytes, std::size_t at, int width)
{
    std::uint32_t v = 0;
    for (int i = 0; i < width; ++i)
        v = (v << 8) | std::uint8_t(bytes[at + std::size_t(i)]);
    return v;
}

inline std::uint32_t littleEndian(std::string_view bytes, std::size_t at, int width)
{
    std::uint32_t v = 0;
    for (int i = width - 1; i >= 0; --i)
        v = (v << 8) | std::uint8_t(bytes[at + std::size_t(i)]);
    return v;
}

// A fixed-size, zero-terminated string field.
inline std::string_view fixedString(std::string_view bytes, std::size_t at, std::size_t width)
{
    const std::string_view field = bytes.substr(at, width);
    const std::size_t end = field.find('\0');
    return end == std::string_view::npos ? field : field.substr(0, end);
}

// Reads a byte stream front to back; a read past the end sets failed() and returns 0.
class ByteReader {
public:
    explicit ByteReader(std::string_view bytes) : m_bytes(bytes) {}
    std::size_t position() const { return m_at; }
    std::size_t remaining() const { return m_bytes.size() - m_at; }
    bool failed() const { return m_failed; }
    std::uint32_t byte() { return big(1); }
    std::uint32_t big(int width)
    {
        if (remaining() < std::size_t(width)) {
            m_failed = true;
            m_at = m_bytes.size();
            return 0;
        }
        const std::uint32_t v = bigEndian(m_bytes, m_at, width);
        m_at += std::size_t(width);
        return v;
    }
    std::string_view take(std::size_t n)
    {
        if (remaining() < n) {
            m_failed = true;
            m_at = m_bytes.size();
            return {};
        }
        const std::string_view v = m_bytes.substr(m_at, n);
        m_at += n;
        return v;
    }

private:
    std::string_view m_bytes;
    std::size_t m_at = 0;
    bool m_failed = false;
};

} // namespace kibitz::chessbase
