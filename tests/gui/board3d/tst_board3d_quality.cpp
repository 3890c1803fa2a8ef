// The 3D board's adaptive quality without OpenGL: QualityGovernor turns motion frame times into a level (frames
// slower than the 33 ms budget step it down one level per window of six, frames well under it step it back up,
// times in between keep it, a single outlier does not move it) and the levels get cheaper step by step.
#include "board3d/qualitygovernor.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace kibitz::gui;

namespace {

// "50*12,10*6": twelve frames of 50 ms, then six of 10 ms; "nan" is not a number.
std::vector<double> frameTimes(const QString& text)
{
    std::vector<double> times;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList valueCount = part.split(QLatin1Char('*'));
        const double value = valueCount[0] == QLatin1String("nan") ? std::numeric_limits<double>::quiet_NaN() : valueCount[0].toDouble();
        const int count = valueCount.size() > 1 ? valueCount[1].toInt() : 1;
        for (int i = 0; i < count; ++i)
            times.push_back(value);
    }
    return times;
}

} // namespace

class TestBoard3DQuality : public QObject {
    Q_OBJECT

private slots:
    void governor_data()
    {
        QTest::addColumn<QString>("times");
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("changes");
        QTest::newRow("fast frames stay at full quality") << "10*30" << 0 << 0;
        QTest::newRow("five slow frames are not a window yet") << "50*5" << 0 << 0;
        QTest::newRow("one window of slow frames: one step") << "50*6" << 1 << 1;
        QTest::newRow("two windows: two steps") << "50*12" << 2 << 2;
        QTest::newRow("the last level is the floor") << "80*60" << QualityGovernor::LevelCount - 1 << QualityGovernor::LevelCount - 1;
        QTest::newRow("just over the budget steps down") << "34*6" << 1 << 1;
        QTest::newRow("exactly the budget keeps the level") << "33*30" << 0 << 0;
        QTest::newRow("one slow outlier in a window does not count") << "10,10,10,500,10,10" << 0 << 0;
        QTest::newRow("three slow of six (median is the upper middle)") << "50,50,50,10,10,10" << 1 << 1;
        QTest::newRow("fast frames after slow ones step back up") << "50*18,10*6" << 2 << 4;
        QTest::newRow("and back to full quality") << "50*18,10*18" << 0 << 6;
        QTest::newRow("between the thresholds the level holds") << "50*12,25*30" << 2 << 2;
        QTest::newRow("just under the raise threshold steps up") << "50*6,18*6" << 0 << 2;
        QTest::newRow("just over the raise threshold holds") << "50*6,18.5*6" << 1 << 1;
        QTest::newRow("not times: ignored") << "50*5,0,-3,nan,50" << 1 << 1;
    }
    void governor()
    {
        QFETCH(QString, times);
        QFETCH(int, level);
        QFETCH(int, changes);
        QualityGovernor governor;
        int changed = 0;
        int previous = governor.level();
        for (const double ms : frameTimes(times)) {
            const bool reported = governor.addFrame(ms);
            QCOMPARE(reported, governor.level() != previous);
            QVERIFY(std::abs(governor.level() - previous) <= 1); // one step at a time
            changed += reported ? 1 : 0;
            previous = governor.level();
        }
        QCOMPARE(governor.level(), level);
        QCOMPARE(changed, changes);
    }

    // A custom budget: the same rules against 50 ms.
    void budget_data()
    {
        QTest::addColumn<QString>("times");
        QTest::addColumn<int>("level");
        QTest::newRow("40 ms is within 50") << "40*12" << 0;
        QTest::newRow("60 ms is not") << "60*12" << 2;
    }
    void budget()
    {
        QFETCH(QString, times);
        QFETCH(int, level);
        QualityGovernor governor(50.0);
        for (const double ms : frameTimes(times))
            governor.addFrame(ms);
        QCOMPARE(governor.level(), level);
    }

    // reset() returns to full quality; clearSamples() forgets a half-full window but keeps the level.
    void resetAndClear()
    {
        QualityGovernor governor;
        for (const double ms : frameTimes(QStringLiteral("50*6,50*5")))
            governor.addFrame(ms);
        QCOMPARE(governor.level(), 1);
        governor.clearSamples();
        governor.addFrame(50);
        QCOMPARE(governor.level(), 1); // the five before the clear do not count
        governor.reset();
        QCOMPARE(governor.level(), 0);
    }

    // Every level costs less than the one before: a smaller scale, or the same scale with cheaper shadows or
    // meshes; the first is full quality.
    void levels_data()
    {
        QTest::addColumn<int>("level");
        for (int level = 1; level < QualityGovernor::LevelCount; ++level)
            QTest::addRow("level %d", level) << level;
    }
    void levels()
    {
        QFETCH(int, level);
        const QualityLevel full = QualityGovernor::levelAt(0);
        QCOMPARE(full.scale, 1.0f);
        QCOMPARE(full.shadowTaps, 4);
        QVERIFY(!full.coarseMeshes);
        const QualityLevel before = QualityGovernor::levelAt(level - 1), here = QualityGovernor::levelAt(level);
        QVERIFY(here.scale < before.scale);
        QVERIFY(here.scale >= 0.25f); // the surface's smallest motion scale
        QVERIFY(here.shadowTaps <= before.shadowTaps);
        QVERIFY(here.coarseMeshes || !before.coarseMeshes);
    }
};

QTEST_APPLESS_MAIN(TestBoard3DQuality)
#include "tst_board3d_quality.moc"
