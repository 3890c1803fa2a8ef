// The graph series of real lichess games (../shared/corpus/games/lichess): every main-line move has a point, and
// the points carry exactly as many evaluations and clock times as the game's text holds [%eval] and [%clk]
// commands (counted on the raw text, independently of the PGN reader); values stay within the clamp; time spent
// is derived for every move after a side's first when the game has clocks and a time control.
#include "graph/gameseries.h"

#include "pgn/gamebuilder.h"

#include <QDir>
#include <QFile>
#include <QTest>
#include <algorithm>
#include <cctype>

using namespace kibitz;
using namespace kibitz::gui;

namespace {
QString lichessDir() { return QStringLiteral(KIBITZ_CORPUS_DIR "/games/lichess"); }
} // namespace

class TestGameSeriesCorpus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QDir(lichessDir()).exists())
            QSKIP("corpus absent: no games/lichess under KIBITZ_CORPUS_DIR");
    }

    void lichessGames_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("annotated"); // the file has [%eval] and [%clk] (the others are plain game records)
        QTest::newRow("kdave sample") << "kdave-pgn-toys-lichess-2021-10-sample.pgn" << true;
        QTest::newRow("ChessGPT games") << "ChessGPT-lichess_games.pgn" << false;
        QTest::newRow("pgn2data DannyTheDonkey") << "pgn2data-lichess_DannyTheDonkey_2021-01-04.pgn" << false;
    }
    void lichessGames()
    {
        QFETCH(QString, file);
        QFETCH(bool, annotated);
        QFile f(lichessDir() + QLatin1Char('/') + file);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        const QByteArray all = f.readAll();
        // One chunk per game: a game starts at a tag line that follows movetext (a line that is not a tag).
        QList<QByteArray> games{QByteArray()};
        bool movetext = false;
        for (const QByteArray& line : all.split('\n')) {
            const QByteArray trimmed = line.trimmed();
            const bool tag = trimmed.size() > 1 && trimmed[0] == '[' && std::isalpha((unsigned char)trimmed[1]); // not "[%clk"
            if (tag && movetext) {
                games.append(QByteArray());
                movetext = false;
            }
            if (!trimmed.isEmpty() && !tag)
                movetext = true;
            games.back() += line + '\n';
        }
        int withEval = 0, withClock = 0, derived = 0;
        for (const QByteArray& text : games) {
            const std::vector<pgn::Game> read = pgn::readGames(std::string_view(text.constData(), std::size_t(text.size())));
            QCOMPARE(read.size(), std::size_t(1));
            const pgn::Game& game = read.front();
            const GameSeries s = gameSeries(game);
            QCOMPARE(s.points.size(), game.mainline().size());
            int evals = 0, clocks = 0;
            for (const SeriesPoint& p : s.points) {
                if (p.eval) {
                    ++evals;
                    QVERIFY(*p.eval >= -EvalClampPawns && *p.eval <= EvalClampPawns);
                }
                clocks += p.clock ? 1 : 0;
                if (p.elapsed) {
                    QVERIFY(p.elapsedDerived); // lichess writes no [%emt]
                    QVERIFY(*p.elapsed >= 0);
                    ++derived;
                }
            }
            QCOMPARE(evals, int(text.count("[%eval ")));
            QCOMPARE(clocks, int(text.count("[%clk ")));
            const bool timed = clocks == int(s.points.size()) && timeControlIncrement(game.tag("TimeControl"));
            if (timed && s.points.size() > 2)
                QVERIFY(std::all_of(s.points.begin() + 2, s.points.end(), [](const SeriesPoint& p) { return p.elapsed; }));
            withEval += evals > 0 ? 1 : 0;
            withClock += clocks > 0 ? 1 : 0;
        }
        QVERIFY(games.size() > 40);
        if (annotated) {
            QVERIFY(withEval > 0);
            QVERIFY(withClock > 0);
            QVERIFY(derived > 0);
        }
        qInfo("%s: %lld games, %d with evaluations, %d with clocks, %d derived move times", qPrintable(file), qlonglong(games.size()),
              withEval, withClock, derived);
    }
};

QTEST_MAIN(TestGameSeriesCorpus)
#include "tst_gameseriescorpus.moc"
