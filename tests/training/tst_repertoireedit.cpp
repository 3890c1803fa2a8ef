// Repertoire edits, each a new document with the old one unchanged (an undo step): lines added where their position
// first occurs and stopped where they transpose back, new chapters for new starts, merges cut at N plies, main and
// alternative moves, deleted branches; refusals say why.
#include "trainingtestutil.h"

#include "pgn/gamebuilder.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::training;
using namespace kibitz::training::test;

namespace {

const char* const Open = "[Event \"Open games\"]\n[Orientation \"white\"]\n\n1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6 *\n";
const char* const QueensGambit = "[Event \"QGD\"]\n\n1. d4 Nf6 2. c4 e6 3. Nc3 *\n\n[Event \"English\"]\n\n1. c4 e6 2. d4 Nf6 3. Nf3 *\n";

QString chapterText(const Repertoire& rep, int chapter)
{
    pgn::Game g = *rep.chapters()[std::size_t(chapter)].game;
    pgn::WriterOptions o;
    o.maxLineLength = 1000;
    const QString text = QString::fromStdString(pgn::writeGame(g, o));
    return text.section("\n\n", 1).trimmed();
}

} // namespace

class TestRepertoireEdit : public QObject {
    Q_OBJECT

private slots:
    void addLine_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("at");       // a position after the edit
        QTest::addColumn<QString>("moves");    // its moves after the edit
        QTest::addColumn<QString>("edited");   // the chapters that changed
        QTest::addColumn<int>("chapter");      // one of them
        QTest::addColumn<QString>("movetext"); // after the edit
        QTest::newRow("continues a line") << Open << ""
                                          << "1.e4 e5 2.Nf3 Nc6 3.Bb5"
                                          << "1.e4 e5 2.Nf3 Nc6"
                                          << "Bb5"
                                          << "0" << 0 << "1. e4 e5 2. Nf3 (2. Bc4 Nf6) 2... Nc6 3. Bb5 *";
        QTest::newRow("alternative") << Open << ""
                                     << "1.e4 e5 2.d4 exd4"
                                     << "1.e4 e5"
                                     << "Nf3 Bc4 d4"
                                     << "0" << 0 << "1. e4 e5 2. Nf3 (2. Bc4 Nf6) (2. d4 exd4) 2... Nc6 *";
        QTest::newRow("inside a variation") << Open << ""
                                            << "1.e4 e5 2.Bc4 Nf6 3.d3"
                                            << "1.e4 e5 2.Bc4 Nf6"
                                            << "d3"
                                            << "0" << 0 << "1. e4 e5 2. Nf3 (2. Bc4 Nf6 3. d3) 2... Nc6 *";
        // 3.d4 reaches the English chapter's last position: the new moves stop there, and 3...d5 goes on there.
        QTest::newRow("transposes back") << QueensGambit << ""
                                         << "1.Nf3 Nf6 2.c4 e6 3.d4 d5"
                                         << "1.c4 e6 2.d4 Nf6 3.Nf3"
                                         << "d5"
                                         << "0 1" << 0 << "1. d4 (1. Nf3 Nf6 2. c4 e6 3. d4) 1... Nf6 2. c4 e6 3. Nc3 *";
        QTest::newRow("transposes back, there") << QueensGambit << ""
                                                << "1.Nf3 Nf6 2.c4 e6 3.d4 d5"
                                                << "1.c4 e6 2.d4 Nf6 3.Nf3"
                                                << "d5"
                                                << "0 1" << 1 << "1. c4 e6 2. d4 Nf6 3. Nf3 d5 *";
        // 1.c4 e6 2.d4 Nf6 meets the first chapter's position: 3.g3 goes where that position first occurs.
        QTest::newRow("after the transposition") << QueensGambit << ""
                                                 << "1.c4 e6 2.d4 Nf6 3.g3"
                                                 << "1.d4 Nf6 2.c4 e6"
                                                 << "Nc3 g3 Nf3"
                                                 << "0" << 0 << "1. d4 Nf6 2. c4 e6 3. Nc3 (3. g3) *";
        QTest::newRow("new start: new chapter") << Open << "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
                                                << "1.e4 Kd7"
                                                << "1.e4"
                                                << "Kd7"
                                                << "1" << 1 << "1. e4 Kd7 *";
    }
    void addLine()
    {
        QFETCH(QString, pgn);
        QFETCH(QString, fen);
        QFETCH(QString, line);
        QFETCH(QString, at);
        QFETCH(QString, moves);
        QFETCH(QString, edited);
        QFETCH(int, chapter);
        QFETCH(QString, movetext);
        const RepertoirePtr before = Repertoire::fromText(pgn.toStdString());
        const std::string beforeText = before->text();
        const RepertoireEdit e = before->addLine(lineOf(line.toStdString(), fen.toStdString()));
        QVERIFY2(e, e.error.c_str());
        QCOMPARE(movesAt(*e.result, at.toStdString(), fen.toStdString()), moves);
        QCOMPARE(chapterText(*e.result, chapter), movetext);
        QVERIFY(e.result->modified() && !before->modified());
        QCOMPARE(before->text(), beforeText);                                       // the old document is the undo state
        QVERIFY(!e.result->addLine(lineOf(line.toStdString(), fen.toStdString()))); // every move of the line is stored now
        QStringList changed;
        for (std::size_t c = 0; c < e.result->chapters().size(); ++c)
            if (e.result->chapters()[c].edited)
                changed << QString::number(c);
        QCOMPARE(changed.join(' '), edited);
        if (edited == "1") { // a new chapter
            QCOMPARE(int(e.result->chapters().size()), 2);
            QCOMPARE(e.result->chapters()[1].game->tag("Orientation"), std::string_view("white"));
            QCOMPARE(e.result->chapters()[1].game->startFen(), fen.toStdString());
        }
    }

    void refusals()
    {
        const RepertoirePtr rep = Repertoire::fromText(Open);
        const RepertoireEdit same = rep->addLine(lineOf("1.e4 e5 2.Nf3"));
        QVERIFY(!same);
        QVERIFY2(same.error.find("already") != std::string::npos, same.error.c_str());
        RepertoireLine illegal = lineOf("1.e4 e5");
        illegal.moves.push_back(Move(E2, E4));
        const RepertoireEdit bad = rep->addLine(illegal);
        QVERIFY(!bad);
        QVERIFY2(bad.error.find("move 3") != std::string::npos, bad.error.c_str());
        QVERIFY(!rep->addMove(keyAfter("1.d4"), moveAfter("1.d4", "d5")));
        QVERIFY(!rep->setMain(keyAfter("1.e4"), moveAfter("1.e4", "c5")));
        QVERIFY(!rep->setAlternative(keyAfter("1.e4"), moveAfter("1.e4", "e5")));        // the only move
        QVERIFY(!rep->setAlternative(keyAfter("1.e4 e5"), moveAfter("1.e4 e5", "Bc4"))); // already one
        QVERIFY(!rep->deleteMove(keyAfter("1.e4 e5"), moveAfter("1.e4 e5", "d4")));
        QVERIFY(!rep->withSide(White));
    }

    void addMoveAtPosition()
    {
        const RepertoirePtr rep = Repertoire::fromText(QueensGambit);
        // From the opening tree at the merged position: the move goes where the position first occurs ...
        const Key merged = keyAfter("1.c4 e6 2.d4 Nf6");
        const Move bg5 = moveAfter("1.c4 e6 2.d4 Nf6", "Bg5");
        const RepertoireEdit first = rep->addMove(merged, bg5);
        QVERIFY2(first, first.error.c_str());
        QCOMPARE(movesAt(*first.result, "1.c4 e6 2.d4 Nf6"), QString("Nc3 Bg5 Nf3"));
        QCOMPARE(chapterText(*first.result, 0), QString("1. d4 Nf6 2. c4 e6 3. Nc3 (3. Bg5) *"));
        // ... or in the chapter the caller prefers.
        const RepertoireEdit second = rep->addMove(merged, bg5, 1);
        QVERIFY2(second, second.error.c_str());
        QCOMPARE(movesAt(*second.result, "1.c4 e6 2.d4 Nf6"), QString("Nc3 Nf3 Bg5"));
        QCOMPARE(chapterText(*second.result, 1), QString("1. c4 e6 2. d4 Nf6 3. Nf3 (3. Bg5) *"));
        const RepertoireEdit outside = rep->addMove(keyAfter("1.e4"), moveAfter("1.e4", "e5"));
        QVERIFY(!outside);
        QVERIFY2(outside.error.find("not in the repertoire") != std::string::npos, outside.error.c_str());
    }

    void mergeLines()
    {
        const RepertoirePtr rep = Repertoire::create(White);
        const std::vector<RepertoireLine> games = {lineOf("1.e4 c5 2.Nf3 d6 3.d4 cxd4"), lineOf("1.e4 e5 2.Nf3 Nc6 3.Bb5 a6"),
                                                   lineOf("1.e4 c5 2.Nf3 Nc6 3.d4"), lineOf("1.d4 d5 2.c4")};
        const RepertoireEdit e = rep->mergeLines(games, 4);
        QVERIFY2(e, e.error.c_str());
        QCOMPARE(int(e.result->chapters().size()), 1);
        QCOMPARE(movesAt(*e.result, ""), QString("e4 d4"));
        QCOMPARE(movesAt(*e.result, "1.e4 c5 2.Nf3"), QString("d6 Nc6"));
        QCOMPARE(movesAt(*e.result, "1.e4 c5 2.Nf3 d6"), QString("")); // cut at 4 plies
        QCOMPARE(movesAt(*e.result, "1.d4 d5"), QString("c4"));
        QCOMPARE(int(e.result->graph().size()), 1 + 4 + 3 + 1 + 3); // the start, then what each line adds
        QVERIFY(!e.result->mergeLines(games, 4));                   // nothing new the second time
    }

    void mergeGamesFromTrees()
    {
        // A game as the GUI holds it (a tree read from PGN): its main line, from its own start, variations left out.
        const std::vector<pgn::Game> games = pgn::readGames(
            "1. e4 (1. d4 d5) 1... c5 2. Nf3 *\n\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 9\"]\n\n9... Kd7 10. Kd2 *\n");
        std::vector<RepertoireLine> lines;
        for (const pgn::Game& g : games)
            lines.push_back(mainLine(g));
        const RepertoireEdit e = Repertoire::create(Black)->mergeLines(lines, 2);
        QVERIFY2(e, e.error.c_str());
        QCOMPARE(int(e.result->chapters().size()), 2);
        QCOMPARE(movesAt(*e.result, ""), QString("e4"));
        QCOMPARE(movesAt(*e.result, "1.e4"), QString("c5"));
        QCOMPARE(movesAt(*e.result, "1.e4 c5"), QString(""));
        QCOMPARE(movesAt(*e.result, "Kd7", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 9"), QString("Kd2"));
        QCOMPARE(e.result->chapters()[1].game->startFen(), std::string("4k3/8/8/8/8/8/4P3/4K3 b - - 0 9"));
    }

    void mainAndAlternative()
    {
        const RepertoirePtr rep = Repertoire::fromText(Open);
        const RepertoireEdit main = rep->setMain(keyAfter("1.e4 e5"), moveAfter("1.e4 e5", "Bc4"));
        QVERIFY2(main, main.error.c_str());
        QCOMPARE(movesAt(*main.result, "1.e4 e5"), QString("Bc4 Nf3"));
        QCOMPARE(chapterText(*main.result, 0), QString("1. e4 e5 2. Bc4 (2. Nf3 Nc6) 2... Nf6 *"));
        QCOMPARE(movesAt(*rep, "1.e4 e5"), QString("Nf3 Bc4"));
        const RepertoireEdit back = main.result->setAlternative(keyAfter("1.e4 e5"), moveAfter("1.e4 e5", "Bc4"));
        QVERIFY2(back, back.error.c_str());
        QCOMPARE(movesAt(*back.result, "1.e4 e5"), QString("Nf3 Bc4"));

        // A move stored only where the position occurs again (by another order) is added where it first occurs.
        const RepertoirePtr q = Repertoire::fromText(QueensGambit);
        QCOMPARE(movesAt(*q, "1.d4 Nf6 2.c4 e6"), QString("Nc3 Nf3"));
        const RepertoireEdit nf3 = q->setMain(keyAfter("1.d4 Nf6 2.c4 e6"), moveAfter("1.d4 Nf6 2.c4 e6", "Nf3"));
        QVERIFY2(nf3, nf3.error.c_str());
        QCOMPARE(movesAt(*nf3.result, "1.d4 Nf6 2.c4 e6"), QString("Nf3 Nc3"));
        QCOMPARE(chapterText(*nf3.result, 0), QString("1. d4 Nf6 2. c4 e6 3. Nf3 (3. Nc3) *"));
        QVERIFY(!nf3.result->chapters()[1].edited);
    }

    void deleteBranch()
    {
        const RepertoirePtr rep = Repertoire::fromText(Open);
        const RepertoireEdit e = rep->deleteMove(keyAfter("1.e4 e5"), moveAfter("1.e4 e5", "Bc4"));
        QVERIFY2(e, e.error.c_str());
        QCOMPARE(movesAt(*e.result, "1.e4 e5"), QString("Nf3"));
        QCOMPARE(movesAt(*e.result, "1.e4 e5 2.Bc4"), QString("-"));
        QCOMPARE(int(e.result->graph().size()), int(rep->graph().size()) - 2);
        // Deleting the main move: the first alternative becomes the main move.
        const RepertoireEdit main = rep->deleteMove(keyAfter("1.e4 e5"), moveAfter("1.e4 e5", "Nf3"));
        QVERIFY2(main, main.error.c_str());
        QCOMPARE(chapterText(*main.result, 0), QString("1. e4 e5 2. Bc4 Nf6 *"));
        // Wherever the move is stored at this position (both orders of the queen's gambit).
        const RepertoirePtr q = Repertoire::fromText(QueensGambit);
        const RepertoireEdit nf6 = q->deleteMove(keyAfter("1.c4 e6 2.d4"), moveAfter("1.c4 e6 2.d4", "Nf6"));
        QVERIFY2(nf6, nf6.error.c_str());
        QCOMPARE(chapterText(*nf6.result, 1), QString("1. c4 e6 2. d4 *"));
        QVERIFY(!nf6.result->chapters()[0].edited);
        QCOMPARE(movesAt(*nf6.result, "1.d4 Nf6 2.c4 e6"), QString("Nc3"));
    }
};

QTEST_GUILESS_MAIN(TestRepertoireEdit)
#include "tst_repertoireedit.moc"
