// kibitz-cli with SCID databases, as a process: convert PGN to SCID and back (the base name works as well as the
// .si4), what SCID cannot keep reported game by game with exit code 1, merge of PGN and SCID inputs with and
// without --dedupe, the database commands (list, tree, search) on a .si4, PGN never written over a SCID database,
// and usage errors (exit code 2). Caches go to a temporary XDG_CACHE_HOME.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray Games =
    "[Event \"A\"]\n[Site \"Here\"]\n[Date \"1990.??.15\"]\n[Round \"1\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n"
    "[Result \"1-0\"]\n[WhiteElo \"2500\"]\n\n{Start} 1. e4 (1. d4 d5) 1... e5 $1 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Event \"B\"]\n[Site \"There\"]\n[Date \"2001.02.03\"]\n[Round \"2\"]\n[White \"Carol\"]\n[Black \"Dave\"]\n"
    "[Result \"0-1\"]\n\n1. e4 c5 2. Nf3 d6 0-1\n\n"
    "[Event \"C\"]\n[Site \"Here\"]\n[Date \"1991.01.01\"]\n[Round \"3\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n"
    "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1/2-1/2\n";

struct Run {
    int exitCode = -1;
    QByteArray out, err;
    QString lastLine() const { return QString::fromUtf8(out).trimmed().split('\n').last(); }
};

} // namespace

class CliScidTest : public QObject {
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
    void write(const QString& name, const QByteArray& bytes)
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        write("games.pgn", Games);
        const Run r = run({"convert", "games.pgn", "-o", "games.si4"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.lastLine().startsWith("games=3 written=3 refused=0 changed=0 problems=0 time_ms="));
        for (const char* suffix : {".si4", ".sn4", ".sg4"})
            QVERIFY(QFile::exists(m_dir.filePath(QString("games") + suffix)));
    }

    void convertsBack_data()
    {
        QTest::addColumn<QString>("input");
        QTest::newRow(".si4") << "games.si4";
        QTest::newRow("base name") << "games";
    }
    void convertsBack()
    {
        QFETCH(QString, input);
        Run r = run({"convert", input, "-o", "back.pgn"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.lastLine().startsWith("games=3 written=3"));
        // The same games as Kibitz's own export of the PGN, tags aside: SCID orders them its way.
        r = run({"export", "games.pgn", "-o", "export.pgn"});
        QCOMPARE(r.exitCode, 0);
        const QByteArray back = read("back.pgn"), exported = read("export.pgn");
        QVERIFY(back.contains("{Start} 1. e4 (1. d4 d5) 1... e5 $1 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0"));
        QVERIFY(back.contains("[Date \"1990.??.15\"]"));
        QVERIFY(back.contains("[WhiteElo \"2500\"]"));
        QCOMPARE(back.count("[Event "), exported.count("[Event "));
    }

    void reportsWhatScidCannotKeep()
    {
        write("odd.pgn",
              "[Event \"E\"]\n[Date \"1990\"]\n[Result \"*\"]\n\n1. e4 $1 $2 *\n\n"
              "[Event \"F\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
              "[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n[Result \"*\"]\n\n9. g3 *\n");
        const Run r = run({"convert", "odd.pgn", "-o", "odd.si4"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.lastLine().startsWith("games=2 written=1 refused=1 changed=1"));
        const QString err = QString::fromUtf8(r.err);
        QVERIFY(err.contains("changed: odd.pgn: game 1: Date \"1990\" is kept as \"1990.??.??\""));
        QVERIFY(err.contains("changed: odd.pgn: game 1: NAGs on 1. e4"));
        QVERIFY(err.contains("not written: odd.pgn: game 2: a Chess960 game"));
    }

    void merges_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("lastLine");
        QTest::newRow("all games") << QStringList() << "games=6 duplicates=0 written=6";
        QTest::newRow("same moves") << QStringList{"--dedupe", "same-moves"} << "games=6 duplicates=4 written=2";
        QTest::newRow("same players and date") << QStringList{"--dedupe", "same-players-date"} << "games=6 duplicates=3 written=3";
    }
    void merges()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, lastLine);
        const Run r = run(QStringList{"merge", "games.pgn", "games.si4", "-o", "merged.pgn"} + extra);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.lastLine().startsWith(lastLine), qPrintable(r.lastLine()));
        QCOMPARE(read("merged.pgn").count("[Event "), lastLine.section("written=", 1).toInt());
    }

    void databaseCommandsReadScid()
    {
        Run r = run({"list", "games.si4", "--tsv"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("Carol\tDave\t0-1\t2001.02.03\tB"));
        r = run({"tree", "games", "--moves", "1.e4"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.lastLine().startsWith("games=3"));
        r = run({"search", "games.si4", "--white", "Ann"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.lastLine().startsWith("games=2"));
    }

    void neverWritesPgnOverScid()
    {
        const QByteArray before = read("games.si4");
        const Run r = run({"export", "games.pgn", "-o", "games.si4"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("will not write PGN over games.si4"));
        QCOMPARE(read("games.si4"), before);
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no output") << QStringList{"convert", "games.pgn"};
        QTest::newRow("unknown output kind") << QStringList{"convert", "games.pgn", "-o", "games.txt"};
        QTest::newRow("no inputs") << QStringList{"merge", "-o", "m.pgn"};
        QTest::newRow("bad dedupe") << QStringList{"merge", "games.pgn", "-o", "m.pgn", "--dedupe", "same-names"};
        QTest::newRow("missing database") << QStringList{"convert", "none.si4", "-o", "x.pgn"};
        QTest::newRow("dups in place on SCID") << QStringList{"dups", "games.si4", "--in-place"};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QCOMPARE(run(args).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(CliScidTest)
#include "tst_cli_scid.moc"
