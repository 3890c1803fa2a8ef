// libFuzzer target: what a download decodes itself from the services (app/download): the input is given whole to
// chess.com's archives-list reader and to the Retry-After reader, and read as a received PGN text: split into games,
// each one's address, time, speed class, same-game key and completeness. None may crash; the archives' months must be
// real months, sorted, without repeats; a wait is never negative; the games split off lie inside the input, in order,
// without overlap.
#include "download/gametext.h"
#include "download/replytext.h"

#include <QByteArray>
#include <QDateTime>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace kibitz::download;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_download: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const ArchiveList list = parseArchives(bytes);
    for (std::size_t i = 0; i < list.months.size(); ++i) {
        const ArchiveMonth& m = list.months[i];
        if (m.month < 1 || m.month > 12 || m.year < 1970 || m.year > 9999)
            fail("an archive month that is not a month");
        if (i && !(list.months[i - 1] < m))
            fail("archive months not sorted or repeated");
    }
    if (!list.error.isEmpty() && !list.months.empty())
        fail("months kept from a reply that is not an archives list");
    if (const auto wait = parseRetryAfter(bytes.left(200), QDateTime(QDate(2024, 5, 1), QTime(12, 0), Qt::UTC)); wait && *wait < 0)
        fail("a negative wait");

    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const SplitGames split = splitGames(text);
    const char* end = text.data();
    for (const std::string_view game : split.games) {
        if (game.data() < end || game.data() + game.size() > text.data() + text.size())
            fail("a game outside the input or overlapping the one before");
        end = game.data() + game.size();
        (void)gameUrl(game);
        (void)isFromSite(game, Site::Lichess);
        (void)gameTimeMs(game, Site::ChessCom);
        (void)chessComSpeed(tagValue(game, "TimeControl"));
        (void)sameGameKey(game);
        if (isCompleteGame(game) && game.find_first_not_of(" \t\r\n") == std::string_view::npos)
            fail("a blank game taken for complete");
    }
    return 0;
}
