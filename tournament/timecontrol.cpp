#include "timecontrol.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace kibitz::tournament {

namespace {

// Seconds with an optional fraction ("1", "0.5", "90.25") to milliseconds; nullopt for anything else.
std::optional<std::int64_t> secondsToMs(std::string_view text)
{
    if (text.empty() || text.size() > 20)
        return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < 0 || value > 1e7)
        return std::nullopt;
    return std::int64_t(std::llround(value * 1000));
}

template <typename T>
std::optional<T> wholeNumber(std::string_view text)
{
    T value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::string msToSeconds(std::int64_t ms)
{
    char buf[32];
    if (ms % 1000 == 0)
        std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(ms / 1000));
    else
        std::snprintf(buf, sizeof buf, "%.3f", double(ms) / 1000.0);
    std::string s = buf;
    if (s.find('.') != std::string::npos) {
        while (s.back() == '0')
            s.pop_back();
    }
    return s;
}

std::optional<TimeControl> fail(std::string* error, std::string why)
{
    if (error)
        *error = std::move(why);
    return std::nullopt;
}

} // namespace

std::optional<TimeControl> TimeControl::parse(std::string_view text, std::string* error)
{
    TimeControl tc;
    if (text.rfind("st=", 0) == 0) {
        const auto ms = secondsToMs(text.substr(3));
        if (!ms || *ms <= 0)
            return fail(error, "st= needs a positive number of seconds per move");
        tc.kind = Kind::MoveTime;
        tc.moveTimeMs = *ms;
        return tc;
    }
    if (text.rfind("depth=", 0) == 0) {
        const auto d = wholeNumber<int>(text.substr(6));
        if (!d || *d < 1 || *d > 200)
            return fail(error, "depth= needs a depth from 1 to 200");
        tc.kind = Kind::Depth;
        tc.depth = *d;
        return tc;
    }
    if (text.rfind("nodes=", 0) == 0) {
        const auto n = wholeNumber<std::uint64_t>(text.substr(6));
        if (!n || *n < 1)
            return fail(error, "nodes= needs a positive node count");
        tc.kind = Kind::Nodes;
        tc.nodes = *n;
        return tc;
    }
    std::string_view rest = text;
    if (const std::size_t slash = rest.find('/'); slash != std::string_view::npos) {
        const auto moves = wholeNumber<int>(rest.substr(0, slash));
        if (!moves || *moves < 1 || *moves > 1000)
            return fail(error, "the moves per period (before '/') must be a number from 1 to 1000");
        tc.movesPerPeriod = *moves;
        rest = rest.substr(slash + 1);
    }
    const std::size_t plus = rest.find('+');
    const auto base = secondsToMs(rest.substr(0, plus));
    if (!base || *base <= 0) {
        std::string why = "'";
        why += text;
        why += "' is no time control: BASE+INC in seconds (e.g. 10+0.1), MOVES/BASE+INC, st=SECONDS, depth=N or nodes=N";
        return fail(error, why);
    }
    tc.baseMs = *base;
    if (plus != std::string_view::npos) {
        const auto inc = secondsToMs(rest.substr(plus + 1));
        if (!inc)
            return fail(error, "the increment (after '+') must be a number of seconds");
        tc.incMs = *inc;
    }
    return tc;
}

std::string TimeControl::text() const
{
    switch (kind) {
    case Kind::MoveTime: return "st=" + msToSeconds(moveTimeMs);
    case Kind::Depth: return "depth=" + std::to_string(depth);
    case Kind::Nodes: return "nodes=" + std::to_string(nodes);
    case Kind::Clock: break;
    }
    std::string s = movesPerPeriod ? std::to_string(movesPerPeriod) + "/" : std::string();
    s += msToSeconds(baseMs);
    if (incMs)
        s += '+' + msToSeconds(incMs);
    return s;
}

std::string TimeControl::pgnTag() const { return text(); }

GameClock::GameClock(const TimeControl& white, const TimeControl& black, std::int64_t lagMs, std::int64_t untimedLimitMs)
    : m_tc{white, black},
      m_remaining{white.baseMs, black.baseMs},
      m_lagMs(lagMs),
      m_untimedLimitMs(untimedLimitMs)
{
}

MoveBudget GameClock::budget(int side) const
{
    MoveBudget b;
    const TimeControl& tc = m_tc[side];
    switch (tc.kind) {
    case TimeControl::Kind::Clock:
        b.ownMs = std::max<std::int64_t>(m_remaining[side], 0);
        b.ownIncMs = tc.incMs;
        if (m_tc[1 - side].kind == TimeControl::Kind::Clock) {
            b.opponentMs = std::max<std::int64_t>(m_remaining[1 - side], 0);
            b.opponentIncMs = m_tc[1 - side].incMs;
        } else {
            b.opponentMs = b.ownMs; // the opponent has no clock: say it has as much (UCI wants both)
            b.opponentIncMs = b.ownIncMs;
        }
        if (tc.movesPerPeriod)
            b.movesToGo = tc.movesPerPeriod - m_moves[side] % tc.movesPerPeriod;
        b.deadlineMs = b.ownMs + m_lagMs;
        break;
    case TimeControl::Kind::MoveTime:
        b.moveTimeMs = tc.moveTimeMs;
        b.deadlineMs = tc.moveTimeMs + m_lagMs;
        break;
    case TimeControl::Kind::Depth:
        b.depth = tc.depth;
        b.deadlineMs = m_untimedLimitMs;
        break;
    case TimeControl::Kind::Nodes:
        b.nodes = tc.nodes;
        b.deadlineMs = m_untimedLimitMs;
        break;
    }
    return b;
}

bool GameClock::spend(int side, std::int64_t elapsedMs)
{
    const TimeControl& tc = m_tc[side];
    ++m_moves[side];
    switch (tc.kind) {
    case TimeControl::Kind::Clock:
        m_remaining[side] -= elapsedMs;
        if (m_remaining[side] < -m_lagMs)
            return false;
        // Within the margin the overrun is forgiven (it is the interface's latency, not thinking).
        m_remaining[side] = std::max<std::int64_t>(m_remaining[side], 0) + tc.incMs;
        if (tc.movesPerPeriod && m_moves[side] % tc.movesPerPeriod == 0)
            m_remaining[side] += tc.baseMs;
        return true;
    case TimeControl::Kind::MoveTime: return elapsedMs <= tc.moveTimeMs + m_lagMs;
    case TimeControl::Kind::Depth:
    case TimeControl::Kind::Nodes: return elapsedMs <= m_untimedLimitMs;
    }
    return true;
}

} // namespace kibitz::tournament
