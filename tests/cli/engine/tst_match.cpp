// Match runner: adjudication with scripted fake engines (crash, illegal move, hang, mate, stalemate, repetition)
// and a short real game of Kibitz against itself, with PGN output checked by re-reading it.
#include "match.h"

#include "engineclient/blockingclient.h"
#include "engineclient/externalengine.h"

#include "core/san.h"
#include "core/status.h"

#include <QRegularExpression>
#include <QtTest>

#include <fstream>
#include <sstream>

using namespace kibitz;
using namespace kibitz::match;

class TestMatch : public QObject {
    Q_OBJECT
private slots:
    void adjudication_data();
    void adjudication();
    void openingsFromPgnAndEpd();
    void eloFigures_data();
    void eloFigures();
    void selfPlayPgn();
    void rapidRequestsGetFreshReplies();
};

namespace {
QString fake(const char* name) { return QString(KIBITZ_ENGINE_TEST_DIR) + "/" + name; }
} // namespace

void TestMatch::adjudication_data()
{
    QTest::addColumn<QString>("engine1");
    QTest::addColumn<QString>("engine2");
    QTest::addColumn<bool>("xboard2");
    QTest::addColumn<int>("games");
    QTest::addColumn<QStringList>("results");
    QTest::addColumn<QString>("reason"); // regular expression for every game's reason
    QTest::addColumn<QString>("termination");
    const QString open = "script e2e4 e7e5 g1f3 b8c6 f1c4 g8f6";
    QTest::newRow("crash loses") << open << "crash" << false << 2 << QStringList{"1-0", "0-1"}
                                 << "(White|Black) engine crashed or disconnected"
                                 << "abandoned";
    QTest::newRow("illegal move loses") << open << "illegal" << false << 2 << QStringList{"1-0", "0-1"}
                                        << "(White|Black) makes an illegal move: e2e5"
                                        << "rules infraction";
    QTest::newRow("hang loses on time") << open << "hang" << false << 2 << QStringList{"1-0", "0-1"} << "(White|Black) loses on time"
                                        << "time forfeit";
    QTest::newRow("xboard crash loses") << open << "" << true << 2 << QStringList{"1-0", "0-1"}
                                        << "(White|Black) engine crashed or disconnected"
                                        << "abandoned";
    const QString fools = "script f2f3 e7e5 g2g4 d8h4";
    QTest::newRow("checkmate") << fools << fools << false << 1 << QStringList{"0-1"} << "checkmate, Black wins"
                               << "normal";
    const QString loyd = "script e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6 c8e6";
    QTest::newRow("stalemate") << loyd << loyd << false << 1 << QStringList{"1/2-1/2"} << ".*stalemate.*"
                               << "normal";
    const QString shuffle = "script g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6";
    QTest::newRow("threefold repetition") << shuffle << shuffle << false << 2 << QStringList{"1/2-1/2", "1/2-1/2"}
                                          << "draw by threefold repetition"
                                          << "normal";
    // Both sides capture down to bare kings: insufficient material.
    const QString bare = "script e2e4 d7d5 e4d5 d8d5 b1c3 d5d2 c1d2 g8f6";
    QTest::newRow("engine runs out of script = hang") << bare << bare << false << 1 << QStringList{"0-1"} << "White loses on time"
                                                      << "time forfeit";
}

void TestMatch::adjudication()
{
    QFETCH(QString, engine1);
    QFETCH(QString, engine2);
    QFETCH(bool, xboard2);
    QFETCH(int, games);
    QFETCH(QStringList, results);
    QFETCH(QString, reason);
    QFETCH(QString, termination);
    MatchOptions opt;
    opt.engine[0].command = ("sh " + fake("fake-uci-engine.sh") + " " + engine1).toStdString();
    opt.engine[1].command = xboard2 ? ("sh " + fake("fake-xboard-engine.sh")).toStdString()
                                    : ("sh " + fake("fake-uci-engine.sh") + " " + engine2).toStdString();
    opt.engine[1].protocol = xboard2 ? Protocol::Xboard : Protocol::Uci;
    opt.games = games;
    opt.baseMs = 1000;
    opt.incMs = 0;
    opt.graceMs = 100;
    QTemporaryDir dir;
    opt.pgnOut = (dir.path() + "/out.pgn").toStdString();
    std::ostringstream log;
    std::vector<GameRecord> records;
    MatchScore score;
    QCOMPARE(runMatch(opt, log, &score, &records), 0);
    QCOMPARE(int(records.size()), games);
    const QRegularExpression re("^(?:" + reason + ")$");
    for (int i = 0; i < games; ++i) {
        QCOMPARE(QString::fromStdString(records[i].result), results[i]);
        QVERIFY2(re.match(QString::fromStdString(records[i].reason)).hasMatch(), records[i].reason.c_str());
        QCOMPARE(QString::fromStdString(records[i].termination), termination);
    }
    std::ifstream pgn(opt.pgnOut);
    std::stringstream text;
    text << pgn.rdbuf();
    QCOMPARE(QString::fromStdString(text.str()).count("[Termination \"" + termination + "\"]"), games);
    QVERIFY(log.str().find("Final: ") != std::string::npos);
}

