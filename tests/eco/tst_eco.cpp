// ECO classification with lines we typed: transpositions, deepest match, set-up games, the collision guard,
// pgn-extract's six-ply rule, both source formats and their error reports.
#include "core/gameline.h"
#include "core/san.h"
#include "eco/classifier.h"

#include <QFile>
#include <QTest>

#include <sstream>

using namespace kibitz;
using namespace kibitz::eco;

namespace {

// Plays "e4 e5 Nf3" (move numbers allowed) from `fen`; fails the test on a bad move.
GameLine play(const std::string& moves, const std::string& fen = std::string(StartFen))
{
    GameLine line;
    if (!line.reset(fen, FenMode::Lenient).ok())
        qFatal("bad FEN in test: %s", fen.c_str());
    std::istringstream in(moves);
    std::string token;
    while (in >> token) {
        if (const auto dot = token.find_last_of('.'); dot != std::string::npos)
            token = token.substr(dot + 1);
        if (token.empty())
            continue;
        const SanResult r = parseSan(line.position(), token, SanMode::Lenient);
        if (!r.ok())
            qFatal("bad move in test: %s", token.c_str());
        line.push(r.move);
    }
    return line;
}

EcoResult classifyLine(const EcoBook& book, const std::string& moves, EcoMode mode, const std::string& fen = std::string(StartFen))
{
    const GameLine line = play(moves, fen);
    GameLine start;
    start.reset(line.startFen(), FenMode::Lenient);
    return classify(book, start.position(), line.moves(), mode);
}

QString code(const EcoBook& book, const EcoResult& r)
{
    return r.found() ? QString::fromStdString(std::string(book.text(r.entry->code))) : QString();
}

// A small book in pgn-extract's format, typed for these tests.
constexpr const char* SmallBook = R"({ test book }
[ECO "X01"]
[Opening "Open"]

1. e4 *

[ECO "X02"]
[Opening "Open"]
[Variation "Double king pawn"]

1. e4 e5 *

[ECO "X03"]
[Opening "Open"]
[Variation "Knight"]
[SubVariation "Sub"]

1. e4 e5 2. Nf3 *

[ECO "X10"]
[Opening "Closed"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 *
)";

} // namespace

class TestEco : public QObject {
    Q_OBJECT

private slots:
    void builtinLoaded();
    void transpositions_data();
    void transpositions();
    void deepestMatchWins();
    void setUpGames();
    void collisionGuard();
    void pgnExtractSixPlyRule();
    void exactMoveOrderPreferred();
    void badSources_data();
    void badSources();
    void scidFormat();
    void detectFormat();
    void realScidFile();
};

void TestEco::builtinLoaded()
{
    const EcoBook& book = EcoBook::builtin();
    QVERIFY(book.size() > 1000); // Debian's eco.pgn has 2,014 lines
    QVERIFY(book.maxPlies() > 10);
    QCOMPARE(code(book, classifyLine(book, "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6", EcoMode::PgnExtract)).left(2), QStringLiteral("C6"));
}

void TestEco::transpositions_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addRow("QGD via Reti") << "1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Nf3"
                                  << "1.Nf3 Nf6 2.c4 e6 3.Nc3 d5 4.d4";
    QTest::addRow("Sicilian Najdorf orders") << "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6"
                                             << "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 a6 5.Nc3 Nf6";
    QTest::addRow("Nimzo via English") << "1.d4 Nf6 2.c4 e6 3.Nc3 Bb4"
                                       << "1.c4 e6 2.Nc3 Nf6 3.d4 Bb4";
}

void TestEco::transpositions()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const EcoBook& book = EcoBook::builtin();
    const EcoResult ra = classifyLine(book, a.toStdString(), EcoMode::Position);
    const EcoResult rb = classifyLine(book, b.toStdString(), EcoMode::Position);
    QVERIFY(ra.found());
    QCOMPARE(code(book, rb), code(book, ra));
    QCOMPARE(rb.entry, ra.entry);
}

void TestEco::deepestMatchWins()
{
    const EcoBook book = EcoBook::load(SmallBook, EcoFormat::PgnExtract);
    QCOMPARE(book.size(), std::size_t(4));
    const EcoResult r = classifyLine(book, "1.e4 e5 2.Nf3 Nc6 3.Bb5", EcoMode::Position);
    QCOMPARE(code(book, r), QStringLiteral("X03"));
    QCOMPARE(r.ply, 3);
    const EcoNames n = namesOf(book, r);
    QCOMPARE(QString::fromStdString(n.variation), QStringLiteral("Knight"));
    QCOMPARE(QString::fromStdString(n.subVariation), QStringLiteral("Sub"));
    QCOMPARE(code(book, classifyLine(book, "1.e4 c5", EcoMode::Position)), QStringLiteral("X01"));
}

