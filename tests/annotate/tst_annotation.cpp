// Writing an analysis into a game (annotate/annotation.h), without an engine: analyses are given as tables (White's
// evaluation and the best line per position), the games as PGN we wrote. Checked on the written movetext: [%eval]
// per move (replacing an old one, keeping clocks and text), ?! ? ?? with the "Kibitz:" sentence and the better line,
// a user's NAG and variations kept, the summary; annotating again gives the same game (with the same analysis) or
// replaces every earlier mark (with another); a line the user touched stays theirs; sides and move ranges; a
// changed main line is refused; a partial analysis writes what it has; [%eval] survives read -> write -> read.
#include "annotate/annotation.h"

#include "pgn/embedded.h"
#include "pgn/gamebuilder.h"
#include "pgn/writer.h"

#include "core/gameline.h"
#include "core/san.h"

#include <QRegularExpression>
#include <QTest>

using namespace kibitz;
using namespace kibitz::annotate;

namespace {

const char* const Scholar = "[Event \"Test\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
                            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

// White's evaluation per position of the Scholar's mate ("mate": decided by the rules) and the best line there.
const QStringList ScholarEvals = {"0.2", "0.25", "0.3", "-0.6", "-0.55", "-0.2", "#1", "mate"};
const QStringList ScholarLines = {"e2e4 e7e5", "e7e5", "g1f3 b8c6", "b8c6", "f1c4", "g7g6 h5f3", "h5f7", ""};
// The same game when 2. Qh5 costs nothing (-0.6 becomes 0.25, and so on): only 3... Nf6 is marked.
const QStringList CalmEvals = {"0.2", "0.25", "0.3", "0.25", "0.3", "0.2", "#1", "mate"};

pgn::Game readOne(const QString& text)
{
    const std::string bytes = text.toStdString();
    std::vector<pgn::Game> games = pgn::readGames(bytes);
    return games.empty() ? pgn::Game() : std::move(games.front());
}

GameAnalysis analysisFor(const pgn::Game& game, const QStringList& evals, const QStringList& lines, const AnnotateOptions& options = {},
                         int evaluatedUpTo = -1)
{
    GameAnalysis a = planAnalysis(game, options);
    a.engineName = "Table";
    GameLine line;
    if (!a.startFen.empty())
        line.reset(a.startFen, FenMode::Lenient);
    for (int p = 0; p < int(a.positions.size()); ++p) {
        if (p >= a.firstPly && p <= a.lastPly && (evaluatedUpTo < 0 || p <= evaluatedUpTo)) {
            PositionEval& e = a.positions[std::size_t(p)];
            e.evaluated = true;
            if (evals[p] == QLatin1String("mate")) {
                e.checkmate = true;
                e.eval.centipawns = line.position().sideToMove() == White ? -1000 : 1000;
            } else {
                e.eval = *pgn::parseEmbedded("[%eval " + evals[p].toStdString() + "]").eval;
            }
            GameLine pv = line;
            for (const QString& uci : lines[p].split(u' ', Qt::SkipEmptyParts)) {
                const Move m = parseUci(pv.position(), uci.toStdString());
                e.pv.push_back(m);
                pv.push(m);
            }
        }
        if (p < int(a.moves.size()))
            line.push(a.moves[std::size_t(p)]);
    }
    return a;
}

// The movetext as written (export format), whitespace simplified so line wrapping does not matter.
QString movetext(const pgn::Game& game)
{
    QString text = QString::fromStdString(pgn::writeGame(game));
    text = text.mid(text.indexOf(QLatin1String("\n\n")) + 2);
    return text.simplified();
}

const QString ScholarSummary = QStringLiteral(
    "Kibitz: Table, 1000 ms per position, moves 1-4. White: accuracy 86%, ACPL 23, inaccuracies 1, "
    "mistakes 0, blunders 0. Black: accuracy 21%, ACPL 343, inaccuracies 0, mistakes 0, blunders 1.");

} // namespace

