// The main window's arrangement (PanelLayout) on 1280×800 and 1920×1080 windows: the 2D board keeps at least 440 and
// 640 pixels with the default panels, after a database is opened, with the opening tree and with the analysis; the
// move list shows ten lines throughout; the side panels share one tab group; Window › Layout's presets; a dock added
// later joins the tabs with one call; an arrangement (floating, tabs, closed panels) survives closing and reopening
// the window, an arrangement of an earlier version is not restored; right to left keeps the column's order mirrored.
#include "window/mainwindow.h"

#include "analysis/analysisdock.h"
#include "board/boardwidget.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "gui/gametestutil.h"
#include "notation/notationview.h"
#include "settings/preferences.h"
#include "tree/treedock.h"
#include "window/databasedocks.h"
#include "window/panellayout.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

const char* const Games = "[Event \"One\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
                          "[Event \"Two\"]\n[White \"Carl\"]\n[Black \"Dora\"]\n[Result \"0-1\"]\n\n1. d4 d5 2. c4 e6 0-1\n\n"
                          "[Event \"Three\"]\n[White \"Emil\"]\n[Black \"Fay\"]\n[Result \"*\"]\n\n1. c4 c5 *\n";

// Shown to the user: not closed, docked or floating, and (a tab group's member) the tab in front.
bool inFront(const QDockWidget* dock) { return dock->isVisible() && !dock->visibleRegion().isEmpty(); }

} // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_games;

    PanelLayout* layout() const { return m_window->panels(); }
    int boardWidth() const { return m_window->board()->boardRect().width(); }
    QDockWidget* moves() const { return m_window->findChild<QDockWidget*>(QStringLiteral("MovesDock")); }
    QDockWidget* games() const { return m_window->databases()->gamesDock(); }
    QDockWidget* tree() const { return m_window->databases()->treeDock(); }
    QDockWidget* analysis() const { return m_window->analysisDock(); }
    int moveListLines() const
    {
        const auto* notation = qobject_cast<const NotationView*>(moves()->widget());
        return notation->viewport()->height() / notation->fontMetrics().lineSpacing();
    }
    void newWindow(const QSize& size)
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(size);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void openDatabase()
    {
        m_window->openFile(m_games);
        GameListPanel* list = m_window->gameList();
        QVERIFY(list);
        if (list->loader()->isLoading()) {
            QSignalSpy finished(list->loader(), &IndexLoader::finished);
            QVERIFY(finished.wait(30000));
        }
        QTRY_VERIFY(inFront(games()));
    }
    // The board is at least `minimum` wide and the move list shows ten lines, once the sizes have been fitted.
    bool roomy(int minimum, QByteArray* why)
    {
        QTest::qWait(0);
        const bool ok = QTest::qWaitFor([&] { return boardWidth() >= minimum && moveListLines() >= PanelLayout::MoveListLines; }, 10000);
        *why = QStringLiteral("board %1 px (at least %2), move list %3 lines").arg(boardWidth()).arg(minimum).arg(moveListLines()).toUtf8();
        return ok;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_windowlayout");
        m_games = m_dir.filePath(QStringLiteral("games.pgn"));
        QVERIFY(test::writeAll(m_games, Games));
    }
    void init() { QSettings().clear(); }
    void cleanup() { m_window.reset(); }

    void boardStaysLarge_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("minimum");
        QTest::newRow("1280x800") << QSize(1280, 800) << 440;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << 640;
    }
    void boardStaysLarge()
    {
        QFETCH(QSize, size);
        QFETCH(int, minimum);
        newWindow(size);
        QByteArray why;
        QVERIFY2(roomy(minimum, &why), "default panels: " + why);
        openDatabase();
        QVERIFY2(roomy(minimum, &why), "game list: " + why);
        tree()->toggleViewAction()->trigger();
        QTRY_VERIFY(inFront(tree()));
        QVERIFY2(roomy(minimum, &why), "game list and tree: " + why);
        QVERIFY(inFront(games()) && inFront(moves()));
        analysis()->toggleViewAction()->trigger();
        QTRY_VERIFY(inFront(analysis())); // shown in front of the tree, in the same tab group
        QVERIFY(m_window->tabifiedDockWidgets(analysis()).contains(tree()));
        QVERIFY(!inFront(tree()));
        QVERIFY2(roomy(minimum, &why), "game list and analysis: " + why);
        QVERIFY(inFront(games()) && inFront(moves()));
        // The move list beside the tabs, the game list under both, all beside the board.
        const QRect board = m_window->board()->geometry().translated(m_window->board()->mapTo(m_window.get(), QPoint(0, 0)));
        QVERIFY(moves()->geometry().left() >= board.right());
        QVERIFY(analysis()->geometry().left() >= moves()->geometry().right());
        QVERIFY(games()->geometry().top() >= moves()->geometry().bottom());
        QVERIFY(games()->geometry().left() <= moves()->geometry().left() && games()->geometry().right() >= analysis()->geometry().right());
    }

    // Every side panel is in the one tab group from the start; a dock added later joins it with one call.
    void panelsShareTabs()
    {
        newWindow(QSize(1280, 800));
        const QList<QDockWidget*> panels = layout()->panels();
        QVERIFY(panels.contains(tree()) && panels.contains(analysis()));
        QVERIFY(panels.size() >= 4); // analysis, book, graphs, tree
        for (QDockWidget* p : panels) {
            QVERIFY2(p->isHidden(), qPrintable(p->objectName()));
            QVERIFY(layout()->menu()->actions().contains(p->toggleViewAction()));
        }
        for (QDockWidget* p : panels) // opened one after the other: tabs of one group, the last in front
            p->toggleViewAction()->trigger();
        QTRY_VERIFY(inFront(panels.back()));
        for (QDockWidget* p : panels)
            if (p != panels.front())
                QVERIFY2(m_window->tabifiedDockWidgets(panels.front()).contains(p), qPrintable(p->objectName()));
        for (QDockWidget* p : panels)
            p->toggleViewAction()->trigger();
        auto* extra = new QDockWidget(QStringLiteral("Extra"), m_window.get());
        extra->setObjectName(QStringLiteral("ExtraDock"));
        extra->setWidget(new QLabel(QStringLiteral("extra")));
        layout()->addPanel(extra);
        QVERIFY(extra->isHidden());
        QVERIFY(layout()->menu()->actions().contains(extra->toggleViewAction()));
        tree()->toggleViewAction()->trigger();
        extra->toggleViewAction()->trigger();
        QTRY_VERIFY(inFront(extra));
        QVERIFY(m_window->tabifiedDockWidgets(extra).contains(tree()));
        QVERIFY(extra->features().testFlag(QDockWidget::DockWidgetFloatable)); // can still be floated or split
        QVERIFY(extra->features().testFlag(QDockWidget::DockWidgetMovable));
    }

    void presets_data()
    {
        QTest::addColumn<int>("preset");
        QTest::addColumn<QString>("front"); // the panel in front, empty: none shown
        QTest::addColumn<bool>("gameList");
        QTest::newRow("Play/Analyse") << int(PanelLayout::Preset::PlayAnalyse) << "AnalysisDock" << false;
        QTest::newRow("Database") << int(PanelLayout::Preset::Database) << "TreeDock" << true;
        QTest::newRow("Reset") << int(PanelLayout::Preset::Reset) << QString() << true; // the game list stays as it was
    }
    void presets()
    {
        QFETCH(int, preset);
        QFETCH(QString, front);
        QFETCH(bool, gameList);
        newWindow(QSize(1280, 800));
        openDatabase();
        // Something to undo: the book floating, the graphs shown.
        QDockWidget* book = m_window->findChild<QDockWidget*>(QStringLiteral("BookDock"));
        QVERIFY(book);
        book->show();
        book->setFloating(true);
        m_window->findChild<QDockWidget*>(QStringLiteral("GraphDock"))->show();
        QAction* action = layout()->presetAction(PanelLayout::Preset(preset));
        QVERIFY(layout()->layoutMenu()->actions().contains(action));
        action->trigger();
        QTRY_COMPARE(!games()->isHidden(), gameList);
        QVERIFY(!book->isFloating());
        QVERIFY(inFront(moves()));
        for (QDockWidget* p : layout()->panels()) {
            QCOMPARE(m_window->dockWidgetArea(p), Qt::RightDockWidgetArea);
            if (p->objectName() == front)
                QTRY_VERIFY2(inFront(p), qPrintable(front));
            else if (front.isEmpty())
                QVERIFY2(p->isHidden(), qPrintable(p->objectName()));
        }
        QByteArray why;
        QVERIFY2(roomy(440, &why), why);
    }

    // Closing stores the arrangement; the next window has it back (a dock made after the window too).
    void arrangementRestored()
    {
        newWindow(QSize(1280, 800));
        openDatabase();
        layout()->apply(PanelLayout::Preset::Database);
        QDockWidget* graphs = m_window->findChild<QDockWidget*>(QStringLiteral("GraphDock"));
        graphs->show();
        graphs->setFloating(true);
        analysis()->show();
        auto* extra = new QDockWidget(QStringLiteral("Extra"), m_window.get());
        extra->setObjectName(QStringLiteral("ExtraDock"));
        layout()->addPanel(extra);
        extra->show();
        extra->setFloating(true);
        QTRY_VERIFY(inFront(tree()) || inFront(analysis()));
        QVERIFY(m_window->close());
        m_window.reset();

        newWindow(QSize(1280, 800));
        auto* again = new QDockWidget(QStringLiteral("Extra"), m_window.get());
        again->setObjectName(QStringLiteral("ExtraDock"));
        layout()->addPanel(again);
        QTRY_VERIFY(!games()->isHidden());
        QVERIFY(!tree()->isHidden() && !analysis()->isHidden());
        QVERIFY(m_window->tabifiedDockWidgets(tree()).contains(analysis()));
        QVERIFY(m_window->findChild<QDockWidget*>(QStringLiteral("GraphDock"))->isFloating());
        QVERIFY(again->isFloating() && !again->isHidden());
        QVERIFY(m_window->findChild<QDockWidget*>(QStringLiteral("BookDock"))->isHidden());
    }

    // A state saved by an earlier arrangement (another version) is not restored: the default arrangement stays.
    void earlierArrangementIgnored()
    {
        newWindow(QSize(1280, 800));
        analysis()->show();
        const QByteArray old = m_window->saveState(PanelLayout::stateVersion() - 1);
        m_window->preferences()->setWindowLayout(m_window->saveGeometry(), old);
        m_window->hide();
        m_window.reset();
        newWindow(QSize(1280, 800));
        QVERIFY(analysis()->isHidden());
        QVERIFY(!layout()->restore(old));
        QVERIFY(layout()->restore(layout()->save()));
    }

    // Right to left: the column is mirrored (the move list next to the board, the tabs beyond it, the game list under
    // both), and back.
    void rightToLeftMirrors()
    {
        newWindow(QSize(1280, 800));
        openDatabase();
        tree()->toggleViewAction()->trigger();
        QTRY_VERIFY(inFront(tree()));
        m_window->setLayoutDirection(Qt::RightToLeft);
        QTRY_COMPARE(m_window->dockWidgetArea(moves()), Qt::LeftDockWidgetArea);
        QTRY_VERIFY(inFront(tree()) && inFront(games()));
        const int boardLeft = m_window->board()->mapTo(m_window.get(), QPoint(0, 0)).x();
        QVERIFY(moves()->geometry().right() <= boardLeft);
        QVERIFY(tree()->geometry().right() <= moves()->geometry().left());
        QVERIFY(games()->geometry().top() >= moves()->geometry().bottom());
        QVERIFY(m_window->tabifiedDockWidgets(tree()).contains(analysis()));
        m_window->setLayoutDirection(Qt::LeftToRight);
        QTRY_COMPARE(m_window->dockWidgetArea(moves()), Qt::RightDockWidgetArea);
        QTRY_VERIFY(tree()->geometry().left() >= moves()->geometry().right());
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
