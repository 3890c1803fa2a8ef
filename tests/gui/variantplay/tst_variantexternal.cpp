// The variant window with an external engine: the engine chooser lists the settings' engines (and keeps the choice
// when they change); a scripted Fairy-Stockfish stand-in plays the computer's move and analyses; an illegal move or
// an engine without variants is shown and stops the computer; Debian's Fairy-Stockfish (skipped when absent) plays
// both sides of a few knightmate moves and analyses. The engine chosen is remembered across restarts (a removed
// one falls back to the built-in engine); an analysis of several lines shows each rank once, best first.
#include "variantplay/variantgamemodel.h"
#include "variantplay/variantplaywindow.h"

#include "gui/gametestutil.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

engineclient::EngineSpec scripted(const QString& name, const QString& log, const QString& reply, const QString& mode)
{
    engineclient::EngineSpec spec;
    spec.name = name;
    spec.program = QStringLiteral("/bin/sh");
    spec.arguments = {QStringLiteral(KIBITZ_ENGINECLIENT_TEST_DIR "/uci-variant.sh"), log, reply, mode};
    spec.protocol = engineclient::Protocol::Uci;
    return spec;
}

} // namespace

class TestVariantExternal : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString replyFile(const QString& text)
    {
        const QString path = m_dir.filePath(QStringLiteral("reply%1").arg(QTest::currentDataTag()));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(text.toUtf8() + '\n');
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_variantexternal");
    }
    void init() { QSettings().remove(QStringLiteral("variantPlay")); } // every test starts as on a first run

    // The engine chosen (the chooser's indexes, in turn) is the one a new window picks from the settings' list then.
    void engineChoiceRemembered_data()
    {
        QTest::addColumn<QStringList>("engines");
        QTest::addColumn<QString>("choices");
        QTest::addColumn<QStringList>("restart");
        QTest::addColumn<QString>("expected");
        const QStringList both{QStringLiteral("Alpha"), QStringLiteral("Beta")};
        QTest::newRow("first run: the built-in engine") << both << "" << both << "Built-in engine";
        QTest::newRow("an external engine") << both << "2" << both << "Beta";
        QTest::newRow("the last choice counts") << both << "2,1" << both << "Alpha";
        QTest::newRow("back to the built-in engine") << both << "2,0" << both << "Built-in engine";
        QTest::newRow("kept by name when the list is reordered")
            << both << "1" << QStringList{QStringLiteral("Beta"), QStringLiteral("Alpha")} << "Alpha";
        QTest::newRow("removed from the settings: the built-in engine")
            << both << "2" << QStringList{QStringLiteral("Alpha")} << "Built-in engine";
    }
    void engineChoiceRemembered()
    {
        QFETCH(QStringList, engines);
        QFETCH(QString, choices);
        QFETCH(QStringList, restart);
        QFETCH(QString, expected);
        const QString log = m_dir.filePath(QStringLiteral("remember.log"));
        const auto specs = [&](const QStringList& names) {
            QList<engineclient::EngineSpec> list;
            for (const QString& name : names)
                list << scripted(name, log, {}, {});
            return list;
        };
        {
            VariantPlayWindow first;
            first.setEngines(specs(engines));
            for (const QString& choice : choices.split(QLatin1Char(','), Qt::SkipEmptyParts))
                first.chooseEngine(choice.toInt());
        } // closed: the next window is the next session
        VariantPlayWindow second;
        second.setEngines(specs(restart));
        QCOMPARE(second.engineChooser()->currentText(), expected);
        // A later change of the list keeps the window's current choice.
        second.setEngines(specs(restart));
        QCOMPARE(second.engineChooser()->currentText(), expected);
    }

    // An external engine's analysis of several lines: MultiPV is set, each rank shows once, best first, ranks
    // beyond the lines asked for are left out.
    void externalLines_data()
    {
        QTest::addColumn<int>("lines");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one") << 1 << "depth 4  +0.25  e4 e5";
        QTest::newRow("two") << 2 << "depth 4  +0.25  e4 e5\ndepth 4  +0.20  d4 d5";
        QTest::newRow("three") << 3 << "depth 4  +0.25  e4 e5\ndepth 4  +0.20  d4 d5\ndepth 4  +0.10  g3";
    }
    void externalLines()
    {
        QFETCH(int, lines);
        QFETCH(QString, expected);
        VariantPlayWindow window;
        QCOMPARE(window.newGame(QStringLiteral("knightmate")), QString());
        const QString log = m_dir.filePath(QStringLiteral("lines%1.log").arg(lines));
        // Reported worst rank first, and the best line twice: the order shown is by rank, each rank once.
        const QString reply = QStringLiteral("info depth 4 multipv 3 score cp 10 pv g2g3\n"
                                             "info depth 4 multipv 1 score cp 30 pv e2e4\n"
                                             "info depth 4 multipv 2 score cp 20 pv d2d4 d7d5\n"
                                             "info depth 4 multipv 1 score cp 25 pv e2e4 e7e5");
        window.setEngines({scripted(QStringLiteral("Fake"), log, replyFile(reply), {})});
        window.chooseEngine(1);
        window.setAnalysisLines(lines);
        QCOMPARE(window.linesChooser()->value(), lines);
        window.setAnalysing(true);
        QTRY_COMPARE_WITH_TIMEOUT(window.analysisText(), expected, 20000);
        window.setAnalysing(false);
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString sent = QString::fromUtf8(f.readAll());
        QVERIFY2(lines == 1 || sent.contains(QStringLiteral("setoption name MultiPV value %1").arg(lines)), qPrintable(sent));
    }

    void chooserListsTheSettingsEngines()
    {
        VariantPlayWindow window;
        const QString log = m_dir.filePath(QStringLiteral("chooser.log"));
        window.setEngines({scripted(QStringLiteral("Alpha"), log, {}, {}), scripted(QStringLiteral("Beta"), log, {}, {})});
        QComboBox* chooser = window.engineChooser();
        QCOMPARE(chooser->count(), 3);
        QCOMPARE(chooser->itemText(1), QStringLiteral("Alpha"));
        QCOMPARE(chooser->itemText(2), QStringLiteral("Beta"));
        QCOMPARE(chooser->currentIndex(), 0); // the built-in engine until the user picks another
        window.chooseEngine(2);
        window.setEngines({scripted(QStringLiteral("Beta"), log, {}, {})}); // Alpha removed in the settings
        QCOMPARE(chooser->count(), 2);
        QCOMPARE(chooser->currentText(), QStringLiteral("Beta"));
        window.setEngines({});
        QCOMPARE(chooser->currentIndex(), 0);
    }

    void computerMove_data()
    {
        QTest::addColumn<QString>("mode");    // the script's engine: "" full, "novariant" without UCI_Variant
        QTest::addColumn<QString>("reply");   // to "go"
        QTest::addColumn<QString>("played");  // the move list's last entry, "" when no move is played
        QTest::addColumn<QString>("message"); // part of the failure shown, "" when none
        QTest::newRow("legal move") << ""
                                    << "info depth 2 score cp 30 pv e2e4 e7e5\nbestmove e2e4"
                                    << "1. e4"
                                    << "";
        QTest::newRow("royal knight") << ""
                                      << "bestmove e1f3"
                                      << "1. Kf3"
                                      << "";
        QTest::newRow("illegal move") << ""
                                      << "bestmove g1f3"
                                      << ""
                                      << "“g1f3”";
        QTest::newRow("no variants") << "novariant"
                                     << "bestmove e2e4"
                                     << ""
                                     << "UCI_Variant";
    }

    void computerMove()
    {
        QFETCH(QString, mode);
        QFETCH(QString, reply);
        QFETCH(QString, played);
        QFETCH(QString, message);
        VariantPlayWindow window;
        QCOMPARE(window.newGame(QStringLiteral("knightmate")), QString());
        const QString log = m_dir.filePath(QStringLiteral("move.log"));
        window.setEngines({scripted(QStringLiteral("Fake"), log, replyFile(reply), mode)});
        window.chooseEngine(1);
        QSignalSpy done(&window, &VariantPlayWindow::engineFinished);
        window.setComputerSides(1); // White, to move
        QVERIFY(window.isThinking());
        QVERIFY(done.wait(20000));
        QVERIFY(!window.isThinking());
        if (played.isEmpty()) {
            QCOMPARE(window.model()->moves().size(), std::size_t(0));
            QVERIFY2(window.analysisText().contains(message), qPrintable(window.analysisText()));
            QVERIFY2(window.analysisText().contains(u"Fake"), qPrintable(window.analysisText()));
        } else {
            QCOMPARE(window.model()->moves().size(), std::size_t(1));
            QCOMPARE(window.model()->sanMoves().value(0), played.section(u' ', 1));
        }
    }

    void scriptedAnalysis()
    {
        VariantPlayWindow window;
        QCOMPARE(window.newGame(QStringLiteral("knightmate")), QString());
        const QString log = m_dir.filePath(QStringLiteral("analysis.log"));
        window.setEngines(
            {scripted(QStringLiteral("Fake"), log, replyFile(QStringLiteral("info depth 4 score cp 25 pv e2e4 e7e5 e1f3")), {})});
        window.chooseEngine(1);
        QSignalSpy lines(&window, &VariantPlayWindow::analysisUpdated);
        window.setAnalysing(true);
        QVERIFY(lines.wait(20000));
        QCOMPARE(window.analysisText(), QStringLiteral("depth 4  +0.25  e4 e5 Kf3"));
        window.setAnalysing(false);
    }

    void realFairyStockfish()
    {
        const QString program = QStringLiteral("/usr/games/fairy-stockfish");
        if (!QFileInfo(program).isExecutable())
            QSKIP("fairy-stockfish is not installed (Debian package fairy-stockfish; setup.sh installs it)");
        engineclient::EngineSpec spec;
        spec.name = QStringLiteral("Fairy-Stockfish");
        spec.program = program;
        spec.protocol = engineclient::Protocol::Uci;
        VariantPlayWindow window;
        QCOMPARE(window.newGame(QStringLiteral("knightmate")), QString());
        window.setEngines({spec});
        window.chooseEngine(1);
        QSignalSpy done(&window, &VariantPlayWindow::engineFinished);
        window.setComputerSides(3); // both sides
        for (int ply = 1; ply <= 4; ++ply)
            QVERIFY(window.model()->moves().size() >= std::size_t(ply) || done.wait(20000));
        window.setComputerSides(0);
        QVERIFY(window.model()->moves().size() >= 4);
        QSignalSpy lines(&window, &VariantPlayWindow::analysisUpdated);
        window.setAnalysing(true);
        QVERIFY(lines.wait(20000));
        QVERIFY2(window.analysisText().startsWith(u"depth "), qPrintable(window.analysisText()));
        window.setAnalysing(false);
    }
};

QTEST_MAIN(TestVariantExternal)
#include "tst_variantexternal.moc"
