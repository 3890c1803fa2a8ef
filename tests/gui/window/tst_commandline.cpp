// `kibitz a.pgn b.pgn …`: one file opens like File > Open; several open in tabs of the game list, in command-line
// order after the clipboard, one-game files too. The first that opens has the current tab and its first game on
// the board; Open Recent lists them in command-line order (as many as it holds); the message bar names the files
// that could not be opened, the status bar says how many opened.
#include "window/mainwindow.h"

#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "window/databasedocks.h"

#include "file/fileactions.h"
#include "game/gamecontroller.h"
#include "gui/gametestutil.h" // writeAll
#include "window/messagebar.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kibitz::gui;
using kibitz::gui::test::writeAll;

namespace {

QByteArray game(const QString& white)
{
    return "[Event \"Test\"]\n[White \"" + white.toUtf8() + "\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
}

// f01.pgn … fNN.pgn
QStringList numbered(int first, int last)
{
    QStringList names;
    for (int i = first; i <= last; ++i)
        names << QStringLiteral("f%1.pgn").arg(i, 2, 10, QLatin1Char('0'));
    return names;
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_commandline");
        for (const QString& name : numbered(1, 12))
            QVERIFY(writeAll(m_dir.filePath(name), game(name)));
    }
    void init() { QSettings().clear(); }

    void openFiles_data()
    {
        QTest::addColumn<QStringList>("files");  // names in the temporary directory; "missing…" do not exist
        QTest::addColumn<QString>("shownWhite"); // White of the game on the board afterwards
        QTest::addColumn<QStringList>("recent"); // Open Recent, top first
        QTest::addColumn<QString>("message");    // regular expression for the message bar ("" = hidden)
        QTest::addColumn<QString>("status");     // regular expression for the status bar

        QTest::addColumn<QStringList>("tabs"); // the game list's tabs after the clipboard, "*" marks the current

        QTest::newRow("one file") << QStringList{"f01.pgn"} << "f01.pgn" << QStringList{"f01.pgn"} << "^$"
                                  << "^$" << QStringList{};
        QTest::newRow("two files") << QStringList{"f01.pgn", "f02.pgn"} << "f01.pgn" << QStringList{"f01.pgn", "f02.pgn"} << "^$"
                                   << "^Opened 2 files, each in its own tab of the game list\\.$" << QStringList{"*f01.pgn", "f02.pgn"};
        QTest::newRow("order kept") << QStringList{"f03.pgn", "f01.pgn", "f02.pgn"} << "f03.pgn"
                                    << QStringList{"f03.pgn", "f01.pgn", "f02.pgn"} << "^$"
                                    << "^Opened 3 files" << QStringList{"*f03.pgn", "f01.pgn", "f02.pgn"};
        QTest::newRow("a missing one") << QStringList{"f01.pgn", "missing.pgn", "f02.pgn"} << "f01.pgn" << QStringList{"f01.pgn", "f02.pgn"}
                                       << "^Cannot open .*missing\\.pgn: "
                                       << "^$" << QStringList{"*f01.pgn", "f02.pgn"};
        QTest::newRow("more than Open Recent holds") << numbered(1, 12) << "f01.pgn" << numbered(1, 10) << "^$"
                                                     << "^Opened 12 files" << QStringList{"*f01.pgn"} + numbered(2, 12);
        QTest::newRow("first missing") << QStringList{"missing.pgn", "f02.pgn"} << "f02.pgn" << QStringList{"f02.pgn"}
                                       << "^Cannot open .*missing\\.pgn"
                                       << "^$" << QStringList{"*f02.pgn"};
        QTest::newRow("the same file twice") << QStringList{"f01.pgn", "f01.pgn"} << "f01.pgn" << QStringList{"f01.pgn"} << "^$"
                                             << "^$" << QStringList{"*f01.pgn"};
    }
    void openFiles()
    {
        QFETCH(QStringList, files);
        QFETCH(QString, shownWhite);
        QFETCH(QStringList, recent);
        QFETCH(QString, message);
        QFETCH(QString, status);
        QFETCH(QStringList, tabs);

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList paths;
        for (const QString& name : files)
            paths << m_dir.filePath(name);
        window.openFromCommandLine(paths);

        QCOMPARE(QString::fromStdString(std::string(window.controller()->game().tag("White"))), shownWhite);
        QStringList inMenu;
        for (const QAction* entry : window.fileActions()->recentMenu()->actions())
            inMenu << QFileInfo(entry->toolTip()).fileName();
        QCOMPARE(inMenu, recent);
        const MessageBar* bar = window.findChild<MessageBar*>();
        QVERIFY(bar);
        const QString shown = bar->text(); // "" while hidden
        QVERIFY2(QRegularExpression(message).match(shown).hasMatch(), qPrintable(shown));
        const QString statusText = window.statusBar()->currentMessage();
        QVERIFY2(QRegularExpression(status).match(statusText).hasMatch(), qPrintable(statusText));
        const DatabaseDocks* docks = window.findChild<DatabaseDocks*>();
        QVERIFY(docks);
        QStringList shownTabs;
        for (int i = 0; i < docks->tabs()->count(); ++i) {
            const auto* panel = qobject_cast<GameListPanel*>(docks->tabs()->widget(i));
            QVERIFY(panel);
            if (panel == docks->clipboard())
                continue;
            shownTabs << (i == docks->tabs()->currentIndex() ? QStringLiteral("*") : QString())
                    + QFileInfo(panel->loader()->fileName()).fileName();
        }
        QCOMPARE(shownTabs, tabs);
    }
};

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
