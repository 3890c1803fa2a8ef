// Variant jobs through the engine client against a scripted Fairy-Stockfish stand-in (uci-variant.sh) that logs
// what it is sent: the exact command sequence (UCI_Variant for the engine's own game, VariantPath with a file that
// holds the definition for any other, the position in the variant's coordinates, back to chess afterwards), the
// moves it answers read with the variant rules (royal-knight moves, castling, promotion to a custom type; an
// illegal pv line dropped, an illegal bestmove reported as Illegal), and Unsupported where it cannot play.
#include "engineclient/blockingclient.h"
#include "engineclient/externalengine.h"

#include "core/san.h"
#include "variant/builtin.h"
#include "variant/movegen.h"
#include "variant/variantsini.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {
const QString Knightmate = QStringLiteral("rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1");

// The definitions the rows use, by key.
variant::VariantDef definition(const QString& key)
{
    if (key == u"custom") { // not one of the engine's games: chess with a chancellor for the queen
        variant::VariantDef def = *variant::builtinVariant("almost");
        def.name = "kibitztest";
        return def;
    }
    variant::VariantDef def = *variant::builtinVariant("knightmate");
    if (key == u"changed") { // the engine's name, other rules
        def.castling = false;
        def.startFen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w - - 0 1";
    }
    return def;
}

VariantLine line(const variant::VariantDef& def, const QString& fen, const QString& moves)
{
    std::string error;
    VariantLine l{variant::Rules::compile(def, &error), fen.toStdString(), {}, {}};
    VariantWalk walk(l);
    std::deque<variant::StateInfo> states;
    for (const QString& m : moves.split(u' ', Qt::SkipEmptyParts)) {
        l.moves.push_back(variant::parseUci(walk.position(), m.toStdString()));
        states.emplace_back();
        walk.position().doMove(l.moves.back(), states.back());
    }
    return l;
}

EngineSpec fake(const QString& log, const QString& reply, const QString& mode, Protocol protocol = Protocol::Uci)
{
    EngineSpec spec;
    spec.name = QStringLiteral("VariantFake");
    spec.program = QStringLiteral("/bin/sh");
    const QString script = protocol == Protocol::Uci ? QStringLiteral("/uci-variant.sh") : QStringLiteral("/xboard-variant.sh");
    spec.arguments = {QStringLiteral(KIBITZ_ENGINECLIENT_TEST_DIR) + script, log, reply, mode};
    spec.protocol = protocol;
    return spec;
}

// What the engine was sent after its handshake (the first "isready"); a VariantPath value reads "FILE" and the
// file's contents, logged between "<<<" and ">>>", go to *ini.
QStringList sentAfterHandshake(const QString& logPath, QString* ini)
{
    QFile f(logPath);
    if (!f.open(QIODevice::ReadOnly))
        return {QStringLiteral("(no log)")};
    const QStringList all = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    QStringList out;
    bool handshake = true, inFile = false;
    for (const QString& l : all) {
        if (inFile) {
            if (l == u">>>")
                inFile = false;
            else
                *ini += l + u'\n';
        } else if (l == u"<<<") {
            inFile = true;
        } else if (handshake) {
            handshake = l != u"isready";
        } else {
            out << (l.startsWith(u"setoption name VariantPath value ") ? QStringLiteral("setoption name VariantPath value FILE") : l);
        }
    }
    return out;
}

void writeReply(const QString& path, const QString& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8() + '\n');
}
} // namespace

class TestVariantEngine : public QObject {
    Q_OBJECT

private slots:
    void commandsAndAnswers_data();
    void commandsAndAnswers();
    void chessAgainAfterVariant();
    void xboardVariants_data();
    void xboardVariants();
};

