// kibitz-cli repertoire as a process: check (rows, spellings, --color, TSV, the last line), coverage (rows,
// thresholds, the last line), merge (creates the file, adds to it, keeps other bytes), read errors reported while
// the valid part is used, and usage errors (exit code 2). Caches go to a temporary XDG_CACHE_HOME.
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray Rep = "[Event \"Open\"]\n[Orientation \"white\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 *\n\n"
                       "[Event \"Queen\"]\n[Orientation \"white\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 *\n";

QByteArray game(const char* white, const char* black, const char* date, const char* result, const char* moves)
{
    return QByteArray("[Event \"T\"]\n[White \"") + white + "\"]\n[Black \"" + black + "\"]\n[Date \"" + date + "\"]\n[Result \"" + result
        + "\"]\n\n" + moves + " " + result + "\n\n";
}

const QByteArray Games = game("Kasparov, G.", "Anand", "1995.09.11", "1-0", "1. e4 e5 2. Bc4 Nf6")
    + game("Kasparow, Garri", "Short", "1993.09.07", "1/2-1/2", "1. e4 e6 2. d4 d5")
    + game("Kasparov, G.", "Karpov", "1990.10.08", "1-0", "1. c4 e6 2. d4 d5 3. Nc3 Nf6")
    + game("Karpov", "Kasparov, G.", "1985.09.03", "0-1", "1. e4 c5");

struct Run {
    int exitCode = -1;
    QByteArray out, err;
    QString lastLine() const { return QString::fromUtf8(out).trimmed().split('\n').last(); }
    QStringList lines() const { return QString::fromUtf8(out).trimmed().split('\n'); }
};

} // namespace

