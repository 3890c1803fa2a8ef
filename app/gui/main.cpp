// Kibitz entry point: reads the command line and shows the main window.
#include "window/mainwindow.h"

#include "i18n/languagemanager.h"
#include "settings/preferences.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    // The one owner of the settings, read before anything is shown; the window and the language follow it.
    kibitz::gui::Preferences preferences;
    // The saved (or the system's) language is in place before the first translated text is built.
    kibitz::gui::LanguageManager languages(&preferences);
    languages.loadSavedLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(QObject::tr("PGN database and analysis tool"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QObject::tr("PGN file to open."), QStringLiteral("[FILE.pgn]"));
    parser.process(app);

    kibitz::gui::MainWindow window(&preferences);
    window.show();
    if (const QStringList files = parser.positionalArguments(); !files.isEmpty())
        window.openFromCommandLine(files.constFirst());
    return app.exec();
}
