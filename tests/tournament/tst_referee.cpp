// The referee of tournament games: the rules' ends (mate, stalemate, dead position, fifty moves, threefold
// repetition), the maximum length, a tablebase verdict, adjudication by both engines' scores (resign and draw) with
// their counts and thresholds, and the faults (time with and without mating material, crash, hang, illegal move).
#include "tournament/referee.h"

#include "core/san.h"

#include <QtTest>

using namespace kibitz;
using namespace kibitz::tournament;

class TestReferee : public QObject {
    Q_OBJECT
private slots:
    void rules_data();
    void rules();
    void scores_data();
    void scores();
    void tablebase();
    void faults();
};

namespace {

GameLine play(const QString& fen, const QString& moves)
{
    GameLine g;
    g.reset(fen.isEmpty() ? std::string(StartFen) : fen.toStdString());
    for (const QString& san : moves.split(' ', Qt::SkipEmptyParts))
        g.push(parseSan(g.position(), san.toStdString()).move);
    return g;
}

} // namespace

void TestReferee::rules_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("maxMoves");
    QTest::addColumn<QString>("expected"); // "result|termination|reason", or "" for none
    QTest::newRow("start") << ""
                           << "" << 0 << "";
    QTest::newRow("fool's mate") << ""
                                 << "f3 e5 g4 Qh4#" << 0 << "0-1|normal|checkmate, Black wins";
    QTest::newRow("threefold") << ""
                               << "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" << 0 << "1/2-1/2|normal|draw by threefold repetition";
    QTest::newRow("fifty moves") << "8/8/8/4k3/8/8/3QK3/8 w - - 99 80"
                                 << "Qd3" << 0 << "1/2-1/2|normal|draw by the fifty-move rule";
    QTest::newRow("bare kings") << "8/8/8/4k3/8/8/4K3/8 w - - 0 1"
                                << "" << 0 << "1/2-1/2|normal|";
    QTest::newRow("maximum length") << ""
                                    << "e4 e5 Nf3 Nc6" << 2 << "1/2-1/2|adjudication|draw by the maximum length of 2 moves";
    QTest::newRow("short of the maximum") << ""
                                          << "e4 e5 Nf3" << 2 << "";
}

void TestReferee::rules()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(int, maxMoves);
    QFETCH(QString, expected);
    Adjudication a;
    a.maxMoves = maxMoves;
    const auto end = Referee(a).check(play(fen, moves));
    if (expected.isEmpty()) {
        QVERIFY(!end);
        return;
    }
    QVERIFY(end);
    const QStringList e = expected.split('|');
    QCOMPARE(QString::fromStdString(end->result), e[0]);
    QCOMPARE(QString::fromStdString(end->termination), e[1]);
    if (!e[2].isEmpty())
        QCOMPARE(QString::fromStdString(end->reason), e[2]);
}

void TestReferee::scores_data()
{
    QTest::addColumn<QString>("rules");  // resign count/score, draw number/count/score
    QTest::addColumn<QString>("scores"); // per move, White then Black alternately, from the mover's view ("-" none)
    QTest::addColumn<int>("endsAtMove"); // 1-based index into scores; 0: never
    QTest::addColumn<QString>("result");
    QTest::newRow("Black resigns after 3 each") << "3 600 0 0 0"
                                                << "700 -650 800 -700 900 -900" << 6 << "1-0";
    QTest::newRow("one engine disagrees") << "3 600 0 0 0"
                                          << "700 -650 800 100 900 -900 900 -900" << 0 << "";
    QTest::newRow("a move without score restarts") << "2 600 0 0 0"
                                                   << "-700 700 - 800 -800 800 -900 900" << 7 << "0-1";
    QTest::newRow("White resigns") << "2 300 0 0 0"
                                   << "-400 400 -500 350" << 4 << "0-1";
    QTest::newRow("draw after 4 quiet moves each") << "0 0 1 4 10"
                                                   << "5 -5 0 0 10 -10 3 3 0 0" << 8 << "1/2-1/2";
    QTest::newRow("draw not before move 3") << "0 0 3 2 10"
                                            << "0 0 0 0 0 0" << 5 << "1/2-1/2";
    QTest::newRow("a big score breaks the count") << "0 0 1 2 10"
                                                  << "0 0 50 0 0 0 0" << 7 << "1/2-1/2";
    QTest::newRow("off") << "0 0 0 0 10"
                         << "0 0 0 0 0 0 0 0" << 0 << "";
    QTest::newRow("mate scores count") << "1 1000 0 0 0"
                                       << "100000 -100000" << 2 << "1-0";
}

