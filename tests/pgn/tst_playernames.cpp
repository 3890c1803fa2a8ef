// Player names for the dossier: normalised forms and group keys (comma spacing, dots, case, accents, initials),
// finding a player's spellings over one or two indexes and grouping them (same surname and first initial; a bare
// surname joins its surname's only group), and the ECO families table.
#include "dbtestutil.h"

#include "pgn/ecofamilies.h"
#include "pgn/playernames.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

std::string games(const std::vector<std::pair<const char*, const char*>>& pairings)
{
    std::string s;
    for (const auto& [white, black] : pairings)
        s += "[White \"" + std::string(white) + "\"]\n[Black \"" + black + "\"]\n[Result \"1-0\"]\n\n1.e4 1-0\n\n";
    return s;
}

// Carlsen, Magnus under three spellings (5 games), Henrik (1), a bare "Carlsen" (1), Hübner under two, De Firmian
// with his surname written apart and together.
const std::string Names = games({{"Carlsen, Magnus", "Anand, V"},
                                 {"Anand, V", "Carlsen, Magnus"},
                                 {"Carlsen,Magnus", "Hübner, Robert"},
                                 {"CARLSEN, M.", "Anand, V"},
                                 {"Carlsen, Henrik", "Carlsen, Magnus"},
                                 {"Carlsen", "Huebner, R"},
                                 {"De Firmian, Nick", "DeFirmian,N"}});

// Groups as "spelling:games|spelling:games" lines, most games first.
QStringList describe(const std::vector<PlayerGroup>& groups)
{
    QStringList out;
    for (const PlayerGroup& g : groups) {
        QStringList spellings;
        for (const PlayerSpelling& s : g.spellings)
            spellings << QString::fromStdString(s.name) + u':' + QString::number(s.games);
        out << spellings.join(u'|');
    }
    return out;
}

} // namespace