void TestMatch::openingsFromPgnAndEpd()
{
    QTemporaryDir dir;
    const std::string pgnPath = (dir.path() + "/o.pgn").toStdString();
    std::ofstream(pgnPath) << "[Event \"a\"]\n\n1. e4 e5 2. Nf3 {comment} Nc6 (2... d6) 3. Bb5 *\n\n[Event \"b\"]\n[FEN "
                              "\"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n";
    std::vector<Opening> o;
    std::string error;
    QVERIFY2(loadOpenings(pgnPath, o, error), error.c_str());
    QCOMPARE(int(o.size()), 2);
    QCOMPARE(int(o[0].san.size()), 5);
    QCOMPARE(o[0].san[4], std::string("Bb5"));
    QCOMPARE(o[1].fen, std::string("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"));
    const std::string epdPath = (dir.path() + "/o.epd").toStdString();
    std::ofstream(epdPath) << "# comment\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - id \"e4\";\n";
    o.clear();
    QVERIFY2(loadOpenings(epdPath, o, error), error.c_str());
    QCOMPARE(int(o.size()), 1);
    const std::string badPath = (dir.path() + "/bad.pgn").toStdString();
    std::ofstream(badPath) << "1. e4 e4 *\n";
    o.clear();
    QVERIFY(!loadOpenings(badPath, o, error));
    QVERIFY(error.find("game 1") != std::string::npos);
}

void TestMatch::eloFigures_data()
{
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("losses");
    QTest::addColumn<int>("draws");
    QTest::addColumn<double>("elo");
    QTest::addColumn<double>("errorMin");
    QTest::addColumn<double>("errorMax");
    QTest::newRow("even") << 10 << 10 << 20 << 0.0 << 40.0 << 120.0;
    QTest::newRow("75 percent") << 30 << 10 << 0 << 190.8 << 100.0 << 400.0;
    QTest::newRow("small edge") << 12 << 8 << 20 << 34.9 << 20.0 << 200.0;
}

void TestMatch::eloFigures()
{
    QFETCH(int, wins);
    QFETCH(int, losses);
    QFETCH(int, draws);
    QFETCH(double, elo);
    QFETCH(double, errorMin);
    QFETCH(double, errorMax);
    MatchScore s;
    s.wins = wins, s.losses = losses, s.draws = draws;
    double d = 0, e = 0;
    s.elo(d, e);
    QVERIFY2(std::abs(d - elo) < 0.5, qPrintable(QString::number(d)));
    QVERIFY2(e > errorMin && e < errorMax, qPrintable(QString::number(e)));
}

void TestMatch::selfPlayPgn()
{
    // Two real Kibitz engines (UCI and xboard) play one fast game; the PGN must replay legally from its moves.
    MatchOptions opt;
    opt.engine[0].command = KIBITZ_CLI_PATH " uci";
    opt.engine[1].command = KIBITZ_CLI_PATH " xboard";
    opt.engine[1].protocol = Protocol::Xboard;
    opt.games = 2;
    opt.baseMs = 2000;
    opt.incMs = 20;
    opt.maxPlies = 60;
    std::ostringstream log;
    std::vector<GameRecord> records;
    QCOMPARE(runMatch(opt, log, nullptr, &records), 0);
    QCOMPARE(int(records.size()), 2);
    for (const GameRecord& r : records) {
        QVERIFY2(r.termination != "abandoned" && r.termination != "rules infraction" && r.termination != "time forfeit", r.reason.c_str());
        QVERIFY(QString::fromStdString(r.white).startsWith("Kibitz ") && QString::fromStdString(r.black).startsWith("Kibitz "));
        GameLine g;
        for (const Move m : r.moves) {
            QVERIFY(g.position().isLegalMove(m));
            g.push(m);
        }
        const std::string pgn = gameToPgn(r, opt, 1);
        QVERIFY(pgn.find("[TimeControl \"2+0.02\"]") != std::string::npos);
        QVERIFY(pgn.find("[Result \"" + r.result + "\"]") != std::string::npos);
    }
}

void TestMatch::rapidRequestsGetFreshReplies()
{
    // Regression: a reply must answer the latest request. (std::cin tied to std::cout once flushed the search
    // thread's output a second time from the reading thread, so a stale "bestmove" answered the next "go".)
    // KIBITZ_CLI overrides the binary (e.g. to check that an older build fails this test).
    using namespace kibitz::engineclient;
    ExternalEngine engine(
        engineclient::EngineSpec::fromCommandLine(qEnvironmentVariable("KIBITZ_CLI", KIBITZ_CLI_PATH) + " uci", Protocol::Uci));
    engine.setMaxRestarts(0);
    BlockingClient client(engine);
    QVERIFY(client.start(10000));
    engine.newGame();
    GameLine game;
    for (int ply = 0; ply < 60 && !game.status().over(); ++ply) {
        SearchLimits limits;
        limits.wtime = limits.btime = 300;
        limits.winc = limits.binc = 5;
        limits.deadlineMs = 300 + 1000;
        const BlockingClient::Outcome reply = client.findMove(game, limits, 5000);
        QVERIFY2(reply.move && reply.move->kind == MoveResult::Kind::Move,
                 qPrintable(QString("ply %1: %2").arg(ply).arg(reply.move ? reply.move->text : reply.failure->text)));
        game.push(reply.move->move);
    }
}

QTEST_GUILESS_MAIN(TestMatch)
#include "tst_match.moc"
