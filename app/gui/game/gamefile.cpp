#include "gamefile.h"

#include "pgn/gamebuilder.h"
#include "pgn/gameindex.h"
#include "pgn/mappedfile.h"
#include "pgn/savefile.h"
#include "pgn/writer.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace kibitz::gui {

static QString tr(const char* text)
{
    return QCoreApplication::translate("kibitz::gui::GameFile", text);
}

static QString errorText(const QString& file, const pgn::Error& e)
{
    QString where = QStringLiteral("%1:%2").arg(QFileInfo(file).fileName()).arg(e.where.line);
    QString what = tr("game %1").arg(e.gameNumber);
    if (!e.moveLabel.empty())
        what += QStringLiteral(", ") + tr("move %1").arg(QString::fromStdString(e.moveLabel));
    return QStringLiteral("%1: %2: %3").arg(where, what, QString::fromStdString(e.detail));
}

LoadResult loadGame(const QString& path, std::size_t index)
{
    LoadResult r;
    pgn::MappedFile file;
    if (const std::string why = file.open(path.toStdString()); !why.empty()) {
        r.error = tr("Cannot open %1: %2").arg(path, QString::fromStdString(why));
        return r;
    }
    pgn::GameIndex::BuildOptions options;
    options.threads = 1;
    const pgn::GameIndex games = pgn::GameIndex::build(file.data(), options);
    r.gameCount = games.size();
    if (games.size() == 0) {
        r.error = tr("%1 contains no games.").arg(QFileInfo(path).fileName());
        return r;
    }
    index = std::min(index, games.size() - 1);
    const pgn::IndexEntry& entry = games.entry(index);
    pgn::ReadContext context;
    context.baseOffset = entry.offset;
    context.baseLine = entry.line;
    context.firstGameNumber = index + 1;
    std::vector<pgn::Game> read = pgn::readGames(games.gameText(file.data(), index), context);
    if (read.empty()) {
        r.error = tr("Game %1 of %2 could not be read.").arg(index + 1).arg(QFileInfo(path).fileName());
        return r;
    }
    r.game = std::move(read.front());
    for (const pgn::Error& e : r.game.errors())
        r.readErrors << errorText(path, e);
    r.origin.path = path;
    r.origin.span = r.game.source();
    r.origin.stamp = pgn::fileStamp(path.toStdString());
    r.origin.gamesInFile = games.size();
    r.ok = true;
    return r;
}

bool gameFromText(const QString& text, pgn::Game& game, QString* why)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        if (why)
            *why = tr("The clipboard is empty.");
        return false;
    }
    // A single line with slashes and no move numbers is a FEN; anything else is tried as PGN.
    if (!trimmed.contains(QLatin1Char('\n')) && trimmed.count(QLatin1Char('/')) == 7 && !trimmed.contains(QLatin1Char('['))) {
        pgn::Game g;
        const FenResult fr = g.setStartFen(trimmed.toStdString());
        if (!fr.ok()) {
            if (why)
                *why = tr("Not a valid FEN: %1").arg(QString::fromStdString(describe(fr.error)));
            return false;
        }
        g.setResult("*");
        game = std::move(g);
        return true;
    }
    const std::string data = trimmed.toStdString();
    std::vector<pgn::Game> games = pgn::readGames(data);
    if (games.empty() || (!games.front().hasMoves() && games.front().tags().empty())) {
        if (why)
            *why = tr("The clipboard holds neither a PGN game nor a FEN.");
        return false;
    }
    game = std::move(games.front());
    game.setSource({});
    return true;
}

std::uint64_t countGames(const QString& path)
{
    pgn::MappedFile file;
    if (!file.open(path.toStdString()).empty())
        return 0;
    pgn::GameIndex::BuildOptions options;
    options.threads = 1;
    return pgn::GameIndex::build(file.data(), options).size();
}

QString withPgnSuffix(const QString& path)
{
    if (path.isEmpty() || path.endsWith(QStringLiteral(".pgn"), Qt::CaseInsensitive))
        return path;
    return path + QStringLiteral(".pgn");
}

SaveOutcome saveGame(const pgn::Game& game, const QString& path, SaveMode mode, const GameOrigin& origin)
{
    SaveOutcome out;
    std::string text = pgn::writeGame(game);
    const std::string file = path.toStdString();
    pgn::SaveResult result;
    std::uint64_t offset = 0;
    if (mode == SaveMode::Replace && origin.path == path && origin.span.endOffset > origin.span.offset) {
        // Keep the bytes that followed the old game's last token (its blank lines): the writer's text ends
        // with "\n\n", the span usually does not, and the file should not grow blank lines on each save.
        pgn::MappedFile old;
        if (old.open(file).empty() && origin.span.endOffset <= old.size()) {
            const std::string_view span = old.data().substr(origin.span.offset, origin.span.endOffset - origin.span.offset);
            std::size_t keepNewlines = 0;
            while (keepNewlines < span.size() && (span[span.size() - 1 - keepNewlines] == '\n' || span[span.size() - 1 - keepNewlines] == '\r'))
                ++keepNewlines;
            while (!text.empty() && text.back() == '\n')
                text.pop_back();
            text.append(span.substr(span.size() - keepNewlines));
        }
        offset = origin.span.offset;
        result = pgn::replaceGame(file, origin.span.offset, origin.span.endOffset - origin.span.offset, text, origin.stamp);
    } else if (mode == SaveMode::Append) {
        result = pgn::appendGame(file, text);
        if (result) {
            const auto after = pgn::fileStamp(file);
            offset = after ? after->size - text.size() : 0; // appendGame may add a blank line first
        }
    } else {
        result = pgn::writeFileAtomically(file, text);
    }
    if (!result) {
        out.error = tr("Could not save %1: %2").arg(path, QString::fromStdString(result.message));
        return out;
    }
    out.ok = true;
    out.origin.path = path;
    out.origin.span.offset = offset;
    out.origin.span.endOffset = offset + text.size();
    out.origin.stamp = pgn::fileStamp(file);
    out.origin.gamesInFile = countGames(path);
    return out;
}

} // namespace kibitz::gui
