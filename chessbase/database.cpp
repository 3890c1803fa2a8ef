// Opening a ChessBase database (every file checked before it is trusted) and reading its games.
#include "database.h"

#include "bytes.h"

#include <filesystem>

namespace kibitz::chessbase {

namespace {

enum FileIndex { Cbh, Cbg, Cba, Cbp, Cbt, Cbc, Cbs, Cbe, Cbj };

bool endsWith(const std::string& s, std::string_view suffix)
{
    if (s.size() < suffix.size())
        return false;
    for (std::size_t i = 0; i < suffix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[s.size() - suffix.size() + i])) != suffix[i])
            return false;
    return true;
}

// The size of a .cbg/.cba file's own header (its first two bytes: 26, or 10 in old databases).
std::size_t fileHeaderSize(std::string_view bytes) { return bytes.size() < 2 ? 0 : bigEndian(bytes, 0, 2); }

} // namespace

std::string ChessBaseDatabase::basePath(const std::string& path)
{
    for (const char* ext : Extensions)
        if (endsWith(path, ext))
            return path.substr(0, path.size() - 4);
    return path;
}

bool ChessBaseDatabase::isChessBasePath(const std::string& path)
{
    if (endsWith(path, ".cbh"))
        return true;
    std::error_code ec;
    return !endsWith(path, ".pgn") && std::filesystem::is_regular_file(path + ".cbh", ec);
}

std::unique_ptr<ChessBaseDatabase> ChessBaseDatabase::open(const std::string& path, std::string* error)
{
    std::unique_ptr<ChessBaseDatabase> db(new ChessBaseDatabase);
    db->m_base = basePath(path);
    for (int i = 0; i < FileCount; ++i) {
        const std::string file = db->m_base + Extensions[i];
        std::error_code ec;
        if (i >= Cba && !std::filesystem::exists(file, ec)) {
            // A database without annotations may have no .cba, an old one no .cbe or .cbj; missing names are a problem.
            if (i < Cbe && i != Cba)
                db->m_problems.push_back({Problem::NoGame, "no " + std::string(Extensions[i] + 1) + " file: its names read \"?\""});
            continue;
        }
        if (std::string why = db->m_mapped[i].open(file); !why.empty()) {
            if (i <= Cbg) {
                if (error)
                    *error = file + ": " + why;
                return nullptr;
            }
            db->m_problems.push_back({Problem::NoGame, file + ": " + why});
            continue;
        }
        db->m_bytes[i] = db->m_mapped[i].data();
        db->m_files.push_back({file, pgn::FileStamp{db->m_mapped[i].size(), db->m_mapped[i].modifiedNs()}});
    }
    if (!db->check(error).empty())
        return nullptr;
    return db;
}

std::unique_ptr<ChessBaseDatabase> ChessBaseDatabase::fromBytes(std::vector<std::string> files, std::string* error)
{
    std::unique_ptr<ChessBaseDatabase> db(new ChessBaseDatabase);
    files.resize(FileCount);
    db->m_owned = std::move(files);
    for (int i = 0; i < FileCount; ++i)
        db->m_bytes[i] = db->m_owned[std::size_t(i)];
    if (!db->check(error).empty())
        return nullptr;
    return db;
}

