// The repertoire read as a graph: transpositions merged (move counters ignored, en passant only when a capture is
// possible), every stored move accepted with the first met the main move, shortest paths, cards; the side from
// the Orientation tag, the file name, the branching or the default; a file with errors opens with its valid part.
#include "trainingtestutil.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::training;
using namespace kibitz::training::test;

namespace {

const char* const Transposed =
    "[Event \"Queen's Gambit\"]\n[Orientation \"black\"]\n\n1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 *\n\n"
    "[Event \"English\"]\n[Orientation \"black\"]\n\n1. c4 e6 2. d4 (2. Nc3 d5) 2... Nf6 3. Nf3 b6 *\n\n"
    "[Event \"From a FEN\"]\n[SetUp \"1\"]\n[FEN \"rnbqkb1r/pppp1ppp/4pn2/8/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 7 15\"]\n"
    "[Orientation \"black\"]\n\n15. g3 d5 *\n";

} // namespace

class TestRepertoire : public QObject {
    Q_OBJECT

private slots:
    void graph_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("moves"); // accepted at the position after `line`, main first
        QTest::newRow("start") << Transposed << ""
                               << "d4 c4";
        // Reached in both chapters by two orders and as the third chapter's start (other move counters).
        QTest::newRow("transposition") << Transposed << "1.d4 Nf6 2.c4 e6"
                                       << "Nc3 Nf3 g3";
        QTest::newRow("same position other order") << Transposed << "1.c4 e6 2.d4 Nf6"
                                                   << "Nc3 Nf3 g3";
        QTest::newRow("variation") << Transposed << "1.c4 e6"
                                   << "d4 Nc3";
        QTest::newRow("own move") << Transposed << "1.d4"
                                  << "Nf6";
        QTest::newRow("after transposition") << Transposed << "1.c4 e6 2.d4 Nf6 3.Nc3"
                                             << "Bb4";
        QTest::newRow("line end") << Transposed << "1.c4 e6 2.Nc3 d5"
                                  << "";
        QTest::newRow("not in it") << Transposed << "1.e4"
                                   << "-";
        QTest::newRow("alternatives kept in order") << "1. e4 (1. d4 d5) (1. c4) 1... e5 *"
                                                    << ""
                                                    << "e4 d4 c4";
        // The en-passant square counts only when a capture is possible: both orders reach one position.
        QTest::newRow("en passant without capture") << "1. e4 Nc6 2. Nc3 Nf6 *\n\n1. Nc3 Nc6 2. e4 e5 *"
                                                    << "1.Nc3 Nc6 2.e4"
                                                    << "Nf6 e5";
        QTest::newRow("castling rights differ") << "1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8 4. d4 *\n\n1. Nf3 Nf6 2. e4 *"
                                                << "1.Nf3 Nf6"
                                                << "Rg1 e4";
        QTest::newRow("castling rights lost") << "1. Nf3 Nf6 2. Rg1 Rg8 3. Rh1 Rh8 4. d4 *\n\n1. Nf3 Nf6 2. e4 *"
                                              << "1.Nf3 Nf6 2.Rg1 Rg8 3.Rh1 Rh8"
                                              << "d4";
    }
    void graph()
    {
        QFETCH(QString, pgn);
        QFETCH(QString, line);
        QFETCH(QString, moves);
        const RepertoirePtr rep = Repertoire::fromText(pgn.toStdString());
        QVERIFY(rep->messages().empty());
        QCOMPARE(movesAt(*rep, line.toStdString()), moves);
    }

    void transpositionsAreOneNode()
    {
        const RepertoirePtr rep = Repertoire::fromText(Transposed);
        // Chapter 1: 7 positions; chapter 2 adds 1.c4, 1.c4 e6, 2.d4, 2.Nc3, 2...d5, 3.Nf3, 3...b6 and meets
        // 2...Nf6 (= 2...e6 of chapter 1); chapter 3 starts there and adds 15.g3 and 15...d5.
        QCOMPARE(int(rep->graph().size()), 7 + 7 + 2);
        const NodeIndex merged = rep->graph().find(keyAfter("1.d4 Nf6 2.c4 e6"));
        QVERIFY(merged != NoIndex);
        QCOMPARE(int(rep->graph().node(merged).occurrences.size()), 3);
        QCOMPARE(rep->graph().node(merged).epd, std::string("rnbqkb1r/pppp1ppp/4pn2/8/2PP4/8/PP2PPPP/RNBQKBNR w KQkq -"));
        // The way there is a shortest path from the first chapter's start (though the third starts right there).
        QCOMPARE(QString::fromStdString(rep->graph().pathTo(merged).text()), QString("1. d4 Nf6 2. c4 e6"));
        QVERIFY(rep->graph().pathTo(merged).startFen.empty());
        const NodeIndex deeper = rep->graph().find(keyAfter("1.c4 e6 2.d4 Nf6 3.Nf3 b6"));
        QCOMPARE(QString::fromStdString(rep->graph().pathTo(deeper).text()), QString("1. d4 Nf6 2. c4 e6 3. Nf3 b6"));
        const RepertoirePtr fromFen = Repertoire::fromText(
            "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. Kd2 *");
        const GraphPath p = fromFen->graph().pathTo(fromFen->graph().find(keyAfter("Kd7 Kd2", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40")));
        QCOMPARE(QString::fromStdString(p.text()), QString("40... Kd7 41. Kd2"));
        QCOMPARE(QString::fromStdString(p.startFen), QString("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"));
        const NodeIndex black = rep->graph().find(keyAfter("1.c4 e6 2.Nc3"));
        QCOMPARE(QString::fromStdString(rep->graph().pathTo(black).text()), QString("1. c4 e6 2. Nc3"));
    }

    void cards()
    {
        const RepertoirePtr rep = Repertoire::fromText(Transposed);
        QCOMPARE(rep->side(), Black);
        QCOMPARE(rep->sideSource(), SideSource::Tag);
        // Black to move with a stored move: 1.d4, 2.c4, 3.Nc3, 1.c4, 2.d4 (1.c4 e6), 2.Nc3, 3.Nf3, 15.g3.
        QCOMPARE(int(rep->cards().size()), 8);
        QVERIFY(rep->isCard(rep->graph().find(keyAfter("1.c4"))));
        QVERIFY(!rep->isCard(rep->graph().find(keyAfter("1.c4 e6"))));                    // White to move
        QVERIFY(!rep->isCard(rep->graph().find(keyAfter("1.d4 Nf6 2.c4 e6 3.Nc3 Bb4")))); // line end
    }

    void side_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("source");
        QTest::addColumn<bool>("message");
        QTest::newRow("tag") << "[Orientation \"Black\"]\n\n1. e4 c5 *"
                             << "white.pgn" << int(Black) << int(SideSource::Tag) << false;
        QTest::newRow("tags disagree") << "[Orientation \"black\"]\n\n1. e4 c5 *\n\n[Orientation \"white\"]\n\n1. d4 *\n\n"
                                          "[Orientation \"white\"]\n\n1. c4 *"
                                       << "x.pgn" << int(White) << int(SideSource::Tag) << true;
        QTest::newRow("file name") << "1. e4 (1. d4) c5 *"
                                   << "My-Black-Repertoire.pgn" << int(Black) << int(SideSource::FileName) << false;
        QTest::newRow("both colours in the name") << "1. e4 c5 (1... e5) (1... c6) *"
                                                  << "white-vs-black.pgn" << int(White) << int(SideSource::Branching) << false;
        QTest::newRow("black's replies branch") << "1. e4 c5 (1... e5) (1... c6) *"
                                                << "rep.pgn" << int(White) << int(SideSource::Branching) << false;
        QTest::newRow("white's moves branch") << "1. e4 (1. d4 d5) (1. c4 e5) c5 *"
                                              << "rep.pgn" << int(Black) << int(SideSource::Branching) << false;
        QTest::newRow("nothing says") << "1. e4 c5 *"
                                      << "rep.pgn" << int(White) << int(SideSource::Default) << false;
    }
    void side()
    {
        QFETCH(QString, pgn);
        QFETCH(QString, fileName);
        QFETCH(int, side);
        QFETCH(int, source);
        QFETCH(bool, message);
        const RepertoirePtr rep = Repertoire::fromText(pgn.toStdString(), fileName.toStdString());
        QCOMPARE(int(rep->side()), side);
        QCOMPARE(int(rep->sideSource()), source);
        QCOMPARE(!rep->messages().empty(), message);
        // The caller decides in the end.
        const RepertoireEdit set = rep->withSide(~Color(side));
        QVERIFY2(set, set.error.c_str());
        QCOMPARE(int(set.result->side()), int(~Color(side)));
        QCOMPARE(set.result->sideSource(), SideSource::Caller);
        QCOMPARE(int(rep->side()), side); // the old document is unchanged (undo)
    }

    void badInputOpensValidPart()
    {
        // Chapter 2 has an illegal move (3...Ke7?? is fine, 4.Qxh9 is no move): it is used up to it.
        const std::string text =
            "[Event \"One\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n[Event \"Two\"]\n\n1. e4 e5 2. Nf3 d6 3. Bc4 Ke7 4. Qxh9 Kd7 *\n\n"
            "[Event \"Three\"]\n\n1. d4 d5 *\n";
        const RepertoirePtr rep = Repertoire::fromText(text, "bad.pgn");
        QCOMPARE(int(rep->chapters().size()), 3);
        QVERIFY(!rep->chapters()[0].readOnly && rep->chapters()[1].readOnly && !rep->chapters()[2].readOnly);
        QVERIFY(rep->messages().size() >= 2);
        const QString first = QString::fromStdString(rep->messages().front());
        QVERIFY2(first.startsWith("bad.pgn:7:") && first.contains("Qxh9"), qPrintable(first));
        QCOMPARE(movesAt(*rep, "1.e4 e5 2.Nf3"), QString("Nc6 d6"));
        QCOMPARE(movesAt(*rep, "1.e4 e5 2.Nf3 d6 3.Bc4"), QString("Ke7"));
        QCOMPARE(movesAt(*rep, "1.e4 e5 2.Nf3 d6 3.Bc4 Ke7"), QString("")); // the valid part ends there
        QCOMPARE(movesAt(*rep, ""), QString("e4 d4"));
        // Edits that would touch chapter 2 are refused; the text of chapter 2 is kept byte for byte.
        const RepertoireEdit refused = rep->addLine(lineOf("1.e4 e5 2.Nf3 d6 3.Bc4 Ke7 4.d4"));
        QVERIFY(!refused);
        QVERIFY2(QString::fromStdString(refused.error).contains("read errors"), refused.error.c_str());
        const RepertoireEdit added = rep->addLine(lineOf("1.d4 d5 2.c4"));
        QVERIFY2(added, added.error.c_str());
        const std::string saved = added.result->text();
        const std::size_t two = text.find("[Event \"Two\"]"), three = text.find("[Event \"Three\"]");
        QVERIFY(saved.find(text.substr(two, three - two)) != std::string::npos);
        QVERIFY(saved.find("1. d4 d5 2. c4") != std::string::npos);
    }

    void emptyAndGarbage()
    {
        QCOMPARE(int(Repertoire::fromText("")->graph().size()), 0);
        const RepertoirePtr junk = Repertoire::fromText("this is not PGN at all {\n", "junk.pgn");
        QVERIFY(!junk->messages().empty());
        QCOMPARE(junk->text(), std::string("this is not PGN at all {\n")); // nothing edited: the bytes as they were
        const Repertoire::Opened missing = Repertoire::open("/nonexistent/dir/rep.pgn");
        QVERIFY(!missing.repertoire);
        QVERIFY2(QString::fromStdString(missing.error).contains("/nonexistent/dir/rep.pgn"), missing.error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestRepertoire)
#include "tst_repertoire.moc"
