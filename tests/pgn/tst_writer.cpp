// PGN export: exact text for small typed games — tag section order and defaults, SetUp/FEN, escaping, line
// wrapping at 80 columns, move numbers after comments and variations, NAG glyphs, strip options, result.
#include "pgntestutil.h"

#include "pgn/gamebuilder.h"
#include "pgn/writer.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

// "glyphs,stripNags,width=40" to options.
WriterOptions parseOptions(const QString& text)
{
    WriterOptions o;
    for (const QString& part : text.split(',', Qt::SkipEmptyParts)) {
        if (part == "glyphs")
            o.glyphs = true;
        else if (part == "stripComments")
            o.stripComments = true;
        else if (part == "stripVariations")
            o.stripVariations = true;
        else if (part == "stripNags")
            o.stripNags = true;
        else if (part == "stripClockAndEval")
            o.stripClockAndEval = true;
        else if (part.startsWith("width="))
            o.maxLineLength = part.mid(6).toInt();
        else
            qFatal("unknown option %s", qPrintable(part));
    }
    return o;
}

// The movetext part of a written game (after the tag section's blank line).
QString movetextOf(const std::string& text)
{
    const std::size_t blank = text.find("\n\n");
    return blank == std::string::npos ? QString() : qs(text.substr(blank + 2));
}

const QString Roster = "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n";

} // namespace

class TestWriter : public QObject {
    Q_OBJECT

private slots:
    void tagSection_data();
    void tagSection();
    void startPosition_data();
    void startPosition();
    void movetext_data();
    void movetext();
    void wrapping_data();
    void wrapping();
    void everyLineFits();
    void embeddedCommandsWhole_data();
    void embeddedCommandsWhole();
    void commentAfterVariation();
};

