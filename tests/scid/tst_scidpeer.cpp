// SCID itself as the reference, on the small games of scidgames.h: a database SCID makes is read by Kibitz exactly
// as SCID exports it; a database Kibitz writes is read by SCID exactly as Kibitz reads it; and for the games SCID
// keeps exactly, both programs write the same bytes (the index records differ only in SCID's stored-line code,
// which Kibitz leaves 0: SCID then reads those games' moves instead of assuming a common opening).
// Skips with a message when tkscid or xvfb-run is absent.
#include "scidgames.h"
#include "scidtestutil.h"

#include "scid/database.h"
#include "scid/indexfile.h"
#include "scid/writer.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::scidtest;

namespace {

// Every game of a SCID database as Kibitz converts it.
QByteArray kibitzExport(const QString& base, QString* error)
{
    std::string why;
    const auto db = scid::ScidDatabase::open(base.toStdString(), &why);
    if (!db) {
        *error = QString::fromStdString(why);
        return {};
    }
    scid::GameReader reader;
    std::string text;
    for (std::size_t i = 0; i < db->size(); ++i)
        if (const std::string e = db->appendPgn(i, text, reader); !e.empty())
            *error += QString::fromStdString(scid::describe({i, e})) + "\n";
    return QByteArray::fromStdString(text);
}

// Kibitz writes the games of `pgnText` that SCID can hold to the database `base`.
bool kibitzWrite(const QByteArray& pgnText, const QString& base)
{
    scid::ScidWriter writer;
    if (!writer.open(base.toStdString()))
        return false;
    scid::EncodedGame e;
    for (const pgn::Game& g : pgn::readGames(pgnText.toStdString())) {
        scid::encodeGame(g, e);
        if (!e.refused && !writer.add(e, nullptr))
            return false;
    }
    return bool(writer.commit());
}

// The small games `keep` selects, each as Kibitz exports it (so every game has the Seven Tag Roster: SCID's own
// import stores "" for a missing name where Kibitz, like its PGN writer, stores "?").
QByteArray pgnOf(bool (*keep)(const SmallGame&))
{
    std::string all;
    for (const SmallGame& g : SmallGames)
        if (keep(g))
            for (const pgn::Game& game : pgn::readGames(smallGamePgn(g)))
                all += pgn::writeGame(game);
    return QByteArray::fromStdString(all);
}

} // namespace

class ScidPeerTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    void compareExports(const QString& base)
    {
        QString error;
        QVERIFY2(scidExport(base, path("scid-export.pgn"), &error), qPrintable(error));
        const QByteArray kibitz = kibitzExport(base, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // SCID prints ScidFlags only in a style its export does not use; the flags themselves are compared as bytes below.
        const auto expected = canonicalGames(readAll(path("scid-export.pgn")));
        const auto got = canonicalGames(kibitz, {"ScidFlags"});
        QCOMPARE(got.size(), expected.size());
        QVERIFY(!got.empty());
        for (std::size_t i = 0; i < got.size(); ++i)
            QCOMPARE(QString::fromStdString(got[i]), QString::fromStdString(expected[i]));
    }

private slots:
    void initTestCase()
    {
        if (const QString why = scidMissing(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY(m_dir.isValid());
    }

    // SCID imports every small game it can; Kibitz reads its database as SCID exports it.
    void readsScidDatabases()
    {
        QVERIFY(writeAll(path("all.pgn"), pgnOf([](const SmallGame&) { return true; })));
        QString error;
        QVERIFY2(scidImport(path("all.pgn"), path("by-scid"), &error), qPrintable(error));
        compareExports(path("by-scid"));
    }

    // Kibitz writes every small game SCID can hold; SCID exports its database as Kibitz reads it.
    void writesScidDatabases()
    {
        QVERIFY(kibitzWrite(pgnOf([](const SmallGame&) { return true; }), path("by-kibitz")));
        compareExports(path("by-kibitz"));
    }

    // The games SCID keeps exactly: both programs write the same files.
    void writesWhatScidWrites()
    {
        const QByteArray exact = pgnOf([](const SmallGame& g) { return !*g.change && !g.refused && !g.scidImportLoses; });
        QVERIFY(writeAll(path("exact.pgn"), exact));
        QString error;
        QVERIFY2(scidImport(path("exact.pgn"), path("exact-scid"), &error), qPrintable(error));
        QVERIFY(kibitzWrite(exact, path("exact-kibitz")));
        QCOMPARE(readAll(path("exact-kibitz.sg4")), readAll(path("exact-scid.sg4")));
        QCOMPARE(readAll(path("exact-kibitz.sn4")), readAll(path("exact-scid.sn4")));
        QByteArray mine = readAll(path("exact-kibitz.si4")), scids = readAll(path("exact-scid.si4"));
        QCOMPARE(mine.size(), scids.size());
        QVERIFY(mine.size() > int(scid::IndexHeaderSize));
        // Byte 33 of a record is the stored-line code (the top byte of the final material's four bytes).
        int storedLines = 0;
        for (qsizetype at = qsizetype(scid::IndexHeaderSize) + 33; at < scids.size(); at += qsizetype(scid::IndexRecordSize)) {
            QCOMPARE(int(mine[at]), 0);
            storedLines += scids[at] != 0;
            mine[at] = scids[at];
        }
        QCOMPARE(mine, scids);
        QVERIFY(storedLines > 0); // the comparison covers records where SCID set one
    }
};

QTEST_GUILESS_MAIN(ScidPeerTest)
#include "tst_scidpeer.moc"
