// The variant window with an external engine: the engine chooser lists the settings' engines (and keeps the choice
// when they change); a scripted Fairy-Stockfish stand-in plays the computer's move and analyses; an illegal move or
// an engine without variants is shown and stops the computer; Debian's Fairy-Stockfish (skipped when absent) plays
// both sides of a few knightmate moves and analyses.
#include "variantplay/variantgamemodel.h"
#include "variantplay/variantplaywindow.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
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