void TestWriter::tagSection_data()
{
    // clang-format off
    QTest::addColumn<QStringList>("tags"); // "Name=Value"
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("expected");

    QTest::newRow("no tags") << QStringList() << "" << Roster + "[Result \"*\"]\n\n1. e4 *\n\n";
    QTest::newRow("roster order, others after in file order")
        << QStringList{"White=Kasparov", "Foo=bar", "Event=Linares", "Result=1-0", "Annotator=Me"} << ""
        << "[Event \"Linares\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Kasparov\"]\n[Black \"?\"]\n"
           "[Result \"1-0\"]\n[Foo \"bar\"]\n[Annotator \"Me\"]\n\n1. e4 1-0\n\n";
    QTest::newRow("result token fills a missing Result tag") << QStringList() << "0-1" << Roster + "[Result \"0-1\"]\n\n1. e4 0-1\n\n";
    QTest::newRow("result token wins over the tag at the end")
        << QStringList{"Result=1-0"} << "1/2-1/2" << Roster + "[Result \"1-0\"]\n\n1. e4 1/2-1/2\n\n";
    QTest::newRow("non-result Result tag gives *")
        << QStringList{"Result=1-0 (forfeit)"} << "" << Roster + "[Result \"1-0 (forfeit)\"]\n\n1. e4 *\n\n";
    QTest::newRow("duplicate roster tag") << QStringList{"Event=A", "Event=B"} << "*"
                                          << "[Event \"A\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                                             "[Black \"?\"]\n[Result \"*\"]\n[Event \"B\"]\n\n1. e4 *\n\n";
    QTest::newRow("escaping") << QStringList{"White=Nimzo \"the\" \\ Larsen", "Note=two\nlines"} << "*"
                              << "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                                 "[White \"Nimzo \\\"the\\\" \\\\ Larsen\"]\n[Black \"?\"]\n[Result \"*\"]\n[Note \"two lines\"]\n\n1. e4 *\n\n";
    QTest::newRow("stale SetUp/FEN tags are not written") << QStringList{"SetUp=1", "FEN=8/8/8/8/8/8/8/8 w - - 0 1"} << "*"
                                                          << Roster + "[Result \"*\"]\n\n1. e4 *\n\n";
    // clang-format on
}

void TestWriter::tagSection()
{
    QFETCH(QStringList, tags);
    QFETCH(QString, result);
    QFETCH(QString, expected);

    Game g = tree("e4");
    for (const QString& t : tags) {
        const qsizetype eq = t.indexOf('=');
        g.addTag(t.left(eq).toStdString(), t.mid(eq + 1).toStdString());
    }
    g.setResult(result.toStdString());
    QCOMPARE(qs(writeGame(g)), expected);
}

void TestWriter::startPosition_data()
{
    // clang-format off
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("chess960");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QStringList>("tags");
    QTest::addColumn<QString>("expected");

    const QString res = "[Result \"*\"]\n";
    QTest::newRow("white to move") << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40" << false << "e4 Kd7" << QStringList()
                                   << Roster + res + "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]\n\n40. e4 Kd7 *\n\n";
    QTest::newRow("black to move") << "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40" << false << "Kd7 e4" << QStringList{"Annotator=X"}
                                   << Roster + res
            + "[Annotator \"X\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 *\n\n";
    QTest::newRow("standard start") << QString() << false << "e4" << QStringList() << Roster + res + "\n1. e4 *\n\n";
    QTest::newRow("chess960 adds Variant") << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << true << "a4"
                                           << QStringList()
                                           << Roster + res
            + "[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9\"]\n\n9. a4 *\n\n";
    QTest::newRow("chess960 keeps its Variant tag")
        << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" << true << "a4" << QStringList{"Variant=chess960"}
        << Roster + res + "[Variant \"chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9\"]\n\n9. a4 *\n\n";
    // clang-format on
}

void TestWriter::startPosition()
{
    QFETCH(QString, fen);
    QFETCH(bool, chess960);
    QFETCH(QString, moves);
    QFETCH(QStringList, tags);
    QFETCH(QString, expected);

    Game g;
    if (!fen.isEmpty())
        QVERIFY(g.setStartFen(fen.toStdString(), chess960).ok());
    QVERIFY(buildTree(g, moves.toStdString()));
    for (const QString& t : tags)
        g.addTag(t.section('=', 0, 0).toStdString(), t.section('=', 1).toStdString());
    QCOMPARE(qs(writeGame(g)), expected);
}

void TestWriter::movetext_data()
{
    // clang-format off
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("expected");

    QTest::newRow("plain") << "e4 e5 Nf3" << "" << "1. e4 e5 2. Nf3 *\n\n";
    QTest::newRow("empty game") << "" << "" << "*\n\n";
    QTest::newRow("game comment") << "{Intro} e4" << "" << "{Intro} 1. e4 *\n\n";
    QTest::newRow("black number after comment") << "e4 {good} e5" << "" << "1. e4 {good} 1... e5 *\n\n";
    QTest::newRow("no number after NAG") << "e4 $1 e5" << "" << "1. e4 $1 e5 *\n\n";
    QTest::newRow("variation on black's move") << "e4 e5 (c5) Nf3" << "" << "1. e4 e5 (1... c5) 2. Nf3 *\n\n";
    QTest::newRow("black number after variation") << "e4 (d4) e5" << "" << "1. e4 (1. d4) 1... e5 *\n\n";
    // A comment before a move that follows variations reads back as the variations' comment-after (the tree's
    // accept() delivers it there), so stripping the variations drops it with them.
    QTest::newRow("comment before a move after a variation") << "e4 (d4) {<x} e5" << "" << "1. e4 (1. d4) {x} 1... e5 *\n\n";
    QTest::newRow("that comment with variations stripped") << "e4 (d4) {<x} e5" << "stripVariations" << "1. e4 e5 *\n\n";
    QTest::newRow("comment opening a variation") << "e4 e5 ({<Sicilian} c5) Nf3" << "" << "1. e4 e5 ({Sicilian} 1... c5) 2. Nf3 *\n\n";
    QTest::newRow("nested") << "e4 e5 (c5 Nf3 (Nc3 Nc6) d6) Nf3" << "" << "1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6) 2. Nf3 *\n\n";
    QTest::newRow("two variations") << "e4 e5 (c5) (e6 d4) Nf3" << "" << "1. e4 e5 (1... c5) (1... e6 2. d4) 2. Nf3 *\n\n";
    QTest::newRow("mixed") << "e4 {good} e5 Nf3 (Nc3 {also} Nc6) Nc6 $1 Bb5" << ""
                           << "1. e4 {good} 1... e5 2. Nf3 (2. Nc3 {also} 2... Nc6) 2... Nc6 $1 3. Bb5 *\n\n";
    QTest::newRow("null move") << "e4 -- d4" << "" << "1. e4 -- 2. d4 *\n\n";
    QTest::newRow("NAGs as $n") << "e4 $1 e5 $14 $2 Nf3 $5 Nc6 $7" << "" << "1. e4 $1 e5 $14 $2 2. Nf3 $5 Nc6 $7 *\n\n";
    QTest::newRow("glyphs") << "e4 $1 e5 $14 $2 Nf3 $5 Nc6 $7" << "glyphs" << "1. e4! e5 $14 $2 2. Nf3!? Nc6 $7 *\n\n";
    QTest::newRow("all six glyphs") << "e4 $1 e5 $2 Nf3 $3 Nc6 $4 Bb5 $5 a6 $6" << "glyphs" << "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! *\n\n";
    const QString annotated = "e4 {[%clk 0:03:00]} e5 {[%eval 0.2] good} (c5 {x}) Nf3 $1";
    QTest::newRow("annotated as is") << annotated << ""
                                     << "1. e4 {[%clk 0:03:00]} 1... e5 {[%eval 0.2] good} (1... c5 {x}) 2. Nf3 $1 *\n\n";
    QTest::newRow("strip comments") << annotated << "stripComments" << "1. e4 e5 (1... c5) 2. Nf3 $1 *\n\n";
    QTest::newRow("strip variations") << annotated << "stripVariations"
                                      << "1. e4 {[%clk 0:03:00]} 1... e5 {[%eval 0.2] good} 2. Nf3 $1 *\n\n";
    QTest::newRow("strip NAGs") << annotated << "stripNags"
                                << "1. e4 {[%clk 0:03:00]} 1... e5 {[%eval 0.2] good} (1... c5 {x}) 2. Nf3 *\n\n";
    QTest::newRow("strip clock and eval") << annotated << "stripClockAndEval" << "1. e4 e5 {good} (1... c5 {x}) 2. Nf3 $1 *\n\n";
    QTest::newRow("strip everything") << annotated << "stripComments,stripVariations,stripNags" << "1. e4 e5 2. Nf3 *\n\n";
    // clang-format on
}

void TestWriter::movetext()
{
    QFETCH(QString, moves);
    QFETCH(QString, options);
    QFETCH(QString, expected);

    Game g = tree(moves.toStdString());
    QVERIFY(dump(g).size() > 0 || moves.isEmpty());
    QCOMPARE(movetextOf(writeGame(g, parseOptions(options))), expected);
}

void TestWriter::wrapping_data()
{
    // clang-format off
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("comment"); // commentAfter of the first move, set through the API
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("expected");

    QTest::newRow("knight dance, wraps before move 8")
        << "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" << "" << ""
        << "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6\n"
           "8. Ng1 Ng8 9. Nf3 Nf6 10. Ng1 Ng8 11. Nf3 Nf6 12. Ng1 Ng8 *\n\n";
    const QString a72(72, 'a'), a73(73, 'a'), a70(70, 'a'), x90(90, 'x');
    QTest::newRow("exactly 80 stays") << "e4 e5" << a72 << "" << "1. e4 {" + a72 + "}\n1... e5 *\n\n";
    QTest::newRow("81 wraps") << "e4 e5" << a73 << "" << "1. e4\n{" + a73 + "}\n1... e5 *\n\n";
    QTest::newRow("long word on its own line") << "e4 e5" << "see " + x90 + " here" << ""
                                               << "1. e4 {see\n" + QString("%1").arg(x90) + "\nhere} 1... e5 *\n\n";
    QTest::newRow("no line starts with %") << "e4 e5" << a70 + " %c" << "" << "1. e4\n{" + a70 + " %c}\n1... e5 *\n\n";
    const QString a69(69, 'a');
    QTest::newRow("no line starts with [Event") << "e4 e5" << a69 + " [Event \"x\"] y" << ""
        << "1. e4\n{" + a69 + " [Event\n\"x\"] y} 1... e5 *\n\n";
    QTest::newRow("[Event after a word alone on a line: the line runs long") << "e4" << x90 + " [Event y" << "width=20"
        << "1. e4\n{" + x90 + " [Event\ny} *\n\n";
    QTest::newRow("comment words wrap") << "e4 e5" << "one two three four five six seven eight nine ten eleven twelve thirteen" << "width=30"
                                        << "1. e4 {one two three four five\nsix seven eight nine ten\neleven twelve thirteen}\n1... e5 *\n\n";
    QTest::newRow("closing brace in a comment") << "e4" << "a}b{c" << "" << "1. e4 {a)b{c} *\n\n";
    QTest::newRow("comment whitespace simplified") << "e4" << " a\n\n b " << "" << "1. e4 {a b} *\n\n";
    const QString a62(62, 'a');
    QTest::newRow("[%eval] not split: the line breaks before it") << "e4 e5" << a62 + " [%eval 0.16]" << ""
        << "1. e4 {" + a62 + "\n[%eval 0.16]} 1... e5 *\n\n";
    QTest::newRow("[%clk] not split") << "e4 e5" << a62 + " [%clk 0:03:00]" << ""
        << "1. e4 {" + a62 + "\n[%clk 0:03:00]} 1... e5 *\n\n";
    QTest::newRow("long [%cal] breaks after its commas") << "e4" << "[%cal Ga1a2,Gb1b2,Gc1c2,Gd1d2,Ge1e2]" << "width=20"
        << "1. e4 {[%cal Ga1a2,\nGb1b2,Gc1c2,Gd1d2,\nGe1e2]} *\n\n";
    QTest::newRow("parentheses glued") << "e4 e5 (c5 Nf3) Nf3" << "" << "width=12"
                                       << "1. e4 e5\n(1... c5\n2. Nf3)\n2. Nf3 *\n\n";
    // clang-format on
}

void TestWriter::wrapping()
{
    QFETCH(QString, moves);
    QFETCH(QString, comment);
    QFETCH(QString, options);
    QFETCH(QString, expected);

    Game g = tree(moves.toStdString());
    if (!comment.isEmpty())
        g.setCommentAfter(g.mainChild(RootNode), comment.toStdString());
    QCOMPARE(movetextOf(writeGame(g, parseOptions(options))), expected);
}

void TestWriter::everyLineFits()
{
    // A long annotated game: no line over 80 columns, none starting with '%', tag lines intact.
    Game g = tree("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 "
                  "Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6 Nc4 Nxc4 Bxc4 Nb6 Ne5 Rae8");
    int i = 0;
    for (NodeId id : g.mainline()) {
        g.setCommentAfter(id, "[%clk 0:0" + std::to_string(i % 10) + ":00] 50 % of the time, [%eval 0." + std::to_string(i) + "]");
        g.addNag(id, std::uint8_t(1 + i % 20));
        ++i;
    }
    const std::string text = writeGame(g);
    QVERIFY(text.size() > 2000);
    std::size_t start = 0;
    int lines = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start);
        QVERIFY2(line.size() <= 80, line.c_str());
        QVERIFY2(line.empty() || line.front() != '%', line.c_str());
        start = end + 1;
        ++lines;
    }
    QVERIFY(lines > 40);
    QVERIFY(text.ends_with("*\n\n"));
}

