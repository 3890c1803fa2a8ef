// Engine options: UCI option lines and CECP feature options of every type parsed into one definition (with the
// reasons for lines that cannot be used), the type names the settings store, the commands that set a value or
// press a button, and which values are sent.
#include "engineclient/engineoption.h"

#include <QTest>

using namespace kibitz::engineclient;

namespace {
// "spin 16 [1,1024]", "check false", "combo Normal {Solid|Normal|Risky}", "string <x>", "button"
QString describe(const EngineOption& o)
{
    switch (o.type) {
    case EngineOption::Type::Spin: return QStringLiteral("spin %1 [%2,%3]").arg(o.defaultValue).arg(o.min).arg(o.max);
    case EngineOption::Type::Check: return QStringLiteral("check ") + o.defaultValue;
    case EngineOption::Type::Combo: return QStringLiteral("combo %1 {%2}").arg(o.defaultValue, o.choices.join(u'|'));
    case EngineOption::Type::String: return QStringLiteral("string <%1>").arg(o.defaultValue);
    case EngineOption::Type::Button: return QStringLiteral("button");
    case EngineOption::Type::Unknown: break;
    }
    return QStringLiteral("unknown");
}
} // namespace

class TestEngineOption : public QObject {
    Q_OBJECT

private slots:
    void uciOption_data();
    void uciOption();
    void cecpOption_data();
    void cecpOption();
    void typeNames();
    void commands();
    void valuesToSend();
    void specFromCommandLine();
};

void TestEngineOption::uciOption_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("name"); // empty: rejected
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("error"); // fragment of the reason when rejected

    QTest::newRow("spin") << "option name Hash type spin default 16 min 1 max 33554432"
                          << "Hash"
                          << "spin 16 [1,33554432]"
                          << "";
    QTest::newRow("spin, name with spaces") << "option name Skill Level type spin default 20 min 0 max 20"
                                            << "Skill Level"
                                            << "spin 20 [0,20]"
                                            << "";
    QTest::newRow("check") << "option name Ponder type check default false"
                           << "Ponder"
                           << "check false"
                           << "";
    QTest::newRow("combo") << "option name Style type combo default Normal var Solid var Normal var Risky"
                           << "Style"
                           << "combo Normal {Solid|Normal|Risky}"
                           << "";
    QTest::newRow("combo choices with spaces") << "option name Mode type combo default Very Fast var Slow var Very Fast"
                                               << "Mode"
                                               << "combo Very Fast {Slow|Very Fast}"
                                               << "";
    QTest::newRow("combo default missing from choices") << "option name M type combo default c var a var b"
                                                        << "M"
                                                        << "combo c {c|a|b}"
                                                        << "";
    QTest::newRow("string <empty>") << "option name SyzygyPath type string default <empty>"
                                    << "SyzygyPath"
                                    << "string <>"
                                    << "";
    QTest::newRow("string without default value") << "option name Debug Log File type string default "
                                                  << "Debug Log File"
                                                  << "string <>"
                                                  << "";
    QTest::newRow("string with spaces") << "option name EvalFile type string default nn one.nnue"
                                        << "EvalFile"
                                        << "string <nn one.nnue>"
                                        << "";
    QTest::newRow("button") << "option name Clear Hash type button"
                            << "Clear Hash"
                            << "button"
                            << "";
    QTest::newRow("bad: unknown type") << "option name X type slider default 3"
                                       << ""
                                       << ""
                                       << "unknown type 'slider'";
    QTest::newRow("bad: no type") << "option name X default 3"
                                  << ""
                                  << ""
                                  << "has no type";
    QTest::newRow("bad: no name") << "option name type spin default 1 min 0 max 2"
                                  << ""
                                  << ""
                                  << "has no name";
    QTest::newRow("bad: spin default not a number") << "option name T type spin default many min 1 max 4"
                                                    << ""
                                                    << ""
                                                    << "no numeric default";
    QTest::newRow("bad: spin without max") << "option name T type spin default 1 min 1"
                                           << ""
                                           << ""
                                           << "needs min and max";
    QTest::newRow("bad: spin bad min") << "option name T type spin default 1 min x max 4"
                                       << ""
                                       << ""
                                       << "bad min 'x'";
    QTest::newRow("bad: spin min above max") << "option name T type spin default 1 min 5 max 4"
                                             << ""
                                             << ""
                                             << "min above max";
    QTest::newRow("bad: check neither") << "option name C type check default maybe"
                                        << ""
                                        << ""
                                        << "needs true or false";
    QTest::newRow("bad: combo without choices") << "option name C type combo default a"
                                                << ""
                                                << ""
                                                << "has no choices";
    QTest::newRow("bad: not an option") << "id name X"
                                        << ""
                                        << ""
                                        << "not an option line";
}

