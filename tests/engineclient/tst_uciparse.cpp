// UCI text: info lines (good ones from real engines, bad ones that must be reported, never crash) with every field
// the client keeps, bestmove lines, the position and go commands, and the line layer over a QIODevice (partial
// lines, CRLF, overlong lines).
#include "engineclient/linechannel.h"
#include "engineclient/uciparse.h"

#include "core/san.h"

#include <QSignalSpy>
#include <QTest>

#include <cstring>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {
// An in-memory device: the test supplies what the "engine" says and reads what was sent to it.
class PipeDevice : public QIODevice {
public:
    PipeDevice() { open(QIODevice::ReadWrite); }
    void supply(const QByteArray& bytes)
    {
        m_in += bytes;
        emit readyRead();
    }
    QByteArray written;

protected:
    qint64 readData(char* data, qint64 max) override
    {
        const qint64 n = std::min<qint64>(max, m_in.size());
        std::memcpy(data, m_in.constData(), size_t(n));
        m_in.remove(0, n);
        return n;
    }
    qint64 writeData(const char* data, qint64 len) override
    {
        written.append(data, len);
        return len;
    }
    qint64 bytesAvailable() const override { return m_in.size() + QIODevice::bytesAvailable(); }

private:
    QByteArray m_in;
};

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

class TestUciParse : public QObject {
    Q_OBJECT

private slots:
    void info_data();
    void info();
    void infoFields_data();
    void infoFields();
    void bestMove_data();
    void bestMove();
    void positionCommand();
    void goCommand_data();
    void goCommand();
    void channelSplitsLines();
    void channelDropsOverlongLine();
};

