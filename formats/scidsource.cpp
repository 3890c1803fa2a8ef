// SCID 4 databases as foreign databases: opening, their header index, and game readers.
#include "scidsource.h"

#include "scid/database.h"
#include "scid/fields.h"
#include "scid/parallel.h"

#include <atomic>
#include <memory>
#include <mutex>

#include "pgn/encoding.h"

namespace kibitz::formats {

namespace {

class ScidReader : public ForeignReader {
public:
    explicit ScidReader(const scid::ScidDatabase& db) : m_db(db) {}
    std::string readGame(std::size_t game, pgn::Visitor& visitor) override { return m_db.readGame(game, visitor, m_scratch); }
    std::string appendPgn(std::size_t game, std::string& out) override { return m_db.appendPgn(game, out, m_scratch); }

private:
    const scid::ScidDatabase& m_db;
    scid::GameReader m_scratch;
};

class ScidSource : public ForeignDatabase {
public:
    ScidSource(std::string path, std::unique_ptr<scid::ScidDatabase> db) : m_path(std::move(path)), m_db(std::move(db)) {}

    std::string formatName() const override { return "SCID 4"; }
    const std::string& path() const override { return m_path; }
    std::vector<std::pair<std::string, pgn::FileStamp>> files() const override
    {
        const std::string& base = m_db->base();
        return {{base + ".si4", m_db->stamps()[0]}, {base + ".sn4", m_db->stamps()[1]}, {base + ".sg4", m_db->stamps()[2]}};
    }
    std::size_t size() const override { return m_db->size(); }
    std::vector<GameProblem> problems() const override
    {
        std::vector<GameProblem> out;
        for (const scid::Problem& p : m_db->problems())
            out.push_back({p.game == scid::Problem::NoGame ? GameProblem::NoGame : p.game, p.what});
        return out;
    }
    std::optional<pgn::GameIndex> headerIndex() const override { return scidHeaderIndex(*m_db); }
    std::unique_ptr<ForeignReader> reader() const override { return std::make_unique<ScidReader>(*m_db); }

private:
    std::string m_path;
    std::unique_ptr<scid::ScidDatabase> m_db;
};

} // namespace

std::unique_ptr<ForeignDatabase> openScid(const std::string& path, std::string* error)
{
    auto db = scid::ScidDatabase::open(path, error);
    if (!db)
        return nullptr;
    return std::make_unique<ScidSource>(path, std::move(db));
}

namespace {

// Pool ids by key (a name id, a date, an ECO code), each interned by whichever thread meets the key first.
class SharedIds {
public:
    explicit SharedIds(std::size_t size) : m_ids(new std::atomic<std::uint32_t>[size]()), m_size(size) {}
    template <class Make>
    std::uint32_t get(std::size_t key, std::mutex& mutex, const Make& make)
    {
        std::atomic<std::uint32_t>& slot = m_ids[std::min(key, m_size - 1)];
        if (const std::uint32_t known = slot.load(std::memory_order_acquire))
            return known - 1; // stored plus one: 0 is "not yet"
        const std::lock_guard lock(mutex);
        std::uint32_t id = slot.load(std::memory_order_relaxed);
        if (!id) {
            id = make() + 1;
            slot.store(id, std::memory_order_release);
        }
        return id - 1;
    }

private:
    std::unique_ptr<std::atomic<std::uint32_t>[]> m_ids;
    std::size_t m_size;
};

} // namespace

pgn::GameIndex scidHeaderIndex(const scid::ScidDatabase& db)
{
    // Each name, date and ECO code is written and interned once, however many games use it (under `mutex`, which
    // guards the pool); the records are read in parallel parts.
    std::mutex mutex;
    pgn::StringPool pool;
    std::string utf8;
    const auto intern = [&](std::string_view s) {
        if (pgn::isValidUtf8(s))
            return pool.intern(s);
        utf8.clear();
        pgn::appendCp1252AsUtf8(s, utf8);
        return pool.intern(utf8);
    };
    std::vector<SharedIds> names; // per kind; the last slot stands for every id out of range ("?")
    for (int k = 0; k < scid::NameKindCount; ++k)
        names.emplace_back(db.names().names[std::size_t(k)].size() + 1);
    SharedIds dates(std::size_t(1) << 20), ecos(std::size_t(1) << 16);
    std::uint32_t results[4];
    for (std::uint32_t r = 0; r < 4; ++r)
        results[r] = pool.intern(scid::resultText(r));
    std::vector<pgn::IndexEntry> entries(db.size());
    const int parts = scid::partCount(entries.size(), 1 << 16);
    scid::forEachPart(entries.size(), parts, [&](std::size_t first, std::size_t last, int) {
        const auto nameId = [&](scid::NameKind kind, std::uint32_t id) {
            return names[std::size_t(kind)].get(id, mutex, [&] { return intern(db.name(kind, id)); });
        };
        for (std::size_t i = first; i < last; ++i) {
            const scid::IndexRecord r = db.record(i);
            pgn::IndexEntry& e = entries[i];
            e.strings[int(pgn::IndexField::Event)] = nameId(scid::NameKind::Event, r.event);
            e.strings[int(pgn::IndexField::Site)] = nameId(scid::NameKind::Site, r.site);
            e.strings[int(pgn::IndexField::Date)] = dates.get(r.date & 0xFFFFF, mutex, [&] { return pool.intern(scid::dateText(r.date)); });
            e.strings[int(pgn::IndexField::Round)] = nameId(scid::NameKind::Round, r.round);
            e.strings[int(pgn::IndexField::White)] = nameId(scid::NameKind::Player, r.white);
            e.strings[int(pgn::IndexField::Black)] = nameId(scid::NameKind::Player, r.black);
            e.strings[int(pgn::IndexField::Result)] = results[r.result < 4 ? r.result : 0];
            e.strings[int(pgn::IndexField::ECO)] = ecos.get(r.eco, mutex, [&] { return r.eco ? pool.intern(scid::ecoText(r.eco)) : 0; });
            // As the converted PGN will say: only an "Elo" rating becomes WhiteElo/BlackElo.
            e.whiteElo = r.whiteRatingType == 0 ? r.whiteElo : 0;
            e.blackElo = r.blackRatingType == 0 ? r.blackElo : 0;
            if (r.flags & scid::FlagSetUp)
                e.flags |= pgn::IndexEntry::SetUp;
        }
    });
    return pgn::GameIndex::headersOnly(std::move(entries), std::move(pool));
}

} // namespace kibitz::formats