class TestPlayerNames : public QObject {
    Q_OBJECT

private slots:
    void normalise_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("normal");
        QTest::addColumn<QString>("key");
        QTest::newRow("comma space") << "Carlsen, Magnus"
                                     << "carlsen, magnus"
                                     << "carlsen|m";
        QTest::newRow("no space") << "Carlsen,Magnus"
                                  << "carlsen, magnus"
                                  << "carlsen|m";
        QTest::newRow("blanks") << "  CARLSEN ,   Magnus  "
                                << "carlsen, magnus"
                                << "carlsen|m";
        QTest::newRow("initial with dot") << "Carlsen, M."
                                          << "carlsen, m"
                                          << "carlsen|m";
        QTest::newRow("initial without comma") << "Carlsen M"
                                               << "carlsen, m"
                                               << "carlsen|m";
        QTest::newRow("two initials") << "Nunn J.D.M."
                                      << "nunn, j d m"
                                      << "nunn|j";
        QTest::newRow("first last") << "Magnus Carlsen"
                                    << "magnus carlsen"
                                    << "magnuscarlsen|";
        QTest::newRow("handle") << "DrNykterstein"
                                << "drnykterstein"
                                << "drnykterstein|";
        QTest::newRow("accents") << "Ljubojević, Ljubomir"
                                 << "ljubojevic, ljubomir"
                                 << "ljubojevic|l";
        QTest::newRow("capital accent") << "ØST-HANSEN, Jacob"
                                        << "ost-hansen, jacob"
                                        << "osthansen|j";
        QTest::newRow("umlaut") << "Hübner, Robert"
                                << "hubner, robert"
                                << "hubner|r";
        QTest::newRow("not transliterated") << "Huebner, Robert"
                                            << "huebner, robert"
                                            << "huebner|r";
        QTest::newRow("surname of two words") << "van Wely,Loek"
                                              << "van wely, loek"
                                              << "vanwely|l";
        QTest::newRow("surname written together") << "DeFirmian,N"
                                                  << "defirmian, n"
                                                  << "defirmian|n";
        QTest::newRow("surname apart") << "De Firmian, Nick"
                                       << "de firmian, nick"
                                       << "defirmian|n";
        QTest::newRow("cyrillic kept") << "Карлсен, Магнус"
                                       << "Карлсен, Магнус"
                                       << "Карлсен|М";
        QTest::newRow("empty") << ""
                               << ""
                               << "|";
    }
    void normalise()
    {
        QFETCH(QString, name);
        QFETCH(QString, normal);
        QFETCH(QString, key);
        QCOMPARE(QString::fromStdString(normalisePlayerName(name.toStdString())), normal);
        QCOMPARE(QString::fromStdString(playerGroupKey(name.toStdString())), key);
    }

    void find_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("groups");
        const QString magnus = "Carlsen, Magnus:3|Carlsen,Magnus:1|CARLSEN, M.:1"; // ties: the longer spelling first
        // Two groups with initials: the bare surname stays alone.
        QTest::newRow("surname") << "carlsen" << QStringList{magnus, "Carlsen:1", "Carlsen, Henrik:1"};
        QTest::newRow("capitals") << "CARLSEN" << QStringList{magnus, "Carlsen:1", "Carlsen, Henrik:1"};
        // Normalised: the query's comma spacing does not matter; the group brings "CARLSEN, M." along.
        QTest::newRow("full name") << "Carlsen, Magnus" << QStringList{magnus};
        QTest::newRow("full name no space") << "carlsen,magnus" << QStringList{magnus};
        QTest::newRow("initial") << "Carlsen, M" << QStringList{magnus};
        QTest::newRow("given name") << "henrik" << QStringList{"Carlsen, Henrik:1"};
        QTest::newRow("accent ignored") << "hubner" << QStringList{"Hübner, Robert:1"};
        QTest::newRow("accent in query") << "HÜBNER" << QStringList{"Hübner, Robert:1"};
        QTest::newRow("transliteration apart") << "huebner" << QStringList{"Huebner, R:1"};
        QTest::newRow("substring") << "nand" << QStringList{"Anand, V:3"};
        QTest::newRow("surname together") << "defirmian" << QStringList{"De Firmian, Nick:1|DeFirmian,N:1"};
        QTest::newRow("surname apart") << "De Firmian" << QStringList{"De Firmian, Nick:1|DeFirmian,N:1"};
        QTest::newRow("nobody") << "kasparov" << QStringList{};
    }
    void find()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, groups);
        TempDatabase db(Names);
        QVERIFY(db.open());
        const GameIndex* indexes[] = {&db.index};
        const std::vector<PlayerGroup> found = findPlayers(indexes, query.toStdString());
        QCOMPARE(describe(found), groups);
        for (const PlayerGroup& g : found)
            QCOMPARE(g.key, playerGroupKey(g.name()));
    }

    void bareSurnameJoinsOnlyGroup()
    {
        TempDatabase db(games({{"Carlsen, Magnus", "Anand, V"}, {"Carlsen", "Anand, V"}, {"Carlsen", "Anand, V"}}));
        QVERIFY(db.open());
        const GameIndex* indexes[] = {&db.index};
        QCOMPARE(describe(findPlayers(indexes, "magnus")), QStringList{"Carlsen:2|Carlsen, Magnus:1"});
    }

    void severalIndexes()
    {
        TempDatabase a(Names), b(games({{"Carlsen,  Magnus", "Anand, V"}, {"Carlsen, Magnus", "Hübner, Robert"}}));
        QVERIFY(a.open() && b.open());
        const GameIndex* indexes[] = {&a.index, &b.index};
        QCOMPARE(describe(findPlayers(indexes, "carlsen, magnus")),
                 QStringList{"Carlsen, Magnus:4|Carlsen,  Magnus:1|Carlsen,Magnus:1|CARLSEN, M.:1"});
        QCOMPARE(describe(findPlayers(indexes, "anand")), QStringList{"Anand, V:4"});
        // An empty query lists every player.
        QCOMPARE(findPlayers(indexes, "").size(), std::size_t(7));
    }

    void ecoFamilies_data()
    {
        QTest::addColumn<QString>("eco");
        QTest::addColumn<QString>("family");
        QTest::newRow("first") << "A00"
                               << "A00 Irregular Openings";
        QTest::newRow("english") << "A25"
                                 << "A10-A39 English Opening";
        QTest::newRow("najdorf") << "B90"
                                 << "B20-B99 Sicilian Defence";
        QTest::newRow("start of range") << "B20"
                                        << "B20-B99 Sicilian Defence";
        QTest::newRow("berlin") << "C67"
                                << "C60-C99 Ruy Lopez";
        QTest::newRow("philidor") << "C41"
                                  << "C41 Philidor Defence";
        QTest::newRow("slav") << "D19"
                              << "D10-D19 Slav Defence";
        QTest::newRow("last") << "E99"
                              << "E60-E99 King's Indian Defence";
        QTest::newRow("none") << ""
                              << "";
        QTest::newRow("bad letter") << "F00"
                                    << "";
        QTest::newRow("short") << "B9"
                               << "";
    }
    void ecoFamilies()
    {
        QFETCH(QString, eco);
        QFETCH(QString, family);
        const EcoFamily* f = ecoFamilyOf(packEco(eco.toStdString()));
        QCOMPARE(f ? QString::fromStdString(f->range() + " " + f->name) : QString(), family);
    }
};

QTEST_GUILESS_MAIN(TestPlayerNames)
#include "tst_playernames.moc"
