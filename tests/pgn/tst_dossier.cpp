// The opponent dossier on files we wrote: every section's counts on a small file worked out by hand (by year, by
// colour, rating bands, ECO families, dates, own rating, performance), the game lists and their tie order, games
// where both players are the chosen player, two databases at once, cancelling, and the opening trees of the first
// plies against a brute-force replay (set-up games, short games, cut games, variations, transpositions).
#include "dbtestutil.h"
#include "dossiertestutil.h"

#include "pgn/dossier.h"
#include "pgn/dossiertext.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

std::string game(const char* white, const char* black, const char* date, const char* result, int whiteElo, int blackElo, const char* eco,
                 const char* moves, const char* fen = nullptr)
{
    std::string s = "[Event \"Ev\"]\n[Date \"" + std::string(date) + "\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \""
        + result + "\"]\n";
    if (whiteElo)
        s += "[WhiteElo \"" + std::to_string(whiteElo) + "\"]\n";
    if (blackElo)
        s += "[BlackElo \"" + std::to_string(blackElo) + "\"]\n";
    if (*eco)
        s += "[ECO \"" + std::string(eco) + "\"]\n";
    if (fen)
        s += "[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n";
    return s + "\n" + moves + " " + result + "\n\n";
}

// Ann's games 1-6 (numbers 0-5), a game without her (6) and one against herself under her other spelling (7).
std::string annFile()
{
    // clang-format off
    return game("Alpha, Ann", "Beta, Bob", "2001.05.01", "1-0", 2400, 2300, "B90", "1.e4 c5 2.Nf3 d6")
         + game("Gamma, Gus", "Alpha,Ann", "2001.??.??", "1/2-1/2", 2500, 2410, "C65", "1.e4 e5 2.Nf3 Nc6 3.Bb5 Nf6")
         + game("Alpha, Ann", "Delta, Dan", "2002.03.03", "0-1", 0, 0, "D37", "1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Nf3 Be7")
         + game("Epsilon, Eve", "Alpha, Ann", "????.??.??", "0-1", 1950, 2405, "", "1.e4 c5")
         + game("Alpha, Ann", "Beta, Bob", "2003.01.01", "*", 2400, 2310, "B90", "1.e4 c5 2.Nf3 d6 3.d4 cxd4")
         + game("Zeta, Zed", "Alpha, Ann", "2003.06.06", "1-0", 2600, 2420, "", "1.Ra1 Bd5 2.Ra5 Bc4", "4k3/8/8/8/8/8/R7/4K2b w - - 0 1")
         + game("Beta, Bob", "Gamma, Gus", "2001.01.01", "1-0", 2300, 2500, "B90", "1.e4 c5")
         + game("Alpha, Ann", "Alpha,Ann", "2002.02.02", "1-0", 2400, 2400, "A00", "1.a3");
    // clang-format on
}

const std::vector<std::string> Ann = {"Alpha, Ann", "Alpha,Ann"};

std::string counts(const PlayerStats& s)
{
    return std::to_string(s.games) + " +" + std::to_string(s.wins) + " =" + std::to_string(s.draws) + " -" + std::to_string(s.losses);
}

std::vector<std::uint32_t> numbers(const std::vector<DossierGame>& games)
{
    std::vector<std::uint32_t> out;
    for (const DossierGame& g : games)
        out.push_back(g.game);
    return out;
}

// Every node of a tree as "SAN path" -> "games +w =d -l".
std::map<std::string, std::string> treeCounts(const std::vector<OpeningNode>& tree)
{
    std::map<std::string, std::string> out;
    for (std::uint32_t n = 0; n < tree.size(); ++n) {
        std::string path;
        for (std::uint32_t k = n; k != 0; k = tree[k].parent)
            path = tree[k].san + (path.empty() ? "" : " " + path);
        out[path] = counts(tree[n].stats);
    }
    return out;
}

std::map<std::string, std::string> refCounts(const std::map<std::string, RefCount>& m)
{
    std::map<std::string, std::string> out;
    for (const auto& [key, c] : m)
        out[key] = c.text();
    return out;
}

} // namespace

class TestDossier : public QObject {
    Q_OBJECT

