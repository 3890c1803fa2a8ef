// Round trips through the real reader: read -> write -> read gives the same game, writing is a fixed point
// on its own output, and the streaming WriterVisitor writes exactly what writeGame writes for the built tree
// (under every option combination). Typed PGNs check the builder's placement rules; a seeded generator adds
// messy but valid movetext (comments and NAGs in odd places, variations of a variation's first move, ...).
#include "pgntestutil.h"

#include "pgn/gamebuilder.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include "core/movegen.h"

#include <QTest>

#include <random>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

std::string effectiveResult(const Game& g)
{
    if (!g.result().empty())
        return g.result();
    const std::string_view tag = g.tag("Result");
    return tag == "1-0" || tag == "0-1" || tag == "1/2-1/2" ? std::string(tag) : std::string("*");
}

// Content equality of a game and its re-read export: the tree, start and result must match exactly; the
// re-read tags are the original ones (in writer order) plus Seven Tag Roster defaults and a Variant tag.
QString compareGames(const Game& original, const Game& reread)
{
    Game a = original, b = reread;
    for (const Tag& t : original.tags())
        a.removeTag(t.name);
    for (const Tag& t : reread.tags())
        b.removeTag(t.name);
    a.setResult(effectiveResult(original));
    b.setResult(effectiveResult(reread));
    if (!(a == b))
        return "trees differ:\n  " + qs(dump(original)) + "\n  " + qs(dump(reread));
    for (const Tag& t : original.tags()) {
        const auto count = [&](const Game& g) { return std::count(g.tags().begin(), g.tags().end(), t); };
        if (count(reread) < count(original))
            return "tag lost: " + qs(t.name) + "=" + qs(t.value);
    }
    if (reread.tags().size() > original.tags().size() + 8)
        return "unexpected extra tags";
    return {};
}

std::vector<WriterOptions> allOptionSets()
{
    std::vector<WriterOptions> out;
    for (int bits = 0; bits < 64; ++bits) {
        WriterOptions o;
        o.stripComments = bits & 1;
        o.stripVariations = bits & 2;
        o.stripNags = bits & 4;
        o.stripClockAndEval = bits & 8;
        o.glyphs = bits & 16;
        o.maxLineLength = (bits & 32) ? 40 : 80;
        out.push_back(o);
    }
    return out;
}

std::string streamed(std::string_view pgn, const WriterOptions& options)
{
    std::string out;
    WriterVisitor writer(options, [&](std::string_view text) { out += text; });
    readPgn(pgn, writer);
    return out;
}

// Every check for one PGN text; returns "" or the first failure. The streaming writer is compared under every
// option set, or (optionStride > 1) under every optionStride-th one starting at optionStart.
QString checkText(const std::string& pgn, int optionStride = 1, int optionStart = 0)
{
    const std::vector<Game> games = readGames(pgn);
    std::string all;
    for (const Game& g : games) {
        const std::string written = writeGame(g);
        all += written;
        const std::vector<Game> again = readGames(written);
        if (again.size() != 1)
            return QStringLiteral("export of a game reads back as %1 games:\n").arg(again.size()) + qs(written);
        if (const QString diff = compareGames(g, again.front()); !diff.isEmpty())
            return diff + "\nexport:\n" + qs(written);
        if (!again.front().errors().empty())
            return "export reads back with errors: " + qs(formatError(again.front().errors().front(), "export")) + "\n" + qs(written);
        const std::string second = writeGame(again.front());
        if (second != written)
            return "not a fixed point:\n" + qs(written) + "---\n" + qs(second);
    }
    const std::vector<WriterOptions> optionSets = allOptionSets();
    for (std::size_t k = std::size_t(optionStart) % optionSets.size(); k < optionSets.size(); k += std::size_t(optionStride)) {
        const WriterOptions& o = optionSets[k];
        std::string expected;
        for (const Game& g : games)
            expected += writeGame(g, o);
        const std::string actual = streamed(pgn, o);
        if (actual != expected)
            return QStringLiteral("WriterVisitor differs (comments %1 variations %2 nags %3 clock %4 glyphs %5 width %6):\n")
                       .arg(!o.stripComments)
                       .arg(!o.stripVariations)
                       .arg(!o.stripNags)
                       .arg(!o.stripClockAndEval)
                       .arg(o.glyphs)
                       .arg(o.maxLineLength)
                + qs(expected) + "--- streamed:\n" + qs(actual);
    }
    return {};
}

// ---- Random messy movetext

class Generator {
public:
    explicit Generator(unsigned seed) : m_rng(seed) {}

    std::string game(int number)
    {
        std::string out = "[Event \"Random " + std::to_string(number) + "\"]\n";
        if (chance(30))
            out += "[Annotator \"gen \\\"q\\\"\"]\n";
        out += "\n";
        Position pos;
        std::deque<StateInfo> states(1);
        pos.setStartPosition(states.back());
        if (chance(30))
            out += comment() + " ";
        line(pos, states, 0, 6 + pick(30), out);
        const char* results[] = {"1-0", "0-1", "1/2-1/2", "*"};
        if (chance(90))
            out += std::string(" ") + results[pick(4)];
        return out + "\n\n";
    }

private:
    bool chance(int percent) { return int(m_rng() % 100) < percent; }
    int pick(int n) { return int(m_rng() % unsigned(n)); }

