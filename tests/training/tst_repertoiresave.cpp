// Saving a repertoire: every byte outside the edited chapter is kept (comments, NAGs, arrows, odd spacing, other
// games, text before and after the games); the edited chapter keeps its comments and line endings; setting the side
// changes only the Orientation tag lines; a file changed behind our back is not overwritten; a save killed half-way
// leaves the old file; a new repertoire keeps its side.
#include "trainingtestutil.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

using namespace kibitz;
using namespace kibitz::training;
using namespace kibitz::training::test;

namespace {

const QByteArray Before = "% a repertoire kept in a plain PGN file\n";
const QByteArray One = "[Event \"Open\"]\n[Orientation \"white\"]\n\n{Why 1.e4: it is best by test} 1.e4 $1 e5 2.Nf3 {[%cal Gg1f3,Rd7d5]}  "
                       "(2.Bc4 ?! Nf6) Nc6\n3.Bb5 *\n\n";
const QByteArray Two = "[Event \"Sicilian\"]\r\n[White \"?\"]\r\n\r\n1. e4 c5 {the main line} 2. Nf3 d6 $5 *\r\n\r\n";
const QByteArray Three = "[Event \"Odd\"]\n[Annotator \"Me\"]\n\n1.   e4   c6    {Caro-Kann}\n2.d4 d5 3.Nc3 *\n";
const QByteArray After = "\n\n";

} // namespace

class TestRepertoireSave : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString file(const QString& name, const QByteArray& bytes)
    {
        const QString path = m_dir.filePath(name);
        writeBytes(path, bytes);
        return path;
    }