class TestAnnotation : public QObject {
    Q_OBJECT

private slots:
    void writesEvalsMarksLinesAndSummary_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain game") << Scholar
                                    << "{" + ScholarSummary
                + "} 1. e4 {[%eval 0.25]} 1... e5 {[%eval 0.3]} 2. Qh5 $6 {[%eval -0.6] Kibitz: inaccuracy, Nf3 was best.} "
                  "(2. Nf3 Nc6 {[%eval 0.3] Kibitz: best line.}) 2... Nc6 {[%eval -0.55]} 3. Bc4 {[%eval -0.2]} 3... Nf6 $4 "
                  "{[%eval #1] Kibitz: blunder, g6 was best.} (3... g6 4. Qf3 {[%eval -0.2] Kibitz: best line.}) 4. Qxf7# 1-0";
        // The user's game comment, clock, words, NAG and variations stay; an old [%eval] is replaced; a variation
        // that starts with the engine's move already is not added twice; a move the user judged is not re-judged.
        QTest::newRow("user's annotations")
            << "[Event \"Test\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n{Club game} 1. e4 {[%clk 0:05:00] [%eval 0.1]} "
               "e5 2. Qh5 $2 {too early} (2. Nf3 {my line}) Nc6 3. Bc4 Nf6 (3... g6 4. Qf3) 4. Qxf7# {mate} 1-0\n"
            << "{Club game " + ScholarSummary
                + "} 1. e4 {[%eval 0.25] [%clk 0:05:00]} 1... e5 {[%eval 0.3]} 2. Qh5 $2 {[%eval -0.6] too early} (2. Nf3 {my line}) "
                  "2... Nc6 {[%eval -0.55]} 3. Bc4 {[%eval -0.2]} 3... Nf6 $4 {[%eval #1] Kibitz: blunder, g6 was best.} (3... g6 4. Qf3) "
                  "4. Qxf7# {mate} 1-0";
    }
    void writesEvalsMarksLinesAndSummary()
    {
        QFETCH(QString, pgn);
        QFETCH(QString, expected);
        pgn::Game game = readOne(pgn);
        AnnotationReport report;
        QVERIFY(!applyAnnotation(game, analysisFor(game, ScholarEvals, ScholarLines), &report));
        QCOMPARE(movetext(game), expected);
        QVERIFY(report.complete);
        QCOMPARE(report.evaluatedPositions, 8);
        QCOMPARE(report.judgedMoves, 7);
        QVERIFY(hasSummary(game));
        QVERIFY(isAnnotated(game));
    }

    void annotatingTwiceGivesTheSameGame_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<bool>("variations");
        QTest::newRow("plain") << QString(Scholar) << true;
        QTest::newRow("plain, no variations") << QString(Scholar) << false;
        QTest::newRow("annotated by the user")
            << "[Event \"T\"]\n\n{note} 1. e4 {[%eval 0.1] hi} e5 2. Qh5 $1 (2. Nf3 Nc6) Nc6 3. Bc4 Nf6 $5 4. Qxf7# 1-0\n"
            << true;
    }
    void annotatingTwiceGivesTheSameGame()
    {
        QFETCH(QString, pgn);
        QFETCH(bool, variations);
        AnnotateOptions options;
        options.addVariations = variations;
        pgn::Game once = readOne(pgn);
        const GameAnalysis analysis = analysisFor(once, ScholarEvals, ScholarLines, options);
        QVERIFY(!applyAnnotation(once, analysis));
        pgn::Game twice = once;
        QVERIFY(!applyAnnotation(twice, analysis));
        QCOMPARE(movetext(twice), movetext(once));
        QVERIFY(twice == once);
        // Also after a round trip through the file: read back, annotated again, written the same.
        pgn::Game reread = readOne(QString::fromStdString(pgn::writeGame(once)));
        QVERIFY(!applyAnnotation(reread, analysis));
        QCOMPARE(movetext(reread), movetext(once));
    }

    void anotherAnalysisReplacesEveryEarlierMark()
    {
        pgn::Game game = readOne(Scholar);
        QVERIFY(!applyAnnotation(game, analysisFor(game, ScholarEvals, ScholarLines)));
        QVERIFY(!applyAnnotation(game, analysisFor(game, CalmEvals, ScholarLines)));
        pgn::Game direct = readOne(Scholar);
        QVERIFY(!applyAnnotation(direct, analysisFor(direct, CalmEvals, ScholarLines)));
        QCOMPARE(movetext(game), movetext(direct));
        QVERIFY(!movetext(game).contains(QLatin1String("$6")));
        QVERIFY(!movetext(game).contains(QLatin1String("Nf3")));
        QCOMPARE(movetext(game).count(QLatin1String("Kibitz:")), 3); // summary, the blunder, its line
    }

    void aLineTheUserTouchedStaysTheirs_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::newRow("comment") << "comment";
        QTest::newRow("nag") << "nag";
        QTest::newRow("extended") << "extend";
    }
    void aLineTheUserTouchedStaysTheirs()
    {
        QFETCH(QString, edit);
        pgn::Game game = readOne(Scholar);
        QVERIFY(!applyAnnotation(game, analysisFor(game, ScholarEvals, ScholarLines)));
        // The engine's line after 2. Qh5: (2. Nf3 Nc6).
        const pgn::NodeId qh5 = game.mainline()[2];
        const pgn::NodeId nf3 = game.children(game.parent(qh5)).back();
        QCOMPARE(game.san(nf3), std::string("Nf3"));
        const pgn::NodeId nc6 = game.mainChild(nf3);
        if (edit == QLatin1String("comment"))
            game.setCommentAfter(nc6, "mine now");
        else if (edit == QLatin1String("nag"))
            game.addNag(nc6, 1);
        else {
            GameLine line;
            QVERIFY(game.replay(nc6, line));
            QVERIFY(game.addMove(nc6, parseUci(line.position(), "f1c4")) != pgn::NoNode);
        }
        // Annotated again with the analysis that no longer calls 2. Qh5 a mistake: its mark goes, the line stays.
        QVERIFY(!applyAnnotation(game, analysisFor(game, CalmEvals, ScholarLines)));
        const QString after = movetext(game);
        QVERIFY2(after.contains(QLatin1String("(2. Nf3 Nc6")), qPrintable(after));
        QVERIFY(!after.contains(QLatin1String("$6")));
        QCOMPARE(after.count(QLatin1String("2. Nf3")), 1);
    }

    void sidesAndMoveRanges_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<QString>("marks"); // NAGs in the movetext, in order
        QTest::addColumn<QString>("summaryMoves");
        QTest::addColumn<int>("evals"); // [%eval] written
        QTest::newRow("both") << int(Sides::Both) << 1 << 0 << "$6 $4"
                              << "moves 1-4." << 6; // none after the mate
        QTest::newRow("white") << int(Sides::White) << 1 << 0 << "$6"
                               << "moves 1-4." << 6;
        QTest::newRow("black") << int(Sides::Black) << 1 << 0 << "$4"
                               << "moves 1-3." << 5;
        QTest::newRow("moves 3 to 4") << int(Sides::Both) << 3 << 4 << "$4"
                                      << "moves 3-4." << 2;
        QTest::newRow("move 2 only") << int(Sides::Both) << 2 << 2 << "$6"
                                     << "moves 2-2." << 2;
        QTest::newRow("past the end") << int(Sides::Both) << 9 << 0 << ""
                                      << "" << 0;
    }
    void sidesAndMoveRanges()
    {
        QFETCH(int, sides);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QString, marks);
        QFETCH(QString, summaryMoves);
        QFETCH(int, evals);
        AnnotateOptions options;
        options.sides = Sides(sides);
        options.fromMove = from;
        options.toMove = to;
        pgn::Game game = readOne(Scholar);
        QVERIFY(!applyAnnotation(game, analysisFor(game, ScholarEvals, ScholarLines, options)));
        const QString text = movetext(game);
        QStringList nags;
        for (auto it = QRegularExpression(QStringLiteral("\\$\\d+")).globalMatch(text); it.hasNext();)
            nags << it.next().captured();
        QCOMPARE(nags.join(u' '), marks);
        QCOMPARE(text.count(QLatin1String("[%eval")), evals + nags.size()); // each mark brings a line with its eval
        if (summaryMoves.isEmpty())
            QVERIFY(!hasSummary(game));
        else
            QVERIFY2(text.contains(summaryMoves), qPrintable(text));
    }

    void aChangedMainLineIsRefused()
    {
        pgn::Game game = readOne(Scholar);
        const GameAnalysis analysis = analysisFor(game, ScholarEvals, ScholarLines);
        pgn::Game changed = readOne("[Event \"T\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 g6 4. Qf3 Nf6 1-0\n");
        const pgn::Game untouched = changed;
        const auto error = applyAnnotation(changed, analysis);
        QVERIFY(error);
        QVERIFY2(QString::fromStdString(*error).contains(QLatin1String("changed at move 3")), error->c_str());
        QVERIFY(changed == untouched);
    }

    void aPartialAnalysisWritesWhatItHas()
    {
        pgn::Game game = readOne(Scholar);
        AnnotationReport report;
        QVERIFY(!applyAnnotation(game, analysisFor(game, ScholarEvals, ScholarLines, {}, 4), &report));
        QVERIFY(!report.complete);
        QCOMPARE(report.evaluatedPositions, 5);
        const QString text = movetext(game);
        QCOMPARE(text.count(QLatin1String("[%eval")), 4 + 1); // four moves and the line after 2. Qh5
        QVERIFY2(text.contains(QLatin1String("moves 1-2. White: accuracy")), qPrintable(text));
        QVERIFY(!text.contains(QLatin1String("$4")));
    }

    void evalRoundTrip_data()
    {
        QTest::addColumn<QString>("eval");
        QTest::addColumn<QString>("written");
        QTest::newRow("zero") << "0.0"
                              << "0.0";
        QTest::newRow("pawns") << "1.5"
                               << "1.5";
        QTest::newRow("hundredths") << "-0.07"
                                    << "-0.07";
        QTest::newRow("trailing zero dropped") << "2.30"
                                               << "2.3";
        QTest::newRow("big") << "54.65"
                             << "54.65";
        QTest::newRow("mate for White") << "#3"
                                        << "#3";
        QTest::newRow("mate for Black") << "#-12"
                                        << "#-12";
    }
    void evalRoundTrip()
    {
        QFETCH(QString, eval);
        QFETCH(QString, written);
        // read -> annotate -> write -> read: what the engine said comes back, in lichess's spelling.
        pgn::Game game = readOne("[Event \"T\"]\n\n1. d4 {[%eval 9.99] [%clk 0:01:00]} d5 *\n");
        QStringList evals = {"0.1", eval, "0.2"};
        QVERIFY(!applyAnnotation(game, analysisFor(game, evals, {"d2d4", "d7d5", "c2c4"})));
        const std::string text = pgn::writeGame(game);
        QVERIFY2(QString::fromStdString(text).contains("{[%eval " + written + "] [%clk 0:01:00]}"), text.c_str());
        const pgn::Game back = readOne(QString::fromStdString(text));
        const auto commands = pgn::parseEmbedded(back.node(back.mainline().front()).commentAfter);
        QVERIFY(commands.eval && commands.clock);
        QCOMPARE(*commands.eval, *pgn::parseEmbedded("[%eval " + eval.toStdString() + "]").eval);
        QCOMPARE(*commands.clock, 60.0);
    }

    void recognisesItsOwnTexts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("withoutJudgement");
        QTest::addColumn<int>("judgement");
        QTest::addColumn<QString>("withoutSummary");
        QTest::newRow("sentence") << "Kibitz: blunder, Nf3 was best."
                                  << "" << int(Judgement::Blunder) << "Kibitz: blunder, Nf3 was best.";
        QTest::newRow("sentence without best move") << "x Kibitz: mistake. y"
                                                    << "x y" << int(Judgement::Mistake) << "x Kibitz: mistake. y";
        QTest::newRow("user text that only looks alike") << "Kibitz: blunderish play"
                                                         << "Kibitz: blunderish play" << int(Judgement::None) << "Kibitz: blunderish play";
        QTest::newRow("summary between user words") << "before Kibitz: Stockfish 15.1, depth 12 per position, moves 1-40. White: accuracy "
                                                       "91%, ACPL 24, inaccuracies 2, mistakes 1, "
                                                       "blunders 0. after"
                                                    << "before Kibitz: Stockfish 15.1, depth 12 per position, moves 1-40. White: accuracy "
                                                       "91%, ACPL 24, inaccuracies 2, mistakes 1, "
                                                       "blunders 0. after"
                                                    << int(Judgement::None) << "before after";
    }
    void recognisesItsOwnTexts()
    {
        QFETCH(QString, text);
        QFETCH(QString, withoutJudgement);
        QFETCH(int, judgement);
        QFETCH(QString, withoutSummary);
        Judgement found = Judgement::None;
        QCOMPARE(QString::fromStdString(annotate::withoutJudgement(text.toStdString(), &found)), withoutJudgement);
        QCOMPARE(int(found), judgement);
        QCOMPARE(QString::fromStdString(annotate::withoutSummary(text.toStdString())), withoutSummary);
    }

    void annotatedElsewhere_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<bool>("annotated");
        QTest::newRow("nothing") << QString(Scholar) << false;
        QTest::newRow("lichess evals, none after the mate")
            << "[Event \"T\"]\n\n1. f3 {[%eval -0.5]} e5 {[%eval -0.4]} 2. g4 {[%eval #-1]} Qh4# 0-1\n"
            << true;
        QTest::newRow("one eval missing") << "[Event \"T\"]\n\n1. f3 {[%eval -0.5]} e5 2. g4 {[%eval #-1]} Qh4# 0-1\n" << false;
        QTest::newRow("no moves") << "[Event \"T\"]\n\n*\n" << false;
    }
    void annotatedElsewhere()
    {
        QFETCH(QString, pgn);
        QFETCH(bool, annotated);
        QCOMPARE(isAnnotated(readOne(pgn)), annotated);
    }
};

QTEST_GUILESS_MAIN(TestAnnotation)
#include "tst_annotation.moc"
