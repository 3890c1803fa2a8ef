// Reader conformance: small PGNs we typed, each compared event by event with the expected visitor log.
#include "recorder.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;

class TestReader : public QObject {
    Q_OBJECT

private slots:
    void events_data();
    void events();
    void errorMessage();
    void lineEndingsAgree_data();
    void lineEndingsAgree();
    void latin1PerGame();
    void latin1Decision_data();
    void latin1Decision();
    void plainTags_data();
    void plainTags();
    void skipGameAtEndTags();
    void skipVariation();
    void cancelStopsBetweenGames();
    void gameSpansCoverFile();
    void boundariesAgree_data();
    void boundariesAgree();
    void skipRestFromBoard_data();
    void skipRestFromBoard();
};

void TestReader::events_data()
{
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("expected");

    // clang-format off
    QTest::addRow("plain game") << QByteArray("[Event \"E\"]\n[White \"W\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n")
        << "<G1>Event=E;White=W;|e4 e5 Nf3 Nc6 R:1-0#";
    QTest::addRow("no space after number") << QByteArray("1.e4 e5 2.Nf3 *\n") << "<G1>|e4 e5 Nf3 R:*#";
    QTest::addRow("black move numbers") << QByteArray("1. e4 1... e5 2. Nf3 2. ... Nc6 *") << "<G1>|e4 e5 Nf3 Nc6 R:*#";
    QTest::addRow("half result latin1") << QByteArray("1. e4 e5 \xBD-\xBD\n") << "<G1>|e4 e5 R:1/2-1/2#";
    QTest::addRow("half result utf8") << QByteArray("1. e4 e5 \xC2\xBD-\xC2\xBD\n") << "<G1>|e4 e5 R:1/2-1/2#";
    QTest::addRow("missing result, next game") << QByteArray("[Event \"A\"]\n\n1. d4 d5\n\n[Event \"B\"]\n\n1. c4 *\n")
        << "<G1>Event=A;|d4 d5 #<G2>Event=B;|c4 R:*#";
    QTest::addRow("no tag section") << QByteArray("1. e4 c5 0-1\n") << "<G1>|e4 c5 R:0-1#";
    QTest::addRow("blank lines in movetext") << QByteArray("[Event \"E\"]\n\n1. e4\n\n\ne5\n\n2. Nf3 *\n") << "<G1>Event=E;|e4 e5 Nf3 R:*#";
    QTest::addRow("escape line") << QByteArray("% a comment line for programs\n1. e4\n% another\n e5 *\n") << "<G1>|e4 e5 R:*#";
    QTest::addRow("semicolon comment") << QByteArray("1. e4 ; king pawn {not a brace comment}\ne5 *\n") << "<G1>|e4 { king pawn {not a brace comment}} e5 R:*#";
    QTest::addRow("parentheses in comment") << QByteArray("1. e4 {a (b) c)} e5 *") << "<G1>|e4 {a (b) c)} e5 R:*#";
    QTest::addRow("nested variations") << QByteArray("1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) 1... e5 *")
        << "<G1>|e4 ( d4 d5 ( Nf6 c4 ( Nf3 ) ) c4 ) e5 R:*#";
    QTest::addRow("variation on black move") << QByteArray("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *") << "<G1>|e4 e5 ( c5 Nf3 ) Nf3 R:*#";
    QTest::addRow("nags and suffixes") << QByteArray("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $32 *")
        << "<G1>|e4 $1 e5 $2 Nf3 $3 Nc6 $4 Bb5 $5 a6 $6 Ba4 $14 $32 R:*#";
    QTest::addRow("null moves") << QByteArray("1. e4 -- 2. d4 Z0 3. c4 *") << "<G1>|e4 -- d4 -- c4 R:*#";
    QTest::addRow("zero castling") << QByteArray("[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. 0-0 0-0-0 *")
        << "<G1>FEN=r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1;|O-O O-O-O R:*#";
    QTest::addRow("long algebraic") << QByteArray("1. e2-e4 e7-e5 2. Ng1-f3 Nb8xc6? *")
        << "<G1>|e4 e5 Nf3 Nc6 $2 R:*#";
    QTest::addRow("uci movetext") << QByteArray("e2e4 e7e5 g1f3 b8c6 f1b5 *") << "<G1>|e4 e5 Nf3 Nc6 Bb5 R:*#";
    QTest::addRow("escaped tag value") << QByteArray("[Event \"The \\\"Big\\\" Open \\\\ 2\"]\n\n*") << "<G1>Event=The \"Big\" Open \\ 2;|R:*#";
    QTest::addRow("empty and duplicate tags") << QByteArray("[WhiteElo \"\"]\n[Site \"A\"]\n[Site \"B\"]\n\n*") << "<G1>WhiteElo=;Site=A;Site=B;|R:*#";
    QTest::addRow("two tags on a line") << QByteArray("[White \"A\"] [Black \"B\"]\n\n*") << "<G1>White=A;Black=B;|R:*#";
    QTest::addRow("setup position") << QByteArray("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *")
        << "<G1>SetUp=1;FEN=4k3/8/8/8/8/8/4P3/4K3 w - - 0 1;|e4 Kd7 R:*#";
    QTest::addRow("chess960 shredder castling") << QByteArray("[Variant \"Chess960\"]\n[FEN \"1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1\"]\n\n1. O-O O-O-O *")
        << "<G1>Variant=Chess960;FEN=1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1;|O-O O-O-O R:*#";
    QTest::addRow("fischerandom spelling") << QByteArray("[Variant \"fischerandom\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *")
        << "<G1>Variant=fischerandom;FEN=bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9;|g3 R:*#";
    QTest::addRow("unsupported variant skipped") << QByteArray("[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. N@f3 *\n\n[Event \"N\"]\n\n1. d4 *")
        << "<G1>Variant=Crazyhouse;!unsupported variant@1:1 #<G2>Event=N;|d4 R:*#";
    QTest::addRow("illegal move keeps prefix") << QByteArray("[White \"A\"]\n\n1. e4 e5 2. Ke3 Nc6 3. Nf3 1-0\n\n1. d4 *")
        << "<G1>White=A;|e4 e5 !illegal move@3:13 R:1-0#<G2>|d4 R:*#";
    QTest::addRow("invalid token keeps prefix") << QByteArray("1. e4 e5 2. Nf3 xyz 3. Bc4 *\n[Event \"2\"]\n1. c4 *")
        << "<G1>|e4 e5 Nf3 !invalid move@1:17 R:*#<G2>Event=2;|c4 R:*#";
    QTest::addRow("ambiguous move") << QByteArray("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *")
        << "<G1>FEN=4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1;|!ambiguous move@3:4 R:*#";
    QTest::addRow("broken tag line skipped") << QByteArray("[Event \"E\"]\n[Site Somewhere]\n[Round \"1\"]\n\n1. e4 *")
        << "<G1>Event=E;!bad tag@2:1 Round=1;|e4 R:*#";
    QTest::addRow("bad fen skips game") << QByteArray("[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n\n[Event \"ok\"]\n\n1. e4 *")
        << "<G1>FEN=8/8/8 w - - 0 1;!bad FEN@1:1 #<G2>Event=ok;|e4 R:*#";
    QTest::addRow("comment before first move and in variation") << QByteArray("{Intro} 1. e4 {good} (1. d4 {also}) 1... e5 *")
        << "<G1>|{Intro} e4 {good} ( d4 {also} ) e5 R:*#";
    QTest::addRow("unterminated comment does not eat next game") << QByteArray("1. e4 {oops\n\n[Event \"Next\"]\n\n1. d4 *")
        << "<G1>|e4 !unterminated comment@1:7 #<G2>Event=Next;|d4 R:*#";
    // A stray '{' between games (no movetext follows it before the next tags) is skipped as a leftover; it must
    // not swallow the game after it, whether or not a '}' appears somewhere later in the file.
    QTest::addRow("stray unterminated comment between games") << QByteArray("1. e4 1-0\n\n{ stray\n\n[Event \"B\"]\n\n1. d4 0-1\n")
        << "<G1>|e4 R:1-0#<G2>Event=B;|d4 R:0-1#";
    QTest::addRow("stray comment closed in a later game") << QByteArray("1. e4 1-0\n{ stray\n[Event \"B\"]\n\n1. d4 0-1\n[Event \"C\"]\n\n1. c4 {x} c5 *\n")
        << "<G1>|e4 R:1-0#<G2>Event=B;|d4 R:0-1#<G3>Event=C;|c4 {x} c5 R:*#";
    QTest::addRow("bad move inside a variation") << QByteArray("1. e4 (1. d4 Ke3 d5) e5 *") << "<G1>|e4 ( d4 !illegal move@1:14 ) R:*#";
    QTest::addRow("junk inside a variation") << QByteArray("1. e4 e5 (][%cal5 2. Nc3)\n") << "<G1>|e4 e5 ( !unexpected token@1:11 ) #";
    QTest::addRow("unbalanced close paren") << QByteArray("1. e4 ) e5 *") << "<G1>|e4 !unexpected token@1:7 e5 R:*#";
    QTest::addRow("unclosed variation") << QByteArray("1. e4 (1. d4 d5 *") << "<G1>|e4 ( d4 d5 !unclosed variation@1:17 ) R:*#";
    QTest::addRow("null move in check") << QByteArray("[FEN \"4k3/8/8/8/8/8/8/4K2r w - - 0 1\"]\n\n1. -- *")
        << "<G1>FEN=4k3/8/8/8/8/8/8/4K2r w - - 0 1;|!null move in check@3:4 R:*#";
    QTest::addRow("promotion without equals") << QByteArray("[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8Q *")
        << "<G1>FEN=4k3/P7/8/8/8/8/8/4K3 w - - 0 1;|a8=Q+ R:*#";
    // Tag lines that break a line (blanks before the value, an escaped line end) and castling decided by the fast
    // SAN path: the line numbers of later errors and the moves read must be those of a byte-by-byte reading.
    QTest::addRow("tag name and value on two lines") << QByteArray("[Event\n\"E\"]\n\n1. e4 Ke3 *")
        << "<G1>Event=E;|e4 !illegal move@4:7 R:*#";
    QTest::addRow("escaped line end in a tag value") << QByteArray("[Event \"A\\\nB\"] [Site \"S\"]\n1. e4 Ke3 *")
        << "<G1>Event=A\\\nB;Site=S;|e4 !illegal move@3:7 R:*#";
    QTest::addRow("castling twice") << QByteArray("[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. O-O O-O-O+ 2. O-O-O *")
        << "<G1>FEN=r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1;|O-O O-O-O !illegal move@3:18 R:*#";
    QTest::addRow("castling out of check") << QByteArray("[FEN \"r3k2r/8/8/8/8/8/4q3/R3K2R w KQkq - 0 1\"]\n\n1. O-O *")
        << "<G1>FEN=r3k2r/8/8/8/8/8/4q3/R3K2R w KQkq - 0 1;|!illegal move@3:4 R:*#";
    QTest::addRow("bom") << QByteArray("\xEF\xBB\xBF[Event \"B\"]\n\n1. e4 *") << "<G1>Event=B;|e4 R:*#";
    QTest::addRow("empty input") << QByteArray("") << "";
    QTest::addRow("only whitespace and comments") << QByteArray("\n\n  {stray}\n\n") << "";
    // clang-format on
}

