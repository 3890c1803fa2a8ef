// ChessBase games we write ourselves (cbbuilder.h) read back: every header field (names, tournament with its place,
// date and type, partial dates, round and subround, ratings, ECO, each result code), moves of every piece kind
// including captures that renumber pieces, castling both ways, promotions, null moves, variations inside
// variations, set-up positions, guiding texts left out, and annotations (texts before and after moves, symbols,
// squares, arrows, time spent, and what is skipped with a report).
#include "cbbuilder.h"
#include "chessbasetestutil.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::cbtest;

Q_DECLARE_METATYPE(std::vector<int>)

class ChessBaseGamesTest : public QObject {
    Q_OBJECT

private slots:
    void tags_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("expected");
        // field: 0 date, 1 round*256+subround, 2 result, 3 eco, 4 white Elo, 5 event type, 6 event date
        QTest::newRow("full date") << 0 << int((1851u << 9) | (6u << 5) | 21u) << "Date"
                                   << "1851.06.21";
        QTest::newRow("year and month") << 0 << int((1999u << 9) | (11u << 5)) << "Date"
                                        << "1999.11.??";
        QTest::newRow("year only") << 0 << int(2021u << 9) << "Date"
                                   << "2021.??.??";
        QTest::newRow("no date") << 0 << 0 << "Date"
                                 << "????.??.??";
        QTest::newRow("round") << 1 << (5 << 8) << "Round"
                               << "5";
        QTest::newRow("round.subround") << 1 << ((2 << 8) | 1) << "Round"
                                        << "2.1";
        QTest::newRow("no round") << 1 << 0 << "Round"
                                  << "?";
        QTest::newRow("0-1") << 2 << 0 << "Result"
                             << "0-1";
        QTest::newRow("draw") << 2 << 1 << "Result"
                              << "1/2-1/2";
        QTest::newRow("1-0") << 2 << 2 << "Result"
                             << "1-0";
        QTest::newRow("line") << 2 << 3 << "Result"
                              << "*";
        QTest::newRow("-:+") << 2 << 4 << "Result"
                             << "0-1";
        QTest::newRow("=:=") << 2 << 5 << "Result"
                             << "1/2-1/2";
        QTest::newRow("+:-") << 2 << 6 << "Result"
                             << "1-0";
        QTest::newRow("0-0") << 2 << 7 << "Result"
                             << "*";
        QTest::newRow("ECO B97") << 3 << (198 << 7) << "ECO"
                                 << "B97";
        QTest::newRow("ECO B97/08") << 3 << ((198 << 7) | 8) << "ECO"
                                    << "B97";
        QTest::newRow("ECO A00") << 3 << (1 << 7) << "ECO"
                                 << "A00";
        QTest::newRow("ECO E99") << 3 << (500 << 7) << "ECO"
                                 << "E99";
        QTest::newRow("no ECO") << 3 << 0 << "ECO"
                                << "<none>";
        QTest::newRow("Chess960 start, no ECO") << 3 << (65536 - 960 + 518) << "ECO"
                                                << "<none>";
        QTest::newRow("Elo") << 4 << 2785 << "WhiteElo"
                             << "2785";
        QTest::newRow("no Elo") << 4 << 0 << "WhiteElo"
                                << "<none>";
        QTest::newRow("swiss") << 5 << 4 << "EventType"
                               << "swiss";
        QTest::newRow("round robin, blitz") << 5 << (3 | 0x20) << "EventType"
                                            << "tourn";
        QTest::newRow("no type") << 5 << 0 << "EventType"
                                 << "<none>";
        QTest::newRow("event date") << 6 << int((1851u << 9) | (5u << 5)) << "EventDate"
                                    << "1851.05.??";
    }
    void tags()
    {
        QFETCH(int, field);
        QFETCH(int, value);
        QFETCH(QString, tag);
        QFETCH(QString, expected);
        Game g;
        g.moves = {pawn(4, 1)};
        switch (field) {
        case 0: g.date = std::uint32_t(value); break;
        case 1:
            g.round = std::uint8_t(value >> 8);
            g.subround = std::uint8_t(value & 255);
            break;
        case 2: g.result = std::uint8_t(value); break;
        case 3: g.eco = std::uint16_t(value); break;
        case 4: g.whiteElo = std::uint16_t(value); break;
        case 5: g.eventType = std::uint8_t(value); break;
        case 6: g.eventDate = std::uint32_t(value); break;
        }
        std::string error;
        const auto db = fromFiles(build({g}), &error);
        QVERIFY2(db, error.c_str());
        const std::string pgn = pgnOf(*db, 0);
        QCOMPARE(QString::fromStdString(tagValue(pgn, tag.toStdString())), expected);
    }

    void names()
    {
        Game a, b;
        a.white = "Carlsen, Magnus";
        a.black = "Caruana, Fabiano";
        a.event = "WCh";
        a.site = "London";
        a.annotator = "Mardell, Jimmy";
        a.whiteTeam = "Norway";
        a.blackTeam = "USA";
        a.source = "A source";
        a.moves = {pawn(3, 1)};
        b.white = "Caruana, Fabiano"; // the same name twice: one entry, two games
        b.black = "Niemann";          // no first name
        b.event = "Open";
        b.site = "";
        b.moves = {pawn(2, 1)};
        const auto db = fromFiles(build({a, b}));
        QVERIFY(db);
        QCOMPARE(db->size(), std::size_t(2));
        QCOMPARE(db->names(chessbase::NameKind::Player).size(), std::size_t(3));
        const std::string first = pgnOf(*db, 0), second = pgnOf(*db, 1);
        QCOMPARE(tagValue(first, "White"), std::string("Carlsen, Magnus"));
        QCOMPARE(tagValue(first, "Black"), std::string("Caruana, Fabiano"));
        QCOMPARE(tagValue(first, "Event"), std::string("WCh"));
        QCOMPARE(tagValue(first, "Site"), std::string("London"));
        QCOMPARE(tagValue(first, "Annotator"), std::string("Mardell, Jimmy"));
        QCOMPARE(tagValue(first, "Source"), std::string("A source"));
        QCOMPARE(tagValue(first, "WhiteTeam"), std::string("Norway"));
        QCOMPARE(tagValue(first, "BlackTeam"), std::string("USA"));
        QCOMPARE(tagValue(second, "WhiteTeam"), std::string("<none>"));
        QCOMPARE(tagValue(second, "White"), std::string("Caruana, Fabiano"));
        QCOMPARE(tagValue(second, "Black"), std::string("Niemann"));
        QCOMPARE(tagValue(second, "Site"), std::string("?"));
        QCOMPARE(tagValue(second, "Annotator"), std::string("<none>"));
        QCOMPARE(tagValue(second, "Source"), std::string("<none>"));
    }

    void latin1Names()
    {
        Game g;
        g.white = "J\xf6rgensen, S\xf8ren"; // Latin-1 in the file
        g.moves = {pawn(4, 1)};
        const auto db = fromFiles(build({g}));
        QVERIFY(db);
        QCOMPARE(tagValue(pgnOf(*db, 0), "White"), std::string("J\xc3\xb6rgensen, S\xc3\xb8ren"));
    }

    void moves_data()
    {
        QTest::addColumn<std::vector<int>>("codes");
        QTest::addColumn<QString>("setUp"); // placement|side|castling|ep|move number, or empty
        QTest::addColumn<QString>("expected");
        // Every piece kind, captures that renumber pieces (the b8 knight taken, the g8 knight becomes the first),
        // castling, a queen move wrapping round the board (d8 "up" one step is d1).
        QTest::newRow("Ruy Lopez exchange") << std::vector<int>{pawn(4, 1),      pawn(4, 1),      knight(1, 2),    knight(0, 6),
                                                                bishop(1, 0, 4), pawn(0, 0),      bishop(1, 0, 1), pawn(3, 2),
                                                                castles(true),   pawn(5, 0),      pawn(3, 1),      pawn(4, 2),
                                                                knight(1, 3),    pawn(3, 0),      knight(1, 4),    queen(0, 0, 1),
                                                                rook(1, 1, 6),   bishop(0, 1, 4), knight(0, 0),    knight(0, 4)}
                                            << QString()
                                            << "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5 8. Nb3 Qxd1 "
                                               "9. Rxd1 Bg4 10. N1d2 Ne7 1-0";
        QTest::newRow("variation") << std::vector<int>{Push, pawn(4, 1), pawn(4, 1), Pop, pawn(3, 1), pawn(3, 1)} << QString()
                                   << "1. e4 (1. d4 d5) 1... e5 1-0";
        QTest::newRow("variation in a variation")
            << std::vector<int>{pawn(4, 1), Push,         pawn(4, 1), knight(1, 2), Pop,        pawn(2, 1),
                                Push,       knight(1, 2), pawn(3, 0), Pop,          pawn(2, 0), pawn(3, 1)}
            << QString() << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 1-0";
        QTest::newRow("three answers to one move") << std::vector<int>{pawn(4, 1), Push, pawn(4, 1), Pop, Push, pawn(2, 1), Pop, pawn(2, 0)}
                                                   << QString() << "1. e4 e5 (1... c5) (1... c6) 1-0";
        QTest::newRow("null move") << std::vector<int>{pawn(4, 1), NullMove, pawn(3, 1)} << QString() << "1. e4 -- 2. d4 1-0";
        QTest::newRow("padding ignored") << std::vector<int>{pawn(4, 1), Padding, pawn(4, 1)} << QString() << "1. e4 e5 1-0";
        QTest::newRow("two-byte move") << [] {
            std::vector<int> v = twoBytes("e2", "e4");
            v.push_back(pawn(4, 1));
            return v;
        }() << QString() << "1. e4 e5 1-0";
        QTest::newRow("promotion") <<
            [] {
                std::vector<int> v = twoBytes("b7", "b8", 0);
                v.push_back(king(5));
                return v;
            }() << "4k3/1P6/8/8/8/8/8/4K3|w|0|0|1"
                                   << "1. b8=Q+ Kd7 1-0";
        QTest::newRow("underpromotion") <<
            [] {
                std::vector<int> v = twoBytes("b7", "b8", 3);
                v.push_back(king(3)); // d7 is the new knight's
                return v;
            }() << "4k3/1P6/8/8/8/8/8/4K3|w|0|0|1"
                                        << "1. b8=N Kf7 1-0";
        QTest::newRow("castling both ways") << std::vector<int>{castles(false), castles(true)} << "r3k2r/8/8/8/8/8/8/R3K2R|w|15|0|1"
                                            << "1. O-O-O O-O 1-0";
        QTest::newRow("black to move, move 30") << std::vector<int>{king(3)} << "4k3/8/8/8/8/8/8/4K3|b|0|0|30"
                                                << "30... Kf7 1-0";
        // White's only pawn is its first, whatever its file.
        QTest::newRow("en passant") << std::vector<int>{pawn(0, 2)} << "4k3/8/8/3Pp3/8/8/8/4K3|w|0|5|12"
                                    << "12. dxe6 1-0";
        QTest::newRow("promoted piece moves") <<
            [] {
                std::vector<int> v = twoBytes("b7", "b8", 0);
                v.push_back(king(5));
                v.push_back(queen(0, 1, 4)); // the new queen is White's first: b8 to f8
                return v;
            }() << "4k3/1P6/8/8/8/8/8/4K3|w|0|0|1"
                                              << "1. b8=Q+ Kd7 2. Qf8 1-0";
    }
    void moves()
    {
        QFETCH(std::vector<int>, codes);
        QFETCH(QString, setUp);
        QFETCH(QString, expected);
        Game g;
        g.moves = codes;
        if (!setUp.isEmpty()) {
            const QStringList f = setUp.split('|');
            g.setUp = cbtest::setUp(f[0].toStdString(), f[1] == "b", f[2].toInt(), f[3].toInt(), f[4].toInt());
        }
        std::string error;
        const auto db = fromFiles(build({g}), &error);
        QVERIFY2(db, error.c_str());
        std::string problem;
        const std::string pgn = pgnOf(*db, 0, &problem);
        QVERIFY2(problem.empty(), problem.c_str());
        QCOMPARE(QString::fromStdString(movetext(pgn)), expected);
        QCOMPARE(tagValue(pgn, "SetUp") == "1", !setUp.isEmpty());
    }

    void setUpFen()
    {
        Game g;
        g.setUp = setUp("r3k2r/8/8/3Pp3/8/8/8/R3K2R", false, 2 | 4, 5, 40);
        g.moves = {castles(true)};
        const auto db = fromFiles(build({g}));
        QVERIFY(db);
        const std::string pgn = pgnOf(*db, 0);
        QCOMPARE(tagValue(pgn, "FEN"), std::string("r3k2r/8/8/3Pp3/8/8/8/R3K2R w Kq e6 0 40"));
        QCOMPARE(movetext(pgn), std::string("40. O-O 1-0"));
    }

    void annotations_data()
    {
        QTest::addColumn<QStringList>("entries"); // node:type:hex data
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("problem");
        // The game: 1. e4 e5 (1... c5) 2. Nf3. Nodes: 0 start, 1 e4, 2 e5, 3 Nf3, 4 c5 (decode order).
        QTest::newRow("text after") << QStringList{"0:02:0000" + QString("Best").toLatin1().toHex()}
                                    << "1. e4 {Best} 1... e5 (1... c5) 2. Nf3 1-0"
                                    << "";
        QTest::newRow("text before") << QStringList{"1:82:0000" + QString("Now").toLatin1().toHex()}
                                     << "1. e4 {Now} 1... e5 (1... c5) 2. Nf3 1-0"
                                     << "";
        QTest::newRow("game comment") << QStringList{"-1:02:0000" + QString("Intro").toLatin1().toHex()}
                                      << "{Intro} 1. e4 e5 (1... c5) 2. Nf3 1-0"
                                      << "";
        QTest::newRow("comment in a variation")
            << QStringList{"3:02:0000" + QString("Sharp").toLatin1().toHex()} << "1. e4 e5 (1... c5 {Sharp}) 2. Nf3 1-0"
            << "";
        QTest::newRow("two languages") << QStringList{"0:02:0000" + QString("Good").toLatin1().toHex(),
                                                      "0:02:0001" + QString("Gut").toLatin1().toHex()}
                                       << "1. e4 {Good Gut} 1... e5 (1... c5) 2. Nf3 1-0"
                                       << "";
        QTest::newRow("symbols") << QStringList{"0:03:01", "1:03:020e", "2:03:000d8c"} << "1. e4 $1 e5 $2 $14 (1... c5) 2. Nf3 $13 $140 1-0"
                                 << "";
        QTest::newRow("squares and arrows") << QStringList{"0:04:02" + QString::number(8 * 4 + 3 + 1, 16).rightJustified(2, '0') + "04"
                                                               + QString::number(8 * 3 + 4 + 1, 16).rightJustified(2, '0'),
                                                           "1:05:03" + QString::number(8 * 6 + 1, 16).rightJustified(2, '0')
                                                               + QString::number(8 * 5 + 2 + 1, 16).rightJustified(2, '0')}
                                            << "1. e4 {[%csl Ge4,Rd5]} 1... e5 {[%cal Yg1f3]} (1... c5) 2. Nf3 1-0"
                                            << "";
        QTest::newRow("time spent") << QStringList{"0:07:00010500"} << "1. e4 {[%emt 0:01:05]} 1... e5 (1... c5) 2. Nf3 1-0"
                                    << "";
        QTest::newRow("critical position skipped")
            << QStringList{"1:18:02", "0:02:0000" + QString("x").toLatin1().toHex()} << "1. e4 {x} 1... e5 (1... c5) 2. Nf3 1-0"
            << "skipped annotations PGN has no form for: 1 critical position";
        QTest::newRow("unknown type skipped") << QStringList{"1:33:0102"} << "1. e4 e5 (1... c5) 2. Nf3 1-0"
                                              << "skipped annotations PGN has no form for: 1 of type 0x33";
        QTest::newRow("node past the game") << QStringList{"9:02:0000" + QString("lost").toLatin1().toHex()}
                                            << "1. e4 e5 (1... c5) 2. Nf3 1-0"
                                            << "skipped annotations PGN has no form for: 1 of type 0x02";
    }
    void annotations()
    {
        QFETCH(QStringList, entries);
        QFETCH(QString, expected);
        QFETCH(QString, problem);
        Game g;
        g.moves = {pawn(4, 1), Push, pawn(4, 1), knight(1, 2), Pop, pawn(2, 1)};
        for (const QString& e : entries) {
            const QStringList parts = e.split(':');
            const QByteArray data = QByteArray::fromHex(parts[2].toLatin1());
            g.annotations.push_back(annotation(parts[0].toInt(), parts[1].toInt(nullptr, 16), data.toStdString()));
        }
        const auto db = fromFiles(build({g}));
        QVERIFY(db);
        std::string why;
        const std::string pgn = pgnOf(*db, 0, &why);
        QCOMPARE(QString::fromStdString(movetext(pgn)), expected);
        QCOMPARE(QString::fromStdString(why), problem);
    }

    void guidingTextsLeftOut()
    {
        Game text, a, b;
        text.guidingText = true;
        a.white = "First";
        a.moves = {pawn(4, 1)};
        b.white = "Second";
        b.deleted = true; // deleted games are still games until ChessBase compacts the database
        b.moves = {pawn(3, 1)};
        const auto db = fromFiles(build({a, text, b, text}));
        QVERIFY(db);
        QCOMPARE(db->records(), std::size_t(4));
        QCOMPARE(db->guidingTexts(), std::size_t(2));
        QCOMPARE(db->size(), std::size_t(2));
        QCOMPARE(tagValue(pgnOf(*db, 0), "White"), std::string("First"));
        QCOMPARE(tagValue(pgnOf(*db, 1), "White"), std::string("Second"));
        QVERIFY(db->record(1).deleted);
    }

    void otherEncodingModesReported_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("words");
        QTest::newRow("mode 1") << 1 << "encoding mode 1 is not supported";
        QTest::newRow("Chess960") << 10 << "encoding mode 10 (Chess960) is not supported";
        QTest::newRow("a variant") << 8 << "encoding mode 8 (a chess variant) is not supported";
    }
    void otherEncodingModesReported()
    {
        QFETCH(int, mode);
        QFETCH(QString, words);
        Game g;
        g.mode = mode;
        g.moves = {pawn(4, 1)};
        const auto db = fromFiles(build({g}));
        QVERIFY(db);
        std::string why;
        const std::string pgn = pgnOf(*db, 0, &why);
        QVERIFY2(QString::fromStdString(why).contains(words), why.c_str());
        QCOMPARE(movetext(pgn), std::string("1-0")); // the tags, and no guessed moves
    }

    // A set-up position core/ refuses (here: no kings) is reported; the game keeps its tags and gets no moves.
    void illegalSetUpReported()
    {
        Game g;
        g.setUp = setUp("8/8/8/8/8/8/8/8", false, 0, 0, 1);
        g.moves = {king(0)};
        const auto db = fromFiles(build({g}));
        QVERIFY(db);
        std::string why;
        const std::string pgn = pgnOf(*db, 0, &why);
        QVERIFY2(why.find("the set-up position is not a legal position (8/8/8/8/8/8/8/8 w - - 0 1)") != std::string::npos, why.c_str());
        QCOMPARE(tagValue(pgn, "FEN"), std::string("<none>"));
        QCOMPARE(movetext(pgn), std::string("1-0"));
    }

    void scrambleRoundTrip()
    {
        for (std::uint32_t moves : {0u, 1u, 77u, 255u, 256u, 1000u})
            for (int op = 0; op < 256; ++op)
                QCOMPARE(chessbase::unscramble(chessbase::scramble(op, moves), moves), op);
    }
};

QTEST_GUILESS_MAIN(ChessBaseGamesTest)
#include "tst_chessbasegames.moc"
