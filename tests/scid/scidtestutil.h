// Helpers for the SCID tests: SCID itself (Debian's tkscid, run under a virtual X server by xvfb-run) making and
// exporting databases, and a canonical form of PGN games for comparing two programs' exports (Kibitz's reader
// parses both; tags are compared as a set, since SCID prints them in its own order).
#pragma once

#include "pgn/gamebuilder.h"
#include "pgn/writer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <string>
#include <vector>

namespace kibitz::scidtest {

// Why SCID cannot be run here ("" when it can).
inline QString scidMissing()
{
    if (!QFileInfo::exists(QStringLiteral("/usr/games/tkscid")) && QStandardPaths::findExecutable(QStringLiteral("tkscid")).isEmpty())
        return QStringLiteral("tkscid not found (apt-get install scid)");
    if (QStandardPaths::findExecutable(QStringLiteral("xvfb-run")).isEmpty())
        return QStringLiteral("xvfb-run not found (apt-get install xvfb xauth)");
    return {};
}

// Runs one of tests/scid's Tcl scripts in tkscid; its standard output, or `error` set.
inline QString runScid(const QString& script, const QStringList& args, QString* error, int timeoutMs = 600000)
{
    QString tkscid = QStandardPaths::findExecutable(QStringLiteral("tkscid"));
    if (tkscid.isEmpty())
        tkscid = QStringLiteral("/usr/games/tkscid");
    QProcess p;
    p.start(QStringLiteral("xvfb-run"),
            QStringList{QStringLiteral("-a"), QStringLiteral("-s"), QStringLiteral("-screen 0 640x480x24"), tkscid,
                        QStringLiteral(KIBITZ_SCID_TEST_DIR "/") + script}
                + args);
    if (!p.waitForFinished(timeoutMs) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        p.kill();
        *error = QStringLiteral("tkscid %1 failed: %2").arg(script, QString::fromUtf8(p.readAllStandardError()));
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

// SCID imports `pgn` into the database `base`; false with `error`.
inline bool scidImport(const QString& pgn, const QString& base, QString* error)
{
    const QString out = runScid(QStringLiteral("scid-import.tcl"), {pgn, base}, error);
    return out.startsWith(QStringLiteral("imported "));
}

// SCID exports every game of `base` to `pgn`; false with `error`.
inline bool scidExport(const QString& base, const QString& pgn, QString* error)
{
    const QString out = runScid(QStringLiteral("scid-export.tcl"), {base, pgn}, error);
    return out.startsWith(QStringLiteral("exported ")) && QFileInfo::exists(pgn);
}

// One game in a form two programs' exports can be compared in: tags sorted (without `dropTags`), then the
// movetext as Kibitz writes it.
inline std::string canonical(pgn::Game game, const std::vector<std::string>& dropTags = {})
{
    std::vector<pgn::Tag> tags = game.tags();
    std::erase_if(tags, [&](const pgn::Tag& t) { return std::find(dropTags.begin(), dropTags.end(), t.name) != dropTags.end(); });
    std::sort(tags.begin(), tags.end(),
              [](const pgn::Tag& a, const pgn::Tag& b) { return a.name != b.name ? a.name < b.name : a.value < b.value; });
    while (!game.tags().empty())
        game.removeTag(game.tags().front().name);
    for (const pgn::Tag& t : tags)
        game.addTag(t.name, t.value);
    return pgn::writeGame(game);
}

inline std::vector<std::string> canonicalGames(const QByteArray& pgnText, const std::vector<std::string>& dropTags = {})
{
    // Game by game as the reader builds them: holding every game of a large collection at once made the writer's
    // allocations crawl through a fragmented heap (a third of tst_scidcorpus's time).
    std::vector<std::string> out;
    pgn::GameBuilder builder([&](pgn::Game&& g) { out.push_back(canonical(std::move(g), dropTags)); });
    pgn::readPgn(std::string_view(pgnText.constData(), std::size_t(pgnText.size())), builder);
    return out;
}

inline QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace kibitz::scidtest
