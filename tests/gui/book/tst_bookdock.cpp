// The book dock over a book written here: rows with SAN, weight, share and (only when the book has some) learn
// values, heaviest first; following the game; a click plays the move as one undo step, or follows the game's move
// when it is there (no undo step), never replacing the game's moves; what it says without a book, for a position
// out of the book, for a missing file and a damaged one.
#include "gui/book/booktestutil.h"
#include "gui/gametestutil.h"

#include "book/bookdock.h"
#include "book/booklibrary.h"
#include "book/bookmovesmodel.h"

#include <QHeaderView>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

namespace {

const std::vector<BookLine> SmallBook = {
    {"", "d2d4", 10, 0}, {"", "e2e4", 30, 0}, {"", "c2c4", 10, 0}, {"e2e4", "e7e5", 5, 0}, {"e2e4", "c7c5", 15, 4}, // learn data after 1.e4
};

// Loads `path` into the library and waits for the answer.
bool load(BookLibrary& library, const QString& path)
{
    QSignalSpy changed(&library, &BookLibrary::bookChanged);
    library.setFile(path);
    return !changed.isEmpty() || changed.wait(5000);
}

QStringList column(const BookMovesModel& model, int c)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.index(r, c).data().toString();
    return out;
}

void click(QTreeView* view, int row)
{
    const QRect rect = view->visualRect(view->model()->index(row, BookMovesModel::MoveColumn));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rect.center());
}

} // namespace

class BookDockTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void listsAndFollows();
    void clickPlaysOneUndoStep();
    void clickFollowsExistingMove();
    void statusWithoutBook_data();
    void statusWithoutBook();
    void damagedBookWarns();

private:
    QTemporaryDir m_dir;
    QString m_book;
};

void BookDockTest::initTestCase()
{
    QLocale::setDefault(QLocale::c()); // the numbers below are written the C locale's way
    QVERIFY(m_dir.isValid());
    m_book = m_dir.filePath(QStringLiteral("small.bin"));
    QVERIFY(writeBook(m_book, SmallBook));
}

void BookDockTest::listsAndFollows()
{
    GameController c;
    BookLibrary library;
    BookDock dock(&c, &library);
    dock.show();
    QVERIFY(load(library, m_book));
    const BookMovesModel& model = *dock.model();
    QCOMPARE(column(model, BookMovesModel::MoveColumn), (QStringList{"e4", "d4", "c4"}));
    QCOMPARE(column(model, BookMovesModel::WeightColumn), (QStringList{"30", "10", "10"}));
    QCOMPARE(column(model, BookMovesModel::ShareColumn), (QStringList{"60.0 %", "20.0 %", "20.0 %"}));
    QVERIFY(dock.view()->isColumnHidden(BookMovesModel::LearnColumn)); // no learn data here
    QVERIFY2(dock.statusText().contains(QStringLiteral("small.bin")), qPrintable(dock.statusText()));
    QVERIFY2(dock.statusText().contains(QStringLiteral("3")), qPrintable(dock.statusText()));

    QVERIFY(play(c, QStringLiteral("e4")));
    QCOMPARE(column(model, BookMovesModel::MoveColumn), (QStringList{"c5", "e5"}));
    QCOMPARE(column(model, BookMovesModel::ShareColumn), (QStringList{"75.0 %", "25.0 %"}));
    QVERIFY(!dock.view()->isColumnHidden(BookMovesModel::LearnColumn));
    QCOMPARE(column(model, BookMovesModel::LearnColumn), (QStringList{"4", "0"}));

    QVERIFY(play(c, QStringLiteral("e5 Nf3")));
    QCOMPARE(model.rowCount(), 0);
    QVERIFY2(dock.statusText().contains(QStringLiteral("not in the book")), qPrintable(dock.statusText()));

    c.toStart();
    QCOMPARE(model.rowCount(), 3);
}

void BookDockTest::clickPlaysOneUndoStep()
{
    GameController c;
    BookLibrary library;
    BookDock dock(&c, &library);
    dock.resize(300, 300);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QVERIFY(load(library, m_book));
    const int steps = c.undoStack()->count();
    click(dock.view(), 1); // d4
    QTRY_COMPARE(c.line().moves().size(), std::size_t(1));
    QCOMPARE(toSan(GameLine().position(), c.line().moves().back()), std::string("d4"));
    QCOMPARE(c.undoStack()->count(), steps + 1);
    c.undoStack()->undo();
    QCOMPARE(c.line().moves().size(), std::size_t(0));
    QCOMPARE(dock.model()->rowCount(), 3);
}

// The game already has 1.e4 e5: clicking 1.e4 goes there (no undo step), clicking 1.d4 makes a variation even in
// overwrite mode, and the game's moves stay.
void BookDockTest::clickFollowsExistingMove()
{
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 *"));
    c.toStart();
    c.setOverwrite(true);
    BookLibrary library;
    BookDock dock(&c, &library);
    dock.resize(300, 300);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QVERIFY(load(library, m_book));
    const int steps = c.undoStack()->count();
    QVERIFY(dock.playRow(0)); // e4
    QCOMPARE(c.undoStack()->count(), steps);
    QCOMPARE(c.line().moves().size(), std::size_t(1));
    c.toStart();
    click(dock.view(), 1); // d4: a variation
    QTRY_COMPARE(c.undoStack()->count(), steps + 1);
    QVERIFY(c.overwrite()); // the user's setting is back
    c.toStart();
    c.forward();
    c.forward();
    QCOMPARE(c.line().moves().size(), std::size_t(2)); // 1.e4 e5 is still the main line
}

void BookDockTest::statusWithoutBook_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("says");
    QTest::newRow("none chosen") << QString() << "No opening book is chosen";
    QTest::newRow("missing file") << "/nonexistent/kibitz-book.bin"
                                  << "/nonexistent/kibitz-book.bin does not exist";
}

void BookDockTest::statusWithoutBook()
{
    QFETCH(QString, file);
    QFETCH(QString, says);
    GameController c;
    BookLibrary library;
    BookDock dock(&c, &library);
    dock.show();
    QSignalSpy failed(&library, &BookLibrary::failed);
    library.setFile(file);
    QCOMPARE(failed.count(), file.isEmpty() ? 0 : 1);
    QVERIFY(!library.book());
    QCOMPARE(dock.model()->rowCount(), 0);
    QVERIFY2(dock.statusText().contains(says), qPrintable(dock.statusText()));
}

// A book cut in the middle of its last entry loads with a warning naming the offset; its whole entries answer.
void BookDockTest::damagedBookWarns()
{
    QFile good(m_book);
    QVERIFY(good.open(QIODevice::ReadOnly));
    const QByteArray bytes = good.readAll();
    const QString path = m_dir.filePath(QStringLiteral("cut.bin"));
    QVERIFY(writeAll(path, bytes.left(bytes.size() - 3)));
    GameController c;
    BookLibrary library;
    BookDock dock(&c, &library);
    dock.show();
    QSignalSpy warnings(&library, &BookLibrary::warnings);
    QVERIFY(load(library, path));
    QCOMPARE(warnings.count(), 1);
    const QString text = warnings.front().front().toStringList().join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("cut.bin")) && text.contains(QStringLiteral("offset 64")), qPrintable(text));
    QCOMPARE(library.book()->size(), std::size_t(4));
    QVERIFY(dock.model()->rowCount() > 0);
}

QTEST_MAIN(BookDockTest)
#include "tst_bookdock.moc"
