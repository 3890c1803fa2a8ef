// xboard (CECP v2) text: thinking output in its plain and extended forms with coordinate and SAN pvs, mate scores
// by the protocol's 100000 + N convention, free text ending a pv, bad lines reported; feature lines with quoted
// values; move, resign and protocol-1 move lines; level commands.
#include "engineclient/cecpparse.h"

#include "core/san.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {
GameLine lineFrom(const QString& fen)
{
    GameLine g;
    if (!fen.isEmpty() && !g.reset(fen.toStdString()).ok())
        qFatal("bad test FEN %s", qPrintable(fen));
    return g;
}

QString uciMoves(const GameLine& root, const std::vector<Move>& pv)
{
    QStringList out;
    GameLine walk = root;
    for (Move m : pv) {
        out << QString::fromStdString(toUci(walk.position(), m));
        walk.push(m);
    }
    return out.join(u' ');
}
} // namespace

class TestCecpParse : public QObject {
    Q_OBJECT

private slots:
    void thinking_data();
    void thinking();
    void features_data();
    void features();
    void moveLines_data();
    void moveLines();
    void levelCommand_data();
    void levelCommand();
    void moveCommand();
};

void TestCecpParse::thinking_data()
{
    QTest::addColumn<QString>("fen"); // empty: start position
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("depth");
    QTest::addColumn<QString>("score"); // "cp 31", "mate 1", "mate -2"; the error fragment when !ok
    QTest::addColumn<qlonglong>("timeMs");
    QTest::addColumn<qulonglong>("nodes");
    QTest::addColumn<qulonglong>("nps");
    QTest::addColumn<int>("seldepth");
    QTest::addColumn<QString>("pv"); // as UCI moves

    const QString start;
    const QString afterE4 = QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    QTest::newRow("fairy-max") << afterE4 << " 5     13       12      47873 b8c6 b1c3 g8f6 d2d4 d7d5" << true << 5 << "cp 13"
                               << qlonglong(120) << qulonglong(47873) << qulonglong(398941) << 0 << "b8c6 b1c3 g8f6 d2d4 d7d5";
    QTest::newRow("negative, no time yet") << start << "4 -7 0 893 a2a4 d7d5" << true << 4 << "cp -7" << qlonglong(0) << qulonglong(893)
                                           << qulonglong(0) << 0 << "a2a4 d7d5";
    QTest::newRow("SAN with move numbers") << start << "3 25 10 4000 1. e4 e5 2. Nf3" << true << 3 << "cp 25" << qlonglong(100)
                                           << qulonglong(4000) << qulonglong(40000) << 0 << "e2e4 e7e5 g1f3";
    QTest::newRow("SAN after Black's number") << afterE4 << "2 -10 5 100 1... c5 2. Nf3+" << true << 2 << "cp -10" << qlonglong(50)
                                              << qulonglong(100) << qulonglong(2000) << 0 << "c7c5 g1f3";
    QTest::newRow("mate in 1 (Fairy-Max)") << "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"
                                           << " 2 100001        1        275 d8h4" << true << 2 << "mate 1" << qlonglong(10)
                                           << qulonglong(275) << qulonglong(27500) << 0 << "d8h4";
    QTest::newRow("mated in 2") << start << "6 -100002 40 9000 e2e4" << true << 6 << "mate -2" << qlonglong(400) << qulonglong(9000)
                                << qulonglong(22500) << 0 << "e2e4";
    QTest::newRow("extended: seldepth and nps before a tab")
        << start << "12 31 150 2000000 18 1333333 0\td2d4 d7d5" << true << 12 << "cp 31" << qlonglong(1500) << qulonglong(2000000)
        << qulonglong(1333333) << 18 << "d2d4 d7d5";
    QTest::newRow("free text ends the pv") << start << "7 15 30 5000 e2e4 e7e5 (book) g1f3" << true << 7 << "cp 15" << qlonglong(300)
                                           << qulonglong(5000) << qulonglong(16666) << 0 << "e2e4 e7e5";
    QTest::newRow("illegal move ends the pv") << start << "7 15 30 5000 e2e4 e2e4 g1f3" << true << 7 << "cp 15" << qlonglong(300)
                                              << qulonglong(5000) << qulonglong(16666) << 0 << "e2e4";
    QTest::newRow("no pv") << start << "1 0 0 20" << true << 1 << "cp 0" << qlonglong(0) << qulonglong(20) << qulonglong(0) << 0 << "";
    QTest::newRow("CRLF") << start << "3 5 1 99 g1f3\r" << true << 3 << "cp 5" << qlonglong(10) << qulonglong(99) << qulonglong(9900) << 0
                          << "g1f3";

    QTest::newRow("bad: three numbers") << start << "5 13 12 b8c6" << false << 0 << "needs four numbers" << qlonglong(0) << qulonglong(0)
                                        << qulonglong(0) << 0 << "";
    QTest::newRow("bad: two numbers") << start << "5 13" << false << 0 << "needs four numbers" << qlonglong(0) << qulonglong(0)
                                      << qulonglong(0) << 0 << "";
    QTest::newRow("bad: negative nodes") << start << "5 13 12 -4 e2e4" << false << 0 << "negative" << qlonglong(0) << qulonglong(0)
                                         << qulonglong(0) << 0 << "";
    QTest::newRow("bad: score far out of range")
        << start << "5 99999999 12 40 e2e4" << false << 0 << "bad score value" << qlonglong(0) << qulonglong(0) << qulonglong(0) << 0 << "";
    QTest::newRow("bad: not thinking") << start << "move e2e4" << false << 0 << "not a thinking line" << qlonglong(0) << qulonglong(0)
                                       << qulonglong(0) << 0 << "";
}

