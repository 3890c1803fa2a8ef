// Preferences, the one owner of the GUI's settings: settings stored by earlier versions (the same QSettings keys,
// written here as literals on purpose) load; every setter stores under its key at once and announces a real change
// exactly once; the recent-files list, the opening table and the engine configuration keep their rules; the
// settings dialog changes nothing until OK.
#include "settings/preferences.h"

#include "settings/ecolibrary.h"
#include "settings/settingsdialog.h"

#include "core/search/strength.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;
using Setting = Preferences::Setting;

Q_DECLARE_METATYPE(kibitz::gui::EcoSource)

namespace {

// The single-key settings as QVariants, so one table drives loading and storing.
QVariant valueOf(const Preferences& p, Setting s)
{
    switch (s) {
    case Setting::BoardTheme: return p.boardTheme();
    case Setting::PieceSet: return p.pieceSet();
    case Setting::Coordinates: return p.coordinates();
    case Setting::ThreatMap: return p.threatMap();
    case Setting::TouchMove: return p.touchMove();
    case Setting::BoardFlipped: return p.boardFlipped();
    case Setting::Figurine: return p.figurine();
    case Setting::Overwrite: return p.overwrite();
    case Setting::DarkPalette: return p.darkPalette();
    case Setting::EngineMoveTime: return p.engineMoveTimeMs();
    case Setting::EngineLevel: return p.engineLevel();
    case Setting::LastDirectory: return p.lastDirectory();
    case Setting::Language: return p.language();
    case Setting::AnnounceMoves: return p.announceMoves();
    case Setting::MyNames: return p.myNames();
    default: return {};
    }
}

void set(Preferences& p, Setting s, const QVariant& v)
{
    switch (s) {
    case Setting::BoardTheme: p.setBoardTheme(v.toString()); break;
    case Setting::PieceSet: p.setPieceSet(v.toString()); break;
    case Setting::Coordinates: p.setCoordinates(v.toBool()); break;
    case Setting::ThreatMap: p.setThreatMap(v.toBool()); break;
    case Setting::TouchMove: p.setTouchMove(v.toBool()); break;
    case Setting::BoardFlipped: p.setBoardFlipped(v.toBool()); break;
    case Setting::Figurine: p.setFigurine(v.toBool()); break;
    case Setting::Overwrite: p.setOverwrite(v.toBool()); break;
    case Setting::DarkPalette: p.setDarkPalette(v.toBool()); break;
    case Setting::EngineMoveTime: p.setEngineMoveTimeMs(v.toInt()); break;
    case Setting::EngineLevel: p.setEngineLevel(v.toInt()); break;
    case Setting::LastDirectory: p.setLastDirectory(v.toString()); break;
    case Setting::Language: p.setLanguage(v.toString()); break;
    case Setting::AnnounceMoves: p.setAnnounceMoves(v.toBool()); break;
    case Setting::MyNames: p.setMyNames(v.toString()); break;
    default: QFAIL("not a single-key setting");
    }
}

template <typename T>
T* named(QWidget* parent, const QString& accessibleName)
{
    for (T* w : parent->findChildren<T*>())
        if (w->accessibleName() == accessibleName)
            return w;
    return nullptr;
}

} // namespace