void TestUciParse::info_data()
{
    QTest::addColumn<QString>("fen"); // empty: start position
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("multipv");
    QTest::addColumn<QString>("score"); // "cp 31", "mate -2", "" for none; bounds as "cp 5 lower"
    QTest::addColumn<QString>("pv");    // UCI moves as parsed, or the expected error fragment when !ok
    QTest::addColumn<qulonglong>("nps");

    const QString start;
    QTest::newRow("stockfish") << start
                               << "info depth 18 seldepth 24 multipv 1 score cp 31 nodes 1153427 nps 1229666 hashfull 412 "
                                  "tbhits 0 time 938 pv e2e4 e7e5 g1f3 b8c6"
                               << true << 18 << 1 << "cp 31"
                               << "e2e4 e7e5 g1f3 b8c6" << qulonglong(1229666);
    QTest::newRow("multipv 3, negative") << start << "info depth 5 multipv 3 score cp -17 pv g1f3" << true << 5 << 3 << "cp -17"
                                         << "g1f3" << qulonglong(0);
    QTest::newRow("mate for mover") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                                    << "info depth 3 score mate 1 pv a1a8" << true << 3 << 1 << "mate 1"
                                    << "a1a8" << qulonglong(0);
    QTest::newRow("mated") << "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1"
                           << "info depth 2 score mate -1 pv a8a1" << true << 2 << 1 << "mate -1"
                           << "a8a1" << qulonglong(0);
    QTest::newRow("lowerbound") << start << "info depth 12 score cp 44 lowerbound nodes 5 pv d2d4" << true << 12 << 1 << "cp 44 lower"
                                << "d2d4" << qulonglong(0);
    QTest::newRow("pv then more keywords") << start << "info depth 2 score cp 1 pv e2e4 e7e5 nps 77" << true << 2 << 1 << "cp 1"
                                           << "e2e4 e7e5" << qulonglong(77);
    QTest::newRow("promotion") << "8/P6k/8/8/8/8/8/K7 w - - 0 1"
                               << "info depth 9 score cp 900 pv a7a8q h7g6" << true << 9 << 1 << "cp 900"
                               << "a7a8q h7g6" << qulonglong(0);
    QTest::newRow("castling both forms") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
                                         << "info depth 1 score cp 0 pv e1g1 e8a8" << true << 1 << 1 << "cp 0"
                                         << "e1g1 e8c8" << qulonglong(0);
    QTest::newRow("currmove only") << start << "info depth 7 currmove e2e4 currmovenumber 1" << true << 7 << 1 << ""
                                   << "" << qulonglong(0);
    QTest::newRow("string with keywords") << start << "info string pv depth score are just words" << true << 0 << 1 << ""
                                          << "" << qulonglong(0);
    QTest::newRow("wdl before score") << start << "info depth 3 wdl 500 300 200 score cp 9 pv e2e4" << true << 3 << 1 << "cp 9"
                                      << "e2e4" << qulonglong(0);
    QTest::newRow("unknown keyword skipped") << start << "info depth 3 ebf 1.5 score cp 9 pv e2e4" << true << 3 << 1 << "cp 9"
                                             << "e2e4" << qulonglong(0);
    QTest::newRow("two pv fields: the last wins")
        << start << "info depth 4 score cp 2 pv e2e4 e7e5 nps 9 pv d2d4 d7d5" << true << 4 << 1 << "cp 2"
        << "d2d4 d7d5" << qulonglong(9);
    QTest::newRow("CRLF and spaces") << start << "  info  depth 4   score cp 2 pv e2e4\r" << true << 4 << 1 << "cp 2"
                                     << "e2e4" << qulonglong(0);

    QTest::newRow("bad: depth not a number") << start << "info depth banana score cp 3" << false << 0 << 1 << ""
                                             << "'depth' needs a number" << qulonglong(0);
    QTest::newRow("bad: depth missing") << start << "info depth" << false << 0 << 1 << ""
                                        << "'depth' needs a number" << qulonglong(0);
    QTest::newRow("bad: score kind") << start << "info depth 3 score pawns 3 pv e2e4" << false << 0 << 1 << ""
                                     << "unknown score kind" << qulonglong(0);
    QTest::newRow("bad: score without value") << start << "info score cp" << false << 0 << 1 << ""
                                              << "'score' needs a kind and a value" << qulonglong(0);
    QTest::newRow("bad: score value") << start << "info score cp 1.5 pv e2e4" << false << 0 << 1 << ""
                                      << "bad score value" << qulonglong(0);
    QTest::newRow("bad: illegal pv move") << start << "info depth 3 score cp 3 pv e2e4 e2e4" << false << 0 << 1 << ""
                                          << "pv move 2 'e2e4' is not legal" << qulonglong(0);
    QTest::newRow("bad: pv of another position") << start << "info depth 3 score cp 3 pv e7e5" << false << 0 << 1 << ""
                                                 << "pv move 1 'e7e5'" << qulonglong(0);
    QTest::newRow("bad: multipv 0") << start << "info multipv 0 score cp 3 pv e2e4" << false << 0 << 1 << ""
                                    << "'multipv' is out of range" << qulonglong(0);
    QTest::newRow("bad: negative nodes") << start << "info nodes -5" << false << 0 << 1 << ""
                                         << "'nodes' is out of range" << qulonglong(0);
    QTest::newRow("bad: not info") << start << "bestmove e2e4" << false << 0 << 1 << ""
                                   << "not an info line" << qulonglong(0);
    QTest::newRow("bad: empty") << start << "" << false << 0 << 1 << ""
                                << "not an info line" << qulonglong(0);
    QTest::newRow("bad: wdl short") << start << "info depth 3 wdl 500 300 score cp 9" << false << 0 << 1 << ""
                                    << "'wdl' needs three numbers" << qulonglong(0);
    QTest::newRow("bad: hashfull above 1000") << start << "info hashfull 1001" << false << 0 << 1 << ""
                                              << "'hashfull' is out of range" << qulonglong(0);
}

void TestUciParse::info()
{
    QFETCH(QString, fen);
    QFETCH(QString, line);
    QFETCH(bool, ok);
    QFETCH(int, depth);
    QFETCH(int, multipv);
    QFETCH(QString, score);
    QFETCH(QString, pv);
    QFETCH(qulonglong, nps);

    const GameLine root = lineFrom(fen);
    Info info;
    QString error;
    QCOMPARE(parseUciInfo(line, root, info, &error), ok);
    if (!ok) {
        QVERIFY2(error.contains(pv), qPrintable(error));
        return;
    }
    QVERIFY(error.isEmpty());
    QCOMPARE(info.depth, depth);
    QCOMPARE(info.multipv, multipv);
    QCOMPARE(info.nps, quint64(nps));
    QString s;
    if (info.score) {
        s = (info.score->kind == Score::Kind::Mate ? QStringLiteral("mate ") : QStringLiteral("cp ")) + QString::number(info.score->value);
        if (info.score->bound == Score::Bound::Lower)
            s += QStringLiteral(" lower");
    }
    QCOMPARE(s, score);
    QCOMPARE(uciMoves(root, info.pv), pv);
    QCOMPARE(info.hasLine(), !score.isEmpty() && !pv.isEmpty());
    if (line.contains(QStringLiteral("string")))
        QCOMPARE(info.text, QStringLiteral("pv depth score are just words"));
}

