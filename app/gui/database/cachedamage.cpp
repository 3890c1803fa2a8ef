// CacheDamage: removing the damaged file where it was found, and the hand-over to the GUI thread.
#include "cachedamage.h"

#include <QCoreApplication>
#include <QFile>

#include <filesystem>

#include <sys/stat.h>

namespace kibitz::gui {

CacheDamage* CacheDamage::instance()
{
    // Created by whichever thread asks first, then moved to the application's thread, where its signal is emitted.
    static CacheDamage* const notifier = [] {
        auto* n = new CacheDamage;
        if (QCoreApplication* app = QCoreApplication::instance())
            n->moveToThread(app->thread());
        return n;
    }();
    return notifier;
}

QString CacheDamage::headerCacheOf(const pgn::Database& database)
{
    if (database.path().empty())
        return {};
    return QFile::decodeName(QByteArray::fromStdString(pgn::GameIndex::defaultCacheFile(database.path())));
}

void CacheDamage::report(const pgn::CacheDamaged& e)
{
    // Mappings of the file stay valid. Every reader of the damaged part reports it (each cell of a list, say): the
    // first removes the file and tells; the others find it gone and have nothing to add.
    // A reader of an old snapshot may report damage after the file was written anew: that file is sound, and stays.
    struct stat now {};
    if (e.inode() && ::stat(e.path().c_str(), &now) == 0
        && (std::uint64_t(now.st_dev) != e.device() || std::uint64_t(now.st_ino) != e.inode()))
        return;
    std::error_code ec;
    if (!std::filesystem::remove(e.path(), ec))
        return;
    qWarning("%s", e.what());
    CacheDamage* notifier = instance();
    const QString path = QFile::decodeName(QByteArray::fromStdString(e.path()));
    QMetaObject::invokeMethod(
        notifier, [notifier, path] { emit notifier->damaged(path); }, Qt::QueuedConnection);
}

} // namespace kibitz::gui
