// An xboard (CECP v2) engine in a child process as the opponent of variant matches: kept in force mode, told every
// move, asked to move with "go" and put back into force mode after it answers. Every wait has a deadline.
#pragma once

#include <QProcess>

#include <cstdint>
#include <memory>
#include <string>

namespace kibitz::cli {

class XboardOpponent {
public:
    explicit XboardOpponent(std::string command) : m_command(std::move(command)) {}
    ~XboardOpponent();

    // Starts the process and waits for its features. On failure returns false with error() set.
    bool start();
    // A new game of `variant` ("normal" for chess) at `secondsPerMove` per move.
    void newGame(const std::string& variant, int secondsPerMove);
    void tellMove(const std::string& coordinateMove);
    // Asks for a move; returns it ("e7e8q"), "resign", or "" on timeout/crash/"Illegal move" (error() says which).
    std::string think(std::int64_t timeoutMs);
    void result(const std::string& token, const std::string& reason);
    void quit();

    const std::string& name() const { return m_name; }
    const std::string& error() const { return m_error; }

private:
    void send(const std::string& line);
    bool readLine(std::string& line, std::int64_t deadlineMs);

    std::string m_command;
    std::unique_ptr<QProcess> m_process;
    QByteArray m_buffer;
    std::string m_name, m_error;
    bool m_usermove = false;
};

} // namespace kibitz::cli
