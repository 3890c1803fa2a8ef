// Variant games in PGN (variant/variantpgn.h): saved and reopened with the same definition, start position, moves
// and tags; the definition travels in [VariantIni] only for variants Kibitz does not ship; bad games keep their
// valid prefix and say where the fault is.
#include "variant/builtin.h"
#include "variant/san.h"
#include "variant/variantpgn.h"
#include "variant/variantsini.h"
#include "variantutil.h"

#include <QTest>

using namespace kibitz::variant;

namespace {

const char* CamelIni = "[camels:chess]\nbishop = -\ncustomPiece1 = c:C\n"
                       "startFen = rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1\n";

VariantDef definitionFrom(const QString& source)
{
    if (const VariantDef* builtin = builtinVariant(source.toStdString()))
        return *builtin;
    const IniLoadResult loaded = parseVariantsIni(source.toStdString());
    return loaded.variants.empty() ? VariantDef{} : loaded.variants.front();
}

// Plays SAN moves from the start; the moves in order (empty when one fails).
std::vector<Move> play(const VariantDef& def, const std::string& fen, const QStringList& sans)
{
    test::Board board;
    if (!board.setUp(def, fen))
        return {};
    std::vector<Move> moves;
    for (const QString& san : sans) {
        const SanResult r = parseSan(board.pos(), san.toStdString());
        if (!r.ok())
            return {};
        moves.push_back(r.move);
        board.play(r.move);
    }
    return moves;
}

} // namespace

class TestVariantPgn : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void read_data();
    void read();
    void standardTagsUnchanged();
};

void TestVariantPgn::roundTrip_data()
{
    QTest::addColumn<QString>("variant"); // a built-in name or variants.ini text
    QTest::addColumn<QString>("fen");     // "" = the variant's start
    QTest::addColumn<QStringList>("moves");
    QTest::addColumn<bool>("carriesDefinition");

    QTest::newRow("knightmate") << "knightmate"
                                << "" << QStringList{"e4", "e5", "Kf3", "Kf6"} << false;
    QTest::newRow("amazon, promotion") << "amazon"
                                       << "4k3/P7/8/8/8/8/8/4K3 w - - 0 1" << QStringList{"a8=A+", "Kd7"} << false;
    QTest::newRow("camels (custom piece)") << CamelIni << "" << QStringList{"e4", "e5", "Cg4", "Cd5", "exd5"} << true;
    QTest::newRow("camels from a set-up, Black first")
        << CamelIni << "4k3/8/8/3c4/8/8/8/4K3 b - - 0 40" << QStringList{"Cc2+", "Kd2"} << true;
    QTest::newRow("no moves") << CamelIni << "" << QStringList{} << true;
}

void TestVariantPgn::roundTrip()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, moves);
    QFETCH(bool, carriesDefinition);

    VariantGame game;
    game.definition = definitionFrom(variant);
    QVERIFY(!game.definition.name.empty());
    game.startFen = fen.toStdString();
    game.moves = play(game.definition, game.startFen, moves);
    QCOMPARE(int(game.moves.size()), int(moves.size()));
    game.tags = {{"Event", "Club \"open\""}, {"White", "A"}, {"Black", "B"}, {"Annotator", "me\\you"}};
    game.result = "1/2-1/2";

    std::string error;
    const std::string text = writeVariantPgn(game, &error);
    QVERIFY2(!text.empty(), error.c_str());
    QCOMPARE(text.find("[VariantIni ") != std::string::npos, carriesDefinition);
    QCOMPARE(text.find("[FEN ") != std::string::npos, !fen.isEmpty());
    QVERIFY2(text.find("[Variant \"" + game.definition.name + "\"]") != std::string::npos, text.c_str());
    for (const std::string& san : {std::string("1."), std::string("1/2-1/2\n")})
        QVERIFY2(moves.isEmpty() || fen.contains(" b ") || text.find(san) != std::string::npos, text.c_str());

    // Reopened with no definitions known but the built-ins: the same game.
    const VariantPgnRead back = readVariantPgn(text, {});
    QVERIFY2(back.errors.empty(), back.errors.empty() ? "" : describe(back.errors.front()).c_str());
    QVERIFY(back.game.has_value());
    QVERIFY(equivalent(back.game->definition, game.definition));
    QCOMPARE(back.game->startFen, game.startFen);
    QCOMPARE(back.game->moves, game.moves);
    QCOMPARE(back.game->result, game.result);
    QCOMPARE(back.game->tag("Event"), std::string("Club \"open\""));
    QCOMPARE(back.game->tag("Annotator"), std::string("me\\you"));
    QCOMPARE(back.game->tag("Site"), std::string("?")); // the roster is complete
    // Writing it again gives the same text.
    QCOMPARE(writeVariantPgn(*back.game), text);
}

