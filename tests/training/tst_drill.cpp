// Drill sessions: every due card asked once and the line leading to it played like a game; a wrong move rated Again
// with the accepted moves shown and asked again once due; an alternative accepted with the main move named; ratings
// given or taken from the time; the opponent's replies weighted by reference counts (seeded); a chapter's lines in
// order; practice without rescheduling; the limit on new cards; the statistics.
#include "trainingtestutil.h"

#include "training/drill.h"

#include <QTest>

#include <map>

using namespace kibitz;
using namespace kibitz::training;
using namespace kibitz::training::test;

namespace {

constexpr TimeMs Now = 1710057600000; // 2024-03-10T08:00:00.000Z

// White: cards at the start (e4, d4), after 1...e5 (Nf3, Bc4), 1...c5 (Nf3), 2...Nc6 (Bb5), 2...Nf6 (d3), 1.d4 d5 (c4).
const char* const Rep =
    "[Orientation \"white\"]\n\n1. e4 (1. d4 d5 2. c4) 1... e5 (1... c5 2. Nf3) 2. Nf3 (2. Bc4 Nf6 3. d3) 2... Nc6 3. Bb5 *\n";

// The position a prompt shows: its start with its moves played.
Key shown(const DrillPrompt& p)
{
    Line l("", p.startFen);
    for (const Move m : p.moves) {
        l.states.emplace_back();
        l.pos.doMove(m, l.states.back());
    }
    return l.key();
}

} // namespace

class TestDrill : public QObject {
    Q_OBJECT

private slots:
    void dueSessionAsksEachCardOnce()
    {
        const RepertoirePtr rep = Repertoire::fromText(Rep);
        Progress progress(White);
        QCOMPARE(int(progress.sync(*rep, Now).added.size()), 6);
        DrillSettings s;
        s.autoRate = true;
        s.seed = 7;
        DrillSession session(rep, progress, s);
        std::map<NodeIndex, int> asked;
        int lines = 0;
        for (int i = 0; i < 20; ++i) {
            const std::optional<DrillPrompt> p = session.next(Now);
            if (!p)
                break;
            ++asked[p->node];
            QCOMPARE(shown(*p), rep->graph().node(p->node).key);
            QCOMPARE(p->state, CardState::New);
            lines += p->newLine;
            QVERIFY(p->newLine ? p->fresh == p->moves.size() : p->fresh >= 1);
            const DrillVerdict v = session.answer(rep->graph().node(p->node).moves.front().move, Now, 1000);
            QVERIFY(v.correct && v.isMain);
            QCOMPARE(v.rating, std::optional<Rating>(Rating::Easy));
        }
        QCOMPARE(int(asked.size()), 6);
        for (const auto& [node, times] : asked)
            QCOMPARE(times, 1);
        // Four lines: whichever reply comes first, a line goes on while it leads to a card still to ask (1.d4 d5 needs
        // its own line, and so does one of 1...c5 and 2.Bc4 Nf6).
        QCOMPARE(lines, 4);
        QVERIFY(!session.next(Now));
        QCOMPARE(int(progress.reviews().size()), 6);
        // A day later nothing is due (easy cards go 8 days ahead); 8 days later all are.
        QVERIFY(!DrillSession(rep, progress, s).next(Now + MsPerDay));
        QVERIFY(DrillSession(rep, progress, s).next(Now + 8 * MsPerDay));
    }