    std::string comment()
    {
        static const char* words[] = {"good", "bad",  "[%clk 0:01:00]", "[%eval 0.31]", "[%eval #-2]", "50",      "%",
                                      "}x",   "a\nb", "[%cal Gd2d4]",   "  ",           "word",        "(paren)", "[%emt 0:00:03]"};
        std::string c = "{";
        for (int n = pick(5); n >= 0; --n)
            c += std::string(words[pick(14)]) + (chance(80) ? " " : "");
        std::erase(c, '}');
        return c.size() == 1 && chance(50) ? "{}" : c + "}";
    }

    std::string annotations()
    {
        std::string out;
        for (int n = pick(4); n > 0; --n) {
            out += ' '; // appended in steps: GCC 12 warns falsely (-Wrestrict) about " $" + std::string
            if (chance(50))
                (out += '$') += std::to_string(1 + pick(20));
            else
                out += comment();
        }
        return out;
    }

    void line(Position& pos, std::deque<StateInfo>& states, int depth, int plies, std::string& out)
    {
        bool needNumber = true;
        std::vector<Move> played;
        for (int i = 0; i < plies; ++i) {
            const MoveList<GenType::Legal> moves(pos);
            if (moves.empty())
                break;
            const bool null = !pos.inCheck() && chance(3);
            const Move m = null ? Move::null() : moves[std::size_t(pick(int(moves.size())))];
            if (i == 0 && depth > 0 && chance(40))
                out += comment() + " ";
            const bool black = pos.sideToMove() == Black;
            if (!black || needNumber || chance(20))
                out += std::to_string(pos.fullMoveNumber()) + (black ? "... " : ". ");
            out += null ? std::string("--") : toSan(pos, m);
            if (!null && chance(5))
                out += chance(50) ? "!" : "?!";
            out += annotations();
            needNumber = false;
            // Alternatives to this move, from the position before it.
            while (depth < 4 && chance(depth == 0 ? 25 : 15)) {
                out += " (";
                if (chance(5)) {
                    if (chance(50))
                        out += comment();
                } else {
                    line(pos, states, depth + 1, 1 + pick(6), out);
                }
                out += ')';
                out += annotations();
                needNumber = true;
            }
            states.emplace_back();
            if (null)
                pos.doNullMove(states.back());
            else
                pos.doMove(m, states.back());
            played.push_back(m);
            out += " ";
        }
        // Take the line back so the caller's position is unchanged.
        for (; !played.empty(); played.pop_back(), states.pop_back()) {
            if (played.back() == Move::null())
                pos.undoNullMove();
            else
                pos.undoMove(played.back());
        }
    }

    std::mt19937 m_rng;
};

} // namespace

class TestRoundTrip : public QObject {
    Q_OBJECT

private slots:
    void typed_data();
    void typed();
    void randomGames();
    void streamManyGames();
};

