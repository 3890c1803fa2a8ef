// The dossier's views: the formatters (percent, performance, dates, results, numbered moves and lines), the text
// report's sections in order, and the HTML export: self-contained (no script, no external reference), names
// escaped, the three charts as well-formed SVG (or as the named images for Qt's rich text), and the charts' own
// content (years on the axis, one bar per ECO family).
#include "dbtestutil.h"

#include "pgn/dossiercharts.h"
#include "pgn/dossierhtml.h"
#include "pgn/dossiertext.h"

#include <QTest>
#include <QXmlStreamReader>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

const char* const Games = "[White \"Smith & <Jones>\"]\n[Black \"Other, O\"]\n[Date \"1999.02.03\"]\n[Result \"1-0\"]\n[BlackElo "
                          "\"2100\"]\n[ECO \"B20\"]\n\n1.e4 c5 2.Nf3 d6 1-0\n\n"
                          "[White \"Other, O\"]\n[Black \"Smith & <Jones>\"]\n[Date \"2001.??.??\"]\n[Result \"1/2-1/2\"]\n[WhiteElo "
                          "\"2200\"]\n[ECO \"C42\"]\n\n1.e4 e5 2.Nf3 Nf6 1/2-1/2\n\n"
                          "[White \"Smith & <Jones>\"]\n[Black \"Third, T\"]\n[Date \"2001.05.05\"]\n[Result \"0-1\"]\n[ECO \"B21\"]\n\n"
                          "1.e4 c5 2.f4 0-1\n\n";

struct Fixture {
    TempDatabase db{Games};
    DossierSource source;
    Dossier dossier;
    Fixture()
    {
        db.open();
        source = {"games.pgn", &db.index, &db.facts, &*db.search};
        dossier = buildDossier(std::span(&source, 1), std::vector<std::string>{"Smith & <Jones>"});
    }
};

// Whether `svg` parses as XML with an <svg> root; `error` says where it does not.
bool wellFormed(const QString& svg, QString& error)
{
    QXmlStreamReader xml(svg);
    bool root = false;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && !root)
            root = xml.name() == QLatin1String("svg");
    error = xml.errorString();
    return !xml.hasError() && root;
}

} // namespace

class TestDossierHtml : public QObject {
    Q_OBJECT

private slots:
    void formatters_data()
    {
        QTest::addColumn<QString>("actual");
        QTest::addColumn<QString>("expected");
        PlayerStats s;
        s.add(GameResult::WhiteWins, true, 2000);
        s.add(GameResult::Draw, false, 2100);
        s.add(GameResult::Unknown, true, 2200);
        const auto q = [](const std::string& t) { return QString::fromStdString(t); };
        QTest::newRow("percent") << q(percentText(0.625)) << "62.5%";
        QTest::newRow("percent none") << q(percentText(-1)) << "-";
        QTest::newRow("record") << q(recordText(s)) << "+1 =1 -0";
        QTest::newRow("performance") << q(performanceText(s)) << "2243"; // 2050 + 193 (75%)
        QTest::newRow("no performance") << q(performanceText(PlayerStats{})) << "-";
        QTest::newRow("date") << q(dateText(PgnDate{1990, 5, 0}.packed())) << "1990.05.??";
        QTest::newRow("no date") << q(dateText(0)) << "????.??.??";
        QTest::newRow("draw") << q(resultText(GameResult::Draw)) << "1/2-1/2";
        QTest::newRow("unknown") << q(resultText(GameResult::Unknown)) << "*";
    }
    void formatters()
    {
        QFETCH(QString, actual);
        QFETCH(QString, expected);
        QCOMPARE(actual, expected);
    }

    void moves_data()
    {
        QTest::addColumn<int>("ply");
        QTest::addColumn<QString>("move");
        QTest::addColumn<QString>("line");
        QTest::newRow("white") << 1 << "1.e4"
                               << "1.e4";
        QTest::newRow("black") << 2 << "1...c5"
                               << "1.e4 c5";
        QTest::newRow("third") << 3 << "2.Nf3"
                               << "1.e4 c5 2.Nf3";
        QTest::newRow("fourth") << 4 << "2...d6"
                                << "1.e4 c5 2.Nf3 d6";
    }
    void moves()
    {
        QFETCH(int, ply);
        QFETCH(QString, move);
        QFETCH(QString, line);
        Fixture f;
        const std::vector<OpeningNode>& tree = f.dossier.white.tree;
        std::uint32_t node = 0;
        for (int k = 0; k < ply; ++k)
            node = tree[node].children.front(); // the most played: 1.e4 c5 2.Nf3 d6
        QCOMPARE(QString::fromStdString(moveText(tree, node)), move);
        QCOMPARE(QString::fromStdString(lineText(tree, node)), line);
    }

