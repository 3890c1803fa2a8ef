// The dossier of the player of every corpus player file (games/players/NAME.pgn: the most played group of
// spellings that NAME finds) against a brute-force count of the file read again with the reader: totals, colours,
// years, opponents' rating bands, ECO families, the move trees of the first 12 plies, set-up games, games
// against oneself, and the plies of the longest and shortest games.
#include "../testutil.h"
#include "dbtestutil.h"
#include "dossiertestutil.h"

#include "pgn/dossier.h"
#include "pgn/playernames.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

QString corpus() { return QDir::cleanPath(QString::fromUtf8(KIBITZ_CORPUS_DIR)); }

std::string text(const PlayerStats& s)
{
    return std::to_string(s.games) + " +" + std::to_string(s.wins) + " =" + std::to_string(s.draws) + " -" + std::to_string(s.losses);
}

std::map<std::string, std::string> texts(const std::map<std::string, RefCount>& m)
{
    std::map<std::string, std::string> out;
    for (const auto& [key, c] : m)
        out[key] = c.text();
    return out;
}

} // namespace

class TestCorpusDossier : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QDir(corpus() + "/games/players").exists())
            QSKIP(qPrintable("shared corpus not found at " + corpus()));
    }

    void matchesBruteForce_data()
    {
        QTest::addColumn<QString>("file");
        for (const QFileInfo& f : QDir(corpus() + "/games/players").entryInfoList({"*.pgn"}, QDir::Files, QDir::Name))
            QTest::addRow("%s", qPrintable(f.fileName())) << f.filePath();
    }
    void matchesBruteForce()
    {
        QFETCH(QString, file);
        QFile in(file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray bytes = in.readAll();
        const std::string pgn(bytes.constData(), std::size_t(bytes.size()));
        TempDatabase db(pgn);
        QVERIFY(db.open(2, 5000, 1));
        const GameIndex* indexes[] = {&db.index};
        const std::vector<PlayerGroup> groups = findPlayers(indexes, QFileInfo(file).baseName().toStdString());
        QVERIFY(!groups.empty());
        // The file's own player plays most of its games: a guard against a search that silently finds too little.
        QVERIFY2(groups.front().games * 2 > db.index.size(), groups.front().name().c_str());
        const std::vector<std::string> spellings = groups.front().names();
        const DossierSource source{"corpus", &db.index, &db.facts, &*db.search};
        const Dossier d = buildDossier(std::span(&source, 1), spellings);
        const RefDossier ref = referenceDossier(pgn, {spellings.begin(), spellings.end()}, 12);

        QCOMPARE(text(d.total), ref.total.text());
        QCOMPARE(d.bothSides, ref.bothSides);
        std::map<std::string, std::string> years, bands;
        for (const YearRow& y : d.years)
            years[std::to_string(y.year)] = text(y.total);
        for (const RatingBand& b : d.bands)
            bands[std::to_string(b.to ? b.from / 200 : -1)] = text(b.stats);
        std::map<std::string, RefCount> refYears, refBands;
        for (const auto& [year, c] : ref.years)
            refYears[std::to_string(year)] = c;
        for (const auto& [band, c] : ref.bands)
            refBands[std::to_string(band)] = c;
        QCOMPARE(years, texts(refYears));
        QCOMPARE(bands, texts(refBands));
        for (int side = 0; side < 2; ++side) {
            const ColourRecord& r = d.colour(side == 0);
            QCOMPARE(text(r.stats), ref.colour[side].text());
            std::map<std::string, std::string> families, tree;
            for (const EcoFamilyRow& f : r.families)
                families[f.range] = text(f.stats);
            QCOMPARE(families, texts(ref.families[side]));
            for (std::uint32_t n = 0; n < r.tree.size(); ++n) {
                std::string path;
                for (std::uint32_t k = n; k != 0; k = r.tree[k].parent)
                    path = r.tree[k].san + (path.empty() ? "" : " " + path);
                tree[path] = text(r.tree[n].stats);
            }
            if (ref.tree[side].empty())
                QCOMPARE(r.tree.size(), std::size_t(1));
            else
                QCOMPARE(tree, texts(ref.tree[side]));
            QCOMPARE(r.setUpGames, ref.setUp[side]);
        }
        // Longest and shortest: the plies of the extremes (games without moves are not listed).
        std::vector<std::size_t> plies;
        for (const std::size_t p : ref.plies)
            if (p)
                plies.push_back(p);
        QVERIFY(plies.size() >= d.longest.size());
        for (std::size_t k = 0; k < d.longest.size(); ++k) {
            QCOMPARE(std::size_t(d.longest[k].plies), plies[plies.size() - 1 - k]);
            QCOMPARE(std::size_t(d.shortest[k].plies), plies[k]);
        }
        qInfo("%s: %u games, %zu + %zu tree nodes", d.name.c_str(), d.total.games, d.white.tree.size(), d.black.tree.size());
    }
};

QTEST_GUILESS_MAIN(TestCorpusDossier)
#include "tst_corpus_dossier.moc"
