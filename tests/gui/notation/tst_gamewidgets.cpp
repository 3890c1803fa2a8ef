// The game widgets: navigation buttons, SAN entry messages, the move list and the save dialog's fields.
#include "gui/gametestutil.h"

#include "file/savegamedialog.h"
#include "game/gameheaderstrip.h"
#include "notation/navigationbar.h"
#include "notation/notationview.h"
#include "notation/sanentry.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QTest>
#include <QToolButton>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

class TestGameWidgets : public QObject {
    Q_OBJECT

private slots:
    void navigationButtons_data();
    void navigationButtons();
    void sanEntry_data();
    void sanEntry();
    void sanEntryNag();
    void notationText();
    void notationClickAndHighlight();
    void notationCastlingDoesNotWrap();
    void notationLargeGameIsFast();
    void headerStrip();
    void saveDialogFields();
    void saveDialogValidation_data();
    void saveDialogValidation();
};

void TestGameWidgets::navigationButtons_data()
{
    QTest::addColumn<int>("plies");
    QTest::addColumn<bool>("back");
    QTest::addColumn<bool>("forward");
    QTest::newRow("start") << 0 << false << true;
    QTest::newRow("middle") << 2 << true << true;
    QTest::newRow("end") << 4 << true << false;
}

void TestGameWidgets::navigationButtons()
{
    QFETCH(int, plies);
    QFETCH(bool, back);
    QFETCH(bool, forward);
    GameController c;
    c.setGame(gameFromPgn("1. d4 d5 2. c4 e6 *"));
    NavigationBar bar(&c);
    for (int i = 0; i < plies; ++i)
        QTest::mouseClick(bar.forwardButton(), Qt::LeftButton);
    QCOMPARE(c.game().ply(c.currentNode()), plies);
    QCOMPARE(bar.startButton()->isEnabled(), back);
    QCOMPARE(bar.backButton()->isEnabled(), back);
    QCOMPARE(bar.forwardButton()->isEnabled(), forward);
    QCOMPARE(bar.endButton()->isEnabled(), forward);
}

void TestGameWidgets::sanEntry_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("error");
    QTest::newRow("ok") << ""
                        << "Nf3"
                        << "";
    QTest::newRow("long algebraic") << ""
                                    << "e2-e4"
                                    << "";
    QTest::newRow("uci") << ""
                         << "g1f3"
                         << "";
    QTest::newRow("castling zeros") << "e4 e5 Nf3 Nc6 Bc4 Bc5"
                                    << "0-0"
                                    << "";
    QTest::newRow("garbage") << ""
                             << "hello"
                             << "Not a move: hello";
    QTest::newRow("illegal") << ""
                             << "Nd4"
                             << "Illegal move: Nd4 — no knight can reach d4";
    QTest::newRow("ambiguous") << "d4 d5 Nf3 Nf6"
                               << "Nd2"
                               << "Ambiguous: Nbd2 or Nfd2?";
}

void TestGameWidgets::sanEntry()
{
    QFETCH(QString, moves);
    QFETCH(QString, input);
    QFETCH(QString, error);
    GameController c;
    c.newGame();
    QVERIFY(play(c, moves));
    SanEntry entry(&c);
    entry.show();
    const int ply = c.game().ply(c.currentNode());
    entry.lineEdit()->setText(input);
    QTest::keyClick(entry.lineEdit(), Qt::Key_Return);
    QCOMPARE(entry.errorText(), error);
    QCOMPARE(c.game().ply(c.currentNode()), error.isEmpty() ? ply + 1 : ply);
    QCOMPARE(entry.lineEdit()->text(), error.isEmpty() ? QString() : input); // a mistake stays to be corrected
}

void TestGameWidgets::sanEntryNag()
{
    GameController c;
    c.newGame();
    SanEntry entry(&c);
    QVERIFY(entry.submit(QStringLiteral("e4!?")));
    QCOMPARE(c.game().node(c.currentNode()).nags, std::vector<std::uint8_t>{5});
}

void TestGameWidgets::notationText()
{
    GameController c;
    c.setGame(gameFromPgn("{Intro} 1. e4 $1 e5 {solid} 2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 1-0"));
    NotationView view(&c);
    const QString text = view.toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("Intro 1.e4! e5 solid 2.Nf3")), qPrintable(text));
    // Level-1 and level-2 variations are indented paragraphs of their own.
    QVERIFY2(text.contains(QStringLiteral("\n(2.f4 exf4\n(2...d5))\n2...Nc6")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("2...Nc6 1-0")), qPrintable(text));
    view.setFigurine(true);
    QVERIFY(view.toPlainText().contains(QStringLiteral("2.♘f3")));
}

void TestGameWidgets::notationClickAndHighlight()
{
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 Nc6 *"));
    NotationView view(&c);
    view.resize(300, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const pgn::NodeId nf3 = c.game().mainline()[2];
    const auto [first, last] = view.rangeOf(nf3);
    QVERIFY(first >= 0 && last > first);
    QCOMPARE(view.nodeAt(first), nf3);
    QTextCursor cursor(view.document());
    cursor.setPosition(first + 1);
    const QPoint p = view.cursorRect(cursor).center();
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, p);
    QCOMPARE(c.currentNode(), nf3);
    QCOMPARE(view.extraSelections().size(), 1);
    QCOMPARE(view.extraSelections().first().cursor.selectionStart(), first);
}

