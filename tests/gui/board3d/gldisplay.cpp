// GLDisplay: starting and stopping a private Xvfb for the tests.
#include "gldisplay.h"

#include <QByteArray>
#include <QStandardPaths>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

GLDisplay::GLDisplay()
{
    if (!qgetenv("DISPLAY").isEmpty())
        return;
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    if (!platform.isEmpty() && !platform.startsWith("offscreen") && !platform.startsWith("xcb"))
        return; // another platform brings its own OpenGL (or none): nothing to start
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
    if (xvfb.isEmpty()) {
        m_problem = QStringLiteral("no X display for GLX and Xvfb is not installed (package xvfb)");
        return;
    }
    int fds[2];
    if (pipe(fds) != 0) {
        m_problem = QStringLiteral("pipe() failed");
        return;
    }
    const QByteArray program = xvfb.toLocal8Bit();
    const QByteArray fd = QByteArray::number(fds[1]);
    m_server = fork();
    if (m_server == 0) {
        close(fds[0]);
        // Quiet, no TCP, a screen large enough for the tests' windows.
        const char* args[] = {program.constData(), "-displayfd", fd.constData(), "-screen", "0",
                              "1600x1200x24",      "-nolisten",  "tcp",          nullptr};
        freopen("/dev/null", "w", stderr);
        execv(program.constData(), const_cast<char* const*>(args));
        _exit(127);
    }
    close(fds[1]);
    if (m_server < 0) {
        close(fds[0]);
        m_problem = QStringLiteral("fork() failed");
        return;
    }
    // Xvfb writes the display number it chose, then a newline, once it accepts connections.
    QByteArray number;
    pollfd p{fds[0], POLLIN, 0};
    while (!number.endsWith('\n')) {
        const int ready = poll(&p, 1, 15000);
        char c = 0;
        if (ready <= 0 || read(fds[0], &c, 1) != 1)
            break;
        number.append(c);
    }
    close(fds[0]);
    if (!number.endsWith('\n')) {
        m_problem = QStringLiteral("Xvfb did not start within 15 s");
        return;
    }
    qputenv("DISPLAY", ":" + number.trimmed());
}

GLDisplay::~GLDisplay()
{
    if (m_server <= 0)
        return;
    kill(m_server, SIGTERM);
    int status = 0;
    while (waitpid(m_server, &status, 0) < 0 && errno == EINTR) {}
}
