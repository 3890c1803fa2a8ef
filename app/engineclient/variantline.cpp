#include "variantline.h"

#include "variant/movegen.h"

namespace kibitz::engineclient {

std::string VariantLine::effectiveStartFen() const { return startFen.empty() ? rules->startFen() : startFen; }

VariantWalk::VariantWalk(const VariantLine& line)
{
    if (!line.rules) {
        m_error = "no variant rules";
        return;
    }
    m_states.emplace_back();
    if (const variant::FenError e = m_pos.setFen(line.rules, line.effectiveStartFen(), m_states.back()); !e.ok()) {
        m_error = "invalid start position: " + variant::describe(e);
        return;
    }
    for (std::size_t i = 0; i < line.moves.size(); ++i) {
        const variant::Move m = line.moves[i];
        if (!variant::MoveList(m_pos).contains(m)) {
            m_error = "move " + std::to_string(i + 1) + " is not legal";
            return;
        }
        push(m);
    }
}

void VariantWalk::push(variant::Move m)
{
    m_states.emplace_back();
    m_pos.doMove(m, m_states.back());
}

} // namespace kibitz::engineclient