std::string ChessBaseDatabase::check(std::string* error)
{
    const auto fatal = [&](std::string why) {
        if (error)
            *error = why;
        return why;
    };
    const std::string_view cbh = m_bytes[Cbh];
    if (cbh.size() < CbhRecordSize)
        return fatal("the game index (.cbh) is cut short: " + std::to_string(cbh.size()) + " bytes");
    if (bigEndian(cbh, 3, 2) != CbhRecordSize)
        return fatal("the game index (.cbh) has records of " + std::to_string(bigEndian(cbh, 3, 2)) + " bytes, not 46");
    m_records = cbh.size() / CbhRecordSize - 1;
    if (cbh.size() % CbhRecordSize)
        m_problems.push_back(
            {Problem::NoGame,
             "the game index (.cbh) ends with part of a record (" + std::to_string(cbh.size() % CbhRecordSize) + " bytes), left out"});
    if (const std::uint32_t next = bigEndian(cbh, 6, 4); next != m_records + 1)
        m_problems.push_back({Problem::NoGame,
                              "the game index (.cbh) says it holds " + std::to_string(next ? next - 1 : 0) + " records, but "
                                  + std::to_string(m_records) + " are there; those are read"});
    static constexpr const char* KindNames[] = {"players", "tournaments", "annotators", "sources", "teams"};
    for (int k = 0; k < NameKindCount; ++k) {
        const int file = k == int(NameKind::Team) ? Cbe : Cbp + k;
        if (m_bytes[file].empty())
            continue;
        std::string warning;
        if (std::string why = decodeNameFile(m_bytes[file], NameKind(k), m_names[k], warning); !why.empty())
            m_problems.push_back({Problem::NoGame, std::string("the ") + KindNames[k] + " file cannot be read: " + why});
        else if (!warning.empty())
            m_problems.push_back({Problem::NoGame, std::string("the ") + KindNames[k] + " file is damaged: " + warning});
    }
    if (!m_bytes[Cbj].empty()) {
        if (std::string why = decodeExtendedHeaders(m_bytes[Cbj], m_extended); !why.empty())
            m_problems.push_back({Problem::NoGame, "the extended headers (.cbj) cannot be read, so no teams: " + why});
        else if (m_extended.count < m_records)
            m_problems.push_back({Problem::NoGame,
                                  "the extended headers (.cbj) hold " + std::to_string(m_extended.count) + " of the "
                                      + std::to_string(m_records) + " records; the others have no teams"});
    }
    const std::size_t cbgHeader = fileHeaderSize(m_bytes[Cbg]), cbaHeader = fileHeaderSize(m_bytes[Cba]);
    m_games.reserve(m_records);
    for (std::uint32_t i = 0; i < m_records; ++i) {
        const GameRecord r = decodeGameRecord(cbh.substr((i + 1) * CbhRecordSize, CbhRecordSize));
        if (r.guidingText) {
            ++m_guidingTexts;
            continue;
        }
        const std::size_t game = m_games.size();
        m_games.push_back(i);
        if (r.movesOffset < cbgHeader || std::uint64_t(r.movesOffset) + 4 > m_bytes[Cbg].size())
            m_problems.push_back({game,
                                  "its moves at byte " + std::to_string(r.movesOffset) + " lie outside the moves file (.cbg, "
                                      + std::to_string(m_bytes[Cbg].size()) + " bytes)"});
        if (r.annotationsOffset && (r.annotationsOffset < cbaHeader || std::uint64_t(r.annotationsOffset) + 14 > m_bytes[Cba].size()))
            m_problems.push_back({game,
                                  "its annotations at byte " + std::to_string(r.annotationsOffset)
                                      + " lie outside the annotations file (.cba, " + std::to_string(m_bytes[Cba].size())
                                      + " bytes); read without them"});
        const std::pair<NameKind, std::uint32_t> ids[] = {{NameKind::Player, r.white},
                                                          {NameKind::Player, r.black},
                                                          {NameKind::Tournament, r.tournament},
                                                          {NameKind::Annotator, r.annotator},
                                                          {NameKind::Source, r.source}};
        static constexpr const char* Roles[] = {"White's player", "Black's player", "tournament", "annotator", "source"};
        for (int k = 0; k < 5; ++k)
            if (!m_bytes[Cbp + int(ids[k].first)].empty() && ids[k].second >= m_names[int(ids[k].first)].size())
                m_problems.push_back({game,
                                      std::string("its ") + Roles[k] + " id " + std::to_string(ids[k].second) + " is past the "
                                          + std::to_string(m_names[int(ids[k].first)].size()) + " in its file; it reads \"?\""});
        const auto [whiteTeam, blackTeam] = teamsOf(m_extended, i);
        for (const std::uint32_t team : {whiteTeam, blackTeam})
            if (team != NoTeam && team >= m_names[int(NameKind::Team)].size())
                m_problems.push_back({game,
                                      "its team id " + std::to_string(team) + " is past the "
                                          + std::to_string(m_names[int(NameKind::Team)].size()) + " in the teams file (.cbe); left out"});
    }
    return {};
}

