// kibitz-cli bench scid: what reading a SCID database costs. Opening (the index and names, and the header index the
// game list shows), decoding every game (moves replayed and checked, events counted), and decoding every game to PGN
// text (what opening converts), with one thread and with N. Nothing is written.
#include "commands.h"
#include "stopwatch.h"

#include "formats/foreigndatabase.h"
#include "formats/orderedchunks.h"
#include "pgn/visitor.h"

#include <chrono>
#include <iostream>

namespace kibitz::cli {

namespace {

struct Totals {
    std::uint64_t plies = 0, bytes = 0, damaged = 0;
};

// Every game decoded on `threads` workers, as events (text: false) or as PGN text.
Totals decodeAll(const formats::ForeignDatabase& db, int threads, bool text)
{
    std::vector<std::unique_ptr<formats::ForeignReader>> readers;
    readers.resize(std::size_t(threads));
    Totals total;
    formats::runOrderedChunks<Totals>(
        db.size(), 512, threads, nullptr,
        [&](int worker, std::size_t first, std::size_t last, Totals& out) {
            auto& reader = readers[std::size_t(worker)];
            if (!reader)
                reader = db.reader();
            PlyCounter counter;
            std::string pgn;
            for (std::size_t g = first; g < last; ++g) {
                pgn.clear();
                out.damaged += !(text ? reader->appendPgn(g, pgn) : reader->readGame(g, counter)).empty();
                out.bytes += pgn.size();
            }
            out.plies += counter.plies;
        },
        [&](std::size_t, std::size_t, Totals& in) {
            total.plies += in.plies;
            total.bytes += in.bytes;
            total.damaged += in.damaged;
            return true;
        });
    return total;
}

} // namespace

int benchScid(const std::string& path, int threads)
{
    auto t = Clock::now();
    std::string error;
    const auto db = formats::openForeign(path, &error);
    if (!db) {
        std::cerr << path << ": cannot open: " << (error.empty() ? std::string("not a SCID database") : error) << "\n";
        return 2;
    }
    const auto headers = db->headerIndex();
    const double openMs = msSince(t);
    std::uint64_t bytes = 0;
    for (const auto& [file, stamp] : db->files())
        bytes += stamp.size;
    std::cout << "file=" << path << " games=" << db->size() << " bytes=" << bytes
              << " bytes_per_game=" << (db->size() ? double(bytes) / double(db->size()) : 0.0) << "\n";
    std::cout << "open time_ms=" << openMs << " games_listed=" << (headers ? headers->size() : 0) << "\n";
    for (const bool text : {false, true})
        for (const int n : {1, threads}) {
            t = Clock::now();
            const Totals total = decodeAll(*db, n, text);
            std::cout << (text ? "text" : "decode") << " threads=" << n << " time_ms=" << msSince(t)
                      << (text ? " pgn_bytes=" + std::to_string(total.bytes) : " plies=" + std::to_string(total.plies))
                      << " damaged=" << total.damaged << "\n";
            if (threads == 1)
                break;
        }
    return 0;
}

} // namespace kibitz::cli
