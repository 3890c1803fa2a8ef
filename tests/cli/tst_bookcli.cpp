// kibitz-cli book as a process: the rows and the last line for a book written here (by FEN, by moves, both),
// warnings for a damaged book and for entries that are no legal move, usage errors, and Debian's gnuchess book
// (its rows checked against the library's own lookup, which tst_polyglot checks against the file's bytes).
#include "book/polyglotbook.h"

#include "core/san.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::book;

namespace {

struct Run {
    int exitCode = -1;
    QString out, err;
    QStringList lines() const { return out.trimmed().split(QLatin1Char('\n')); }
};

Run runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(KIBITZ_CLI), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString hex(Key k) { return QStringLiteral("%1").arg(k, 16, 16, QLatin1Char('0')); }

} // namespace

class BookCliTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void lookup_data();
    void lookup();
    void damagedBook();
    void usageErrors_data();
    void usageErrors();
    void gnuchessBook();

private:
    QTemporaryDir m_dir;
    QString m_book;
    QString m_damaged;
};

// The book: 1.e4 (weight 3, learn 17) and 1.d4 (weight 1) from the start; 1...e5 (2) and 1...c5 (2) after 1.e4;
// after 1.e4 e5 one entry that is a Black move, so no legal move with White to move.
void BookCliTest::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(KIBITZ_CLI)), KIBITZ_CLI);
    QVERIFY(m_dir.isValid());
    GameLine start, e4, e4e5;
    e4.push(parseUci(e4.position(), "e2e4"));
    e4e5.push(parseUci(e4e5.position(), "e2e4"));
    e4e5.push(parseUci(e4e5.position(), "e7e5"));
    std::vector<BookEntry> entries = {
        {polyglotKey(start), encodeMove(parseUci(start.position(), "e2e4")), 3, 17},
        {polyglotKey(start), encodeMove(parseUci(start.position(), "d2d4")), 1, 0},
        {polyglotKey(e4), encodeMove(parseUci(e4.position(), "e7e5")), 2, 0},
        {polyglotKey(e4), encodeMove(parseUci(e4.position(), "c7c5")), 2, 0},
        {polyglotKey(e4e5), std::uint16_t((B8 << 6) | C6), 5, 0},
    };
    std::stable_sort(entries.begin(), entries.end(), [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
    const std::string bytes = encodeEntries(entries);
    m_book = m_dir.filePath(QStringLiteral("small.bin"));
    QFile file(m_book);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.write(bytes.data(), qint64(bytes.size())) == qint64(bytes.size()));
    file.close();
    m_damaged = m_dir.filePath(QStringLiteral("damaged.bin"));
    QFile damaged(m_damaged);
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    const std::string cut = bytes + std::string("\x01\x02\x03\x04\x05\x06", 6); // a partial sixth entry
    QVERIFY(damaged.write(cut.data(), qint64(cut.size())) == qint64(cut.size()));
}

void BookCliTest::lookup_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("rows"); // each a regular expression for one output row
    QTest::addColumn<QString>("last");
    QTest::addColumn<QString>("warning"); // regular expression for stderr, empty: nothing
    QTest::newRow("start by FEN") << QStringList{"--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}
                                  << QStringList{"^e4 +3 +75\\.00% +17$", "^d4 +1 +25\\.00% +0$"} << "key=463b96181691fc9c moves=2"
                                  << "";
    QTest::newRow("after 1.e4 by moves") << QStringList{"--moves", "1.e4"} << QStringList{"^e5 +2 +50\\.00% +0$", "^c5 +2 +50\\.00% +0$"}
                                         << "key=823c9b50fd114196 moves=2"
                                         << "";
    QTest::newRow("FEN and moves") << QStringList{"--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "--moves", "e4"}
                                   << QStringList{"^e5 ", "^c5 "} << "key=823c9b50fd114196 moves=2"
                                   << "";
    QTest::newRow("not in the book") << QStringList{"--moves", "1.d4 d5"} << QStringList{} << "^key=[0-9a-f]{16} moves=0$"
                                     << "";
    QTest::newRow("an entry that is no legal move") << QStringList{"--moves", "1.e4 e5"} << QStringList{} << "^key=[0-9a-f]{16} moves=0$"
                                                    << "1 entry under this key are no legal move";
}

void BookCliTest::lookup()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, rows);
    QFETCH(QString, last);
    QFETCH(QString, warning);
    const Run r = runCli(QStringList{"book", m_book} + args);
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.lines();
    QCOMPARE(lines.size(), rows.size() + 1);
    for (int i = 0; i < rows.size(); ++i)
        QVERIFY2(QRegularExpression(rows[i]).match(lines[i]).hasMatch(), qPrintable(lines[i]));
    QVERIFY2(QRegularExpression(last.startsWith(u'^') ? last : QRegularExpression::escape(last)).match(lines.last()).hasMatch(),
             qPrintable(lines.last()));
    if (warning.isEmpty())
        QCOMPARE(r.err, QString());
    else
        QVERIFY2(r.err.contains(QRegularExpression(warning)), qPrintable(r.err));
}

// A partial entry after the last whole one: a warning with its offset, and the whole entries still answer.
void BookCliTest::damagedBook()
{
    const Run r = runCli({"book", m_damaged, "--moves", "1.e4"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains(QStringLiteral("offset 80")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("damaged.bin")), qPrintable(r.err));
    QVERIFY2(r.lines().last().endsWith(QStringLiteral("moves=2")), qPrintable(r.out));
}

void BookCliTest::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no position") << QStringList{"book", "x.bin"} << "--fen FEN or --moves";
    QTest::newRow("no file") << QStringList{"book", "--moves", "e4"} << "give one book file";
    QTest::newRow("missing file") << QStringList{"book", "/nonexistent/none.bin", "--moves", "e4"} << "/nonexistent/none.bin";
    QTest::newRow("bad FEN") << QStringList{"book", "x.bin", "--fen", "not a fen"} << "invalid FEN";
    QTest::newRow("illegal move") << QStringList{"book", "x.bin", "--moves", "1.e5"} << "e5";
    QTest::newRow("unknown option") << QStringList{"book", "x.bin", "--depth", "3"} << "unknown option";
}

void BookCliTest::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

// Debian's book: the rows are the library's moves for the position, in order, with the same weights; the key is
// the published one for the start position.
void BookCliTest::gnuchessBook()
{
    const QString path = QStringLiteral("/usr/share/games/gnuchess/book.bin");
    if (!QFile::exists(path))
        QSKIP("gnuchess-book is not installed (/usr/share/games/gnuchess/book.bin)");
    const BookFile file = readBookFile(path.toStdString());
    QVERIFY(file.book);
    GameLine start;
    const PositionBookMoves expected = file.book->moves(start);
    QVERIFY(!expected.moves.empty());
    const Run r = runCli({"book", path, "--moves", ""});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.lines();
    QCOMPARE(lines.last(), QStringLiteral("key=%1 moves=%2").arg(hex(0x463b96181691fc9cULL)).arg(expected.moves.size()));
    QCOMPARE(lines.size(), int(expected.moves.size()) + 1);
    for (std::size_t i = 0; i < expected.moves.size(); ++i) {
        const QStringList cells = lines[int(i)].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(cells.size(), 4);
        QCOMPARE(cells[0], QString::fromStdString(toSan(start.position(), expected.moves[i].move)));
        QCOMPARE(cells[1].toUInt(), uint(expected.moves[i].weight));
    }
}

QTEST_GUILESS_MAIN(BookCliTest)
#include "tst_bookcli.moc"