GameRecord ChessBaseDatabase::record(std::size_t game) const
{
    return decodeGameRecord(m_bytes[Cbh].substr((std::size_t(m_games[game]) + 1) * CbhRecordSize, CbhRecordSize));
}

std::string_view ChessBaseDatabase::name(NameKind kind, std::uint32_t id) const
{
    const NameFile& names = m_names[int(kind)];
    return id < names.size() ? std::string_view(names.names[id]) : std::string_view("?");
}

const Tournament* ChessBaseDatabase::tournament(std::uint32_t id) const
{
    const NameFile& names = m_names[int(NameKind::Tournament)];
    return id < names.tournaments.size() ? &names.tournaments[id] : nullptr;
}

std::string ChessBaseDatabase::readGame(std::size_t game, pgn::Visitor& visitor, GameReader& reader) const
{
    const GameRecord r = record(game);
    pgn::GameStart start;
    start.number = game + 1;
    start.where.offset = r.movesOffset;
    visitor.beginGame(start);
    const auto tag = [&](std::string_view name, std::string_view value) { visitor.tag(name, value); };
    const Tournament* t = tournament(r.tournament);
    const auto orUnknown = [](std::string_view s) { return s.empty() ? std::string_view("?") : s; };
    tag("Event", orUnknown(t ? std::string_view(t->title) : std::string_view()));
    tag("Site", orUnknown(t ? std::string_view(t->place) : std::string_view()));
    tag("Date", dateText(r.date));
    tag("Round", roundText(r.round, r.subround));
    tag("White", orUnknown(name(NameKind::Player, r.white)));
    tag("Black", orUnknown(name(NameKind::Player, r.black)));
    const std::string_view result = resultText(r.result);
    tag("Result", result);
    if (r.whiteElo)
        tag("WhiteElo", std::to_string(r.whiteElo));
    if (r.blackElo)
        tag("BlackElo", std::to_string(r.blackElo));
    if (const std::string eco = ecoText(r.eco); !eco.empty())
        tag("ECO", eco);
    if (t && t->date)
        tag("EventDate", dateText(t->date));
    if (t && !tournamentTypeText(t->type).empty())
        tag("EventType", tournamentTypeText(t->type));
    if (const std::string_view a = name(NameKind::Annotator, r.annotator); !a.empty() && a != "?")
        tag("Annotator", a);
    if (const std::string_view s = name(NameKind::Source, r.source); !s.empty() && s != "?")
        tag("Source", s);
    const auto [whiteTeam, blackTeam] = teamsOf(m_extended, m_games[game]);
    const NameFile& teams = m_names[int(NameKind::Team)];
    if (whiteTeam < teams.size() && !teams.names[whiteTeam].empty())
        tag("WhiteTeam", teams.names[whiteTeam]);
    if (blackTeam < teams.size() && !teams.names[blackTeam].empty())
        tag("BlackTeam", teams.names[blackTeam]);

    std::string problem;
    const std::string_view cbg = m_bytes[Cbg];
    const bool movesInside = r.movesOffset >= fileHeaderSize(cbg) && std::uint64_t(r.movesOffset) + 4 <= cbg.size();
    if (movesInside)
        problem = reader.decoder.decode(cbg.substr(r.movesOffset), reader.tree);
    else {
        reader.tree = MoveTree{};
        reader.tree.nodes.assign(1, MoveNode{});
        problem = "its moves lie outside the moves file";
    }
    if (reader.tree.setUp)
        tag("FEN", reader.tree.fen);
    // One state record per ply of the deepest line, sized before the position points into them.
    reader.states.resize(std::max(reader.states.size(), reader.tree.nodes.size() + 1));
    if (!reader.tree.setUp || !reader.pos.setFen(reader.tree.fen, FenMode::Lenient, reader.states[0]).ok())
        reader.pos.setStartPosition(reader.states[0]); // decode() set setUp only for a FEN it could set up

    const GameNotes* notes = nullptr;
    const std::string_view cba = m_bytes[Cba];
    if (r.annotationsOffset && r.annotationsOffset >= fileHeaderSize(cba) && std::uint64_t(r.annotationsOffset) + 14 <= cba.size()) {
        const std::string why = decodeAnnotations(cba.substr(r.annotationsOffset), reader.tree.nodes.size(), reader.notes);
        notes = &reader.notes;
        const std::string skipped = why.empty() ? reader.notes.describeSkipped() : "annotations: " + why;
        if (!skipped.empty())
            problem += (problem.empty() ? "" : "; ") + skipped;
    }

    pgn::GameEnd end;
    end.endOffset = r.movesOffset + reader.decoder.length();
    if (visitor.endTags(reader.pos) == pgn::Visitor::Action::Skip)
        end.skipped = true;
    else
        writeMoves(reader.tree, notes, visitor, reader);
    visitor.result(result);
    visitor.endGame(end);
    return problem;
}

