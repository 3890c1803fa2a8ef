// Writing the three files of a SCID database.
#include "writer.h"

#include "database.h"

#include <filesystem>
#include <unistd.h>

namespace kibitz::scid {

namespace {
constexpr std::uint64_t BlockSize = 131072;
constexpr std::uint64_t MaxGameFileSize = 0xFFFFFFFFull;
constexpr std::uint32_t MaxIds[NameKindCount] = {MaxPlayerId, MaxEventId, MaxSiteId, MaxRoundId};
constexpr const char* KindNames[NameKindCount] = {"players", "events", "sites", "rounds"};
// EncodedGame::names order: Event, Site, Round, White, Black.
constexpr NameKind KindOfName[5] = {NameKind::Event, NameKind::Site, NameKind::Round, NameKind::Player, NameKind::Player};
} // namespace

ScidWriter::ScidWriter() = default;
ScidWriter::~ScidWriter() = default;

pgn::SaveResult ScidWriter::open(const std::string& path)
{
    m_base = ScidDatabase::basePath(path);
    m_index = std::make_unique<pgn::AtomicFile>();
    m_names = std::make_unique<pgn::AtomicFile>();
    m_gameFile = std::make_unique<pgn::AtomicFile>();
    if (pgn::SaveResult r = m_index->open(m_base + ".si4"); !r)
        return r;
    if (pgn::SaveResult r = m_names->open(m_base + ".sn4"); !r)
        return r;
    if (pgn::SaveResult r = m_gameFile->open(m_base + ".sg4"); !r)
        return r;
    return m_index->write(encodeIndexHeader(IndexHeader())); // the game count is filled in by commit()
}

bool ScidWriter::add(const EncodedGame& game, std::string* why)
{
    const auto full = [&](std::string text) {
        if (why)
            *why = std::move(text);
        return false;
    };
    if (m_games >= MaxGames)
        return full("SCID 4 databases hold at most 16,777,215 games");
    const std::uint64_t length = game.bytes.size();
    std::uint64_t offset = m_offset;
    if (offset % BlockSize + length > BlockSize) // SCID reads a game from one block: start the next one
        offset += BlockSize - offset % BlockSize;
    if (offset + length > MaxGameFileSize)
        return full("SCID 4's game file holds at most 4 GB");
    std::uint32_t newNames[NameKindCount] = {};
    for (int i = 0; i < 5; ++i) {
        const int kind = int(KindOfName[i]);
        if (!m_ids[kind].count(game.names[i]) && m_ids[kind].size() + ++newNames[kind] > std::size_t(MaxIds[kind]) + 1)
            return full(std::string("SCID 4 numbers at most ") + std::to_string(MaxIds[kind] + 1) + " " + KindNames[kind]);
    }
    IndexRecord r = game.record;
    for (int i = 0; i < 5; ++i) {
        const int kind = int(KindOfName[i]);
        auto [it, added] = m_ids[kind].try_emplace(game.names[i], std::uint32_t(m_ids[kind].size()));
        if (added) {
            m_nameBase.names[kind].push_back(game.names[i]);
            m_frequency[kind].push_back(0);
        }
        ++m_frequency[kind][it->second];
        const std::uint32_t id = it->second;
        (i == 0 ? r.event : i == 1 ? r.site : i == 2 ? r.round : i == 3 ? r.white : r.black) = id;
    }
    if (offset > m_offset)
        m_gameFile->write(std::string(offset - m_offset, '\0'));
    m_gameFile->write(game.bytes);
    r.offset = std::uint32_t(offset);
    r.length = std::uint32_t(length);
    m_offset = offset + length;
    m_recordBuffer.clear();
    encodeIndexRecord(r, m_recordBuffer);
    m_index->write(m_recordBuffer);
    ++m_games;
    return true;
}

pgn::SaveResult ScidWriter::commit()
{
    IndexHeader header;
    header.gameCount = m_games;
    if (pgn::SaveResult r = m_index->writeAt(0, encodeIndexHeader(header)); !r)
        return r;
    if (pgn::SaveResult r = m_names->write(encodeNameFile(m_nameBase, m_frequency)); !r)
        return r;
    // An existing database stays reachable (as .bak links) until all three new files are in place.
    std::vector<std::string> backups;
    for (const char* suffix : {".sg4", ".sn4", ".si4"}) {
        const std::string file = pgn::writeTarget(m_base + suffix), backup = file + ".bak";
        std::error_code ec;
        if (!std::filesystem::exists(file, ec))
            continue;
        std::filesystem::remove(backup, ec);
        if (::link(file.c_str(), backup.c_str()) != 0)
            std::filesystem::copy_file(file, backup, std::filesystem::copy_options::overwrite_existing, ec);
        if (ec)
            return pgn::SaveResult::failure("cannot keep " + file + " as " + backup + ": " + ec.message());
        backups.push_back(backup);
    }
    for (pgn::AtomicFile* f : {m_gameFile.get(), m_names.get(), m_index.get()})
        if (pgn::SaveResult r = f->commit(); !r) {
            r.message += backups.empty() ? "" : " (the previous database is kept as " + backups.front() + " and its siblings)";
            return r;
        }
    for (const std::string& b : backups) {
        std::error_code ec;
        std::filesystem::remove(b, ec);
    }
    return {};
}

} // namespace kibitz::scid
