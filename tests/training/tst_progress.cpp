// Progress files: UTC times, the text round trip, cards added, removed (kept retired) and revived as the repertoire
// changes while unchanged positions keep their history, damaged or stale files reported and kept aside (never read in
// part, never overwritten), and a save killed half-way leaving the old file.
#include "trainingtestutil.h"

#include "training/progress.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace kibitz;
using namespace kibitz::training;
using namespace kibitz::training::test;

namespace {

constexpr TimeMs Now = 1710057600000; // 2024-03-10T08:00:00.000Z

// A progress with two reviewed cards.
Progress sample(const Repertoire& rep)
{
    Progress p(rep.side());
    p.sync(rep, Now);
    const Fsrs fsrs;
    for (const NodeIndex i : rep.cards()) {
        const std::string& position = rep.graph().node(i).epd;
        const Fsrs::Outcome o = fsrs.next(p.find(position)->card, Now + 1000, Rating::Good);
        ReviewRecord r;
        r.time = Now + 1000;
        r.rating = Rating::Good;
        r.stability = o.card.stability;
        r.difficulty = o.card.difficulty;
        r.answerMs = 2500;
        r.played = "e2e4";
        p.record(position, o.card, r);
    }
    return p;
}

const char* const OpenGame = "[Orientation \"white\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n";

} // namespace

