// Position table lookups and posting list decoding.
#include "positiontable.h"

#include <algorithm>

namespace kibitz::pgn {

std::uint32_t positionCheck(const Position& pos)
{
    // Independent odd multipliers per bitboard (summed, so the multiplies run in parallel), then one mix: unrelated
    // to the Zobrist tables, so a Zobrist collision between two different positions keeps equal checks only by a
    // 2^-18 chance.
    const std::uint64_t extra = std::uint64_t(pos.sideToMove()) | std::uint64_t(pos.castlingRights()) << 1
        | std::uint64_t(pos.epSquare()) << 8;
    std::uint64_t h = pos.pieces(White) * 0x9E3779B97F4A7C15ULL + pos.pieces(Pawn) * 0xC2B2AE3D27D4EB4FULL
        + pos.pieces(Knight) * 0x165667B19E3779F9ULL + pos.pieces(Bishop) * 0xD6E8FEB86659FD93ULL + pos.pieces(Rook) * 0xFF51AFD7ED558CCDULL
        + pos.pieces(Queen) * 0xC4CEB9FE1A85EC53ULL + pos.pieces(King) * 0x94D049BB133111EBULL + (extra + 1) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
    h *= 0x7FB5D329728EA185ULL;
    h ^= h >> 27;
    return std::uint32_t(h >> (64 - CheckBits));
}

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
