// kibitz-cli as a process: exit codes (0 clean, 1 games with errors, 2 unusable input), the documented last
// line of `check`, diagnostics as file:line:col: game N (White - Black): move …, `list` columns, `export`
// options and where -o writes, and `eco` rewriting only the classification tags (every other byte, CRLF included,
// kept).
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Two games we wrote: a Scholar's mate, and a Queen's Gambit with an illegal king move in it.
const QByteArray TwoGames = "[Event \"Test\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
                            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
                            "[Event \"Test\"]\n[White \"Carol\"]\n[Black \"Dave\"]\n[Result \"*\"]\n\n"
                            "1. d4 d5 2. c4 {QGD} Ke7 3. Nc3 *\n";
const QByteArray GoodGame = "[Event \"Club\"]\n[White \"Eve\"]\n[Black \"Finn\"]\n[Result \"1/2-1/2\"]\n\n"
                            "1. Nf3 d5 2. g3 {fianchetto} (2. d4 Nf6) 2... Nf6 $1 3. Bg2 1/2-1/2\n";

struct Run {
    int exitCode = -1;
    QByteArray out, err;
    QString lastLine() const { return QString::fromUtf8(out).trimmed().split('\n').last(); }
};

Run runCli(const QStringList& args, const QString& dir)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.start(QStringLiteral(KIBITZ_CLI), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Lines of a PGN text without the tag lines that `eco` may add or replace.
QList<QByteArray> withoutClassificationTags(const QByteArray& text)
{
    static const QList<QByteArray> names = {"[ECO ", "[Opening ", "[Variation ", "[SubVariation "};
    QList<QByteArray> kept;
    for (const QByteArray& line : text.split('\n')) {
        bool drop = false;
        for (const QByteArray& n : names)
            drop = drop || line.startsWith(n);
        if (!drop)
            kept.append(line);
    }
    return kept;
}

} // namespace

class CliTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(QStringLiteral(KIBITZ_CLI)), KIBITZ_CLI); }

    void check_data()
    {
        QTest::addColumn<QByteArray>("pgn");
        QTest::addColumn<QStringList>("extraArgs");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("lastLine");   // regular expression for the last stdout line
        QTest::addColumn<QString>("diagnostic"); // regular expression that must match stderr, empty: stderr empty

        QTest::newRow("clean") << GoodGame << QStringList{} << 0 << "^games=1 errors=0 plies=5 time_ms=\\d+$"
                               << "";
        QTest::newRow("illegal move")
            << TwoGames << QStringList{} << 1 << "^games=2 errors=1 plies=10 time_ms=\\d+$"
            << "^in\\.pgn:13:22: game 2 \\(Carol - Dave\\): move 2\\.\\.\\.Ke7: illegal move \\(the king cannot reach e7\\)\\n$";
        QTest::newRow("two threads") << TwoGames + "\n" + GoodGame << QStringList{"--threads", "2"} << 1
                                     << "^games=3 errors=1 plies=15 time_ms=\\d+$"
                                     << "game 2 \\(Carol - Dave\\): move 2\\.\\.\\.Ke7";
        QTest::newRow("empty file") << QByteArray() << QStringList{} << 0 << "^games=0 errors=0 plies=0 time_ms=\\d+$"
                                    << "";
        QTest::newRow("crlf line ends") << QByteArray(TwoGames).replace("\n", "\r\n") << QStringList{} << 1
                                        << "^games=2 errors=1 plies=10 time_ms=\\d+$"
                                        << "^in\\.pgn:13:22: game 2";
        QTest::newRow("broken tag line") << QByteArray("[White \"Ann\n") + GoodGame << QStringList{} << 1 << "^games=\\d+ errors=1 "
                                         << "^in\\.pgn:1:1: ";
    }

    void check()
    {
        QFETCH(QByteArray, pgn);
        QFETCH(QStringList, extraArgs);
        QFETCH(int, exitCode);
        QFETCH(QString, lastLine);
        QFETCH(QString, diagnostic);
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("in.pgn"), pgn));
        const Run r = runCli(QStringList{"check"} + extraArgs + QStringList{"in.pgn"}, dir.path());
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QRegularExpression(lastLine).match(r.lastLine()).hasMatch(), qPrintable(r.lastLine()));
        if (diagnostic.isEmpty())
            QCOMPARE(r.err, QByteArray());
        else
            QVERIFY2(QRegularExpression(diagnostic).match(QString::fromUtf8(r.err)).hasMatch(), r.err.constData());
    }

    void unusableInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("missing file") << QStringList{"check", "no-such-file.pgn"};
        QTest::newRow("no file given") << QStringList{"check"};
        QTest::newRow("bad thread count") << QStringList{"check", "--threads", "zero", "x.pgn"};
        QTest::newRow("unknown command") << QStringList{"frobnicate"};
        QTest::newRow("eco bad fen") << QStringList{"eco", "--fen", "not a fen"};
    }

    void unusableInput()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const Run r = runCli(args, dir.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(!r.err.isEmpty(), "an unusable input must be explained on stderr");
    }

    void list_data()
    {
        QTest::addColumn<QString>("columns");
        QTest::addColumn<QString>("expected");
        QTest::newRow("default columns")
            << ""
            << "Index\tWhite\tBlack\tResult\tDate\tEvent\n1\tAnn\tBob\t1-0\t\tTest\n2\tCarol\tDave\t*\t\tTest\n";
        QTest::newRow("computed columns") << "Index,Plies,Errors,ClassECO"
                                          << "Index\tPlies\tErrors\tClassECO\n1\t7\t0\tC20\n2\t3\t1\tD06\n";
    }

    void list()
    {
        QFETCH(QString, columns);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("in.pgn"), TwoGames));
        QStringList args{"list", "in.pgn", "--tsv"};
        if (!columns.isEmpty())
            args << "--columns" << columns;
        const Run r = runCli(args, dir.path());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out), expected);
    }

    void exportGames_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QStringList>("mustContain");
        QTest::addColumn<QStringList>("mustNotContain");
        QTest::newRow("everything kept") << QStringList{} << QStringList{"{fianchetto}", "(2. d4 Nf6)", "$1", "[Site \"?\"]"}
                                         << QStringList{};
        QTest::newRow("strip comments") << QStringList{"--strip-comments"} << QStringList{"(2. d4 Nf6)", "$1"} << QStringList{"fianchetto"};
        QTest::newRow("strip variations") << QStringList{"--strip-variations"} << QStringList{"{fianchetto}"} << QStringList{"(2. d4"};
        QTest::newRow("strip nags") << QStringList{"--strip-nags"} << QStringList{"{fianchetto}"} << QStringList{"$1"};
        QTest::newRow("glyphs") << QStringList{"--glyphs"} << QStringList{"Nf6!"} << QStringList{"$1"};
    }

    void exportGames()
    {
        QFETCH(QStringList, options);
        QFETCH(QStringList, mustContain);
        QFETCH(QStringList, mustNotContain);
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("in.pgn"), GoodGame));
        const Run r = runCli(QStringList{"export", "in.pgn", "-o", "out.pgn"} + options, dir.path());
        QCOMPARE(r.exitCode, 0);
        const QString out = QString::fromUtf8(readFile(dir.filePath("out.pgn")));
        for (const QString& s : mustContain)
            QVERIFY2(out.contains(s), qPrintable(s + " missing in:\n" + out));
        for (const QString& s : mustNotContain)
            QVERIFY2(!out.contains(s), qPrintable(s + " present in:\n" + out));
        // The export is itself a clean PGN file with the same game.
        const Run again = runCli({"check", "out.pgn"}, dir.path());
        QCOMPARE(again.exitCode, 0);
        QVERIFY(again.lastLine().startsWith("games=1 errors=0 plies=5 "));
    }

    void exportKeepsValidPrefix()
    {
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("in.pgn"), TwoGames));
        const Run r = runCli({"export", "in.pgn", "-o", "out.pgn"}, dir.path());
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains("move 2...Ke7: illegal move"));
        const QByteArray out = readFile(dir.filePath("out.pgn"));
        QVERIFY2(out.contains("1. d4 d5 2. c4 {QGD} *"), out.constData());
        QVERIFY(out.contains("4. Qxf7# 1-0"));
    }

    // Where -o writes (through the library's atomic writer): a new file, the input itself (permissions kept),
    // through a symlink (the link stays), standard output; and outputs that cannot be written fail with the reason
    // and leave nothing behind.
    void exportOutput_data()
    {
        QTest::addColumn<QString>("output");  // as given to -o; "" for none
        QTest::addColumn<QString>("written"); // the file that must hold the export, "" for stdout or a failure
        QTest::addColumn<QString>("error");   // expected on stderr (exit 2), "" for success
        QTest::newRow("new file") << "out.pgn"
                                  << "out.pgn"
                                  << "";
        QTest::newRow("the input itself") << "in.pgn"
                                          << "in.pgn"
                                          << "";
        QTest::newRow("through a symlink") << "link.pgn"
                                           << "target.pgn"
                                           << "";
        QTest::newRow("standard output") << ""
                                         << ""
                                         << "";
        QTest::newRow("dash for standard output") << "-"
                                                  << ""
                                                  << "";
        QTest::newRow("missing directory") << "missing/out.pgn"
                                           << ""
                                           << "export: create temporary file next to 'missing/out.pgn': No such file or directory";
        QTest::newRow("a directory") << "sub"
                                     << ""
                                     << "export: not a regular file: '";
    }

    void exportOutput()
    {
        QFETCH(QString, output);
        QFETCH(QString, written);
        QFETCH(QString, error);
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("in.pgn"), GoodGame));
        const QFileDevice::Permissions permissions = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser
            | QFileDevice::WriteUser | QFileDevice::ReadGroup;
        QVERIFY(QFile::setPermissions(dir.filePath("in.pgn"), permissions));
        QVERIFY(writeFile(dir.filePath("target.pgn"), "old contents\n"));
        QVERIFY(QFile::link("target.pgn", dir.filePath("link.pgn")));
        QVERIFY(QDir(dir.path()).mkdir("sub"));
        const QStringList before = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System);

        QStringList args{"export", "in.pgn"};
        if (!output.isEmpty())
            args << "-o" << output;
        const Run r = runCli(args, dir.path());
        if (!error.isEmpty()) {
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.startsWith(error.toUtf8()), r.err.constData());
        } else {
            QCOMPARE(r.exitCode, 0);
            const QByteArray text = written.isEmpty() ? r.out : readFile(dir.filePath(written));
            QVERIFY2(text.contains("2. g3 {fianchetto} (2. d4 Nf6) 2... Nf6 $1 3. Bg2 1/2-1/2"), text.constData());
        }
        if (written == "in.pgn")
            QCOMPARE(QFile::permissions(dir.filePath("in.pgn")), permissions);
        QCOMPARE(QFileInfo(dir.filePath("link.pgn")).isSymLink(), true);
        QStringList after = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System);
        if (written == "out.pgn")
            after.removeOne("out.pgn");
        QCOMPARE(after, before); // no temporary file left, nothing else created
    }

    void ecoRetag_data()
    {
        QTest::addColumn<QByteArray>("lineEnd");
        QTest::addColumn<QString>("output");  // in.pgn: rewritten in place (through a temporary file)
        QTest::addColumn<QString>("threads"); // each game in a chunk of its own from 2 on
        QTest::newRow("LF") << QByteArray("\n") << "out.pgn"
                            << "1";
        QTest::newRow("CRLF") << QByteArray("\r\n") << "out.pgn"
                              << "1";
        QTest::newRow("LF in place") << QByteArray("\n") << "in.pgn"
                                     << "1";
        QTest::newRow("CRLF 3 threads") << QByteArray("\r\n") << "out.pgn"
                                        << "3";
    }

    // Only classification tags change: a wrong ECO tag is replaced, missing ones are added, all else is kept.
    void ecoRetag()
    {
        QFETCH(QByteArray, lineEnd);
        QFETCH(QString, output);
        QFETCH(QString, threads);
        QByteArray input = "[Event \"Club\"]\n[White \"Gil\"]\n[Black \"Hal\"]\n[Result \"*\"]\n[ECO \"A00\"]\n"
                           "[Annotator \"us\"]\n\n1. d4 Nf6 2. c4 c5 3. d5 b5 {Benko} *\n\n"
                           "[Event \"Club\"]\n[White \"Ida\"]\n[Black \"Jo\"]\n[Result \"*\"]\n\n1. e4 c5 2. Nf3 d6 *\n";
        input.replace("\n", lineEnd);
        QTemporaryDir dir;
        QVERIFY(writeFile(dir.filePath("in.pgn"), input));
        const QFileDevice::Permissions permissionsBefore = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser
            | QFileDevice::WriteUser | QFileDevice::ReadGroup;
        QVERIFY(QFile::setPermissions(dir.filePath("in.pgn"), permissionsBefore));
        const Run r = runCli({"eco", "in.pgn", "-o", output, "--threads", threads}, dir.path());
        QCOMPARE(r.exitCode, 0);
        const QByteArray out = readFile(dir.filePath(output));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), output == "in.pgn" ? 1 : 2); // no temporary left
        if (output == "in.pgn") // rewritten in place: its permissions stay
            QCOMPARE(QFile::permissions(dir.filePath(output)), permissionsBefore);
        QVERIFY2(out.contains("[ECO \"A57\"]" + lineEnd), out.constData());
        QVERIFY(out.contains("[Opening \"Benko gambit\"]" + lineEnd));
        QVERIFY(out.contains("[ECO \"B50\"]" + lineEnd));
        QVERIFY(!out.contains("A00"));
        QCOMPARE(out.count("[ECO "), 2);
        if (lineEnd == "\r\n")
            QCOMPARE(out.count("\r\n"), out.count('\n')); // no bare LF introduced
        QCOMPARE(withoutClassificationTags(out), withoutClassificationTags(input));
        // The result is the same classification as the command's position lookup by moves.
        const Run moves = runCli({"eco", "--moves", "1.d4 Nf6 2.c4 c5 3.d5 b5"}, dir.path());
        QCOMPARE(moves.exitCode, 0);
        QVERIFY(moves.out.startsWith("ECO: A57\n"));
    }

    void ecoLookup_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("firstLine");
        QTest::newRow("moves") << QStringList{"eco", "--moves", "1.d4 Nf6 2.c4 c5 3.d5 b5"} << "ECO: A57";
        QTest::newRow("transposition by fen") << QStringList{"eco", "--fen",
                                                             "rnbqkb1r/p2ppppp/5n2/1ppP4/2P5/8/PP2PPPP/RNBQKBNR w KQkq b6 0 4"}
                                              << "ECO: A57";
        QTest::newRow("king's pawn") << QStringList{"eco", "--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"}
                                     << "ECO: B00";
    }

    void ecoLookup()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, firstLine);
        QTemporaryDir dir;
        const Run r = runCli(args, dir.path());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QString::fromUtf8(r.out).split('\n').first(), firstLine);
    }
};

QTEST_GUILESS_MAIN(CliTest)
#include "tst_cli.moc"
