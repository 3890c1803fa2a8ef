// GLDisplay: gives a GUI test an OpenGL-capable display. The offscreen platform that CTest selects creates
// OpenGL contexts through GLX, so it needs an X display: when none is set, this starts a private Xvfb (its own
// display number, chosen by Xvfb itself via -displayfd) before the QApplication exists, and stops it at the
// end. Construct it first thing in main().
#pragma once

#include <QString>

#include <sys/types.h>

class GLDisplay {
public:
    GLDisplay();
    ~GLDisplay();
    GLDisplay(const GLDisplay&) = delete;
    GLDisplay& operator=(const GLDisplay&) = delete;

    // Empty when a display is available (given or started); else why not (e.g. Xvfb is not installed).
    QString problem() const { return m_problem; }

private:
    pid_t m_server = -1;
    QString m_problem;
};
