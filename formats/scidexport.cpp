// Games to SCID: encoded in parallel chunks, added in order.
#include "scidexport.h"

#include "orderedchunks.h"

#include "scid/writer.h"

#include <thread>

namespace kibitz::formats {

namespace {

constexpr std::size_t ChunkGames = 256;

struct Chunk {
    std::vector<scid::EncodedGame> games;
};

} // namespace

std::string describe(const ScidNote& note, const std::vector<GameSelection>& sources)
{
    const std::string& label = note.source < sources.size() ? sources[note.source].label : std::string();
    return (label.empty() ? std::string() : label + ": ") + "game " + std::to_string(note.game + 1) + ": " + note.what;
}

ScidWriteReport writeScid(const std::vector<GameSelection>& sources, const std::string& path, const ScidWriteOptions& options)
{
    ScidWriteReport report;
    // One list of (source, game) in output order.
    std::vector<std::pair<std::uint32_t, std::size_t>> order;
    for (std::uint32_t s = 0; s < sources.size(); ++s) {
        const GameSelection& sel = sources[s];
        if (sel.games.empty())
            for (std::size_t g = 0; g < sel.database->size(); ++g)
                order.emplace_back(s, g);
        else
            for (const std::size_t g : sel.games)
                order.emplace_back(s, g);
    }
    scid::ScidWriter writer;
    if (pgn::SaveResult r = writer.open(path); !r) {
        report.error = r.message;
        return report;
    }
    const int threads = options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    std::string full;
    const bool finished = runOrderedChunks<Chunk>(
        order.size(), ChunkGames, threads, options.cancel,
        [&](int, std::size_t first, std::size_t last, Chunk& out) {
            out.games.resize(last - first);
            for (std::size_t i = first; i < last; ++i) {
                const auto [s, g] = order[i];
                std::optional<pgn::Game> game = sources[s].database->game(g);
                if (!game) {
                    out.games[i - first].refused = true;
                    out.games[i - first].changes = {"it could not be read"};
                    continue;
                }
                scid::encodeGame(*game, out.games[i - first]);
            }
        },
        [&](std::size_t first, std::size_t last, Chunk& in) {
            for (std::size_t i = first; i < last; ++i) {
                const scid::EncodedGame& e = in.games[i - first];
                const auto [s, g] = order[i];
                if (!e.refused && !writer.add(e, &full)) {
                    report.error = full;
                    return false;
                }
                for (std::size_t k = 0; k < e.changes.size(); ++k)
                    report.notes.push_back({s, g, e.refused && k == 0, e.changes[k]});
                e.refused ? ++report.refused : ++report.written;
                report.changed += !e.refused && !e.changes.empty();
            }
            if (options.progress)
                options.progress(last, order.size());
            return true;
        });
    if (!finished) {
        report.cancelled = report.error.empty();
        return report; // the writer's temporary files go with it; nothing at `path` changed
    }
    if (pgn::SaveResult r = writer.commit(); !r)
        report.error = r.message;
    return report;
}

} // namespace kibitz::formats