    void wrongAndAlternative()
    {
        const RepertoirePtr rep = Repertoire::fromText(Rep);
        Progress progress(White);
        progress.sync(*rep, Now);
        DrillSettings s;
        s.maxNewCards = 1; // only the first card: the start position
        DrillSession session(rep, progress, s);
        std::optional<DrillPrompt> p = session.next(Now);
        QVERIFY(p && p->newLine && p->moves.empty());
        // Wrong: rated Again by itself, the accepted moves shown, the line goes on with the main move.
        const DrillVerdict wrong = session.answer(moveAfter("", "c4"), Now, 3000);
        QVERIFY(!wrong.correct);
        QCOMPARE(wrong.rating, std::optional<Rating>(Rating::Again));
        QCOMPARE(int(wrong.accepted.size()), 2);
        QCOMPARE(wrong.main, moveAfter("", "e4"));
        QCOMPARE(wrong.continuation, wrong.main);
        QCOMPARE(wrong.card.state, CardState::Learning);
        QCOMPARE(wrong.card.due, Now + MsPerMinute);
        QCOMPARE(progress.reviews().back().correct, false);
        QCOMPARE(progress.reviews().back().played, std::string("c2c4"));
        QVERIFY(!session.next(Now + 30000)); // not due again yet, and no new card left
        p = session.next(Now + MsPerMinute); // due again: asked again
        QVERIFY(p && p->moves.empty());
        // An alternative is right; the main move is named; no rating yet (autoRate off) until rate() or next().
        const DrillVerdict alt = session.answer(moveAfter("", "d4"), Now + MsPerMinute, 5000);
        QVERIFY(alt.correct && !alt.isMain);
        QCOMPARE(alt.main, moveAfter("", "e4"));
        QCOMPARE(alt.continuation, moveAfter("", "d4"));
        QVERIFY(!alt.rating);
        QVERIFY(session.rate(Rating::Hard, Now + MsPerMinute));
        QVERIFY(!session.rate(Rating::Hard, Now + MsPerMinute));
        const Fsrs fsrs;
        FsrsCard expected = fsrs.next(Fsrs::newCard(Now), Now, Rating::Again).card;
        expected = fsrs.next(expected, Now + MsPerMinute, Rating::Hard).card;
        QVERIFY(progress.find(rep->graph().node(rep->graph().find(keyAfter(""))).epd)->card == expected);
        QCOMPARE(int(session.answered()), 2);
        QCOMPARE(int(session.wrong()), 1);
    }

    void ratingFromTime_data()
    {
        QTest::addColumn<int>("ms");
        QTest::addColumn<int>("rating");
        QTest::newRow("fast") << 1500 << int(Rating::Easy);
        QTest::newRow("just easy") << 3999 << int(Rating::Easy);
        QTest::newRow("good") << 4000 << int(Rating::Good);
        QTest::newRow("slow") << 15000 << int(Rating::Hard);
    }
    void ratingFromTime()
    {
        QFETCH(int, ms);
        QFETCH(int, rating);
        QCOMPARE(int(ratingForTime(ms, DrillSettings{})), rating);
    }