void TestWriter::embeddedCommandsWhole_data()
{
    QTest::addColumn<QString>("comment");
    QTest::addColumn<int>("width");

    QString arrows = "[%cal ", squares = "[%csl ";
    for (int i = 0; i < 40; ++i) {
        arrows += QString("%1%2%3a8,").arg(QChar("GRYB"[i % 4])).arg(QChar('a' + i % 8)).arg(1 + i % 8);
        squares += QString("R%1%2,").arg(QChar('a' + i % 8)).arg(1 + i / 8);
    }
    arrows.chop(1);
    squares.chop(1);
    arrows += ']';
    squares += ']';
    for (const int width : {80, 40, 25}) {
        const QByteArray w = QByteArray::number(width);
        QTest::newRow("eval and clock, width " + w) << "good move [%eval -1.25,23] [%clk 0:01:02.5] and more" << width;
        QTest::newRow("long arrow list, width " + w) << arrows << width;
        QTest::newRow("arrows and squares in text, width " + w) << "see " + arrows + " then " + squares + " end" << width;
        QTest::newRow("a quoted tag, width " + w) << "as in [Event \"Wch\"] [Site \"?\"] [Event \"x\"] the game" << width;
        if (width >= 40) // a quoted piece of 28 characters with spaces inside cannot fit 25 columns
            QTest::newRow("quoted commas, width " + w) << "[%tqu \"En\",\"Which move wins, and why?\",\"\",\"\",\"Nf3\",\"\",10]" << width;
    }
}

