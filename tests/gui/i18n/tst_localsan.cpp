// Localized notation: every language's piece letters for display (English SAN in, local SAN out, squares and marks
// untouched), the way back for typed moves, the SAN entry's reading rule when letters collide between English and the
// current language, and the translated error sentences built from the SAN parser's reason codes.
#include "i18n/errortext.h"
#include "i18n/localsan.h"

#include "core/gameline.h"
#include "pgn/gamebuilder.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

QString uci(const Position& pos, Move m) { return QString::fromStdString(toUci(pos, m)); }

} // namespace

class TestLocalSan : public QObject {
    Q_OBJECT

private slots:
    void localize_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("local");
        const auto row = [](const char* lang, const char* en, const char16_t* local) {
            QTest::addRow("%s %s", lang, en) << QString::fromLatin1(lang) << QString::fromLatin1(en) << QString::fromUtf16(local);
        };
        row("en", "Nf3", u"Nf3");
        row("hu", "Nf3", u"Hf3");
        row("hu", "Bxc6+", u"Fxc6+");
        row("hu", "Rfe1", u"Bfe1");
        row("hu", "Qd8#", u"Vd8#");
        row("hu", "Kg1", u"Kg1");
        row("hu", "exd8=Q+", u"exd8=V+");
        row("hu", "O-O-O", u"O-O-O");
        row("hu", "e4", u"e4");
        row("hu", "bxa8=N", u"bxa8=H");
        row("de", "Nf3", u"Sf3");
        row("de", "Bb5", u"Lb5");
        row("de", "Rd1", u"Td1");
        row("de", "Qh5", u"Dh5");
        row("de", "e8=Q", u"e8=D");
        row("fr", "Kf1", u"Rf1");
        row("fr", "Rf1", u"Tf1");
        row("fr", "Nc3", u"Cc3");
        row("fr", "Bg5", u"Fg5");
        row("es", "Bg5", u"Ag5");
        row("es", "Qd1", u"Dd1");
        row("ro", "Bg5", u"Ng5");
        row("ro", "Nc3", u"Cc3");
        row("tr", "Kg1", u"Şg1");
        row("tr", "Rd1", u"Kd1");
        row("tr", "Nf3", u"Af3");
        row("ru", "Kg1", u"Крg1");
        row("ru", "Nf3", u"Кf3");
        row("ru", "Bb5", u"Сb5");
        row("zh_CN", "Nf3", u"马f3");
        row("zh_CN", "Qxd8", u"后xd8");
        row("fa", "Nf3", u"اسf3");
        row("fa", "Qd1", u"وd1");
    }

    void localize()
    {
        QFETCH(QString, language);
        QFETCH(QString, english);
        QFETCH(QString, local);
        const PieceLetters letters = pieceLetters(language);
        QCOMPARE(localizeSan(english, letters), local);
        // And back: what is shown can be typed.
        QCOMPARE(englishSan(local, letters), english);
    }

    void line()
    {
        const PieceLetters de = pieceLetters(QStringLiteral("de"));
        QCOMPARE(localizeLine(u"12. Nf3 Nc6 13. O-O Bxf3", de), QStringLiteral("12. Sf3 Sc6 13. O-O Lxf3"));
        QCOMPARE(localizeLine(u"23...Qh4#", de), QStringLiteral("23...Dh4#"));
    }

    void figurines()
    {
        QCOMPARE(figurineSan(u"Nf3"), QStringLiteral("♘f3"));
        QCOMPARE(figurineSan(u"exd8=Q+"), QStringLiteral("exd8=♕+"));
        QCOMPARE(figurineSan(u"O-O"), QStringLiteral("O-O"));
        // Typed figurines of either colour are read as English letters.
        QCOMPARE(englishSan(u"♞f6", pieceLetters(QStringLiteral("hu"))), QStringLiteral("Nf6"));
    }

    void currentLanguage()
    {
        setNotationLanguage(QStringLiteral("hu"));
        QCOMPARE(localizeSan(u"Nf3"), QStringLiteral("Hf3"));
        setNotationLanguage(QString());
        QCOMPARE(notationLanguage(), QStringLiteral("en"));
        QCOMPARE(localizeSan(u"Nf3"), QStringLiteral("Nf3"));
    }

    // The entry rule: the local reading when it is legal, else the English one, else the more specific error.
    void readEntry_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("move"); // UCI, empty when the entry is refused
        QTest::addColumn<bool>("local");
        const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
        // A rook on a1 and a bishop on c2 both reach b1: Hungarian B (bástya) and English B (bishop) collide.
        const QString collide = QStringLiteral("4k3/8/8/8/8/8/2B5/R3K3 w - - 0 1");
        const QString ruyLopez = QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        QTest::newRow("hu knight") << "hu" << start << "Hf3"
                                   << "g1f3" << true;
        QTest::newRow("hu English knight") << "hu" << start << "Nf3"
                                           << "g1f3" << false;
        QTest::newRow("hu futó") << "hu" << ruyLopez << "Fb5"
                                 << "f1b5" << true;
        QTest::newRow("hu English bishop, B not a rook move") << "hu" << ruyLopez << "Bb5"
                                                              << "f1b5" << false;
        QTest::newRow("hu B both legal: bástya wins") << "hu" << collide << "Bb1"
                                                      << "a1b1" << true;
        QTest::newRow("hu figurine") << "hu" << start << "♘c3"
                                     << "b1c3" << false;
        QTest::newRow("de Springer") << "de" << start << "Sc3"
                                     << "b1c3" << true;
        QTest::newRow("de promotion without =") << "de"
                                                << "8/4P3/3k4/8/8/8/8/4K3 w - - 0 1"
                                                << "e8D"
                                                << "e7e8q" << true;
        QTest::newRow("de promotion with =") << "de"
                                             << "8/4P3/3k4/8/8/8/8/4K3 w - - 0 1"
                                             << "e8=T"
                                             << "e7e8r" << true;
        QTest::newRow("fr R is roi first") << "fr"
                                           << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                           << "Rd1"
                                           << "e1d1" << true;
        QTest::newRow("fr R falls back to the rook") << "fr"
                                                     << "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
                                                     << "Rb1"
                                                     << "a1b1" << false;
        QTest::newRow("ro N is nebun") << "ro" << ruyLopez << "Nb5"
                                       << "f1b5" << true;
        QTest::newRow("ru Кр before К") << "ru"
                                        << "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1"
                                        << "Крf2"
                                        << "e1f2" << true;
        QTest::newRow("ru К is the knight") << "ru"
                                            << "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1"
                                            << "Кf3"
                                            << "g1f3" << true;
        QTest::newRow("zh") << "zh_CN" << start << "马f3"
                            << "g1f3" << true;
        QTest::newRow("en illegal") << "en" << start << "Nf6"
                                    << "" << false;
        QTest::newRow("hu neither") << "hu" << start << "Hf6"
                                    << "" << true;
    }

    void readEntry()
    {
        QFETCH(QString, language);
        QFETCH(QString, fen);
        QFETCH(QString, typed);
        QFETCH(QString, move);
        QFETCH(bool, local);
        GameLine line;
        QVERIFY(line.reset(fen.toStdString()).ok());
        const EntryReading r = kibitz::gui::readEntry(line.position(), typed, pieceLetters(language));
        if (move.isEmpty()) {
            QVERIFY(!r.result.ok());
        } else {
            QVERIFY2(r.result.ok(), qPrintable(r.english));
            QCOMPARE(uci(line.position(), r.result.move), move);
        }
        QCOMPARE(r.usedLocalLetters, local);
    }

    // The reason codes become sentences; candidates of an ambiguity are shown in the current letters.
    void sanErrors_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
        const QString twoKnights = QStringLiteral("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        QTest::newRow("not a move") << "en" << start << "hello"
                                    << "Not a move: hello";
        QTest::newRow("no knight") << "en" << start << "Nf6"
                                   << "Illegal move: Nf6 — no knight can reach f6";
        QTest::newRow("no pawn") << "en" << start << "e5"
                                 << "Illegal move: e5 — no pawn can reach e5";
        QTest::newRow("own piece") << "en" << start << "Nd2"
                                   << "Illegal move: Nd2 — d2 is occupied by your own piece";
        QTest::newRow("castling") << "en" << start << "O-O"
                                  << "Illegal move: O-O — castling is blocked or passes through an attacked square";
        QTest::newRow("ambiguous") << "en" << twoKnights << "Nd2"
                                   << "Ambiguous: Nbd2 or Nfd2?";
        QTest::newRow("ambiguous, German letters") << "de" << twoKnights << "Sd2"
                                                   << "Ambiguous: Sbd2 or Sfd2?";
    }

    void sanErrors()
    {
        QFETCH(QString, language);
        QFETCH(QString, fen);
        QFETCH(QString, typed);
        QFETCH(QString, message);
        GameLine line;
        QVERIFY(line.reset(fen.toStdString()).ok());
        setNotationLanguage(language); // the entry and the message use the current letters
        const EntryReading r = kibitz::gui::readEntry(line.position(), typed);
        const QString text = ErrorText::sanError(r.result, typed, line.position());
        setNotationLanguage(QString());
        QCOMPARE(text, message);
    }

    void fenErrors_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("message");
        QTest::newRow("two kings") << "4k3/8/8/8/8/8/8/K3K3 w - - 0 1"
                                   << "White has 2 kings";
        QTest::newRow("no black king") << "8/8/8/8/8/8/8/4K3 w - - 0 1"
                                       << "Black has no king";
        QTest::newRow("pawn on h8") << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"
                                    << "Pawn on h8: pawns cannot stand on the first or last rank";
        QTest::newRow("opponent in check") << "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"
                                           << "Black is in check but it is White's move";
        QTest::newRow("bad letter") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"
                                    << "'X' is not a piece letter or digit";
        QTest::newRow("side to move") << "4k3/8/8/8/8/8/8/4K3 x - - 0 1"
                                      << "The side to move must be 'w' or 'b', not 'x'";
    }

    void fenErrors()
    {
        QFETCH(QString, fen);
        QFETCH(QString, message);
        GameLine line;
        const FenResult r = line.reset(fen.toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(ErrorText::fenIssue(r.error, fen.toStdString()), message);
    }

    // The reader hands the SAN parser's reason on with the error, so the read-error bar can word it.
    void readerReasons()
    {
        const std::vector<pgn::Game> games = pgn::readGames("[White \"a\"]\n\n1. e4 e5 2. Nf6 *\n\n"
                                                            "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *\n");
        QCOMPARE(games.size(), std::size_t(2));
        QVERIFY(!games[0].errors().empty());
        const pgn::Error& illegal = games[0].errors().front();
        QCOMPARE(illegal.code, pgn::ErrorCode::IllegalMove);
        QCOMPARE(illegal.moveDetail.reason, SanReason::NoPieceCanReach);
        QCOMPARE(illegal.moveDetail.piece, Knight);
        QCOMPARE(illegal.moveDetail.square, F6);
        QVERIFY(!games[1].errors().empty());
        const pgn::Error& ambiguous = games[1].errors().front();
        QCOMPARE(ambiguous.code, pgn::ErrorCode::AmbiguousMove);
        QCOMPARE(ambiguous.moveDetail.reason, SanReason::SeveralMatch);
        QCOMPARE(QString::fromStdString(ambiguous.candidates), QStringLiteral("Nbd2,Nfd2"));
    }

    // PGN read errors: the code, the reason code and the move label become one translated line.
    void pgnErrors()
    {
        pgn::Error e;
        e.code = pgn::ErrorCode::IllegalMove;
        e.where.line = 12;
        e.gameNumber = 3;
        e.moveLabel = "23...Nf3";
        e.moveDetail = SanDetail{SanReason::NoPieceCanReach, Knight, F3, false};
        QCOMPARE(ErrorText::pgnError(e, QStringLiteral("games.pgn")),
                 QStringLiteral("games.pgn:12: game 3, move 23...Nf3: illegal move — no knight can reach f3"));
        e.code = pgn::ErrorCode::AmbiguousMove;
        e.moveDetail = SanDetail{SanReason::SeveralMatch, NoPieceType, NoSquare, false};
        e.candidates = "Nbd2,Nfd2";
        setNotationLanguage(QStringLiteral("de"));
        const QString german = ErrorText::pgnError(e, QStringLiteral("games.pgn"));
        setNotationLanguage(QString());
        QCOMPARE(german, QStringLiteral("games.pgn:12: game 3, move 23...Sf3: ambiguous move — could be Sbd2 or Sfd2"));
        e.code = pgn::ErrorCode::UnclosedVariation;
        e.moveLabel.clear();
        QCOMPARE(ErrorText::pgnError(e, QStringLiteral("a.pgn")), QStringLiteral("a.pgn:12: game 3: a variation is not closed"));
    }
};

QTEST_GUILESS_MAIN(TestLocalSan)
#include "tst_localsan.moc"
