// Every Crazyhouse, Atomic, Antichess and Three-check game of the shared corpus (lichess, pychess and FICS
// exports) reads under its rules without an error, and its final position equals Fairy-Stockfish's after the
// same moves (one engine process per file; the installed 11.1 has no atomic, so those games are only read).
// Skips with a message when the corpus is absent; the engine comparison skips when fairy-stockfish is absent.
#include "fsfprocess.h"

#include "testutil.h"

#include "variant/variantpgn.h"

#include <QDir>
#include <QFile>

using namespace kibitz;
using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

struct CorpusFile {
    const char* path; // below the corpus
    int games;        // games of the rule-set variants it holds: a read that finds fewer fails
};

const CorpusFile Files[] = {
    {"edge/pychess/zh.pgn", 83},
    {"edge/pychess/schess.pgn", 103}, // Seirawan games, and crazyhouse ones among them
    {"edge/pychess/atomic.pgn", 10},
    {"edge/python-chess/saturs-jannlee-zh-lichess.pgn", 1},
    {"edge/python-chess/knightvuillaume-jannlee-zh-lichess.pgn", 1},
    {"edge/python-chess/antichess-programfox.pgn", 2},
    {"games/lichess/pgn2data-lichess_sample.pgn", 2},
};

// The games of a PGN text: a game starts at a tag line that follows movetext.
QStringList splitGames(const QString& text)
{
    QStringList games;
    QString current;
    bool inMoves = false;
    for (const QString& line : text.split('\n')) {
        const QString t = line.trimmed();
        if (t.startsWith('[') && inMoves) {
            games << current;
            current.clear();
            inMoves = false;
        }
        if (!t.isEmpty() && !t.startsWith('['))
            inMoves = true;
        current += line + '\n';
    }
    if (!current.trimmed().isEmpty())
        games << current;
    return games;
}

QString variantTag(const QString& game)
{
    const qsizetype at = game.indexOf("[Variant \"");
    return at < 0 ? QString() : game.mid(at + 10, game.indexOf('"', at + 10) - at - 10);
}

// Fairy-Stockfish's FEN after each "position ... moves ...": one process, "d" after each position.
QStringList fsfFens(const QString& variant, const QStringList& positions, QString* error)
{
    QProcess p;
    p.start(enginePath(), {});
    if (!p.waitForStarted(10000)) {
        *error = "cannot start fairy-stockfish";
        return {};
    }
    QString script = "uci\nsetoption name UCI_Variant value " + variant + "\n";
    for (const QString& pos : positions)
        script += "position " + pos + "\nd\n";
    p.write((script + "quit\n").toUtf8());
    p.closeWriteChannel();
    if (!p.waitForFinished(120000)) {
        p.kill();
        *error = "fairy-stockfish did not finish";
        return {};
    }
    QStringList fens;
    for (const QString& line : QString::fromUtf8(p.readAllStandardOutput()).split('\n'))
        if (line.startsWith("Fen: "))
            fens << line.mid(5).trimmed();
    return fens;
}

} // namespace

class TestVariantCorpus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void file_data();
    void file();
};

void TestVariantCorpus::initTestCase()
{
    if (!QDir(corpusDir() + "/edge/pychess").exists())
        QSKIP(qPrintable(corpusMissingMessage("edge/pychess")));
}

void TestVariantCorpus::file_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("expected");
    for (const CorpusFile& f : Files)
        QTest::newRow(f.path) << QString(f.path) << f.games;
}

void TestVariantCorpus::file()
{
    QFETCH(QString, path);
    QFETCH(int, expected);
    QFile f(corpusDir() + "/" + path);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
    // variant name -> ("fen ... moves ...", our final FEN) per game
    QMap<QString, QList<QPair<QString, QString>>> byVariant;
    int games = 0;
    for (const QString& text : splitGames(QString::fromUtf8(f.readAll()))) {
        const VariantDef* def = builtinVariantBySpelling(variantTag(text).toStdString());
        if (!def || def->ruleSet == RuleSet::Chess)
            continue;
        ++games;
        const VariantPgnRead r = readVariantPgn(text.toStdString(), {});
        QVERIFY2(r.game && r.errors.empty(),
                 qPrintable(path + ": game " + QString::number(games) + ": "
                            + (r.errors.empty() ? QString("not read") : QString::fromStdString(describe(r.errors.front())))));
        test::Board b;
        const std::string start = r.game->startFen.empty() ? def->startFen : r.game->startFen;
        QVERIFY(b.setUp(r.game->definition, start));
        QString command = "fen " + QString::fromStdString(start) + " moves";
        for (const variant::Move m : r.game->moves) {
            command += " " + QString::fromStdString(toUci(b.pos(), m));
            b.play(m);
        }
        byVariant[QString::fromStdString(def->name)] << qMakePair(command, QString::fromStdString(b.pos().fen()));
    }
    QCOMPARE(games, expected);
    if (enginePath().isEmpty())
        QSKIP("fairy-stockfish is not installed: the games were read, their final positions not compared");
    const QStringList offered = fsfVariants();
    QStringList notOffered;
    for (auto it = byVariant.begin(); it != byVariant.end(); ++it) {
        if (!offered.contains(it.key())) {
            notOffered << it.key();
            continue;
        }
        QStringList positions;
        for (const auto& g : it.value())
            positions << g.first;
        QString error;
        const QStringList fens = fsfFens(it.key(), positions, &error);
        QVERIFY2(error.isEmpty() && fens.size() == positions.size(), qPrintable(error + QString(" (%1 FENs)").arg(fens.size())));
        for (int i = 0; i < fens.size(); ++i)
            QVERIFY2(fens[i] == it.value()[i].second,
                     qPrintable(QString("game %1: fairy-stockfish %2, kibitz %3").arg(i + 1).arg(fens[i], it.value()[i].second)));
    }
    if (!notOffered.isEmpty())
        QSKIP(qPrintable("read, but not compared: the installed fairy-stockfish does not offer " + notOffered.join(", ")));
}

QTEST_GUILESS_MAIN(TestVariantCorpus)
#include "tst_variantcorpus.moc"
