// Embedded comment commands: [%clk], [%emt], [%eval], [%cal], [%csl] in the spellings real files use,
// tolerance of spacing and unknown commands, removal for export, whitespace simplification.
#include "pgntestutil.h"

#include "pgn/embedded.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

QString colorText(MarkColor c)
{
    switch (c) {
    case MarkColor::Red: return "R";
    case MarkColor::Green: return "G";
    case MarkColor::Blue: return "B";
    case MarkColor::Yellow: return "Y";
    }
    return "?";
}

QString squareText(Square s) { return QString(QChar('a' + fileOf(s))) + QChar('1' + rankOf(s)); }

// "Gd2d4,Re7e5" — the parsed arrows written back in [%cal] form (upper-case colours).
QString arrowsText(const std::vector<Arrow>& arrows)
{
    QStringList out;
    for (const Arrow& a : arrows)
        out << colorText(a.color) + squareText(a.from) + squareText(a.to);
    return out.join(',');
}

QString squaresText(const std::vector<SquareMark>& marks)
{
    QStringList out;
    for (const SquareMark& m : marks)
        out << colorText(m.color) + squareText(m.square);
    return out.join(',');
}

// "cp 25", "mate -3", "cp 25 d18" or "-" when absent.
QString evalText(const std::optional<Evaluation>& e)
{
    if (!e)
        return "-";
    QString s = e->mate ? QStringLiteral("mate %1").arg(e->mateIn) : QStringLiteral("cp %1").arg(e->centipawns);
    if (e->depth >= 0)
        s += QStringLiteral(" d%1").arg(e->depth);
    return s;
}

} // namespace

class TestEmbedded : public QObject {
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void clockTime_data();
    void clockTime();
    void removeCommands_data();
    void removeCommands();
    void simplifyWhitespace_data();
    void simplifyWhitespace();
};

void TestEmbedded::parse_data()
{
    // clang-format off
    QTest::addColumn<QString>("comment");
    QTest::addColumn<double>("clock");   // -1 = absent
    QTest::addColumn<double>("elapsed"); // -1 = absent
    QTest::addColumn<QString>("eval");
    QTest::addColumn<QString>("arrows");
    QTest::addColumn<QString>("squares");

    QTest::newRow("lichess clock") << "[%clk 0:03:00]" << 180.0 << -1.0 << "-" << "" << "";
    QTest::newRow("clock with fraction") << "[%clk 1:02:03.5]" << 3723.5 << -1.0 << "-" << "" << "";
    QTest::newRow("clock and eval") << "[%eval 0.25] [%clk 0:00:59]" << 59.0 << -1.0 << "cp 25" << "" << "";
    QTest::newRow("negative eval") << "[%eval -1.5]" << -1.0 << -1.0 << "cp -150" << "" << "";
    QTest::newRow("mate for black") << "[%eval #-3]" << -1.0 << -1.0 << "mate -3" << "" << "";
    QTest::newRow("mate for white") << "[%eval #4]" << -1.0 << -1.0 << "mate 4" << "" << "";
    QTest::newRow("eval with depth") << "[%eval 0.17,22]" << -1.0 << -1.0 << "cp 17 d22" << "" << "";
    QTest::newRow("elapsed") << "[%emt 0:00:05]" << -1.0 << 5.0 << "-" << "" << "";
    QTest::newRow("arrows") << "[%cal Gd2d4,Re7e5]" << -1.0 << -1.0 << "-" << "Gd2d4,Re7e5" << "";
    QTest::newRow("squares") << "[%csl Rd4,Ga1]" << -1.0 << -1.0 << "-" << "" << "Rd4,Ga1";
    QTest::newRow("lower-case colours and spaces") << "[%cal bh1h8, yg2g3 ]" << -1.0 << -1.0 << "-" << "Bh1h8,Yg2g3" << "";
    QTest::newRow("bad list items skipped") << "[%csl Xd4,Gz9,Gd,Bb2]" << -1.0 << -1.0 << "-" << "" << "Bb2";
    QTest::newRow("spaces inside brackets") << "[ %clk  0:01:00 ]" << 60.0 << -1.0 << "-" << "" << "";
    QTest::newRow("text around commands") << "Good move [%clk 0:10:00] and [%eval 0.3] indeed" << 600.0 << -1.0 << "cp 30" << "" << "";
    QTest::newRow("unknown command skipped") << "[%foo bar] [%clk 0:00:10]" << 10.0 << -1.0 << "-" << "" << "";
    QTest::newRow("upper-case name") << "[%CLK 0:00:10]" << 10.0 << -1.0 << "-" << "" << "";
    QTest::newRow("first clock wins") << "[%clk 0:00:10] [%clk 0:00:20]" << 10.0 << -1.0 << "-" << "" << "";
    QTest::newRow("arrows accumulate") << "[%cal Ga1a2] [%cal Rb1b2]" << -1.0 << -1.0 << "-" << "Ga1a2,Rb1b2" << "";
    QTest::newRow("malformed clock") << "[%clk soon]" << -1.0 << -1.0 << "-" << "" << "";
    QTest::newRow("malformed eval") << "[%eval ?]" << -1.0 << -1.0 << "-" << "" << "";
    QTest::newRow("unterminated") << "[%clk 0:00:10" << -1.0 << -1.0 << "-" << "" << "";
    QTest::newRow("not a command") << "[clk 0:00:10] 50% [%]" << -1.0 << -1.0 << "-" << "" << "";
    QTest::newRow("plain text") << "White resigns" << -1.0 << -1.0 << "-" << "" << "";
    // clang-format on
}

