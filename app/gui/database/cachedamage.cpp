// CacheDamage: removing the damaged file where it was found, and the hand-over to the GUI thread.
#include "cachedamage.h"

#include <QCoreApplication>
#include <QFile>

#include <filesystem>

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

void CacheDamage::report(const pgn::CacheDamaged& e)
{
    std::error_code ec;
    std::filesystem::remove(e.path(), ec); // mappings of it stay valid; the next open rebuilds it
    qWarning("%s", e.what());
    CacheDamage* notifier = instance();
    const QString path = QFile::decodeName(QByteArray::fromStdString(e.path()));
    QMetaObject::invokeMethod(
        notifier, [notifier, path] { emit notifier->damaged(path); }, Qt::QueuedConnection);
}

} // namespace kibitz::gui
