// Kibitz entry point: reads the command line and shows the main window.
#include "window/mainwindow.h"

#include "i18n/languagemanager.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QString::fromStdString(kibitz::versionText()));
    // The desktop entry's id ties the windows to their launcher and icon (the Wayland app id); the same icon is
    // the windows' own where the desktop takes it from the window (X11 title bars, task switchers).
    QGuiApplication::setDesktopFileName(QStringLiteral(KIBITZ_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));
    // The saved (or the system's) language is in place before the first translated text is built.
    kibitz::gui::LanguageManager languages;
    languages.loadSavedLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("PGN database and analysis tool"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QObject::tr("PGN files to open. The first is shown; the others are put under Open Recent."),
                                 QStringLiteral("[FILE.pgn...]"));
    parser.process(app);

    kibitz::gui::MainWindow window;
    window.show();
    window.openFromCommandLine(parser.positionalArguments());
    return app.exec();
}
