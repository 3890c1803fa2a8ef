// UCI and xboard transcripts: commands are fed as strings, the replies compared line by line (as regular
// expressions, in order). Garbage lines must produce an error line and never a crash.
#include "uciprotocol.h"
#include "xboardprotocol.h"

#include "core/gameline.h"
#include "core/movegen.h"
#include "core/san.h"

#include <QRegularExpression>
#include <QtTest>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

using namespace kibitz;
using namespace kibitz::engineproto;

namespace {

// Collects replies from any thread; waits until a line matches.
class Transcript {
public:
    LineSink sink()
    {
        return [this](const std::string& line) {
            std::lock_guard l(m_mutex);
            m_lines.push_back(QString::fromStdString(line));
            m_cv.notify_all();
        };
    }
    bool waitFor(const QRegularExpression& re, int timeoutMs)
    {
        std::unique_lock l(m_mutex);
        return m_cv.wait_for(l, std::chrono::milliseconds(timeoutMs), [&] {
            for (const QString& s : m_lines)
                if (re.match(s).hasMatch())
                    return true;
            return false;
        });
    }
    QStringList lines()
    {
        std::lock_guard l(m_mutex);
        return m_lines;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_cv;
    QStringList m_lines;
};

// Every expected pattern must match a reply, in order (other replies may come in between).
QString checkInOrder(const QStringList& replies, const QStringList& expected)
{
    int at = 0;
    for (const QString& pattern : expected) {
        const QRegularExpression re("^(?:" + pattern + ")$");
        bool found = false;
        while (at < replies.size()) {
            if (re.match(replies[at++]).hasMatch()) {
                found = true;
                break;
            }
        }
        if (!found)
            return "missing /" + pattern + "/ in:\n" + replies.join('\n');
    }
    return {};
}

template <class Protocol>
QStringList run(const QStringList& input, const QString& waitPattern, int waitMs)
{
    Transcript t;
    {
        Protocol p(t.sink());
        for (const QString& line : input) {
            const QByteArray bytes = line.toLatin1();
            if (!p.handleLine(std::string(bytes.constData(), std::size_t(bytes.size()))))
                break;
        }
        if (!waitPattern.isEmpty())
            t.waitFor(QRegularExpression(waitPattern), waitMs);
        p.handleLine("quit");
    }
    return t.lines();
}

} // namespace

class TestProtocols : public QObject {
    Q_OBJECT
private slots:
    void uci_data();
    void uci();
    void uciBestMoveIsLegal();
    void xboard_data();
    void xboard();
    void xboardPlaysAGame();
    void garbageNeverCrashes_data();
    void garbageNeverCrashes();
};

void TestProtocols::uci_data()
{
    QTest::addColumn<QStringList>("input");
    QTest::addColumn<QString>("waitFor"); // reply to wait for before quitting (asynchronous searches)
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("handshake") << QStringList{"uci", "isready"} << ""
                               << QStringList{"id name Kibitz .*",
                                              "id author .*",
                                              "option name Hash type spin .*",
                                              "option name MultiPV type spin default 1 min 1 max 5",
                                              "uciok",
                                              "readyok"};
    QTest::newRow("unknown command") << QStringList{"bogus stuff", "isready"} << ""
                                     << QStringList{"info string error: unknown command 'bogus'", "readyok"};
    QTest::newRow("unknown option") << QStringList{"setoption name Frobnicate value 3"} << ""
                                    << QStringList{"info string error: unknown option 'Frobnicate'"};
    QTest::newRow("bad hash value") << QStringList{"setoption name Hash value lots"} << ""
                                    << QStringList{"info string error: Hash needs a value from 1 to 4096"};
    QTest::newRow("threads other than 1") << QStringList{"setoption name Threads value 4"} << ""
                                          << QStringList{"info string error: only Threads=1 is supported"};
    QTest::newRow("bad fen") << QStringList{"position fen rnbqkbnr/pppppppp w"} << "" << QStringList{"info string error: invalid FEN: .*"};
    QTest::newRow("illegal move") << QStringList{"position startpos moves e2e4 e7e4"} << ""
                                  << QStringList{"info string error: illegal move 'e7e4' .*"};
    QTest::newRow("position without keyword") << QStringList{"position"} << ""
                                              << QStringList{"info string error: position needs 'startpos' or 'fen'"};
    QTest::newRow("mate in one") << QStringList{"position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "go depth 3"} << "bestmove.*"
                                 << QStringList{
                                        "info depth 1 seldepth \\d+ score mate 1 nodes \\d+ nps \\d+ hashfull \\d+ time \\d+ pv d1d8",
                                        "bestmove d1d8"};
    QTest::newRow("mated side") << QStringList{"position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1 moves d1d8", "go depth 2"}
                                << "bestmove.*" << QStringList{"bestmove 0000"};
    QTest::newRow("multipv") << QStringList{"setoption name MultiPV value 3", "position startpos", "go depth 3"} << "bestmove.*"
                             << QStringList{"info depth 3 .* multipv 1 score cp -?\\d+ .*", "info depth 3 .* multipv 2 .*",
                                            "info depth 3 .* multipv 3 .*", "bestmove \\S+( ponder \\S+)?"};
    QTest::newRow("infinite then stop") << QStringList{"position startpos moves e2e4", "go infinite", "isready", "stop"} << "bestmove.*"
                                        << QStringList{"readyok", "bestmove [a-h][1-8][a-h][1-8].*"};
    QTest::newRow("bad go argument") << QStringList{"position startpos", "go depth x", "stop"} << "bestmove.*"
                                     << QStringList{"info string error: 'depth' needs a number", "bestmove .*"};
    QTest::newRow("castling in UCI notation") << QStringList{"position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1g1", "d"} << ""
                                              << QStringList{"info string fen r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"};
    QTest::newRow("chess960 castling") << QStringList{"setoption name UCI_Chess960 value true",
                                                      "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 moves e1h1", "d"}
                                       << "" << QStringList{"info string fen r3k2r/8/8/8/8/8/8/R4RK1 b .* - 1 1"};
    QTest::newRow("skill level") << QStringList{"setoption name Skill Level value 0", "position startpos", "go depth 2"} << "bestmove.*"
                                 << QStringList{"bestmove [a-h][1-8][a-h][1-8]"};
}

void TestProtocols::uci()
{
    QFETCH(QStringList, input);
    QFETCH(QString, waitFor);
    QFETCH(QStringList, expected);
    const QStringList replies = run<UciProtocol>(input, waitFor, 10000);
    const QString problem = checkInOrder(replies, expected);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestProtocols::uciBestMoveIsLegal()
{
    const QStringList replies = run<UciProtocol>({"position startpos moves e2e4 c7c5 g1f3", "go movetime 100"}, "bestmove.*", 5000);
    QVERIFY(!replies.isEmpty());
    const QString last = replies.last();
    QVERIFY(last.startsWith("bestmove "));
    GameLine g;
    for (const char* m : {"e2e4", "c7c5", "g1f3"})
        g.push(parseUci(g.position(), m));
    QVERIFY(parseUci(g.position(), last.split(' ')[1].toStdString()));
}

void TestProtocols::xboard_data()
{
    QTest::addColumn<QStringList>("input");
    QTest::addColumn<QString>("waitFor");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("protover") << QStringList{"xboard", "protover 2"} << ""
                              << QStringList{"feature .*setboard=1 usermove=1 san=0 colors=0 sigint=0.* myname=\"Kibitz .*\" done=1"};
    QTest::newRow("ping") << QStringList{"xboard", "ping 17"} << "" << QStringList{"pong 17"};
    QTest::newRow("unknown command") << QStringList{"xboard", "frobnicate now"} << ""
                                     << QStringList{"Error \\(unknown command\\): frobnicate"};
    QTest::newRow("illegal move") << QStringList{"xboard", "new", "force", "usermove e2e5"} << "" << QStringList{"Illegal move: e2e5"};
    QTest::newRow("engine answers as black") << QStringList{"xboard", "new", "sd 3", "usermove e2e4"} << "move .*"
                                             << QStringList{"move [a-h][1-8][a-h][1-8]"};
    QTest::newRow("go plays white") << QStringList{"xboard", "new", "force", "sd 2", "go"} << "move .*"
                                    << QStringList{"move [a-h][1-8][a-h][1-8]"};
    QTest::newRow("setboard and mate") << QStringList{"xboard", "new", "force", "setboard 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
                                                      "sd 3",   "go"}
                                       << "1-0.*" << QStringList{"move d1d8", "1-0 \\{White mates\\}"};
    QTest::newRow("bad setboard") << QStringList{"xboard", "setboard nonsense"} << "" << QStringList{"tellusererror Illegal position"};
    QTest::newRow("undo at start") << QStringList{"xboard", "new", "undo"} << "" << QStringList{"Error \\(command not legal now\\): undo"};
    QTest::newRow("undo and remove") << QStringList{"xboard",        "new",    "force",         "usermove e2e4",
                                                    "usermove e7e5", "remove", "usermove d2d4", "ping 1"}
                                     << "" << QStringList{"pong 1"};
    QTest::newRow("bad level") << QStringList{"xboard", "level x y"} << ""
                               << QStringList{"Error \\(bad arguments\\): level needs MPS BASE INC"};
    QTest::newRow("level time otim") << QStringList{"xboard", "new", "level 40 0:30 0", "time 3000", "otim 3000", "usermove d2d4"}
                                     << "move .*" << QStringList{"move [a-h][1-8][a-h][1-8]"};
    QTest::newRow("post shows thinking") << QStringList{"xboard", "new", "post", "sd 4", "usermove e2e4"} << "move .*"
                                         << QStringList{"4 -?\\d+ \\d+ \\d+ .*", "move .*"};
    QTest::newRow("stalemate after user move") << QStringList{"xboard", "new", "force", "setboard 7k/5K2/8/8/8/8/8/6Q1 w - - 0 1",
                                                              "usermove g1g6"}
                                               << "" << QStringList{"1/2-1/2 \\{Stalemate\\}"};
    QTest::newRow("bare move accepted") << QStringList{"xboard", "new", "force", "e2e4", "ping 2"} << "" << QStringList{"pong 2"};
}

void TestProtocols::xboard()
{
    QFETCH(QStringList, input);
    QFETCH(QString, waitFor);
    QFETCH(QStringList, expected);
    const QStringList replies = run<XboardProtocol>(input, waitFor, 10000);
    const QString problem = checkInOrder(replies, expected);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestProtocols::xboardPlaysAGame()
{
    // Engine plays Black at depth 2; we play the first legal move each time, for 20 moves, and check every reply.
    Transcript t;
    XboardProtocol p(t.sink());
    for (const char* c : {"xboard", "protover 2", "new", "sd 2"})
        p.handleLine(c);
    GameLine g;
    int seen = 0;
    for (int i = 0; i < 20 && !g.status().over(); ++i) {
        const MoveList<GenType::Legal> moves(g.position());
        const Move m = moves[moves.size() / 2];
        p.handleLine("usermove " + toUci(g.position(), m));
        g.push(m);
        if (g.status().over())
            break;
        QStringList moveLines;
        for (int waited = 0; waited < 10000; waited += 5) {
            moveLines = t.lines().filter(QRegularExpression("^move "));
            if (moveLines.size() > seen)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        QVERIFY(moveLines.size() > seen);
        p.waitForSearch();
        const QString reply = moveLines[seen++].mid(5);
        const Move r = parseUci(g.position(), reply.toStdString());
        QVERIFY2(r, qPrintable(reply));
        g.push(r);
    }
    QVERIFY(seen > 0);
}

void TestProtocols::garbageNeverCrashes_data()
{
    QTest::addColumn<QStringList>("input");
    QTest::newRow("binary") << QStringList{QString::fromLatin1("\x01\x02\xff\xfe go"), "\t\t", "position fen", "go wtime -5 btime x",
                                           "stop"};
    QTest::newRow("huge numbers") << QStringList{"go depth 99999999999999999999", "go nodes -1 movetime 0", "stop",
                                                 "setoption name Hash value 99999999999"};
    QTest::newRow("xboard words in uci") << QStringList{"protover 2", "usermove e2e4", "level 0 5 0", "time 100", "uci", "isready"};
    QTest::newRow("moves then garbage") << QStringList{"position startpos moves", "position startpos moves e2e4 zz",
                                                       "position fen 8/8/8/8/8/8/8/8 w - - 0 1"};
}

void TestProtocols::garbageNeverCrashes()
{
    QFETCH(QStringList, input);
    const QStringList uci = run<UciProtocol>(input, "", 0);
    QVERIFY(!uci.filter(QRegularExpression("^info string error: ")).isEmpty());
    QStringList xbInput = input;
    xbInput.prepend("xboard");
    const QStringList xb = run<XboardProtocol>(xbInput, "", 0);
    QVERIFY(!xb.filter(QRegularExpression("^(Error|Illegal move|tellusererror)")).isEmpty());
}

QTEST_GUILESS_MAIN(TestProtocols)
#include "tst_protocols.moc"
