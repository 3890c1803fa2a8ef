// Game tree: adding moves never overwrites, promotion, deletion (ids stay valid), comments/NAGs, navigation,
// positions, tags, compaction and value semantics (a copy is an independent undo snapshot). accept(): the events a
// game walks itself into are the ones the reader delivers from the game's written text, a GameBuilder fed with them
// rebuilds the game, and a visitor's Skip ends the walk as it ends reading.
#include "pgntestutil.h"
#include "recorder.h"

#include "pgn/gamebuilder.h"
#include "pgn/writer.h"

#include "core/gameline.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void addMove_data();
    void addMove();
    void addMoveRejectsIllegal();
    void promote_data();
    void promote();
    void deleteVariation_data();
    void deleteVariation();
    void deleteFrom_data();
    void deleteFrom();
    void deleteKeepsOtherIds();
    void commentsAndNags();
    void navigation_data();
    void navigation();
    void positions();
    void tags();
    void startPosition();
    void compact();
    void copyIsIndependent();
    void equalityIgnoresIds();
    void accept_data();
    void accept();
    void acceptStops_data();
    void acceptStops();
};

namespace {

// The events after the tags (accept names the stored tags, the reader the written tag section).
std::string movetextEvents(const std::string& log) { return log.substr(log.find('|')); }

// Records like Recorder and asks for nothing more after `stopAfter` moves (board() -> Skip).
class StoppingRecorder : public Recorder {
public:
    int stopAfter = 0;
    bool skipped = false;
    Action board(const Position&) override { return --stopAfter == 0 ? Action::Skip : Action::Continue; }
    void endGame(const GameEnd& end) override
    {
        skipped = end.skipped;
        Recorder::endGame(end);
    }
};

void addAcceptRows()
{
    QTest::addColumn<QString>("pgn");
    // clang-format off
    QTest::newRow("tags and moves") << "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0";
    QTest::newRow("comments and NAGs") << "{game comment} 1. e4 $1 {after} e5 $2 $14 {two} {joined} 2. Nf3 *";
    QTest::newRow("nested variations") << "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) (1... e6) 2. Nf3 *";
    QTest::newRow("comments around a variation") << "1. e4 ({before} 1. d4 {in} d5) {after} 1... e5 *";
    QTest::newRow("variation of a variation's first move") << "1. e4 e5 (1... c5 (1... e6 2. d4) 2. Nf3) 2. Nf3 *";
    QTest::newRow("variations at the first move") << "1. e4 (1. d4) (1. c4 e5) 1... e5 *";
    QTest::newRow("null move") << "1. e4 -- 2. d4 (2. Nf3 --) 2... d5 *";
    QTest::newRow("set-up position") << "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n\n1... Kd7 2. e4 (2. e3) *";
    QTest::newRow("Chess960") << "[Variant \"Chess960\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. O-O O-O-O *";
    // clang-format on
}

} // namespace

void TestGame::addMove_data()
{
    // clang-format off
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("parentPath");
    QTest::addColumn<QString>("san");
    QTest::addColumn<bool>("existing");
    QTest::addColumn<QString>("expected");

    QTest::newRow("new variation at root") << "e4 e5 Nf3" << "" << "d4" << false << "e4 (d4) e5 Nf3";
    QTest::newRow("new variation mid-game") << "e4 e5 Nf3" << "e4" << "c5" << false << "e4 e5 (c5) Nf3";
    QTest::newRow("same as main line") << "e4 e5 Nf3" << "e4" << "e5" << true << "e4 e5 Nf3";
    QTest::newRow("same as a variation") << "e4 e5 (c5) Nf3" << "e4" << "c5" << true << "e4 e5 (c5) Nf3";
    QTest::newRow("second variation appended") << "e4 e5 (c5) Nf3" << "e4" << "e6" << false << "e4 e5 (c5) (e6) Nf3";
    QTest::newRow("extends the main line") << "e4 e5" << "e4 e5" << "Nf3" << false << "e4 e5 Nf3";
    QTest::newRow("extends a variation") << "e4 e5 (c5) Nf3" << "e4 c5" << "Nf3" << false << "e4 e5 (c5 Nf3) Nf3";
    QTest::newRow("null move") << "e4 e5" << "e4 e5" << "--" << false << "e4 e5 --";
    // clang-format on
}