    void textSections()
    {
        Fixture f;
        const QString text = QString::fromStdString(dossierText(f.dossier, std::span(&f.source, 1)));
        int at = 0;
        for (const char* section :
             {"Player: Smith & <Jones>", "== By colour ==", "== By year ==", "== Openings as White ==", "B20-B99", "Move tree (2 games",
              "1.e4", "== Openings as Black ==", "C42-C43", "== By opponents' rating ==", "2000-2199", "unrated",
              "== Longest games ==", "== Shortest games ==", "== Most recent games ==", "games.pgn #3"}) {
            const int found = text.indexOf(QLatin1String(section), at);
            QVERIFY2(found >= 0, section);
            at = found;
        }
    }

    void html_data()
    {
        QTest::addColumn<bool>("images");
        QTest::newRow("inline svg") << false;
        QTest::newRow("images for rich text") << true;
    }
    void html()
    {
        QFETCH(bool, images);
        Fixture f;
        DossierHtmlOptions options;
        options.chartImages = images;
        options.generated = "2024-01-02 03:04";
        const QString html = QString::fromStdString(dossierHtml(f.dossier, std::span(&f.source, 1), options));
        QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));
        QVERIFY(html.contains(QLatin1String("<h1>Smith &amp; &lt;Jones&gt;</h1>")));
        QVERIFY(!html.contains(QLatin1String("<Jones>")));
        QVERIFY(html.contains(QLatin1String("2024-01-02 03:04")));
        // Self-contained: nothing fetched, nothing run.
        for (const char* banned : {"<script", "<link", "url(", "@import", "https:"})
            QVERIFY2(!html.contains(QLatin1String(banned), Qt::CaseInsensitive), banned);
        QCOMPARE(html.count(QLatin1String("http://")), images ? 0 : 3); // the SVG namespace of each chart only
        QCOMPARE(html.count(QLatin1String("http://www.w3.org/2000/svg")), images ? 0 : 3);
        QCOMPARE(html.count(QLatin1String("<svg")), images ? 0 : 3);
        QCOMPARE(html.count(QLatin1String("<img ")), images ? 3 : 0);
        if (images)
            for (const char* name : {YearChartImage, WhiteChartImage, BlackChartImage})
                QVERIFY(html.contains(QStringLiteral("src=\"%1\"").arg(QLatin1String(name))));
        QVERIFY(html.contains(QLatin1String("Most recent games")));
        QVERIFY(html.trimmed().endsWith(QLatin1String("</html>")));
    }

    void charts_data()
    {
        QTest::addColumn<QString>("chart");
        QTest::addColumn<QStringList>("texts");
        QTest::newRow("years") << "years" << QStringList{"Performance by year", "1999", "2001", "opponents' average"};
        QTest::newRow("white openings") << "white" << QStringList{"Sicilian Defence", "B20-B99", "50.0%", "2 games"};
        QTest::newRow("black openings") << "black" << QStringList{"Petrov's Defence", "C42-C43", "50.0%", "1 game"};
    }
    void charts()
    {
        QFETCH(QString, chart);
        QFETCH(QStringList, texts);
        Fixture f;
        const std::string svg = chart == "years" ? yearChartSvg(f.dossier)
                                                 : openingChartSvg(f.dossier.colour(chart == "white"), "Score by opening");
        const QString s = QString::fromStdString(svg);
        QString error;
        QVERIFY2(wellFormed(s, error), qPrintable(error));
        for (const QString& t : texts)
            QVERIFY2(s.contains(t.toHtmlEscaped()), qPrintable(t));
        // A year without games (2000) keeps its place on the axis but has no bar.
        if (chart == "years") {
            QVERIFY(s.contains(QLatin1String(">2000<")));
            QCOMPARE(s.count(QLatin1String("<rect")), 2 + 1); // 1999 and 2001, and the legend's swatch
        }
    }

    void emptyDossierCharts()
    {
        const Dossier empty;
        QString error;
        QVERIFY(wellFormed(QString::fromStdString(yearChartSvg(empty)), error));
        QVERIFY(QString::fromStdString(yearChartSvg(empty)).contains(QLatin1String("No dated games")));
        QVERIFY(QString::fromStdString(openingChartSvg(empty.white, "x")).contains(QLatin1String("No games")));
    }
};

QTEST_GUILESS_MAIN(TestDossierHtml)
#include "tst_dossierhtml.moc"
