#include "enginerunner.h"

#include "core/san.h"

#include <QFileInfo>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <regex>

namespace kibitz::engineproto {

namespace {
// KIBITZ_MATCH_LOG=FILE records every line sent to and received from the engines (debugging).
std::FILE* trafficLog()
{
    static std::FILE* log = [] {
        const char* path = std::getenv("KIBITZ_MATCH_LOG");
        return path && *path ? std::fopen(path, "a") : nullptr;
    }();
    return log;
}
} // namespace

std::int64_t steadyMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

EngineRunner::EngineRunner(std::string command, Protocol protocol, std::vector<std::pair<std::string, std::string>> options)
    : m_command(std::move(command)),
      m_protocol(protocol),
      m_options(std::move(options))
{
}

EngineRunner::~EngineRunner() { quit(); }

bool EngineRunner::running() const { return m_process && m_process->state() == QProcess::Running; }

void EngineRunner::kill()
{
    if (!m_process)
        return;
    if (m_process->state() != QProcess::NotRunning) {
        m_process->kill();
        m_process->waitForFinished(2000);
    }
    m_process.reset();
}

void EngineRunner::quit()
{
    if (!m_process)
        return;
    if (running()) {
        send("quit");
        m_process->closeWriteChannel();
        if (!m_process->waitForFinished(500))
            kill();
    }
    m_process.reset();
}

void EngineRunner::send(const std::string& line)
{
    if (!running())
        return;
    if (std::FILE* log = trafficLog()) {
        std::fprintf(log, "%lld %s > %s\n", (long long)steadyMs(), m_command.c_str(), line.c_str());
        std::fflush(log);
    }
    m_process->write((line + "\n").c_str());
    m_process->waitForBytesWritten(1000);
}

bool EngineRunner::readLine(std::string& line, std::int64_t deadline)
{
    while (true) {
        const int nl = m_buffer.indexOf('\n');
        if (nl >= 0) {
            line = m_buffer.left(nl).toStdString();
            m_buffer.remove(0, nl + 1);
            while (!line.empty() && (line.back() == '\r' || line.back() == ' '))
                line.pop_back();
            if (std::FILE* log = trafficLog()) {
                std::fprintf(log, "%lld %s < %s\n", (long long)steadyMs(), m_command.c_str(), line.c_str());
                std::fflush(log);
            }
            return true;
        }
        if (!m_process)
            return false;
        m_buffer += m_process->readAllStandardOutput();
        if (m_buffer.indexOf('\n') >= 0)
            continue;
        if (m_process->state() == QProcess::NotRunning)
            return false;
        const std::int64_t left = deadline - steadyMs();
        if (left <= 0)
            return false;
        m_process->waitForReadyRead(int(std::min<std::int64_t>(left, 100)));
    }
}

bool EngineRunner::waitFor(const std::string& prefix, std::int64_t timeoutMs, std::string* lineOut)
{
    const std::int64_t deadline = steadyMs() + timeoutMs;
    std::string line;
    while (readLine(line, deadline)) {
        if (line.rfind(prefix, 0) == 0) {
            if (lineOut)
                *lineOut = line;
            return true;
        }
        if (m_protocol == Protocol::Uci && line.rfind("id name ", 0) == 0)
            m_name = line.substr(8);
        if (m_protocol == Protocol::Xboard && line.rfind("feature", 0) == 0) {
            // feature a=1 b="x y" ...: accept what we understand
            static const std::regex re(R"re((\w+)=("([^"]*)"|\S+))re");
            for (auto it = std::sregex_iterator(line.begin(), line.end(), re); it != std::sregex_iterator(); ++it) {
                const std::string key = (*it)[1];
                const std::string value = (*it)[3].matched ? std::string((*it)[3]) : std::string((*it)[2]);
                if (key == "myname")
                    m_name = value;
                else if (key == "usermove")
                    m_usermove = value == "1";
                else if (key == "setboard")
                    m_setboard = value == "1";
                else if (key == "ping")
                    m_ping = value == "1";
                if (key == "done") {
                    if (value == "1") {
                        if (prefix == "feature done=1")
                            return true;
                    }
                    continue;
                }
                send("accepted " + key);
            }
        }
    }
    return false;
}

bool EngineRunner::start()
{
    kill();
    m_buffer.clear();
    m_error.clear();
    m_process = std::make_unique<QProcess>();
    QStringList args = QProcess::splitCommand(QString::fromStdString(m_command));
    if (args.isEmpty()) {
        m_error = "empty engine command";
        return false;
    }
    const QString program = args.takeFirst();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    m_process->start(program, args);
    if (!m_process->waitForStarted(5000)) {
        m_error = "cannot start '" + m_command + "'";
        return false;
    }
    if (m_name.empty())
        m_name = QFileInfo(program).fileName().toStdString();
    if (m_protocol == Protocol::Uci) {
        send("uci");
        if (!waitFor("uciok", 10000)) {
            m_error = "no uciok from '" + m_command + "'";
            return false;
        }
        for (const auto& [name, value] : m_options)
            send("setoption name " + name + " value " + value);
        send("isready");
        if (!waitFor("readyok", 10000)) {
            m_error = "no readyok from '" + m_command + "'";
            return false;
        }
    } else {
        send("xboard");
        send("protover 2");
        // Engines that do not know protocol 2 never say done=1: go on after two seconds.
        waitFor("feature done=1", 2000);
        if (!running()) {
            m_error = "'" + m_command + "' exited during the handshake";
            return false;
        }
    }
    return true;
}

bool EngineRunner::newGame(const std::string& startFen, int baseMs, int incMs)
{
    if (!running() && !start())
        return false;
    m_playing = false;
    m_syncedPly = 0;
    if (m_protocol == Protocol::Uci) {
        send("ucinewgame");
        send("isready");
        return waitFor("readyok", 10000);
    }
    send("new");
    send("random");
    send("force");
    send("post");
    // level MPS BASE INC: base in minutes[:seconds], increment in seconds.
    const int baseSec = baseMs / 1000;
    std::string base = std::to_string(baseSec / 60);
    if (baseSec % 60)
        base += ":" + std::string(baseSec % 60 < 10 ? "0" : "") + std::to_string(baseSec % 60);
    char inc[32];
    std::snprintf(inc, sizeof inc, "%g", incMs / 1000.0);
    send("level 0 " + base + " " + inc);
    if (!startFen.empty() && startFen != StartFen)
        send("setboard " + startFen);
    if (m_ping) {
        const int n = ++m_pingCounter;
        send("ping " + std::to_string(n));
        return waitFor("pong " + std::to_string(n), 10000);
    }
    return running();
}

MoveReply EngineRunner::think(const GameLine& game, int wtime, int btime, int winc, int binc, int graceMs)
{
    MoveReply reply;
    if (!running()) {
        reply.kind = MoveReply::Kind::Crash;
        return reply;
    }
    const Position& pos = game.position();
    const bool white = pos.sideToMove() == White;
    const int myTime = white ? wtime : btime;
    // Replay the moves to produce coordinate notation in the right positions.
    std::vector<std::string> uciMoves;
    {
        GameLine g;
        g.reset(game.startFen(), FenMode::Lenient, pos.isChess960());
        for (const Move m : game.moves()) {
            uciMoves.push_back(toUci(g.position(), m));
            g.push(m);
        }
    }
    // Drop anything the engine said since its last move (late info lines, a stray bestmove) so that only a
    // reply to this request can be taken as the move.
    if (m_process) {
        m_buffer += m_process->readAllStandardOutput();
        const int lastNl = m_buffer.lastIndexOf('\n');
        if (lastNl >= 0)
            m_buffer.remove(0, lastNl + 1);
    }
    std::int64_t started = 0;
    if (m_protocol == Protocol::Uci) {
        std::string cmd = game.startFen() == StartFen ? "position startpos" : "position fen " + game.startFen();
        if (!uciMoves.empty()) {
            cmd += " moves";
            for (const std::string& m : uciMoves)
                cmd += " " + m;
        }
        send(cmd);
        started = steadyMs();
        send("go wtime " + std::to_string(std::max(wtime, 1)) + " btime " + std::to_string(std::max(btime, 1)) + " winc "
             + std::to_string(winc) + " binc " + std::to_string(binc));
    } else {
        auto moveCmd = [&](const std::string& m) { return m_usermove ? "usermove " + m : m; };
        if (!m_playing) {
            for (std::size_t i = m_syncedPly; i < uciMoves.size(); ++i)
                send(moveCmd(uciMoves[i]));
            send("time " + std::to_string(std::max(myTime, 0) / 10));
            send("otim " + std::to_string(std::max(white ? btime : wtime, 0) / 10));
            started = steadyMs();
            send("go");
            m_playing = true;
        } else {
            send("time " + std::to_string(std::max(myTime, 0) / 10));
            send("otim " + std::to_string(std::max(white ? btime : wtime, 0) / 10));
            for (std::size_t i = m_syncedPly; i + 1 < uciMoves.size(); ++i)
                send(moveCmd(uciMoves[i])); // (normally none: only the opponent's last move is new)
            started = steadyMs();
            if (!uciMoves.empty() && m_syncedPly < uciMoves.size())
                send(moveCmd(uciMoves.back()));
        }
        m_syncedPly = uciMoves.size();
    }

    const std::int64_t deadline = started + std::max(myTime, 0) + graceMs;
    std::string line;
    while (true) {
        if (!readLine(line, deadline)) {
            reply.elapsedMs = steadyMs() - started;
            reply.kind = running() ? MoveReply::Kind::Timeout : MoveReply::Kind::Crash;
            return reply;
        }
        std::string text;
        if (m_protocol == Protocol::Uci) {
            if (line.rfind("bestmove", 0) != 0)
                continue;
            const std::size_t sp = line.find(' ', 9);
            text = line.size() > 9 ? line.substr(9, sp == std::string::npos ? std::string::npos : sp - 9) : std::string();
        } else {
            if (line == "resign" || line.rfind("tellics resign", 0) == 0) {
                reply.kind = MoveReply::Kind::Resign;
                reply.elapsedMs = steadyMs() - started;
                return reply;
            }
            if (line.rfind("move ", 0) != 0)
                continue;
            text = line.substr(5);
            while (!text.empty() && text.back() == ' ')
                text.pop_back();
        }
        reply.elapsedMs = steadyMs() - started;
        reply.text = text;
        Move m = parseUci(pos, text);
        if (!m && m_protocol == Protocol::Xboard) {
            const SanResult r = parseSan(pos, text, SanMode::Strict);
            if (r.ok())
                m = r.move;
        }
        if (!m) {
            reply.kind = MoveReply::Kind::Illegal;
            return reply;
        }
        reply.move = m;
        reply.kind = MoveReply::Kind::Move;
        if (m_protocol == Protocol::Xboard)
            m_syncedPly = uciMoves.size() + 1;
        return reply;
    }
}

void EngineRunner::gameOver(const std::string& resultToken, const std::string& reason)
{
    if (m_protocol == Protocol::Xboard && running()) {
        send("result " + resultToken + " {" + reason + "}");
        send("force");
    }
}

} // namespace kibitz::engineproto
