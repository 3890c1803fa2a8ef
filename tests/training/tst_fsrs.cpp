// FSRS against its reference implementation, ts-fsrs: every review of the checked-in table (review sequences
// replayed through ts-fsrs 5.4.2 by fsrs-reference/generate.mjs) gives the same card here - state, due time,
// stability, difficulty, elapsed and scheduled days, reps, lapses, learning step - and the same retrievability
// before it. liveReference runs the generator itself under node on other sequences and compares the same way.
#include "training/fsrs.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include <charconv>
#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace kibitz::training;

namespace {

// One row of the table: a review and the card ts-fsrs returned.
struct Row {
    std::string name;
    int step = 0;
    TimeMs review = 0;
    int rating = 0;
    double retrievability = 0;
    int state = 0;
    TimeMs due = 0;
    double stability = 0, difficulty = 0;
    int elapsedDays = 0, scheduledDays = 0, reps = 0, lapses = 0, learningSteps = 0;
};

template <typename T>
bool parseNumber(const QByteArray& text, T& out)
{
    const auto [end, ec] = std::from_chars(text.constData(), text.constData() + text.size(), out);
    return ec == std::errc() && end == text.constData() + text.size();
}

// The table's rows by case, in order; `error` names the first bad line.
std::map<std::string, std::vector<Row>> parseTable(const QByteArray& text, QString& header, QString& error)
{
    std::map<std::string, std::vector<Row>> cases;
    int lineNo = 0;
    for (const QByteArray& line : text.split('\n')) {
        ++lineNo;
        if (line.startsWith('#')) {
            header = QString::fromUtf8(line);
            continue;
        }
        if (line.isEmpty() || line.startsWith("case\t"))
            continue;
        const QList<QByteArray> f = line.split('\t');
        Row r;
        bool ok = f.size() == 14;
        if (ok) {
            r.name = f[0].toStdString();
            ok = parseNumber(f[1], r.step) && parseNumber(f[2], r.review) && parseNumber(f[3], r.rating)
                && parseNumber(f[4], r.retrievability) && parseNumber(f[5], r.state) && parseNumber(f[6], r.due)
                && parseNumber(f[7], r.stability) && parseNumber(f[8], r.difficulty) && parseNumber(f[9], r.elapsedDays)
                && parseNumber(f[10], r.scheduledDays) && parseNumber(f[11], r.reps) && parseNumber(f[12], r.lapses)
                && parseNumber(f[13], r.learningSteps) && r.rating >= 1 && r.rating <= 4;
        }
        if (!ok) {
            error = QStringLiteral("line %1: not a table row: %2").arg(lineNo).arg(QString::fromUtf8(line));
            return {};
        }
        cases[r.name].push_back(r);
    }
    return cases;
}

// ts-fsrs rounds stability, difficulty and retrievability to 8 decimals; a last-bit difference of the maths
// library (V8's against glibc's exp/pow) could move such a value by one unit of the 8th decimal at most.
bool close(double a, double b) { return std::fabs(a - b) <= 1.0000001e-8; }

// Replays one case; empty when every review agrees, else what differs first.
QString replay(const std::vector<Row>& rows, int& exact)
{
    const Fsrs fsrs;
    FsrsCard card = Fsrs::newCard(1710057600000); // the generator's start, 2024-03-10T08:00:00Z
    for (const Row& r : rows) {
        const double recall = fsrs.retrievability(card, r.review);
        card = fsrs.next(card, r.review, Rating(r.rating)).card;
        const auto differs = [&](const char* what, auto ours, auto theirs) {
            return QStringLiteral("%1 step %2: %3 is %4, ts-fsrs says %5")
                .arg(QString::fromStdString(r.name))
                .arg(r.step)
                .arg(what)
                .arg(ours, 0, 'g', 17)
                .arg(theirs, 0, 'g', 17);
        };
        if (int(card.state) != r.state)
            return differs("state", double(card.state), double(r.state));
        if (card.due != r.due)
            return differs("due", double(card.due), double(r.due));
        if (!close(card.stability, r.stability))
            return differs("stability", card.stability, r.stability);
        if (!close(card.difficulty, r.difficulty))
            return differs("difficulty", card.difficulty, r.difficulty);
        if (!close(recall, r.retrievability))
            return differs("retrievability", recall, r.retrievability);
        const int ints[][2] = {{card.elapsedDays, r.elapsedDays},
                               {card.scheduledDays, r.scheduledDays},
                               {card.reps, r.reps},
                               {card.lapses, r.lapses},
                               {card.learningSteps, r.learningSteps}};
        const char* names[] = {"elapsed_days", "scheduled_days", "reps", "lapses", "learning_steps"};
        for (int i = 0; i < 5; ++i)
            if (ints[i][0] != ints[i][1])
                return differs(names[i], double(ints[i][0]), double(ints[i][1]));
        exact += card.stability == r.stability && card.difficulty == r.difficulty && recall == r.retrievability;
    }
    return {};
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestFsrs : public QObject {
    Q_OBJECT

private slots:
    void names_data()
    {
        QTest::addColumn<int>("rating");
        QTest::addColumn<QString>("name");
        QTest::newRow("again") << 1 << "again";
        QTest::newRow("hard") << 2 << "hard";
        QTest::newRow("good") << 3 << "good";
        QTest::newRow("easy") << 4 << "easy";
    }
    void names()
    {
        QFETCH(int, rating);
        QFETCH(QString, name);
        QCOMPARE(QString::fromUtf8(ratingName(Rating(rating)).data(), qsizetype(ratingName(Rating(rating)).size())), name);
        const std::optional<Rating> back = ratingFromName(name.toStdString());
        QVERIFY(back);
        QCOMPARE(int(*back), rating);
        QVERIFY(!ratingFromName(name.toUpper().toStdString())); // the lower-case names the progress file writes
    }

    void fixedTable_data()
    {
        QTest::addColumn<QByteArray>("rows");
        const QByteArray text = readFile(QStringLiteral(KIBITZ_FSRS_REFERENCE_DIR "/table.tsv"));
        QVERIFY2(!text.isEmpty(), "fsrs-reference/table.tsv is missing");
        // The table must come from the version the code names.
        QVERIFY2(text.startsWith("# v5.4.2 using FSRS-6.0"), text.left(80).constData());
        QVERIFY(FsrsReference.find("5.4.2") != std::string_view::npos);
        QByteArray current;
        QString name;
        for (const QByteArray& line : text.split('\n')) {
            if (line.startsWith('#') || line.startsWith("case\t") || line.isEmpty())
                continue;
            const QString rowName = QString::fromUtf8(line.left(line.indexOf('\t')));
            if (rowName != name && !current.isEmpty()) {
                QTest::newRow(qPrintable(name)) << current;
                current.clear();
            }
            name = rowName;
            current += line + '\n';
        }
        if (!current.isEmpty())
            QTest::newRow(qPrintable(name)) << current;
    }
    void fixedTable()
    {
        QFETCH(QByteArray, rows);
        QString header, error;
        const auto cases = parseTable(rows, header, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(int(cases.size()), 1);
        int exact = 0;
        const QString diff = replay(cases.begin()->second, exact);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // ts-fsrs itself, run by node on 400 other random sequences (seed 7): skips without node, npm or the network.
    void liveReference()
    {
        const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
        const QString npm = QStandardPaths::findExecutable(QStringLiteral("npm"));
        if (node.isEmpty() || npm.isEmpty())
            QSKIP("node or npm not found on PATH (apt-get install nodejs npm): the live ts-fsrs comparison is skipped");
        QProcess version;
        version.start(node, {"--version"});
        version.waitForFinished(30000);
        const QString v = QString::fromUtf8(version.readAllStandardOutput()).trimmed(); // "v20.20.2"
        if (v.mid(1).section('.', 0, 0).toInt() < 20)
            QSKIP(qPrintable(QStringLiteral("node %1 is older than ts-fsrs 5.4.2 needs (20): the live comparison is skipped").arg(v)));
        const QDir scratch(QStringLiteral(KIBITZ_FSRS_SCRATCH));
        QVERIFY(QDir().mkpath(scratch.path()));
        for (const char* name : {"package.json", "generate.mjs"}) {
            QFile::remove(scratch.filePath(name));
            QVERIFY(QFile::copy(QStringLiteral(KIBITZ_FSRS_REFERENCE_DIR "/") + name, scratch.filePath(name)));
        }
        if (!QFile::exists(scratch.filePath("node_modules/ts-fsrs/package.json"))) {
            QProcess install;
            install.setWorkingDirectory(scratch.path());
            install.start(npm, {"install", "--no-audit", "--no-fund", "--no-package-lock"});
            if (!install.waitForFinished(240000) || install.exitCode() != 0)
                QSKIP(qPrintable(QStringLiteral("npm install ts-fsrs@5.4.2 failed in %1 (offline?): %2")
                                     .arg(scratch.path(), QString::fromUtf8(install.readAllStandardError().right(300)))));
        }
        const QByteArray installed = readFile(scratch.filePath("node_modules/ts-fsrs/package.json"));
        QVERIFY2(installed.contains("\"version\": \"5.4.2\""), "the scratch directory holds another ts-fsrs version");
        QProcess gen;
        gen.setWorkingDirectory(scratch.path());
        gen.start(node, {"generate.mjs", "--seed", "7", "--random", "400"});
        QVERIFY(gen.waitForFinished(120000));
        QCOMPARE(gen.exitCode(), 0);
        QString header, error;
        const auto cases = parseTable(gen.readAllStandardOutput(), header, error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(header.startsWith("# v5.4.2 using FSRS-6.0"), qPrintable(header));
        QVERIFY(cases.size() > 400); // the handmade cases and the random ones
        int reviews = 0, exact = 0;
        for (const auto& [name, rows] : cases) {
            const QString diff = replay(rows, exact);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
            reviews += int(rows.size());
        }
        qInfo("%d reviews in %d sequences agree with ts-fsrs (%d with bit-identical doubles)", reviews, int(cases.size()), exact);
    }
};

QTEST_GUILESS_MAIN(TestFsrs)
#include "tst_fsrs.moc"