void ChessBaseDatabase::writeMoves(const MoveTree& tree, const GameNotes* notes, pgn::Visitor& visitor, GameReader& reader) const
{
    // PGN order: a move, its NAGs and comment, then the variations that replace it, then the line goes on. The main
    // line is walked in a loop; only variations recurse, and decode() bounds their nesting.
    Position& pos = reader.pos;
    std::vector<StateInfo>& states = reader.states;
    const auto nodeNotes = [&](std::int32_t node) -> const NodeNotes* {
        return notes && std::size_t(node) < notes->nodes.size() && !notes->nodes[std::size_t(node)].empty()
            ? &notes->nodes[std::size_t(node)]
            : nullptr;
    };
    bool stopped = false;
    // A move played again without telling the visitor (after its variations were written).
    const auto redo = [&](std::int32_t node, std::size_t depth) {
        const Move m = tree.nodes[std::size_t(node)].move;
        if (m == Move::null())
            pos.doNullMove(states[depth]);
        else
            pos.doMove(m, states[depth]);
    };
    const auto play = [&](std::int32_t node, std::size_t depth) {
        const MoveNode& n = tree.nodes[std::size_t(node)];
        const NodeNotes* nn = nodeNotes(node);
        if (nn && !nn->before.empty())
            visitor.comment(nn->before);
        visitor.move(pos, n.move, {});
        redo(node, depth);
        if (visitor.board(pos) == pgn::Visitor::Action::Skip)
            stopped = true;
        if (nn && !stopped) {
            for (const std::uint8_t nag : nn->nags)
                visitor.nag(nag);
            if (!nn->after.empty())
                visitor.comment(nn->after);
        }
    };
    const auto undo = [&](std::int32_t node) {
        const Move m = tree.nodes[std::size_t(node)].move;
        if (m == Move::null())
            pos.undoNullMove();
        else
            pos.undoMove(m);
    };
    if (const NodeNotes* nn = nodeNotes(0); nn && !nn->after.empty())
        visitor.comment(nn->after);
    // Plays the line starting with the children of `parent` (the position at `parent` is `pos`, `depth` moves deep);
    // leaves `pos` as it found it.
    const auto line = [&](auto& self, std::int32_t parent, std::size_t depth) -> void {
        std::vector<std::int32_t> played;
        for (std::int32_t at = parent; !stopped;) {
            const std::int32_t main = tree.nodes[std::size_t(at)].firstChild;
            if (main < 0)
                break;
            play(main, depth + 1);
            if (tree.nodes[std::size_t(main)].nextSibling >= 0 && !stopped) {
                undo(main);
                for (std::int32_t alt = tree.nodes[std::size_t(main)].nextSibling; alt >= 0 && !stopped;
                     alt = tree.nodes[std::size_t(alt)].nextSibling) {
                    if (visitor.beginVariation() != pgn::Visitor::Action::Continue)
                        continue;
                    play(alt, depth + 1);
                    if (!stopped)
                        self(self, alt, depth + 1);
                    undo(alt);
                    visitor.endVariation();
                }
                redo(main, depth + 1);
            }
            played.push_back(main);
            at = main;
            ++depth;
        }
        for (auto it = played.rbegin(); it != played.rend(); ++it)
            undo(*it);
    };
    line(line, 0, 0);
}

} // namespace kibitz::chessbase