void TestReader::events()
{
    QFETCH(QByteArray, pgn);
    QFETCH(QString, expected);
    Recorder rec;
    readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), rec);
    QCOMPARE(QString::fromStdString(rec.log), expected);
}

void TestReader::errorMessage()
{
    const QByteArray pgn = "[White \"Kasparov, G\"]\n[Black \"Karpov, A\"]\n\n1. e4 e5 2. Nf3 Nf3 *\n";
    Recorder rec;
    readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), rec);
    QCOMPARE(rec.errors.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(formatError(rec.errors[0], "games.pgn")),
             QStringLiteral("games.pgn:4:17: game 1 (Kasparov, G - Karpov, A): move 2...Nf3: illegal move (no knight can reach f3)"));
}

void TestReader::lineEndingsAgree_data()
{
    QTest::addColumn<QByteArray>("eol");
    QTest::addRow("LF") << QByteArray("\n");
    QTest::addRow("CRLF") << QByteArray("\r\n");
    QTest::addRow("CR") << QByteArray("\r");
}

void TestReader::lineEndingsAgree()
{
    QFETCH(QByteArray, eol);
    QByteArray pgn = "[Event \"E\"]\n[Site \"S\"]\n\n1. e4 e5\n2. Nf3 ; comment\nNc6 3. Qxf7 *\n";
    pgn.replace("\n", eol);
    Recorder rec;
    readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), rec);
    // Same events and the same error location whatever the line ends are.
    QCOMPARE(QString::fromStdString(rec.log), QStringLiteral("<G1>Event=E;Site=S;|e4 e5 Nf3 { comment} Nc6 !illegal move@6:8 R:*#"));
}

