// Opening a SCID database (every size, count and offset checked) and reading one game with its tags.
#include "database.h"

#include "fields.h"
#include "parallel.h"

#include "pgn/encoding.h"
#include "pgn/exportformat.h"
#include "pgn/reader.h"

#include <filesystem>

namespace kibitz::scid {

namespace {

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool isNameTag(std::string_view name) { return name == "Event" || name == "Site" || name == "Round" || name == "White" || name == "Black"; }

} // namespace

std::string describe(const Problem& problem)
{
    return problem.game == Problem::NoGame ? problem.what : "game " + std::to_string(problem.game + 1) + ": " + problem.what;
}

std::string ScidDatabase::basePath(const std::string& path)
{
    for (const std::string_view suffix : {".si4", ".sn4", ".sg4"})
        if (endsWith(path, suffix))
            return path.substr(0, path.size() - suffix.size());
    return path;
}

bool ScidDatabase::isScidPath(const std::string& path)
{
    if (endsWith(path, ".si4") || endsWith(path, ".sn4") || endsWith(path, ".sg4"))
        return true;
    std::error_code ec;
    return !endsWith(path, ".pgn") && !std::filesystem::is_directory(path, ec) && std::filesystem::is_regular_file(path + ".si4", ec);
}

std::unique_ptr<ScidDatabase> ScidDatabase::open(const std::string& path, std::string* error)
{
    auto db = std::unique_ptr<ScidDatabase>(new ScidDatabase);
    db->m_base = basePath(path);
    pgn::MappedFile* files[] = {&db->m_indexFile, &db->m_nameFile, &db->m_gameFile};
    const char* suffixes[] = {".si4", ".sn4", ".sg4"};
    for (int i = 0; i < 3; ++i) {
        if (std::string why = files[i]->open(db->m_base + suffixes[i]); !why.empty()) {
            if (error)
                *error = db->m_base + suffixes[i] + ": " + why;
            return nullptr;
        }
        db->m_stamps[std::size_t(i)] = pgn::FileStamp{files[i]->size(), files[i]->modifiedNs()};
    }
    db->m_index = db->m_indexFile.data();
    db->m_nameData = db->m_nameFile.data();
    db->m_games = db->m_gameFile.data();
    return db->check(error) ? std::move(db) : nullptr;
}

std::unique_ptr<ScidDatabase> ScidDatabase::fromBytes(std::string index, std::string names, std::string games, std::string* error)
{
    auto db = std::unique_ptr<ScidDatabase>(new ScidDatabase);
    db->m_base = "(memory)";
    db->m_owned = {std::move(index), std::move(names), std::move(games)};
    db->m_index = db->m_owned[0];
    db->m_nameData = db->m_owned[1];
    db->m_games = db->m_owned[2];
    return db->check(error) ? std::move(db) : nullptr;
}

bool ScidDatabase::check(std::string* error)
{
    std::string why;
    const std::optional<IndexHeader> header = readIndexHeader(m_index, &why);
    if (!header) {
        if (error)
            *error = indexPath() + ": " + why;
        return false;
    }
    m_header = *header;
    if (std::string bad = readNameFile(m_nameData, m_names); !bad.empty())
        m_problems.push_back({Problem::NoGame, m_base + ".sn4: " + bad});

    // Records: as many as the header says and the file holds.
    const std::size_t recordSize = header->recordSize(), body = m_index.size() - header->size();
    const std::size_t present = body / recordSize;
    std::size_t count = header->gameCount;
    if (present != count || body % recordSize) {
        m_problems.push_back({Problem::NoGame,
                              indexPath() + ": the header says " + std::to_string(count) + " games, the file holds "
                                  + std::to_string(present) + " records" + (body % recordSize ? " and a partial one" : "")});
        count = std::min(count, present);
    }
    m_count = count;
    return true;
}

const std::vector<Problem>& ScidDatabase::problems() const
{
    std::call_once(m_recordsChecked, [this] { checkRecords(); });
    return m_problems;
}

void ScidDatabase::checkRecords() const
{
    const std::size_t count = m_count;
    const std::uint64_t gameFileSize = m_games.size();
    const std::array<std::size_t, NameKindCount> nameCount = {m_names.names[0].size(), m_names.names[1].size(), m_names.names[2].size(),
                                                              m_names.names[3].size()};
    // A million records are read in parallel parts, their problems joined in game order.
    const int parts = partCount(count, 1 << 16);
    std::vector<std::vector<Problem>> found(static_cast<std::size_t>(parts));
    forEachPart(count, parts, [&](std::size_t first, std::size_t last, int part) {
        std::vector<Problem>& out = found[std::size_t(part)];
        for (std::size_t i = first; i < last; ++i) {
            const IndexRecord r = record(i);
            if (std::uint64_t(r.offset) + r.length > gameFileSize)
                out.push_back({i,
                               "bytes " + std::to_string(r.offset) + "-" + std::to_string(std::uint64_t(r.offset) + r.length)
                                   + " lie past the end of the game file (" + std::to_string(gameFileSize) + " bytes)"});
            else if (r.length == 0)
                out.push_back({i, "its record is empty"});
            if (r.white >= nameCount[0] || r.black >= nameCount[0] || r.event >= nameCount[1] || r.site >= nameCount[2]
                || r.round >= nameCount[3]) {
                const std::pair<const char*, bool> names[] = {{"White", r.white >= nameCount[0]},
                                                              {"Black", r.black >= nameCount[0]},
                                                              {"Event", r.event >= nameCount[1]},
                                                              {"Site", r.site >= nameCount[2]},
                                                              {"Round", r.round >= nameCount[3]}};
                for (const auto& [field, bad] : names)
                    if (bad)
                        out.push_back({i, std::string(field) + " name id out of range (read as \"?\")"});
            }
        }
    });
    for (std::vector<Problem>& part : found)
        m_problems.insert(m_problems.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
}

std::string_view ScidDatabase::name(NameKind kind, std::uint32_t id) const
{
    const std::vector<std::string>& names = m_names.of(kind);
    return id < names.size() ? std::string_view(names[id]) : std::string_view("?");
}

std::string_view ScidDatabase::gameBytes(std::size_t game) const
{
    const IndexRecord r = record(game);
    if (std::uint64_t(r.offset) + r.length > m_games.size())
        return {};
    return m_games.substr(r.offset, r.length);
}

std::string ScidDatabase::prepare(std::size_t game, GameReader& reader) const
{
    const IndexRecord r = record(game);
    const std::string_view bytes = gameBytes(game);
    std::string error;
    const bool headRead = bytes.empty() ? (error = "its bytes are not in the game file", false) : readRecordHead(bytes, reader.head, error);
    if (!headRead) {
        reader.head.tags.clear();
        reader.head.setUp = false;
    }
    // The names, unless the record spells one out itself (SCID lets a record's tag replace the index's name).
    std::string_view names[5] = {name(NameKind::Event, r.event), name(NameKind::Site, r.site), name(NameKind::Round, r.round),
                                 name(NameKind::Player, r.white), name(NameKind::Player, r.black)};
    constexpr std::string_view NameTags[5] = {"Event", "Site", "Round", "White", "Black"};
    for (const auto& [n, value] : reader.head.tags)
        for (int k = 0; k < 5; ++k)
            if (n == NameTags[k])
                names[k] = value;
    std::size_t count = 0;
    const auto add = [&](std::string_view tagName, std::string_view value) {
        if (count == reader.tags.size())
            reader.tags.emplace_back();
        pgn::Tag& t = reader.tags[count++];
        t.name.assign(tagName);
        t.value.clear();
        if (pgn::isValidUtf8(value)) // SCID files written by older versions may hold Latin-1
            t.value.assign(value);
        else
            pgn::appendCp1252AsUtf8(value, t.value);
    };
    add("Event", names[0]);
    add("Site", names[1]);
    add("Date", dateText(r.date));
    add("Round", names[2]);
    add("White", names[3]);
    add("Black", names[4]);
    add("Result", resultText(r.result));
    if (r.whiteElo > 0)
        add(std::string("White") + std::string(RatingTypes[r.whiteRatingType % RatingTypes.size()]), std::to_string(r.whiteElo));
    if (r.blackElo > 0)
        add(std::string("Black") + std::string(RatingTypes[r.blackRatingType % RatingTypes.size()]), std::to_string(r.blackElo));
    if (r.eco != 0)
        add("ECO", ecoText(r.eco));
    if (r.eventDate != 0)
        add("EventDate", dateText(r.eventDate));
    if (const std::string flags = flagLetters(r.flags); !flags.empty())
        add("ScidFlags", flags);
    // The record's tags: a repeated name keeps its first place and its last value (as SCID reads them).
    const auto& tags = reader.head.tags;
    for (std::size_t i = 0; i < tags.size(); ++i) {
        if (isNameTag(tags[i].first))
            continue;
        bool earlier = false;
        std::string_view value = tags[i].second;
        for (std::size_t j = 0; j < tags.size() && !earlier; ++j) {
            if (tags[j].first != tags[i].first)
                continue;
            if (j < i)
                earlier = true;
            else
                value = tags[j].second;
        }
        if (!earlier)
            add(tags[i].first, value);
    }
    if (reader.head.setUp)
        add("FEN", reader.head.fen);
    reader.tags.resize(count);

    Position& pos = reader.start;
    pos.setStartPosition(reader.startState);
    if (reader.head.setUp && !pos.setFen(reader.head.fen, FenMode::Lenient, reader.startState).ok()) {
        error = "its start position \"" + std::string(reader.head.fen) + "\" is not a valid FEN";
        pos.setStartPosition(reader.startState);
        reader.head.setUp = false;
        reader.head.movesOffset = bytes.size(); // no moves can be read from an unknown position
    }
    return error;
}

std::string ScidDatabase::readGame(std::size_t game, pgn::Visitor& visitor, GameReader& reader) const
{
    const IndexRecord r = record(game);
    pgn::GameStart start;
    start.number = game + 1;
    start.where.offset = r.offset;
    visitor.beginGame(start);
    std::string error = prepare(game, reader);
    for (const pgn::Tag& t : reader.tags)
        visitor.tag(t.name, t.value);
    pgn::GameEnd end;
    end.endOffset = std::uint64_t(r.offset) + r.length;
    if (visitor.endTags(reader.start) == pgn::Visitor::Action::Skip)
        end.skipped = true;
    else if (error.empty())
        error = reader.moves.decode(gameBytes(game), reader.head.movesOffset, reader.start, reader.head.setUp, visitor);
    visitor.result(resultText(r.result));
    visitor.endGame(end);
    return error;
}

std::string ScidDatabase::appendPgn(std::size_t game, std::string& out, GameReader& reader) const
{
    std::string error = prepare(game, reader);
    const std::string_view result = resultText(record(game).result);
    std::string fen = reader.head.setUp ? reader.start.fen() : std::string();
    if (fen == StartFen)
        fen.clear();
    // A stored FEN whose castling rights need Chess960 (king or rook off its home file) is read as Chess960, as the
    // event reading does, so both texts carry the same [Variant] tag.
    pgn::detail::appendTagSection(out, reader.tags, fen, reader.start.isChess960(), result);
    if (error.empty())
        error = reader.moves.decodeText(gameBytes(game), reader.head.movesOffset, reader.start, reader.head.setUp, result, out);
    else
        pgn::detail::appendMovetext(out, {}, result, pgn::WriterOptions().maxLineLength);
    out += '\n';
    return error;
}

} // namespace kibitz::scid
