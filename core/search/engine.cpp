#include "engine.h"

#include "core/san.h"

#include <chrono>

namespace kibitz::search {

namespace {
std::int64_t nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
} // namespace

Engine::Engine() : m_tt(std::make_unique<TranspositionTable>(16)), m_searcher(std::make_unique<Searcher>(*m_tt)) {}

Engine::~Engine()
{
    stop();
    join();
}

void Engine::join()
{
    if (m_thread.joinable())
        m_thread.join();
}

void Engine::setHashMb(int megabytes)
{
    stop();
    std::lock_guard lock(m_mutex);
    join();
    m_tt->resize(std::size_t(std::max(1, megabytes)));
}

void Engine::clearHash()
{
    stop();
    std::lock_guard lock(m_mutex);
    join();
    m_tt->clear();
    m_searcher->clearHistory();
}

void Engine::setStrength(const StrengthSettings& s)
{
    std::lock_guard lock(m_stateMutex);
    m_strength = s;
}

StrengthSettings Engine::strength() const
{
    std::lock_guard lock(m_stateMutex);
    return m_strength;
}

void Engine::start(const GameLine& game, const Limits& limits, EngineCallbacks callbacks)
{
    stop();
    std::lock_guard lock(m_mutex);
    join();
    m_control.stop = false;
    m_control.pondering = limits.ponder;
    m_control.startNs = nowNs();
    StrengthSettings strength;
    {
        std::lock_guard state(m_stateMutex);
        m_searching = true;
        strength = m_strength;
    }
    m_thread = std::thread([this, game = GameLine(game), limits, strength, callbacks = std::move(callbacks)]() mutable {
        const Limits effective = strength.active() ? applyStrength(strength, limits) : limits;
        Position& pos = game.position();
        const Key key = pos.key();
        SearchResult result = m_searcher->run(pos, effective, m_control, [&](const SearchInfo& info) {
            if (callbacks.info) {
                // Callers asked for limits.multiPv lines; internal candidates stay internal.
                SearchInfo shown = info;
                if (int(shown.lines.size()) > std::max(1, limits.multiPv))
                    shown.lines.resize(std::size_t(std::max(1, limits.multiPv)));
                callbacks.info(shown);
            }
        });
        // An infinite or pondering search reports only after stop() (or ponderhit()).
        while ((limits.infinite || m_control.pondering.load()) && !m_control.stop.load())
            std::this_thread::sleep_for(std::chrono::microseconds(500));
        BestMove bm;
        bm.move = strength.active() ? chooseMove(strength, result, key) : result.bestMove;
        bm.ponder = bm.move == result.bestMove ? result.ponderMove : Move::none();
        bm.score = result.score;
        bm.depth = result.depth;
        bm.nodes = result.nodes;
        if (callbacks.bestMove)
            callbacks.bestMove(bm);
        {
            std::lock_guard lock(m_stateMutex);
            m_searching = false;
        }
        m_cv.notify_all();
    });
}

bool Engine::start(const std::string& fen, const std::vector<std::string>& uciMoves, const Limits& limits, EngineCallbacks callbacks)
{
    GameLine game;
    if (fen != "startpos" && !fen.empty() && !game.reset(fen).ok())
        return false;
    for (const std::string& text : uciMoves) {
        const Move m = parseUci(game.position(), text);
        if (!m)
            return false;
        game.push(m);
    }
    start(game, limits, std::move(callbacks));
    return true;
}

void Engine::stop() { m_control.stop = true; }

void Engine::ponderhit()
{
    m_control.startNs = nowNs();
    m_control.pondering = false;
}

void Engine::wait()
{
    std::unique_lock lock(m_stateMutex);
    m_cv.wait(lock, [this] { return !m_searching; });
}

bool Engine::searching() const
{
    std::lock_guard lock(m_stateMutex);
    return m_searching;
}

SearchResult Engine::searchNow(const GameLine& game, const Limits& limits, const std::function<void(const SearchInfo&)>& onInfo)
{
    stop();
    std::lock_guard lock(m_mutex);
    join();
    GameLine copy = game;
    SearchControl control;
    control.startNs = nowNs();
    const StrengthSettings strength = this->strength();
    const Limits effective = strength.active() ? applyStrength(strength, limits) : limits;
    SearchResult r = m_searcher->run(copy.position(), effective, control, onInfo);
    if (strength.active())
        r.bestMove = chooseMove(strength, r, copy.position().key());
    return r;
}

} // namespace kibitz::search