void TestReferee::scores()
{
    QFETCH(QString, rules);
    QFETCH(QString, scores);
    QFETCH(int, endsAtMove);
    QFETCH(QString, result);
    const QStringList r = rules.split(' ');
    Adjudication a;
    a.resign.moveCount = r[0].toInt();
    a.resign.scoreCp = r[1].toInt();
    a.draw.moveNumber = r[2].toInt();
    a.draw.moveCount = r[3].toInt();
    a.draw.scoreCp = r[4].toInt();
    Referee referee(a);
    const QStringList s = scores.split(' ');
    int endedAt = 0;
    std::optional<GameEnd> end;
    for (int i = 0; i < s.size() && !end; ++i) {
        const Color mover = i % 2 == 0 ? White : Black;
        const std::optional<int> score = s[i] == "-" ? std::nullopt : std::optional<int>(s[i].toInt());
        end = referee.scored(mover, score, i / 2 + 1);
        if (end)
            endedAt = i + 1;
    }
    QCOMPARE(endedAt, endsAtMove);
    if (end) {
        QCOMPARE(QString::fromStdString(end->result), result);
        QCOMPARE(QString::fromStdString(end->termination), QString("adjudication"));
    }
}

void TestReferee::tablebase()
{
    Adjudication a;
    a.tablebases = true;
    const GameLine g = play("8/8/8/4k3/8/8/4KQ2/8 b - - 0 1", "");
    // A probe saying the side to move (Black) loses: White wins by adjudication; a draw; not covered.
    auto end = Referee(a).check(g, [](const Position&) { return std::optional<int>(-1); });
    QVERIFY(end);
    QCOMPARE(QString::fromStdString(end->result), QString("1-0"));
    QCOMPARE(QString::fromStdString(end->reason), QString("tablebase win for White"));
    end = Referee(a).check(g, [](const Position&) { return std::optional<int>(0); });
    QVERIFY(end && end->result == "1/2-1/2");
    QVERIFY(!Referee(a).check(g, [](const Position&) { return std::optional<int>(); }));
    a.tablebases = false; // switched off: the probe is not asked
    QVERIFY(!Referee(a).check(g, [](const Position&) { return std::optional<int>(1); }));
}

void TestReferee::faults()
{
    const GameLine start;
    GameEnd e = Referee::timeLoss(start.position(), White);
    QCOMPARE(QString::fromStdString(e.result + "|" + e.termination + "|" + e.reason), QString("0-1|time forfeit|White loses on time"));
    const GameLine bare = play("8/8/8/4k3/8/8/4KN2/8 w - - 0 1", "");
    e = Referee::timeLoss(bare.position(), Black); // White's king and knight cannot mate
    QCOMPARE(QString::fromStdString(e.result + "|" + e.reason), QString("1/2-1/2|Black lost on time, but White cannot mate"));
    e = Referee::crash(Black, "");
    QCOMPARE(QString::fromStdString(e.result + "|" + e.termination + "|" + e.reason),
             QString("1-0|abandoned|Black engine crashed or disconnected"));
    e = Referee::hang(White, "no move in 300 s");
    QCOMPARE(QString::fromStdString(e.result + "|" + e.reason), QString("0-1|White engine hangs: no move in 300 s"));
    e = Referee::illegalMove(White, "e2e5");
    QCOMPARE(QString::fromStdString(e.result + "|" + e.termination + "|" + e.reason),
             QString("0-1|rules infraction|White makes an illegal move: e2e5"));
}

QTEST_APPLESS_MAIN(TestReferee)
#include "tst_referee.moc"
