// Saving: new file round trip, append and replace in a multi-game file keep every other byte identical.
#include "gui/gametestutil.h"

#include "file/gamefile.h"

#include "pgn/writer.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

namespace {
const char* const ThreeGames =
    "[Event \"One\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Event \"Two\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 {queen's pawn} d5 (1... Nf6 2. c4) 2. c4 *\n\n"
    "[Event \"Three\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"1/2-1/2\"]\n\n1. c4 c5 1/2-1/2\n";

} // namespace

class TestGameSave : public QObject {
    Q_OBJECT

private slots:
    void newFileRoundTrip();
    void setUpGameRoundTrip();
    void replaceKeepsOtherGames();
    void appendKeepsOtherGames();
    void replaceTwice();
    void readErrorsAreReported();
    void suffixAndPaste();
};

void TestGameSave::newFileRoundTrip()
{
    QTemporaryDir dir;
    GameController c;
    c.newGame();
    QVERIFY(play(c, QStringLiteral("e4 c5 Nf3")));
    c.back();
    QVERIFY(play(c, QStringLiteral("c3")));
    c.setComment(c.currentNode(), QStringLiteral("Alapin"), false);
    c.toggleNag(c.currentNode(), 5);
    c.setTags({{"Event", "Test"}, {"White", "Me"}, {"Black", "You"}}, QStringLiteral("*"));
    const QString path = dir.filePath(QStringLiteral("one.pgn"));
    const SaveOutcome out = saveGame(c.game(), path, SaveMode::Overwrite);
    QVERIFY2(out.ok, qPrintable(out.error));
    const LoadResult back = loadFromFile(path);
    QVERIFY(back.ok);
    QCOMPARE(back.gameCount, std::uint64_t(1));
    QCOMPARE(pgn::writeGame(back.game), pgn::writeGame(c.game()));
    QVERIFY(back.readErrors.isEmpty());
}

void TestGameSave::setUpGameRoundTrip()
{
    QTemporaryDir dir;
    GameController c;
    pgn::Game g;
    QVERIFY(g.setStartFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").ok());
    c.setGame(g);
    QVERIFY(play(c, QStringLiteral("e4 Kd7")));
    const QString path = dir.filePath(QStringLiteral("setup.pgn"));
    QVERIFY(saveGame(c.game(), path, SaveMode::Overwrite).ok);
    const QByteArray text = readAll(path);
    QVERIFY(text.contains("[SetUp \"1\"]"));
    QVERIFY(text.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]"));
    QCOMPARE(pgn::writeGame(loadFromFile(path).game), pgn::writeGame(c.game()));
}

void TestGameSave::replaceKeepsOtherGames()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("three.pgn"));
    QVERIFY(writeAll(path, ThreeGames));
    const QByteArray original = readAll(path);
    LoadResult r = loadFromFile(path, 1);
    QVERIFY(r.ok);
    QCOMPARE(r.gameCount, std::uint64_t(3));
    QCOMPARE(std::string(r.game.tag("Event")), std::string("Two"));
    GameController c;
    c.setGame(std::move(r.game), r.origin);
    c.toEnd();
    QVERIFY(play(c, QStringLiteral("e6")));
    const SaveOutcome out = saveGame(c.game(), path, SaveMode::Replace, c.origin());
    QVERIFY2(out.ok, qPrintable(out.error));
    const QByteArray now = readAll(path);
    const qsizetype start = qsizetype(c.origin().span.offset);
    const qsizetype oldEnd = qsizetype(c.origin().span.endOffset);
    QCOMPARE(now.left(start), original.left(start));
    const QByteArray tail = original.mid(oldEnd);
    QVERIFY(now.endsWith(tail));
    QVERIFY(now.contains("[Event \"Three\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"1/2-1/2\"]\n\n1. c4 c5 1/2-1/2\n"));
    const LoadResult again = loadFromFile(path, 1);
    QCOMPARE(pgn::writeGame(again.game), pgn::writeGame(c.game()));
    QCOMPARE(again.gameCount, std::uint64_t(3));
}

void TestGameSave::appendKeepsOtherGames()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("three.pgn"));
    QVERIFY(writeAll(path, ThreeGames));
    const QByteArray original = readAll(path);
    GameController c;
    c.newGame();
    QVERIFY(play(c, QStringLiteral("g3 d5 Bg2")));
    const SaveOutcome out = saveGame(c.game(), path, SaveMode::Append);
    QVERIFY2(out.ok, qPrintable(out.error));
    const QByteArray now = readAll(path);
    QVERIFY(now.startsWith(original));
    QCOMPARE(out.origin.gamesInFile, std::uint64_t(4));
    QCOMPARE(pgn::writeGame(loadFromFile(path, 3).game), pgn::writeGame(c.game()));
    QCOMPARE(QByteArray(now.mid(qsizetype(out.origin.span.offset))), QByteArray::fromStdString(pgn::writeGame(c.game())));
}

void TestGameSave::replaceTwice()
{
    // Saving the same game again must land on the same bytes (the stored span follows the new text).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("three.pgn"));
    QVERIFY(writeAll(path, ThreeGames));
    LoadResult r = loadFromFile(path, 0);
    GameController c;
    c.setGame(std::move(r.game), r.origin);
    c.setComment(pgn::RootNode, QStringLiteral("first save"), false);
    SaveOutcome out = saveGame(c.game(), path, SaveMode::Replace, c.origin());
    QVERIFY(out.ok);
    c.setOrigin(out.origin);
    const QByteArray once = readAll(path);
    out = saveGame(c.game(), path, SaveMode::Replace, c.origin());
    QVERIFY2(out.ok, qPrintable(out.error));
    QCOMPARE(readAll(path), once);
    QCOMPARE(gamesInFile(path), std::uint64_t(3));
}

void TestGameSave::readErrorsAreReported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.pgn"));
    QVERIFY(writeAll(path, "[White \"X\"]\n\n1. e4 e5 2. Nf6 Nc6 *\n"));
    const LoadResult r = loadFromFile(path);
    QVERIFY(r.ok);
    QCOMPARE(r.game.mainline().size(), std::size_t(2));
    QCOMPARE(r.readErrors.size(), 1);
    QVERIFY2(r.readErrors.first().startsWith(QStringLiteral("bad.pgn:3: game 1, move 2.Nf6")), qPrintable(r.readErrors.first()));
}

void TestGameSave::suffixAndPaste()
{
    QCOMPARE(withPgnSuffix(QStringLiteral("/x/games")), QStringLiteral("/x/games.pgn"));
    QCOMPARE(withPgnSuffix(QStringLiteral("/x/games.PGN")), QStringLiteral("/x/games.PGN"));
    pgn::Game g;
    QString why;
    QVERIFY(gameFromText(QStringLiteral("8/8/8/8/8/2k5/8/K6R w - - 0 1"), g, &why));
    QVERIFY(!g.startFen().empty());
    QVERIFY(gameFromText(QStringLiteral("1. e4 e5 2. Nf3 *"), g, &why));
    QCOMPARE(g.mainline().size(), std::size_t(3));
    QVERIFY(!gameFromText(QStringLiteral("   "), g, &why));
    QCOMPARE(why, QStringLiteral("The clipboard is empty."));
}

QTEST_MAIN(TestGameSave)
#include "tst_gamesave.moc"
