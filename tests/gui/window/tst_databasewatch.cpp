// A database file changed by another program under an open tab (replaced by a rename, as editors and Kibitz save):
// the tab notices it, says so with a Reload button, and Reload lists the file as it is now while the board keeps its
// game and the unsaved edit, placed again where its bytes are now (so Save replaces it there, other games intact);
// a game no longer in the file is appended by the next Save. Kibitz's own save is not reported. A save refused
// because the file changed offers Reload and Retry, Append as New Game and Save to Another File, each tried.
#include "window/mainwindow.h"

#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "file/fileactions.h"
#include "file/gamesaver.h"
#include "game/gamecontroller.h"
#include "gui/gametestutil.h"
#include "gui/modalscript.h"
#include "window/databasewatcher.h"
#include "window/messagebar.h"

#include "pgn/database.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <deque>
#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

QByteArray game(const char* event, const char* white, const char* moves)
{
    return QStringLiteral("[Event \"%1\"]\n[White \"%2\"]\n[Black \"X\"]\n[Result \"*\"]\n\n%3 *\n\n")
        .arg(QLatin1String(event), QLatin1String(white), QLatin1String(moves))
        .toUtf8();
}

const QByteArray A = game("A", "Anna", "1. e4 e5");
const QByteArray B = game("B", "Bert", "1. d4 d5");
const QByteArray C = game("C", "Carl", "1. c4 c5");
const QByteArray D = game("D", "Dora", "1. Nf3 Nf6");

} // namespace

