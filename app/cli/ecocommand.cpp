// kibitz-cli eco: classify openings. With files: writes them back with ECO/Opening/Variation(/SubVariation)
// tags added or replaced and every other byte untouched. With --fen or --moves: prints the classification.
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "dbopen.h"
#include "linetokens.h"

#include "core/gameline.h"
#include "core/san.h"
#include "eco/classifier.h"
#include "pgn/chunks.h"
#include "pgn/database.h"
#include "pgn/reader.h"

#include <algorithm>
#include <deque>
#include <iostream>
#include <thread>

namespace kibitz::cli {

namespace {

// Follows each main line with the classifier and writes its chunk of the file to a buffer: the bytes between
// games and unclassified games unchanged, classified games retagged. Several run side by side on the chunks of a
// window of the file; the buffers are then written in order.
class EcoVisitor : public pgn::Visitor {
public:
    // `out` is cleared and then holds the chunk's output; reusing it across windows saves fresh pages.
    EcoVisitor(const eco::EcoBook& book, std::string_view data, pgn::Chunk chunk, std::string& out)
        : m_classifier(book, eco::EcoMode::PgnExtract),
          m_book(book),
          m_data(data),
          m_chunk(chunk),
          m_copied(chunk.begin),
          m_out(out)
    {
        m_out.clear();
    }

    void beginGame(const pgn::GameStart& s) override
    {
        m_begin = s.where.offset;
        m_started = false;
    }
    Action endTags(const Position& start) override
    {
        m_classifier.reset(start);
        m_started = true;
        return Action::Continue;
    }
    Action board(const Position& after) override
    {
        m_classifier.update(after);
        // Nothing can match past the longest line (+6 plies): the rest of the game is not needed for tagging
        // (the bytes are copied through unchanged), so the reader may skip it.
        return after.gamePly() > m_book.maxPlies() + 8 ? Action::Skip : Action::Continue;
    }
    Action beginVariation() override { return Action::Skip; } // the main line alone decides
    void endGame(const pgn::GameEnd& end) override
    {
        m_out.append(m_data.substr(m_copied, m_begin - m_copied)); // bytes between games
        const std::string_view text = m_data.substr(m_begin, end.endOffset - m_begin);
        // Games abandoned before their moves (unsupported variant, bad FEN) never reached endTags.
        if (m_started && m_classifier.result().found())
            retag(text, eco::namesOf(m_book, m_classifier.result()), m_out);
        else
            m_out.append(text);
        m_copied = end.endOffset;
    }
    // The chunk's text after its last game; then output() is the whole chunk.
    void finish() { m_out.append(m_data.substr(m_copied, m_chunk.end - m_copied)); }
    const std::string& output() const { return m_out; }

private:
    static void retag(std::string_view game, const eco::EcoNames& names, std::string& out);

    eco::EcoClassifier m_classifier;
    const eco::EcoBook& m_book;
    std::string_view m_data;
    pgn::Chunk m_chunk;
    std::uint64_t m_begin = 0, m_copied = 0;
    bool m_started = false;
    std::string& m_out;
};

std::string escapeTag(std::string_view v)
{
    std::string out;
    for (const char c : v) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

bool isEcoTagLine(std::string_view line)
{
    std::size_t i = 0;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    if (i >= line.size() || line[i] != '[')
        return false;
    for (const std::string_view name : {"ECO", "Opening", "Variation", "SubVariation"}) {
        const std::string_view rest = line.substr(i + 1);
        if (rest.substr(0, name.size()) == name && rest.size() > name.size() && (rest[name.size()] == ' ' || rest[name.size()] == '\t'))
            return rest.find(']') == rest.rfind(']'); // one tag on the line: safe to drop the whole line
    }
    return false;
}

// The game text with its classification tags replaced: old ECO/Opening/Variation/SubVariation lines go, the new
// ones stand where the first old one stood, else after the last tag line. Line ends follow the game's own.
void EcoVisitor::retag(std::string_view game, const eco::EcoNames& names, std::string& out)
{
    const std::string eol = game.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";
    std::string tags = "[ECO \"" + escapeTag(names.code) + "\"]" + eol;
    if (!names.opening.empty())
        tags += "[Opening \"" + escapeTag(names.opening) + "\"]" + eol;
    if (!names.variation.empty())
        tags += "[Variation \"" + escapeTag(names.variation) + "\"]" + eol;
    if (!names.subVariation.empty())
        tags += "[SubVariation \"" + escapeTag(names.subVariation) + "\"]" + eol;

    std::size_t pos = 0; // appends to what `out` holds already
    bool inserted = false;
    std::size_t afterLastTag = std::string::npos; // where to insert if no old classification tag exists
    while (pos < game.size()) {
        std::size_t eolPos = game.find('\n', pos);
        const std::size_t next = eolPos == std::string_view::npos ? game.size() : eolPos + 1;
        const std::string_view line = game.substr(pos, next - pos);
        std::string_view content = line;
        while (!content.empty() && (content.back() == '\n' || content.back() == '\r'))
            content.remove_suffix(1);
        const std::size_t first = content.find_first_not_of(" \t");
        if (first == std::string_view::npos || content[first] != '[')
            break; // end of the tag section
        if (isEcoTagLine(content)) {
            if (!inserted)
                out += tags;
            inserted = true;
        } else {
            out += line;
        }
        pos = next;
        afterLastTag = out.size();
    }
    if (!inserted) {
        if (afterLastTag == std::string::npos) { // no tag section: start one
            out.append(tags).append(eol).append(game);
            return;
        }
        out.insert(afterLastTag, tags);
    }
    out += game.substr(pos);
}

int printClassification(const Position& pos, const std::vector<Move>& moves, const Position& start, eco::EcoMode mode)
{
    const eco::EcoBook& book = eco::EcoBook::builtin();
    const eco::EcoResult r = moves.empty() && mode == eco::EcoMode::Position ? eco::EcoResult{book.lookup(pos), 0}
                                                                             : eco::classify(book, start, moves, mode);
    if (!r.found()) {
        std::cout << "ECO: (none)\n";
        return 1;
    }
    const eco::EcoNames n = eco::namesOf(book, r);
    std::cout << "ECO: " << n.code << "\nOpening: " << n.opening << "\n";
    if (!n.variation.empty())
        std::cout << "Variation: " << n.variation << "\n";
    if (!n.subVariation.empty())
        std::cout << "SubVariation: " << n.subVariation << "\n";
    std::cout << "Ply: " << r.ply << std::endl;
    return 0;
}

} // namespace

int ecoCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("eco", args.error());
    if (const auto bad = args.unknown({"fen", "moves", "o", "output", "mode", "threads"}); !bad.empty())
        return usageError("eco", "unknown option " + bad.front());
    const std::string modeName = args.value("mode").value_or("");
    if (!modeName.empty() && modeName != "position" && modeName != "pgn-extract")
        return usageError("eco", "--mode must be position or pgn-extract");