    Dossier build(TempDatabase& db, const std::vector<std::string>& spellings, DossierOptions options = {})
    {
        const DossierSource source{"ann.pgn", &db.index, &db.facts, &*db.search};
        return buildDossier(std::span(&source, 1), spellings, options);
    }

private slots:
    void sections_data()
    {
        QTest::addColumn<QString>("section");
        QTest::addColumn<QString>("expected");
        QTest::newRow("total") << "total"
                               << "6 +2 =1 -2"; // game 5 has no result
        QTest::newRow("white") << "white"
                               << "3 +1 =0 -1";
        QTest::newRow("black") << "black"
                               << "3 +1 =1 -1";
        QTest::newRow("2001") << "year 2001"
                              << "2 +1 =1 -0";
        QTest::newRow("2002") << "year 2002"
                              << "1 +0 =0 -1";
        QTest::newRow("2003") << "year 2003"
                              << "2 +0 =0 -1";
        QTest::newRow("no year") << "year 0"
                                 << "1 +1 =0 -0";
        QTest::newRow("2001 as black") << "year 2001 black"
                                       << "1 +0 =1 -0";
        QTest::newRow("band 1800") << "band 1800"
                                   << "1 +1 =0 -0";
        QTest::newRow("band 2200") << "band 2200"
                                   << "2 +1 =0 -0";
        QTest::newRow("band 2400") << "band 2400"
                                   << "1 +0 =1 -0";
        QTest::newRow("band 2600") << "band 2600"
                                   << "1 +0 =0 -1";
        QTest::newRow("unrated") << "band 0"
                                 << "1 +0 =0 -1";
        QTest::newRow("white B20-B99") << "family white B20-B99"
                                       << "2 +1 =0 -0";
        QTest::newRow("white D30-D42") << "family white D30-D42"
                                       << "1 +0 =0 -1";
        QTest::newRow("black no ECO") << "family black ?"
                                      << "2 +1 =0 -1";
        QTest::newRow("black C60-C99") << "family black C60-C99"
                                       << "1 +0 =1 -0";
    }
    void sections()
    {
        QFETCH(QString, section);
        QFETCH(QString, expected);
        TempDatabase db(annFile());
        QVERIFY(db.open());
        const Dossier d = build(db, Ann);
        const QStringList words = section.split(u' ');
        const PlayerStats* s = nullptr;
        if (words[0] == "total")
            s = &d.total;
        else if (words[0] == "white" || words[0] == "black")
            s = &d.colour(words[0] == "white").stats;
        for (const YearRow& y : d.years)
            if (words[0] == "year" && y.year == words[1].toInt())
                s = words.size() < 3 ? &y.total : words[2] == "white" ? &y.white : &y.black;
        for (const RatingBand& b : d.bands)
            if (words[0] == "band" && b.from == words[1].toInt())
                s = &b.stats;
        if (words[0] == "family")
            for (const EcoFamilyRow& f : d.colour(words[1] == "white").families)
                if (f.range == words[2].toStdString())
                    s = &f.stats;
        QVERIFY2(s, qPrintable(section));
        QCOMPARE(QString::fromStdString(counts(*s)), expected);
    }

    void summary()
    {
        TempDatabase db(annFile());
        QVERIFY(db.open());
        const Dossier d = build(db, Ann);
        QCOMPARE(d.name, std::string("Alpha, Ann")); // 4 games under that spelling, 2 under the other
        QCOMPARE(d.bothSides, 1u);
        // Years ascending, the unknown year last; bands ascending, unrated last.
        QCOMPARE(d.years.size(), std::size_t(4));
        QCOMPARE(d.years.back().year, 0);
        QCOMPARE(d.bands.back().to, 0);
        QCOMPARE(d.bands.front().from, 1800);
        QCOMPARE(d.bands.front().to, 1999);
        // Rated opponents with a result: 2300 (win), 2500 (draw), 1950 (win), 2600 (loss): average 2337.5, 62.5%
        // rounds to 63% -> +95.
        QCOMPARE(d.total.opponentEloCount, 4u);
        QCOMPARE(performanceText(d.total), std::string("2433"));
        QCOMPARE(percentText(d.total.score()), std::string("50.0%"));
        QCOMPARE(d.ratedGames, 5u); // her rating is missing in game 3
        QCOMPARE(d.averageOwnElo, 2407.0);
        QCOMPARE(dateText(d.first.packed()), std::string("2001.??.??"));
        QCOMPARE(dateText(d.last.packed()), std::string("2003.06.06"));
        QCOMPARE(d.black.setUpGames, 1u);
        QCOMPARE(d.white.setUpGames, 0u);
        // One spelling only (Black in games 1 and 7): the game against herself counts, as Black.
        const Dossier one = build(db, {"Alpha,Ann"});
        QCOMPARE(one.total.games, 2u);
        QCOMPARE(one.bothSides, 0u);
        QCOMPARE(one.black.stats.games, 2u);
        QCOMPARE(one.black.stats.losses, 1u);
        QCOMPARE(build(db, {"alpha, ann"}).total.games, 0u); // spellings are exact
    }