class TestPreferences : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // never the user's own settings
        QCoreApplication::setOrganizationName(QStringLiteral("kibitz-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_preferences"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    // key, the default on a first start, a value an earlier version may have stored
    void singleKeys_data()
    {
        const int strongest = int(search::strengthLevels().size()) - 1;
        QTest::addColumn<Setting>("setting");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("fallback");
        QTest::addColumn<QVariant>("stored");
        QTest::newRow("board theme") << Setting::BoardTheme << "board/theme" << QVariant("brown") << QVariant("green");
        QTest::newRow("piece set") << Setting::PieceSet << "board/pieces" << QVariant("kibitz") << QVariant("merida");
        QTest::newRow("coordinates") << Setting::Coordinates << "board/coordinates" << QVariant(true) << QVariant(false);
        QTest::newRow("threat map") << Setting::ThreatMap << "board/threatMap" << QVariant(false) << QVariant(true);
        QTest::newRow("touch move") << Setting::TouchMove << "board/touchMove" << QVariant(false) << QVariant(true);
        QTest::newRow("flipped") << Setting::BoardFlipped << "board/flipped" << QVariant(false) << QVariant(true);
        QTest::newRow("figurine") << Setting::Figurine << "notation/figurine" << QVariant(false) << QVariant(true);
        QTest::newRow("overwrite") << Setting::Overwrite << "edit/overwrite" << QVariant(false) << QVariant(true);
        QTest::newRow("dark") << Setting::DarkPalette << "appearance/dark" << QVariant(false) << QVariant(true);
        QTest::newRow("move time") << Setting::EngineMoveTime << "engine/moveTimeMs" << QVariant(1000) << QVariant(2500);
        QTest::newRow("level") << Setting::EngineLevel << "engine/level" << QVariant(strongest) << QVariant(1);
        QTest::newRow("last directory") << Setting::LastDirectory << "lastDirectory" << QVariant(QString()) << QVariant("/home/a/games");
        QTest::newRow("language") << Setting::Language << "ui/language" << QVariant(QString()) << QVariant("hu");
        QTest::newRow("announce moves") << Setting::AnnounceMoves << "speech/announceMoves" << QVariant(false) << QVariant(true);
        QTest::newRow("my names") << Setting::MyNames << "training/myNames" << QVariant(QString())
                                  << QVariant("Carlsen, M; Carlsen,Magnus");
    }

    void singleKeys()
    {
        QFETCH(Setting, setting);
        QFETCH(QString, key);
        QFETCH(QVariant, fallback);
        QFETCH(QVariant, stored);
        QCOMPARE(valueOf(Preferences(), setting), fallback); // first start

        // Written by an earlier version (QSettings keeps types as its backend does: compare as strings too).
        QSettings().setValue(key, stored);
        QCOMPARE(valueOf(Preferences(), setting).toString(), stored.toString());

        // Changed here: stored at once under the same key, announced once, read back by the next start.
        QSettings().clear();
        Preferences p;
        QSignalSpy changed(&p, &Preferences::changed);
        set(p, setting, stored);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().value<Setting>(), setting);
        QCOMPARE(QSettings().value(key).toString(), stored.toString());
        set(p, setting, stored); // the same value again: nothing to announce
        QCOMPARE(changed.count(), 1);
        QCOMPARE(valueOf(Preferences(), setting).toString(), stored.toString());
    }

    void levelOutOfRangeIsTheStrongest()
    {
        QSettings().setValue(QStringLiteral("engine/level"), 99);
        QCOMPARE(Preferences().engineLevel(), int(search::strengthLevels().size()) - 1);
    }

    void recentFiles()
    {
        QSettings().setValue(QStringLiteral("recentFiles"), QStringList{"/a.pgn", "/b.pgn"}); // an earlier version's list
        Preferences p;
        QCOMPARE(p.recentFiles(), (QStringList{"/a.pgn", "/b.pgn"}));
        QSignalSpy changed(&p, &Preferences::changed);
        p.addRecentFile(QStringLiteral("/b.pgn")); // moves to the front, not listed twice
        QCOMPARE(p.recentFiles(), (QStringList{"/b.pgn", "/a.pgn"}));
        p.addRecentFile(QStringLiteral("/b.pgn")); // already first: no change
        QCOMPARE(changed.count(), 1);
        for (int i = 0; i < 12; ++i)
            p.addRecentFile(QStringLiteral("/%1.pgn").arg(i));
        QCOMPARE(p.recentFiles().size(), Preferences::RecentFileCount);
        QCOMPARE(p.recentFiles().first(), QStringLiteral("/11.pgn"));
        QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList(), p.recentFiles());
    }

    void openingTable_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<EcoSource>("source");
        QTest::newRow("built in") << "builtin" << EcoSource::Builtin;
        QTest::newRow("scid") << "scid" << EcoSource::Scid;
        QTest::newRow("file") << "file" << EcoSource::File;
        QTest::newRow("unknown word") << "something" << EcoSource::Builtin;
    }

    void openingTable()
    {
        QFETCH(QString, word);
        QFETCH(EcoSource, source);
        QSettings().setValue(QStringLiteral("openings/source"), word);
        QSettings().setValue(QStringLiteral("openings/file"), QStringLiteral("/home/a/club.eco"));
        Preferences p;
        QCOMPARE(p.openingSource(), source);
        QCOMPARE(p.openingFile(), QStringLiteral("/home/a/club.eco"));
        // Another source keeps the file for the dialog to offer again; a file choice replaces it.
        QSignalSpy changed(&p, &Preferences::changed);
        p.setOpeningTable(EcoSource::Scid, QStringLiteral("/ignored.eco"));
        QCOMPARE(changed.count(), source == EcoSource::Scid ? 0 : 1);
        QCOMPARE(QSettings().value(QStringLiteral("openings/source")).toString(),
                 source == EcoSource::Scid ? word : QStringLiteral("scid"));
        QCOMPARE(p.openingFile(), QStringLiteral("/home/a/club.eco"));
        p.setOpeningTable(EcoSource::File, QStringLiteral("/home/a/other.eco"));
        QCOMPARE(QSettings().value(QStringLiteral("openings/file")).toString(), QStringLiteral("/home/a/other.eco"));
        const Preferences next;
        QCOMPARE(next.openingSource(), EcoSource::File);
        QCOMPARE(next.openingFile(), QStringLiteral("/home/a/other.eco"));
    }

    void engineConfig()
    {
        EngineConfig old; // as an earlier version stored it
        engineclient::EngineSpec fish;
        fish.name = QStringLiteral("Fish");
        fish.program = QStringLiteral("/usr/games/stockfish");
        fish.protocol = engineclient::Protocol::Uci;
        old.engines.append(fish);
        old.analysisEngine = QStringLiteral("Fish");
        old.save();
        Preferences p;
        QCOMPARE(p.engineConfig(), old);
        QSignalSpy changed(&p, &Preferences::changed);
        EngineConfig changedConfig = old;
        changedConfig.autoMoveEngine = QStringLiteral("Fish");
        p.setEngineConfig(changedConfig);
        p.setEngineConfig(changedConfig);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().value<Setting>(), Setting::Engines);
        QCOMPARE(EngineConfig::load(), changedConfig);
    }

    void windowLayout()
    {
        QSettings().setValue(QStringLiteral("window/geometry"), QByteArray("geometry"));
        QSettings().setValue(QStringLiteral("window/state"), QByteArray("state"));
        Preferences p;
        QCOMPARE(p.windowGeometry(), QByteArray("geometry"));
        QCOMPARE(p.windowLayout(), QByteArray("state"));
        p.setWindowLayout(QByteArray("g2"), QByteArray("s2"));
        QCOMPARE(QSettings().value(QStringLiteral("window/geometry")).toByteArray(), QByteArray("g2"));
        QCOMPARE(QSettings().value(QStringLiteral("window/state")).toByteArray(), QByteArray("s2"));

        // The game selection table's, under the keys it always used.
        QSettings().setValue(QStringLiteral("GameSelection/geometry"), QByteArray("table"));
        QSettings().setValue(QStringLiteral("GameSelection/header"), QByteArray("columns"));
        Preferences q;
        QCOMPARE(q.gameTableGeometry(), QByteArray("table"));
        QCOMPARE(q.gameTableColumns(), QByteArray("columns"));
        QSignalSpy changed(&q, &Preferences::changed);
        q.setGameTableLayout(QByteArray("table"), QByteArray());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().value<Setting>(), Setting::GameTableLayout);
        QVERIFY(QSettings().value(QStringLiteral("GameSelection/header")).toByteArray().isEmpty());
    }

    // Game › Annotate…'s last choices, under the keys the annotation dialog always used; the move range is not kept.
    void annotation()
    {
        QSettings().setValue(QStringLiteral("annotate/byDepth"), true);
        QSettings().setValue(QStringLiteral("annotate/depth"), 9);
        QSettings().setValue(QStringLiteral("annotate/sides"), int(annotate::Sides::Black));
        QSettings().setValue(QStringLiteral("annotate/variations"), false);
        QSettings().setValue(QStringLiteral("annotate/engine"), QStringLiteral("Fish"));
        Preferences p;
        QCOMPARE(p.annotateOptions().depth, 9);
        QCOMPARE(p.annotateOptions().movetimeMs, 0);
        QCOMPARE(p.annotateOptions().sides, annotate::Sides::Black);
        QVERIFY(!p.annotateOptions().addVariations);
        QCOMPARE(p.annotateEngine(), QStringLiteral("Fish"));

        QSignalSpy changed(&p, &Preferences::changed);
        annotate::AnnotateOptions o;
        o.movetimeMs = 250;
        o.fromMove = 12;
        p.setAnnotation(o, QString());
        p.setAnnotation(o, QString());
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().value<Setting>(), Setting::Annotation);
        const Preferences next;
        QCOMPARE(next.annotateOptions().movetimeMs, 250);
        QCOMPARE(next.annotateOptions().depth, 0);
        QCOMPARE(next.annotateOptions().sides, annotate::Sides::Both);
        QVERIFY(next.annotateOptions().addVariations);
        QCOMPARE(next.annotateOptions().fromMove, 1);
        QVERIFY(next.annotateEngine().isEmpty());
    }

    // The book and the tables: Debian's files by default (when installed), the user's choice under "book/" and
    // "tablebases/" as before.
    void bookTablebases()
    {
        const Preferences fresh;
        QCOMPARE(fresh.bookTablebases(), BookTablebaseConfig::defaults());
        QSettings().setValue(QStringLiteral("book/file"), QStringLiteral("/home/a/my.bin"));
        QSettings().setValue(QStringLiteral("tablebases/use"), false);
        Preferences p;
        QCOMPARE(p.bookTablebases().bookFile, QStringLiteral("/home/a/my.bin"));
        QVERIFY(!p.bookTablebases().useTablebases);
        QVERIFY(p.bookTablebases().activeTablebasePaths().isEmpty());

        QSignalSpy changed(&p, &Preferences::changed);
        BookTablebaseConfig c = p.bookTablebases();
        c.autoMoveFromBook = false;
        c.tablebasePaths = QStringLiteral("/srv/gtb4;/srv/gtb5");
        p.setBookTablebases(c);
        p.setBookTablebases(c);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().value<Setting>(), Setting::BookTablebases);
        QCOMPARE(QSettings().value(QStringLiteral("book/autoMove")).toBool(), false);
        QCOMPARE(Preferences().bookTablebases(), c);
    }

    // The dialog edits a copy: Cancel changes nothing, OK applies every changed value through the object.
    void dialogAppliesOnOkOnly_data()
    {
        QTest::addColumn<bool>("ok");
        QTest::newRow("cancel") << false;
        QTest::newRow("ok") << true;
    }

    void dialogAppliesOnOkOnly()
    {
        QFETCH(bool, ok);
        Preferences p;
        QSignalSpy changed(&p, &Preferences::changed);
        {
            SettingsDialog dialog(&p);
            named<QCheckBox>(&dialog, QStringLiteral("Show coordinates"))->setChecked(false);
            named<QCheckBox>(&dialog, QStringLiteral("Threat map"))->setChecked(true);
            named<QComboBox>(&dialog, QStringLiteral("A move in the middle of a game"))->setCurrentIndex(1);
            named<QSpinBox>(&dialog, QStringLiteral("Engine time per move"))->setValue(3000);
            QCOMPARE(changed.count(), 0); // nothing before OK
            ok ? dialog.accept() : dialog.reject();
        }
        QCOMPARE(changed.count(), ok ? 4 : 0);
        QCOMPARE(p.coordinates(), !ok);
        QCOMPARE(p.threatMap(), ok);
        QCOMPARE(p.overwrite(), ok);
        QCOMPARE(p.engineMoveTimeMs(), ok ? 3000 : 1000);
        QCOMPARE(Preferences().engineMoveTimeMs(), ok ? 3000 : 1000); // stored
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