void TestReader::latin1PerGame()
{
    // Game 1 is Latin-1 ("M\xfcller"), game 2 valid UTF-8 ("M\xc3\xbcller"): both must come out as UTF-8.
    const QByteArray pgn = "[White \"M\xfcller\"]\n\n1. e4 {gut f\xfcr Wei\xdf} *\n\n[White \"M\xc3\xbcller\"]\n\n1. d4 {\xc3\xa9} *\n";
    Recorder rec;
    readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), rec);
    QCOMPARE(QString::fromUtf8(rec.log.c_str()),
             QString::fromUtf8("<G1>White=Müller;|e4 {gut für Weiß} R:*#<G2>White=Müller;|d4 {é} R:*#"));
}

void TestReader::latin1Decision_data()
{
    // Per game: whether it was read as Latin-1 (GameEnd::latin1), then its tag values and comments as handed over.
    // The decision is taken from the tag section (invalid UTF-8 there makes the game Latin-1), or from the first
    // text that is not valid UTF-8.
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("expected");
    QTest::addRow("ascii tags, latin-1 comment") << QByteArray("[White \"A\"]\n\n1. e4 {f\xfcr} *\n") << "L White=A {für}|";
    QTest::addRow("ascii tags, utf-8 comment") << QByteArray("[White \"A\"]\n\n1. e4 {f\xc3\xbcr} *\n") << "- White=A {für}|";
    QTest::addRow("latin-1 tag") << QByteArray("[White \"M\xfcller\"]\n[Black \"B\"]\n\n1. e4 *\n") << "L White=Müller Black=B|";
    QTest::addRow("utf-8 tag") << QByteArray("[White \"M\xc3\xbcller\"]\n\n1. e4 *\n") << "- White=Müller|";
    QTest::addRow("latin-1 in an escaped line between tags")
        << QByteArray("[Event \"E\"]\n% M\xfcller\n[White \"A\"]\n\n1. e4 {\xc3\xa9} *\n") << "- Event=E White=A {é}|";
    QTest::addRow("two tag blocks, one game") // no movetext between them: one game
        << QByteArray("[Event \"A\"]\n\n[Event \"B\"]\n[White \"M\xfcller\"]\n\n1. e4 *\n") << "L Event=A Event=B White=Müller|";
    QTest::addRow("movetext on the tag line") << QByteArray("[White \"A\"] 1. e4 {M\xfcller} *\n") << "L White=A {Müller}|";
    QTest::addRow("crlf, latin-1 tag") << QByteArray("[White \"M\xfcller\"]\r\n\r\n1. e4 *\r\n") << "L White=Müller|";
    QTest::addRow("no tags") << QByteArray("1. e4 {\xe9} *\n") << "L {é}|";
    QTest::addRow("ascii game after a latin-1 one")
        << QByteArray("[White \"\xe9\"]\n\n1. e4 *\n\n[White \"e\"]\n\n1. d4 {\xc3\xa9} *\n") << "L White=é|- White=e {é}|";
}