// Fields the dock does not show but the client keeps (annotation reads them): seldepth, wdl, hashfull, nodes, time.
void TestUciParse::infoFields_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("seldepth");
    QTest::addColumn<int>("hashfull"); // -1: not sent
    QTest::addColumn<QString>("wdl");  // "w d l", "" when not sent
    QTest::addColumn<qulonglong>("nodes");
    QTest::addColumn<qlonglong>("timeMs");
    QTest::addColumn<QString>("bound"); // "", "lower", "upper"
    QTest::newRow("stockfish with wdl") << "info depth 5 seldepth 2 multipv 1 score cp 58 wdl 140 859 1 nodes 174 nps 174000 hashfull 3 "
                                           "tbhits 0 time 1 pv d2d4 a7a6"
                                        << 2 << 3 << "140 859 1" << qulonglong(174) << qlonglong(1) << "";
    QTest::newRow("no extras") << "info depth 1 score cp 3 pv e2e4" << 0 << -1 << "" << qulonglong(0) << qlonglong(0) << "";
    QTest::newRow("upperbound") << "info depth 9 seldepth 14 score cp -20 upperbound nodes 900 time 55 pv d2d4" << 14 << -1 << ""
                                << qulonglong(900) << qlonglong(55) << "upper";
    QTest::newRow("wdl of a mate") << "info depth 20 score mate 3 wdl 1000 0 0 pv e2e4" << 0 << -1 << "1000 0 0" << qulonglong(0)
                                   << qlonglong(0) << "";
}

void TestUciParse::infoFields()
{
    QFETCH(QString, line);
    QFETCH(int, seldepth);
    QFETCH(int, hashfull);
    QFETCH(QString, wdl);
    QFETCH(qulonglong, nodes);
    QFETCH(qlonglong, timeMs);
    QFETCH(QString, bound);
    Info info;
    QString error;
    QVERIFY2(parseUciInfo(line, GameLine(), info, &error), qPrintable(error));
    QCOMPARE(info.seldepth, seldepth);
    QCOMPARE(info.hashfull, hashfull);
    QCOMPARE(info.wdl ? QStringLiteral("%1 %2 %3").arg(info.wdl->win).arg(info.wdl->draw).arg(info.wdl->loss) : QString(), wdl);
    QCOMPARE(info.nodes, quint64(nodes));
    QCOMPARE(info.timeMs, qint64(timeMs));
    const Score::Bound expected = bound == u"lower" ? Score::Bound::Lower : bound == u"upper" ? Score::Bound::Upper : Score::Bound::Exact;
    QCOMPARE(info.score->bound, expected);
    // The update the client reports carries the same values.
    const AnalysisUpdate u = info.toUpdate();
    QCOMPARE(u.seldepth, seldepth);
    QCOMPARE(u.hashfull, hashfull);
    QCOMPARE(u.lines.size(), std::size_t(1));
    QCOMPARE(u.lines[0].wdl.has_value(), !wdl.isEmpty());
}

void TestUciParse::bestMove_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("move");   // UCI, "" for none
    QTest::addColumn<QString>("ponder"); // UCI, "" for none
    QTest::addColumn<int>("kind");       // MoveResult::Kind
    const int isMove = int(MoveResult::Kind::Move), noMove = int(MoveResult::Kind::NoMove), illegal = int(MoveResult::Kind::Illegal);
    QTest::newRow("plain") << "bestmove e2e4" << true << "e2e4"
                           << "" << isMove;
    QTest::newRow("ponder") << "bestmove g1f3 ponder d7d5" << true << "g1f3"
                            << "d7d5" << isMove;
    QTest::newRow("illegal ponder dropped") << "bestmove g1f3 ponder d7d4" << true << "g1f3"
                                            << "" << isMove;
    QTest::newRow("none") << "bestmove (none)" << true << ""
                          << "" << noMove;
    QTest::newRow("null") << "bestmove 0000" << true << ""
                          << "" << noMove;
    QTest::newRow("illegal") << "bestmove e2e5" << false << ""
                             << "" << illegal;
    QTest::newRow("missing") << "bestmove" << false << ""
                             << "" << noMove;
    QTest::newRow("other line") << "readyok" << false << ""
                                << "" << noMove;
}

