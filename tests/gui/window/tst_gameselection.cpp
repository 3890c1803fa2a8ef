// The game list's selected row and the board agree: opening a database (File › Open) brings game 1 onto the board
// with its row selected; choosing another game selects its row (also after sorting); a new game leaves no row
// selected; unsaved changes are asked about once; a first game for the variant window is not opened and no row is
// selected; a database opened in a second tab clears the first tab's selection.
#include "window/mainwindow.h"

#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "file/fileactions.h"
#include "game/gamecontroller.h"
#include "gui/gametestutil.h"
#include "gui/modalscript.h"

#include "core/san.h"

#include <QApplication>
#include <QFileDialog>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

const char* const Games = "[Event \"One\"]\n[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
                          "[Event \"Two\"]\n[White \"Carl\"]\n[Black \"Dora\"]\n[Result \"0-1\"]\n\n1. d4 d5 2. c4 e6 0-1\n\n"
                          "[Event \"Three\"]\n[White \"Emil\"]\n[Black \"Fay\"]\n[Result \"*\"]\n\n1. c4 c5 *\n";
const char* const Others = "[Event \"X\"]\n[White \"Xena\"]\n[Black \"Yuri\"]\n[Result \"*\"]\n\n1. g3 *\n\n"
                           "[Event \"Y\"]\n[White \"Zoe\"]\n[Black \"Wim\"]\n[Result \"*\"]\n\n1. b3 *\n";

} // namespace

class TestGameSelection : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    GameController* controller() const { return m_window->controller(); }
    QString white() const { return QString::fromStdString(std::string(controller()->game().tag("White"))); }
    QString path(const char* name, const char* text)
    {
        const QString p = m_dir.filePath(QString::fromLatin1(name));
        return test::writeAll(p, text) ? p : QString();
    }
    // Opens a file as File › Open does, and waits until its list is complete.
    GameListPanel* open(const QString& file)
    {
        m_window->fileActions()->openFile(file);
        GameListPanel* list = m_window->gameList();
        if (list && list->loader()->isLoading()) {
            QSignalSpy finished(list->loader(), &IndexLoader::finished);
            finished.wait(30000);
        }
        return list && !list->loader()->isLoading() ? list : nullptr;
    }
    // The selected rows' games (file order), as the user sees them highlighted.
    static std::vector<std::size_t> selected(GameListPanel* list) { return list->selectedGames(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_gameselection");
    }
    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        controller()->undoStack()->setClean();
        m_window.reset();
    }

    void openingLoadsFirstGame()
    {
        GameListPanel* list = open(path("games.pgn", Games));
        QVERIFY(list);
        QCOMPARE(white(), QStringLiteral("Anna"));
        QCOMPARE(controller()->origin().path, m_dir.filePath(QStringLiteral("games.pgn")));
        QTRY_COMPARE(selected(list), std::vector<std::size_t>{0});
        QCOMPARE(list->currentGame(), std::size_t(0));
    }

    // Whichever way the board's game changes, the row follows (or none is selected).
    void rowFollowsBoard()
    {
        GameListPanel* list = open(path("games.pgn", Games));
        QVERIFY(list);
        emit list->gameChosen(list->model()->database(), 2);
        QCOMPARE(white(), QStringLiteral("Emil"));
        QTRY_COMPARE(selected(list), std::vector<std::size_t>{2});
        m_window->fileActions()->newGame();
        QVERIFY(white().isEmpty());
        QTRY_VERIFY(selected(list).empty());
        QCOMPARE(list->currentGame(), std::size_t(-1));
        emit list->gameChosen(list->model()->database(), 1);
        QTRY_COMPARE(selected(list), std::vector<std::size_t>{1});
        // Sorted by White descending, the same game stays selected.
        list->view()->sortByColumn(2, Qt::DescendingOrder);
        QTest::qWait(200);
        QTRY_COMPARE(selected(list), std::vector<std::size_t>{1});
        QCOMPARE(white(), QStringLiteral("Carl"));
    }

    // File › Open with unsaved changes asks once (before the file is chosen); the first game then replaces the
    // board's without a second question.
    void unsavedChangesAskedOnce()
    {
        GameListPanel* first = open(path("games.pgn", Games));
        QVERIFY(first);
        QVERIFY(test::play(*controller(), QStringLiteral("a4")));
        QVERIFY(controller()->isModified());
        const QString others = path("others.pgn", Others);
        int extra = 0;
        test::ModalScript script{[](QWidget* w) {
                                     auto* box = qobject_cast<QMessageBox*>(w);
                                     QVERIFY(box);
                                     box->button(QMessageBox::Discard)->click();
                                 },
                                 [others](QWidget* w) {
                                     auto* dialog = qobject_cast<QFileDialog*>(w);
                                     QVERIFY(dialog);
                                     auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
                                     QVERIFY(name);
                                     name->setText(others);
                                     static_cast<QDialog*>(dialog)->accept();
                                 },
                                 [&extra](QWidget* w) { // a second question would be one too many
                                     ++extra;
                                     if (auto* dialog = qobject_cast<QDialog*>(w))
                                         dialog->reject();
                                 }};
        m_window->fileActions()->openDialog();
        GameListPanel* second = m_window->gameList();
        QVERIFY(second && second != first);
        QTRY_VERIFY(!second->loader()->isLoading());
        QTest::qWait(300); // room for a question that should not come
        QCOMPARE(extra, 0);
        QCOMPARE(white(), QStringLiteral("Xena"));
        QVERIFY(!controller()->isModified());
        QTRY_COMPARE(selected(second), std::vector<std::size_t>{0});
        QTRY_VERIFY(selected(first).empty());
    }

    // A first game for the variant window is not opened by opening the database: the board keeps its game and no
    // row is selected.
    void variantFirstGame()
    {
        const QString file = path("variant.pgn",
                                  "[Event \"V\"]\n[White \"Vera\"]\n[Black \"Walt\"]\n[Variant \"knightmate\"]\n[Result \"*\"]\n\n*\n\n"
                                  "[Event \"S\"]\n[White \"Sam\"]\n[Black \"Tia\"]\n[Result \"*\"]\n\n1. e4 *\n");
        GameListPanel* list = open(file);
        QVERIFY(list);
        QCOMPARE(list->model()->totalGames(), std::size_t(2));
        QVERIFY(white().isEmpty()); // the new game of the start
        QVERIFY(controller()->origin().path.isEmpty());
        QTRY_VERIFY(selected(list).empty());
        for (QWidget* w : QApplication::topLevelWidgets())
            QVERIFY2(!w->isVisible() || w == m_window.get(), qPrintable(w->windowTitle()));
    }

    // Opening a second database moves the board to its first game: the first tab's row goes.
    void secondDatabase()
    {
        GameListPanel* first = open(path("games.pgn", Games));
        QVERIFY(first);
        GameListPanel* second = open(path("others.pgn", Others));
        QVERIFY(second);
        QCOMPARE(white(), QStringLiteral("Xena"));
        QTRY_COMPARE(selected(second), std::vector<std::size_t>{0});
        QTRY_VERIFY(selected(first).empty());
    }
};

QTEST_MAIN(TestGameSelection)
#include "tst_gameselection.moc"