void TestReader::latin1Decision()
{
    QFETCH(QByteArray, pgn);
    QFETCH(QString, expected);
    struct Texts : Visitor {
        std::string log, game;
        void beginGame(const GameStart&) override { game.clear(); }
        void tag(std::string_view name, std::string_view value) override { game += " " + std::string(name) + "=" + std::string(value); }
        void comment(std::string_view text) override { game += " {" + std::string(text) + "}"; }
        void endGame(const GameEnd& end) override { log += (end.latin1 ? "L" : "-") + game + "|"; }
    } texts;
    readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), texts);
    QCOMPARE(QString::fromUtf8(texts.log.c_str()), expected);
}

void TestReader::plainTags_data()
{
    // Per game: whether its tag section is plain (GameEnd::plainTags: a later read may skip it), 'P' or '-'. Each
    // text is then read again skipping the plain sections (ReadContext::plainTags), which must give the same events
    // (tags aside), errors at the same lines and columns included.
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<QString>("expected");
    QTest::addRow("tags, blank line, movetext") << QByteArray("[Event \"E\"]\n[White \"W\"]\n\n1. e4 e5 *\n") << "P";
    QTest::addRow("crlf") << QByteArray("[Event \"E\"]\r\n[White \"W\"]\r\n\r\n1. e4 e5 *\r\n") << "P";
    QTest::addRow("two tags on a line") << QByteArray("[Event \"E\"] [White \"W\"]\n\n1. e4 *\n") << "P";
    QTest::addRow("blank lines between tags") << QByteArray("[Event \"E\"]\n\n \t\n[White \"W\"]\n\n1. e4 *\n") << "P";
    QTest::addRow("two tag blocks, one game") << QByteArray("[Event \"A\"]\n[Result \"*\"]\n\n[Event \"B\"]\n\n1. e4 *\n") << "P";
    QTest::addRow("movetext on the tag line") << QByteArray("[White \"A\"] 1. e4 *\n") << "-";
    QTest::addRow("fen") << QByteArray("[FEN \"8/8/8/8/8/8/4K3/k7 w - - 0 1\"]\n\n1. Kd3 *\n") << "-";
    QTest::addRow("variant") << QByteArray("[Variant \"Standard\"]\n\n1. e4 *\n") << "-";
    QTest::addRow("latin-1 tag") << QByteArray("[White \"M\xfcller\"]\n\n1. e4 {\xe9} *\n") << "-";
    QTest::addRow("utf-8 tag") << QByteArray("[White \"M\xc3\xbcller\"]\n\n1. e4 *\n") << "-";
    QTest::addRow("escape line between tags") << QByteArray("[Event \"E\"]\n% note\n[White \"W\"]\n\n1. e4 *\n") << "-";
    QTest::addRow("bad tag") << QByteArray("[White W]\n\n1. e4 *\n") << "-";
    QTest::addRow("tag value over two lines") << QByteArray("[Annotator \"a\nb\"]\n\n1. e4 *\n") << "-";
    QTest::addRow("bare cr line ends") << QByteArray("[Event \"E\"]\r[White \"W\"]\r\r1. e4 e5 2. Ke3 *\r") << "-";
    QTest::addRow("no tags") << QByteArray("1. e4 *\n") << "-";
    QTest::addRow("tags only, line break at the end") << QByteArray("[Event \"E\"]\n") << "P";
    QTest::addRow("tags only, no line break at the end") << QByteArray("[Event \"E\"]") << "-";
    QTest::addRow("errors after plain tags") << QByteArray(
        "[Event \"E\"]\n[White \"W\"]\n\n1. e4 e5\n2. Ke3 Nf6 *\n\n[Event \"F\"]\n\n1. d4 {x} d5 2. Qd4 *\n")
                                             << "PP";
    QTest::addRow("plain after not plain") << QByteArray(
        "[White \"A\"] 1. e4 *\n\n[Event \"B\"]\n\n1. d4 (1. c4) d5 *\n\n[FEN \"8/8/8/8/8/8/4K3/k7 w - - 0 1\"]\n\n1. Kd3 *\n")
                                           << "-P-";
}

