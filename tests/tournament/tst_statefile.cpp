// The tournament state file: every part of a state written and read back unchanged (names and reasons with tabs,
// line breaks and backslashes included); atomic saving; and each kind of damage refused with what is wrong and
// where — an empty or cut-short file, a changed byte, another version, an unknown entry, a bad value, games out of
// order or naming engines that do not exist.
#include "tournament/statefile.h"

#include "pgn/checksum.h"

#include <QtTest>

#include <cstdio>
#include <fstream>

using namespace kibitz::tournament;

class TestStateFile : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void saveAndLoad();
    void damage_data();
    void damage();
    void checksumGuardsEveryByte();
};

namespace {

TournamentState sample()
{
    TournamentState st;
    Settings& s = st.settings;
    s.format = Format::Swiss;
    s.rounds = 3;
    for (int i = 0; i < 4; ++i) {
        std::string why;
        auto e = EngineEntry::parse(
            "name=Engine\\, " + std::to_string(i) + ",cmd=/usr/games/stockfish --x,proto=uci,tc=40/60+0.5,option.Hash=16", &why);
        QTEST_ASSERT(e);
        s.engines.push_back(*e);
    }
    s.engines[2].tc = *TimeControl::parse("depth=7");
    s.engines[3].book = "/books/a b.bin";
    s.engines[3].bookDepth = 8;
    s.openings = {"/suites/x.epd", OpeningOrder::Random, 123456789012345ULL, false, 6};
    s.adjudication.resign = {3, 600};
    s.adjudication.draw = {40, 8, 10};
    s.adjudication.maxMoves = 150;
    s.adjudication.tablebases = true;
    s.tablebasePath = "/usr/share/gaviota tb";
    s.concurrency = 3;
    s.pgnOut = "/out/t.pgn";
    s.event = "Kibitz\tcup\nfinal \\ 1";
    s.lagMs = 300;
    st.openingsChecksum = 0xfedcba9876543210ULL;
    st.openingsCount = 50;
    st.encounters = 4;
    st.swissRounds = 2;
    st.pgnBytes = 123456;
    st.paused = true;
    st.byes = {{1, 3}, {2, 1}};
    GameRecord g;
    g.id = 0, g.round = 1, g.board = 1, g.white = 0, g.black = 2, g.opening = 7, g.encounter = 0;
    g.status = GameRecord::Status::Done, g.result = "1/2-1/2", g.termination = "adjudication", g.reason = "draw\tby\nscore", g.plies = 81;
    st.games.push_back(g);
    g.id = 1, g.board = 2, g.white = 1, g.black = 3, g.status = GameRecord::Status::Running, g.result.clear(), g.termination.clear(),
    g.reason.clear();
    g.plies = 0;
    st.games.push_back(g);
    g.id = 2, g.round = 2, g.board = 1, g.status = GameRecord::Status::Pending;
    st.games.push_back(g);
    return st;
}

std::string resum(std::string text)
{
    // Replaces the checksum line so that a deliberate edit is judged by its content, not the checksum.
    const std::size_t at = text.rfind("checksum ");
    text.resize(at);
    char buf[32];
    std::snprintf(buf, sizeof buf, "checksum %016llx\n", static_cast<unsigned long long>(kibitz::pgn::checksum64(text)));
    return text + buf;
}

} // namespace

void TestStateFile::roundTrip()
{
    const TournamentState st = sample();
    const std::string text = encodeState(st);
    QVERIFY(text.rfind("kibitz-tournament 1\n", 0) == 0);
    std::string why;
    const auto back = decodeState(text, &why);
    QVERIFY2(back, why.c_str());
    QCOMPARE(*back, st);
    QCOMPARE(encodeState(*back), text);
    TournamentState withSprt = st;
    withSprt.settings.format = Format::RoundRobin;
    withSprt.settings.engines.resize(2);
    withSprt.settings.sprt = Sprt{-1.5, 4.25, 0.05, 0.1};
    withSprt.byes.clear();
    withSprt.games.clear();
    withSprt.finished = "SPRT: H1 accepted";
    const auto back2 = decodeState(encodeState(withSprt), &why);
    QVERIFY2(back2, why.c_str());
    QCOMPARE(*back2, withSprt);
}