void TestVariantPgn::read_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("hasGame");
    QTest::addColumn<int>("moves");     // moves kept
    QTest::addColumn<QString>("error"); // "line:column: fragment" of the first error, "" for none

    QTest::newRow("comments, NAGs, variations skipped")
        << "[Variant \"knightmate\"]\n\n1. e4 {best} $1 (1. d4 d5) e5 ; rest of line\n2. Kf3 (2. Kd3?) Kf6 *\n"
        << true << 4 << "";
    QTest::newRow("glued move numbers and black's numbers") << "[Variant \"knightmate\"]\n\n1.e4 1...e5 2.Kf3 *\n" << true << 3 << "";
    QTest::newRow("illegal move keeps the prefix") << "[Variant \"knightmate\"]\n\n1. e4 e5 2. Nf3 Kf6 *\n"
                                                   << true << 2 << "3:13: move 2. Nf3";
    QTest::newRow("unknown variant") << "[Event \"x\"]\n[Variant \"martian\"]\n\n1. e4 *\n"
                                     << false << 0 << "2:1: variant \"martian\" is not known";
    QTest::newRow("no Variant tag") << "[Event \"x\"]\n\n1. e4 *\n" << false << 0 << "1:1: no [Variant] tag";
    QTest::newRow("bad definition tag") << "[Variant \"odd\"]\n[VariantIni \"[odd:chess]; customPiece1 = z:Yq\"]\n\n*\n"
                                        << false << 0 << "1:1: VariantIni tag: line 2";
    QTest::newRow("bad FEN") << "[Variant \"knightmate\"]\n[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*\n" << false << 0 << "3:1: bad FEN";
    QTest::newRow("not a move") << "[Variant \"knightmate\"]\n\n1. e4 e5 2x. Kf3 *\n" << true << 2 << "3:10: '2x.' is not a move";
    QTest::newRow("unclosed comment") << "[Variant \"knightmate\"]\n\n1. e4 { never closed\n" << true << 1 << "3:7: comment not closed";
    QTest::newRow("bad tag line, then fine") << "[Variant \"knightmate\"]\n[Broken\n\n1. e4 *\n"
                                             << true << 1 << "2:1: cannot read this tag line";
    // Found by fuzz_variantpgn: an empty Result tag is read as "*", so a written copy reads back the same.
    QTest::newRow("empty Result tag") << "[Variant \"knightmate\"]\n[Result \"\"]\n\n1. e4\n" << true << 1 << "";
    QTest::newRow("stops at the next game") << "[Variant \"knightmate\"]\n\n1. e4\n[Event \"next\"]\n1. d4 *\n" << true << 1 << "";
}

void TestVariantPgn::read()
{
    QFETCH(QString, text);
    QFETCH(bool, hasGame);
    QFETCH(int, moves);
    QFETCH(QString, error);
    const VariantPgnRead r = readVariantPgn(text.toStdString(), {});
    QCOMPARE(r.game.has_value(), hasGame);
    if (r.game) {
        QCOMPARE(int(r.game->moves.size()), moves);
        QVERIFY(!r.game->result.empty()); // "*" when unknown, never empty
    }
    if (error.isEmpty()) {
        QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : describe(r.errors.front()).c_str());
        return;
    }
    QVERIFY(!r.errors.empty());
    const QString first = QStringLiteral("%1:%2: %3")
                              .arg(r.errors.front().line)
                              .arg(r.errors.front().column)
                              .arg(QString::fromStdString(r.errors.front().message));
    QVERIFY2(first.startsWith(error), qPrintable(first));
}

// Tags a variant game must not duplicate or lose: Result and the derived ones are written once, in their place.
void TestVariantPgn::standardTagsUnchanged()
{
    VariantGame game;
    game.definition = *builtinVariant("knightmate");
    game.tags = {{"Variant", "stale"}, {"Result", "0-1"}, {"Round", "3"}, {"FEN", "stale"}};
    game.result = "*";
    const std::string text = writeVariantPgn(game);
    QCOMPARE(std::count(text.begin(), text.end(), '\n') > 0, true);
    QVERIFY(text.find("stale") == std::string::npos);
    QVERIFY(text.find("[Round \"3\"]") != std::string::npos);
    QVERIFY(text.find("[Result \"*\"]") != std::string::npos);
    QVERIFY(text.find("0-1") == std::string::npos);
}

QTEST_APPLESS_MAIN(TestVariantPgn)
#include "tst_variantpgn.moc"
