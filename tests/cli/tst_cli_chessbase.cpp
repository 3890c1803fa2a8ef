// kibitz-cli with a ChessBase database, as a process: the database commands (list, tree, search) on a .cbh or its
// base name, convert and merge from it, a game that cannot be decoded reported with exit code 1, PGN never written
// over a ChessBase database, and the bench mode. The database is written by the test (tests/chessbase/cbbuilder.h);
// caches go to a temporary XDG_CACHE_HOME.
#include "cbbuilder.h"

#include "chessbase/database.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::cbtest;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out, err;
    QString lastLine() const { return QString::fromUtf8(out).trimmed().split('\n').last(); }
};

std::vector<Game> games()
{
    Game a, b, c;
    a.white = "Carlsen, Magnus";
    a.black = "Caruana, Fabiano";
    a.event = "WCh";
    a.site = "London";
    a.date = (2018u << 9) | (11u << 5) | 9u;
    a.moves = {pawn(4, 1), pawn(4, 1), knight(1, 2), knight(0, 6)};
    a.annotations = {textAfter(0, "Best by test")};
    b.white = "Caruana, Fabiano";
    b.black = "Carlsen, Magnus";
    b.result = 1;
    b.moves = {pawn(4, 1), pawn(2, 1)};
    c.white = "Carlsen, Magnus";
    c.black = "Nakamura, Hikaru";
    c.moves = {pawn(3, 1), pawn(3, 1)};
    return {a, b, c};
}

} // namespace

class CliChessBaseTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    Run run(const QStringList& args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CACHE_HOME", m_dir.filePath("cache"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_dir.path());
        p.start(QStringLiteral(KIBITZ_CLI), args);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QByteArray read(const QString& name)
    {
        QFile f(m_dir.filePath(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    void writeDatabase(const QString& base, const std::vector<Game>& list)
    {
        const std::vector<std::string> files = build(list);
        for (int i = 0; i < chessbase::ChessBaseDatabase::FileCount; ++i) {
            QFile f(m_dir.filePath(base + chessbase::ChessBaseDatabase::Extensions[i]));
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(files[std::size_t(i)].data(), qint64(files[std::size_t(i)].size()));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeDatabase("games", games());
    }

    void databaseCommandsReadChessBase()
    {
        Run r = run({"list", "games.cbh", "--tsv"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("Carlsen, Magnus\tCaruana, Fabiano\t1-0\t2018.11.09"), r.out.constData());
        r = run({"tree", "games", "--moves", "1.e4"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.lastLine().startsWith("games=2"), qPrintable(r.lastLine()));
        r = run({"search", "games.cbh", "--white", "Carlsen"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.lastLine().startsWith("games=2"), qPrintable(r.lastLine()));
    }

    void convertsToPgn()
    {
        const Run r = run({"convert", "games.cbh", "-o", "out.pgn"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.lastLine().startsWith("games=3 written=3 refused=0 changed=0 problems=0 time_ms="), qPrintable(r.lastLine()));
        const QByteArray pgn = read("out.pgn");
        QVERIFY(pgn.contains("[Event \"WCh\"]\n[Site \"London\"]\n[Date \"2018.11.09\"]"));
        QVERIFY(pgn.contains("1. e4 {Best by test} 1... e5 2. Nf3 Nc6 1-0"));
        QVERIFY(pgn.contains("1. e4 c5 1/2-1/2"));
    }

    void mergesWithPgn()
    {
        QFile f(m_dir.filePath("more.pgn"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[Event \"X\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n1. c4 *\n");
        f.close();
        const Run r = run({"merge", "games.cbh", "more.pgn", "-o", "merged.pgn"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.lastLine().startsWith("games=4 duplicates=0 written=4"), qPrintable(r.lastLine()));
        QCOMPARE(read("merged.pgn").count("[Event "), 4);
    }

    void undecodableGameReported()
    {
        std::vector<Game> list = games();
        list[1].mode = 10; // Chess960's encoding: its table is not published
        writeDatabase("mixed", list);
        const Run r = run({"convert", "mixed.cbh", "-o", "mixed.pgn"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("game 2: encoding mode 10 (Chess960) is not supported"), r.err.constData());
        QVERIFY2(r.lastLine().startsWith("games=3 written=3"), qPrintable(r.lastLine()));
    }

    void neverWritesPgnOverChessBase()
    {
        const QByteArray before = read("games.cbh");
        const Run r = run({"export", "out.pgn", "-o", "games.cbh"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("will not write PGN over games.cbh"), r.err.constData());
        QCOMPARE(read("games.cbh"), before);
    }

    void bench()
    {
        const Run r = run({"bench", "chessbase", "games.cbh", "--repeat", "3"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("decode repeat=3 games=9 "), r.out.constData());
        QVERIFY2(r.out.contains("with_problems=0"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(CliChessBaseTest)
#include "tst_cli_chessbase.moc"
