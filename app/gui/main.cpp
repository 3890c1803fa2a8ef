// Kibitz entry point: reads the command line and shows the main window.
#include "window/mainwindow.h"

#include "i18n/languagemanager.h"
#include "settings/preferences.h"
#include "version.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include <memory>
#include <string_view>

namespace {

// --help and --version only print, so they must work without a display (over ssh, in scripts, in a package
// check): for them a QCoreApplication is enough, where QApplication would abort without a screen to connect to.
bool onlyPrints(int argc, char* argv[])
{
    for (int i = 1; i < argc && std::string_view(argv[i]) != "--"; ++i)
        for (const std::string_view option : {"-h", "--help", "-v", "--version"})
            if (argv[i] == option)
                return true;
    return false;
}

} // namespace

int main(int argc, char* argv[])
{
    const std::unique_ptr<QCoreApplication> app = onlyPrints(argc, argv) ? std::make_unique<QCoreApplication>(argc, argv)
                                                                         : std::make_unique<QApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QCoreApplication::setApplicationName(QStringLiteral("Kibitz"));
    QCoreApplication::setApplicationVersion(QString::fromStdString(kibitz::versionText()));
    // The one owner of the settings, read before anything is shown; the window and the language follow it.
    kibitz::gui::Preferences preferences;
    // The saved (or the system's) language is in place before the first translated text is built.
    kibitz::gui::LanguageManager languages(&preferences);
    languages.loadSavedLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("PGN database and analysis tool"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("files"),
        QObject::tr("PGN files, SCID databases (.si4) or ChessBase databases (.cbh) to open, each in its own tab of the game list."),
        QStringLiteral("[FILE.pgn|FILE.si4|FILE.cbh...]"));
    parser.process(*app); // --help and --version exit here
    if (!qobject_cast<QApplication*>(app.get()))
        return 0;

    // The desktop entry's id ties the windows to their launcher and icon (the Wayland app id); the same icon is
    // the windows' own where the desktop takes it from the window (X11 title bars, task switchers).
    QGuiApplication::setDesktopFileName(QStringLiteral(KIBITZ_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/kibitz.svg")));
    kibitz::gui::MainWindow window(&preferences);
    window.show();
    window.openFromCommandLine(parser.positionalArguments());
    return QApplication::exec();
}