void TestGame::addMove()
{
    QFETCH(QString, start);
    QFETCH(QString, parentPath);
    QFETCH(QString, san);
    QFETCH(bool, existing);
    QFETCH(QString, expected);

    Game g = tree(start.toStdString());
    const std::size_t slotsBefore = g.slotCount();
    const NodeId parent = find(g, parentPath.toStdString());
    QVERIFY(parent != NoNode);
    GameLine line;
    QVERIFY(g.replay(parent, line));
    const Move m = san == "--" ? Move::null() : parseSan(line.position(), san.toStdString(), SanMode::Strict).move;
    const NodeId id = g.addMove(parent, m);
    QVERIFY(id != NoNode);
    QCOMPARE(g.move(id), m);
    QCOMPARE(g.parent(id), parent);
    QCOMPARE(g.slotCount(), existing ? slotsBefore : slotsBefore + 1);
    QCOMPARE(qs(dump(g)), expected);
}

void TestGame::addMoveRejectsIllegal()
{
    Game g = tree("e4 e5");
    const std::string before = dump(g);
    QCOMPARE(g.addMove(find(g, "e4"), Move(E2, E4)), NoNode); // White's move, but Black is to move
    QCOMPARE(g.addMove(find(g, "e4 e5"), Move(E1, E3)), NoNode);
    QCOMPARE(g.addMove(NodeId(99), Move(E2, E4)), NoNode);
    // A null move while in check is not playable either.
    Game check = tree("e4 f5 Qh5+");
    QCOMPARE(check.addMove(find(check, "e4 f5 Qh5+"), Move::null()), NoNode);
    QCOMPARE(qs(dump(g)), qs(before));
}

void TestGame::promote_data()
{
    // clang-format off
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("nodePath");
    QTest::addColumn<bool>("toMainline");
    QTest::addColumn<bool>("changed");
    QTest::addColumn<QString>("expected");

    QTest::newRow("variation start, one level") << "e4 e5 (c5 Nf3) Nf3" << "e4 c5" << false << true << "e4 c5 (e5 Nf3) Nf3";
    QTest::newRow("deep in variation, one level") << "e4 e5 (c5 Nf3) Nf3" << "e4 c5 Nf3" << false << true << "e4 c5 (e5 Nf3) Nf3";
    QTest::newRow("former main goes first among variations")
        << "e4 e5 (c5) (e6) (d5) Nf3" << "e4 d5" << false << true << "e4 d5 (e5 Nf3) (c5) (e6)";
    QTest::newRow("nested, one level reaches the enclosing variation")
        << "e4 e5 (c5 Nf3 (Nc3 Nc6) d6) Nf3" << "e4 c5 Nc3 Nc6" << false << true << "e4 e5 (c5 Nc3 (Nf3 d6) Nc6) Nf3";
    QTest::newRow("nested, to main line")
        << "e4 e5 (c5 Nf3 (Nc3 Nc6) d6) Nf3" << "e4 c5 Nc3 Nc6" << true << true << "e4 c5 (e5 Nf3) Nc3 (Nf3 d6) Nc6";
    QTest::newRow("main line cannot be promoted") << "e4 e5 (c5) Nf3" << "e4 e5 Nf3" << false << false << "e4 e5 (c5) Nf3";
    QTest::newRow("main line, to main line") << "e4 e5 (c5) Nf3" << "e4 e5" << true << false << "e4 e5 (c5) Nf3";
    // clang-format on
}

void TestGame::promote()
{
    QFETCH(QString, start);
    QFETCH(QString, nodePath);
    QFETCH(bool, toMainline);
    QFETCH(bool, changed);
    QFETCH(QString, expected);

    Game g = tree(start.toStdString());
    const NodeId id = find(g, nodePath.toStdString());
    QVERIFY(id != NoNode);
    const Move m = g.move(id);
    QCOMPARE(toMainline ? g.promoteToMainline(id) : g.promoteOneLevel(id), changed);
    QCOMPARE(qs(dump(g)), expected);
    QCOMPARE(g.move(id), m); // ids survive promotion
    if (toMainline)
        QVERIFY(g.isMainline(id));
}

