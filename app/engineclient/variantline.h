// VariantLine: a game in a variant as the engine client hands it to an engine — the compiled rules, the start
// position and the moves played from it — and VariantWalk, the position after those moves, which the protocol
// text uses to read an engine's moves with the variant's rules. Invariant: a valid VariantWalk holds only moves
// that are legal in sequence from the start position (it checks every one while it replays the line).
#pragma once

#include "variant/position.h"

#include <deque>
#include <memory>
#include <string>
#include <vector>

namespace kibitz::engineclient {

struct VariantLine {
    std::shared_ptr<const variant::Rules> rules;
    std::string startFen; // empty: the variant's start position
    std::vector<variant::Move> moves;
    // The name the engine knows this game by when the user says so (xboard engines' names differ at times);
    // empty: the definition's name, and the engine is checked for the same rules where the protocol allows.
    std::string engineName;

    const variant::VariantDef& definition() const { return rules->def(); }
    const std::string& engineVariantName() const { return engineName.empty() ? rules->name() : engineName; }
    std::string effectiveStartFen() const;
};

class VariantWalk {
public:
    // Replays the line; valid() is false (and error() says why) when the start FEN or a move is not legal.
    explicit VariantWalk(const VariantLine& line);
    VariantWalk(const VariantWalk&) = delete;
    VariantWalk& operator=(const VariantWalk&) = delete;

    bool valid() const { return m_error.empty(); }
    const std::string& error() const { return m_error; }
    variant::Position& position() { return m_pos; }
    const variant::Position& position() const { return m_pos; }
    // Plays a legal move of position() (the caller checked it).
    void push(variant::Move m);

private:
    variant::Position m_pos;
    std::deque<variant::StateInfo> m_states;
    std::string m_error;
};

} // namespace kibitz::engineclient
