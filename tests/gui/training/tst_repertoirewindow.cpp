// The repertoire window opened from the main window (Game > Repertoire Training…) over the sample file
// resources/samples/famous-games.pgn: repertoire files we write opened as trees (roles, side, read errors), a move
// of the opening tree added through the tree's context-menu action and undone, making a move main or an alternative
// and deleting a branch (each one undo step), and saving and reading the file again.
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "game/gamecontroller.h"
#include "training/repertoiredocument.h"
#include "training/repertoiremodel.h"
#include "training/repertoirewindow.h"
#include "tree/treedock.h"
#include "tree/treemodel.h"
#include "window/databasedocks.h"
#include "window/mainwindow.h"
#include "window/trainingwindows.h"
#include "window/windowactions.h"

#include "gui/gametestutil.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

class TestRepertoireWindow : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    TrainingWindows* m_windows = nullptr;
    RepertoireWindow* m_rep = nullptr;

    QString write(const QString& name, const QString& pgn)
    {
        const QString path = m_dir.filePath(name);
        return test::writeAll(path, pgn.toUtf8()) ? path : QString();
    }
    // The texts of the rows under `parent`, "move role" joined by "|".
    QString rows(const QModelIndex& parent) const
    {
        QStringList out;
        const RepertoireModel* model = m_rep->model();
        for (int r = 0; r < model->rowCount(parent); ++r)
            out << model->index(r, int(RepertoireColumn::Move), parent).data().toString() + QLatin1Char(' ')
                    + model->index(r, int(RepertoireColumn::Role), parent).data().toString();
        return out.join(QLatin1Char('|'));
    }
    QModelIndex start() const { return m_rep->model()->index(0, 0); }
    // The row of `san` under `parent`.
    QModelIndex row(const QModelIndex& parent, const QString& text) const
    {
        for (int r = 0; r < m_rep->model()->rowCount(parent); ++r)
            if (m_rep->model()->index(r, 0, parent).data().toString() == text)
                return m_rep->model()->index(r, 0, parent);
        return {};
    }
    bool has(const char* sans) const { return m_rep->document()->repertoire()->graph().find(afterMoves(sans)) != training::NoIndex; }
    static Key afterMoves(const char* sans)
    {
        GameController c;
        return test::play(c, QString::fromLatin1(sans)) ? c.position().key() : 0;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_repertoirewindow");
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openFile(QStringLiteral(KIBITZ_SAMPLE_GAMES));
        QTRY_VERIFY(m_window->gameList() != m_window->databases()->clipboard());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->gameList()->loader()->isLoading(), 20000);
        m_windows = m_window->findChild<TrainingWindows*>();
        QVERIFY(m_windows);
        QVERIFY(m_window->actions()->gameMenu()->actions().contains(m_windows->action()));
        m_windows->action()->trigger();
        m_rep = m_window->findChild<RepertoireWindow*>();
        QVERIFY(m_rep);
        QTRY_VERIFY(m_rep->isVisible());
        QCOMPARE(m_window->databases()->treeDock()->view()->contextMenuPolicy(), Qt::CustomContextMenu);
    }
    void cleanupTestCase()
    {
        m_window->controller()->undoStack()->setClean();
        m_rep->document()->create(White); // nothing unsaved to ask about
        m_window.reset();
    }

    void openFile_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<QString>("side");
        QTest::addColumn<QString>("top");   // the rows under the start position
        QTest::addColumn<QString>("first"); // the rows under the first of them
        QTest::addColumn<bool>("problems");
        QTest::newRow("white, two chapters") << "[Event \"e4\"]\n[Orientation \"white\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *\n\n"
                                                "[Event \"d4\"]\n[Orientation \"white\"]\n\n1. d4 d5 2. c4 *\n"
                                             << "White"
                                             << "1. e4 main|1. d4 alternative"
                                             << "1… e5 reply|1… c5 reply" << false;
        QTest::newRow("black") << "[Event \"Sicilian\"]\n[Orientation \"black\"]\n\n1. e4 c5 (1... e6 2. d4 d5) 2. Nf3 d6 *\n"
                               << "Black"
                               << "1. e4 reply"
                               << "1… c5 main|1… e6 alternative" << false;
        QTest::newRow("an illegal move") << "[Event \"Broken\"]\n[Orientation \"white\"]\n\n1. e4 e5 2. Qxh8 Nc6 *\n"
                                         << "White"
                                         << "1. e4 main"
                                         << "1… e5 reply" << true;
    }
    void openFile()
    {
        QFETCH(QString, pgn);
        QFETCH(QString, side);
        QFETCH(QString, top);
        QFETCH(QString, first);
        QFETCH(bool, problems);
        const QString path = write(QStringLiteral("open-%1.pgn").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')),
                                   pgn);
        m_rep->document()->create(White);
        QVERIFY(m_rep->openFile(path));
        QCOMPARE(m_rep->document()->path(), path);
        QVERIFY(m_rep->statusLabel()->text().contains(QStringLiteral("for ") + side));
        QCOMPARE(start().data().toString(), QStringLiteral("Starting position"));
        QCOMPARE(rows(start()), top);
        QCOMPARE(rows(m_rep->model()->index(0, 0, start())), first);
        QVERIFY(m_rep->linesView()->isExpanded(start()));
        QCOMPARE(m_rep->document()->undoStack()->count(), 0);
        QCOMPARE(!m_rep->document()->repertoire()->messages().empty(), problems);
        QCOMPARE(m_rep->messageLabel()->text().contains(QStringLiteral("read with problems")), problems); // the user is told
    }

    void treeMove_data()
    {
        QTest::addColumn<QString>("board"); // moves played on the main board
        QTest::addColumn<QString>("move");  // the tree row chosen (the sample's games play it)
        QTest::newRow("first move") << ""
                                    << "e4";
        QTest::newRow("a reply") << "e4"
                                 << "d6";
        QTest::newRow("after two moves") << "e4 e5"
                                         << "f4";
    }
    void treeMove()
    {
        QFETCH(QString, board);
        QFETCH(QString, move);
        m_rep->document()->create(White);
        GameController* c = m_window->controller();
        c->newGame();
        QVERIFY(test::play(*c, board));
        TreeDock* tree = m_window->databases()->treeDock();
        tree->show();
        QTRY_VERIFY_WITH_TIMEOUT(tree->model()->result() && tree->model()->result()->position.key == c->position().key(), 20000);
        int found = -1;
        for (int r = 0; r < tree->model()->rowCount(); ++r)
            if (tree->model()->text(r, TreeColumn::Move) == move)
                found = r;
        QVERIFY(found >= 0);
        tree->view()->setCurrentIndex(tree->model()->index(found, 0));
        const QByteArray after = (board + QLatin1Char(' ') + move).toLatin1();
        QVERIFY(!has(after.constData()));
        m_windows->treeAction()->trigger(); // as from the row's context menu
        QVERIFY(has(after.constData()));
        QCOMPARE(m_rep->document()->undoStack()->count(), 1);
        QVERIFY(m_rep->document()->isModified());
        m_rep->document()->undoStack()->undo();
        QVERIFY(!has(after.constData()));
        QCOMPARE(m_rep->model()->rowCount(), 0); // the repertoire is empty again
        m_rep->document()->undoStack()->redo();
        QVERIFY(has(after.constData()));
        c->undoStack()->setClean();
    }

    void edits_data()
    {
        QTest::addColumn<QString>("edit");  // main, alternative, delete
        QTest::addColumn<QString>("path");  // rows from the start position to the move edited
        QTest::addColumn<QString>("after"); // rows under the edited move's parent afterwards
        QTest::newRow("make main") << "main"
                                   << "1. d4"
                                   << "1. d4 main|1. e4 alternative|1. c4 alternative";
        QTest::newRow("make alternative") << "alternative"
                                          << "1. e4"
                                          << "1. d4 main|1. e4 alternative|1. c4 alternative";
        QTest::newRow("delete a move") << "delete"
                                       << "1. d4"
                                       << "1. e4 main|1. c4 alternative";
        QTest::newRow("delete a reply") << "delete"
                                        << "1. e4|1… c5"
                                        << "1… e5 reply";
    }
    void edits()
    {
        QFETCH(QString, edit);
        QFETCH(QString, path);
        QFETCH(QString, after);
        const QString file = write(QStringLiteral("edits.pgn"),
                                   QStringLiteral("[Orientation \"white\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *\n\n"
                                                  "[Orientation \"white\"]\n\n1. d4 d5 2. c4 *\n\n"
                                                  "[Orientation \"white\"]\n\n1. c4 e5 *\n"));
        m_rep->document()->create(White);
        QVERIFY(m_rep->openFile(file));
        QModelIndex at = start();
        for (const QString& text : path.split(QLatin1Char('|')))
            at = row(at, text);
        QVERIFY(at.isValid());
        const QString parentPath = path.section(QLatin1Char('|'), 0, -2);
        const QString before = rows(at.parent());
        m_rep->linesView()->setCurrentIndex(at);
        const bool done = edit == QLatin1String("main") ? m_rep->setSelectedMain(true)
            : edit == QLatin1String("alternative")      ? m_rep->setSelectedMain(false)
                                                        : m_rep->deleteSelected();
        QVERIFY(done);
        QCOMPARE(m_rep->document()->undoStack()->count(), 1);
        QModelIndex parent = start();
        for (const QString& text : parentPath.split(QLatin1Char('|'), Qt::SkipEmptyParts))
            parent = row(parent, text);
        QCOMPARE(rows(parent), after);
        m_rep->document()->undoStack()->undo();
        parent = start();
        for (const QString& text : parentPath.split(QLatin1Char('|'), Qt::SkipEmptyParts))
            parent = row(parent, text);
        QCOMPARE(rows(parent), before);
        QVERIFY(!m_rep->document()->isModified());
    }

    void saveAndReopen()
    {
        const QString file = write(QStringLiteral("save.pgn"),
                                   QStringLiteral("[Event \"Mine\"]\n[Orientation \"white\"]\n\n1. e4 {my comment} e5 *\n"));
        m_rep->document()->create(White);
        QVERIFY(m_rep->openFile(file));
        GameController* c = m_window->controller();
        c->newGame();
        QVERIFY(test::play(*c, QStringLiteral("e4 e5 Nf3")));
        QVERIFY(m_rep->addBoardLine());
        QVERIFY(m_rep->save());
        QCOMPARE(m_rep->document()->undoStack()->count(), 0); // the saved file is the new starting point
        const QByteArray bytes = test::readAll(file);
        QVERIFY(bytes.contains("{my comment}"));
        QVERIFY(bytes.contains("Nf3"));
        QVERIFY(m_rep->openFile(file));
        QVERIFY(has("e4 e5 Nf3"));
        c->undoStack()->setClean();
    }
};

QTEST_MAIN(TestRepertoireWindow)
#include "tst_repertoirewindow.moc"