void TestGame::deleteVariation_data()
{
    // clang-format off
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("nodePath");
    QTest::addColumn<QString>("selectPath"); // expected returned node, "-" for NoNode
    QTest::addColumn<QString>("expected");

    QTest::newRow("from its first move") << "e4 e5 (c5 Nf3) (e6) Nf3" << "e4 c5" << "e4" << "e4 e5 (e6) Nf3";
    QTest::newRow("from inside") << "e4 e5 (c5 Nf3) (e6) Nf3" << "e4 c5 Nf3" << "e4" << "e4 e5 (e6) Nf3";
    QTest::newRow("inner variation only") << "e4 e5 (c5 Nf3 (Nc3) d6) Nf3" << "e4 c5 Nc3" << "e4 c5" << "e4 e5 (c5 Nf3 d6) Nf3";
    QTest::newRow("main line is not a variation") << "e4 e5 (c5) Nf3" << "e4 e5" << "-" << "e4 e5 (c5) Nf3";
    // clang-format on
}

void TestGame::deleteVariation()
{
    QFETCH(QString, start);
    QFETCH(QString, nodePath);
    QFETCH(QString, selectPath);
    QFETCH(QString, expected);

    Game g = tree(start.toStdString());
    const NodeId id = find(g, nodePath.toStdString());
    QVERIFY(id != NoNode);
    const NodeId expectSelect = selectPath == "-" ? NoNode : find(g, selectPath.toStdString());
    QCOMPARE(g.deleteVariation(id), expectSelect);
    QCOMPARE(qs(dump(g)), expected);
    QCOMPARE(g.isValid(id), selectPath == "-");
}

void TestGame::deleteFrom_data()
{
    // clang-format off
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("nodePath");
    QTest::addColumn<QString>("expected");

    QTest::newRow("truncate main line") << "e4 e5 Nf3 Nc6 Bb5" << "e4 e5 Nf3" << "e4 e5";
    QTest::newRow("takes variations inside the removed part") << "e4 e5 Nf3 (Bc4 Bc5) Nc6" << "e4 e5" << "e4";
    QTest::newRow("first variation becomes main continuation") << "e4 e5 (c5 Nf3) (e6) Nf3" << "e4 e5" << "e4 c5 (e6) Nf3";
    QTest::newRow("inside a variation") << "e4 e5 (c5 Nf3 Nc6) Nf3" << "e4 c5 Nf3" << "e4 e5 (c5) Nf3";
    QTest::newRow("whole game") << "e4 (d4) e5" << "e4" << "d4";
    // clang-format on
}

void TestGame::deleteFrom()
{
    QFETCH(QString, start);
    QFETCH(QString, nodePath);
    QFETCH(QString, expected);

    Game g = tree(start.toStdString());
    const NodeId id = find(g, nodePath.toStdString());
    QVERIFY(id != NoNode);
    const NodeId parent = g.parent(id);
    QCOMPARE(g.deleteFrom(id), parent);
    QVERIFY(!g.isValid(id));
    QCOMPARE(qs(dump(g)), expected);
    QCOMPARE(g.deleteFrom(id), NoNode); // already gone
    QCOMPARE(g.deleteFrom(RootNode), NoNode);
}

