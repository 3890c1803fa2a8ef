// UCI front end over the engine: feed it one input line at a time, it answers through a LineSink.
// Unknown or malformed commands get an "info string error: ..." line; nothing in the input can crash it.
#pragma once

#include "protocolutil.h"

#include "core/gameline.h"
#include "core/search/engine.h"

#include <mutex>

namespace kibitz::engineproto {

class UciProtocol {
public:
    explicit UciProtocol(LineSink sink);
    ~UciProtocol();

    // Handles one command line. Returns false after "quit".
    bool handleLine(const std::string& line);
    // Blocks until a running search has printed its bestmove.
    void waitForSearch() { m_engine.wait(); }
    search::Engine& engine() { return m_engine; }

private:
    void send(const std::string& line);
    void uci();
    void setOption(const std::vector<std::string>& words);
    void position(const std::vector<std::string>& words);
    void go(const std::vector<std::string>& words);
    std::string infoLine(const GameLine& game, const search::SearchInfo& info, const search::PvLine& line) const;

    LineSink m_sink;
    std::mutex m_sendMutex;
    search::Engine m_engine;
    GameLine m_game;
    bool m_chess960 = false;
    int m_multiPv = 1;
    int m_moveOverhead = 20;
};

} // namespace kibitz::engineproto
