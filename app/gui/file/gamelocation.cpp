#include "gamelocation.h"

#include "database/cachedamage.h"

#include "pgn/checksum.h"
#include "pgn/database.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <limits>

namespace kibitz::gui {

namespace {

struct GameLocation {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::GameLocation)
};

bool sameFile(const pgn::Database& database, const GameOrigin& origin)
{
    return !origin.path.isEmpty() && !database.path().empty()
        && QFileInfo(QFile::decodeName(QByteArray::fromStdString(database.path()))) == QFileInfo(origin.path);
}

std::optional<std::size_t> originGame(const pgn::Database& database, const GameOrigin& origin)
{
    if (!sameFile(database, origin) || origin.span.endOffset <= origin.span.offset || database.size() == 0)
        return std::nullopt;
    // Entries are in file order: the last one starting at or before the origin's first byte.
    const pgn::GameIndex& index = database.index();
    std::size_t low = 0, high = index.size();
    while (high - low > 1) {
        const std::size_t mid = (low + high) / 2;
        (index.entry(mid).offset <= origin.span.offset ? low : high) = mid;
    }
    const pgn::IndexEntry& e = index.entry(low);
    if (e.offset > origin.span.offset || origin.span.offset >= e.offset + e.length)
        return std::nullopt;
    return low;
}

std::optional<std::size_t> matchingGame(const pgn::Database& database, const GameOrigin& origin)
{
    if (!sameFile(database, origin) || origin.checksum == 0 || origin.span.endOffset <= origin.span.offset)
        return std::nullopt;
    const std::uint64_t length = origin.span.endOffset - origin.span.offset;
    const std::string_view data = database.data();
    std::optional<std::size_t> best;
    std::uint64_t bestDistance = std::numeric_limits<std::uint64_t>::max();
    for (std::size_t i = 0; i < database.size(); ++i) {
        const pgn::IndexEntry& e = database.index().entry(i);
        // A game's span starts where its index entry does and ends at its last token, before blank lines.
        if (e.length < length || e.offset + length > data.size())
            continue;
        if (pgn::checksum64(data.substr(e.offset, length)) != origin.checksum)
            continue;
        const std::uint64_t distance = e.offset > origin.span.offset ? e.offset - origin.span.offset : origin.span.offset - e.offset;
        if (distance < bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace

// A game in a damaged part of the header index is not found (CacheDamage): the database is indexed again.
std::optional<std::size_t> gameOfOrigin(const pgn::Database& database, const GameOrigin& origin)
{
    return CacheDamage::guard([&] { return originGame(database, origin); }, std::optional<std::size_t>());
}

std::optional<std::size_t> findOriginGame(const pgn::Database& database, const GameOrigin& origin)
{
    return CacheDamage::guard([&] { return matchingGame(database, origin); }, std::optional<std::size_t>());
}

GameOrigin originOf(const pgn::Database& database, std::size_t index, std::uint64_t spanLength)
{
    GameOrigin origin;
    origin.path = QFile::decodeName(QByteArray::fromStdString(database.path()));
    const pgn::IndexEntry& e = database.index().entry(index);
    origin.span.offset = e.offset;
    origin.span.endOffset = e.offset + std::min<std::uint64_t>(spanLength, e.length);
    origin.span.gameNumber = index + 1;
    origin.stamp = database.stamp();
    origin.gamesInFile = database.size();
    origin.checksum = pgn::checksum64(database.data().substr(origin.span.offset, origin.span.endOffset - origin.span.offset));
    return origin;
}

SaveOutcome replaceFoundGame(const pgn::Game& game, const GameOrigin& origin, bool* gone)
{
    *gone = false;
    std::string why;
    const auto opened = pgn::Database::open(QFile::encodeName(origin.path).toStdString(), &why);
    if (!opened) {
        SaveOutcome out;
        out.error = GameLocation::tr("Could not save %1: %2").arg(origin.path, QString::fromStdString(why));
        return out;
    }
    pgn::Database::IndexOptions options;
    options.threads = 1;
    const auto database = opened->indexedUpTo(opened->data().size(), options);
    const std::optional<std::size_t> found = findOriginGame(*database, origin);
    if (!found) {
        *gone = true;
        return {};
    }
    // The stamp of the bytes just read: a change after this moment is refused again, not overwritten.
    return saveGame(game, origin.path, SaveMode::Replace, originOf(*database, *found, origin.span.endOffset - origin.span.offset));
}

} // namespace kibitz::gui
