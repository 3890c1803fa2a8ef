// GameStore views and the replayer.
#include "gamestore.h"

#include "reader.h"

#include <algorithm>

namespace kibitz::pgn {

GameStore::GameStore(const SegmentImage& image)
    : m_blocks(image.section<std::uint64_t>(Section::StoreBlocks)),
      m_lengths(image.section<std::uint8_t>(Section::StoreLengths), image.section<CountEntry>(Section::StoreLong)),
      m_plies(image.section<std::uint8_t>(Section::GamePlies), image.section<CountEntry>(Section::PliesLong)),
      m_bytes(image.section<std::uint8_t>(Section::StoreBytes)),
      m_starts(image.section<StartEntry>(Section::Starts)),
      m_checks(image.checks())
{
    const auto text = image.section<char>(Section::StartText);
    m_startText = std::string_view(text.data(), text.size());
}

std::span<const std::uint8_t> GameStore::codes(std::size_t game) const
{
    need(StoreParts);
    const std::size_t block = game / StoreBlockGames;
    std::uint64_t at = m_blocks[block];
    for (std::size_t g = block * StoreBlockGames; g < game; ++g)
        at += m_lengths[g];
    const std::uint64_t length = m_lengths[game];
    // Validation made the counts add up; the clamp keeps a view in bounds whatever the counts.
    at = std::min<std::uint64_t>(at, m_bytes.size());
    const auto codes = m_bytes.subspan(std::size_t(at), std::size_t(std::min<std::uint64_t>(length, m_bytes.size() - at)));
    if (m_checks)
        m_checks->need(codes.data(), codes.size());
    return codes;
}

const StartEntry* GameStore::start(std::size_t game) const
{
    if (m_starts.empty())
        return nullptr;
    need(StartParts);
    const auto it = std::lower_bound(m_starts.begin(), m_starts.end(), game, [](const StartEntry& e, std::size_t g) { return e.game < g; });
    return it != m_starts.end() && it->game == game ? &*it : nullptr;
}

bool Replayer::begin(const GameStore& store, std::size_t game)
{
    m_bits = movebits::BitReader(store.codes(game));
    m_plies = store.plies(game);
    m_ply = 0;
    m_next = Move::none();
    if (const StartEntry* s = store.start(game)) {
        if (s->chess960 == StartEntry::NoStart || !m_pos.setFen(store.startFen(*s), FenMode::Lenient, m_states[0], s->chess960 != 0).ok()) {
            m_plies = 0;
            return false;
        }
        return true;
    }
    m_pos.copyFrom(standardStartPosition(), m_states[0]);
    return true;
}

Move Replayer::peek()
{
    if (std::uint32_t(m_ply) >= m_plies)
        return m_next = Move::none();
    const std::size_t at = m_bits.bitPosition();
    m_next = movebits::decode(m_pos, m_bits);
    m_nextBit = m_bits.bitPosition();
    m_bits.seek(at);
    return m_next;
}

void Replayer::advance()
{
    // Two state records suffice: a replay never takes a move back.
    StateInfo& next = m_states[(m_ply + 1) & 1];
    if (m_next == Move::null())
        m_pos.doNullMove(next);
    else
        m_pos.doMove(m_next, next);
    m_bits.seek(m_nextBit);
    ++m_ply;
    m_next = Move::none();
}

} // namespace kibitz::pgn
