// Position table lookups and posting list decoding.
#include "positiontable.h"

#include <algorithm>

namespace kibitz::pgn {

PostingReader::PostingReader(std::span<const std::uint8_t> bytes) : m_bytes(bytes)
{
    std::uint32_t n = 0;
    if (!varint(n) || n > 256 || m_pos + 2 * std::size_t(n) > m_bytes.size()) {
        m_pos = m_bytes.size();
        return;
    }
    m_moveCount = int(n);
    m_codesAt = m_pos;
    m_pos += 2 * std::size_t(n);
    if (!varint(m_basePly)) {
        m_moveCount = 0;
        m_pos = m_bytes.size();
    }
}

std::uint16_t PostingReader::moveCode(int i) const
{
    return std::uint16_t(m_bytes[m_codesAt + 2 * std::size_t(i)] | m_bytes[m_codesAt + 2 * std::size_t(i) + 1] << 8);
}

bool PostingReader::varint(std::uint32_t& out)
{
    out = 0;
    for (int shift = 0; shift < 35; shift += 7) {
        if (m_pos >= m_bytes.size())
            return false;
        const std::uint8_t b = m_bytes[m_pos++];
        out |= std::uint32_t(b & 0x7F) << shift;
        if (!(b & 0x80))
            return true;
    }
    return false;
}

bool PostingReader::next(std::uint32_t& game, std::uint32_t& ply, int& move)
{
    std::uint32_t delta = 0;
    if (m_pos >= m_bytes.size() || !varint(delta))
        return false;
    ply = m_basePly;
    if ((delta & 1) && !varint(ply))
        return false;
    delta >>= 1;
    m_game = m_first ? delta : m_game + delta + 1;
    m_first = false;
    game = m_game;
    move = 0;
    if (m_moveCount > 1) {
        if (m_pos >= m_bytes.size())
            return false;
        move = m_bytes[m_pos++];
        if (move >= m_moveCount)
            return false;
    }
    return m_moveCount > 0;
}

PositionTable::PositionTable(const SegmentImage& image)
    : m_keys(image.section<std::uint64_t>(Section::Keys)),
      m_checks(image.section<std::uint32_t>(Section::Checks)),
      m_postingOffsets(image.section<std::uint32_t>(Section::PostingOffsets)),
      m_bucketOffsets(image.section<std::uint32_t>(Section::BucketOffsets)),
      m_postings(image.section<std::uint8_t>(Section::Postings)),
      m_games(image.section<std::uint32_t>(Section::SingleGames)),
      m_bucketBits(int(image.header().bucketBits))
{
}

std::span<const std::uint8_t> PositionTable::postings(Key key, std::uint32_t check) const
{
    auto it = std::lower_bound(m_keys.begin(), m_keys.end(), key);
    for (; it != m_keys.end() && *it == key; ++it) {
        const std::size_t i = std::size_t(it - m_keys.begin());
        if (m_checks[i] == check)
            return m_postings.subspan(m_postingOffsets[i], m_postingOffsets[i + 1] - m_postingOffsets[i]);
    }
    return {};
}

} // namespace kibitz::pgn
