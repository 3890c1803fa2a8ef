// kibitz-cli database commands as a process: index (built, then loaded from its cache), tree rows and last line,
// search by header/position/material with --list and -o, dups with --list, -o and --in-place (backup kept), and
// usage errors (exit code 2); a cache damaged where opening does not look, found by the query that reads it (tree and
// search rebuild it and answer, other commands ask to be run again); a header index whose entries are damaged,
// found when the facts first read them and built again at once. Caches go to a temporary XDG_CACHE_HOME.
#include "pgn/segmentimage.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <functional>

namespace {

const QByteArray Games = "[Event \"A\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Date \"1990.??.??\"]\n[Result \"1-0\"]\n[WhiteElo \"2500\"]\n"
                         "[BlackElo \"2400\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
                         "[Event \"B\"]\n[White \"Carol\"]\n[Black \"Dave\"]\n[Date \"2001.02.03\"]\n[Result \"0-1\"]\n\n"
                         "1. e4 c5 2. Nf3 d6 0-1\n\n"
                         "[Event \"C\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Date \"1991.01.01\"]\n[Result \"1/2-1/2\"]\n\n"
                         "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1/2-1/2\n";

struct Run {
    int exitCode = -1;
    QByteArray out, err;
    QString lastLine() const { return QString::fromUtf8(out).trimmed().split('\n').last(); }
    QStringList lines() const { return QString::fromUtf8(out).trimmed().split('\n'); }
};

} // namespace

class CliDbTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_file;

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
    void writeGames(const QByteArray& bytes)
    {
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }
    QByteArray read(const QString& name)
    {
        QFile f(m_dir.filePath(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }
    // Flips one bit of the byte at where(bytes) in the only cache file matching `pattern` (a damaged cache part).
    void flipCacheByte(const QString& pattern, const std::function<qsizetype(const QByteArray&)>& where)
    {
        const QStringList caches = QDir(m_dir.filePath("cache/kibitz/index")).entryList({pattern}, QDir::Files);
        QCOMPARE(caches.size(), 1);
        QFile f(m_dir.filePath("cache/kibitz/index/" + caches.first()));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        const qsizetype at = where(bytes);
        QVERIFY(at >= 0 && at < bytes.size());
        bytes[at] = char(bytes[at] ^ 0x20);
        QVERIFY(f.seek(0));
        QCOMPARE(f.write(bytes), bytes.size());
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(QStringLiteral(KIBITZ_CLI)), KIBITZ_CLI);
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath("games.pgn");
    }

    void indexBuildsThenLoads()
    {
        writeGames(Games);
        const Run first = run({"index", m_file});
        QCOMPARE(first.exitCode, 0);
        QVERIFY2(first.lines().first().contains("search=built"), first.out.constData());
        QVERIFY(QRegularExpression("^games=3 time_ms=\\d+ bytes_per_game=[0-9.]+$").match(first.lastLine()).hasMatch());
        // The build's two halves (reading the games, the rest), within its time.
        const QRegularExpressionMatch parts = QRegularExpression(
                                                  R"(\(build ([0-9.]+) \+ save .* build_read_ms=([0-9.]+) build_rest_ms=([0-9.]+))")
                                                  .match(first.lines().first());
        QVERIFY2(parts.hasMatch(), first.out.constData());
        QVERIFY2(parts.captured(2).toDouble() + parts.captured(3).toDouble() <= parts.captured(1).toDouble() + 0.2, first.out.constData());
        const Run second = run({"index", m_file});
        QVERIFY2(second.lines().first().contains("header=loaded") && second.lines().first().contains("search=loaded"),
                 second.out.constData());
        QVERIFY2(!second.out.contains("build_read_ms"), second.out.constData()); // nothing was built
    }

    void tree()
    {
        writeGames(Games);
        const Run r = run({"tree", m_file, "--moves", "1.e4", "--tsv"});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.lines();
        QCOMPARE(lines.first(), QString("SAN\tgames\twhite\tdraws\tblack\tscore\tavgElo\tperf\tavgYear"));
        // Black to move: e5 twice (a white win and a draw: 25% for Black), c5 once (a black win).
        QCOMPARE(lines.at(1).section('\t', 0, 5), QString("e5\t2\t1\t1\t0\t25.0"));
        QCOMPARE(lines.at(2).section('\t', 0, 5), QString("c5\t1\t0\t0\t1\t100.0"));
        QVERIFY(QRegularExpression("^games=3 time_ms=[0-9.]+$").match(r.lastLine()).hasMatch());
        const Run end = run({"tree", m_file, "--fen", "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"});
        QVERIFY2(end.lines().at(1).startsWith("[end]"), end.out.constData());
        QCOMPARE(run({"tree", m_file}).exitCode, 2);
        QCOMPARE(run({"tree", m_file, "--moves", "1.e5"}).exitCode, 2);
    }

    void damagedCacheFoundByQuery_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("answeredAtOnce"); // rebuilt and answered in the same call
        QTest::addColumn<QString>("askedAgain");  // otherwise: what the message asks
        QTest::addColumn<int>("failCode");        // ... and the exit code (merge's failures are 2)
        QTest::newRow("tree") << QStringList{"tree", "--moves", "1.e4", "--tsv"} << true << QString() << 0;
        QTest::newRow("search") << QStringList{"search", "--moves", "1.e4 e5"} << true << QString() << 0;
        QTest::newRow("dups") << QStringList{"dups"} << false << QStringLiteral("run the command again") << 1;
        // Merging with duplicates dropped reads the game store through formats::mergeDatabases, which reports the
        // damage as its error (the GUI's Merge… shows it) instead of letting it end the program.
        QTest::newRow("merge --dedupe") << QStringList{"merge", "--dedupe", "same-moves", "-o", "MERGED"} << false
                                        << QStringLiteral("merge again to rebuild it") << 2;
    }

    void damagedCacheFoundByQuery()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, answeredAtOnce);
        QFETCH(QString, askedAgain);
        QFETCH(int, failCode);
        writeGames(Games);
        QDir(m_dir.filePath("cache")).removeRecursively();
        args.replaceInStrings(QStringLiteral("MERGED"), m_dir.filePath("merged.pgn"));
        QStringList withFile = args;
        withFile.insert(1, m_file);
        const Run sound = run(withFile);
        QCOMPARE(sound.exitCode, 0);
        // A byte of the segment's chunks flipped: its header and chunk table are intact, so opening accepts it.
        flipCacheByte("*.pos.*", [](const QByteArray& bytes) {
            kibitz::pgn::SegmentHeader h;
            if (std::size_t(bytes.size()) <= sizeof h)
                return qsizetype(-1);
            std::memcpy(&h, bytes.constData(), sizeof h);
            return qsizetype((sizeof h + h.sectionOffset[int(kibitz::pgn::Section::Checks)]) / 2);
        });
        if (QTest::currentTestFailed())
            return;

        const Run damaged = run(withFile);
        QVERIFY2(damaged.err.contains("fail their checksum"), damaged.err.constData());
        if (answeredAtOnce) {
            QCOMPARE(damaged.exitCode, 0);
            QVERIFY2(damaged.err.contains("rebuilding"), damaged.err.constData());
            QCOMPARE(damaged.out.left(damaged.out.lastIndexOf("time_ms")), sound.out.left(sound.out.lastIndexOf("time_ms")));
        } else {
            QCOMPARE(damaged.exitCode, failCode);
            QVERIFY2(damaged.err.contains(askedAgain.toUtf8()), damaged.err.constData());
        }
        const Run again = run(withFile); // the cache rebuilt (or already rebuilt), the same answers
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.err.isEmpty(), again.err.constData());
        QCOMPARE(again.out.left(again.out.lastIndexOf("time_ms")), sound.out.left(sound.out.lastIndexOf("time_ms")));
    }

    void damagedHeaderIndexRebuilt_data()
    {
        // A byte of the header index's entries flipped: opening accepts the file (its header, chunk checksums and
        // strings are intact); the facts read every entry right after (tree's: the blocks of games its query reaches),
        // find the damage and the index is built again.
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("soundLine"); // expected in the sound run's (and the run after's) first line ("": all)
        QTest::addColumn<QString>("damagedLine");
        QTest::newRow("tree") << QStringList{"tree", "--moves", "1.e4", "--tsv"} << QString() << QString();
        QTest::newRow("search by player") << QStringList{"search", "--player", "ann", "--list"} << QString() << QString();
        QTest::newRow("dups") << QStringList{"dups", "--list"} << QString() << QString();
        QTest::newRow("index") << QStringList{"index"} << QStringLiteral("header=loaded") << QStringLiteral("header=built");
    }

    void damagedHeaderIndexRebuilt()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, soundLine);
        QFETCH(QString, damagedLine);
        writeGames(Games);
        QDir(m_dir.filePath("cache")).removeRecursively();
        QStringList withFile = args;
        withFile.insert(1, m_file);
        QCOMPARE(run(withFile).exitCode, 0); // builds the caches
        const Run sound = run(withFile);
        QCOMPARE(sound.exitCode, 0);
        // The second game's length, after the 128-byte header (the second entry must be there whole).
        flipCacheByte("*.idx",
                      [](const QByteArray& bytes) { return bytes.size() > 128 + 64 + 8 + 64 ? qsizetype(128 + 64 + 8) : qsizetype(-1); });
        if (QTest::currentTestFailed())
            return;

        const auto comparable = [&](const Run& r) { return r.out.left(r.out.lastIndexOf("time_ms")); };
        const Run damaged = run(withFile);
        QCOMPARE(damaged.exitCode, 0);
        QVERIFY2(damaged.err.contains("fail their checksum") && damaged.err.contains("rebuilding"), damaged.err.constData());
        const Run again = run(withFile); // the rebuilt cache loads, sound
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(again.err.isEmpty(), again.err.constData());
        if (soundLine.isEmpty()) {
            QCOMPARE(comparable(damaged), comparable(sound));
            QCOMPARE(comparable(again), comparable(sound));
        } else {
            QVERIFY2(sound.lines().first().contains(soundLine), sound.out.constData());
            QVERIFY2(damaged.lines().first().contains(damagedLine), damaged.out.constData());
            QVERIFY2(again.lines().first().contains(soundLine), again.out.constData());
        }
    }

    void search_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("games");
        QTest::newRow("player") << QStringList{"--player", "ann"} << 2;
        QTest::newRow("elo") << QStringList{"--elo-min", "2450"} << 0;
        QTest::newRow("white elo") << QStringList{"--white-elo-min", "2450"} << 1;
        QTest::newRow("partial date") << QStringList{"--date-from", "1990", "--date-to", "1990"} << 1;
        QTest::newRow("result") << QStringList{"--result", "1/2-1/2"} << 1;
        QTest::newRow("position") << QStringList{"--moves", "1.e4 e5 2.Qh5"} << 2;
        QTest::newRow("position and header") << QStringList{"--moves", "1.e4", "--result", "0-1"} << 1;
        QTest::newRow("material") << QStringList{"--material", "p=7"} << 2;
        QTest::newRow("pattern held") << QStringList{"--pattern", "Qf7", "--min-plies", "1"} << 2;
    }
    void search()
    {
        QFETCH(QStringList, args);
        QFETCH(int, games);
        writeGames(Games);
        const Run r = run(QStringList{"search", m_file} + args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(QRegularExpression(QString("^games=%1 time_ms=[0-9.]+$").arg(games)).match(r.lastLine()).hasMatch(), r.out.constData());
    }

    void searchListAndOutput()
    {
        writeGames(Games);
        const Run r = run({"search", m_file, "--moves", "1.e4 e5", "--list"});
        QCOMPARE(r.lines().size(), 4); // header, two games, last line
        QVERIFY(r.lines().at(1).startsWith("1 ") && r.lines().at(1).contains("Ann") && r.lines().at(1).trimmed().endsWith("2"));
        QCOMPARE(run({"search", m_file, "--white", "Carol", "-o", "carol.pgn"}).exitCode, 0);
        QVERIFY(read("carol.pgn").startsWith("[Event \"B\"]"));
        QVERIFY(!read("carol.pgn").contains("Ann"));
        QCOMPARE(run({"search", m_file, "--eco", "Z99"}).exitCode, 2);
        QCOMPARE(run({"search", m_file, "--material", "K=2"}).exitCode, 2);
    }

    void dups()
    {
        writeGames(Games);
        Run r = run({"dups", m_file, "--list"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("group 1: 1* 3"), r.out.constData());
        QVERIFY(QRegularExpression("^games=3 duplicates=1 time_ms=[0-9.]+$").match(r.lastLine()).hasMatch());
        QCOMPARE(run({"dups", m_file, "--same-date"}).lastLine().section(' ', 1, 1), QString("duplicates=0"));
        QCOMPARE(run({"dups", m_file, "-o", "kept.pgn"}).exitCode, 0);
        QVERIFY(!read("kept.pgn").contains("[Event \"C\"]"));
        r = run({"dups", m_file, "--in-place", "--keep", "last"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(read("games.pgn.bak"), Games);
        QVERIFY(!read("games.pgn").contains("[Event \"A\"]"));
        QVERIFY(read("games.pgn").contains("[Event \"C\"]"));
        QCOMPARE(run({"dups", m_file}).lastLine().section(' ', 1, 1), QString("duplicates=0")); // the cache follows the change
    }
};

QTEST_GUILESS_MAIN(CliDbTest)
#include "tst_cli_db.moc"