void TestVariantEngine::commandsAndAnswers_data()
{
    QTest::addColumn<QString>("def");      // definition() key
    QTest::addColumn<QString>("mode");     // the script's third argument
    QTest::addColumn<QString>("fen");      // "" = the variant's start
    QTest::addColumn<QString>("moves");    // UCI, before the search
    QTest::addColumn<QString>("reply");    // what the engine says to "go"
    QTest::addColumn<QStringList>("sent"); // after the handshake
    QTest::addColumn<QString>("loaded");   // name of the definition in the VariantPath file, "" = none
    QTest::addColumn<QString>("result");   // "move e2e4", "illegal g1f3", "unsupported"
    QTest::addColumn<int>("pvLength");     // of the last reported line, -1 = none reported

    const QString go = QStringLiteral("go movetime 50");
    const QString select = QStringLiteral("setoption name UCI_Variant value knightmate");
    const QString newGame = QStringLiteral("ucinewgame");
    QTest::newRow("engine's own knightmate") << "knightmate"
                                             << ""
                                             << ""
                                             << ""
                                             << "info depth 3 score cp 12 pv e2e4 e7e5 e1f3\nbestmove e2e4 ponder e7e5"
                                             << QStringList{select, newGame, "position fen " + Knightmate, go} << ""
                                             << "move e2e4" << 3;
    QTest::newRow("royal knight after moves") << "knightmate"
                                              << ""
                                              << ""
                                              << "e2e4 e7e5"
                                              << "bestmove e1f3 ponder e8f6"
                                              << QStringList{select, newGame, "position fen " + Knightmate + " moves e2e4 e7e5", go} << ""
                                              << "move e1f3" << -1;
    QTest::newRow("illegal pv and bestmove") << "knightmate"
                                             << ""
                                             << ""
                                             << ""
                                             << "info depth 1 score cp 5 pv e2e4 g8f6\nbestmove g1f3"
                                             << QStringList{select, newGame, "position fen " + Knightmate, go} << ""
                                             << "illegal g1f3" << -1;
    const QString castleFen = QStringLiteral("rmbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RMBQK2R w KQkq - 0 1");
    QTest::newRow("castling") << "knightmate"
                              << "" << castleFen << ""
                              << "info depth 1 score cp 9 pv e1g1 e8g8\nbestmove e1g1"
                              << QStringList{select, newGame, "position fen " + castleFen, go} << ""
                              << "move e1g1" << 2;
    const QString promoFen = QStringLiteral("8/4P3/8/8/8/8/8/k6K w - - 0 1");
    QTest::newRow("promotion to a commoner") << "knightmate"
                                             << "" << promoFen << ""
                                             << "info depth 1 score cp 900 pv e7e8m a1b3\nbestmove e7e8m"
                                             << QStringList{select, newGame, "position fen " + promoFen, go} << ""
                                             << "move e7e8m" << 2;
    const QString almostStart = QStringLiteral("rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1");
    QTest::newRow("definition through VariantPath")
        << "custom"
        << ""
        << ""
        << ""
        << "info depth 2 score cp 20 pv d1c3 e7e5\nbestmove d1c3"
        << QStringList{"setoption name VariantPath value FILE", "setoption name UCI_Variant value kibitztest", newGame,
                       "position fen " + almostStart, go}
        << "kibitztest"
        << "move d1c3" << 2;
    QTest::newRow("engine's name, other rules")
        << "changed"
        << ""
        << ""
        << ""
        << "bestmove e2e4"
        << QStringList{"setoption name VariantPath value FILE", "setoption name UCI_Variant value knightmate-kibitz", newGame,
                       "position fen rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w - - 0 1", go}
        << "knightmate-kibitz"
        << "move e2e4" << -1;
    QTest::newRow("no VariantPath") << "custom"
                                    << "nopath"
                                    << ""
                                    << ""
                                    << "bestmove e2e4" << QStringList{} << ""
                                    << "unsupported" << -1;
    QTest::newRow("no VariantPath, engine's game")
        << "knightmate"
        << "nopath"
        << ""
        << ""
        << "bestmove e2e4" << QStringList{select, newGame, "position fen " + Knightmate, go} << ""
        << "move e2e4" << -1;
    QTest::newRow("no UCI_Variant") << "knightmate"
                                    << "novariant"
                                    << ""
                                    << ""
                                    << "bestmove e2e4" << QStringList{} << ""
                                    << "unsupported" << -1;
}

