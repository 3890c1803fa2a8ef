// UCI parsing: info lines (good ones from real engines, bad ones that must be reported, never crash), bestmove
// lines, the position command, and the line layer over a QIODevice (partial lines, CRLF, overlong lines).
#include "analysis/ucichannel.h"
#include "analysis/uciinfo.h"

#include "core/san.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

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

class TestUciInfo : public QObject {
    Q_OBJECT

private slots:
    void info_data();
    void info();
    void bestMove_data();
    void bestMove();
    void positionCommand();
    void channelSplitsLines();
    void channelDropsOverlongLine();
};

void TestUciInfo::info_data()
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
    QTest::newRow("unknown keyword skipped") << start << "info depth 3 wdl 500 300 200 score cp 9 pv e2e4" << true << 3 << 1 << "cp 9"
                                             << "e2e4" << qulonglong(0);
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
}

void TestUciInfo::info()
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
    UciInfo info;
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
        s = (info.score->kind == EngineScore::Kind::Mate ? QStringLiteral("mate ") : QStringLiteral("cp "))
            + QString::number(info.score->value);
        if (info.score->bound == EngineScore::Bound::Lower)
            s += QStringLiteral(" lower");
    }
    QCOMPARE(s, score);
    QCOMPARE(uciMoves(root, info.pv), pv);
    QCOMPARE(info.hasLine(), !score.isEmpty() && !pv.isEmpty());
    if (line.contains(QStringLiteral("string")))
        QCOMPARE(info.text, QStringLiteral("pv depth score are just words"));
}

void TestUciInfo::bestMove_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("move"); // UCI, "" for none
    QTest::newRow("plain") << "bestmove e2e4" << true << "e2e4";
    QTest::newRow("ponder") << "bestmove g1f3 ponder d7d5" << true << "g1f3";
    QTest::newRow("none") << "bestmove (none)" << true << "";
    QTest::newRow("null") << "bestmove 0000" << true << "";
    QTest::newRow("illegal") << "bestmove e2e5" << false << "";
    QTest::newRow("missing") << "bestmove" << false << "";
    QTest::newRow("other line") << "readyok" << false << "";
}

void TestUciInfo::bestMove()
{
    QFETCH(QString, line);
    QFETCH(bool, ok);
    QFETCH(QString, move);
    const GameLine root;
    Move m;
    QString error;
    QCOMPARE(parseUciBestMove(line, root, m, &error), ok);
    QCOMPARE(error.isEmpty(), ok);
    QCOMPARE(m ? QString::fromStdString(toUci(root.position(), m)) : QString(), move);
}

void TestUciInfo::positionCommand()
{
    GameLine g;
    QCOMPARE(uciPositionCommand(g), QStringLiteral("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    g.push(parseUci(g.position(), "e2e4"));
    g.push(parseUci(g.position(), "c7c5"));
    QVERIFY(uciPositionCommand(g).endsWith(QStringLiteral(" moves e2e4 c7c5")));
}

void TestUciInfo::channelSplitsLines()
{
    PipeDevice device;
    UciChannel channel(&device);
    QSignalSpy lines(&channel, &UciChannel::lineReceived);
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

void TestUciInfo::channelDropsOverlongLine()
{
    PipeDevice device;
    UciChannel channel(&device);
    QSignalSpy lines(&channel, &UciChannel::lineReceived);
    QSignalSpy tooLong(&channel, &UciChannel::lineTooLong);
    device.supply(QByteArray(UciChannel::MaxLineBytes + 10, 'x'));
    QCOMPARE(tooLong.count(), 1);
    device.supply("\nreadyok\n");
    // The tail of the dropped line arrives as a line of its own (empty here); what follows is intact.
    QCOMPARE(lines.last().at(0).toString(), QStringLiteral("readyok"));
}

QTEST_GUILESS_MAIN(TestUciInfo)
#include "tst_uciinfo.moc"
