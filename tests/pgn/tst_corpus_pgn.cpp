// Corpus conformance of the reader: every file under games/ and edge/ is read without crash, and for standard
// chess the accepted games (no errors) and their final positions agree with Debian's pgn-extract -F.
#include "pgn/gamebuilder.h"
#include "pgn/mappedfile.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <deque>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

QString corpus() { return QDir::cleanPath(QString::fromUtf8(KIBITZ_CORPUS_DIR)); }

struct GameSummary {
    std::string white, black, round, variant;
    std::string finalFen;    // without the en-passant field (pgn-extract writes it after every double step)
    std::string lastComment; // last main-line comment (pgn-extract -F puts the FEN there)
    int errors = 0;
    int plies = 0;
    bool skipped = false;
};

std::string withoutEpField(const std::string& fen)
{
    std::vector<std::string> f;
    std::size_t i = 0;
    while (i <= fen.size()) {
        const std::size_t sp = std::min(fen.find(' ', i), fen.size());
        f.push_back(fen.substr(i, sp - i));
        i = sp + 1;
    }
    if (f.size() < 6)
        return fen;
    return f[0] + ' ' + f[1] + ' ' + f[2] + ' ' + f[4] + ' ' + f[5];
}

// Follows each game's main line and records what the comparison needs.
class Summariser : public Visitor {
public:
    std::vector<GameSummary> games;

    void beginGame(const GameStart&) override
    {
        games.emplace_back();
        m_depth = 0;
        m_started = false;
    }
    void tag(std::string_view name, std::string_view value) override
    {
        GameSummary& g = games.back();
        if (name == "White")
            g.white = value;
        else if (name == "Black")
            g.black = value;
        else if (name == "Round")
            g.round = value;
        else if (name == "Variant")
            g.variant = value;
    }
    Action endTags(const Position& start) override
    {
        m_states.clear();
        m_board.copyFrom(start, m_states.emplace_back());
        m_started = true;
        return Action::Continue;
    }
    void move(const Position&, Move m, std::string_view) override
    {
        if (m_depth)
            return;
        ++games.back().plies;
        if (m == Move::null())
            m_board.doNullMove(m_states.emplace_back());
        else
            m_board.doMove(m, m_states.emplace_back());
    }
    void comment(std::string_view text) override
    {
        if (!m_depth)
            games.back().lastComment = text;
    }
    Action beginVariation() override
    {
        ++m_depth;
        return Action::Continue;
    }
    void endVariation() override { --m_depth; }
    void error(const Error&) override { ++games.back().errors; }
    void endGame(const GameEnd& end) override
    {
        games.back().skipped = end.skipped;
        if (m_started) // abandoned games (unsupported variant, bad FEN) end without endTags
            games.back().finalFen = withoutEpField(m_board.fen());
    }

private:
    Position m_board;
    std::deque<StateInfo> m_states;
    int m_depth = 0;
    bool m_started = false;
};

std::vector<GameSummary> summarise(std::string_view data)
{
    Summariser s;
    readPgn(data, s);
    return std::move(s.games);
}

bool isStandard(const GameSummary& g)
{
    const QString v = QString::fromStdString(g.variant).toLower();
    return v.isEmpty() || v == "standard" || v == "chess" || v == "from position";
}

