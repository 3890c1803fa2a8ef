// kibitz-cli bench chessbase: what reading a ChessBase database costs. Opening (the files checked and the header index
// the game list shows), then every game decoded (moves replayed and checked, variations, annotations) `repeat` times
// on one thread, as visitor events and as PGN text: games decoded per second. The test databases are small, hence the
// repeats. Nothing is written.
#include "commands.h"
#include "stopwatch.h"

#include "formats/chessbasesource.h"
#include "pgn/visitor.h"

#include <chrono>
#include <iostream>

namespace kibitz::cli {

namespace {

} // namespace

int benchChessBase(const std::string& path, int repeat)
{
    auto t = Clock::now();
    std::string error;
    const auto db = formats::openChessBase(path, &error);
    if (!db) {
        std::cerr << path << ": cannot open: " << error << "\n";
        return 2;
    }
    const auto headers = db->headerIndex();
    const double openMs = msSince(t);
    std::uint64_t bytes = 0;
    for (const auto& [file, stamp] : db->files())
        bytes += stamp.size;
    std::cout << "file=" << path << " games=" << db->size() << " bytes=" << bytes << "\n";
    std::cout << "open time_ms=" << openMs << " games_listed=" << (headers ? headers->size() : 0) << "\n";
    const auto reader = db->reader();
    for (const bool text : {false, true}) {
        PlyCounter counter;
        std::uint64_t games = 0, damaged = 0, pgnBytes = 0;
        std::string pgn;
        t = Clock::now();
        for (int r = 0; r < repeat; ++r)
            for (std::size_t g = 0; g < db->size(); ++g, ++games) {
                pgn.clear();
                // A game with skipped annotations counts as read: only its moves matter here.
                damaged += !(text ? reader->appendPgn(g, pgn) : reader->readGame(g, counter)).empty();
                pgnBytes += pgn.size();
            }
        const double ms = msSince(t);
        std::cout << (text ? "text" : "decode") << " repeat=" << repeat << " games=" << games << " time_ms=" << ms
                  << " games_per_s=" << (ms > 0 ? double(games) * 1000.0 / ms : 0.0)
                  << (text ? " pgn_bytes=" + std::to_string(pgnBytes) : " plies=" + std::to_string(counter.plies))
                  << " with_problems=" << damaged << "\n";
    }
    return 0;
}

} // namespace kibitz::cli
