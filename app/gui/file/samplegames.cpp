#include "samplegames.h"

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

} // namespace kibitz::gui