void TestVariantEngine::commandsAndAnswers()
{
    QFETCH(QString, def);
    QFETCH(QString, mode);
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, reply);
    QFETCH(QStringList, sent);
    QFETCH(QString, loaded);
    QFETCH(QString, result);
    QFETCH(int, pvLength);

    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("log")), replyFile = dir.filePath(QStringLiteral("reply"));
    writeReply(replyFile, reply);
    ExternalEngine engine(fake(log, replyFile, mode));
    QSignalSpy problems(&engine, &Engine::problem);
    BlockingClient client(engine);
    SearchLimits limits;
    limits.movetimeMs = 50;
    const VariantLine game = line(definition(def), fen, moves);
    const BlockingClient::Outcome outcome = client.findVariantMove(game, limits, 10000);

    if (result == u"unsupported") {
        QVERIFY(outcome.failure);
        QCOMPARE(outcome.failure->kind, Failure::Kind::Unsupported);
        QVERIFY2(outcome.failure->text.contains(u"VariantFake"), qPrintable(outcome.failure->text));
    } else {
        QVERIFY2(outcome.move, outcome.failure ? qPrintable(outcome.failure->text) : "no answer");
        const bool legal = result.startsWith(u"move");
        QCOMPARE(outcome.move->kind, legal ? MoveResult::Kind::Move : MoveResult::Kind::Illegal);
        QCOMPARE(outcome.move->text, result.section(u' ', 1));
        if (legal) {
            VariantWalk walk(game);
            QCOMPARE(QString::fromStdString(variant::toUci(walk.position(), outcome.move->variantMove)), result.section(u' ', 1));
            QVERIFY(outcome.move->move == Move()); // nothing in the chess field
        }
    }
    QCOMPARE(outcome.hasLast ? int(outcome.last.lines.front().variantPv.size()) : -1, pvLength);
    if (reply.contains(u"g8f6")) // the illegal pv line is reported, not shown
        QVERIFY(!problems.isEmpty());

    QString ini;
    QCOMPARE(sentAfterHandshake(log, &ini), sent);
    if (loaded.isEmpty()) {
        QVERIFY(ini.isEmpty());
    } else {
        const variant::IniLoadResult read = variant::parseVariantsIni(ini.toStdString());
        QVERIFY2(read.errors.empty(), qPrintable(ini));
        QCOMPARE(read.variants.size(), std::size_t(1));
        variant::VariantDef expected = definition(def);
        expected.name = loaded.toStdString();
        QVERIFY2(variant::equivalent(read.variants.front(), expected), qPrintable(ini));
    }
}

// A chess job before any variant sends no UCI_Variant (the chess path is unchanged); one after a variant job
// switches the engine back to chess first.
void TestVariantEngine::chessAgainAfterVariant()
{
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("log")), replyFile = dir.filePath(QStringLiteral("reply"));
    writeReply(replyFile, QStringLiteral("bestmove e2e4"));
    ExternalEngine engine(fake(log, replyFile, {}));
    BlockingClient client(engine);
    SearchLimits limits;
    limits.movetimeMs = 50;
    QVERIFY(client.findMove(GameLine(), limits, 10000).move);
    QVERIFY(client.findVariantMove(line(definition(QStringLiteral("knightmate")), {}, {}), limits, 10000).move);
    const BlockingClient::Outcome chess = client.findMove(GameLine(), limits, 10000);
    QVERIFY(chess.move);
    QCOMPARE(chess.move->move, parseUci(GameLine().position(), "e2e4"));
    QString ini;
    const QString start = QStringLiteral("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QCOMPARE(
        sentAfterHandshake(log, &ini),
        (QStringList{start, "go movetime 50", "setoption name UCI_Variant value knightmate", "ucinewgame", "position fen " + Knightmate,
                     "go movetime 50", "setoption name UCI_Variant value chess", "ucinewgame", start, "go movetime 50"}));
}