void TestWriter::embeddedCommandsWhole()
{
    // After every move the same comment: wherever it falls on a line, no command is cut except after a comma of
    // its list, no line is longer than the width unless one such piece is, and the comment reads back the same.
    QFETCH(QString, comment);
    QFETCH(int, width);
    Game g = tree("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5");
    for (NodeId id : g.mainline())
        g.setCommentAfter(id, comment.toStdString());
    WriterOptions options;
    options.maxLineLength = width;
    const std::string text = writeGame(g, options);

    bool inCommand = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.compare(i, 2, "[%") == 0)
            inCommand = true;
        else if (text[i] == ']')
            inCommand = false;
        else if (text[i] == '\n' && inCommand)
            QVERIFY2(text[i - 1] == ',', qPrintable("a command cut elsewhere than after a comma: " + qs(text.substr(i - 20, 40))));
    }
    std::size_t start = text.find("\n\n") + 2;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start);
        QVERIFY2(line.size() <= std::size_t(width) || line.find(' ') == std::string::npos, line.c_str());
        start = end + 1;
    }

    const std::vector<Game> back = readGames(text);
    QCOMPARE(back.size(), std::size_t(1));
    QVERIFY(back[0].errors().empty());
    const std::vector<NodeId> line = back[0].mainline();
    QCOMPARE(line.size(), g.mainline().size());
    for (const NodeId id : line)
        QCOMPARE(qs(back[0].node(id).commentAfter), comment);
}

void TestWriter::commentAfterVariation()
{
    Game g = tree("e4 e5 (c5) (e6) Nf3");
    g.setCommentAfterVariation(find(g, "e4 c5"), "first");
    g.setCommentAfterVariation(find(g, "e4 e6"), "second");
    g.setCommentAfterVariation(find(g, "e4 e5"), "not a variation: never written");
    QCOMPARE(movetextOf(writeGame(g)), QStringLiteral("1. e4 e5 (1... c5) {first} (1... e6) {second} 2. Nf3 *\n\n"));
    WriterOptions strip;
    strip.stripVariations = true;
    QCOMPARE(movetextOf(writeGame(g, strip)), QStringLiteral("1. e4 e5 2. Nf3 *\n\n"));
}

QTEST_APPLESS_MAIN(TestWriter)
#include "tst_writer.moc"