void TestEngineOption::uciOption()
{
    QFETCH(QString, line);
    QFETCH(QString, name);
    QFETCH(QString, description);
    QFETCH(QString, error);
    QString why;
    const std::optional<EngineOption> o = parseUciOption(line, &why);
    QCOMPARE(o.has_value(), !name.isEmpty());
    if (!o) {
        QVERIFY2(why.contains(error), qPrintable(why));
        return;
    }
    QCOMPARE(o->name, name);
    QCOMPARE(describe(*o), description);
    QVERIFY(o->value.isEmpty());
}

void TestEngineOption::cecpOption_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name"); // empty: rejected
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("error");
    // The first rows are what Debian's Fairy-Max 5.0b declares.
    QTest::newRow("check") << "Resign -check 0"
                           << "Resign"
                           << "check false"
                           << "";
    QTest::newRow("spin") << "Resign Threshold -spin 800 200 1200"
                          << "Resign Threshold"
                          << "spin 800 [200,1200]"
                          << "";
    QTest::newRow("file") << "Ini File -file /usr/share/games/fairymax/fmax.ini"
                          << "Ini File"
                          << "string </usr/share/games/fairymax/fmax.ini>"
                          << "";
    QTest::newRow("combo, first is current") << "Makruk rules -combo makruk /// Cambodian /// Ai-wok"
                                             << "Makruk rules"
                                             << "combo makruk {makruk|Cambodian|Ai-wok}"
                                             << "";
    QTest::newRow("slider") << "Dummy Slider Example -slider 20 0 100"
                            << "Dummy Slider Example"
                            << "spin 20 [0,100]"
                            << "";
    QTest::newRow("string") << "Dummy String Example -string happy birthday!"
                            << "Dummy String Example"
                            << "string <happy birthday!>"
                            << "";
    QTest::newRow("path") << "Dummy Path Example -path ."
                          << "Dummy Path Example"
                          << "string <.>"
                          << "";
    QTest::newRow("button") << "Clear Hash -button"
                            << "Clear Hash"
                            << "button"
                            << "";
    QTest::newRow("combo, starred default") << "Style -combo Solid /// *Normal /// Risky"
                                            << "Style"
                                            << "combo Normal {Solid|Normal|Risky}"
                                            << "";
    QTest::newRow("save is a button") << "Save Book -save"
                                      << "Save Book"
                                      << "button"
                                      << "";
    QTest::newRow("check on") << "Ponder -check 1"
                              << "Ponder"
                              << "check true"
                              << "";
    QTest::newRow("bad: no type") << "Just a name"
                                  << ""
                                  << ""
                                  << "has no type";
    QTest::newRow("bad: unknown type") << "Colour -color #ffffff"
                                       << ""
                                       << ""
                                       << "unknown type '-color'";
    QTest::newRow("bad: spin short") << "Depth -spin 5 1"
                                     << ""
                                     << ""
                                     << "needs a value, min and max";
    QTest::newRow("bad: check not 0/1") << "Resign -check yes"
                                        << ""
                                        << ""
                                        << "needs 0 or 1";
    QTest::newRow("bad: combo empty") << "Style -combo ///"
                                      << ""
                                      << ""
                                      << "has no choices";
    QTest::newRow("bad: no name") << "-button"
                                  << ""
                                  << ""
                                  << "has no name";
}

void TestEngineOption::cecpOption()
{
    QFETCH(QString, text);
    QFETCH(QString, name);
    QFETCH(QString, description);
    QFETCH(QString, error);
    QString why;
    const std::optional<EngineOption> o = parseCecpOption(text, &why);
    QCOMPARE(o.has_value(), !name.isEmpty());
    if (!o) {
        QVERIFY2(why.contains(error), qPrintable(why));
        return;
    }
    QCOMPARE(o->name, name);
    QCOMPARE(describe(*o), description);
}