    if (args.has("fen") || args.has("moves")) {
        GameLine line;
        if (const auto fen = args.value("fen")) {
            const FenResult r = line.reset(*fen, FenMode::Lenient);
            if (!r.ok()) {
                std::cerr << "error: invalid FEN: " << describe(r.error) << "\n";
                return 2;
            }
        }
        Position start;
        StateInfo startState;
        start.copyFrom(line.position(), startState);
        if (!playMoveTokens(line, args.value("moves").value_or("")))
            return 2;
        const eco::EcoMode mode = modeName == "pgn-extract" || (modeName.empty() && args.has("moves")) ? eco::EcoMode::PgnExtract
                                                                                                       : eco::EcoMode::Position;
        return printClassification(line.position(), line.moves(), start, mode);
    }

    if (args.positionals().empty())
        return usageError("eco", "give PGN files, --fen FEN or --moves \"1.d4 Nf6 ...\"");
    long long threads = std::max(1u, std::thread::hardware_concurrency());
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("eco", why);
    // Through a temporary file renamed into place: -o may even name an input file (still mapped, unharmed).
    AtomicOutput out;
    if (const std::string err = out.open(args.value("o").value_or(args.value("output").value_or(""))); !err.empty()) {
        std::cerr << "eco: " << err << "\n";
        return 2;
    }
    const eco::EcoBook& book = eco::EcoBook::builtin();
    for (const std::string& path : args.positionals()) {
        const auto database = openAnyDatabase(path);
        if (!database) {
            return 2; // nothing is committed: an existing output file stays as it was
        }
        // Windows of a few megabytes per thread keep memory bounded whatever the file size, and let the
        // output's write-back overlap the reading of the next window.
        const std::string_view all = database->data();
        const std::size_t window = (std::size_t(4) << 20) * std::size_t(threads);
        std::vector<std::string> buffers(static_cast<std::size_t>(threads));
        for (const pgn::Chunk& w : pgn::splitAtGames(all, int(all.size() / window + 1))) {
            const std::string_view part = all.substr(w.begin, w.end - w.begin);
            const std::vector<pgn::Chunk> chunks = pgn::splitAtGames(part, int(threads));
            std::deque<EcoVisitor> visitors;
            pgn::readChunks(
                part, chunks,
                [&](int i, int) -> pgn::Visitor& {
                    return visitors.emplace_back(book, part, chunks[std::size_t(i)], buffers[std::size_t(i)]);
                },
                [](int, std::uint64_t, std::uint32_t) {});
            for (EcoVisitor& v : visitors) {
                v.finish();
                out.write(v.output());
            }
        }
    }
    if (const std::string err = out.commit(); !err.empty()) {
        std::cerr << "eco: " << err << "\n";
        return 2;
    }
    return 0;
}

} // namespace kibitz::cli