void TestReader::plainTags()
{
    QFETCH(QByteArray, pgn);
    QFETCH(QString, expected);
    struct Events : Recorder {
        std::string plain;
        std::vector<int> tags; // per game
        void beginGame(const GameStart& start) override
        {
            tags.push_back(0);
            Recorder::beginGame(start);
        }
        void tag(std::string_view, std::string_view) override { ++tags.back(); } // not logged: skipping drops them
        void endGame(const GameEnd& end) override
        {
            plain += end.plainTags ? 'P' : '-';
            Recorder::endGame(end);
        }
    };
    const std::string_view text(pgn.constData(), std::size_t(pgn.size()));
    Events full;
    readPgn(text, full);
    QCOMPARE(QString::fromStdString(full.plain), expected);

    std::vector<std::uint8_t> flags;
    for (const char c : full.plain)
        flags.push_back(c == 'P' ? 1 : 0);
    ReadContext ctx;
    ctx.plainTags = flags;
    Events skipped;
    readPgn(text, skipped, ctx);
    QCOMPARE(QString::fromStdString(skipped.log), QString::fromStdString(full.log));
    QCOMPARE(QString::fromStdString(skipped.plain), expected);
    QCOMPARE(skipped.tags.size(), full.tags.size());
    for (std::size_t g = 0; g < full.tags.size(); ++g) {
        QVERIFY(full.plain[g] != 'P' || full.tags[g] > 0);                  // a plain section holds tags...
        QCOMPARE(skipped.tags[g], full.plain[g] == 'P' ? 0 : full.tags[g]); // ...that were not read the second time
    }
}

