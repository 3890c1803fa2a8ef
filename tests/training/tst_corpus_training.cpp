// On the shared corpus (label corpus): a repertoire built from one player's games in one colour (their first N
// plies, or whole games), checked against the same file, accounts for every one of that player's games in that colour
// - in book + player left + opponent left = the games counted independently from the tags the PGN reader reports -
// and whole games never leave it. Skips with a message when the corpus is absent.
#include "trainingtestutil.h"

#include "testutil.h"

#include "pgn/gameindex.h"
#include "pgn/mappedfile.h"
#include "pgn/reader.h"
#include "pgn/searchindex.h"
#include "pgn/textfold.h"
#include "training/repertoirecheck.h"

#include <QElapsedTimer>
#include <QTest>

using namespace kibitz;
using namespace kibitz::training;

namespace {

// The player's games in a colour, from the tags as the reader reports them: exactly one side contains the name.
class CountingVisitor : public pgn::Visitor {
public:
    CountingVisitor(std::string name, Color color) : m_name(pgn::foldText(name)), m_color(color) {}
    void beginGame(const pgn::GameStart&) override { m_white.clear(), m_black.clear(); }
    void tag(std::string_view name, std::string_view value) override
    {
        if (name == "White")
            m_white = value;
        else if (name == "Black")
            m_black = value;
    }
    Action endTags(const Position&) override
    {
        const bool white = pgn::containsFolded(m_white, m_name), black = pgn::containsFolded(m_black, m_name);
        count += white != black && (white ? White : Black) == m_color;
        return Action::Skip;
    }
    std::size_t count = 0;

private:
    std::string m_name, m_white, m_black;
    Color m_color;
};

} // namespace

class TestCorpusTraining : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QDir(corpusDir() + "/games/players").exists())
            QSKIP(qPrintable(corpusMissingMessage("games/players")));
    }

    void playerAgainstOwnRepertoire_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("color");
        QTest::addColumn<int>("plies"); // 0: whole games
        QTest::newRow("Alekhine as White, 12 plies") << "Alekhine.pgn"
                                                     << "Alekhine" << int(White) << 12;
        QTest::newRow("Carlsen as Black, 16 plies") << "Carlsen.pgn"
                                                    << "Carlsen" << int(Black) << 16;
        QTest::newRow("Adams as Black, 8 plies") << "Adams.pgn"
                                                 << "Adams" << int(Black) << 8;
        QTest::newRow("Anand as White, whole games") << "Anand.pgn"
                                                     << "Anand" << int(White) << 0;
    }
    void playerAgainstOwnRepertoire()
    {
        QFETCH(QString, file);
        QFETCH(QString, name);
        QFETCH(int, color);
        QFETCH(int, plies);
        const std::string path = (corpusDir() + "/games/players/" + file).toStdString();
        pgn::MappedFile mapped;
        QVERIFY(mapped.open(path).empty());
        const pgn::GameIndex index = pgn::GameIndex::build(mapped.data(), {});
        const std::optional<pgn::SearchIndex> search = pgn::SearchIndex::build(mapped.data(), index, {});
        QVERIFY(search);
        CountingVisitor counter(name.toStdString(), Color(color));
        pgn::readPgn(mapped.data(), counter);
        QVERIFY2(counter.count > 300, qPrintable(QString::number(counter.count)));

        const PlayerSpec player{{name.toStdString()}, Color(color)};
        const std::vector<std::uint32_t> games = playerGames(index, *search, player);
        QCOMPARE(games.size(), counter.count);
        std::vector<RepertoireLine> lines;
        for (const std::uint32_t g : games)
            lines.push_back(storedLine(*search, g, plies));
        QElapsedTimer timer;
        timer.start();
        const RepertoireEdit built = Repertoire::create(Color(color))->mergeLines(lines, plies);
        QVERIFY2(built, built.error.c_str());
        const qint64 buildMs = timer.restart();
        const RepertoireCheck check = checkGames(*built.result, index, *search, player);
        qInfo("%s: %zu games, repertoire of %zu positions (%zu cards) built in %lld ms, checked in %lld ms: %zu in book, %zu player "
              "left, %zu opponent left",
              qPrintable(name), games.size(), built.result->graph().size(), built.result->cards().size(), buildMs, timer.elapsed(),
              check.inBook, check.playerLeft, check.opponentLeft);
        QCOMPARE(check.notInRepertoire, std::size_t(0));
        QCOMPARE(check.inBook + check.playerLeft + check.opponentLeft, counter.count);
        QCOMPARE(check.games.size(), counter.count);
        if (plies == 0) {
            QCOMPARE(check.inBook, counter.count);
        } else {
            // Cut lines leave room for departures after the cut only.
            for (const CheckedGame& g : check.games)
                QVERIFY2(g.check.who == Departure::InBook || g.check.ply > plies, qPrintable(QString::number(g.game)));
        }
        // Saved and read again, the repertoire is the same graph.
        const RepertoirePtr reread = Repertoire::fromText(built.result->text());
        QCOMPARE(reread->graph().size(), built.result->graph().size());
        QCOMPARE(reread->side(), Color(color));
        QVERIFY(reread->messages().empty());
    }
};

QTEST_GUILESS_MAIN(TestCorpusTraining)
#include "tst_corpus_training.moc"