QStringList pgnFiles(const QString& sub)
{
    QStringList files;
    QDirIterator it(corpus() + "/" + sub, {"*.pgn"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

} // namespace

class TestCorpusPgn : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readsEverything_data();
    void readsEverything();
    void agreesWithPgnExtract_data();
    void agreesWithPgnExtract();
    void roundTrips_data() { readsEverything_data(); }
    void roundTrips();

private:
    QString m_pgnExtract;
};

void TestCorpusPgn::initTestCase()
{
    if (!QDir(corpus()).exists())
        QSKIP(qPrintable("shared corpus not found at " + corpus()));
    m_pgnExtract = QStandardPaths::findExecutable("pgn-extract", {"/usr/games", "/usr/bin", "/usr/local/bin"});
}

void TestCorpusPgn::readsEverything_data()
{
    QTest::addColumn<QString>("path");
    for (const char* sub : {"games", "edge"})
        for (const QString& f : pgnFiles(sub))
            QTest::addRow("%s", qPrintable(QDir(corpus()).relativeFilePath(f))) << f;
}

void TestCorpusPgn::readsEverything()
{
    QFETCH(QString, path);
    MappedFile file;
    QCOMPARE(QString::fromStdString(file.open(path.toStdString())), QString());
    Summariser s;
    const ReadStats stats = readPgn(file.data(), s);
    // Something was read from every non-empty file, and the statistics agree with the visitor's view.
    QVERIFY(file.size() == 0 || stats.games > 0 || file.data().find_first_not_of(" \t\r\n") == std::string_view::npos);
    QCOMPARE(stats.games, std::uint64_t(s.games.size()));
    int withErrors = 0;
    for (const GameSummary& g : s.games)
        withErrors += g.errors > 0;
    QCOMPARE(stats.gamesWithErrors, std::uint64_t(withErrors));
}

void TestCorpusPgn::agreesWithPgnExtract_data()
{
    QTest::addColumn<QString>("path");
    for (const QString& f : pgnFiles("games"))
        if (!f.contains("chesslablab-endgames")) // one-game files, covered by the folder below in one go
            QTest::addRow("%s", qPrintable(QDir(corpus()).relativeFilePath(f))) << f;
}

void TestCorpusPgn::agreesWithPgnExtract()
{
    QFETCH(QString, path);
    if (m_pgnExtract.isEmpty())
        QFAIL("pgn-extract is not installed (apt-get install pgn-extract; setup.sh installs it)");
    QTemporaryDir tmp;
    const QString out = tmp.path() + "/out.pgn";
    QProcess proc;
    proc.start(m_pgnExtract, {"-F", "-s", "-w", "100000", "-o", out, path});
    QVERIFY(proc.waitForFinished(120000));

    MappedFile ours, theirs;
    QCOMPARE(QString::fromStdString(ours.open(path.toStdString())), QString());
    QCOMPARE(QString::fromStdString(theirs.open(out.toStdString())), QString());
    std::vector<GameSummary> mine, ref;
    int chess960Games = 0;
    for (const GameSummary& g : summarise(ours.data())) {
        if (!g.skipped && g.errors == 0 && isStandard(g))
            mine.push_back(g);
        // Chess960 files (TCEC FRC/DFRC) have no standard games to compare; they must still read cleanly.
        const QString v = QString::fromStdString(g.variant).toLower();
        if (v == "fischerandom" || v == "chess960") {
            QCOMPARE(g.errors, 0);
            QVERIFY(g.plies > 0);
            ++chess960Games;
        }
    }
    // pgn-extract does not check the Variant tag: it plays crazyhouse or three-check games as standard chess
    // when their moves happen to be legal. Those are not standard games, so they are left out here.
    for (const GameSummary& g : summarise(theirs.data()))
        if (isStandard(g))
            ref.push_back(g);

    QStringList differences;
    const std::size_t n = std::min(mine.size(), ref.size());
    for (std::size_t i = 0; i < n && differences.size() < 10; ++i) {
        const QString quoted = QString::fromStdString(ref[i].lastComment).trimmed();
        const std::string theirFen = withoutEpField(quoted.mid(1, quoted.size() - 2).toStdString());
        // Rounds are not compared: pgn-extract rewrites some values (lichess "-" becomes "?").
        if (mine[i].white != ref[i].white || mine[i].black != ref[i].black)
            differences << QString("accepted game %1: ours %2 - %3, pgn-extract %4 - %5")
                               .arg(i + 1)
                               .arg(QString::fromStdString(mine[i].white), QString::fromStdString(mine[i].black),
                                    QString::fromStdString(ref[i].white), QString::fromStdString(ref[i].black));
        // pgn-extract -F writes no FEN comment for a game without moves: nothing to compare there.
        else if (mine[i].plies > 0 && mine[i].finalFen != theirFen)
            differences << QString("accepted game %1 (%2 - %3): final position ours '%4', pgn-extract '%5'")
                               .arg(i + 1)
                               .arg(QString::fromStdString(mine[i].white), QString::fromStdString(mine[i].black),
                                    QString::fromStdString(mine[i].finalFen), QString::fromStdString(theirFen));
    }
    if (mine.size() != ref.size())
        differences << QString("accepted games: ours %1, pgn-extract %2").arg(mine.size()).arg(ref.size());
    QVERIFY2(differences.isEmpty(), qPrintable(differences.join("\n")));
    QVERIFY(!mine.empty() || chess960Games > 0);
}

namespace {
// The export format puts the Seven Tag Roster first and fills missing roster tags with their defaults
// ("?", "????.??.??", the result); every tag read must come back with its value, and nothing else may appear.
bool sameTagsUpToRoster(const Game& read, const Game& reread)
{
    std::vector<Tag> extra = reread.tags();
    for (const Tag& t : read.tags()) {
        if (t.name == "SetUp" || t.name == "FEN")
            continue; // the start position itself is compared as part of the game
        const auto it = std::find(extra.begin(), extra.end(), t);
        if (it == extra.end())
            return false;
        extra.erase(it);
    }
    for (const Tag& t : extra) {
        const bool rosterDefault = ((t.name == "Event" || t.name == "Site" || t.name == "Round" || t.name == "White" || t.name == "Black")
                                    && t.value == "?")
            || (t.name == "Date" && t.value == "????.??.??") || t.name == "Result" || t.name == "SetUp" || t.name == "FEN"
            || (t.name == "Variant" && t.value == "Chess960");
        if (!rosterDefault)
            return false;
    }
    return true;
}
} // namespace

// read(write(read(x))) == read(x) for every game (tree, tags, comments, NAGs), write is a fixed point on its own
// output, and the streaming writer produces exactly writeGame's bytes.
void TestCorpusPgn::roundTrips()
{
    QFETCH(QString, path);
    MappedFile file;
    QCOMPARE(QString::fromStdString(file.open(path.toStdString())), QString());
    const std::vector<Game> games = readGames(file.data());
    std::string written;
    int compared = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
        const Game& g = games[i];
        if (g.skipped())
            continue; // unsupported variants and bad FENs: nothing was read to write back
        const std::string text = writeGame(g);
        written += text;
        const std::vector<Game> again = readGames(text);
        QVERIFY2(again.size() == 1, qPrintable(QString("game %1 re-read as %2 games").arg(i + 1).arg(again.size())));
        // A game read without a termination marker gets one when written (the Result tag's, else "*"): the
        // standard requires it. Everything else must come back unchanged.
        QVERIFY2(sameTagsUpToRoster(g, again.front()), qPrintable(QString("game %1: tags changed").arg(i + 1)));
        Game expected = g;
        for (const Tag& t : g.tags()) // compare the rest with the written tag list (checked just above)
            expected.removeTag(t.name);
        for (const Tag& t : again.front().tags())
            expected.addTag(t.name, t.value);
        if (expected.result().empty()) {
            const std::string_view tag = g.tag("Result");
            expected.setResult(tag == "1-0" || tag == "0-1" || tag == "1/2-1/2" ? tag : "*");
        }
        QVERIFY2(again.front() == expected,
                 qPrintable(QString("game %1 changed in a round trip:\n%2").arg(i + 1).arg(QString::fromStdString(text))));
        QCOMPARE(writeGame(again.front()), text);
        ++compared;
    }
    std::string streamed;
    WriterVisitor writer(WriterOptions{}, [&](std::string_view t) { streamed += t; });
    const ReadStats stats = readPgn(file.data(), writer);
    std::string streamedReadable; // the streaming writer also writes skipped games' headers; compare the rest
    for (const Game& g : readGames(streamed))
        if (!g.skipped())
            streamedReadable += writeGame(g);
    QCOMPARE(streamedReadable.size(), written.size());
    QVERIFY(streamedReadable == written);
    QVERIFY(compared > 0 || stats.games == 0 || stats.games == stats.gamesWithErrors);
}

QTEST_GUILESS_MAIN(TestCorpusPgn)
#include "tst_corpus_pgn.moc"
