// xboard / CECP v2 front end over the engine: feed it one input line at a time, it answers through a LineSink.
// The engine's own moves arrive from the search thread ("move e2e4"); a mutex guards the game state and a
// search serial number discards results that an intervening command (force, undo, new...) made stale.
#pragma once

#include "protocolutil.h"

#include "core/gameline.h"
#include "core/search/engine.h"

#include <mutex>

namespace kibitz::engineproto {

class XboardProtocol {
public:
    explicit XboardProtocol(LineSink sink);
    ~XboardProtocol();

    // Handles one command line. Returns false after "quit".
    bool handleLine(const std::string& line);
    void waitForSearch() { m_engine.wait(); }
    search::Engine& engine() { return m_engine; }

private:
    void send(const std::string& line);
    void stopSearch();   // stops and waits; the result is discarded
    void maybeThink();   // starts a search when it is the engine's turn
    bool reportIfOver(); // prints the result line when the game has ended; true if over
    void userMove(const std::string& text);
    void level(const std::vector<std::string>& words);

    LineSink m_sink;
    std::mutex m_sendMutex;
    std::mutex m_gameMutex;
    search::Engine m_engine;
    GameLine m_game;
    bool m_force = false;
    bool m_post = false;
    Color m_engineColor = Black;
    std::uint64_t m_serial = 0; // incremented whenever a running search becomes stale
    // Time control
    int m_mps = 0; // moves per session, 0: whole game
    int m_baseMs = 300000;
    int m_incMs = 0;
    int m_stMs = 0; // st: fixed seconds per move
    int m_sdDepth = 0;
    int m_timeMs = -1; // our clock ("time", centiseconds on the wire)
    int m_otimMs = -1;
};

} // namespace kibitz::engineproto