    void opponentFollowsReferenceCounts()
    {
        // After 1.e4 the opponent plays e5 (900 games) or c5 (100): over 200 seeds about nine in ten lines go 1...e5.
        const RepertoirePtr rep = Repertoire::fromText(Rep);
        const ReplyCounts counts = [](const Position& pos) -> std::vector<std::pair<Move, std::uint64_t>> {
            if (pos.key() != keyAfter("1.e4"))
                return {};
            return {{moveAfter("1.e4", "e5"), 900}, {moveAfter("1.e4", "c5"), 100}, {moveAfter("1.e4", "e6"), 5000}};
        };
        int e5 = 0;
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            Progress progress(White);
            progress.sync(*rep, Now);
            DrillSettings s;
            s.mode = DrillMode::Practice;
            s.seed = seed;
            DrillSession session(rep, progress, s, counts);
            const std::optional<DrillPrompt> first = session.next(Now);
            QVERIFY(first && first->moves.empty());
            session.answer(moveAfter("", "e4"), Now, 1000);
            const std::optional<DrillPrompt> second = session.next(Now);
            QVERIFY(second && second->moves.size() == 2 && !second->newLine && second->fresh == 1);
            e5 += second->moves[1] == moveAfter("1.e4", "e5");
            QVERIFY(progress.reviews().empty()); // practice does not reschedule
        }
        QVERIFY2(e5 >= 165 && e5 <= 195, qPrintable(QString::number(e5)));
        // The same seed, the same game.
        Progress p1(White), p2(White);
        DrillSettings s;
        s.mode = DrillMode::Practice;
        s.seed = 42;
        DrillSession a(rep, p1, s, counts), b(rep, p2, s, counts);
        for (int i = 0; i < 6; ++i) {
            const auto pa = a.next(Now), pb = b.next(Now);
            QVERIFY(pa && pb && pa->moves == pb->moves);
            a.answer(rep->graph().node(pa->node).moves.front().move, Now, 0);
            b.answer(rep->graph().node(pb->node).moves.front().move, Now, 0);
        }
    }

    void practiceRepeatsWrongCards()
    {
        const RepertoirePtr rep = Repertoire::fromText("[Orientation \"white\"]\n\n1. e4 e5 2. Nf3 *\n");
        Progress progress(White);
        DrillSettings s;
        s.mode = DrillMode::Practice;
        DrillSession session(rep, progress, s);
        int prompts = 0;
        for (int i = 0; i < 10; ++i) {
            const std::optional<DrillPrompt> p = session.next(Now);
            if (!p)
                break;
            ++prompts;
            session.answer(i == 0 ? moveAfter("", "a3") : rep->graph().node(p->node).moves.front().move, Now, 0);
        }
        QCOMPARE(prompts, 3); // the start (wrong), 1...e5 on the way, the start again (right)
        QVERIFY(progress.records().empty() && progress.reviews().empty());
    }

    void lineModeInOrder_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("prompts"); // the positions asked, in order
        QTest::newRow("whole chapter") << "" << QStringList{"", "1.e4 e5", "1.e4 e5 2.Nf3 Nc6", "1.e4 e5 2.Bc4 Nf6", "1.e4 c5", "1.d4 d5"};
        QTest::newRow("one line") << "1.e4 e5 2.Bc4" << QStringList{"", "1.e4 e5", "1.e4 e5 2.Bc4 Nf6"};
    }
    void lineModeInOrder()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, prompts);
        const RepertoirePtr rep = Repertoire::fromText(Rep);
        Progress progress(White);
        progress.sync(*rep, Now);
        DrillSettings s;
        s.mode = DrillMode::Line;
        s.line = Line(line.toStdString()).moves;
        s.autoRate = true;
        DrillSession session(rep, progress, s);
        QStringList got;
        for (int i = 0; i < 10; ++i) {
            const std::optional<DrillPrompt> p = session.next(Now);
            if (!p)
                break;
            for (const QString& where : prompts)
                if (keyAfter(where.toStdString()) == shown(*p))
                    got << where;
            // Answered with the last accepted move: the line still goes on with its own move.
            const DrillVerdict v = session.answer(rep->graph().node(p->node).moves.back().move, Now, 1000);
            QVERIFY(v.correct);
        }
        QCOMPARE(got, prompts);
        QCOMPARE(int(progress.reviews().size()), prompts.size());
    }

    void statisticsView()
    {
        // Cards: the start (relearning after a lapse), after 1...e5 (review, 8 days), after 1...c5 (review, mature),
        // the rest new.
        const RepertoirePtr rep = Repertoire::fromText(Rep);
        Progress progress(White);
        progress.sync(*rep, Now - 8 * MsPerDay);
        const Fsrs fsrs;
        const auto review = [&](const char* at, std::initializer_list<std::pair<TimeMs, Rating>> steps) {
            const std::string position = rep->graph().node(rep->graph().find(keyAfter(at))).epd;
            for (const auto& [t, r] : steps)
                progress.record(position, fsrs.next(progress.find(position)->card, t, r).card, ReviewRecord{});
        };
        review("", {{Now - 8 * MsPerDay, Rating::Easy}, {Now, Rating::Again}});
        review("1.e4 e5", {{Now, Rating::Easy}});
        review("1.e4 c5", {{Now - 8 * MsPerDay, Rating::Easy}, {Now, Rating::Easy}});
        TrainingStats t = statistics(*rep, progress, Now);
        QCOMPARE(t.cards, 6);
        QCOMPARE(t.fresh, 3);
        QCOMPARE(t.learning, 1);
        QCOMPARE(t.review, 2);
        QCOMPARE(t.mature, 1);
        QCOMPARE(t.lapses, 1);
        QCOMPARE(t.dueNow, 0);
        QCOMPARE(t.dueToday, 1); // the lapse, in 10 minutes
        std::array<int, 30> upcoming{};
        upcoming[7] = 1; // the 8-day card
        QVERIFY(t.upcoming == upcoming);
        // At 23:50 local time (UTC+15:50) the lapse falls due tomorrow.
        t = statistics(*rep, progress, Now, 15 * 60 + 50);
        QCOMPARE(t.dueToday, 0);
        upcoming[0] = 1;
        QVERIFY(t.upcoming == upcoming);
        QCOMPARE(statistics(*rep, progress, Now + 10 * MsPerMinute).dueNow, 1);
    }
};

QTEST_GUILESS_MAIN(TestDrill)
#include "tst_drill.moc"
