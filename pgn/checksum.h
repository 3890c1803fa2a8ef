// A fast 64-bit checksum for cache files (detects corruption, not tampering): four independent lanes so it runs
// at memory speed on large images. Invariant: stable across builds and platforms of the same endianness.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace kibitz::pgn {

// The checksum of bytes that arrive in pieces: after update() with any split of the bytes, value() equals
// checksum64() of all of them (lets a file be checksummed while it is written).
class Checksum64 {
public:
    explicit Checksum64(std::uint64_t seed = 0)
        : m_lane{seed ^ 0x243F6A8885A308D3ULL, seed ^ 0x13198A2E03707344ULL, seed ^ 0xA4093822299F31D0ULL, seed ^ 0x082EFA98EC4E6C89ULL}
    {
    }
    void update(const void* data, std::size_t size)
    {
        const auto* p = static_cast<const unsigned char*>(data);
        m_size += size;
        if (m_pendingSize) { // complete the block begun by the last call
            const std::size_t take = std::min(size, sizeof m_pending - m_pendingSize);
            std::memcpy(m_pending + m_pendingSize, p, take);
            m_pendingSize += take;
            p += take;
            size -= take;
            if (m_pendingSize < sizeof m_pending)
                return;
            block(m_pending);
            m_pendingSize = 0;
        }
        for (; size >= 32; p += 32, size -= 32)
            block(p);
        std::memcpy(m_pending, p, size);
        m_pendingSize = size;
    }
    std::uint64_t value() const
    {
        std::uint64_t h = m_size;
        for (const std::uint64_t l : m_lane)
            h = (h ^ l) * M, h ^= h >> 32;
        for (std::size_t i = 0; i < m_pendingSize; ++i)
            h = (h ^ m_pending[i]) * 0xC4CEB9FE1A85EC53ULL;
        return h ^ (h >> 31);
    }

private:
    static constexpr std::uint64_t M = 0x9FB21C651E98DF25ULL;
    void block(const unsigned char* p)
    {
        for (int k = 0; k < 4; ++k) {
            std::uint64_t w;
            std::memcpy(&w, p + 8 * k, 8);
            m_lane[k] = (m_lane[k] ^ w) * M;
            m_lane[k] ^= m_lane[k] >> 29;
        }
    }
    std::uint64_t m_lane[4];
    unsigned char m_pending[32] = {};
    std::size_t m_pendingSize = 0;
    std::uint64_t m_size = 0;
};

inline std::uint64_t checksum64(const void* data, std::size_t size, std::uint64_t seed = 0)
{
    Checksum64 sum(seed);
    sum.update(data, size);
    return sum.value();
}

inline std::uint64_t checksum64(std::string_view bytes, std::uint64_t seed = 0) { return checksum64(bytes.data(), bytes.size(), seed); }

} // namespace kibitz::pgn