class CliRepertoireTest : public QObject {
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
        if (!p.waitForFinished(60000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
    }
    void write(const QString& name, const QByteArray& bytes)
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }
    QByteArray read(const QString& name)
    {
        QFile f(m_dir.filePath(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(QStringLiteral(KIBITZ_CLI)), KIBITZ_CLI);
        QVERIFY(m_dir.isValid());
        write("rep.pgn", Rep);
        write("games.pgn", Games);
    }

    void check_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("rows"); // TSV rows after the header
        QTest::addColumn<QString>("last");
        QTest::newRow("two spellings") << QStringList{"--player", "kasparov", "--player", "Kasparów"}
                                       << QStringList{"1\tKasparov, G.\tAnand\t1995.09.11\t3\tplayer\t2.Bc4\tNf3",
                                                      "2\tKasparow, Garri\tShort\t1993.09.07\t2\topponent\t1...e6\te5,c5",
                                                      "3\tKasparov, G.\tKarpov\t1990.10.08\t5\t-\t-\t-"}
                                       << "games=3 player_left=1 opponent_left=1 in_book=1";
        QTest::newRow("one spelling") << QStringList{"--player", "Kasparov"}
                                      << QStringList{"1\tKasparov, G.\tAnand\t1995.09.11\t3\tplayer\t2.Bc4\tNf3",
                                                     "3\tKasparov, G.\tKarpov\t1990.10.08\t5\t-\t-\t-"}
                                      << "games=2 player_left=1 opponent_left=0 in_book=1";
        // As Black against the White repertoire: 1.e4 c5 is in it.
        QTest::newRow("colour") << QStringList{"--player", "Kasparov", "--color", "black"}
                                << QStringList{"4\tKarpov\tKasparov, G.\t1985.09.03\t2\t-\t-\t-"}
                                << "games=1 player_left=0 opponent_left=0 in_book=1";
        QTest::newRow("nobody") << QStringList{"--player", "Fischer"} << QStringList{} << "games=0 player_left=0 opponent_left=0 in_book=0";
    }
    void check()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, rows);
        QFETCH(QString, last);
        const Run r = run(QStringList{"repertoire", "check", "rep.pgn", "games.pgn", "--tsv"} + args);
        QCOMPARE(r.exitCode, 0);
        QStringList lines = r.lines();
        QCOMPARE(lines.takeFirst(), QString("Index\tWhite\tBlack\tDate\tPly\tLeft\tPlayed\tExpected"));
        const QString summary = lines.takeLast();
        QCOMPARE(lines, rows);
        QVERIFY2(QRegularExpression("^" + last + " time_ms=[0-9.]+$").match(summary).hasMatch(), qPrintable(summary));
        QVERIFY2(r.err.contains("checked for"), r.err.constData());
    }

    void checkColumnsAndFiles()
    {
        const Run r = run({"repertoire", "check", "rep.pgn", "games.pgn", "games.pgn", "--player", "Kasparov"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.lines().first().startsWith("File "));
        QVERIFY2(r.lines().at(1).startsWith("games.pgn ") && r.lines().at(1).contains("player") && r.lines().at(1).contains("2.Bc4"),
                 qPrintable(r.lines().at(1)));
        QVERIFY(r.lastLine().startsWith("games=4 player_left=2 opponent_left=0 in_book=2 time_ms="));
    }

    void coverage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("rows");
        QTest::newRow("one game is enough") << QStringList{"--min-games", "1"}
                                            << QStringList{"1. e4\te6\t1\t25.0\t50.0", "1. e4 e5 2. Nf3\tNf6\t1\t100.0\t0.0"};
        QTest::newRow("default: 20 games") << QStringList{} << QStringList{};
        QTest::newRow("share") << QStringList{"--min-games", "1", "--min-share", "50%"}
                               << QStringList{"1. e4 e5 2. Nf3\tNf6\t1\t100.0\t0.0"};
    }
    void coverage()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, rows);
        write("reference.pgn", Games + game("A", "B", "2000.01.01", "1-0", "1. e4 e5 2. Nf3 Nf6"));
        const Run r = run(QStringList{"repertoire", "coverage", "rep.pgn", "reference.pgn", "--tsv"} + args);
        QCOMPARE(r.exitCode, 0);
        QStringList lines = r.lines();
        QCOMPARE(lines.takeFirst(), QString("Position\tReply\tGames\tShare\tScore"));
        const QString summary = lines.takeLast();
        QCOMPARE(lines, rows);
        QVERIFY2(QRegularExpression(QString("^missing=%1 time_ms=[0-9.]+$").arg(rows.size())).match(summary).hasMatch(),
                 qPrintable(summary));
    }

    void merge()
    {
        QFile::remove(m_dir.filePath("mine.pgn"));
        Run r = run({"repertoire", "merge", "mine.pgn", "games.pgn", "--player", "Kasparov", "--plies", "3"});
        QCOMPARE(r.exitCode, 0);
        // White by default: Kasparov's two games as White, 3 plies each (1.e4 e5 2.Bc4 and 1.c4 e6 2.d4).
        QVERIFY2(r.lastLine().startsWith("games=2 positions=7 cards=3 time_ms="), qPrintable(r.lastLine()));
        QVERIFY(read("mine.pgn").contains("[Orientation \"white\"]"));
        QVERIFY(read("mine.pgn").contains("1. e4 (1. c4 e6 2. d4) 1... e5 2. Bc4 *"));
        // Merging into an existing file keeps the bytes of chapters it does not change.
        write("two.pgn", Rep);
        r = run({"repertoire", "merge", "two.pgn", "games.pgn", "--player", "Kasparow", "--plies", "4"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.lastLine().startsWith("games=1 "), qPrintable(r.lastLine()));
        QVERIFY(read("two.pgn").endsWith(Rep.mid(Rep.indexOf("[Event \"Queen\"]"))));
        QVERIFY(read("two.pgn").contains("(1... e6 2. d4 d5)"));
        // The colour must agree with the file's.
        QCOMPARE(run({"repertoire", "merge", "two.pgn", "games.pgn", "--color", "black"}).exitCode, 2);
    }

    void readErrorsReported()
    {
        write("bad.pgn", Rep + "[Event \"Broken\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb9 *\n");
        const Run r = run({"repertoire", "check", "bad.pgn", "games.pgn", "--player", "Kasparov"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("bad.pgn:12:") && r.err.contains("Broken"), r.err.constData());
        QVERIFY(r.lastLine().startsWith("games=2 "));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no subcommand") << QStringList{"repertoire"};
        QTest::newRow("unknown subcommand") << QStringList{"repertoire", "drill", "rep.pgn"};
        QTest::newRow("no player") << QStringList{"repertoire", "check", "rep.pgn", "games.pgn"};
        QTest::newRow("no games") << QStringList{"repertoire", "check", "rep.pgn", "--player", "x"};
        QTest::newRow("bad colour") << QStringList{"repertoire", "check", "rep.pgn", "games.pgn", "--player", "x", "--color", "red"};
        QTest::newRow("missing repertoire") << QStringList{"repertoire", "coverage", "nothere.pgn", "games.pgn"};
        QTest::newRow("bad share") << QStringList{"repertoire", "coverage", "rep.pgn", "games.pgn", "--min-share", "lots"};
        QTest::newRow("unknown option") << QStringList{"repertoire", "coverage", "rep.pgn", "games.pgn", "--depth", "3"};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(CliRepertoireTest)
#include "tst_clirepertoire.moc"
