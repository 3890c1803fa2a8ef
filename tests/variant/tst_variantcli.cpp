// kibitz-cli perft --variant as a process: the documented last line, --divide, a variants.ini section chosen by
// name while a faulty section of the same file is reported on stderr with its line, and usage errors (exit 2).
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out, err;
    QString lastLine() const { return out.trimmed().split('\n').last(); }
};

Run runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(KIBITZ_CLI), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

const QByteArray Ini =
    "[camels:chess]\nbishop = -\ncustomPiece1 = c:C\nstartFen = rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1\n"
    "promotionPieceTypes = qrcn\n\n[broken:chess]\ncustomPiece1 = x:NX\n";

} // namespace

class TestVariantCli : public QObject {
    Q_OBJECT

private slots:
    void perft_data();
    void perft();
    void variantsFile();
    void checkVariantGames();
    void usageErrors_data();
    void usageErrors();
};

void TestVariantCli::perft_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("nodes");
    QTest::addColumn<int>("lines"); // output lines including the last
    QTest::newRow("amazon") << QStringList{"perft", "--variant", "amazon", "--depth", "3"} << "12483" << 1;
    QTest::newRow("knightmate divide") << QStringList{"perft", "--variant", "knightmate", "--depth", "2", "--divide"} << "324" << 19;
    QTest::newRow("chess fen") << QStringList{"perft", "--variant", "chess", "--depth", "2", "--fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"}
                               << "112" << 1; // equal to the core and to Fairy-Stockfish
}

void TestVariantCli::perft()
{
    QFETCH(QStringList, args);
    QFETCH(QString, nodes);
    QFETCH(int, lines);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(QRegularExpression("^nodes=" + nodes + " time_ms=\\d+ nps=\\d+$").match(r.lastLine()).hasMatch(), qPrintable(r.lastLine()));
    QCOMPARE(r.out.trimmed().split('\n').size(), lines);
}

void TestVariantCli::variantsFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("variants.ini");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(Ini) == Ini.size());
    f.close();
    const Run r = runCli({"perft", "--variant", "camels", "--variants", path, "--depth", "1"});
    QCOMPARE(r.exitCode, 0);
    // Knights 4 moves, pawns 16, camels c1/f1 leap to b4, d4, e4, g4 (a2.. are own pawns): 24.
    QVERIFY2(r.lastLine().startsWith("nodes=24 "), qPrintable(r.lastLine()));
    QVERIFY2(r.err.contains("variants.ini: line 8 [broken]: customPiece1: moves 'NX': column 2"), qPrintable(r.err));
    const Run missing = runCli({"perft", "--variant", "broken", "--variants", path, "--depth", "1"});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("unknown variant 'broken'") && missing.err.contains("camels"), qPrintable(missing.err));
}

// kibitz-cli check reads games of a variant Kibitz ships, or whose [VariantIni] tag defines it, under its rules;
// their faults are placed in the file; other variants stay "unsupported variant".
void TestVariantCli::checkVariantGames()
{
    const QByteArray text = "[Event \"chess\"]\n\n1. e4 e5 *\n\n"
                            "[Event \"km\"]\n[Variant \"knightmate\"]\n\n1. e4 e5 2. Kf3 Kf6 *\n\n"
                            "[Event \"camel\"]\n[Variant \"camels\"]\n[VariantIni \"[camels:chess]; bishop = -; customPiece1 = c:C; "
                            "startFen = rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1\"]\n\n1. e4 e5 2. Cg4 Cd5 3. exd5 *\n\n"
                            "[Event \"km bad\"]\n[Variant \"knightmate\"]\n\n1. e4 e5 2. Nf3 Kf6 *\n\n"
                            "[Event \"seirawan\"]\n[Variant \"Seirawan\"]\n\n1. e4 e5 *\n";
    QTemporaryDir dir;
    const QString path = dir.filePath("variants.pgn");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text) == text.size());
    f.close();
    const Run r = runCli({"check", path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.lastLine().startsWith("games=5 errors=2 plies=13 ") && r.lastLine().endsWith(" variant_games=3"), qPrintable(r.lastLine()));
    const QStringList errors = r.err.trimmed().split('\n');
    QCOMPARE(errors.size(), 2);
    QVERIFY2(errors[0].endsWith("variants.pgn:19:13: game 4 (? - ?): illegal move (move 2. Nf3: 'N' is not a piece letter of knightmate)"),
             qPrintable(errors[0]));
    QVERIFY2(errors[1].contains(":22:1: game 5 (? - ?): unsupported variant (variant \"Seirawan\" is not known"), qPrintable(errors[1]));
}

void TestVariantCli::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown variant") << QStringList{"perft", "--variant", "xiangqi", "--depth", "1"} << "unknown variant 'xiangqi'";
    QTest::newRow("bad fen") << QStringList{"perft", "--variant", "amazon", "--depth", "1", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}
                             << "invalid FEN for amazon: column 1: White has no royal piece";
    QTest::newRow("no file") << QStringList{"perft", "--variant", "amazon", "--variants", "/nonexistent/v.ini", "--depth", "1"}
                             << "cannot read /nonexistent/v.ini";
    QTest::newRow("variants without variant") << QStringList{"perft", "--variants", "x.ini", "--depth", "1"}
                                              << "--variants needs --variant";
}

void TestVariantCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestVariantCli)
#include "tst_variantcli.moc"
