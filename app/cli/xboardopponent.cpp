// The xboard opponent process.
#include "xboardopponent.h"

#include <QStringList>

#include <chrono>

namespace kibitz::cli {

namespace {

std::int64_t nowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

} // namespace

XboardOpponent::~XboardOpponent() { quit(); }

void XboardOpponent::send(const std::string& line)
{
    if (m_process && m_process->state() == QProcess::Running)
        m_process->write(QByteArray::fromStdString(line + "\n"));
}

bool XboardOpponent::readLine(std::string& line, std::int64_t deadlineMs)
{
    for (;;) {
        const qsizetype nl = m_buffer.indexOf('\n');
        if (nl >= 0) {
            line = m_buffer.left(nl).trimmed().toStdString();
            m_buffer.remove(0, nl + 1);
            return true;
        }
        const std::int64_t left = deadlineMs - nowMs();
        if (left <= 0 || !m_process || m_process->state() != QProcess::Running)
            return false;
        if (m_process->waitForReadyRead(int(std::min<std::int64_t>(left, 1000))))
            m_buffer += m_process->readAllStandardOutput();
    }
}

bool XboardOpponent::start()
{
    const QStringList parts = QProcess::splitCommand(QString::fromStdString(m_command));
    if (parts.isEmpty()) {
        m_error = "empty opponent command";
        return false;
    }
    m_process = std::make_unique<QProcess>();
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->start(parts.first(), parts.mid(1));
    if (!m_process->waitForStarted(10000)) {
        m_error = "cannot start '" + m_command + "'";
        return false;
    }
    send("xboard");
    send("protover 2");
    const std::int64_t deadline = nowMs() + 5000;
    std::string line;
    while (readLine(line, deadline)) {
        if (line.rfind("feature", 0) != 0)
            continue;
        if (line.find("usermove=1") != std::string::npos)
            m_usermove = true;
        if (const auto p = line.find("myname=\""); p != std::string::npos)
            m_name = line.substr(p + 8, line.find('"', p + 8) - p - 8);
        if (line.find("done=1") != std::string::npos)
            return true;
    }
    // Engines without protover 2 features are usable after a grace period, as xboard allows.
    return m_process->state() == QProcess::Running;
}

void XboardOpponent::newGame(const std::string& variant, int secondsPerMove)
{
    send("new");
    if (variant != "normal")
        send("variant " + variant);
    send("easy");
    send("st " + std::to_string(secondsPerMove));
    send("force");
}

void XboardOpponent::tellMove(const std::string& coordinateMove) { send(m_usermove ? "usermove " + coordinateMove : coordinateMove); }

std::string XboardOpponent::think(std::int64_t timeoutMs)
{
    send("go");
    const std::int64_t deadline = nowMs() + timeoutMs;
    std::string line;
    while (readLine(line, deadline)) {
        if (line.rfind("move ", 0) == 0) {
            send("force");
            return line.substr(5);
        }
        if (line.rfind("resign", 0) == 0) {
            send("force");
            return "resign";
        }
        if (line.rfind("Illegal move", 0) == 0) {
            m_error = "the opponent refused a move: " + line;
            return {};
        }
    }
    m_error = m_process && m_process->state() == QProcess::Running ? "the opponent did not move in time" : "the opponent died";
    return {};
}

void XboardOpponent::result(const std::string& token, const std::string& reason) { send("result " + token + " {" + reason + "}"); }

void XboardOpponent::quit()
{
    if (!m_process)
        return;
    if (m_process->state() == QProcess::Running) {
        send("quit");
        if (!m_process->waitForFinished(2000)) {
            m_process->kill();
            m_process->waitForFinished(2000);
        }
    }
    m_process.reset();
}

} // namespace kibitz::cli
