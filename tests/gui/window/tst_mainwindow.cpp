// The assembled main window, driven as a user would: dropping a .pgn on it, Ctrl+V with a FEN or a game, Save As
// and reopening, saving into a multi-game file picked from the selection table (other games byte-identical),
// the keyboard rule between game navigation and the board's cursor, settings that must reach the board, and
// undo/redo through the window's shortcuts. Modal dialogs are answered by a script polling for them.
#include "window/mainwindow.h"

#include "board/boardwidget.h"
#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "file/fileactions.h"
#include "file/gamefile.h"
#include "file/gamesaver.h"
#include "file/savegamedialog.h"
#include "game/gamecontroller.h"
#include "gui/gametestutil.h" // readAll, writeAll
#include "gui/modalscript.h"
#include "i18n/languagemanager.h"
#include "notation/navigationbar.h"
#include "play/autoplayer.h"
#include "settings/settingsdialog.h"
#include "window/windowactions.h"

#include "core/san.h"
#include "pgn/gamebuilder.h"
#include "pgn/writer.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

#include <atomic>
#include <deque>
#include <functional>
#include <memory>
#include <thread>

using namespace kibitz;
using namespace kibitz::gui;
using kibitz::gui::test::clickButton;
using kibitz::gui::test::gamesInFile;
using kibitz::gui::test::ModalScript;
using kibitz::gui::test::readAll;
using kibitz::gui::test::writeAll;

