// CacheDamage: where the window hears of a damaged cache part. Caches are checked by parts as they are read
// (pgn/checkedparts.h), so any reader of a database, on the GUI thread or a worker, may meet a damaged part: it
// catches pgn::CacheDamaged, calls report() and carries on without the data (an empty cell, a query with no
// result). report() removes the damaged file at once, so no later open can read it, and tells the owners of the
// cache on the GUI thread (the database's IndexLoader indexes the file again; DatabaseSearch loads its index again).
// Invariant: damaged() is emitted on the GUI thread, once per damaged file (the report that removed it).
#pragma once

#include "pgn/checkedparts.h"
#include "pgn/database.h"

#include <QObject>
#include <QString>

#include <utility>

namespace kibitz::gui {

class CacheDamage : public QObject {
    Q_OBJECT

public:
    static CacheDamage* instance(); // lives on the application's thread
    // From any thread: removes e.path() and queues damaged(path); nothing when the file is gone already (reported).
    static void report(const pgn::CacheDamaged& e);

    // f(), or `fallback` (after report()) when it meets a damaged cache part.
    template <class F, class T>
    static auto guard(F&& f, T fallback) -> decltype(f())
    {
        try {
            return std::forward<F>(f)();
        } catch (const pgn::CacheDamaged& e) {
            report(e);
            return fallback;
        }
    }

    // Runs f(); false (after report()) when it met a damaged cache part, true when it ran through.
    template <class F>
    static bool completed(F&& f)
    {
        return guard(
            [&] {
                std::forward<F>(f)();
                return true;
            },
            false);
    }

    // The header index cache file of `database` (empty for a database without a file), as damaged() names it.
    static QString headerCacheOf(const pgn::Database& database);

signals:
    void damaged(const QString& path);

private:
    CacheDamage() = default;
};

} // namespace kibitz::gui
