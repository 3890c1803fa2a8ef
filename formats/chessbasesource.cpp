// ChessBase databases as foreign databases: opening, their header index, and game readers.
#include "chessbasesource.h"

#include "chessbase/database.h"

namespace kibitz::formats {

namespace {

class ChessBaseReader : public ForeignReader {
public:
    explicit ChessBaseReader(const chessbase::ChessBaseDatabase& db) : m_db(db) {}
    std::string readGame(std::size_t game, pgn::Visitor& visitor) override { return m_db.readGame(game, visitor, m_scratch); }

private:
    const chessbase::ChessBaseDatabase& m_db;
    chessbase::GameReader m_scratch;
};

class ChessBaseSource : public ForeignDatabase {
public:
    ChessBaseSource(std::string path, std::unique_ptr<chessbase::ChessBaseDatabase> db) : m_path(std::move(path)), m_db(std::move(db)) {}

    std::string formatName() const override { return "ChessBase"; }
    const std::string& path() const override { return m_path; }
    std::vector<std::pair<std::string, pgn::FileStamp>> files() const override { return m_db->files(); }
    std::size_t size() const override { return m_db->size(); }
    std::vector<GameProblem> problems() const override
    {
        std::vector<GameProblem> out;
        if (m_db->guidingTexts())
            out.push_back({GameProblem::NoGame, std::to_string(m_db->guidingTexts()) + " guiding texts (not games) left out"});
        for (const chessbase::Problem& p : m_db->problems())
            out.push_back({p.game == chessbase::Problem::NoGame ? GameProblem::NoGame : p.game, p.what});
        return out;
    }
    std::optional<pgn::GameIndex> headerIndex() const override { return chessBaseHeaderIndex(*m_db); }
    std::unique_ptr<ForeignReader> reader() const override { return std::make_unique<ChessBaseReader>(*m_db); }

private:
    std::string m_path;
    std::unique_ptr<chessbase::ChessBaseDatabase> m_db;
};

} // namespace

std::unique_ptr<ForeignDatabase> openChessBase(const std::string& path, std::string* error)
{
    auto db = chessbase::ChessBaseDatabase::open(path, error);
    if (!db)
        return nullptr;
    return std::make_unique<ChessBaseSource>(path, std::move(db));
}

pgn::GameIndex chessBaseHeaderIndex(const chessbase::ChessBaseDatabase& db)
{
    // The same values readGame() writes as tags (names are UTF-8 already), each interned once.
    using chessbase::NameKind;
    pgn::StringPool pool;
    std::vector<pgn::IndexEntry> entries(db.size());
    const auto orUnknown = [](std::string_view s) { return s.empty() ? std::string_view("?") : s; };
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const chessbase::GameRecord r = db.record(i);
        const chessbase::Tournament* t = db.tournament(r.tournament);
        pgn::IndexEntry& e = entries[i];
        e.strings[int(pgn::IndexField::Event)] = pool.intern(orUnknown(t ? std::string_view(t->title) : std::string_view()));
        e.strings[int(pgn::IndexField::Site)] = pool.intern(orUnknown(t ? std::string_view(t->place) : std::string_view()));
        e.strings[int(pgn::IndexField::Date)] = pool.intern(chessbase::dateText(r.date));
        e.strings[int(pgn::IndexField::Round)] = pool.intern(chessbase::roundText(r.round, r.subround));
        e.strings[int(pgn::IndexField::White)] = pool.intern(orUnknown(db.name(NameKind::Player, r.white)));
        e.strings[int(pgn::IndexField::Black)] = pool.intern(orUnknown(db.name(NameKind::Player, r.black)));
        e.strings[int(pgn::IndexField::Result)] = pool.intern(chessbase::resultText(r.result));
        if (const std::string eco = chessbase::ecoText(r.eco); !eco.empty())
            e.strings[int(pgn::IndexField::ECO)] = pool.intern(eco);
        e.whiteElo = r.whiteElo;
        e.blackElo = r.blackElo;
        if (r.annotationFlags & 1) // bit 0: the game does not start from the initial position
            e.flags |= pgn::IndexEntry::SetUp;
    }
    return pgn::GameIndex::headersOnly(std::move(entries), std::move(pool));
}

} // namespace kibitz::formats
