// CheckedParts: verifying chunks of a mapped cache on first use.
#include "checkedparts.h"

#include "checksum.h"

#include <algorithm>

namespace kibitz::pgn {

std::uint64_t CheckedParts::chunkChecksum(const void* bytes, std::size_t size, std::uint64_t index)
{
    return checksum64(bytes, size, chunkSeed(index));
}

CheckedParts::CheckedParts(std::string_view image, std::uint64_t begin, std::uint64_t end, std::span<const std::uint64_t> sums,
                           std::string path, std::uint64_t chunkBytes)
    : m_image(image),
      m_begin(begin),
      m_end(end),
      m_chunkBytes(chunkBytes),
      m_sums(sums),
      m_path(std::move(path)),
      m_state(new std::atomic<std::uint8_t>[std::size_t(chunkCount(end - begin, chunkBytes))])
{
    for (std::uint64_t k = 0; k < chunkCount(end - begin, chunkBytes); ++k)
        m_state[k].store(Unknown, std::memory_order_relaxed);
}

void CheckedParts::verify(std::uint64_t k, const char* bytes) const
{
    std::uint8_t state = m_state[k].load(std::memory_order_acquire);
    if (state == Unknown) {
        const std::uint64_t at = m_begin + k * m_chunkBytes, size = std::min(m_chunkBytes, m_end - at);
        state = k < m_sums.size() && chunkChecksum(bytes, std::size_t(size), k) == m_sums[k] ? Good : Bad;
        if (state == Good && m_valueCheck && !m_valueCheck(k, bytes))
            state = BadValues;
        m_state[k].store(state, std::memory_order_release);
    }
    if (state != Good) {
        const std::uint64_t at = m_begin + k * m_chunkBytes;
        throw CacheDamaged(m_path,
                           (m_path.empty() ? std::string("cache image") : m_path) + ": bytes " + std::to_string(at) + "-"
                               + std::to_string(std::min(at + m_chunkBytes, m_end) - 1)
                               + (state == Bad ? " fail their checksum" : " hold values out of range")
                               + " (the cache is damaged and is rebuilt when the database is opened again)",
                           m_device, m_inode);
    }
}

void CheckedParts::setPart(int part, std::uint64_t offset, std::uint64_t size)
{
    m_partOffset[part] = offset;
    m_partSize[part] = size;
}

void CheckedParts::verifyParts(std::uint64_t mask) const
{
    for (int i = 0; i < 64; ++i)
        if (mask >> i & 1)
            need(m_image.data() + m_partOffset[i], std::size_t(m_partSize[i]));
    m_partsDone.fetch_or(mask, std::memory_order_acq_rel);
}

std::string CheckedParts::checkAll() const
{
    try {
        need(m_image.data() + m_begin, std::size_t(m_end - m_begin));
    } catch (const CacheDamaged& e) {
        return e.what();
    }
    return {};
}

void CheckedParts::trustAll() const
{
    for (std::uint64_t k = 0; k < chunkCount(m_end - m_begin, m_chunkBytes); ++k)
        m_state[k].store(Good, std::memory_order_release);
    m_partsDone.store(~std::uint64_t(0), std::memory_order_release);
}

std::uint64_t CheckedParts::chunksVerified() const
{
    std::uint64_t n = 0;
    for (std::uint64_t k = 0; k < chunkCount(m_end - m_begin, m_chunkBytes); ++k)
        n += m_state[k].load(std::memory_order_relaxed) == Good;
    return n;
}

} // namespace kibitz::pgn
