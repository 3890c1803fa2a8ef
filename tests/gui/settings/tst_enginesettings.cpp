// Settings › Engines: an added engine is run once for its handshake, which finds its protocol (chosen, or detected)
// and its options; each option gets the editor of its kind with the engine's range, choices and default; edited
// values are saved per engine and sent to the engine at its next start; an option button is sent to the running
// engine of that name; configurations saved before there was a protocol choice load as UCI.
#include "gui/gametestutil.h"

#include "analysis/analysisdock.h"
#include "analysis/analyzer.h"
#include "engineclient/externalengine.h"
#include "settings/engineconfig.h"
#include "settings/enginesettings.h"
#include "settings/preferences.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;
using engineclient::EngineOption;
using engineclient::ExternalEngine;
using engineclient::Protocol;

namespace {
QString scriptPath(const char* name) { return QStringLiteral(KIBITZ_ENGINECLIENT_TEST_DIR "/") + QLatin1String(name); }

template <class T>
T* named(QWidget* parent, const QString& name)
{
    for (T* w : parent->findChildren<T*>())
        if (w->accessibleName() == name)
            return w;
    return nullptr;
}

QStringList sentLines(const QSignalSpy& traffic)
{
    QStringList out;
    for (const QList<QVariant>& args : traffic)
        if (args.at(0).toBool())
            out << args.at(1).toString();
    return out;
}
} // namespace

class TestEngineSettings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }
    void protocolAndOptionsFound_data();
    void protocolAndOptionsFound();
    void optionEditors();
    void editedOptionsAreSavedAndSent();
    void configRoundTrip();
    void configWithoutProtocolIsUci();
};

void TestEngineSettings::protocolAndOptionsFound_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("chosen");
    QTest::addColumn<int>("found");
    QTest::addColumn<QStringList>("options");
    const QStringList xboardOptions{"Resign Threshold", "Resign", "Style", "Book File", "Clear Hash"};
    QTest::newRow("xboard, detected") << "xboard-scripted.sh" << int(Protocol::Auto) << int(Protocol::Xboard) << xboardOptions;
    QTest::newRow("xboard, chosen") << "xboard-scripted.sh" << int(Protocol::Xboard) << int(Protocol::Xboard) << xboardOptions;
    QTest::newRow("uci, detected") << "uci-chatty.sh" << int(Protocol::Auto) << int(Protocol::Uci) << QStringList{"MultiPV"};
    QTest::newRow("uci, chosen") << "uci-chatty.sh" << int(Protocol::Uci) << int(Protocol::Uci) << QStringList{"MultiPV"};
}

void TestEngineSettings::protocolAndOptionsFound()
{
    QFETCH(QString, script);
    QFETCH(int, chosen);
    QFETCH(int, found);
    QFETCH(QStringList, options);
    EngineSettings settings;
    QVERIFY(settings.addEngine(QStringLiteral("Scripted"), scriptPath(qPrintable(script)), Protocol(chosen)));
    QVERIFY(settings.isProbing());
    QTRY_VERIFY_WITH_TIMEOUT(!settings.isProbing(), 10000);
    const EngineConfig c = settings.config();
    QCOMPARE(c.engines.size(), 1);
    QCOMPARE(int(c.engines[0].protocol), found);
    QStringList names;
    for (const EngineOption& o : c.engines[0].options)
        names << o.name;
    QCOMPARE(names, options);
    bool said = false;
    for (QLabel* l : settings.findChildren<QLabel*>())
        said = said
            || l->text().startsWith(QStringLiteral("Scripted speaks %1 and has %2 option")
                                        .arg(found == int(Protocol::Uci) ? "UCI" : "xboard (CECP)")
                                        .arg(options.size()));
    QVERIFY(said);
}

void TestEngineSettings::optionEditors()
{
    EngineSettings settings;
    QVERIFY(settings.addEngine(QStringLiteral("Scripted"), scriptPath("xboard-scripted.sh"), Protocol::Xboard));
    QTRY_VERIFY_WITH_TIMEOUT(!settings.isProbing(), 10000);
    if (const QByteArray dir = qgetenv("KIBITZ_SCREENSHOT_DIR"); !dir.isEmpty()) {
        settings.resize(520, 480);
        settings.show();
        QTest::qWait(200);
        settings.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/engine-settings-test.png"));
    }
    auto* spin = named<QSpinBox>(&settings, QStringLiteral("Resign Threshold"));
    QVERIFY(spin);
    QCOMPARE(spin->minimum(), 200);
    QCOMPARE(spin->maximum(), 1200);
    QCOMPARE(spin->value(), 800);
    auto* check = named<QCheckBox>(&settings, QStringLiteral("Resign"));
    QVERIFY(check && !check->isChecked());
    auto* combo = named<QComboBox>(&settings, QStringLiteral("Style"));
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    QCOMPARE(combo->currentText(), QStringLiteral("Normal"));
    auto* text = named<QLineEdit>(&settings, QStringLiteral("Book File"));
    QVERIFY(text);
    QCOMPARE(text->text(), QStringLiteral("book.bin"));
    auto* button = named<QPushButton>(&settings, QStringLiteral("Clear Hash"));
    QVERIFY(button);
    QSignalSpy pressed(&settings, &EngineSettings::optionButtonPressed);
    button->click();
    QCOMPARE(pressed.count(), 1);
    QCOMPARE(pressed.first().at(0).toString(), QStringLiteral("Scripted"));
    QCOMPARE(pressed.first().at(1).toString(), QStringLiteral("Clear Hash"));

    spin->setValue(600);
    check->setChecked(true);
    combo->setCurrentText(QStringLiteral("Risky"));
    text->setText(QStringLiteral("other.bin"));
    QTest::keyClick(text, Qt::Key_X); // textEdited: typed by the user
    const EngineConfig c = settings.config();
    QCOMPARE(c.engines[0].option("Resign Threshold")->value, QStringLiteral("600"));
    QCOMPARE(c.engines[0].option("Resign")->value, QStringLiteral("true"));
    QCOMPARE(c.engines[0].option("Style")->value, QStringLiteral("Risky"));
    QCOMPARE(c.engines[0].option("Book File")->value, QStringLiteral("other.binx"));
    QVERIFY(c.engines[0].option("Clear Hash")->value.isEmpty());
}

