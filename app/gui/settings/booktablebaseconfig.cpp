#include "booktablebaseconfig.h"

#include "analysis/tablebaselibrary.h"
#include "book/booklibrary.h"

#include <QFileInfo>
#include <QSettings>

namespace kibitz::gui {

BookTablebaseConfig BookTablebaseConfig::defaults()
{
    BookTablebaseConfig c;
    const QString gnuChess = BookLibrary::gnuChessBookPath();
    c.bookFile = QFileInfo::exists(gnuChess) ? gnuChess : QString();
    c.useBook = !c.bookFile.isEmpty();
    c.tablebasePaths = TablebaseLibrary::debianPath();
    c.useTablebases = !c.tablebasePaths.isEmpty();
    return c;
}

BookTablebaseConfig BookTablebaseConfig::load()
{
    QSettings s;
    const BookTablebaseConfig d = defaults();
    BookTablebaseConfig c;
    c.bookFile = s.value(QStringLiteral("book/file"), d.bookFile).toString();
    c.useBook = s.value(QStringLiteral("book/use"), d.useBook).toBool();
    c.autoMoveFromBook = s.value(QStringLiteral("book/autoMove"), d.autoMoveFromBook).toBool();
    c.tablebasePaths = s.value(QStringLiteral("tablebases/paths"), d.tablebasePaths).toString();
    c.useTablebases = s.value(QStringLiteral("tablebases/use"), d.useTablebases).toBool();
    c.engineUsesTablebases = s.value(QStringLiteral("tablebases/engine"), d.engineUsesTablebases).toBool();
    return c;
}

void BookTablebaseConfig::save() const
{
    QSettings s;
    s.setValue(QStringLiteral("book/file"), bookFile);
    s.setValue(QStringLiteral("book/use"), useBook);
    s.setValue(QStringLiteral("book/autoMove"), autoMoveFromBook);
    s.setValue(QStringLiteral("tablebases/paths"), tablebasePaths);
    s.setValue(QStringLiteral("tablebases/use"), useTablebases);
    s.setValue(QStringLiteral("tablebases/engine"), engineUsesTablebases);
}

} // namespace kibitz::gui
