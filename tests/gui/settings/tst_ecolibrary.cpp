// EcoLibrary: the built-in table by default; Scid's table with extended codes; a user file with bad lines loads
// its good entries and reports the bad ones by line; an unusable file changes nothing and says why. The settings
// section applies and remembers the choice; the header strip and the save dialog use the chosen table.
#include "settings/ecolibrary.h"

#include "file/savegamedialog.h"
#include "game/gamecontroller.h"
#include "game/gameheaderstrip.h"
#include "gui/gametestutil.h"
#include "settings/ecosettings.h"
#include "settings/preferences.h"

#include "core/fen.h"
#include "core/san.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QDialog>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

// Plays SAN moves from the start and returns the code of the position reached, or "" if none.
QString codeAfter(const eco::EcoBook& book, const QStringList& moves)
{
    Position pos;
    std::vector<StateInfo> states(moves.size() + 1);
    pos.setStartPosition(states[0]);
    for (int i = 0; i < moves.size(); ++i) {
        const SanResult r = parseSan(pos, moves[i].toStdString());
        if (!r.ok())
            return QStringLiteral("bad move ") + moves[i];
        pos.doMove(r.move, states[std::size_t(i) + 1]);
    }
    const eco::EcoEntry* e = book.lookup(pos);
    return e ? QString::fromUtf8(book.text(e->code).data(), qsizetype(book.text(e->code).size())) : QString();
}

const QStringList Najdorf = {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"};

} // namespace

class EcoLibraryTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Settings go to a throw-away location, never the user's own.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("kibitz-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_ecolibrary"));
        QSettings().clear();
    }

    void builtinByDefault()
    {
        EcoLibrary lib;
        QCOMPARE(lib.source(), EcoSource::Builtin);
        QCOMPARE(lib.book().get(), &eco::EcoBook::builtin());
        QCOMPARE(codeAfter(*lib.book(), Najdorf), QStringLiteral("B90"));
    }

    void scidExtendedCodes()
    {
        if (!QFileInfo::exists(EcoLibrary::scidPath()))
            QSKIP("scid-data is not installed (./setup.sh installs it)");
        EcoLibrary lib;
        QSignalSpy changed(&lib, &EcoLibrary::bookChanged);
        QVERIFY(lib.setSource(EcoSource::Scid));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(lib.source(), EcoSource::Scid);
        QVERIFY(lib.book()->size() > 9000);
        QCOMPARE(codeAfter(*lib.book(), Najdorf), QStringLiteral("B90a"));
        // Back to the built-in table.
        QVERIFY(lib.setSource(EcoSource::Builtin));
        QCOMPARE(codeAfter(*lib.book(), Najdorf), QStringLiteral("B90"));
    }

    void userFile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("code");      // after 1.d4 Nf6 2.c4 c5 3.d5 b5
        QTest::addColumn<QStringList>("warns"); // expected warning prefixes, in order
        QTest::newRow("pgn-extract format, one illegal line")
            << QByteArray("[ECO \"A57\"]\n[Opening \"Our Benko\"]\n\n1. d4 Nf6 2. c4 c5 3. d5 b5 *\n\n"
                          "[ECO \"C20\"]\n[Opening \"Broken\"]\n\n1. e4 e5 2. Ke3 *\n")
            << "A57" << QStringList{"mine.pgn:9:"};
        QTest::newRow("scid format, one illegal line")
            << QByteArray("A57z \"Our Benko\"  1.d4 Nf6 2.c4 c5 3.d5 b5 *\nC20z \"Broken\"  1.e4 e5 2.Qxf7 *\n") << "A57z"
            << QStringList{"mine.pgn:2:"};
    }

    void userFile()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, code);
        QFETCH(QStringList, warns);
        QTemporaryDir dir;
        const QString path = dir.filePath("mine.pgn");
        QVERIFY(test::writeAll(path, text));
        EcoLibrary lib;
        QSignalSpy warned(&lib, &EcoLibrary::warnings);
        QVERIFY(lib.setSource(EcoSource::File, path));
        QCOMPARE(lib.path(), path);
        QCOMPARE(codeAfter(*lib.book(), {"d4", "Nf6", "c4", "c5", "d5", "b5"}), code);
        QCOMPARE(warned.count(), 1);
        const QStringList lines = warned.first().first().toStringList();
        QCOMPARE(lines.size(), warns.size());
        for (int i = 0; i < warns.size(); ++i)
            QVERIFY2(lines[i].startsWith(warns[i]), qPrintable(lines[i]));
    }

    void unusableFileKeepsTable_data()
    {
        QTest::addColumn<QByteArray>("text"); // empty: the file does not exist
        QTest::newRow("missing") << QByteArray();
        QTest::newRow("no readable line") << QByteArray("this is not an opening table\n");
    }

    void unusableFileKeepsTable()
    {
        QFETCH(QByteArray, text);
        QTemporaryDir dir;
        const QString path = dir.filePath("table.eco");
        if (!text.isEmpty())
            QVERIFY(test::writeAll(path, text));
        EcoLibrary lib;
        QSignalSpy failed(&lib, &EcoLibrary::failed);
        QSignalSpy changed(&lib, &EcoLibrary::bookChanged);
        QVERIFY(!lib.setSource(EcoSource::File, path));
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.first().first().toString().contains(path));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(lib.source(), EcoSource::Builtin);
        QCOMPARE(lib.book().get(), &eco::EcoBook::builtin());
    }

    // Choosing a file in Settings > Openings loads it, stores the choice and a later session restores it;
    // a file that cannot be used changes neither the table nor the stored choice.
    void settingsSection_data()
    {
        QTest::addColumn<bool>("usable");
        QTest::newRow("usable file") << true;
        QTest::newRow("missing file") << false;
    }

    void settingsSection()
    {
        QFETCH(bool, usable);
        QSettings().clear();
        QTemporaryDir dir;
        const QString path = dir.filePath("club.eco");
        if (usable)
            QVERIFY(test::writeAll(path, "A57q \"Club Benko\"  1.d4 Nf6 2.c4 c5 3.d5 b5 *\n"));
        EcoLibrary lib;
        Preferences preferences;
        QSignalSpy failed(&lib, &EcoLibrary::failed);
        {
            QDialog dialog;
            auto* section = new EcoSettingsSection(&lib, &preferences, &dialog);
            QCOMPARE(section->choices()->checkedId(), int(EcoSource::Builtin));
            QVERIFY(!section->fileEdit()->isEnabled());
            section->choices()->button(int(EcoSource::File))->click();
            QVERIFY(section->fileEdit()->isEnabled());
            section->fileEdit()->setText(path);
            dialog.accept();
        }
        QCOMPARE(failed.count(), usable ? 0 : 1);
        QCOMPARE(lib.source(), usable ? EcoSource::File : EcoSource::Builtin);
        QCOMPARE(QSettings().value(QStringLiteral("openings/source")).toString(), usable ? QStringLiteral("file") : QString());

        EcoLibrary later;
        restoreEcoSource(&later, Preferences()); // as after a restart: read back from QSettings
        QCOMPARE(later.source(), usable ? EcoSource::File : EcoSource::Builtin);
        QCOMPARE(codeAfter(*later.book(), {"d4", "Nf6", "c4", "c5", "d5", "b5"}), usable ? QStringLiteral("A57q") : QStringLiteral("A57"));
    }

    // The header strip names the position from the chosen table (extended code shown); the save dialog's ECO tag
    // keeps the standard three characters.
    void chosenTableIsUsed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("club.eco");
        QVERIFY(test::writeAll(path, "A57q \"Club Benko\"  1.d4 Nf6 2.c4 c5 3.d5 b5 *\n"));
        EcoLibrary lib;
        QVERIFY(lib.setSource(EcoSource::File, path));
        GameController c;
        c.setGame(test::gameFromPgn("1. d4 Nf6 2. c4 c5 3. d5 b5 *"));
        c.toEnd();
        GameHeaderStrip strip(&c);
        QVERIFY2(strip.openingText().startsWith(QStringLiteral("A57 ")), qPrintable(strip.openingText()));
        strip.setEcoBook(lib.book());
        QVERIFY2(strip.openingText().contains(QStringLiteral("A57q")) && strip.openingText().contains(QStringLiteral("Club Benko")),
                 qPrintable(strip.openingText()));
        const auto tags = SaveGameDialog::classify(c.game(), lib.book().get());
        QCOMPARE(tags[0], QStringLiteral("A57"));
        QCOMPARE(tags[1], QStringLiteral("Club Benko"));
    }
};

QTEST_MAIN(EcoLibraryTest)
#include "tst_ecolibrary.moc"
