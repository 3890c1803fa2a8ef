// Damaged SCID databases give clear errors and keep what is readable, never a crash: missing or foreign files,
// wrong versions, truncated files, counts that disagree, offsets past the end, name ids out of range, and game
// records damaged in their moves, variations or comments. Each case starts from a database Kibitz wrote and
// changes some bytes.
#include "scidtestutil.h"

#include "scid/database.h"
#include "scid/indexfile.h"
#include "scid/writer.h"

#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::scidtest;

namespace {

const char* const Games =
    "[Event \"One\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n{Start} 1. e4 (1. d4 d5) 1... e5 {Open} 2. Nf3 Nc6 1-0\n\n"
    "[Event \"Two\"]\n[White \"Cid\"]\n[Black \"Dan\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
    "[Event \"Three\"]\n[White \"Eve\"]\n[Black \"Fay\"]\n[Result \"*\"]\n\n1. c4 c5 2. Nc3 Nc6 *\n";

std::size_t recordAt(std::size_t game, std::size_t field = 0) { return scid::IndexHeaderSize + game * scid::IndexRecordSize + field; }

} // namespace

class ScidDamagedTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QByteArray m_index, m_names, m_games;
    int m_case = 0;

    // A fresh copy of the database with `change` applied to its three files' bytes; returns the base path.
    QString damaged(const std::function<void(QByteArray& index, QByteArray& names, QByteArray& games)>& change)
    {
        QByteArray index = m_index, names = m_names, games = m_games;
        change(index, names, games);
        const QString base = m_dir.filePath(QStringLiteral("case%1").arg(++m_case));
        writeAll(base + ".si4", index);
        writeAll(base + ".sn4", names);
        writeAll(base + ".sg4", games);
        return base;
    }

    static std::unique_ptr<scid::ScidDatabase> open(const QString& base, std::string* error)
    {
        return scid::ScidDatabase::open(base.toStdString(), error);
    }

    static bool anyProblem(const scid::ScidDatabase& db, std::size_t game, const char* words)
    {
        for (const scid::Problem& p : db.problems())
            if (p.game == game && p.what.find(words) != std::string::npos)
                return true;
        return false;
    }

    // Reads every game; returns the errors by game (empty strings for games read completely).
    static std::vector<std::string> readAllGames(const scid::ScidDatabase& db, std::vector<std::string>* texts = nullptr)
    {
        std::vector<std::string> errors;
        scid::GameReader reader;
        for (std::size_t i = 0; i < db.size(); ++i) {
            std::string text;
            errors.push_back(db.appendPgn(i, text, reader));
            pgn::WriterVisitor writer({}, [](std::string_view) {});
            if (db.readGame(i, writer, reader) != errors.back()) // both ways find the same damage
                errors.back() = "readGame and appendPgn disagree";
            if (texts)
                texts->push_back(text);
        }
        return errors;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        scid::ScidWriter writer;
        const std::string base = m_dir.filePath("good").toStdString();
        QVERIFY(writer.open(base));
        scid::EncodedGame e;
        for (const pgn::Game& g : pgn::readGames(Games)) {
            scid::encodeGame(g, e);
            QVERIFY(e.changes.empty());
            QVERIFY(writer.add(e, nullptr));
        }
        QVERIFY(writer.commit());
        m_index = readAll(QString::fromStdString(base + ".si4"));
        m_names = readAll(QString::fromStdString(base + ".sn4"));
        m_games = readAll(QString::fromStdString(base + ".sg4"));
        std::string error;
        const auto db = open(QString::fromStdString(base), &error);
        QVERIFY(db && db->problems().empty() && db->size() == 3);
        for (const std::string& e2 : readAllGames(*db))
            QCOMPARE(e2, std::string());
    }

    void unusableFiles_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("words");
        QTest::newRow("no index") << 0 << "good-none.si4";
        QTest::newRow("not an index") << 1 << "not a SCID index";
        QTest::newRow("unknown version") << 2 << "unsupported SCID index version 500";
        QTest::newRow("header cut short") << 3 << "header truncated";
    }
    void unusableFiles()
    {
        QFETCH(int, which);
        QFETCH(QString, words);
        QString base;
        if (which == 0) {
            base = m_dir.filePath("good-none");
        } else {
            base = damaged([&](QByteArray& index, QByteArray&, QByteArray&) {
                if (which == 1)
                    index[0] = 'X';
                else if (which == 2)
                    index[8] = char(0x01), index[9] = char(0xF4); // 500
                else
                    index.truncate(150);
            });
        }
        std::string error;
        QVERIFY(!open(base, &error));
        QVERIFY2(error.find(words.toStdString()) != std::string::npos, error.c_str());
    }

    void truncatedIndex()
    {
        const QString base = damaged([](QByteArray& index, QByteArray&, QByteArray&) { index.chop(20); });
        std::string error;
        const auto db = open(base, &error);
        QVERIFY(db);
        QCOMPARE(db->size(), std::size_t(2));
        QVERIFY(anyProblem(*db, scid::Problem::NoGame, "the header says 3 games, the file holds 2 records and a partial one"));
        for (const std::string& e : readAllGames(*db))
            QCOMPARE(e, std::string());
    }

    void countsDisagree()
    {
        // The header claims more games than there are records, then fewer.
        const QString more = damaged([](QByteArray& index, QByteArray&, QByteArray&) { index[16] = 9; });
        std::string error;
        auto db = open(more, &error);
        QVERIFY(db && db->size() == 3 && anyProblem(*db, scid::Problem::NoGame, "says 9 games"));
        const QString fewer = damaged([](QByteArray& index, QByteArray&, QByteArray&) { index[16] = 2; });
        db = open(fewer, &error);
        QVERIFY(db && db->size() == 2 && anyProblem(*db, scid::Problem::NoGame, "says 2 games, the file holds 3 records"));
    }

    void offsetsPastTheEnd()
    {
        // Game 2 starts beyond the game file; the game file is also cut inside game 3.
        const QString base = damaged([](QByteArray& index, QByteArray&, QByteArray& games) {
            index[int(recordAt(1))] = 0x7F;
            games.chop(5);
        });
        std::string error;
        const auto db = open(base, &error);
        QVERIFY(db);
        QCOMPARE(db->size(), std::size_t(3));
        QVERIFY(anyProblem(*db, 1, "lie past the end of the game file"));
        QVERIFY(anyProblem(*db, 2, "lie past the end of the game file"));
        std::vector<std::string> texts;
        const std::vector<std::string> errors = readAllGames(*db, &texts);
        QCOMPARE(errors[0], std::string());
        QVERIFY(errors[1].find("not in the game file") != std::string::npos);
        QVERIFY(errors[2].find("not in the game file") != std::string::npos);
        QVERIFY(texts[1].find("[Event \"Two\"]") != std::string::npos); // the index's values are still there
    }

    void nameIdsOutOfRange()
    {
        // Byte 9 of a record holds the high bits of the White and Black ids.
        const QString base = damaged([](QByteArray& index, QByteArray&, QByteArray&) { index[int(recordAt(0, 9))] = char(0x30); });
        std::string error;
        const auto db = open(base, &error);
        QVERIFY(db);
        QVERIFY(anyProblem(*db, 0, "White name id out of range"));
        std::vector<std::string> texts;
        readAllGames(*db, &texts);
        QVERIFY(texts[0].find("[White \"?\"]") != std::string::npos);
    }

    void damagedNameFile()
    {
        const QString base = damaged([](QByteArray&, QByteArray& names, QByteArray&) { names.chop(10); });
        std::string error;
        const auto db = open(base, &error);
        QVERIFY(db);
        QVERIFY(anyProblem(*db, scid::Problem::NoGame, ".sn4"));
        for (const std::string& e : readAllGames(*db)) // names lost, moves intact
            QCOMPARE(e, std::string());
    }

    void damagedMoves_data()
    {
        QTest::addColumn<int>("at");    // byte of game 2's record to change, from its end
        QTest::addColumn<int>("value"); // new value (-1: cut the record there)
        QTest::addColumn<QString>("words");
        // Game 2 is "1. f3 e5 2. g4 Qh4#": tags end, start byte, f3 e5 g4, Qh4 in two bytes, the end marker.
        QTest::newRow("a move that leads nowhere") << 5 << 0xF0 << "leads nowhere";
        QTest::newRow("queen move without its target") << 2 << 0x10 << "queen move without its target byte";
        QTest::newRow("end of a variation in the main line") << 3 << 14 << "end of a variation";
        QTest::newRow("variation never ended") << 1 << 13 << "ends";
        QTest::newRow("record cut before its end marker") << 1 << -1 << "ends before the end-of-game marker";
    }
    void damagedMoves()
    {
        QFETCH(int, at);
        QFETCH(int, value);
        QFETCH(QString, words);
        const QString base = damaged([&](QByteArray& index, QByteArray&, QByteArray& games) {
            const auto r = scid::decodeIndexRecord(std::string_view(index.constData() + recordAt(1), scid::IndexRecordSize), 400);
            const int end = int(r.offset + r.length);
            if (value < 0) {
                scid::IndexRecord shorter = r;
                shorter.length -= std::uint32_t(at);
                std::string bytes;
                scid::encodeIndexRecord(shorter, bytes);
                index.replace(int(recordAt(1)), int(bytes.size()), QByteArray::fromStdString(bytes));
            } else {
                games[end - at] = char(value);
            }
        });
        std::string error;
        const auto db = open(base, &error);
        QVERIFY(db && db->problems().empty());
        std::vector<std::string> texts;
        const std::vector<std::string> errors = readAllGames(*db, &texts);
        QCOMPARE(errors[0], std::string());
        QCOMPARE(errors[2], std::string());
        QVERIFY2(errors[1].find(words.toStdString()) != std::string::npos, errors[1].c_str());
        QVERIFY(errors[1].find("byte ") == 0);
        QVERIFY(texts[1].find("[Event \"Two\"]") != std::string::npos);
    }

    void missingComments()
    {
        // Game 1 ends with its comments' texts ("Start", "Open"): cut the last one off.
        const QString base = damaged([](QByteArray& index, QByteArray&, QByteArray&) {
            auto r = scid::decodeIndexRecord(std::string_view(index.constData() + recordAt(0), scid::IndexRecordSize), 400);
            r.length -= 5;
            std::string bytes;
            scid::encodeIndexRecord(r, bytes);
            index.replace(int(recordAt(0)), int(bytes.size()), QByteArray::fromStdString(bytes));
        });
        std::string error;
        const auto db = open(base, &error);
        std::vector<std::string> texts;
        const std::vector<std::string> errors = readAllGames(*db, &texts);
        QVERIFY2(errors[0].find("comment 2 of 2 is missing") != std::string::npos, errors[0].c_str());
        QVERIFY(texts[0].find("{Start}") != std::string::npos); // the moves and the first comment are kept
        QVERIFY(texts[0].find("2. Nf3 Nc6") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(ScidDamagedTest)
#include "tst_sciddamaged.moc"
