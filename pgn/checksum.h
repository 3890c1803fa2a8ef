// A fast 64-bit checksum for cache files (detects corruption, not tampering): four independent lanes so it runs
// at memory speed on large images. Invariant: stable across builds and platforms of the same endianness.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace kibitz::pgn {

inline std::uint64_t checksum64(const void* data, std::size_t size, std::uint64_t seed = 0)
{
    constexpr std::uint64_t M = 0x9FB21C651E98DF25ULL;
    const auto* p = static_cast<const unsigned char*>(data);
    std::uint64_t lane[4] = {seed ^ 0x243F6A8885A308D3ULL, seed ^ 0x13198A2E03707344ULL, seed ^ 0xA4093822299F31D0ULL,
                             seed ^ 0x082EFA98EC4E6C89ULL};
    std::size_t i = 0;
    for (; i + 32 <= size; i += 32) {
        for (int k = 0; k < 4; ++k) {
            std::uint64_t w;
            std::memcpy(&w, p + i + 8 * k, 8);
            lane[k] = (lane[k] ^ w) * M;
            lane[k] ^= lane[k] >> 29;
        }
    }
    std::uint64_t h = size;
    for (const std::uint64_t l : lane)
        h = (h ^ l) * M, h ^= h >> 32;
    for (; i < size; ++i)
        h = (h ^ p[i]) * 0xC4CEB9FE1A85EC53ULL;
    return h ^ (h >> 31);
}

inline std::uint64_t checksum64(std::string_view bytes, std::uint64_t seed = 0) { return checksum64(bytes.data(), bytes.size(), seed); }

} // namespace kibitz::pgn
