#include "samplegames.h"

#include "fileactions.h"
#include "settings/preferences.h"
#include "window/messagebar.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace kibitz::gui {

namespace {
const QString SampleFile = QStringLiteral("kibitz/samples/famous-games.pgn");
}

QString sampleGamesPath()
{
    // The program's own prefix first (/usr/games/kibitz -> /usr/share; <build>/app/kibitz -> <build>/share), so a
    // build tree or a second installation does not open another installation's file.
    const QDir bin(QCoreApplication::applicationDirPath());
    const QFileInfo beside(bin.absoluteFilePath(QStringLiteral("../share/") + SampleFile));
    if (beside.isFile())
        return beside.canonicalFilePath();
    return QStandardPaths::locate(QStandardPaths::GenericDataLocation, SampleFile);
}

void FileActions::openSampleGames()
{
    const QString path = sampleGamesPath();
    if (!path.isEmpty() && maybeDiscard())
        openFile(path);
}

void FileActions::offerSampleGames()
{
    if (!m_preferences->recentFiles().isEmpty() || sampleGamesPath().isEmpty())
        return;
    m_messages->showMessage(tr("New to Kibitz? The sample games are famous games to step through, search and analyse."));
    m_messages->addButton(tr("Open Sample Games"), [this] { openSampleGames(); });
}

} // namespace kibitz::gui