private slots:
    void editedChapterOnly()
    {
        const QByteArray original = Before + One + Two + Three + After;
        const QString path = file("edit.pgn", original);
        const Repertoire::Opened opened = Repertoire::open(path.toStdString());
        QVERIFY2(opened.repertoire, opened.error.c_str());
        QCOMPARE(int(opened.repertoire->chapters().size()), 3);
        const RepertoireEdit e = opened.repertoire->addLine(lineOf("1.e4 c5 2.Nf3 d6 3.d4"), 1);
        QVERIFY2(e, e.error.c_str());
        const Repertoire::Saved saved = e.result->save();
        QVERIFY2(saved.result.ok, saved.result.message.c_str());
        const QByteArray now = readBytes(path);
        QVERIFY(now.startsWith(Before + One));
        QVERIFY(now.endsWith(Three + After));
        const QByteArray chapter = now.mid(Before.size() + One.size(),
                                           now.size() - Before.size() - One.size() - Three.size() - After.size());
        QCOMPARE(chapter,
                 QByteArray("[Event \"Sicilian\"]\r\n[Site \"?\"]\r\n[Date \"????.??.??\"]\r\n[Round \"?\"]\r\n[White \"?\"]\r\n"
                            "[Black \"?\"]\r\n[Result \"*\"]\r\n\r\n1. e4 c5 {the main line} 2. Nf3 d6 $5 3. d4 *\r\n\r\n"));
        // The saved file read again: the new move, the offsets of the new text, nothing left to save.
        QVERIFY(saved.repertoire && !saved.repertoire->modified());
        QCOMPARE(movesAt(*saved.repertoire, "1.e4 c5 2.Nf3 d6"), QString("d4"));
        QCOMPARE(saved.repertoire->text(), now.toStdString());
        // Saving again without edits writes the same bytes.
        QVERIFY(saved.repertoire->save().result.ok);
        QCOMPARE(readBytes(path), now);
    }

    // What follows an edited chapter stays as it was, blank space included; text glued to the game's end gets a space
    // (a line break would make a stray '%' an escape line), so it reads as it did.
    void bytesAfterAnEditedChapter_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("expected");
        const QByteArray tags =
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n";
        QTest::newRow("no final line break") << QByteArray("1. e4 e5 *") << tags + "1. e4 e5 2. Nf3 *";
        QTest::newRow("three line breaks") << QByteArray("1. e4 e5 *\n\n\n") << tags + "1. e4 e5 2. Nf3 *\n\n\n";
        QTest::newRow("stray text right after") << QByteArray("1. e4 e5 *%\n") << tags + "1. e4 e5 2. Nf3 * %\n";
        QTest::newRow("starts inside a line") << QByteArray("1. d4 * 1. e4 e5 *\n") << "1. d4 * \n" + tags + "1. e4 e5 2. Nf3 *\n";
        QTest::newRow("glued to the result") << QByteArray("1. e4 e5 *Nf3 Nc6 *\n") << tags + "1. e4 e5 2. Nf3 * Nf3 Nc6 *\n";
    }
    void bytesAfterAnEditedChapter()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, expected);
        const RepertoirePtr rep = Repertoire::fromText(text.toStdString());
        const RepertoireEdit e = rep->addLine(lineOf("1.e4 e5 2.Nf3"));
        QVERIFY2(e, e.error.c_str());
        QCOMPARE(QByteArray::fromStdString(e.result->text()), expected);
        QCOMPARE(Repertoire::fromText(e.result->text())->chapters().size(), rep->chapters().size());
    }

    // A game after an unclosed comment is found by its Event line: the side's tag never goes before that line.
    void sideTagKeepsGameStarts_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("expected"); // after withSide(Black)
        QTest::newRow("movetext on the Event line, after an unclosed comment")
            << QByteArray("{ never closed\n[Event \"A\"] 1. e4 *\n") << QByteArray("{ never closed\n[Event \"A\"] 1. e4 *\n");
        QTest::newRow("bare CR, movetext after the Event line")
            << QByteArray("{x\n[Event \"B\" x]\r;c\r1. d4 *\r")
            << QByteArray("{x\n[Event \"B\" x]\r[Orientation \"black\"]\r;c\r1. d4 *\r");
        QTest::newRow("movetext on a later tag line: the tag after the Event line")
            << QByteArray("{x\n[Event \"D\"]\n[Site \"?\"] 1. e4 *\n")
            << QByteArray("{x\n[Event \"D\"]\n[Orientation \"black\"]\n[Site \"?\"] 1. e4 *\n");
        QTest::newRow("tags on lines of their own: the tag after them")
            << QByteArray("{x\n[Event \"C\"]\n\n1. c4 *\n") << QByteArray("{x\n[Event \"C\"]\n[Orientation \"black\"]\n\n1. c4 *\n");
    }
    void sideTagKeepsGameStarts()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, expected);
        const RepertoirePtr rep = Repertoire::fromText(text.toStdString());
        QCOMPARE(int(rep->chapters().size()), 1);
        const RepertoireEdit black = rep->withSide(rep->side() == Black ? White : Black);
        QVERIFY2(black, black.error.c_str());
        QCOMPARE(QByteArray::fromStdString(black.result->text()), rep->side() == Black ? text : expected);
        QCOMPARE(int(Repertoire::fromText(black.result->text())->chapters().size()), 1);
        QVERIFY(black.result->readsBackDifferently(black.result->text()).empty());
    }

    void sideTagInPlace()
    {
        const QByteArray original = Before + One + Two + Three;
        const QString path = file("side.pgn", original);
        const RepertoirePtr rep = Repertoire::open(path.toStdString()).repertoire;
        QCOMPARE(rep->side(), White);
        const RepertoireEdit e = rep->withSide(Black);
        QVERIFY2(e, e.error.c_str());
        const Repertoire::Saved saved = e.result->save();
        QVERIFY2(saved.result.ok, saved.result.message.c_str());
        QByteArray expected = original;
        expected.replace("[Orientation \"white\"]", "[Orientation \"black\"]");
        expected.replace("[White \"?\"]\r\n", "[White \"?\"]\r\n[Orientation \"black\"]\r\n");
        expected.replace("[Annotator \"Me\"]\n", "[Annotator \"Me\"]\n[Orientation \"black\"]\n");
        QCOMPARE(readBytes(path), expected);
        QCOMPARE(saved.repertoire->side(), Black);
        QCOMPARE(saved.repertoire->sideSource(), SideSource::Tag);
    }

    void sideTagWhereThereIsRoom()
    {
        // The second game starts inside the first one's last line: no tag line can go there; the others get theirs.
        const QByteArray text = "[Event \"A\"]\n\n1. e4 e5 * 1. d4 d5 *\n\n1. c4 *\n";
        const QString path = file("room.pgn", text);
        const RepertoireEdit e = Repertoire::open(path.toStdString()).repertoire->withSide(Black);
        QVERIFY(e);
        const Repertoire::Saved saved = e.result->save();
        QVERIFY2(saved.result.ok, saved.result.message.c_str());
        QCOMPARE(readBytes(path),
                 QByteArray("[Event \"A\"]\n[Orientation \"black\"]\n\n1. e4 e5 * 1. d4 d5 *\n\n[Orientation \"black\"]\n\n1. c4 *\n"));
        // Bare CR line ends (old Mac files) are line ends: the tag goes after the last tag line, not into the movetext.
        const RepertoirePtr cr = Repertoire::fromText("[Event \"B\"]\r[White \"?\"]\r; a comment line\r1. e4 *\r");
        const RepertoireEdit black = cr->withSide(Black);
        QVERIFY(black);
        QCOMPARE(black.result->text(), std::string("[Event \"B\"]\r[White \"?\"]\r[Orientation \"black\"]\r; a comment line\r1. e4 *\r"));
        QVERIFY(black.result->readsBackDifferently(black.result->text()).empty());
        QCOMPARE(int(saved.repertoire->chapters().size()), 3);
        QCOMPARE(saved.repertoire->side(), Black);
    }

    // Where the Orientation tag goes: after the last line that holds tags only. A line that also holds movetext or a
    // comment (even one ending in `]`) is not such a line; `]` and escaped quotes inside a value are part of the value.
    void sideTagAfterTagLines_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("comment ending in ] after a tag")
            << QByteArray("[Event \"A\"]\n[White \"?\"] ; see [1]\n1. e4 *\n")
            << QByteArray("[Event \"A\"]\n[Orientation \"black\"]\n[White \"?\"] ; see [1]\n1. e4 *\n");
        QTest::newRow("form feed, then a comment ending in ]")                                               // as fuzz_repertoire found it
            << QByteArray("[Event \"A\"]\f;{x]\n1. e4 *\n") << QByteArray("[Event \"A\"]\f;{x]\n1. e4 *\n"); // kept: see below
        QTest::newRow("] inside a value") << QByteArray("[Event \"A]\"]\n[Site \"\\\"]\\\"\"]\n\n1. e4 *\n")
                                          << QByteArray("[Event \"A]\"]\n[Site \"\\\"]\\\"\"]\n[Orientation \"black\"]\n\n1. e4 *\n");
        QTest::newRow("two tags on a line") << QByteArray("[Event \"A\"] [Site \"B\"]\n\n1. e4 *\n")
                                            << QByteArray("[Event \"A\"] [Site \"B\"]\n[Orientation \"black\"]\n\n1. e4 *\n");
    }
    void sideTagAfterTagLines()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, expected);
        const RepertoirePtr rep = Repertoire::fromText(text.toStdString());
        const RepertoireEdit black = rep->withSide(Black);
        QVERIFY2(black, black.error.c_str());
        QCOMPARE(QByteArray::fromStdString(black.result->text()), expected);
        QVERIFY(black.result->readsBackDifferently(black.result->text()).empty());
        const RepertoirePtr again = Repertoire::fromText(black.result->text());
        QCOMPARE(again->chapters().size(), rep->chapters().size());
        if (!expected.contains("[Orientation")) // no safe place for the tag (see sideTagKeepsGameStarts): not written
            return;
        QCOMPARE(again->side(), Black);
        QCOMPARE(again->sideSource(), SideSource::Tag);
    }

    // A game glued to junk that only the line before it makes part of a tag section: rewriting the game would split
    // the junk into two games, so the save is refused and the file left alone.
    void refusedWhenItWouldReadOtherwise()
    {
        const QByteArray text = "[Event \"A\"]1. e4 *[X \"y\"\n[Event \"\n";
        const QString path = file("glued.pgn", text);
        const RepertoirePtr rep = Repertoire::open(path.toStdString()).repertoire;
        QCOMPARE(int(rep->chapters().size()), 2);
        const RepertoireEdit e = rep->addLine(lineOf("1.e4 e5"));
        QVERIFY2(e, e.error.c_str());
        QVERIFY(!e.result->readsBackDifferently(e.result->text()).empty());
        const Repertoire::Saved saved = e.result->save();
        QVERIFY(!saved.result.ok && !saved.repertoire);
        QVERIFY2(saved.result.message.find("would read back as 3 chapters") != std::string::npos, saved.result.message.c_str());
        QCOMPARE(readBytes(path), text);
        QVERIFY(rep->readsBackDifferently(rep->text()).empty());
    }

    void changedOnDiskIsNotOverwritten()
    {
        const QString path = file("changed.pgn", One);
        const RepertoirePtr rep = Repertoire::open(path.toStdString()).repertoire;
        const RepertoireEdit e = rep->addLine(lineOf("1.e4 e5 2.Nf3 Nc6 3.Bc4"));
        QVERIFY(e);
        const QByteArray other = One + "[Event \"Added by another program\"]\n\n1. d4 *\n";
        QVERIFY(writeBytes(path, other));
        const Repertoire::Saved saved = e.result->save();
        QVERIFY(!saved.result.ok && !saved.repertoire);
        QVERIFY2(saved.result.message.find("changed on disk") != std::string::npos, saved.result.message.c_str());
        QCOMPARE(readBytes(path), other);
    }

    void newRepertoireKeepsItsSide()
    {
        const RepertoirePtr rep = Repertoire::create(Black);
        QVERIFY(!rep->save().result.ok); // no file yet
        const QString path = m_dir.filePath("new.pgn");
        const Repertoire::Saved empty = rep->saveAs(path.toStdString());
        QVERIFY2(empty.result.ok, empty.result.message.c_str());
        QCOMPARE(empty.repertoire->side(), Black);
        const RepertoireEdit e = empty.repertoire->addLine(lineOf("1.e4 c5"));
        QVERIFY2(e, e.error.c_str());
        QVERIFY(e.result->save().result.ok);
        const RepertoirePtr reread = Repertoire::open(path.toStdString()).repertoire;
        QCOMPARE(reread->side(), Black);
        QCOMPARE(reread->sideSource(), SideSource::Tag);
        QVERIFY2(readBytes(path).contains("[Orientation \"black\"]"), readBytes(path).constData());
    }

    void killedSaveLeavesOldFile()
    {
        // A repertoire large enough that a slowed save takes seconds: 300 chapters.
        QByteArray original;
        for (int i = 0; i < 300; ++i)
            original += "[Event \"Chapter " + QByteArray::number(i)
                + "\"]\n\n1. e4 e5 2. Nf3 {a comment to make the file bigger} Nc6 *\n\n";
        const QString path = file("killed.pgn", original);
        const RepertoirePtr rep = Repertoire::open(path.toStdString()).repertoire;
        const RepertoireEdit e = rep->addLine(lineOf("1.e4 e5 2.Nf3 Nc6 3.Bb5"));
        QVERIFY(e);
        int ready[2];
        QCOMPARE(::pipe(ready), 0);
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) {
            ::close(ready[0]);
            pgn::SaveOptions slow;
            slow.blockSize = 256;
            bool told = false;
            slow.onBlock = [&](std::uint64_t) {
                if (!told)
                    told = ::write(ready[1], "x", 1) == 1;
                ::usleep(20000);
            };
            e.result->save(slow);
            ::_exit(0);
        }
        ::close(ready[1]);
        char c = 0;
        QCOMPARE(::read(ready[0], &c, 1), ssize_t(1));
        ::close(ready[0]);
        QCOMPARE(::kill(child, SIGKILL), 0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(readBytes(path), original);
        // The document still saves (the stray temporary file does not matter).
        QVERIFY(e.result->save().result.ok);
        QCOMPARE(movesAt(*Repertoire::open(path.toStdString()).repertoire, "1.e4 e5 2.Nf3 Nc6"), QString("Bb5"));
    }
};

QTEST_GUILESS_MAIN(TestRepertoireSave)
#include "tst_repertoiresave.moc"
