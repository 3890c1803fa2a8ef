#include "gamefile.h"

#include "database/cachedamage.h"

#include "i18n/errortext.h"

#include "formats/foreigndatabase.h"
#include "pgn/checksum.h"
#include "pgn/gamebuilder.h"
#include "pgn/mappedfile.h"
#include "pgn/savefile.h"
#include "pgn/writer.h"

#include <QCoreApplication>
#include <QFile>
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

std::shared_ptr<const pgn::Database> openDatabase(const QString& path, QString* error)
{
    constexpr std::uint64_t WholeUpTo = std::uint64_t(4) << 20; // ~10 ms of indexing
    constexpr std::uint64_t Probe = std::uint64_t(1) << 20;
    const std::string file = QFile::encodeName(path).toStdString();
    if (formats::isForeignPath(file)) {
        // Another program's database (SCID): nothing is read here; the game list's loader shows its own index at once
        // and converts its games on a worker (IndexLoader).
        return pgn::Database::headersOnly(file, pgn::GameIndex::headersOnly({}, {}));
    }
    std::string why;
    const auto opened = pgn::Database::open(QFile::encodeName(path).toStdString(), &why);
    if (!opened) {
        if (error)
            *error = GameFile::tr("Cannot open %1: %2").arg(path, QString::fromStdString(why));
        return nullptr;
    }
    pgn::Database::IndexOptions options;
    options.threads = 1;
    return opened->indexedUpTo(opened->data().size() <= WholeUpTo ? WholeUpTo : Probe, options);
}

LoadResult loadGame(const pgn::Database& database, std::size_t index)
{
    LoadResult r;
    const QString path = QFile::decodeName(QByteArray::fromStdString(database.isConverted() ? database.sourcePath() : database.path()));
    r.gameCount = database.size();
    if (database.size() == 0) {
        r.error = GameFile::tr("%1 contains no games.").arg(QFileInfo(path).fileName());
        return r;
    }
    std::optional<pgn::Game> game = CacheDamage::guard([&] { return database.game(index); }, std::optional<pgn::Game>());
    if (!game) {
        r.error = GameFile::tr("Game %1 of %2 could not be read.").arg(index + 1).arg(QFileInfo(path).fileName());
        return r;
    }
    r.game = std::move(*game);
    for (const pgn::Error& e : r.game.errors())
        r.readErrors << errorText(path, e);
    // A game of a converted database (SCID) is saved elsewhere: it has no file of its own to be written back to.
    r.origin.path = database.isConverted() ? QString() : path;
    r.origin.span = r.game.source();
    r.origin.stamp = database.stamp();
    r.origin.gamesInFile = database.size();
    if (r.origin.span.endOffset > r.origin.span.offset && r.origin.span.endOffset <= database.data().size())
        r.origin.checksum = pgn::checksum64(database.data().substr(r.origin.span.offset, r.origin.span.endOffset - r.origin.span.offset));
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
        out.changedOnDisk = mode == SaveMode::Replace && origin.stamp && pgn::fileStamp(file) != origin.stamp;
        out.error = GameFile::tr("Could not save %1: %2").arg(path, QString::fromStdString(result.message));
        return out;
    }
    out.ok = true;
    out.origin.path = path;
    out.origin.span.offset = offset;
    out.origin.span.endOffset = offset + text.size();
    out.origin.stamp = pgn::fileStamp(file);
    out.origin.checksum = pgn::checksum64(text);
    // Counting means reading the whole file; only an append to a file the game did not come from needs it.
    if (mode == SaveMode::Overwrite)
        out.origin.gamesInFile = 1;
    else if (origin.path == path && origin.gamesInFile > 0)
        out.origin.gamesInFile = origin.gamesInFile + (mode == SaveMode::Append ? 1 : 0);
    else if (const auto written = pgn::Database::open(file))
        out.origin.gamesInFile = written->indexedUpTo(written->data().size(), {})->size();
    return out;
}

} // namespace kibitz::gui