void TestGame::deleteKeepsOtherIds()
{
    Game g = tree("e4 e5 (c5 Nf3 d6) (e6 d4) Nf3 Nc6");
    const NodeId nf3 = find(g, "e4 e5 Nf3"), e6 = find(g, "e4 e6"), d4 = find(g, "e4 e6 d4"), c5 = find(g, "e4 c5");
    QVERIFY(g.deleteVariation(c5) != NoNode);
    QVERIFY(g.isValid(nf3) && g.isValid(e6) && g.isValid(d4));
    QCOMPARE(qs(g.san(nf3)), QStringLiteral("Nf3"));
    QCOMPARE(qs(g.san(e6)), QStringLiteral("e6"));
    QCOMPARE(qs(g.san(d4)), QStringLiteral("d4"));
    QCOMPARE(g.moveCount(), std::size_t(6)); // e4 e5 Nf3 Nc6 e6 d4
    // Adding an existing move returns that node; a new node never reuses a dead id.
    QCOMPARE(g.addMove(find(g, "e4"), g.move(e6)), e6);
    GameLine line;
    QVERIFY(g.replay(find(g, "e4"), line));
    const std::size_t slotTotal = g.slotCount();
    const NodeId c5again = g.addMove(find(g, "e4"), parseSan(line.position(), "c5").move);
    QCOMPARE(c5again, NodeId(slotTotal));
    QVERIFY(c5again != c5);
}

void TestGame::commentsAndNags()
{
    Game g = tree("e4 e5 (c5) Nf3");
    const NodeId e5 = find(g, "e4 e5"), c5 = find(g, "e4 c5");
    g.setGameComment("Opening");
    g.setCommentBefore(c5, "Sicilian:");
    g.setCommentAfter(e5, "symmetrical");
    g.setCommentAfterVariation(c5, "back to the game");
    g.addNag(e5, 1);
    g.addNag(e5, 1); // no duplicate
    g.addNag(e5, 14);
    QCOMPARE(g.node(e5).nags, (std::vector<std::uint8_t>{1, 14}));
    QCOMPARE(qs(dump(g)), QStringLiteral("{Opening} e4 e5 $1 $14 {symmetrical} ({<Sicilian:} c5) {>back to the game} Nf3"));
    QVERIFY(g.removeNag(e5, 1));
    QVERIFY(!g.removeNag(e5, 1));
    QCOMPARE(g.node(e5).nags, (std::vector<std::uint8_t>{14}));
    g.setNags(e5, {3, 4});
    QCOMPARE(g.node(e5).nags, (std::vector<std::uint8_t>{3, 4}));
    g.clearNags(e5);
    QVERIFY(g.node(e5).nags.empty());
    g.setCommentAfter(e5, "");
    QCOMPARE(qs(dump(g)), QStringLiteral("{Opening} e4 e5 ({<Sicilian:} c5) {>back to the game} Nf3"));
}

void TestGame::navigation_data()
{
    // clang-format off
    QTest::addColumn<QString>("nodePath");
    QTest::addColumn<int>("ply");
    QTest::addColumn<bool>("mainline");
    QTest::addColumn<int>("depth");
    QTest::addColumn<bool>("variationStart");

    QTest::newRow("root") << "" << 0 << true << 0 << false;
    QTest::newRow("main first") << "e4" << 1 << true << 0 << false;
    QTest::newRow("main third") << "e4 e5 Nf3" << 3 << true << 0 << false;
    QTest::newRow("variation start") << "e4 c5" << 2 << false << 1 << true;
    QTest::newRow("inside variation") << "e4 c5 Nf3" << 3 << false << 1 << false;
    QTest::newRow("nested start") << "e4 c5 Nc3" << 3 << false << 2 << true;
    QTest::newRow("nested inside") << "e4 c5 Nc3 Nc6" << 4 << false << 2 << false;
    // clang-format on
}

void TestGame::navigation()
{
    QFETCH(QString, nodePath);
    QFETCH(int, ply);
    QFETCH(bool, mainline);
    QFETCH(int, depth);
    QFETCH(bool, variationStart);

    const Game g = tree("e4 e5 (c5 Nf3 (Nc3 Nc6) d6) Nf3 Nc6");
    const NodeId id = find(g, nodePath.toStdString());
    QVERIFY(id != NoNode);
    QCOMPARE(g.ply(id), ply);
    QCOMPARE(g.isMainline(id), mainline);
    QCOMPARE(g.variationDepth(id), depth);
    QCOMPARE(id != RootNode && g.isVariationStart(id), variationStart);
    QCOMPARE(int(g.pathTo(id).size()), ply);
    QCOMPARE(int(g.movesTo(id).size()), ply);
    QCOMPARE(g.mainline().size(), std::size_t(4));
    QCOMPARE(qs(g.san(g.mainlineEnd())), QStringLiteral("Nc6"));
}