class TestDatabaseWatch : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    QString m_path;

    GameController* controller() const { return m_window->controller(); }
    DatabaseWatcher* watcher() const { return m_window->findChild<DatabaseWatcher*>(); }
    MessageBar* messages() const { return m_window->findChild<MessageBar*>(); }
    QString white() const { return QString::fromStdString(std::string(controller()->game().tag("White"))); }
    // Another program's save: a new file renamed over the old one.
    bool replace(const QByteArray& bytes)
    {
        const QString temp = m_dir.filePath(QStringLiteral("other-program.tmp"));
        return test::writeAll(temp, bytes) && QFile::remove(m_path) && QFile::rename(temp, m_path);
    }
    GameListPanel* openAndChoose(std::size_t index)
    {
        m_window->fileActions()->openFile(m_path);
        GameListPanel* list = m_window->gameList();
        if (!list)
            return nullptr;
        if (!QTest::qWaitFor([list] { return !list->loader()->isLoading(); }, 30000))
            return nullptr;
        emit list->gameChosen(list->model()->database(), index);
        return list;
    }
    QPushButton* button(const QString& text) const
    {
        for (QPushButton* b : messages()->buttons())
            if (b->text() == text && b->isVisible())
                return b;
        return nullptr;
    }
    // The edit the tests make to the board's game: a move at its end (unsaved).
    bool edit()
    {
        controller()->toEnd();
        return test::play(*controller(), QStringLiteral("a3")) && controller()->isModified();
    }
    bool save(std::deque<test::ModalScript::Step> steps)
    {
        test::ModalScript script(std::move(steps));
        const bool ok = m_window->saver()->save();
        return script.finished() && ok;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_databasewatch");
        m_path = m_dir.filePath(QStringLiteral("games.pgn"));
    }
    void init()
    {
        QSettings().clear();
        QVERIFY(test::writeAll(m_path, A + B + C));
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(watcher());
    }
    void cleanup()
    {
        controller()->undoStack()->setClean();
        m_window.reset();
    }

    // The edited game (the second) still in the file as another program left it: noticed, reloaded, the edited game
    // kept on the board and found where it is now; Save then replaces it there and leaves the other games alone.
    void replacedFileReloadKeepsEdit_data()
    {
        QTest::addColumn<QByteArray>("changed"); // what another program left in the file
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("found"); // the edited game's place in it (0-based)
        QTest::newRow("first game removed") << (B + C) << 2 << 0;
        QTest::newRow("games added before") << (D + A + B + C) << 4 << 2;
        QTest::newRow("cut after it") << (A + B) << 2 << 1;
    }
    void replacedFileReloadKeepsEdit()
    {
        QFETCH(QByteArray, changed);
        QFETCH(int, games);
        QFETCH(int, found);
        GameListPanel* list = openAndChoose(1);
        QVERIFY(list);
        QCOMPARE(white(), QStringLiteral("Bert"));
        QVERIFY(edit());
        QTRY_VERIFY(watcher()->watchedFiles().contains(m_path));
        QVERIFY(replace(changed));
        QTRY_VERIFY_WITH_TIMEOUT(watcher()->isStale(list), 10000);
        QVERIFY2(messages()->text().contains(QStringLiteral("changed by another program")), qPrintable(messages()->text()));
        QTRY_VERIFY(button(QStringLiteral("&Reload"))); // the bar shows a new button on its next round of events
        QPushButton* reload = button(QStringLiteral("&Reload"));
        QCOMPARE(list->model()->totalGames(), std::size_t(3)); // still the list as it was read
        QSignalSpy reloaded(watcher(), &DatabaseWatcher::reloaded);
        reload->click();
        QVERIFY(reloaded.wait(30000));
        QCOMPARE(list->model()->totalGames(), std::size_t(games));
        QVERIFY(!watcher()->isStale(list));
        // The board: the same game with the edit, where it is now.
        QCOMPARE(white(), QStringLiteral("Bert"));
        QVERIFY(controller()->isModified());
        const qsizetype at = changed.indexOf(B);
        QCOMPARE(controller()->origin().span.offset, std::uint64_t(at));
        QTRY_COMPARE(list->selectedGames(), std::vector<std::size_t>{std::size_t(found)});
        QVERIFY2(messages()->text().contains(QStringLiteral("game %1 there now").arg(found + 1)), qPrintable(messages()->text()));
        // Save replaces it in place (no question: it is where its bytes are), the other games untouched.
        QVERIFY(save({[](QWidget* w) { qobject_cast<QDialog*>(w)->accept(); }, // the tags as they are
                      [](QWidget* w) {                                         // a file of several games: replace this one
                          QVERIFY(qobject_cast<QMessageBox*>(w));
                          test::clickButton(w, QStringLiteral("Replace This Game"));
                      }}));
        const QByteArray now = test::readAll(m_path);
        QVERIFY2(now.startsWith(changed.left(at)), now.constData());
        QVERIFY2(now.endsWith(changed.mid(at + B.size())), now.constData());
        QVERIFY(now.contains("1. d4 d5 2. a3"));
        QVERIFY(!now.contains(B));
        QCOMPARE(test::gamesInFile(m_path), std::uint64_t(games));
        // Kibitz's own save is not reported as another program's change.
        QTest::qWait(800);
        QVERIFY(!watcher()->isStale(list));
        QVERIFY(button(QStringLiteral("&Reload")) == nullptr);
    }

    // The edited game itself removed by another program: Reload keeps it on the board; Save appends it.
    void removedGameIsAppended()
    {
        GameListPanel* list = openAndChoose(1);
        QVERIFY(list);
        QVERIFY(edit());
        QVERIFY(replace(A + C));
        QTRY_VERIFY_WITH_TIMEOUT(button(QStringLiteral("&Reload")), 10000);
        QSignalSpy reloaded(watcher(), &DatabaseWatcher::reloaded);
        button(QStringLiteral("&Reload"))->click();
        QVERIFY(reloaded.wait(30000));
        QCOMPARE(white(), QStringLiteral("Bert"));
        QVERIFY(controller()->isModified());
        QVERIFY2(messages()->text().contains(QStringLiteral("no longer in it")), qPrintable(messages()->text()));
        QVERIFY(save({[](QWidget* w) { qobject_cast<QDialog*>(w)->accept(); },
                      [](QWidget* w) {
                          auto* box = qobject_cast<QMessageBox*>(w);
                          QVERIFY(box);
                          QVERIFY(!box->text().isEmpty());
                          for (QAbstractButton* b : box->buttons()) // nothing here to replace
                              QVERIFY(b->text() != QStringLiteral("Replace This Game"));
                          test::clickButton(w, QStringLiteral("Append as New Game"));
                      }}));
        const QByteArray now = test::readAll(m_path);
        QVERIFY(now.startsWith(A + C));
        QVERIFY(now.contains("1. d4 d5 2. a3"));
        QCOMPARE(test::gamesInFile(m_path), std::uint64_t(3));
    }

    // A save refused because the file changed (not reloaded): each way forward.
    void refusedSaveWaysForward_data()
    {
        QTest::addColumn<QByteArray>("changed"); // what another program left in the file
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QByteArray>("starts"); // the file's first games afterwards
        QTest::addColumn<int>("games");
        QTest::newRow("reload and retry") << (D + A + B + C) << "&Reload and Retry" << D + A << 4;
        QTest::newRow("append") << (A + B + C + D) << "&Append as New Game" << A + B + C + D << 5;
        QTest::newRow("another file") << (A + B + C + D) << "Save to Another &File…" << A + B + C + D << 4;
    }
    void refusedSaveWaysForward()
    {
        QFETCH(QByteArray, changed);
        QFETCH(QString, choice);
        QFETCH(QByteArray, starts);
        QFETCH(int, games);
        GameListPanel* list = openAndChoose(1);
        QVERIFY(list);
        QVERIFY(edit());
        QVERIFY(replace(changed));
        const QString other = m_dir.filePath(QStringLiteral("other.pgn"));
        QFile::remove(other);
        std::deque<test::ModalScript::Step> steps{
            [](QWidget* w) { qobject_cast<QDialog*>(w)->accept(); }, // tags
            [](QWidget* w) {                                         // a file of several games: replace this one
                QVERIFY(qobject_cast<QMessageBox*>(w));
                test::clickButton(w, QStringLiteral("Replace This Game"));
            },
            [choice](QWidget* w) { // refused: the ways forward
                auto* box = qobject_cast<QMessageBox*>(w);
                QVERIFY(box);
                QVERIFY2(box->text().contains(QStringLiteral("changed by another program")), qPrintable(box->text()));
                QStringList texts;
                for (QAbstractButton* b : box->buttons())
                    texts << b->text();
                QVERIFY2(texts.contains(QStringLiteral("&Reload and Retry")) && texts.contains(QStringLiteral("&Append as New Game"))
                             && texts.contains(QStringLiteral("Save to Another &File…")),
                         qPrintable(texts.join(QLatin1Char('|'))));
                QSet<QChar> letters; // Alt+letter reaches one button only
                for (const QString& t : std::as_const(texts))
                    if (const qsizetype amp = t.indexOf(QLatin1Char('&')); amp >= 0 && amp + 1 < t.size()) {
                        QVERIFY2(!letters.contains(t[amp + 1].toLower()), qPrintable(texts.join(QLatin1Char('|'))));
                        letters.insert(t[amp + 1].toLower());
                    }
                test::clickButton(w, choice);
            }};
        if (choice.startsWith(QLatin1String("Save to")))
            steps.push_back([other](QWidget* w) {
                auto* dialog = qobject_cast<QFileDialog*>(w);
                QVERIFY(dialog);
                dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"))->setText(other);
                static_cast<QDialog*>(dialog)->accept();
            });
        test::ModalScript script(std::move(steps));
        QVERIFY(m_window->saver()->save());
        QVERIFY(script.finished());
        QVERIFY(!controller()->isModified());
        const QByteArray now = test::readAll(m_path);
        QVERIFY2(now.startsWith(starts), now.constData());
        QCOMPARE(test::gamesInFile(m_path), std::uint64_t(games));
        if (choice.startsWith(QLatin1String("&Reload"))) { // replaced where its bytes are now: after D and A
            QVERIFY(now.endsWith(C));
            QVERIFY(now.contains("1. d4 d5 2. a3"));
            QVERIFY(!now.contains(B));
        } else if (choice.startsWith(QLatin1String("&Append"))) { // after everything the other program left
            QVERIFY(now.mid(changed.size()).contains("1. d4 d5 2. a3"));
        } else {
            QCOMPARE(now, changed); // untouched
            QVERIFY(test::readAll(other).contains("1. d4 d5 2. a3"));
            QCOMPARE(controller()->origin().path, other);
        }
    }
};

QTEST_MAIN(TestDatabaseWatch)
#include "tst_databasewatch.moc"