    void lists_data()
    {
        QTest::addColumn<QString>("list");
        QTest::addColumn<std::vector<std::uint32_t>>("games");
        // Ties: the later game first.
        QTest::newRow("longest") << "longest" << std::vector<std::uint32_t>{2, 4, 1, 5, 0};
        QTest::newRow("shortest") << "shortest" << std::vector<std::uint32_t>{3, 5, 0, 4, 1};
        QTest::newRow("recent") << "recent" << std::vector<std::uint32_t>{5, 4, 2, 0, 1};
    }
    void lists()
    {
        QFETCH(QString, list);
        QFETCH(std::vector<std::uint32_t>, games);
        TempDatabase db(annFile());
        QVERIFY(db.open());
        DossierOptions options;
        options.recentGames = 5;
        const Dossier d = build(db, Ann, options);
        const auto& got = list == "longest" ? d.longest : list == "shortest" ? d.shortest : d.recent;
        QCOMPARE(numbers(got), games);
        const DossierGame& first = got.front();
        QCOMPARE(first.opponent, std::string(first.game == 2 ? "Delta, Dan" : first.game == 3 ? "Epsilon, Eve" : "Zeta, Zed"));
        QCOMPARE(first.plies, first.game == 2 ? 8u : first.game == 3 ? 2u : 4u);
    }

    void severalDatabases()
    {
        TempDatabase a(annFile()), b(game("Alpha, Ann", "Omega, Olga", "2004.04.04", "1/2-1/2", 2450, 2350, "B33", "1.e4 c5 2.Nf3 Nc6"));
        QVERIFY(a.open() && b.open());
        const DossierSource sources[] = {{"a.pgn", &a.index, &a.facts, &*a.search}, {"b.pgn", &b.index, &b.facts, &*b.search}};
        const Dossier d = buildDossier(sources, Ann);
        QCOMPARE(QString::fromStdString(counts(d.total)), QStringLiteral("7 +2 =2 -2"));
        QCOMPARE(d.recent.front().source, 1u);
        QCOMPARE(d.recent.front().opponent, std::string("Omega, Olga"));
        QCOMPARE(d.years[3].year, 2004);
        QCOMPARE(treeCounts(d.white.tree)["e4 c5 Nf3"], std::string("3 +1 =1 -0"));
    }

    void cancelled()
    {
        TempDatabase db(annFile());
        QVERIFY(db.open());
        std::atomic<bool> cancel{true};
        DossierOptions options;
        options.cancel = &cancel;
        const Dossier d = build(db, Ann, options);
        QVERIFY(d.cancelled);
        QCOMPARE(d.total.games, 0u);
    }

    void treeMatchesReplay_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<int>("plies");
        const std::string mixed = annFile()
            // A transposition (same position, other moves: two nodes), a comment and a variation (not counted),
            // a long game cut at the ply limit and a game cut at an illegal move.
            + game("Alpha, Ann", "Kappa, Kim", "2005.01.01", "1-0", 0, 0, "D02", "1.Nf3 d5 {c} 2.d4 (2.c4 e6) Nf6 3.c4 e6 4.Nc3 Be7")
            + game("Lambda, Lu", "Alpha, Ann", "2005.02.02", "0-1", 0, 0, "C42",
                   "1.e4 e5 2.Nf3 Nf6 3.Nxe5 d6 4.Nf3 Nxe4 5.d4 d5 6.Bd3 Be7 7.O-O O-O 8.c4 c6 9.Qc2 Na6")
            + game("Alpha, Ann", "Mu, Max", "2005.03.03", "1/2-1/2", 0, 0, "C20", "1.e4 e5 2.Ke2 Ke7 3.Kxe5");
        for (const int plies : {12, 4, 1})
            QTest::addRow("%d plies", plies) << QString::fromStdString(mixed) << plies;
        QTest::newRow("white only") << QString::fromStdString(game("Alpha, Ann", "X", "2000", "1-0", 0, 0, "", "1.e4 e5")) << 12;
    }
    void treeMatchesReplay()
    {
        QFETCH(QString, pgn);
        QFETCH(int, plies);
        TempDatabase db(pgn.toStdString());
        QVERIFY(db.open());
        DossierOptions options;
        options.treePlies = plies;
        const Dossier d = build(db, Ann, options);
        const RefDossier ref = referenceDossier(pgn.toStdString(), {Ann.begin(), Ann.end()}, plies);
        QCOMPARE(treeCounts(d.white.tree), refCounts(ref.tree[0]));
        if (ref.tree[1].empty()) // no game as Black: the tree is its root alone
            QCOMPARE(d.black.tree.size(), std::size_t(1));
        else
            QCOMPARE(treeCounts(d.black.tree), refCounts(ref.tree[1]));
        QCOMPARE(d.black.setUpGames, ref.setUp[1]);
        for (const OpeningNode& n : d.white.tree) // children most played first
            for (std::size_t k = 1; k < n.children.size(); ++k)
                QVERIFY(d.white.tree[n.children[k - 1]].stats.games >= d.white.tree[n.children[k]].stats.games);
    }
};

QTEST_GUILESS_MAIN(TestDossier)
#include "tst_dossier.moc"