void TestGame::positions()
{
    const Game g = tree("e4 e5 (c5 Nf3 --) Nf3");
    const NodeId null = find(g, "e4 c5 Nf3 --");
    QVERIFY(null != NoNode);
    QCOMPARE(qs(g.san(null)), QStringLiteral("--"));
    QCOMPARE(qs(g.fen(null)), QStringLiteral("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
    QCOMPARE(qs(g.fen(RootNode)), qs(StartFen));

    GameLine line;
    QVERIFY(g.replay(find(g, "e4 e5 Nf3"), line));
    QCOMPARE(line.ply(), std::size_t(3));
    QCOMPARE(qs(line.position().fen()), QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));

    Position pos;
    std::deque<StateInfo> states;
    QVERIFY(g.replay(find(g, "e4 c5"), pos, states));
    QCOMPARE(states.size(), std::size_t(3));
    QCOMPARE(qs(pos.fen()), QStringLiteral("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    QVERIFY(!g.replay(NodeId(1000), line));
}

void TestGame::tags()
{
    Game g;
    g.addTag("White", "Anand");
    g.addTag("Annotator", "A");
    g.addTag("Annotator", "B"); // duplicates are kept
    g.setTag("Annotator", "C"); // replaces the first
    QCOMPARE(qs(g.tag("Annotator")), QStringLiteral("C"));
    QCOMPARE(g.tags().size(), std::size_t(3));
    QCOMPARE(qs(g.tags()[2].value), QStringLiteral("B"));
    g.setTag("Black", "Carlsen"); // appended
    QCOMPARE(qs(g.tags().back().name), QStringLiteral("Black"));
    QVERIFY(g.hasTag("White"));
    QVERIFY(!g.hasTag("white")); // tag names are case-sensitive
    QCOMPARE(g.removeTag("Annotator"), 2);
    QCOMPARE(g.removeTag("Annotator"), 0);
    QCOMPARE(g.tags().size(), std::size_t(2));
    QVERIFY(g.tag("Missing").empty());
}

void TestGame::startPosition()
{
    Game g = tree("e4 e5");
    g.setGameComment("kept");
    const std::string fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40";
    QVERIFY(g.setStartFen(fen).ok());
    QCOMPARE(qs(g.startFen()), qs(fen));
    QVERIFY(!g.hasMoves()); // the old moves do not fit the new position
    QCOMPARE(qs(g.gameComment()), QStringLiteral("kept"));
    QVERIFY(g.addMove(RootNode, Move(E2, E4)) != NoNode);

    QVERIFY(!g.setStartFen("not a fen").ok());
    QCOMPARE(qs(g.startFen()), qs(fen)); // unchanged on failure
    QVERIFY(g.hasMoves());

    QVERIFY(g.setStartFen(StartFen).ok());
    QVERIFY(g.startFen().empty()); // the standard start is stored as ""
    QVERIFY(!g.isChess960());

    QVERIFY(g.setStartFen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true).ok());
    QVERIFY(g.isChess960());
    QVERIFY(!g.startFen().empty());
}

void TestGame::compact()
{
    Game g = tree("e4 e5 (c5 Nf3 d6) (e6) Nf3 Nc6");
    const std::string before = "e4 e5 (e6) Nf3 Nc6";
    const NodeId nc6 = find(g, "e4 e5 Nf3 Nc6");
    QVERIFY(g.deleteVariation(find(g, "e4 c5")) != NoNode);
    QCOMPARE(qs(dump(g)), qs(before));
    QCOMPARE(g.slotCount(), std::size_t(9));
    const std::vector<NodeId> map = g.compact();
    QCOMPARE(map.size(), std::size_t(9));
    QCOMPARE(g.slotCount(), std::size_t(6));
    QCOMPARE(g.moveCount(), std::size_t(5));
    QCOMPARE(qs(dump(g)), qs(before));
    QCOMPARE(map[RootNode], RootNode);
    QCOMPARE(qs(g.san(map[nc6])), QStringLiteral("Nc6"));
    for (NodeId id = 0; id < NodeId(g.slotCount()); ++id)
        QVERIFY(g.isValid(id));
}

void TestGame::copyIsIndependent()
{
    Game original = tree("e4 e5 (c5) Nf3");
    original.setTag("Event", "Test");
    const std::string before = dump(original);
    Game snapshot = original;
    snapshot.setCommentAfter(find(snapshot, "e4"), "changed");
    snapshot.addNag(find(snapshot, "e4 e5"), 2);
    snapshot.promoteToMainline(find(snapshot, "e4 c5"));
    snapshot.deleteFrom(find(snapshot, "e4 e5"));
    snapshot.setTag("Event", "Other");
    QCOMPARE(qs(dump(original)), qs(before));
    QCOMPARE(qs(original.tag("Event")), QStringLiteral("Test"));
    QCOMPARE(qs(dump(snapshot)), QStringLiteral("e4 {changed} c5"));
    QVERIFY(!(snapshot == original));
    original = snapshot; // and back: assignment restores a snapshot
    QCOMPARE(qs(dump(original)), QStringLiteral("e4 {changed} c5"));
}

void TestGame::equalityIgnoresIds()
{
    // Same tree built in a different order, so the ids differ.
    Game a = tree("e4 e5 (c5) Nf3");
    Game b = tree("e4 c5");
    GameLine line;
    QVERIFY(b.replay(find(b, "e4"), line));
    const NodeId e5 = b.addMove(find(b, "e4"), parseSan(line.position(), "e5").move);
    QVERIFY(b.promoteOneLevel(e5));
    line.push(b.move(e5));
    QVERIFY(b.addMove(e5, parseSan(line.position(), "Nf3").move) != NoNode);
    QVERIFY(a == b);
    b.setCommentAfter(e5, "x");
    QVERIFY(!(a == b));
    b.setCommentAfter(e5, "");
    b.addError(Error{});
    QVERIFY(a == b); // errors are reading metadata, not content
    b.setResult("1-0");
    QVERIFY(!(a == b));
}

void TestGame::accept_data() { addAcceptRows(); }

void TestGame::accept()
{
    QFETCH(QString, pgn);
    const std::vector<Game> read = readGames(pgn.toStdString());
    QCOMPARE(read.size(), std::size_t(1));
    const Game& game = read.front();
    QVERIFY(game.errors().empty());
    for (const bool skipVariations : {false, true}) {
        Recorder fromTree;
        fromTree.skipVariations = skipVariations;
        game.accept(fromTree);
        Recorder fromText;
        fromText.skipVariations = skipVariations;
        readPgn(writeGame(game), fromText);
        QCOMPARE(qs(movetextEvents(fromTree.log)), qs(movetextEvents(fromText.log)));
    }
    Game rebuilt;
    int games = 0;
    GameBuilder builder([&](Game&& g) {
        rebuilt = std::move(g);
        ++games;
    });
    game.accept(builder);
    QCOMPARE(games, 1);
    QVERIFY(rebuilt == game);
}

void TestGame::acceptStops_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<int>("stopAfter");
    const QString nested = QStringLiteral("1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 Nc6 1-0");
    QTest::newRow("main line") << nested << 1;
    QTest::newRow("in a variation") << nested << 4;
    QTest::newRow("two variations deep") << nested << 5;
    QTest::newRow("never") << nested << 100;
}

void TestGame::acceptStops()
{
    QFETCH(QString, pgn);
    QFETCH(int, stopAfter);
    const Game game = readGames(pgn.toStdString()).front();
    StoppingRecorder fromTree;
    fromTree.stopAfter = stopAfter;
    game.accept(fromTree);
    StoppingRecorder fromText;
    fromText.stopAfter = stopAfter;
    readPgn(writeGame(game), fromText);
    QCOMPARE(qs(movetextEvents(fromTree.log)), qs(movetextEvents(fromText.log)));
    QCOMPARE(fromTree.skipped, stopAfter < 100);
    QCOMPARE(fromText.skipped, fromTree.skipped);
}

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