class TestProgress : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void times_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("epoch") << qint64(0) << "1970-01-01T00:00:00.000Z";
        QTest::newRow("before the epoch") << qint64(-1) << "1969-12-31T23:59:59.999Z";
        QTest::newRow("generator start") << qint64(Now) << "2024-03-10T08:00:00.000Z";
        QTest::newRow("leap day") << qint64(951782400000) << "2000-02-29T00:00:00.000Z";
        QTest::newRow("y2k38") << qint64(2147483647000) << "2038-01-19T03:14:07.000Z";
    }
    void times()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(formatTime(ms)), text);
        QCOMPARE(parseTime(text.toStdString()).value_or(-12345), TimeMs(ms));
    }
    void badTimes()
    {
        for (const char* bad :
             {"2023-02-29T00:00:00.000Z", "2024-13-01T00:00:00.000Z", "2024-03-10T24:00:00.000Z", "2024-03-10 08:00:00.000Z",
              "2024-03-10T08:00:00Z", "", "2024-03-10T08:00:00.000z", "+024-03-10T08:00:00.000Z",
              // a sign in a two- or three-digit field (found by fuzz_progress)
              "2024-03-14T08:10:-0.000Z", "2024-03-14T-0:10:00.000Z", "2024-03-14T08:10:00.-00Z", "2024-+3-14T08:10:00.000Z"})
            QVERIFY2(!parseTime(bad), bad);
    }

    void roundTrip()
    {
        const RepertoirePtr rep = Repertoire::fromText(OpenGame);
        const Progress p = sample(*rep);
        QCOMPARE(int(p.records().size()), 3);
        const std::string text = p.encode();
        const ProgressDecode d = Progress::decode(text);
        QVERIFY2(d.progress, d.error.c_str());
        QCOMPARE(d.progress->encode(), text);
        QCOMPARE(d.progress->side(), kibitz::White);
        QVERIFY(d.progress->reviews() == p.reviews());
        for (const auto& [position, r] : p.records())
            QVERIFY(d.progress->find(position) && d.progress->find(position)->card == r.card);
    }

    void cardsFollowTheRepertoire()
    {
        const RepertoirePtr rep = Repertoire::fromText(OpenGame);
        Progress p = sample(*rep);
        const std::string kept = rep->graph().node(rep->graph().find(keyAfter("1.e4 e5"))).epd;
        const FsrsCard history = p.find(kept)->card;
        QCOMPARE(history.reps, 1);
        // A new line: one card more (after 2...d6); the others keep their history.
        const RepertoirePtr more = rep->addLine(lineOf("1.e4 e5 2.Nf3 d6 3.d4")).result;
        SyncReport s = p.sync(*more, Now + 5000);
        QCOMPARE(int(s.added.size()), 1);
        QCOMPARE(s.added.front(), more->graph().node(more->graph().find(keyAfter("1.e4 e5 2.Nf3 d6"))).epd);
        QVERIFY(s.removed.empty());
        QCOMPARE(int(s.kept), 3);
        QVERIFY(p.find(kept)->card == history);
        QCOMPARE(p.find(s.added.front())->card.due, Now + 5000);
        // Deleting 2...Nc6 removes the card after it (3.Bb5); it is kept, retired.
        const std::string nc6 = more->graph().node(more->graph().find(keyAfter("1.e4 e5 2.Nf3 Nc6"))).epd;
        const FsrsCard nc6History = p.find(nc6)->card;
        const RepertoirePtr less = more->deleteMove(keyAfter("1.e4 e5 2.Nf3"), moveAfter("1.e4 e5 2.Nf3", "Nc6")).result;
        QVERIFY(less);
        s = p.sync(*less, Now + 6000);
        QVERIFY(s.added.empty());
        QCOMPARE(s.removed, std::vector<std::string>{nc6});
        QCOMPARE(int(s.kept), 3);
        QCOMPARE(int(p.activeCards()), 3);
        QCOMPARE(int(p.records().size()), 4);
        QVERIFY(p.find(nc6)->retired);
        // Brought back (undo): its history is there again.
        s = p.sync(*more, Now + 7000);
        QCOMPARE(int(s.revived), 1);
        QVERIFY(s.added.empty() && s.removed.empty());
        QVERIFY(!p.find(nc6)->retired && p.find(nc6)->card == nc6History && nc6History.reps == 1);
        QVERIFY(p.find(kept)->card == history);
        p.sync(*less, Now + 8000);
        // Saved and read again, retired cards stay retired.
        const ProgressDecode d = Progress::decode(p.encode());
        QVERIFY2(d.progress, d.error.c_str());
        QCOMPARE(d.progress->activeCards(), p.activeCards());
    }

    void damagedFilesKeptAside_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("reason");
        const RepertoirePtr rep = Repertoire::fromText(OpenGame);
        const QByteArray good = QByteArray::fromStdString(sample(*rep).encode());
        QByteArray flipped = good;
        flipped[good.indexOf("card\t") + 9] = 'X';
        QTest::newRow("a changed byte") << flipped << int(LoadStatus::Corrupt) << "checksum";
        QTest::newRow("cut short") << good.left(good.size() / 2) << int(LoadStatus::Corrupt) << "line";
        QTest::newRow("no end line") << good.left(good.lastIndexOf("end\t")) << int(LoadStatus::Corrupt) << "end line is missing";
        QTest::newRow("text after the end") << good + "card\tx\n" << int(LoadStatus::Corrupt) << "after the end";
        QTest::newRow("empty") << QByteArray() << int(LoadStatus::Corrupt) << "end line is missing";
        QTest::newRow("not ours") << QByteArray("[Event \"?\"]\n\n1. e4 *\n") << int(LoadStatus::Corrupt) << "not a Kibitz progress file";
        QByteArray bad = good;
        bad.replace("\tactive\n", "\tsleeping\n");
        QTest::newRow("bad field") << bad << int(LoadStatus::Corrupt) << "bad card line";
        QTest::newRow("later format") << QByteArray("KibitzProgress\t2\nwhatever comes next\n") << int(LoadStatus::Stale) << "format 2";
        QTest::newRow("other side") << QByteArray::fromStdString(Progress(Black).encode()) << int(LoadStatus::Stale) << "kept for black";
    }
    void damagedFilesKeptAside()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, status);
        QFETCH(QString, reason);
        const QString path = m_dir.filePath(QStringLiteral("rep%1.pgn.progress").arg(QTest::currentDataTag()).remove(' '));
        QVERIFY(writeBytes(path, bytes));
        const ProgressLoad l = Progress::load(path.toStdString(), kibitz::White, Now);
        QCOMPARE(int(l.status), status);
        QVERIFY2(QString::fromStdString(l.message).contains(reason), l.message.c_str());
        QVERIFY2(QString::fromStdString(l.message).contains(QString::fromStdString(l.keptAs)), l.message.c_str());
        QVERIFY(l.progress.records().empty());
        QVERIFY(!QFile::exists(path));
        QCOMPARE(readBytes(QString::fromStdString(l.keptAs)), bytes);
        QVERIFY(QString::fromStdString(l.keptAs).endsWith(status == int(LoadStatus::Corrupt) ? ".corrupt-20240310T080000000Z"
                                                                                             : ".stale-20240310T080000000Z"));
        // Another bad file at the same moment does not replace the first one kept.
        QVERIFY(writeBytes(path, bytes));
        const ProgressLoad again = Progress::load(path.toStdString(), kibitz::White, Now);
        QCOMPARE(QString::fromStdString(again.keptAs), QString::fromStdString(l.keptAs) + "-2");
        QCOMPARE(readBytes(QString::fromStdString(l.keptAs)), bytes);
    }

    void freshAndLoaded()
    {
        const QString path = m_dir.filePath("fresh.pgn.progress");
        QCOMPARE(Progress::load(path.toStdString(), kibitz::White, Now).status, LoadStatus::Fresh);
        const RepertoirePtr rep = Repertoire::fromText(OpenGame);
        QVERIFY(sample(*rep).save(path.toStdString()).ok);
        const ProgressLoad l = Progress::load(path.toStdString(), kibitz::White, Now);
        QCOMPARE(l.status, LoadStatus::Loaded);
        QCOMPARE(int(l.progress.reviews().size()), 3);
        QVERIFY(l.message.empty() && l.keptAs.empty());
    }

    // The fuzz target's seeds: those named valid-* decode and survive a round trip, the others are rejected.
    void fuzzSeeds_data()
    {
        QTest::addColumn<QString>("path");
        const QDir seeds(QStringLiteral(KIBITZ_FUZZ_PROGRESS_SEEDS));
        const QStringList names = seeds.entryList(QDir::Files);
        QVERIFY(names.size() >= 5);
        for (const QString& name : names)
            QTest::newRow(qPrintable(name)) << seeds.filePath(name);
    }
    void fuzzSeeds()
    {
        QFETCH(QString, path);
        const QByteArray bytes = readBytes(path);
        const ProgressDecode d = Progress::decode(bytes.toStdString());
        QCOMPARE(bool(d.progress), QFileInfo(path).fileName().startsWith("valid-"));
        if (d.progress)
            QCOMPARE(QByteArray::fromStdString(d.progress->encode()), bytes);
        else
            QVERIFY(!d.error.empty());
    }

    void killedSaveLeavesOldFile()
    {
        const QString path = m_dir.filePath("killed.pgn.progress");
        const RepertoirePtr rep = Repertoire::fromText(OpenGame);
        Progress p = sample(*rep);
        QVERIFY(p.save(path.toStdString()).ok);
        const QByteArray old = readBytes(path);
        for (int i = 0; i < 2000; ++i) // a long review log makes a slowed save take seconds
            p.record(p.records().begin()->first, p.records().begin()->second.card, p.reviews().front());
        int ready[2];
        QCOMPARE(::pipe(ready), 0);
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            ::close(ready[0]);
            pgn::SaveOptions slow;
            slow.blockSize = 512;
            bool told = false;
            slow.onBlock = [&](std::uint64_t) {
                if (!told)
                    told = ::write(ready[1], "x", 1) == 1;
                ::usleep(5000);
            };
            p.save(path.toStdString(), slow);
            ::_exit(0);
        }
        ::close(ready[1]);
        char c = 0;
        QCOMPARE(::read(ready[0], &c, 1), ssize_t(1));
        ::close(ready[0]);
        QCOMPARE(::kill(child, SIGKILL), 0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(readBytes(path), old);
        QCOMPARE(Progress::load(path.toStdString(), kibitz::White, Now).status, LoadStatus::Loaded);
    }
};

QTEST_GUILESS_MAIN(TestProgress)
#include "tst_progress.moc"