void TestVariantEngine::xboardVariants_data()
{
    QTest::addColumn<QString>("def");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("reply");
    QTest::addColumn<QStringList>("sent"); // from "variant" (or the last "force" when refused) to "go"
    QTest::addColumn<QString>("result");   // as in commandsAndAnswers
    QTest::addColumn<int>("pvLength");
    const QString castleFen = QStringLiteral("rmbqk2r/pppppppp/8/8/8/8/PPPPPPPP/RMBQK2R w KQkq - 0 1");
    QTest::newRow("knightmate") << "knightmate"
                                << ""
                                << "e2e4 e7e5"
                                << "3 25 10 900 e1f3 e8f6\nmove e1f3"
                                << QStringList{"variant knightmate", "usermove e2e4", "usermove e7e5", "st 1", "go"} << "move e1f3" << 2;
    QTest::newRow("setboard, castling") << "knightmate" << castleFen << ""
                                        << "move e1g1" << QStringList{"variant knightmate", "setboard " + castleFen, "st 1", "go"}
                                        << "move e1g1" << -1;
    QTest::newRow("illegal move") << "knightmate"
                                  << ""
                                  << ""
                                  << "move g1f3" << QStringList{"variant knightmate", "st 1", "go"} << "illegal g1f3" << -1;
    QTest::newRow("not listed") << "custom"
                                << ""
                                << ""
                                << "move e2e4" << QStringList{} << "unsupported" << -1;
    QTest::newRow("listed name, other rules") << "changed"
                                              << ""
                                              << ""
                                              << "move e2e4" << QStringList{} << "unsupported" << -1;
}

// Xboard engines get the variants their "variants" feature lists, by name; other definitions are refused.
void TestVariantEngine::xboardVariants()
{
    QFETCH(QString, def);
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, reply);
    QFETCH(QStringList, sent);
    QFETCH(QString, result);
    QFETCH(int, pvLength);
    QTemporaryDir dir;
    const QString log = dir.filePath(QStringLiteral("log")), replyFile = dir.filePath(QStringLiteral("reply"));
    writeReply(replyFile, reply);
    ExternalEngine engine(fake(log, replyFile, {}, Protocol::Xboard));
    BlockingClient client(engine);
    SearchLimits limits;
    limits.movetimeMs = 50;
    const BlockingClient::Outcome outcome = client.findVariantMove(line(definition(def), fen, moves), limits, 10000);
    if (result == u"unsupported") {
        QVERIFY(outcome.failure);
        QCOMPARE(outcome.failure->kind, Failure::Kind::Unsupported);
        QVERIFY2(outcome.failure->text.contains(u"VariantFake"), qPrintable(outcome.failure->text));
    } else {
        QVERIFY2(outcome.move, outcome.failure ? qPrintable(outcome.failure->text) : "no answer");
        QCOMPARE(outcome.move->kind, result.startsWith(u"move") ? MoveResult::Kind::Move : MoveResult::Kind::Illegal);
        QCOMPARE(outcome.move->text, result.section(u' ', 1));
    }
    QCOMPARE(outcome.hasLast ? int(outcome.last.lines.front().variantPv.size()) : -1, pvLength);
    QFile f(log);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList all = QString::fromUtf8(f.readAll()).split(u'\n', Qt::SkipEmptyParts);
    const qsizetype from = all.indexOf(QStringLiteral("variant knightmate"));
    const qsizetype to = all.indexOf(QStringLiteral("go"));
    QCOMPARE(from >= 0 && to > from ? all.mid(from, to - from + 1) : QStringList{}, sent);
}

QTEST_GUILESS_MAIN(TestVariantEngine)
#include "tst_variantengine.moc"