void TestRoundTrip::typed_data()
{
    // clang-format off
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("tree"); // the first game's tree in pgntestutil.h's dump notation

    QTest::newRow("plain") << QByteArray("[Event \"E\"]\n[White \"W\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n") << "e4 e5 Nf3 Nc6";
    QTest::newRow("comments and NAGs") << QByteArray("{pre} 1. e4 {a} {b} e5 $1 {c} $2 2. Nf3 *\n") << "{pre} e4 {a b} e5 $1 $2 {c} Nf3";
    QTest::newRow("comments around a variation")
        << QByteArray("1. e4 e5 ( {open} 1... c5 {in} ) {after} 2. Nf3 *\n") << "e4 e5 ({<open} c5 {in}) {>after} Nf3";
    QTest::newRow("variation of a variation's first move")
        << QByteArray("1. e4 e5 (1... c5 (1... e6) 2. Nf3) 2. Nf3 *\n") << "e4 e5 (c5 Nf3) (e6) Nf3";
    QTest::newRow("deep nesting") << QByteArray("1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6 (2... e6 3. g3)) 2... d6) 2. Nf3 *\n")
                                  << "e4 e5 (c5 Nf3 (Nc3 Nc6 (e6 g3)) d6) Nf3";
    QTest::newRow("comment after deferred variations")
        << QByteArray("1. e4 e5 (1... c5 (1... e6 (1... d5)) {t}) 2. Nf3 *\n") << "e4 e5 (c5) (e6) (d5) {>t} Nf3";
    QTest::newRow("comment after variations, none follows")
        << QByteArray("1. e4 (1. d4) {x} (1. c4) {y} *\n") << "e4 (d4) {>x} (c4) {>y}";
    QTest::newRow("NAG after a variation is dropped") << QByteArray("1. e4 (1. d4) $1 1... e5 *\n") << "e4 (d4) e5";
    QTest::newRow("NAG after a comment") << QByteArray("1. e4 {a} $3 e5 *\n") << "e4 $3 {a} e5";
    QTest::newRow("empty variation") << QByteArray("1. e4 {a} ( ) {b} $4 e5 *\n") << "e4 $4 {a b} e5";
    QTest::newRow("empty variation with comment") << QByteArray("1. e4 ( {gone} ) e5 *\n") << "e4 e5";
    QTest::newRow("null move") << QByteArray("1. e4 -- 2. d4 Z0 3. c4 *\n") << "e4 -- d4 -- c4";
    QTest::newRow("suffix annotations") << QByteArray("1. e4! e5?! 2. Nf3!! $14 *\n") << "e4 $1 e5 $6 Nf3 $3 $14";
    QTest::newRow("FEN start, black to move")
        << QByteArray("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 *\n") << "Kd7 e4";
    QTest::newRow("chess960") << QByteArray("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1\"]\n\n1. O-O O-O-O *\n")
                              << "O-O O-O-O";
    QTest::newRow("lichess clocks") << QByteArray("[Result \"1-0\"]\n\n1. e4 { [%eval 0.17] [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 1-0\n")
                                    << "e4 {[%eval 0.17] [%clk 0:03:00]} e5 {[%clk 0:03:00]} Nf3";
    QTest::newRow("Result tag, no token") << QByteArray("[Result \"1/2-1/2\"]\n\n1. e4 e5\n") << "e4 e5";
    QTest::newRow("long comment with line breaks")
        << QByteArray("1. e4 {This is a long comment\nthat goes over several lines, with 50 % of it\n\n being words, [%clk 0:10:00] and more words\nuntil the end.} e5 *\n")
        << "e4 {This is a long comment that goes over several lines, with 50 % of it being words, [%clk 0:10:00] and more words until the end.} e5";
    QTest::newRow("illegal move ends the game") << QByteArray("1. e4 e5 2. Ke3 Nf6 *\n") << "e4 e5";
    QTest::newRow("unclosed variation") << QByteArray("1. e4 e5 (1... c5 2. Nf3 *\n") << "e4 e5 (c5 Nf3)";
    QTest::newRow("illegal move in a variation") << QByteArray("1. e4 e5 (1... c5 2. Ke3) 2. Nf3 *\n") << "e4 e5 (c5)";
    QTest::newRow("escaped tags") << QByteArray("[White \"A \\\"B\\\" \\\\ C\"]\n\n1. d4 *\n") << "d4";
    QTest::newRow("comment only") << QByteArray("[Event \"x\"]\n\n{just a comment} *\n") << "{just a comment}";
    QTest::newRow("no moves") << QByteArray("[Event \"x\"]\n\n*\n") << "";
    QTest::newRow("several games") << QByteArray("[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n\n1. d4 (1. c4) d5 0-1\n\n{tagless} 1. c4 *\n")
                                   << "e4";
    QTest::newRow("semicolon comment") << QByteArray("1. e4 ; rest of line\ne5 *\n") << "e4 {rest of line} e5";
    // clang-format on
}

void TestRoundTrip::typed()
{
    QFETCH(QByteArray, pgn);
    QFETCH(QString, tree);

    const std::string text = pgn.toStdString();
    const std::vector<Game> games = readGames(text);
    QVERIFY(!games.empty());
    QCOMPARE(qs(dump(games.front())), tree);
    const QString failure = checkText(text);
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
}

void TestRoundTrip::randomGames()
{
    Generator gen(20240611);
    for (int i = 1; i <= 400; ++i) {
        const std::string text = gen.game(i);
        const std::vector<Game> games = readGames(text);
        QVERIFY2(games.size() == 1, text.c_str());
        if (!games.front().errors().empty())
            QFAIL((formatError(games.front().errors().front(), "gen") + "\n" + text).c_str());
        const QString failure = checkText(text, 16, i); // 4 option sets per game, rotating through all 64
        QVERIFY2(failure.isEmpty(), qPrintable(failure + "\ninput:\n" + qs(text)));
    }
}

void TestRoundTrip::streamManyGames()
{
    Generator gen(7);
    std::string text;
    for (int i = 1; i <= 50; ++i)
        text += gen.game(i);
    const std::vector<Game> games = readGames(text);
    QCOMPARE(games.size(), std::size_t(50));
    std::string expected;
    for (const Game& g : games)
        expected += writeGame(g);
    int calls = 0;
    std::string actual;
    WriterVisitor writer({}, [&](std::string_view game) {
        actual += game;
        ++calls;
    });
    const ReadStats stats = readPgn(text, writer);
    QCOMPARE(stats.games, std::uint64_t(50));
    QCOMPARE(calls, 50);
    QCOMPARE(qs(actual), qs(expected));
    QCOMPARE(readGames(actual).size(), std::size_t(50));
}

QTEST_APPLESS_MAIN(TestRoundTrip)
#include "tst_roundtrip_unit.moc"