void TestReader::skipGameAtEndTags()
{
    const QByteArray pgn = "[Event \"A\"]\n\n1. e4 {x} (1. d4) e5 *\n\n[Event \"B\"]\n\n1. Nf3 {[Event \"fake\"]} *\n";
    Recorder rec;
    rec.skipGames = true;
    const ReadStats s = readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), rec);
    QCOMPARE(QString::fromStdString(rec.log), QStringLiteral("<G1>Event=A;|#<G2>Event=B;|#"));
    QCOMPARE(s.games, std::uint64_t(2));
}

void TestReader::skipVariation()
{
    const QByteArray pgn = "1. e4 (1. d4 (1. c4) d5 {deep}) 1... e5 *";
    Recorder rec;
    rec.skipVariations = true;
    readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), rec);
    QCOMPARE(QString::fromStdString(rec.log), QStringLiteral("<G1>|e4 e5 R:*#"));
}

void TestReader::cancelStopsBetweenGames()
{
    QByteArray pgn;
    for (int i = 0; i < 50; ++i)
        pgn += "[Event \"" + QByteArray::number(i) + "\"]\n\n1. e4 *\n\n";
    std::atomic<bool> cancel{true};
    ReadContext ctx;
    ctx.cancel = &cancel;
    Recorder rec;
    const ReadStats s = readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), rec, ctx);
    QVERIFY(s.cancelled);
    QCOMPARE(s.games, std::uint64_t(0));
}

namespace {
class SpanCollector : public Visitor {
public:
    std::vector<std::pair<std::uint64_t, std::uint64_t>> spans;
    void beginGame(const GameStart& s) override { spans.push_back({s.where.offset, 0}); }
    void endGame(const GameEnd& e) override { spans.back().second = e.endOffset; }
};
} // namespace

void TestReader::gameSpansCoverFile()
{
    const QByteArray pgn = "[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 {c} 1-0\n\n\n1. c4 *\n";
    SpanCollector spans;
    readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), spans);
    QCOMPARE(spans.spans.size(), std::size_t(3));
    QCOMPARE(spans.spans[0].first, std::uint64_t(0));
    for (std::size_t i = 0; i + 1 < spans.spans.size(); ++i)
        QCOMPARE(spans.spans[i].second, spans.spans[i + 1].first); // contiguous: nothing between games is lost
    QCOMPARE(spans.spans.back().second, std::uint64_t(pgn.size()));
    QCOMPARE(pgn.mid(int(spans.spans[1].first), 11), QByteArray("[Event \"B\"]"));
}

namespace {
// Records game spans while skipping either whole movetexts or every variation.
class SkippingSpans : public SpanCollector {
public:
    bool skipGames = false;
    Action endTags(const Position&) override { return skipGames ? Action::Skip : Action::Continue; }
    Action beginVariation() override { return Action::Skip; }
};
} // namespace

