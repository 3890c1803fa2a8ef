// Helpers shared by the game window tests: games from PGN text, moves from SAN, whole files.
#pragma once

#include "file/gamefile.h"
#include "game/gamecontroller.h"

#include "core/san.h"
#include "pgn/database.h"
#include "pgn/gamebuilder.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

namespace kibitz::gui::test {

// A window test's own world: settings and caches inside `dir`, under its own application name, so that no test
// reads the user's settings or another test's.
inline void isolateSettings(const QTemporaryDir& dir, const char* applicationName)
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.filePath(QStringLiteral("config")));
    qputenv("XDG_CACHE_HOME", dir.filePath(QStringLiteral("cache")).toLocal8Bit());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QString::fromLatin1(applicationName));
}

inline pgn::Game gameFromPgn(const char* text)
{
    std::vector<pgn::Game> games = pgn::readGames(text);
    if (games.empty())
        return {};
    return std::move(games.front());
}

// Plays SAN moves on the controller from its current node; fails the test on a bad move.
inline bool play(GameController& c, const QString& moves)
{
    for (const QString& san : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const SanResult r = parseSan(c.position(), san.toStdString());
        if (!r.ok() || !c.playMove(r.move)) {
            qWarning("cannot play %s", qPrintable(san));
            return false;
        }
    }
    return true;
}

inline Move san(const GameController& c, const char* text) { return parseSan(c.position(), text).move; }

// Whole-file helpers for save and open tests (an unreadable file reads as empty).
inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A file opened and indexed completely through pgn::Database (as the game list ends up with it).
inline std::shared_ptr<const pgn::Database> indexedFile(const QString& path)
{
    const auto opened = pgn::Database::open(QFile::encodeName(path).toStdString());
    return opened ? opened->indexed({}).database : nullptr;
}

// Game `index` of a file, read the way the window reads a chosen game.
inline LoadResult loadFromFile(const QString& path, std::size_t index = 0)
{
    const auto database = indexedFile(path);
    return database ? loadGame(*database, index) : LoadResult{};
}

inline std::uint64_t gamesInFile(const QString& path)
{
    const auto database = indexedFile(path);
    return database ? database->size() : 0;
}

} // namespace kibitz::gui::test
