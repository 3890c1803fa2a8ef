// A chess engine in a child process, spoken to in UCI or xboard (CECP v2), for the match runner.
// Every wait has a deadline, so a hanging or dying engine is detected instead of blocking the match.
#pragma once

#include "core/gameline.h"

#include <QProcess>

#include <memory>
#include <string>
#include <vector>

namespace kibitz::engineproto {

enum class Protocol { Uci, Xboard };

struct MoveReply {
    enum class Kind { Move, Resign, Timeout, Crash, Illegal } kind = Kind::Move;
    Move move;
    std::string text; // what the engine sent (for illegal moves and logs)
    std::int64_t elapsedMs = 0;
};

class EngineRunner {
public:
    EngineRunner(std::string command, Protocol protocol, std::vector<std::pair<std::string, std::string>> options = {});
    ~EngineRunner();

    // Starts the process and performs the handshake. On failure returns false with a reason in error().
    bool start();
    bool running() const;
    void kill();
    void quit(); // polite "quit", then kill after a short grace period

    // Prepares a new game from `startFen` (empty: standard start position).
    bool newGame(const std::string& startFen, int baseMs, int incMs);
    // Asks for a move in `game`; clocks in milliseconds. Waits at most timeLeft + graceMs.
    MoveReply think(const GameLine& game, int wtime, int btime, int winc, int binc, int graceMs);
    // Tells the engine the game is over (xboard "result"); harmless for UCI.
    void gameOver(const std::string& resultToken, const std::string& reason);

    const std::string& name() const { return m_name; }
    const std::string& error() const { return m_error; }
    const std::string& command() const { return m_command; }

private:
    void send(const std::string& line);
    // Next line before the deadline (steady-clock ms); false on timeout or when the process died.
    bool readLine(std::string& line, std::int64_t deadline);
    bool waitFor(const std::string& prefix, std::int64_t timeoutMs, std::string* lineOut = nullptr);

    std::string m_command;
    Protocol m_protocol;
    std::vector<std::pair<std::string, std::string>> m_options;
    std::unique_ptr<QProcess> m_process;
    std::string m_name;
    std::string m_error;
    QByteArray m_buffer;
    // xboard state
    bool m_usermove = false;
    bool m_setboard = false;
    bool m_ping = false;
    bool m_playing = false;      // left force mode with "go"
    std::size_t m_syncedPly = 0; // moves of the game the engine already knows
    int m_pingCounter = 0;
};

std::int64_t steadyMs();

} // namespace kibitz::engineproto