void TestReader::boundariesAgree_data()
{
    QTest::addColumn<QByteArray>("pgn");
    QTest::addColumn<int>("games");
    QTest::addRow("bare results") << QByteArray("****\n") << 4;
    QTest::addRow("result inside a variation") << QByteArray("1. e4 (1. d4 *) e5 *\n") << 2;
    QTest::addRow("results of all kinds") << QByteArray("1. e4 1-0 1. d4 0-1 1. c4 1/2-1/2 1. Nf3 \xBD-\xBD 1. b3 1/2\n") << 5;
    QTest::addRow("result-like text in comments") << QByteArray("1. e4 {1-0 *} ; 0-1\ne5 *\n") << 1;
    QTest::addRow("nag digits then result") << QByteArray("1. e4 $1 1-0\n") << 1;
    QTest::addRow("escape line with a result") << QByteArray("1. e4\n% 1-0\ne5 *\n") << 1;
    QTest::addRow("tag line ends a game") << QByteArray("1. e4 e5\n[Event \"x\"]\n1. d4 *\n") << 2;
    QTest::addRow("tag line after a ; comment") << QByteArray("1.;\n[Event \"b\n") << 2;
    QTest::addRow("tag line after a comment ending a line") << QByteArray("1. e4 {x\ny}\n[Event \"b\"]\n*\n") << 2;
    QTest::addRow("escape line after a ; comment") << QByteArray("1. e4 ; c\n% *\ne5 *\n") << 1;
    QTest::addRow("stray comment between games")
        << QByteArray("1. e4 1-0\n{ stray\n[Event \"B\"]\n1. d4 0-1\n[Event \"C\"]\n1. c4 {x} *\n") << 3;
    // The header-only scan looks for results from their '-' or '/': tokens with those that are not results.
    QTest::addRow("castling, null moves and result-like tokens") << QByteArray("1. e4 e5 2. O-O-O -- 10-0 0-1x 1/2x e1-0 *\n") << 1;
    QTest::addRow("result right after a move number") << QByteArray("1. e4 2.1-0 1. d4 3.1/2 1. c4 4...0-1\n") << 3;
    QTest::addRow("result first in the text") << QByteArray("1-0 0-1") << 2;
    QTest::addRow("movetext on a tag's line") << QByteArray("[Event \"x\"]1-0\n[Event \"y\"] 1/2 [Event \"z\"]0\n-1 *\n") << 3;
    QTest::addRow("result at the end without a line break") << QByteArray("1. e4 e5 1/2-1/2") << 1;
    QTest::addRow("long runs between the bytes that matter")
        << QByteArray("1. e4" + QByteArray(37, ' ') + "e5" + QByteArray(21, ' ') + "2. Nf3\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t1-0\n"
                      + QByteArray(15, ' ') + "1. d4" + QByteArray(16, ' ') + "0-1")
        << 2;
}

void TestReader::boundariesAgree()
{
    QFETCH(QByteArray, pgn);
    QFETCH(int, games);
    const std::string_view data(pgn.constData(), std::size_t(pgn.size()));
    SpanCollector full;
    SkippingSpans headers, noVariations;
    headers.skipGames = true;
    readPgn(data, full);
    readPgn(data, headers);
    readPgn(data, noVariations);
    QCOMPARE(int(full.spans.size()), games);
    QCOMPARE(headers.spans, full.spans); // a header-only reader sees exactly the same games
    QCOMPARE(noVariations.spans, full.spans);
}

namespace {
// Records events but stops caring about a game after `plies` positions (board() returns Skip).
class StopAfter : public Recorder {
public:
    int plies = 0, seen = 0;
    std::vector<bool> skipped;
    void beginGame(const GameStart& s) override
    {
        seen = 0;
        Recorder::beginGame(s);
    }
    Action board(const Position&) override { return ++seen >= plies ? Action::Skip : Action::Continue; }
    void endGame(const GameEnd& e) override
    {
        skipped.push_back(e.skipped);
        Recorder::endGame(e);
    }
};
} // namespace

void TestReader::skipRestFromBoard_data()
{
    QTest::addColumn<int>("plies");
    QTest::addColumn<QString>("expected");
    QTest::addRow("after two plies") << 2 << "<G1>|e4 e5 #<G2>|d4 d5 #";
    QTest::addRow("inside a variation") << 4 << "<G1>|e4 e5 Nf3 ( Nc3 ) #<G2>|d4 d5 R:*#";
    QTest::addRow("never") << 100 << "<G1>|e4 e5 Nf3 ( Nc3 Nf6 f4 ) Nc6 Bb5 R:*#<G2>|d4 d5 R:*#";
}

void TestReader::skipRestFromBoard()
{
    QFETCH(int, plies);
    QFETCH(QString, expected);
    const QByteArray pgn = "1. e4 e5 2. Nf3 (2. Nc3 Nf6 3. f4) Nc6 3. Bb5 *\n\n1. d4 d5 *\n";
    StopAfter rec;
    rec.plies = plies;
    const ReadStats stats = readPgn(std::string_view(pgn.constData(), std::size_t(pgn.size())), rec);
    QCOMPARE(QString::fromStdString(rec.log), expected);
    QCOMPARE(stats.games, std::uint64_t(2)); // the skipped game still ends where it should
    QCOMPARE(rec.skipped.front(), plies <= 4);
}

QTEST_GUILESS_MAIN(TestReader)
#include "tst_reader.moc"