void TestUciParse::bestMove()
{
    QFETCH(QString, line);
    QFETCH(bool, ok);
    QFETCH(QString, move);
    QFETCH(QString, ponder);
    QFETCH(int, kind);
    const GameLine root;
    MoveResult r;
    QString error;
    QCOMPARE(parseUciBestMove(line, root, r, &error), ok);
    QCOMPARE(error.isEmpty(), ok);
    QCOMPARE(r.move ? QString::fromStdString(toUci(root.position(), r.move)) : QString(), move);
    QCOMPARE(int(r.kind), kind);
    GameLine after = root;
    if (r.move)
        after.push(r.move);
    QCOMPARE(r.ponder ? QString::fromStdString(toUci(after.position(), r.ponder)) : QString(), ponder);
}

void TestUciParse::positionCommand()
{
    GameLine g;
    QCOMPARE(uciPositionCommand(g), QStringLiteral("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    g.push(parseUci(g.position(), "e2e4"));
    g.push(parseUci(g.position(), "c7c5"));
    QVERIFY(uciPositionCommand(g).endsWith(QStringLiteral(" moves e2e4 c7c5")));
}

void TestUciParse::goCommand_data()
{
    QTest::addColumn<int>("movetime");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("wtime"); // -1: no clock
    QTest::addColumn<int>("movestogo");
    QTest::addColumn<QString>("command");
    QTest::newRow("move time") << 250 << 0 << -1 << 0 << "go movetime 250";
    QTest::newRow("depth") << 0 << 12 << -1 << 0 << "go depth 12";
    QTest::newRow("clock") << 0 << 0 << 60000 << 0 << "go wtime 60000 btime 30000 winc 100 binc 100";
    QTest::newRow("clock, moves to go") << 0 << 0 << 60000 << 20 << "go wtime 60000 btime 30000 winc 100 binc 100 movestogo 20";
    QTest::newRow("nothing: a second") << 0 << 0 << -1 << 0 << "go movetime 1000";
}

void TestUciParse::goCommand()
{
    QFETCH(int, movetime);
    QFETCH(int, depth);
    QFETCH(int, wtime);
    QFETCH(int, movestogo);
    QFETCH(QString, command);
    SearchLimits l;
    l.movetimeMs = movetime;
    l.depth = depth;
    if (wtime >= 0) {
        l.wtime = wtime;
        l.btime = wtime / 2;
        l.winc = l.binc = 100;
    }
    l.movestogo = movestogo;
    QCOMPARE(uciGoCommand(l), command);
}

void TestUciParse::channelSplitsLines()
{
    PipeDevice device;
    LineChannel channel(&device);
    QSignalSpy lines(&channel, &LineChannel::lineReceived);
    device.supply("id name X\r\nuci");
    QCOMPARE(lines.count(), 1);
    QCOMPARE(lines.at(0).at(0).toString(), QStringLiteral("id name X"));
    device.supply("ok\n\nreadyok\n");
    QCOMPARE(lines.count(), 4);
    QCOMPARE(lines.at(1).at(0).toString(), QStringLiteral("uciok"));
    QCOMPARE(lines.at(2).at(0).toString(), QString());
    QCOMPARE(lines.at(3).at(0).toString(), QStringLiteral("readyok"));
    channel.send(QStringLiteral("isready"));
    QCOMPARE(device.written, QByteArray("isready\n"));
}

void TestUciParse::channelDropsOverlongLine()
{
    PipeDevice device;
    LineChannel channel(&device);
    QSignalSpy lines(&channel, &LineChannel::lineReceived);
    QSignalSpy tooLong(&channel, &LineChannel::lineTooLong);
    device.supply(QByteArray(LineChannel::MaxLineBytes + 10, 'x'));
    QCOMPARE(tooLong.count(), 1);
    device.supply("\nreadyok\n");
    // The tail of the dropped line arrives as a line of its own (empty here); what follows is intact.
    QCOMPARE(lines.last().at(0).toString(), QStringLiteral("readyok"));
}

QTEST_GUILESS_MAIN(TestUciParse)
#include "tst_uciparse.moc"