void TestEco::setUpGames()
{
    const EcoBook book = EcoBook::load(SmallBook, EcoFormat::PgnExtract);
    // A composed position that is no ECO position: nothing, in either mode, whatever is played.
    const std::string composed = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    QVERIFY(!classifyLine(book, "1.e4 Kd7", EcoMode::Position, composed).found());
    QVERIFY(!classifyLine(book, "1.e4 Kd7", EcoMode::PgnExtract, composed).found());
    // A set-up position that is itself in the table is named in plain position mode.
    const std::string afterE4E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    const EcoResult r = classifyLine(book, "", EcoMode::Position, afterE4E5);
    QCOMPARE(code(book, r), QStringLiteral("X02"));
    QCOMPARE(r.ply, 0);
}

void TestEco::collisionGuard()
{
    // An entry whose key equals a real position's key but whose stored board differs must never match.
    GameLine target = play("1.e4 e5");
    EcoBook book;
    EcoEntry fake;
    fake.key = target.position().key();
    fake.code = book.intern("Z99");
    fake.plies = 2;
    fake.position = PackedPosition::from(play("1.d4 d5").position());
    book.add(fake);
    book.finish();
    QVERIFY(!book.lookup(target.position()));
    QVERIFY(!classify(book, play("").position(), target.moves(), EcoMode::Position).found());
    QVERIFY(!classify(book, play("").position(), target.moves(), EcoMode::PgnExtract).found());
}

void TestEco::pgnExtractSixPlyRule()
{
    const EcoBook book = EcoBook::load(SmallBook, EcoFormat::PgnExtract);
    // X10 is a 6-ply line. Reaching its position after 14 plies (shuffling knights first) is a transposition
    // plain lookup recognises, but pgn-extract only accepts a match within six plies after the line's length.
    const std::string slow = "1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 5.d4 d5 6.c4 e6 7.Nc3 Nf6";
    QCOMPARE(code(book, classifyLine(book, slow, EcoMode::Position)), QStringLiteral("X10"));
    QVERIFY(!classifyLine(book, slow, EcoMode::PgnExtract).found());
    // Within the tolerance: 4 extra plies.
    const std::string close = "1.Nf3 Nf6 2.Ng1 Ng8 3.d4 d5 4.c4 e6 5.Nc3 Nf6";
    QCOMPARE(code(book, classifyLine(book, close, EcoMode::PgnExtract)), QStringLiteral("X10"));
}

void TestEco::exactMoveOrderPreferred()
{
    // Two lines reach the same position with the same length; pgn-extract mode prefers the one whose move
    // order is the game's own, plain mode takes the first in the source.
    const char* text = "[ECO \"Y01\"]\n\n1. Nf3 Nf6 2. d4 d5 *\n\n[ECO \"Y02\"]\n\n1. d4 d5 2. Nf3 Nf6 *\n";
    const EcoBook book = EcoBook::load(text, EcoFormat::PgnExtract);
    QCOMPARE(code(book, classifyLine(book, "1.d4 d5 2.Nf3 Nf6", EcoMode::PgnExtract)), QStringLiteral("Y02"));
    QCOMPARE(code(book, classifyLine(book, "1.Nf3 Nf6 2.d4 d5", EcoMode::PgnExtract)), QStringLiteral("Y01"));
    QCOMPARE(code(book, classifyLine(book, "1.d4 d5 2.Nf3 Nf6", EcoMode::Position)), QStringLiteral("Y01"));
}

