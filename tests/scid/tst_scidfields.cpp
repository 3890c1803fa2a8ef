// SCID's header encodings (scid/fields.h, indexfile.h): dates with unknown parts, ECO codes with SCID's extensions,
// results, rating tags, flag letters, the event date packed next to the date, NAG lists as SCID keeps them, and
// the 4-bit counts. Expected values are SCID's (its date.h, misc.cpp, indexentry.h and game.cpp; the ECO code of
// B12a and the packed dates are also the bytes SCID 4.7 wrote for them, checked in tst_scidpeer).
#include "scid/fields.h"
#include "scid/indexfile.h"

#include <QTest>

using namespace kibitz::scid;

class ScidFieldsTest : public QObject {
    Q_OBJECT

private slots:
    void dates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<uint>("value");   // what the index keeps (exact or SCID's reading)
        QTest::addColumn<QString>("back"); // how it reads back
        const auto d = [](uint y, uint m, uint day) { return uint(makeDate(y, m, day)); };
        QTest::newRow("full") << "1990.05.15" << true << d(1990, 5, 15) << "1990.05.15";
        QTest::newRow("unknown day") << "1990.05.??" << true << d(1990, 5, 0) << "1990.05.??";
        QTest::newRow("unknown month, known day") << "1990.??.15" << true << d(1990, 0, 15) << "1990.??.15";
        QTest::newRow("year only") << "1990.??.??" << true << d(1990, 0, 0) << "1990.??.??";
        QTest::newRow("unknown") << "????.??.??" << true << 0u << "????.??.??";
        QTest::newRow("early year") << "0853.01.02" << true << d(853, 1, 2) << "0853.01.02";
        QTest::newRow("last year") << "2047.12.31" << true << d(2047, 12, 31) << "2047.12.31";
        QTest::newRow("year past 11 bits") << "2048.01.01" << false << d(0, 1, 1) << "????.01.01";
        QTest::newRow("month 13") << "1990.13.01" << false << d(1990, 0, 0) << "1990.??.??";
        QTest::newRow("year alone") << "1990" << false << d(1990, 0, 0) << "1990.??.??";
        QTest::newRow("short parts") << "1990.5.1" << false << d(1990, 5, 1) << "1990.05.01";
        QTest::newRow("empty") << "" << false << 0u << "????.??.??";
        QTest::newRow("zero year") << "0000.01.01" << false << d(0, 1, 1) << "????.01.01";
    }
    void dates()
    {
        QFETCH(QString, text);
        QFETCH(bool, exact);
        QFETCH(uint, value);
        QFETCH(QString, back);
        const std::string s = text.toStdString();
        QCOMPARE(exactDate(s).has_value(), exact);
        const DateValue stored = exact ? *exactDate(s) : scidDate(s);
        QCOMPARE(uint(stored), value);
        QCOMPARE(QString::fromStdString(dateText(stored)), back);
    }

    void eco_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("code"); // 0: not exact
        QTest::newRow("A00") << "A00" << 1;
        QTest::newRow("A00a") << "A00a" << 2;
        QTest::newRow("A00a1") << "A00a1" << 3;
        QTest::newRow("A00a4") << "A00a4" << 6;
        QTest::newRow("A00b") << "A00b" << 7;
        QTest::newRow("A00z4") << "A00z4" << 131;
        QTest::newRow("A01") << "A01" << 132;
        QTest::newRow("B12a") << "B12a" << 14674; // 0x3952, as SCID 4.7 wrote it
        QTest::newRow("E99z4") << "E99z4" << 65500;
        QTest::newRow("lower case letter") << "b12" << 0;
        QTest::newRow("F00") << "F00" << 0;
        QTest::newRow("partial") << "C1" << 0;
        QTest::newRow("extension 5") << "B12a5" << 0;
        QTest::newRow("question mark") << "?" << 0;
        QTest::newRow("empty") << "" << 0;
    }
    void eco()
    {
        QFETCH(QString, text);
        QFETCH(int, code);
        const auto parsed = exactEco(text.toStdString());
        QCOMPARE(parsed.has_value(), code != 0);
        if (code) {
            QCOMPARE(int(*parsed), code);
            QCOMPARE(QString::fromStdString(ecoText(std::uint16_t(code))), text);
        }
    }

    void results()
    {
        const char* texts[] = {"*", "1-0", "0-1", "1/2-1/2"};
        for (std::uint32_t r = 0; r < 4; ++r) {
            QCOMPARE(resultText(r), std::string_view(texts[r]));
            QCOMPARE(resultCode(texts[r]).value_or(99), r);
        }
        QVERIFY(!resultCode("1/2").has_value());
        QCOMPARE(resultText(9), std::string_view("*"));
    }

    void ratingTypes_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("side");
        QTest::addColumn<int>("type"); // -1: not a rating tag
        QTest::newRow("WhiteElo") << "WhiteElo"
                                  << "White" << 0;
        QTest::newRow("BlackRating") << "BlackRating"
                                     << "Black" << 1;
        QTest::newRow("WhiteRapid") << "WhiteRapid"
                                    << "White" << 2;
        QTest::newRow("BlackICCF") << "BlackICCF"
                                   << "Black" << 3;
        QTest::newRow("WhiteUSCF") << "WhiteUSCF"
                                   << "White" << 4;
        QTest::newRow("WhiteDWZ") << "WhiteDWZ"
                                  << "White" << 5;
        QTest::newRow("BlackECF") << "BlackECF"
                                  << "Black" << 6;
        QTest::newRow("other side") << "BlackElo"
                                    << "White" << -1;
        QTest::newRow("WhiteTitle") << "WhiteTitle"
                                    << "White" << -1;
    }
    void ratingTypes()
    {
        QFETCH(QString, tag);
        QFETCH(QString, side);
        QFETCH(int, type);
        const auto t = ratingType(tag.toStdString(), side.toStdString());
        QCOMPARE(t ? int(*t) : -1, type);
    }

    void flags_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<uint>("flags");
        QTest::newRow("none") << "" << true << 0u;
        QTest::newRow("deleted") << "D" << true << FlagDeleted;
        QTest::newRow("deleted, white opening") << "DW" << true << (FlagDeleted | FlagDeleted << 1);
        QTest::newRow("every flag") << "DWBMENPTKQ!?U123456" << true << (((1u << 19) - 1) << 3);
        QTest::newRow("custom 6") << "6" << true << (1u << 21);
        QTest::newRow("out of order") << "WD" << false << 0u;
        QTest::newRow("repeated") << "DD" << false << 0u;
        QTest::newRow("computed flag S") << "S" << false << 0u;
    }
    void flags()
    {
        QFETCH(QString, text);
        QFETCH(bool, exact);
        QFETCH(uint, flags);
        const auto parsed = exactFlags(text.toStdString());
        QCOMPARE(parsed.has_value(), exact);
        if (exact) {
            QCOMPARE(*parsed, flags);
            QCOMPARE(QString::fromStdString(flagLetters(flags)), text);
        }
    }

    void nags_data()
    {
        QTest::addColumn<QList<int>>("added");
        QTest::addColumn<QList<int>>("kept");
        QTest::newRow("one") << QList<int>{14} << QList<int>{14};
        QTest::newRow("move assessment first") << QList<int>{14, 1} << QList<int>{1, 14};
        QTest::newRow("second move assessment replaces") << QList<int>{1, 2} << QList<int>{2};
        QTest::newRow("second position assessment replaces") << QList<int>{10, 11} << QList<int>{11};
        QTest::newRow("above 139 kept") << QList<int>{140, 146, 255} << QList<int>{140, 146, 255};
        QTest::newRow("zero ignored") << QList<int>{0, 5} << QList<int>{5};
        QTest::newRow("at most seven") << QList<int>{2, 11, 140, 141, 142, 143, 144, 145} << QList<int>{2, 11, 140, 141, 142, 143, 144};
        QTest::newRow("full: no replacing either")
            << QList<int>{2, 11, 140, 141, 142, 143, 144, 1} << QList<int>{2, 11, 140, 141, 142, 143, 144};
    }
    void nags()
    {
        QFETCH(QList<int>, added);
        QFETCH(QList<int>, kept);
        std::vector<std::uint8_t> nags;
        for (const int n : added)
            addNag(nags, std::uint8_t(n));
        QList<int> got;
        for (const std::uint8_t n : nags)
            got << n;
        QCOMPARE(got, kept);
    }

    void counts()
    {
        const std::pair<std::uint32_t, std::uint32_t> expected[] = {{0, 0},   {10, 10}, {11, 10}, {12, 10}, {13, 11}, {17, 11}, {18, 12},
                                                                    {24, 12}, {25, 13}, {34, 13}, {35, 14}, {44, 14}, {45, 15}, {1000, 15}};
        for (const auto& [n, code] : expected)
            QCOMPARE(encodeCount(n), code);
    }

    void eventDates_data()
    {
        QTest::addColumn<uint>("date");
        QTest::addColumn<uint>("eventDate");
        QTest::addColumn<uint>("kept");
        const auto d = [](uint y, uint m, uint day) { return uint(makeDate(y, m, day)); };
        QTest::newRow("same year") << d(1990, 5, 15) << d(1990, 1, 2) << d(1990, 1, 2);
        QTest::newRow("three years before") << d(1990, 5, 15) << d(1987, 3, 4) << d(1987, 3, 4);
        QTest::newRow("three years after") << d(1990, 5, 15) << d(1993, 3, 4) << d(1993, 3, 4);
        QTest::newRow("four years before: lost") << d(1990, 5, 15) << d(1986, 3, 4) << 0u;
        QTest::newRow("four years after: lost") << d(1990, 5, 15) << d(1994, 3, 4) << 0u;
        QTest::newRow("none") << d(1990, 5, 15) << 0u << 0u;
        QTest::newRow("unknown parts") << d(1990, 0, 0) << d(1990, 7, 0) << d(1990, 7, 0);
    }
    void eventDates()
    {
        QFETCH(uint, date);
        QFETCH(uint, eventDate);
        QFETCH(uint, kept);
        QCOMPARE(uint(unpackEventDate(date, packEventDate(date, eventDate))), kept);
    }
};

QTEST_GUILESS_MAIN(ScidFieldsTest)
#include "tst_scidfields.moc"
