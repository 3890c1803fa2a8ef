// GameStore views and the replayer.
#include "gamestore.h"

#include "movecode.h"
#include "reader.h"

#include <algorithm>

namespace kibitz::pgn {

GameStore::GameStore(const SegmentImage& image)
    : m_offsets(image.section<std::uint64_t>(Section::StoreOffsets)),
      m_bytes(image.section<std::uint8_t>(Section::StoreBytes)),
      m_starts(image.section<StartEntry>(Section::Starts)),
      m_plies(image.section<std::uint16_t>(Section::GamePlies))
{
    const auto text = image.section<char>(Section::StartText);
    m_startText = std::string_view(text.data(), text.size());
}

const StartEntry* GameStore::start(std::size_t game) const
{
    if (m_starts.empty())
        return nullptr;
    const auto it = std::lower_bound(m_starts.begin(), m_starts.end(), game, [](const StartEntry& e, std::size_t g) { return e.game < g; });
    return it != m_starts.end() && it->game == game ? &*it : nullptr;
}

bool Replayer::begin(const GameStore& store, std::size_t game)
{
    m_codes = store.codes(game);
    m_at = 0;
    m_ply = 0;
    m_used = 0;
    m_next = Move::none();
    if (const StartEntry* s = store.start(game)) {
        if (!m_pos.setFen(store.startFen(*s), FenMode::Lenient, m_states[0], s->chess960 != 0).ok()) {
            m_codes = {};
            return false;
        }
        return true;
    }
    m_pos.copyFrom(standardStartPosition(), m_states[0]);
    return true;
}

Move Replayer::peek()
{
    m_next = m_at < m_codes.size() ? movecode::decode(m_pos, m_codes.data() + m_at, m_codes.size() - m_at, m_used) : Move::none();
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
    m_at += std::size_t(m_used);
    ++m_ply;
    m_next = Move::none();
}

} // namespace kibitz::pgn
