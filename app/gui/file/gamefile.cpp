#include "gamefile.h"

#include "i18n/errortext.h"

#include "pgn/gamebuilder.h"
#include "pgn/gameindex.h"
#include "pgn/mappedfile.h"
#include "pgn/savefile.h"
#include "pgn/writer.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace kibitz::gui {

namespace {
// The translation context of this file's texts; lupdate reads it from Q_DECLARE_TR_FUNCTIONS.
struct GameFile {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::GameFile)
};
} // namespace

static QString errorText(const QString& file, const pgn::Error& e)
{
    // Worded from the error's code and parameters in the UI language (the reader's detail text is English).
    return ErrorText::pgnError(e, QFileInfo(file).fileName());
}

LoadResult loadGame(const QString& path, std::size_t index)
{
    LoadResult r;
    pgn::MappedFile file;
    if (const std::string why = file.open(path.toStdString()); !why.empty()) {
        r.error = GameFile::tr("Cannot open %1: %2").arg(path, QString::fromStdString(why));
        return r;
    }
    pgn::GameIndex::BuildOptions options;
    options.threads = 1;
    const pgn::GameIndex games = pgn::GameIndex::build(file.data(), options);
    r.gameCount = games.size();
    if (games.size() == 0) {
        r.error = GameFile::tr("%1 contains no games.").arg(QFileInfo(path).fileName());
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
        r.error = GameFile::tr("Game %1 of %2 could not be read.").arg(index + 1).arg(QFileInfo(path).fileName());
        return r;
    }
    return loadedGame(path, std::move(read.front()), games.size(), pgn::fileStamp(path.toStdString()));
}

LoadResult loadedGame(const QString& path, pgn::Game game, std::uint64_t gamesInFile, std::optional<pgn::FileStamp> stamp)
{
    LoadResult r;
    r.game = std::move(game);
    r.gameCount = gamesInFile;
    for (const pgn::Error& e : r.game.errors())
        r.readErrors << errorText(path, e);
    r.origin.path = path;
    r.origin.span = r.game.source();
    r.origin.stamp = stamp;
    r.origin.gamesInFile = gamesInFile;
    r.ok = true;
    return r;
}

bool gameFromText(const QString& text, pgn::Game& game, QString* why)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        if (why)
            *why = GameFile::tr("The clipboard is empty.");
        return false;
    }
    // A single line with slashes and no move numbers is a FEN; anything else is tried as PGN.
    if (!trimmed.contains(QLatin1Char('\n')) && trimmed.count(QLatin1Char('/')) == 7 && !trimmed.contains(QLatin1Char('['))) {
        pgn::Game g;
        const FenResult fr = g.setStartFen(trimmed.toStdString());
        if (!fr.ok()) {
            if (why)
                *why = GameFile::tr("Not a valid FEN: %1").arg(ErrorText::fenIssue(fr.error, trimmed.toStdString()));
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
            *why = GameFile::tr("The clipboard holds neither a PGN game nor a FEN.");
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

GameCount probeGameCount(const QString& path)
{
    constexpr std::size_t ExactUpTo = std::size_t(4) << 20; // ~10 ms of indexing
    constexpr std::size_t Probe = std::size_t(1) << 20;
    pgn::MappedFile file;
    if (!file.open(path.toStdString()).empty())
        return {};
    pgn::GameIndex::BuildOptions options;
    options.threads = 1;
    const std::string_view data = file.data();
    if (data.size() > ExactUpTo) {
        // Two entries in the prefix mean two games in the file: the first one is complete.
        if (pgn::GameIndex::build(data.substr(0, Probe), options).size() > 1)
            return {2, false};
    }
    return {pgn::GameIndex::build(data, options).size(), true};
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
            while (keepNewlines < span.size()
                   && (span[span.size() - 1 - keepNewlines] == '\n' || span[span.size() - 1 - keepNewlines] == '\r'))
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
        out.error = GameFile::tr("Could not save %1: %2").arg(path, QString::fromStdString(result.message));
        return out;
    }
    out.ok = true;
    out.origin.path = path;
    out.origin.span.offset = offset;
    out.origin.span.endOffset = offset + text.size();
    out.origin.stamp = pgn::fileStamp(file);
    // Counting means reading the whole file; only an append to a file the game did not come from needs it.
    if (mode == SaveMode::Overwrite)
        out.origin.gamesInFile = 1;
    else if (origin.path == path && origin.gamesInFile > 0)
        out.origin.gamesInFile = origin.gamesInFile + (mode == SaveMode::Append ? 1 : 0);
    else
        out.origin.gamesInFile = countGames(path);
    return out;
}

} // namespace kibitz::gui