void TestEmbedded::parse()
{
    QFETCH(QString, comment);
    QFETCH(double, clock);
    QFETCH(double, elapsed);
    QFETCH(QString, eval);
    QFETCH(QString, arrows);
    QFETCH(QString, squares);

    const EmbeddedCommands c = parseEmbedded(comment.toStdString());
    QCOMPARE(c.clock.has_value(), clock >= 0);
    if (c.clock)
        QCOMPARE(*c.clock, clock);
    QCOMPARE(c.elapsed.has_value(), elapsed >= 0);
    if (c.elapsed)
        QCOMPARE(*c.elapsed, elapsed);
    QCOMPARE(evalText(c.eval), eval);
    QCOMPARE(arrowsText(c.arrows), arrows);
    QCOMPARE(squaresText(c.squares), squares);
    QCOMPARE(c.empty(), clock < 0 && elapsed < 0 && eval == "-" && arrows.isEmpty() && squares.isEmpty());
}

void TestEmbedded::clockTime_data()
{
    // clang-format off
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("seconds"); // -1 = not a time

    QTest::newRow("h:mm:ss") << "1:00:00" << 3600.0;
    QTest::newRow("mm:ss") << "02:03" << 123.0;
    QTest::newRow("seconds") << "75" << 75.0;
    QTest::newRow("fraction") << "0:00:01.25" << 1.25;
    QTest::newRow("fraction not last") << "0:01.5:00" << -1.0;
    QTest::newRow("four parts") << "1:1:1:1" << -1.0;
    QTest::newRow("negative") << "-0:01" << -1.0;
    QTest::newRow("empty part") << "1::00" << -1.0;
    QTest::newRow("empty") << "" << -1.0;
    // clang-format on
}

void TestEmbedded::clockTime()
{
    QFETCH(QString, text);
    QFETCH(double, seconds);
    const auto t = parseClockTime(text.toStdString());
    QCOMPARE(t.has_value(), seconds >= 0);
    if (t)
        QCOMPARE(*t, seconds);
}

void TestEmbedded::removeCommands_data()
{
    // clang-format off
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QString>("expected");

    QTest::newRow("only a clock") << "[%clk 0:03:00]" << "";
    QTest::newRow("clock and eval") << "[%eval 0.25] [%clk 0:03:00]" << "";
    QTest::newRow("text kept") << "Best move [%clk 0:03:00] by far" << "Best move by far";
    QTest::newRow("no glue between words") << "a[%emt 0:00:01]b" << "a b";
    QTest::newRow("arrows kept") << "[%clk 0:03:00] [%cal Gd2d4]" << "[%cal Gd2d4]";
    QTest::newRow("case-insensitive") << "[%Eval 1.0] x" << "x";
    QTest::newRow("unterminated left alone") << "x [%clk 0:03:00" << "x [%clk 0:03:00";
    QTest::newRow("whitespace simplified") << "  a \n b  " << "a b";
    // clang-format on
}

void TestEmbedded::removeCommands()
{
    QFETCH(QString, comment);
    QFETCH(QString, expected);
    QCOMPARE(qs(pgn::removeCommands(comment.toStdString(), {"clk", "emt", "eval"})), expected);
}

void TestEmbedded::simplifyWhitespace_data()
{
    // clang-format off
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("unchanged") << "a b" << "a b";
    QTest::newRow("line breaks") << "a\r\nb\nc" << "a b c";
    QTest::newRow("runs and tabs") << "a \t  b" << "a b";
    QTest::newRow("trimmed") << "\n  a  \n" << "a";
    QTest::newRow("only blanks") << " \n\t " << "";
    QTest::newRow("command list broken after a comma") << "[%cal Ga1a2,\nGb1b2, Rc1c2]" << "[%cal Ga1a2,Gb1b2,Rc1c2]";
    QTest::newRow("command name keeps its space") << "[%cal\nGa1a2]" << "[%cal Ga1a2]";
    QTest::newRow("comma outside a command") << "a,\nb [%clk 0:01:00] c, d" << "a, b [%clk 0:01:00] c, d";
    QTest::newRow("quoted text in a command") << "[%tqu \"En\",\"Why, then?\", \"\"]" << "[%tqu \"En\",\"Why, then?\",\"\"]";
    QTest::newRow("unterminated command is text") << "[%cal Ga1a2,\n Gb1b2" << "[%cal Ga1a2, Gb1b2";
    // clang-format on
}

void TestEmbedded::simplifyWhitespace()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(qs(pgn::simplifyWhitespace(text.toStdString())), expected);
}

QTEST_APPLESS_MAIN(TestEmbedded)
#include "tst_embedded.moc"
