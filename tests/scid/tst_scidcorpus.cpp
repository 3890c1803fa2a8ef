// SCID itself as the reference on the shared corpus (label corpus): for each collection, SCID imports it and
// Kibitz reads SCID's database game for game as SCID exports it; Kibitz writes its own database of the same games
// and SCID exports that as Kibitz reads it; and every game SCID can hold unchanged comes back from Kibitz's database
// as it was in the PGN. Skips with a message when the corpus or tkscid is absent.
#include "scidtestutil.h"
#include "testutil.h"

#include "pgn/reader.h"
#include "scid/database.h"
#include "scid/writer.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::scidtest;

class ScidCorpusTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    // Every game as Kibitz converts it; a game Kibitz cannot read completely fails the test.
    static QByteArray kibitzExport(const scid::ScidDatabase& db)
    {
        scid::GameReader reader;
        std::string text;
        for (std::size_t i = 0; i < db.size(); ++i)
            if (const std::string error = db.appendPgn(i, text, reader); !error.empty())
                qWarning("game %zu: %s", i + 1, error.c_str());
        return QByteArray::fromStdString(text);
    }

    static void compare(const std::vector<std::string>& got, const std::vector<std::string>& expected, const char* what)
    {
        QVERIFY2(got.size() == expected.size(), what);
        QVERIFY(!got.empty());
        for (std::size_t i = 0; i < got.size(); ++i)
            if (got[i] != expected[i])
                QFAIL(qPrintable(QStringLiteral("%1: game %2 differs:\n%3\n--- expected ---\n%4")
                                     .arg(QLatin1String(what))
                                     .arg(i + 1)
                                     .arg(QString::fromStdString(got[i]), QString::fromStdString(expected[i]))));
    }

private slots:
    void initTestCase()
    {
        if (!QDir(corpusDir() + "/games").exists())
            QSKIP(qPrintable(corpusMissingMessage("games")));
        if (const QString why = scidMissing(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY(m_dir.isValid());
    }

    void collection_data()
    {
        QTest::addColumn<QString>("folder");
        for (const char* f : {"players", "pychess", "lichess", "chesscom", "tcec", "chesslablab-endgames"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void collection()
    {
        QFETCH(QString, folder);
        // The collection as one PGN file (files in name order).
        QByteArray all;
        QStringList files = QDir(corpusDir() + "/games/" + folder).entryList({"*.pgn"}, QDir::Files, QDir::Name);
        QVERIFY(!files.isEmpty());
        for (const QString& f : files)
            all += readAll(corpusDir() + "/games/" + folder + "/" + f) + "\n\n";
        const QString pgn = m_dir.filePath(folder + ".pgn");
        QVERIFY(writeAll(pgn, all));

        // 1. SCID's database, read by Kibitz and exported by SCID.
        QString error;
        const QString scidBase = m_dir.filePath(folder + "-scid");
        QVERIFY2(scidImport(pgn, scidBase, &error), qPrintable(error));
        QVERIFY2(scidExport(scidBase, scidBase + ".pgn", &error), qPrintable(error));
        std::string why;
        auto db = scid::ScidDatabase::open(scidBase.toStdString(), &why);
        QVERIFY2(db && db->problems().empty(), why.c_str());
        compare(canonicalGames(kibitzExport(*db), {"ScidFlags"}), canonicalGames(readAll(scidBase + ".pgn")), "SCID's database");

        // 2. Kibitz's database of the same games, exported by SCID; the games SCID holds unchanged are as they were.
        const QString kibitzBase = m_dir.filePath(folder + "-kibitz");
        scid::ScidWriter writer;
        QVERIFY(writer.open(kibitzBase.toStdString()));
        std::vector<std::string> unchanged; // canonical originals, "" for games changed or refused
        scid::EncodedGame e;
        bool full = false;
        pgn::GameBuilder builder([&](pgn::Game&& g) {
            scid::encodeGame(g, e);
            if (!e.refused && !writer.add(e, nullptr))
                full = true;
            if (!e.refused)
                unchanged.push_back(e.changes.empty() ? canonical(std::move(g)) : std::string());
        });
        pgn::readPgn(std::string_view(all.constData(), std::size_t(all.size())), builder);
        QVERIFY(!full);
        QVERIFY(writer.commit());
        QVERIFY2(scidExport(kibitzBase, kibitzBase + ".pgn", &error), qPrintable(error));
        db = scid::ScidDatabase::open(kibitzBase.toStdString(), &why);
        QVERIFY2(db && db->problems().empty(), why.c_str());
        const std::vector<std::string> kibitzRead = canonicalGames(kibitzExport(*db));
        std::vector<std::string> withoutFlags = canonicalGames(kibitzExport(*db), {"ScidFlags"});
        compare(withoutFlags, canonicalGames(readAll(kibitzBase + ".pgn")), "Kibitz's database");
        QCOMPARE(kibitzRead.size(), unchanged.size());
        std::size_t compared = 0;
        for (std::size_t i = 0; i < unchanged.size(); ++i)
            if (!unchanged[i].empty()) {
                ++compared;
                QCOMPARE(QString::fromStdString(kibitzRead[i]), QString::fromStdString(unchanged[i]));
            }
        QVERIFY(compared * 10 >= unchanged.size() * 9); // nearly every corpus game is kept unchanged
        qInfo("%s: %zu games; %zu kept unchanged and compared with the PGN", qPrintable(folder), unchanged.size(), compared);
    }
};

QTEST_GUILESS_MAIN(ScidCorpusTest)
#include "tst_scidcorpus.moc"