void TestEngineSettings::editedOptionsAreSavedAndSent()
{
    GameController c;
    Preferences preferences;
    AnalysisDock dock(&c, nullptr, &preferences);
    {
        QDialog dialog;
        EngineSettings* settings = dock.createEngineSettings(&dialog);
        QVERIFY(settings->addEngine(QStringLiteral("Scripted"), scriptPath("xboard-scripted.sh")));
        QTRY_VERIFY_WITH_TIMEOUT(!settings->isProbing(), 10000);
        named<QSpinBox>(settings, QStringLiteral("Resign Threshold"))->setValue(650);
        named<QComboBox>(settings, QStringLiteral("Style"))->setCurrentText(QStringLiteral("Solid"));
        named<QComboBox>(settings, QStringLiteral("Engine for analysis"))->setCurrentText(QStringLiteral("Scripted"));
        dialog.accept();
    }
    const EngineConfig saved = EngineConfig::load();
    QCOMPARE(saved, dock.config());
    QCOMPARE(saved.engines.size(), 1);
    QCOMPARE(saved.engines[0].protocol, Protocol::Xboard); // detected, then stored
    QCOMPARE(saved.engines[0].options.size(), 5);
    QCOMPARE(saved.engines[0].option("Resign Threshold")->value, QStringLiteral("650"));
    QCOMPARE(saved.engines[0].option("Resign Threshold")->max, 1200);

    auto* engine = qobject_cast<ExternalEngine*>(dock.analyzer()->engine());
    QVERIFY(engine);
    QCOMPARE(engine->name(), QStringLiteral("Scripted"));
    QSignalSpy traffic(engine, &ExternalEngine::traffic);
    QSignalSpy ready(engine, &ExternalEngine::ready);
    engine->start();
    QVERIFY(ready.wait(5000));
    QVERIFY2(sentLines(traffic).contains(QStringLiteral("option Resign Threshold=650")), qPrintable(sentLines(traffic).join(" | ")));
    QVERIFY(sentLines(traffic).contains(QStringLiteral("option Style=Solid")));
    QVERIFY(!sentLines(traffic).contains(QStringLiteral("option Resign=0"))); // defaults are not sent

    // An option button pressed in the settings reaches the running engine of that name.
    traffic.clear();
    QDialog again;
    EngineSettings* second = dock.createEngineSettings(&again);
    second->findChild<QListWidget*>()->setCurrentRow(0);
    named<QPushButton>(second, QStringLiteral("Clear Hash"))->click();
    QCOMPARE(sentLines(traffic), QStringList{QStringLiteral("option Clear Hash")});
    again.reject();
}

// Every kind of definition survives saving exactly, words of the UCI syntax in names and choices included.
void TestEngineSettings::configRoundTrip()
{
    EngineConfig c;
    engineclient::EngineSpec spec;
    spec.name = QStringLiteral("Tricky");
    spec.program = QStringLiteral("/usr/games/fairymax");
    spec.arguments = QStringList{QStringLiteral("-x"), QStringLiteral("two words")};
    spec.protocol = Protocol::Xboard;
    for (const char* text : {"Resign Threshold -spin 800 200 1200", "Resign -check 0", "Style -combo Sol var Normal /// *default type x",
                             "Name with type and default -string a var b", "Clear Hash -button"})
        spec.options.append(*engineclient::parseCecpOption(QString::fromLatin1(text)));
    spec.options[0].value = QStringLiteral("300");
    spec.setOptionValue(QStringLiteral("Bare"), QStringLiteral("7")); // given without a definition
    c.engines = {spec};
    c.analysisEngine = QStringLiteral("Tricky");
    c.save();
    const EngineConfig back = EngineConfig::load();
    QCOMPARE(back, c);
    QCOMPARE(back.engines[0].options[2].choices, (QStringList{"Sol var Normal", "default type x"}));
    QCOMPARE(back.engines[0].options[5].type, EngineOption::Type::Unknown);
}

void TestEngineSettings::configWithoutProtocolIsUci()
{
    {
        QSettings s;
        s.beginWriteArray(QStringLiteral("engines/external"), 1);
        s.setArrayIndex(0);
        s.setValue(QStringLiteral("name"), QStringLiteral("Old"));
        s.setValue(QStringLiteral("program"), QStringLiteral("/usr/games/stockfish"));
        s.setValue(QStringLiteral("arguments"), QStringList());
        s.endArray();
        s.setValue(QStringLiteral("engines/analysis"), QStringLiteral("Old"));
    }
    const EngineConfig c = EngineConfig::load();
    QCOMPARE(c.engines.size(), 1);
    QCOMPARE(c.engines[0].protocol, Protocol::Uci);
    QVERIFY(c.engines[0].options.isEmpty());
    QCOMPARE(c.find(QStringLiteral("Old"))->program, QStringLiteral("/usr/games/stockfish"));
}

QTEST_MAIN(TestEngineSettings)
#include "tst_enginesettings.moc"