void TestCecpParse::thinking()
{
    QFETCH(QString, fen);
    QFETCH(QString, line);
    QFETCH(bool, ok);
    QFETCH(int, depth);
    QFETCH(QString, score);
    QFETCH(qlonglong, timeMs);
    QFETCH(qulonglong, nodes);
    QFETCH(qulonglong, nps);
    QFETCH(int, seldepth);
    QFETCH(QString, pv);
    const GameLine root = lineFrom(fen);
    Info info;
    QString error;
    QCOMPARE(parseCecpThinking(line, root, info, &error), ok);
    if (!ok) {
        QVERIFY2(error.contains(score), qPrintable(error));
        return;
    }
    QVERIFY(isCecpThinking(line));
    QCOMPARE(info.depth, depth);
    QVERIFY(info.score.has_value());
    QCOMPARE((info.score->kind == Score::Kind::Mate ? QStringLiteral("mate ") : QStringLiteral("cp ")) + QString::number(info.score->value),
             score);
    QCOMPARE(info.timeMs, qint64(timeMs));
    QCOMPARE(info.nodes, quint64(nodes));
    QCOMPARE(info.nps, quint64(nps));
    QCOMPARE(info.seldepth, seldepth);
    QCOMPARE(uciMoves(root, info.pv), pv);
    QCOMPARE(info.multipv, 1);
    QCOMPARE(info.hasLine(), !pv.isEmpty());
}

void TestCecpParse::features_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("pairs"); // key=value
    QTest::newRow("plain") << "feature ping=1 setboard=0 done=1" << QStringList{"ping=1", "setboard=0", "done=1"};
    QTest::newRow("quoted with spaces") << "feature myname=\"Fairy-Max 5.0b\" usermove=1"
                                        << QStringList{"myname=Fairy-Max 5.0b", "usermove=1"};
    QTest::newRow("option") << "feature option=\"Resign Threshold -spin 800 200 1200\""
                            << QStringList{"option=Resign Threshold -spin 800 200 1200"};
    QTest::newRow("stray word skipped") << "feature junk ping=1" << QStringList{"ping=1"};
    QTest::newRow("unclosed quote keeps the rest") << "feature myname=\"Half" << QStringList{"myname=Half"};
    QTest::newRow("not a feature line") << "tellics say hello" << QStringList{};
}

void TestCecpParse::features()
{
    QFETCH(QString, line);
    QFETCH(QStringList, pairs);
    QStringList got;
    for (const auto& [key, value] : parseCecpFeatures(line))
        got << key + u'=' + value;
    QCOMPARE(got, pairs);
}

void TestCecpParse::moveLines_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("isMove");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("move");                                                          // UCI
    QTest::newRow("coordinate") << "move g8f6" << true << int(MoveResult::Kind::Illegal) << ""; // White to move here
    QTest::newRow("coordinate, legal") << "move g1f3" << true << int(MoveResult::Kind::Move) << "g1f3";
    QTest::newRow("SAN") << "move Nf3" << true << int(MoveResult::Kind::Move) << "g1f3";
    QTest::newRow("castling as O-O is no legal move yet") << "move O-O" << true << int(MoveResult::Kind::Illegal) << "";
    QTest::newRow("protocol 1") << "My move is: e2e4" << true << int(MoveResult::Kind::Move) << "e2e4";
    QTest::newRow("promotion letter") << "move e2e4q" << true << int(MoveResult::Kind::Illegal) << "";
    QTest::newRow("thinking is not a move") << "5 13 12 400 e2e4" << false << 0 << "";
    QTest::newRow("pong is not a move") << "pong 3" << false << 0 << "";
}

void TestCecpParse::moveLines()
{
    QFETCH(QString, line);
    QFETCH(bool, isMove);
    QFETCH(int, kind);
    QFETCH(QString, move);
    const GameLine root;
    const std::optional<MoveResult> r = parseCecpMove(line, root);
    QCOMPARE(r.has_value(), isMove);
    if (!r)
        return;
    QCOMPARE(int(r->kind), kind);
    QCOMPARE(r->move ? QString::fromStdString(toUci(root.position(), r->move)) : QString(), move);
    QVERIFY(!r->text.isEmpty());
}

void TestCecpParse::levelCommand_data()
{
    QTest::addColumn<int>("mps");
    QTest::addColumn<int>("baseMs");
    QTest::addColumn<int>("incMs");
    QTest::addColumn<QString>("command");
    QTest::newRow("5 minutes") << 0 << 300000 << 0 << "level 0 5 0";
    QTest::newRow("2 seconds + 0.02") << 0 << 2000 << 20 << "level 0 0:02 0.02";
    QTest::newRow("2:30 with 40 moves") << 40 << 150000 << 0 << "level 40 2:30 0";
    QTest::newRow("increment of 1 s") << 0 << 60000 << 1000 << "level 0 1 1";
}

void TestCecpParse::levelCommand()
{
    QFETCH(int, mps);
    QFETCH(int, baseMs);
    QFETCH(int, incMs);
    QFETCH(QString, command);
    QCOMPARE(cecpLevelCommand(mps, baseMs, incMs), command);
}

void TestCecpParse::moveCommand()
{
    const GameLine root;
    const Move e4 = parseUci(root.position(), "e2e4");
    QCOMPARE(cecpMoveCommand(root.position(), e4, false, false), QStringLiteral("e2e4"));
    QCOMPARE(cecpMoveCommand(root.position(), e4, false, true), QStringLiteral("usermove e2e4"));
    QCOMPARE(cecpMoveCommand(root.position(), e4, true, false), QStringLiteral("e4"));
}

QTEST_GUILESS_MAIN(TestCecpParse)
#include "tst_cecpparse.moc"