void TestGameWidgets::notationCastlingDoesNotWrap()
{
    // A narrow move list must never break "O-O-O" at its hyphens: they are shown as non-breaking hyphens.
    GameController c;
    c.setGame(gameFromPgn("1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. O-O-O O-O-O *"));
    NotationView view(&c);
    const QString text = view.toPlainText();
    const QString longCastling = QStringLiteral("O\u2011O\u2011O");
    QVERIFY2(text.contains(QStringLiteral("5.") + longCastling + QLatin1Char(' ') + longCastling), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("O-O")));
}

void TestGameWidgets::notationLargeGameIsFast()
{
    // 300 moves of knight shuffles with a variation and a comment on every tenth move.
    GameController c;
    c.newGame();
    const char* cycle[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int i = 0; i < 300; ++i) {
        QVERIFY(play(c, QString::fromLatin1(cycle[i % 4])));
        if (i % 10 == 5) {
            c.back();
            QVERIFY(play(c, QString::fromLatin1(i % 2 ? "Nc6" : "Nc3")));
            c.back();
            c.forward();
            c.setComment(c.currentNode(), QStringLiteral("a comment"), false);
        }
    }
    NotationView view(&c);
    view.resize(300, 400);
    view.show();
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < 100; ++i)
        c.back();
    const qint64 navigation = timer.restart();
    c.setComment(c.currentNode(), QStringLiteral("rebuilt"), false);
    const qint64 rebuild = timer.elapsed();
    qInfo("100 steps back: %lld ms, rebuild: %lld ms", navigation, rebuild);
    QVERIFY(navigation < 2000);
    QVERIFY(rebuild < 1000);
}

void TestGameWidgets::headerStrip()
{
    GameController c;
    c.setGame(gameFromPgn(
        "[Event \"Ch\"]\n[White \"Kasparov\"]\n[Black \"Karpov\"]\n[WhiteElo \"2800\"]\n[Result \"1-0\"]\n\n1. e4 c5 2. Nf3 d6 1-0"));
    GameHeaderStrip strip(&c);
    QVERIFY(strip.playersText().startsWith(QStringLiteral("Kasparov (2800) – Karpov")));
    c.toEnd();
    QVERIFY2(strip.openingText().startsWith(QStringLiteral("B5")), qPrintable(strip.openingText()));
    QVERIFY(strip.openingText().contains(QStringLiteral("Sicilian")));
}

void TestGameWidgets::saveDialogFields()
{
    pgn::Game g = gameFromPgn("[White \"A\"]\n[Annotator \"me\"]\n\n1. f3 e5 2. g4 Qh4# 0-1");
    // The date is read before and after the dialog is made: a run across midnight sees one of the two.
    const QString dayBefore = SaveGameDialog::today();
    SaveGameDialog dialog(g, QStringLiteral("0-1"));
    const QString dayAfter = SaveGameDialog::today();
    const QString date = dialog.field(QStringLiteral("Date"))->text();
    QVERIFY2(date == dayBefore || date == dayAfter,
             qPrintable(date + QStringLiteral(" is neither ") + dayBefore + QStringLiteral(" nor ") + dayAfter));
    QVERIFY(!dialog.resultCombo()->isEnabled());
    QCOMPARE(dialog.result(), QStringLiteral("0-1"));
    QVERIFY(!dialog.field(QStringLiteral("ECO"))->text().isEmpty());
    QVERIFY(dialog.validationError().isEmpty());
    const std::vector<pgn::Tag> tags = dialog.tags();
    QCOMPARE(tags[0].name, std::string("Event"));
    QCOMPARE(tags[6].name, std::string("Result"));
    QCOMPARE(tags.back().name, std::string("Annotator"));

    pgn::Game setUp;
    QVERIFY(setUp.setStartFen("8/8/8/8/8/2k5/8/K6R w - - 0 1").ok());
    SaveGameDialog setUpDialog(setUp, QString());
    QVERIFY(setUpDialog.field(QStringLiteral("ECO"))->text().isEmpty());
    QVERIFY(setUpDialog.resultCombo()->isEnabled());
}

void TestGameWidgets::saveDialogValidation_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<QString>("error");
    QTest::newRow("full") << "2024.05.17"
                          << "";
    QTest::newRow("unknown parts") << "1998.??.??"
                                   << "";
    QTest::newRow("all unknown") << "????.??.??"
                                 << "";
    QTest::newRow("slashes") << "2024/05/17"
                             << "Date must look like 2024.05.17; use ?? for unknown parts (e.g. 1998.?\?.?\?).";
    QTest::newRow("month") << "2024.13.01"
                           << "Date: the month must be 01 to 12.";
    QTest::newRow("day") << "2024.01.32"
                         << "Date: the day must be 01 to 31.";
}

void TestGameWidgets::saveDialogValidation()
{
    QFETCH(QString, date);
    QFETCH(QString, error);
    const pgn::Game empty;
    SaveGameDialog dialog(empty, QString());
    dialog.field(QStringLiteral("Date"))->setText(date);
    QCOMPARE(dialog.validationError(), error);
}

QTEST_MAIN(TestGameWidgets)
#include "tst_gamewidgets.moc"