void TestStateFile::saveAndLoad()
{
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/t.state").toStdString();
    QCOMPARE(QString::fromStdString(saveState(path, sample())), QString());
    std::string why;
    const auto back = loadState(path, &why);
    QVERIFY2(back, why.c_str());
    QCOMPARE(*back, sample());
    QVERIFY(!loadState((dir.path() + "/missing.state").toStdString(), &why));
    QVERIFY(why.find("missing.state") != std::string::npos);
    // No temporary file is left behind.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestStateFile::damage_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to"); // replacement in the encoded sample; "<cut>": end the file after `from`, "<drop>": before
    QTest::addColumn<bool>("resum");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << ""
                           << "<all>" << false << "the state file is empty";
    QTest::newRow("cut short") << "game\t2"
                               << "<cut>" << false << "cut short";
    QTest::newRow("no checksum") << "\nchecksum "
                                 << "<drop>" << false << "no checksum line";
    QTest::newRow("changed byte") << "rounds 3"
                                  << "rounds 4" << false << "checksum does not match";
    QTest::newRow("newer version") << "kibitz-tournament 1"
                                   << "kibitz-tournament 2" << true << "line 1: state file version 2 is not supported";
    QTest::newRow("not a state file") << "kibitz-tournament 1"
                                      << "hello" << true << "line 1: not a Kibitz tournament state file";
    QTest::newRow("unknown entry") << "rounds 3\n"
                                   << "rounds 3\ncolour blue\n"
                                   << true << "line 4: unknown entry 'colour'";
    QTest::newRow("bad number") << "concurrency 3"
                                << "concurrency three" << true << "concurrency must be a number";
    QTest::newRow("twice") << "rounds 3\n"
                           << "rounds 3\nrounds 2\n"
                           << true << "line 4: 'rounds' is given twice";
    QTest::newRow("bad format") << "format swiss"
                                << "format ladder" << true << "line 2: unknown format 'ladder'";
    QTest::newRow("bad engine") << "engine name=Engine\\\\, 0,"
                                << "engine name=Engine\\\\, 0,colour=blue," << true << "unknown engine setting 'colour'";
    QTest::newRow("game out of order") << "game\t1\t"
                                       << "game\t5\t" << true << "game 5 is out of order";
    QTest::newRow("game fields") << "\t81\t1/2-1/2"
                                 << "\t81" << true << "a game line needs 12 fields";
    QTest::newRow("done without result") << "done\t81\t1/2-1/2"
                                         << "done\t81\t" << true << "a finished game without a result";
    QTest::newRow("unknown engine") << "game\t0\t1\t1\t0\t2"
                                    << "game\t0\t1\t1\t0\t9" << true << "names an engine or opening that does not exist";
    QTest::newRow("bad escape") << "event Kibitz"
                                << "event Kib\\qitz" << true << "bad escape";
    QTest::newRow("settings unusable") << "concurrency 3"
                                       << "concurrency 3\nsprt elo0=0,elo1=5,alpha=0.05,beta=0.05" << true
                                       << "the SPRT is for a match of two engines";
}

void TestStateFile::damage()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, resum);
    QFETCH(QString, error);
    std::string text = encodeState(sample());
    if (to == "<all>") {
        text.clear();
    } else {
        const std::size_t at = text.find(from.toStdString());
        QVERIFY2(at != std::string::npos, qPrintable(from));
        if (to == "<cut>")
            text.resize(at + std::size_t(from.size()));
        else if (to == "<drop>")
            text.resize(at + 1); // keeps the line break before `from`
        else
            text.replace(at, std::size_t(from.size()), to.toStdString());
    }
    if (resum)
        text = ::resum(text);
    std::string why;
    QVERIFY(!decodeState(text, &why));
    QVERIFY2(QString::fromStdString(why).contains(error), why.c_str());
}

void TestStateFile::checksumGuardsEveryByte()
{
    const std::string text = encodeState(sample());
    const std::size_t body = text.rfind("checksum ");
    for (std::size_t i = 0; i < body; i += 7) {
        std::string damaged = text;
        damaged[i] ^= 0x20;
        QVERIFY2(!decodeState(damaged), qPrintable(QString("byte %1").arg(i)));
    }
}

QTEST_APPLESS_MAIN(TestStateFile)
#include "tst_statefile.moc"