void TestEco::badSources_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("entries");
    QTest::addColumn<QList<int>>("errorLines");
    QTest::addRow("illegal move") << "[ECO \"A01\"]\n\n1. e4 *\n\n[ECO \"A02\"]\n\n1. e5 *\n\n[ECO \"A03\"]\n\n1. d4 *\n"
                                  << int(EcoFormat::PgnExtract) << 2 << QList<int>{7};
    QTest::addRow("bad tag line") << "[ECO \"A01\"]\n[Opening broken]\n\n1. e4 *\n\n[ECO \"A02\"]\n\n1. d4 *\n"
                                  << int(EcoFormat::PgnExtract) << 1 << QList<int>{2};
    QTest::addRow("missing code") << "[Opening \"No code\"]\n\n1. e4 *\n\n[ECO \"A02\"]\n\n1. d4 *\n"
                                  << int(EcoFormat::PgnExtract) << 1 << QList<int>{1};
    QTest::addRow("truncated pgn") << "[ECO \"A01\"]\n\n1. e4 *\n\n[ECO \"A02\"]\n\n1. d4 {unfinished" << int(EcoFormat::PgnExtract) << 1
                                   << QList<int>{7};
    QTest::addRow("scid bad code") << "A00a \"Start\" *\nZ99 \"Bogus\" 1.e4 *\nA01 \"Larsen\" 1.b3 *\n"
                                   << int(EcoFormat::Scid) << 2 << QList<int>{2};
    QTest::addRow("scid illegal") << "A00a \"Start\" *\nB00 \"Bad\" 1.e4 e4 *\nA01 \"Larsen\" 1.b3 *\n"
                                  << int(EcoFormat::Scid) << 2 << QList<int>{2};
    QTest::addRow("scid unquoted") << "A01 Larsen 1.b3 *\nA02 \"Bird\" 1.f4 *\n" << int(EcoFormat::Scid) << 1 << QList<int>{1};
    QTest::addRow("scid truncated") << "A01 \"Larsen\" 1.b3 *\nA02 \"Bird\"\n  1.f4 e5" << int(EcoFormat::Scid) << 1 << QList<int>{2};
}

void TestEco::badSources()
{
    QFETCH(QString, text);
    QFETCH(int, format);
    QFETCH(int, entries);
    QFETCH(QList<int>, errorLines);
    std::vector<EcoLoadError> errors;
    const std::string bytes = text.toStdString();
    const EcoBook book = EcoBook::load(bytes, EcoFormat(format), &errors);
    QCOMPARE(int(book.size()), entries);
    QList<int> lines;
    for (const EcoLoadError& e : errors) {
        lines << int(e.line);
        QVERIFY(!e.message.empty());
    }
    QCOMPARE(lines, errorLines);
}

void TestEco::scidFormat()
{
    const char* text = "# comment\n\nA00a \"Start position\"  *\nA02 \"Bird: From Gambit\"  1.f4 e5 2.fxe5 d6 *\n"
                       "A02 \"Bird: From Gambit, Lasker Variation\"\n  1.f4 e5 2.fxe5 d6 3.exd6 Bxd6 4.Nf3 g5 *\n";
    std::vector<EcoLoadError> errors;
    const EcoBook book = EcoBook::load(text, EcoFormat::Scid, &errors);
    QVERIFY(errors.empty());
    QCOMPARE(book.size(), std::size_t(3));
    const EcoResult r = classifyLine(book, "1.f4 e5 2.fxe5 d6 3.exd6 Bxd6 4.Nf3 g5 5.d4", EcoMode::Position);
    const EcoNames n = namesOf(book, r);
    QCOMPARE(QString::fromStdString(n.code), QStringLiteral("A02"));
    QCOMPARE(QString::fromStdString(n.opening), QStringLiteral("Bird"));
    QCOMPARE(QString::fromStdString(n.variation), QStringLiteral("From Gambit, Lasker Variation"));
    QCOMPARE(book.entry(2).line, std::uint32_t(5));
    QCOMPARE(code(book, classifyLine(book, "", EcoMode::Position)), QStringLiteral("A00a")); // extended codes kept
}

void TestEco::detectFormat()
{
    QCOMPARE(EcoBook::detectFormat("# x\nA00a \"Start\" *\n"), EcoFormat::Scid);
    QCOMPARE(EcoBook::detectFormat("{ intro }\n[ECO \"A00\"]\n"), EcoFormat::PgnExtract);
    QCOMPARE(EcoBook::detectFormat(SmallBook), EcoFormat::PgnExtract);
}

void TestEco::realScidFile()
{
    QFile f("/usr/share/scid/data/scid.eco");
    if (!f.open(QIODevice::ReadOnly))
        QSKIP("scid-data is not installed (apt-get install scid-data): /usr/share/scid/data/scid.eco missing");
    const QByteArray bytes = f.readAll();
    const std::string_view text(bytes.constData(), std::size_t(bytes.size()));
    std::vector<EcoLoadError> errors;
    const EcoBook book = EcoBook::load(text, EcoBook::detectFormat(text), &errors);
    QVERIFY2(book.size() > 9000, qPrintable(QString::number(book.size())));
    QVERIFY2(errors.size() < 20, errors.empty() ? "" : errors.front().message.c_str());
    const QString c = code(book, classifyLine(book, "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be3", EcoMode::Position));
    QVERIFY2(c.startsWith("B90") && c.size() > 3, qPrintable(c)); // an extended code such as B90k
}

QTEST_GUILESS_MAIN(TestEco)
#include "tst_eco.moc"
