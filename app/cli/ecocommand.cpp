// kibitz-cli eco: classify openings. With files: writes them back with ECO/Opening/Variation(/SubVariation)
// tags added or replaced and every other byte untouched. With --fen or --moves: prints the classification.
#include "args.h"
#include "commands.h"
#include "linetokens.h"

#include "core/gameline.h"
#include "core/san.h"
#include "eco/classifier.h"
#include "pgn/mappedfile.h"
#include "pgn/reader.h"

#include <deque>
#include <fstream>
#include <iostream>

namespace kibitz::cli {

namespace {

struct GameEco {
    std::uint64_t begin = 0, end = 0;
    eco::EcoNames names;
    bool found = false;
};

// Follows each main line with the classifier and records the game's byte span.
class EcoVisitor : public pgn::Visitor {
public:
    explicit EcoVisitor(const eco::EcoBook& book) : m_classifier(book, eco::EcoMode::PgnExtract), m_book(book) {}

    std::vector<GameEco> games;

    void beginGame(const pgn::GameStart& s) override
    {
        games.push_back({s.where.offset, 0, {}, false});
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
        GameEco& g = games.back();
        g.end = end.endOffset;
        // Games abandoned before their moves (unsupported variant, bad FEN) never reached endTags.
        if (m_started && m_classifier.result().found()) {
            g.names = eco::namesOf(m_book, m_classifier.result());
            g.found = true;
        }
    }

private:
    eco::EcoClassifier m_classifier;
    const eco::EcoBook& m_book;
    bool m_started = false;
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
std::string retag(std::string_view game, const eco::EcoNames& names)
{
    const std::string eol = game.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";
    std::string tags = "[ECO \"" + escapeTag(names.code) + "\"]" + eol;
    if (!names.opening.empty())
        tags += "[Opening \"" + escapeTag(names.opening) + "\"]" + eol;
    if (!names.variation.empty())
        tags += "[Variation \"" + escapeTag(names.variation) + "\"]" + eol;
    if (!names.subVariation.empty())
        tags += "[SubVariation \"" + escapeTag(names.subVariation) + "\"]" + eol;

    std::string out;
    std::size_t pos = 0;
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
        if (afterLastTag == std::string::npos) // no tag section: start one
            return tags + eol + std::string(game);
        out.insert(afterLastTag, tags);
    }
    out += game.substr(pos);
    return out;
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
    if (const auto bad = args.unknown({"fen", "moves", "o", "output", "mode"}); !bad.empty())
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
        for (const std::string& token : moveTokens(args.value("moves").value_or(""))) {
            const SanResult sr = parseSan(line.position(), token, SanMode::Lenient);
            if (!sr.ok()) {
                std::cerr << "error: " << describe(sr, token, line.position()) << "\n";
                return 2;
            }
            line.push(sr.move);
        }
        const eco::EcoMode mode = modeName == "pgn-extract" || (modeName.empty() && args.has("moves")) ? eco::EcoMode::PgnExtract
                                                                                                        : eco::EcoMode::Position;
        return printClassification(line.position(), line.moves(), start, mode);
    }

    if (args.positionals().empty())
        return usageError("eco", "give PGN files, --fen FEN or --moves \"1.d4 Nf6 ...\"");
    std::ofstream file;
    std::ostream* out = &std::cout;
    if (const auto o = args.value("o") ? args.value("o") : args.value("output")) {
        file.open(*o, std::ios::binary | std::ios::trunc);
        if (!file) {
            std::cerr << *o << ": cannot write\n";
            return 2;
        }
        out = &file;
    }
    int status = 0;
    for (const std::string& path : args.positionals()) {
        pgn::MappedFile in;
        if (const std::string err = in.open(path); !err.empty()) {
            std::cerr << path << ": cannot open: " << err << "\n";
            status = 2;
            continue;
        }
        EcoVisitor visitor(eco::EcoBook::builtin());
        pgn::readPgn(in.data(), visitor);
        std::uint64_t copied = 0;
        for (const GameEco& g : visitor.games) {
            out->write(in.data().data() + copied, std::streamsize(g.begin - copied)); // bytes between games
            const std::string_view text = in.data().substr(g.begin, g.end - g.begin);
            if (g.found)
                *out << retag(text, g.names);
            else
                out->write(text.data(), std::streamsize(text.size()));
            copied = g.end;
        }
        out->write(in.data().data() + copied, std::streamsize(in.size() - copied));
    }
    out->flush();
    if (!*out) {
        std::cerr << "eco: write error\n";
        return 2;
    }
    return status;
}

} // namespace kibitz::cli