namespace {

const char* const ThreeGames =
    "[Event \"One\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Event \"Two\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 {queen's pawn} d5 (1... Nf6 2. c4) 2. c4 *\n\n"
    "[Event \"Three\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"1/2-1/2\"]\n\n1. c4 c5 2. Nc3 Nc6 1/2-1/2\n";

const char* const OneGame = "[Event \"Solo\"]\n[White \"Tal\"]\n[Black \"Botvinnik\"]\n[Result \"*\"]\n\n1. e4 c6 2. d4 d5 *\n";

template <typename T>
T* named(QWidget* parent, const QString& accessibleName)
{
    for (T* w : parent->findChildren<T*>())
        if (w->accessibleName() == accessibleName)
            return w;
    return nullptr;
}

QAction* actionNamed(QWidget* window, const QString& text)
{
    for (QAction* a : window->findChildren<QAction*>())
        if (a->text() == text)
            return a;
    return nullptr;
}

int ply(const GameController* c) { return int(c->game().ply(c->currentNode())); }

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    GameController* controller() const { return m_window->controller(); }
    void newWindow()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        focusBoard();
    }
    // Activates the window (its shortcuts need that) and focuses the board the way a click does.
    void focusBoard()
    {
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        m_window->board()->setFocus(Qt::MouseFocusReason);
    }
    QString file(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        return writeAll(path, bytes) ? path : QString();
    }
    bool drop(const QUrl& url)
    {
        QMimeData mime;
        mime.setUrls({url});
        const QPoint at(m_window->width() / 2, m_window->height() / 2);
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent dropEvent(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &dropEvent);
        return dropEvent.isAccepted();
    }
    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
        QTest::keyClick(target, Qt::Key(key), modifiers);
    }
    // Opens game `index` of a multi-game file through the selection table, as a user would.
    bool pickFromTable(const QString& path, std::size_t index)
    {
        m_window->openFile(path);
        GameListPanel* table = m_window->gameList();
        if (!table || !table->isVisible())
            return false;
        if (table->loader()->isLoading()) {
            QSignalSpy finished(table->loader(), &IndexLoader::finished);
            if (!finished.wait(10000))
                return false;
        }
        table->view()->setFocus();
        table->selectGame(index);
        QTest::keyClick(table->view(), Qt::Key_Return);
        return true;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Never touch the user's settings or index cache.
        test::isolateSettings(m_dir, "tst_mainwindow");
    }
    void init()
    {
        QSettings().clear();
        newWindow();
    }

    // A window closed while another language is active: its own language manager goes first, so the
    // LanguageChange its translators' removal sends finds every retranslating part alive (it crashed in
    // GameAnnotator's label before).
    void closesInAnotherLanguage_data()
    {
        QTest::addColumn<QString>("language");
        for (const char* code : {"de", "fa", "zh_CN"})
            QTest::newRow(code) << code;
    }
    void closesInAnotherLanguage()
    {
        QFETCH(QString, language);
        m_window.reset();
        auto window = std::make_unique<MainWindow>();
        LanguageManager* languages = LanguageManager::instance();
        QVERIFY(languages && languages->parent() == window.get());
        QVERIFY(languages->setLanguage(language, false));
        QCOMPARE(languages->currentLanguage(), language);
        window.reset();
        QVERIFY(!LanguageManager::instance());
        QCOMPARE(QCoreApplication::translate("kibitz::gui::GameAnnotator", "Annotating…"), QStringLiteral("Annotating…"));
        newWindow();
    }
    void cleanup()
    {
        if (m_window)
            m_window->controller()->undoStack()->setClean();
        m_window.reset();
    }

    void dropOpensPgn_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("local");
        QTest::addColumn<QString>("white"); // of the game shown afterwards; "?" when the table opens instead
        QTest::newRow("one game") << "solo.pgn" << QByteArray(OneGame) << true << "Tal";
        QTest::newRow("three games") << "three.pgn" << QByteArray(ThreeGames) << true << "?";
        QTest::newRow("remote url") << "solo.pgn" << QByteArray(OneGame) << false << "";
    }
    void dropOpensPgn()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(bool, local);
        QFETCH(QString, white);
        const QString path = file(name, content);
        const QUrl url = local ? QUrl::fromLocalFile(path) : QUrl(QStringLiteral("https://example.org/") + name);
        QCOMPARE(drop(url), local);
        const QString shown = QString::fromStdString(std::string(controller()->game().tag("White")));
        if (white == QLatin1String("?")) {
            QVERIFY(m_window->gameList() && m_window->gameList()->isVisible());
            QTRY_COMPARE(m_window->gameList()->model()->rowCount(), 3);
        } else {
            QCOMPARE(shown, white);
            QCOMPARE(controller()->origin().path, local ? path : QString());
        }
    }

    void pasteOpens_data()
    {
        QTest::addColumn<QString>("clipboard");
        QTest::addColumn<QString>("fen"); // the position shown after pasting
        QTest::addColumn<int>("moves");   // main-line moves of the pasted game
        QTest::addColumn<QString>("status");
        const QString start = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        QTest::newRow("fen") << "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
                             << "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1" << 0 << "Pasted game";
        QTest::newRow("pgn") << "[White \"X\"]\n[Black \"Y\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n" << start << 4 << "Pasted game";
        QTest::newRow("bare movetext") << "1. d4 d5 2. c4" << start << 3 << "Pasted game";
        QTest::newRow("bad fen") << "8/8/8/8/8/8/8/8 w - - 0 1" << start << 0 << "Not a valid FEN: ";
        QTest::newRow("empty") << "  " << start << 0 << "The clipboard is empty.";
    }
    void pasteOpens()
    {
        QFETCH(QString, clipboard);
        QFETCH(QString, fen);
        QFETCH(int, moves);
        QFETCH(QString, status);
        QApplication::clipboard()->setText(clipboard);
        key(Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(QString::fromStdString(controller()->position().fen()), fen);
        QCOMPARE(int(controller()->game().mainline().size()), moves);
        QVERIFY2(m_window->statusBar()->currentMessage().startsWith(status), qPrintable(m_window->statusBar()->currentMessage()));
    }

    void saveAsThenReopen()
    {
        QVERIFY(controller()->playMove(parseSan(controller()->position(), "e4").move));
        QVERIFY(controller()->playMove(parseSan(controller()->position(), "c5").move));
        controller()->setComment(controller()->currentNode(), QStringLiteral("Sicilian"), false);
        const QString base = m_dir.filePath(QStringLiteral("saved-as"));
        QFile::remove(base + QStringLiteral(".pgn"));
        ModalScript script{[](QWidget* w) {
                               auto* dialog = qobject_cast<SaveGameDialog*>(w);
                               QVERIFY(dialog);
                               dialog->field(QStringLiteral("White"))->setText(QStringLiteral("Kibitz"));
                               dialog->field(QStringLiteral("Black"))->setText(QStringLiteral("Tester"));
                               dialog->accept();
                           },
                           [base](QWidget* w) {
                               auto* dialog = qobject_cast<QFileDialog*>(w);
                               QVERIFY(dialog);
                               // Typed as a user would (no suffix: ".pgn" is added); selectFile() depends on
                               // the dialog's asynchronous directory model.
                               auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
                               QVERIFY(name);
                               name->setText(base);
                               static_cast<QDialog*>(dialog)->accept();
                           }};
        QAction* saveAs = actionNamed(m_window.get(), QStringLiteral("Save &As…"));
        QVERIFY(saveAs);
        saveAs->trigger();
        QVERIFY(script.finished());
        const QString path = base + QStringLiteral(".pgn");
        QVERIFY(QFile::exists(path));
        QVERIFY(!controller()->isModified());
        QCOMPARE(controller()->origin().path, path);
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("saved-as.pgn")));
        const std::string written = pgn::writeGame(controller()->game());

        newWindow(); // a fresh start, as after restarting the program
        m_window->openFile(path);
        QCOMPARE(pgn::writeGame(controller()->game()), written);
        QCOMPARE(std::string(controller()->game().tag("White")), std::string("Kibitz"));
        QCOMPARE(QString::fromStdString(readAll(path).toStdString()), QString::fromStdString(written));
    }

    // One last directory for Open and Save As: after saving into another folder, Open starts in that folder,
    // in this session and after a restart.
    void openStartsWhereSaveAsWent()
    {
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("first")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("second")));
        const QString second = QFileInfo(m_dir.filePath(QStringLiteral("second"))).canonicalFilePath();
        m_window->openFile(file(QStringLiteral("first/solo.pgn"), OneGame));
        QCOMPARE(std::string(controller()->game().tag("White")), std::string("Tal"));
        const QString target = second + QStringLiteral("/copy");
        QFile::remove(target + QStringLiteral(".pgn"));
        ModalScript saving{[](QWidget* w) {
                               QVERIFY(qobject_cast<SaveGameDialog*>(w));
                               qobject_cast<QDialog*>(w)->accept();
                           },
                           [target](QWidget* w) {
                               auto* dialog = qobject_cast<QFileDialog*>(w);
                               QVERIFY(dialog);
                               auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
                               QVERIFY(name);
                               name->setText(target);
                               static_cast<QDialog*>(dialog)->accept();
                           }};
        actionNamed(m_window.get(), QStringLiteral("Save &As…"))->trigger();
        QVERIFY(saving.finished());
        QVERIFY(QFile::exists(target + QStringLiteral(".pgn")));

        for (const bool restarted : {false, true}) {
            if (restarted)
                newWindow();
            QString shown;
            ModalScript opening{[&shown](QWidget* w) {
                auto* dialog = qobject_cast<QFileDialog*>(w);
                QVERIFY(dialog);
                shown = QFileInfo(dialog->directory().absolutePath()).canonicalFilePath();
                dialog->reject();
            }};
            actionNamed(m_window.get(), QStringLiteral("&Open…"))->trigger();
            QVERIFY(opening.finished());
            QCOMPARE(shown, second);
        }
    }

    void saveIntoMultiGameFile_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<QString>("button");
        QTest::newRow("replace game 2") << 1 << "Replace This Game";
        QTest::newRow("replace game 3 (last)") << 2 << "Replace This Game";
        QTest::newRow("append to the file") << 1 << "Append as New Game";
    }
    void saveIntoMultiGameFile()
    {
        QFETCH(int, game);
        QFETCH(QString, button);
        const QString path = file(QStringLiteral("multi.pgn"), ThreeGames);
        const QByteArray original = readAll(path);
        QVERIFY(pickFromTable(path, std::size_t(game)));
        QCOMPARE(controller()->origin().path, path);
        const pgn::SourceSpan span = controller()->origin().span;
        QCOMPARE(QByteArray(original.mid(qsizetype(span.offset), 8)), QByteArray("[Event \""));
        controller()->toEnd();
        QVERIFY(
            controller()->playMove(parseSan(controller()->position(), controller()->position().sideToMove() == White ? "a3" : "a6").move));
        ModalScript script{[](QWidget* w) { qobject_cast<QDialog*>(w)->accept(); }, // the tags as they are
                           [button](QWidget* w) {
                               QVERIFY(qobject_cast<QMessageBox*>(w));
                               clickButton(w, button);
                           }};
        focusBoard();
        key(Qt::Key_S, Qt::ControlModifier);
        QVERIFY(script.finished());
        QVERIFY(!controller()->isModified());
        const QByteArray now = readAll(path);
        if (button.startsWith(QLatin1String("Append"))) {
            QVERIFY(now.startsWith(original));
            QCOMPARE(gamesInFile(path), std::uint64_t(4));
        } else {
            QCOMPARE(now.left(qsizetype(span.offset)), original.left(qsizetype(span.offset)));
            QVERIFY(now.endsWith(original.mid(qsizetype(span.endOffset))));
            QCOMPARE(gamesInFile(path), std::uint64_t(3));
        }
        // The table follows the file it lists: its database is the file as saved, not the stale one.
        IndexLoader* loader = m_window->gameList()->loader();
        QTRY_VERIFY(!loader->isLoading() && loader->database()->stamp() == *pgn::fileStamp(path.toStdString()));
        QCOMPARE(loader->gameCount(), button.startsWith(QLatin1String("Append")) ? std::size_t(4) : std::size_t(3));
        QCOMPARE(QByteArray(loader->database()->data().data(), qsizetype(loader->database()->data().size())), now);
        // What is in the file is what the window shows, found again through the table.
        const std::string shown = pgn::writeGame(controller()->game());
        newWindow();
        QVERIFY(pickFromTable(path, button.startsWith(QLatin1String("Append")) ? 3 : std::size_t(game)));
        QCOMPARE(pgn::writeGame(controller()->game()), shown);
    }

    void pickThirdGame()
    {
        const QString path = file(QStringLiteral("pick.pgn"), ThreeGames);
        QVERIFY(pickFromTable(path, 2));
        QCOMPARE(std::string(controller()->game().tag("Event")), std::string("Three"));
        QCOMPARE(controller()->origin().gamesInFile, std::uint64_t(3));
        QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("E – F")));
        QVERIFY(m_window->gameList()->isVisible()); // stays open to go on through the file
    }

    void navigationKeysAndButtons_data()
    {
        QTest::addColumn<QList<int>>("keys");
        QTest::addColumn<int>("ply");
        QTest::addColumn<bool>("back");
        QTest::addColumn<bool>("forward");
        QTest::newRow("loaded") << QList<int>{} << 0 << false << true;
        QTest::newRow("right") << QList<int>{Qt::Key_Right} << 1 << true << true;
        QTest::newRow("end") << QList<int>{Qt::Key_End} << 4 << true << false;
        QTest::newRow("end, left") << QList<int>{Qt::Key_End, Qt::Key_Left} << 3 << true << true;
        QTest::newRow("end, home") << QList<int>{Qt::Key_End, Qt::Key_Home} << 0 << false << true;
        QTest::newRow("left at start") << QList<int>{Qt::Key_Left} << 0 << false << true;
        QTest::newRow("right past end") << QList<int>{Qt::Key_End, Qt::Key_Right} << 4 << true << false;
    }
    void navigationKeysAndButtons()
    {
        QFETCH(QList<int>, keys);
        QFETCH(int, ply);
        QFETCH(bool, back);
        QFETCH(bool, forward);
        m_window->openFile(file(QStringLiteral("nav.pgn"), OneGame)); // the board has focus, not in keyboard mode
        for (int k : keys)
            key(k);
        QCOMPARE(::ply(controller()), ply);
        const NavigationBar* bar = m_window->findChild<NavigationBar*>();
        QCOMPARE(bar->startButton()->isEnabled(), back);
        QCOMPARE(bar->backButton()->isEnabled(), back);
        QCOMPARE(bar->forwardButton()->isEnabled(), forward);
        QCOMPARE(bar->endButton()->isEnabled(), forward);
        QCOMPARE(m_window->board()->position().fen(), controller()->position().fen());
    }

    // The rule: arrows navigate the game unless the board is in keyboard mode (Tab to it, or Enter/Space on
    // it); then they move its cursor only. Esc leaves keyboard mode; a mouse press on the board does too.
    void keyboardRule()
    {
        m_window->openFile(file(QStringLiteral("keys.pgn"), OneGame));
        BoardWidget* board = m_window->board();
        QLineEdit* entry = named<QLineEdit>(m_window.get(), QStringLiteral("Move entry"));
        QVERIFY(entry);
        QVERIFY(board->hasFocus());
        QVERIFY(!board->isKeyboardMode());
        key(Qt::Key_Right);
        QCOMPARE(::ply(controller()), 1);

        // Tab into the board from the SAN field: keyboard mode.
        entry->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(entry, Qt::Key_Backtab);
        QVERIFY(board->hasFocus());
        QVERIFY(board->isKeyboardMode());
        const Square cursor = board->cursorSquare();
        key(Qt::Key_Right);
        key(Qt::Key_Up);
        QCOMPARE(::ply(controller()), 1); // the game did not move
        QCOMPARE(board->cursorSquare(), makeSquare((fileOf(cursor) + 1) % 8, (rankOf(cursor) + 1) % 8));

        // Esc gives the arrows back to the game.
        key(Qt::Key_Escape);
        QVERIFY(!board->isKeyboardMode());
        key(Qt::Key_Left);
        QCOMPARE(::ply(controller()), 0);

        // Enter shows the cursor first (no blind pick-up), then plays with the keyboard: 1. d4 as a variation.
        key(Qt::Key_Return);
        QVERIFY(board->isKeyboardMode());
        QCOMPARE(board->selectedSquare(), NoSquare);
        board->setCursorSquare(D2);
        key(Qt::Key_Space);
        QCOMPARE(board->selectedSquare(), D2);
        key(Qt::Key_Up);
        key(Qt::Key_Up);
        key(Qt::Key_Space);
        QCOMPARE(QString::fromStdString(controller()->game().san(controller()->currentNode())), QStringLiteral("d4"));
        QVERIFY(!controller()->game().isMainline(controller()->currentNode()));

        // A held piece: Esc puts it down first, the second Esc leaves keyboard mode.
        board->setCursorSquare(D7);
        key(Qt::Key_Space);
        QCOMPARE(board->selectedSquare(), D7);
        key(Qt::Key_Escape);
        QCOMPARE(board->selectedSquare(), NoSquare);
        QVERIFY(board->isKeyboardMode());
        key(Qt::Key_Escape);
        QVERIFY(!board->isKeyboardMode());

        // The mouse ends keyboard mode as well.
        entry->setFocus(Qt::OtherFocusReason);
        board->setFocus(Qt::TabFocusReason);
        QVERIFY(board->isKeyboardMode());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(A4).center());
        QVERIFY(!board->isKeyboardMode());
        key(Qt::Key_Left);
        QCOMPARE(::ply(controller()), 0);
    }

    void settingsReachBoard_data()
    {
        QTest::addColumn<QString>("control");
        QTest::addColumn<QString>("key");
        QTest::newRow("threat map") << "Threat map"
                                    << "board/threatMap";
        QTest::newRow("touch move") << "Touch move"
                                    << "board/touchMove";
        QTest::newRow("overwrite") << "A move in the middle of a game"
                                   << "edit/overwrite";
    }
    void settingsReachBoard()
    {
        QFETCH(QString, control);
        QFETCH(QString, key);
        auto current = [this, &control]() -> bool {
            if (control == QLatin1String("Threat map"))
                return m_window->board()->threatMap();
            if (control == QLatin1String("Touch move"))
                return m_window->board()->touchMove();
            return controller()->overwrite();
        };
        QVERIFY(!current()); // off by default: new variations, no overlay, no touch-move
        for (const bool on : {true, false}) {
            ModalScript script{[control, on](QWidget* w) {
                QVERIFY(qobject_cast<SettingsDialog*>(w));
                if (auto* box = named<QCheckBox>(w, control))
                    box->setChecked(on);
                else if (auto* combo = named<QComboBox>(w, control))
                    combo->setCurrentIndex(on ? 1 : 0);
                else
                    QFAIL("control not found");
                qobject_cast<QDialog*>(w)->accept();
            }};
            actionNamed(m_window.get(), QStringLiteral("Se&ttings…"))->trigger();
            QVERIFY(script.finished());
            QCOMPARE(current(), on);
            QCOMPARE(QSettings().value(key).toBool(), on);
            newWindow(); // read back from QSettings at start-up
            QCOMPARE(current(), on);
        }
    }

    // The window keeps no copies of the settings: a change made anywhere reaches the board, the controller, the
    // auto player and the menus at once, and the View menu's switches change the setting itself.
    void followsThePreferences()
    {
        Preferences* p = m_window->preferences();
        BoardWidget* board = m_window->board();
        WindowActions* actions = m_window->actions();
        p->setCoordinates(false);
        QVERIFY(!board->showCoordinates());
        p->setBoardFlipped(true);
        QVERIFY(board->isFlipped());
        QVERIFY(actions->flipAction()->isChecked());
        p->setOverwrite(true);
        QVERIFY(controller()->overwrite());
        p->setEngineLevel(0);
        QCOMPARE(m_window->autoPlayer()->level(), 0);
        QCOMPARE(actions->levelCombo()->currentIndex(), 0);
        p->setDarkPalette(true);
        QVERIFY(actions->darkAction()->isChecked());
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(45, 46, 50));

        actions->darkAction()->trigger();
        QVERIFY(!p->darkPalette());
        QVERIFY(QApplication::palette().color(QPalette::Window) != QColor(45, 46, 50));
        actions->flipAction()->trigger();
        QVERIFY(!p->boardFlipped());
        QVERIFY(!board->isFlipped());
        actions->levelCombo()->setCurrentIndex(1);
        QCOMPARE(p->engineLevel(), 1);
        QCOMPARE(m_window->autoPlayer()->level(), 1);

        newWindow(); // stored as they changed, not only when the window closes
        QVERIFY(!m_window->board()->showCoordinates());
        QVERIFY(controller()->overwrite());
        QCOMPARE(m_window->autoPlayer()->level(), 1);
    }

    void touchMoveAndOverwriteInTheWindow()
    {
        QSettings().setValue(QStringLiteral("board/touchMove"), true);
        QSettings().setValue(QStringLiteral("edit/overwrite"), true);
        newWindow();
        m_window->openFile(file(QStringLiteral("touch.pgn"), OneGame));
        BoardWidget* board = m_window->board();
        QSignalSpy rejected(board, &BoardWidget::moveRejected);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(G1).center());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(B1).center()); // touched g1: refused
        QCOMPARE(board->selectedSquare(), G1);
        QVERIFY(rejected.last().at(0).toString().startsWith(QStringLiteral("Touch move")));
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(F3).center());
        // Overwrite: 1. Nf3 replaced the main line 1. e4 c6 2. d4 d5; undo brings it back.
        QCOMPARE(controller()->game().mainline().size(), std::size_t(1));
        QCOMPARE(controller()->game().children(pgn::RootNode).size(), std::size_t(1));
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(controller()->game().mainline().size(), std::size_t(4));
    }

    void undoRedoShortcuts_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::newRow("move") << "move";
        QTest::newRow("comment") << "comment";
        QTest::newRow("nag") << "nag";
        QTest::newRow("delete from here") << "deleteFrom";
    }
    // The file is written on another thread: the window's event loop keeps running meanwhile.
    void saveKeepsEventLoopRunning()
    {
        const QString path = file(QStringLiteral("solo.pgn"), OneGame);
        m_window->openFile(path);
        controller()->toEnd();
        QVERIFY(controller()->playMove(parseSan(controller()->position(), "Nc3").move));
        std::atomic<bool> handled{false};
        m_window->saver()->setBeforeWriteForTests([&handled] {
            // Posted to the window's thread; it is handled only if that thread is not blocked by the save.
            QMetaObject::invokeMethod(
                qApp, [&handled] { handled = true; }, Qt::QueuedConnection);
            QElapsedTimer waited;
            waited.start();
            while (!handled && waited.elapsed() < 5000)
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
        });
        ModalScript script{[](QWidget* w) { qobject_cast<QDialog*>(w)->accept(); }}; // the tags as they are
        focusBoard();
        key(Qt::Key_S, Qt::ControlModifier);
        m_window->saver()->setBeforeWriteForTests({});
        QVERIFY(script.finished());
        QVERIFY(handled);
        QVERIFY(!controller()->isModified());
        QVERIFY(m_window->isEnabled());
        QVERIFY2(readAll(path).contains("3. Nc3"), readAll(path).constData());
    }

    // The toolbar's Analysis button shows and hides the analysis dock and says which it is.
    void analysisToolbarButton()
    {
        auto* bar = m_window->findChild<QToolBar*>(QStringLiteral("MainToolBar"));
        QVERIFY(bar);
        auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("AnalysisDock"));
        QVERIFY(dock);
        QAction* toggle = dock->toggleViewAction();
        QVERIFY(bar->actions().contains(toggle));
        auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(toggle));
        QVERIFY(button);
        const bool shown = dock->isVisible();
        QCOMPARE(button->isChecked(), shown);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE(dock->isVisible(), !shown);
        QCOMPARE(button->isChecked(), !shown);
        QTest::mouseClick(button, Qt::LeftButton);
        QTRY_COMPARE(dock->isVisible(), shown);
    }

    void undoRedoShortcuts()
    {
        QFETCH(QString, edit);
        m_window->openFile(file(QStringLiteral("undo.pgn"), OneGame));
        key(Qt::Key_Right);
        key(Qt::Key_Right);
        const std::string before = pgn::writeGame(controller()->game());
        const pgn::NodeId node = controller()->currentNode();
        if (edit == QLatin1String("move")) {
            auto* entry = named<QLineEdit>(m_window.get(), QStringLiteral("Move entry"));
            entry->setText(QStringLiteral("d3"));
            QTest::keyClick(entry, Qt::Key_Return);
        } else if (edit == QLatin1String("comment")) {
            controller()->setComment(node, QStringLiteral("Caro-Kann"), false);
        } else if (edit == QLatin1String("nag")) {
            controller()->toggleNag(node, 1);
        } else {
            QVERIFY(controller()->deleteFrom(node));
        }
        const std::string after = pgn::writeGame(controller()->game());
        QVERIFY(after != before);
        QVERIFY(m_window->isWindowModified());
        focusBoard();
        key(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(pgn::writeGame(controller()->game()), before);
        QVERIFY(!m_window->isWindowModified());
        key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(pgn::writeGame(controller()->game()), after);
        QVERIFY(m_window->isWindowModified());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