void TestEngineOption::typeNames()
{
    for (const auto type : {EngineOption::Type::Spin, EngineOption::Type::Check, EngineOption::Type::Combo, EngineOption::Type::String,
                            EngineOption::Type::Button})
        QCOMPARE(optionTypeFromName(optionTypeName(type)), type);
    QCOMPARE(optionTypeName(EngineOption::Type::Spin), QStringLiteral("spin"));
    QCOMPARE(optionTypeName(EngineOption::Type::Unknown), QString());
    QCOMPARE(optionTypeFromName(u"slider"), EngineOption::Type::Unknown);
}

void TestEngineOption::commands()
{
    QCOMPARE(uciSetOptionCommand("Hash", "64", EngineOption::Type::Spin), QStringLiteral("setoption name Hash value 64"));
    QCOMPARE(uciSetOptionCommand("Skill Level", "3", EngineOption::Type::Unknown), QStringLiteral("setoption name Skill Level value 3"));
    QCOMPARE(uciSetOptionCommand("Clear Hash", "", EngineOption::Type::Button), QStringLiteral("setoption name Clear Hash"));
    QCOMPARE(cecpSetOptionCommand("Resign Threshold", "600", EngineOption::Type::Spin), QStringLiteral("option Resign Threshold=600"));
    QCOMPARE(cecpSetOptionCommand("Resign", "true", EngineOption::Type::Check), QStringLiteral("option Resign=1"));
    QCOMPARE(cecpSetOptionCommand("Resign", "false", EngineOption::Type::Check), QStringLiteral("option Resign=0"));
    QCOMPARE(cecpSetOptionCommand("Clear Hash", "", EngineOption::Type::Button), QStringLiteral("option Clear Hash"));
}

void TestEngineOption::valuesToSend()
{
    EngineOption hash = *parseUciOption(u"option name Hash type spin default 16 min 1 max 1024");
    QVERIFY(hash.valueToSend().isEmpty()); // the engine's default stands
    hash.value = QStringLiteral("16");
    QVERIFY(hash.valueToSend().isEmpty());
    hash.value = QStringLiteral("64");
    QCOMPARE(hash.valueToSend(), QStringLiteral("64"));
    QVERIFY(hash.accepts(QStringLiteral("1024")));
    QVERIFY(!hash.accepts(QStringLiteral("1025")));
    QVERIFY(!hash.accepts(QStringLiteral("lots")));
    EngineOption button = *parseUciOption(u"option name Clear Hash type button");
    button.value = QStringLiteral("x");
    QVERIFY(button.valueToSend().isEmpty());
    EngineOption style = *parseCecpOption(u"Style -combo Solid /// *Normal /// Risky");
    QVERIFY(style.accepts(QStringLiteral("Risky")));
    QVERIFY(!style.accepts(QStringLiteral("Wild")));
    EngineSpec spec;
    spec.setOptionValue(QStringLiteral("Threads"), QStringLiteral("2")); // no definition: sent as it is
    QCOMPARE(spec.options.size(), 1);
    QCOMPARE(spec.option(QStringLiteral("Threads"))->valueToSend(), QStringLiteral("2"));
    spec.options.append(hash);
    spec.setOptionValue(QStringLiteral("Hash"), QStringLiteral("128"));
    QCOMPARE(spec.options.size(), 2);
    QCOMPARE(spec.option(QStringLiteral("Hash"))->valueToSend(), QStringLiteral("128"));
}

void TestEngineOption::specFromCommandLine()
{
    const EngineSpec spec = EngineSpec::fromCommandLine(QStringLiteral("/usr/games/fairymax \"two words\" x"), Protocol::Xboard);
    QCOMPARE(spec.program, QStringLiteral("/usr/games/fairymax"));
    QCOMPARE(spec.arguments, (QStringList{"two words", "x"}));
    QCOMPARE(spec.name, QStringLiteral("fairymax"));
    QCOMPARE(spec.protocol, Protocol::Xboard);
    QCOMPARE(protocolFromName(u"cecp"), std::optional<Protocol>(Protocol::Xboard));
    QCOMPARE(protocolFromName(u"winboard"), std::optional<Protocol>());
    QCOMPARE(protocolName(Protocol::Uci), QStringLiteral("uci"));
}

QTEST_GUILESS_MAIN(TestEngineOption)
#include "tst_engineoption.moc"
