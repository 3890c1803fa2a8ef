// Repertoire: reading a file into chapters, settling the side, and the cards.
#include "repertoire.h"

#include "pgn/gamebuilder.h"
#include "pgn/reader.h"
#include "pgn/textfold.h"

#include <fstream>
#include <sstream>

namespace kibitz::training {

namespace {

std::string baseName(const std::string& path)
{
    const std::size_t slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string chapterName(const pgn::Game& game, std::size_t index)
{
    const std::string_view event = game.tag("Event");
    return event.empty() || event == "?" ? "Chapter " + std::to_string(index + 1) : std::string(event);
}

} // namespace

std::string_view sideName(Color c) { return c == White ? "white" : "black"; }

RepertoireLine mainLine(const pgn::Game& game)
{
    RepertoireLine line;
    line.startFen = game.startFen();
    line.chess960 = game.isChess960();
    for (const pgn::NodeId id : game.mainline()) {
        if (game.move(id) == Move::null())
            break;
        line.moves.push_back(game.move(id));
    }
    return line;
}

Repertoire::Opened Repertoire::open(const std::string& path)
{
    // The stamp is taken before reading and checked after, so a file changed meanwhile is read again.
    for (int attempt = 0; attempt < 3; ++attempt) {
        const std::optional<pgn::FileStamp> before = pgn::fileStamp(path);
        std::ifstream in(path, std::ios::binary);
        if (!before || !in)
            return {nullptr, "cannot read '" + path + "': " + (before ? "cannot open it" : "no such file")};
        std::ostringstream bytes;
        bytes << in.rdbuf();
        if (in.bad())
            return {nullptr, "cannot read '" + path + "'"};
        if (pgn::fileStamp(path) != before)
            continue;
        auto r = read(bytes.str(), path, baseName(path));
        std::const_pointer_cast<Repertoire>(r)->m_stamp = before;
        return {r, {}};
    }
    return {nullptr, "'" + path + "' keeps changing while it is read"};
}

RepertoirePtr Repertoire::fromText(std::string text, std::string fileName) { return read(std::move(text), {}, std::move(fileName)); }

RepertoirePtr Repertoire::create(Color side)
{
    auto r = std::shared_ptr<Repertoire>(new Repertoire);
    r->m_text = std::make_shared<const std::string>();
    r->m_side = side;
    r->m_sideSource = SideSource::Caller;
    r->m_sideEdited = true;
    r->finish();
    return r;
}

RepertoirePtr Repertoire::read(std::string text, std::string path, std::string fileName)
{
    auto r = std::shared_ptr<Repertoire>(new Repertoire);
    r->m_path = std::move(path);
    r->m_fileName = fileName.empty() ? std::string("repertoire") : std::move(fileName);
    r->m_text = std::make_shared<const std::string>(std::move(text));
    std::vector<pgn::Game> games = pgn::readGames(*r->m_text);
    for (std::size_t i = 0; i < games.size(); ++i) {
        pgn::Game& g = games[i];
        Chapter c;
        c.offset = g.source().offset;
        c.length = g.source().endOffset - g.source().offset;
        c.inFile = true;
        c.readOnly = !g.errors().empty() || g.skipped();
        c.name = chapterName(g, i);
        for (const pgn::Error& e : g.errors())
            r->m_messages.push_back(pgn::formatError(e, r->m_fileName));
        if (g.skipped())
            r->m_messages.push_back(r->m_fileName + ": chapter " + std::to_string(i + 1) + " (" + c.name
                                    + ") is not read as a repertoire (no playable start position); it is kept as it is");
        else if (c.readOnly)
            r->m_messages.push_back(r->m_fileName + ": chapter " + std::to_string(i + 1) + " (" + c.name
                                    + ") is used up to its first error and kept as it is (fix it in a text editor to edit it here)");
        c.game = std::make_shared<const pgn::Game>(std::move(g));
        r->m_chapters.push_back(std::move(c));
    }
    r->finish();
    // The side: the chapters' Orientation tags (the majority when they disagree), else the file name, else the tree.
    int tagged[2] = {0, 0};
    for (const Chapter& c : r->m_chapters) {
        const std::string v = pgn::foldText(c.game->tag("Orientation"));
        tagged[White] += v == "white";
        tagged[Black] += v == "black";
    }
    const std::string name = pgn::foldText(r->m_fileName);
    const bool saysWhite = name.find("white") != std::string::npos, saysBlack = name.find("black") != std::string::npos;
    int branching[2] = {0, 0};
    for (const GraphNode& n : r->m_graph.nodes())
        branching[n.sideToMove] += n.moves.size() >= 2;
    if (tagged[White] || tagged[Black]) {
        r->m_side = tagged[Black] > tagged[White] ? Black : White;
        r->m_sideSource = SideSource::Tag;
        if (tagged[White] && tagged[Black])
            r->m_messages.push_back(r->m_fileName + ": the chapters' Orientation tags disagree (" + std::to_string(tagged[White])
                                    + " white, " + std::to_string(tagged[Black]) + " black); the repertoire is read for "
                                    + std::string(sideName(r->m_side)));
    } else if (saysWhite != saysBlack) {
        r->m_side = saysWhite ? White : Black;
        r->m_sideSource = SideSource::FileName;
    } else if (branching[White] != branching[Black]) {
        r->m_side = branching[White] < branching[Black] ? White : Black; // the opponent's replies branch
        r->m_sideSource = SideSource::Branching;
    }
    r->m_modified = false;
    return r;
}

void Repertoire::finish()
{
    std::vector<const pgn::Game*> games;
    for (const Chapter& c : m_chapters)
        games.push_back(c.game->skipped() ? nullptr : c.game.get());
    m_graph = RepertoireGraph::build(games);
}

bool Repertoire::isCard(NodeIndex i) const
{
    return i < m_graph.size() && m_graph.node(i).sideToMove == m_side && !m_graph.node(i).moves.empty();
}

std::vector<NodeIndex> Repertoire::cards() const
{
    std::vector<NodeIndex> out;
    for (NodeIndex i = 0; i < m_graph.size(); ++i)
        if (isCard(i))
            out.push_back(i);
    return out;
}

} // namespace kibitz::training
