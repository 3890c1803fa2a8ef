// The drill tab of the repertoire window on repertoires we write: the first card is answered with a wrong move
// (marked wrong, the accepted moves drawn, rated Again by itself), the next one with a right move played on the
// board and rated with a button; both cards are rescheduled in the progress the library holds - each exactly as
// the library's FSRS (ts-fsrs 5.4.2) schedules a new card with that rating - and the progress file is written.
// Practice mode answers without rescheduling anything.
#include "board/boardwidget.h"
#include "training/drillpanel.h"
#include "training/repertoiredocument.h"
#include "training/repertoirewindow.h"
#include "training/trainingstatsview.h"

#include "gui/gametestutil.h"

#include "training/progress.h"

#include "core/gameline.h"
#include "core/movegen.h"

#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>

using namespace kibitz;
using namespace kibitz::gui;

class TestDrillPanel : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // Clicks the move's squares on the board, as a user does (click, click).
    static void playOnBoard(BoardWidget* board, Move move)
    {
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(move.from()).center());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(move.to()).center());
    }
    // The prompt's position, the accepted moves there (main first) and a legal move that is not accepted.
    struct Card {
        std::string epd;
        std::vector<Move> accepted;
        Move wrong;
    };
    static Card cardOf(const training::Repertoire& rep, const training::DrillPrompt& prompt)
    {
        Card card;
        const training::GraphNode& node = rep.graph().node(prompt.node);
        card.epd = node.epd;
        for (const training::GraphMove& m : node.moves)
            card.accepted.push_back(m.move);
        GameLine line;
        line.reset(node.fen, FenMode::Lenient);
        for (const Move m : MoveList<>(line.position()))
            if (!node.findMove(m) && m.type() == MoveType::Normal) { // a move two clicks make as they are
                card.wrong = m;
                break;
            }
        return card;
    }
    // The card as the library's FSRS makes it from a new card rated at the review's time.
    static void compareWithFsrs(const training::Progress& progress, const std::string& epd, training::Rating rating)
    {
        const training::CardRecord* record = progress.find(epd);
        QVERIFY(record);
        auto review = std::find_if(progress.reviews().rbegin(), progress.reviews().rend(),
                                   [&](const training::ReviewRecord& r) { return r.position == epd; });
        QVERIFY(review != progress.reviews().rend());
        QCOMPARE(int(review->rating), int(rating));
        const training::FsrsCard expected = training::Fsrs().next(training::Fsrs::newCard(review->time), review->time, rating).card;
        QCOMPARE(record->card.reps, 1);
        QCOMPARE(int(record->card.state), int(expected.state));
        QCOMPARE(record->card.due, expected.due);
        QCOMPARE(record->card.stability, expected.stability);
        QCOMPARE(record->card.difficulty, expected.difficulty);
        QVERIFY(record->card.due > review->time); // rescheduled, not due again at once
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_drillpanel");
        QSettings().clear();
    }

    void wrongThenRight_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<int>("rating");
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<QTime>("at");       // the local time of day the drill runs at (today)
        QTest::addColumn<QString>("counts"); // the statistics afterwards: cards, new, learning, in review; cards due in 30 days
        const QString open = QStringLiteral("[Event \"Open games\"]\n[Orientation \"white\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n");
        const QString alternative = QStringLiteral(
            "[Event \"Open games\"]\n[Orientation \"white\"]\n\n1. e4 (1. d4 d5 2. c4) 1... e5 2. Nf3 *\n");
        const QTime noon(12, 0), late(23, 58);
        QTest::newRow("white, good") << open << int(training::Rating::Good) << false << noon << "3 1 2 0; 0";
        QTest::newRow("white with an alternative, hard") << alternative << int(training::Rating::Hard) << false << noon << "3 1 2 0; 0";
        QTest::newRow("black, easy") << "[Event \"Sicilian\"]\n[Orientation \"black\"]\n\n1. e4 c5 2. Nf3 d6 3. d4 cxd4 *\n"
                                     << int(training::Rating::Easy) << true << noon << "3 1 1 1; 1";
        // Two minutes before midnight the learning steps (Hard 5-6 minutes, Good 10) fall due tomorrow, so the chart
        // counts them; Again's minute still falls due today.
        QTest::newRow("white, good, 23:58") << open << int(training::Rating::Good) << false << late << "3 1 2 0; 1";
        QTest::newRow("white with an alternative, hard, 23:58")
            << alternative << int(training::Rating::Hard) << false << late << "3 1 2 0; 1";
    }
    void wrongThenRight()
    {
        QFETCH(QString, pgn);
        QFETCH(int, rating);
        QFETCH(bool, flipped);
        QFETCH(QTime, at);
        QFETCH(QString, counts);
        const QString path = m_dir.filePath(
            QStringLiteral("drill-%1.pgn").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
        QVERIFY(test::writeAll(path, pgn.toUtf8()));
        // Today at `at`, a millisecond later at each reading: which day a card falls due on must depend neither on
        // the hour the test runs at nor on how long a busy machine takes between two steps.
        const QDateTime start(QDate::currentDate(), at);
        qint64 readings = 0; // outlives the window
        RepertoireWindow window;
        window.document()->setClock([start, &readings] { return start.addMSecs(++readings); });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(path));
        window.tabs()->setCurrentWidget(window.drill());
        DrillPanel* drill = window.drill();
        QCOMPARE(drill->board()->isFlipped(), flipped);
        const training::Repertoire& rep = *window.document()->repertoire();
        drill->start(training::DrillMode::Due);
        QVERIFY(drill->prompt());
        QVERIFY(drill->board()->isInteractive());

        // A wrong move: marked, the accepted moves drawn, Again applied by the session.
        const Card first = cardOf(rep, *drill->prompt());
        QVERIFY(first.wrong);
        playOnBoard(drill->board(), first.wrong);
        QVERIFY(drill->verdictLabel()->text().startsWith(QStringLiteral("Wrong")));
        QCOMPARE(drill->board()->arrows().size(), qsizetype(first.accepted.size()));
        QVERIFY(!drill->ratingButton(training::Rating::Good)->isEnabled());
        QVERIFY(!window.document()->progress().reviews().back().correct);
        compareWithFsrs(window.document()->progress(), first.epd, training::Rating::Again);
        drill->continueButton()->click();

        // The next card, answered with its main move and rated with a button.
        QVERIFY(drill->prompt());
        const Card second = cardOf(rep, *drill->prompt());
        QVERIFY(second.epd != first.epd); // the failed card waits for its relearning step
        playOnBoard(drill->board(), second.accepted.front());
        QVERIFY(drill->verdictLabel()->text().startsWith(QStringLiteral("Right")));
        QVERIFY(drill->ratingButton(training::Rating(rating))->isEnabled());
        QCOMPARE(drill->board()->lastMove(), second.accepted.front());
        drill->ratingButton(training::Rating(rating))->click();
        QVERIFY(window.document()->progress().reviews().back().correct);
        compareWithFsrs(window.document()->progress(), second.epd, training::Rating(rating));
        compareWithFsrs(window.document()->progress(), first.epd, training::Rating::Again); // untouched since

        // The statistics tab counts them (Easy puts a new card in review, due within the 30 days of the chart).
        const TrainingStatsView* stats = window.statistics();
        const int upcoming = std::accumulate(stats->stats().upcoming.begin(), stats->stats().upcoming.end(), 0);
        QCOMPARE(QStringLiteral("%1 %2 %3 %4; %5")
                     .arg(stats->valueText(0), stats->valueText(1), stats->valueText(2), stats->valueText(4))
                     .arg(upcoming),
                 counts);

        // Both reviews are in the file beside the repertoire.
        const training::ProgressLoad saved = training::Progress::load(training::Progress::pathFor(path.toStdString()), rep.side(),
                                                                      window.document()->nowMs());
        QCOMPARE(int(saved.status), int(training::LoadStatus::Loaded));
        QCOMPARE(saved.progress.reviews(), window.document()->progress().reviews());
        QCOMPARE(saved.progress.reviews().size(), std::size_t(2));
        // The 23:58 rows assume the whole drill took less than Again's one-minute step.
        QVERIFY2(readings < 60'000, qPrintable(QStringLiteral("%1 clock readings").arg(readings)));
    }

    void practiceKeepsSchedule()
    {
        const QString path = m_dir.filePath(QStringLiteral("practice.pgn"));
        QVERIFY(test::writeAll(path, "[Orientation \"white\"]\n\n1. e4 e5 2. Nf3 *\n"));
        RepertoireWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(path));
        DrillPanel* drill = window.drill();
        window.tabs()->setCurrentWidget(drill);
        drill->start(training::DrillMode::Practice);
        QVERIFY(drill->prompt());
        const Card card = cardOf(*window.document()->repertoire(), *drill->prompt());
        playOnBoard(drill->board(), card.wrong);
        QVERIFY(drill->verdictLabel()->text().startsWith(QStringLiteral("Wrong")));
        drill->continueButton()->click();
        QVERIFY(drill->prompt());
        const Card next = cardOf(*window.document()->repertoire(), *drill->prompt());
        playOnBoard(drill->board(), next.accepted.front());
        QVERIFY(drill->verdictLabel()->text().startsWith(QStringLiteral("Right")));
        QVERIFY(!drill->ratingButton(training::Rating::Good)->isEnabled()); // nothing to rate in practice
        QVERIFY(window.document()->progress().reviews().empty());
        for (const auto& [epd, record] : window.document()->progress().records())
            QCOMPARE(int(record.card.state), int(training::CardState::New));
    }
};

QTEST_MAIN(TestDrillPanel)
#include "tst_drillpanel.moc"
