// The variant set-up dialog where it is used, offscreen: the designer's Set Up… button writes the start FEN back
// (or keeps it on Cancel, or mends a start the rules refuse); Game › Set Up Position… in the variant window starts a
// game from the set-up position, and its saved PGN carries [SetUp]/[FEN] and reads back with that FEN.
#include "variant/variantdesignerdialog.h"
#include "variant/variantsetupdialog.h"
#include "variantplay/variantgamemodel.h"
#include "variantplay/variantplaywindow.h"

#include "gui/gametestutil.h"
#include "variantsetuptestutil.h"

#include "variant/variantpgn.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

class TestVariantSetupHooks : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_variantsetuphooks");
    }

    void designerRoundTrip_data()
    {
        QTest::addColumn<bool>("accept");
        QTest::newRow("OK writes the FEN back") << true;
        QTest::newRow("Cancel keeps the old FEN") << false;
    }
    void designerRoundTrip()
    {
        QFETCH(bool, accept);
        VariantDesignerDialog designer;
        designer.setDefinition(definition("camels"));
        const QString before = designer.fenEdit()->text();
        const QString fen = QStringLiteral("rnc1kcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1");
        QString seen;
        whenShown([&](VariantSetupDialog* d) {
            seen = d->fen();
            d->setFen(fen);
            QTest::keyClick(d, accept ? Qt::Key_Return : Qt::Key_Escape);
            if (d->isVisible()) // Return goes to OK only when it is enabled: make the failure visible, not a hang
                d->reject();
        });
        QTest::mouseClick(designer.setUpButton(), Qt::LeftButton);
        QCOMPARE(seen, before); // the dialog opened on the designer's start FEN
        QCOMPARE(designer.fenEdit()->text(), accept ? fen : before);
        QCOMPARE(QString::fromStdString(designer.definition().startFen), accept ? fen : before);
        QCOMPARE(designer.problem(), QString());
    }

    // A designer whose start FEN the rules refuse (no royal pieces) still opens the set-up dialog with the
    // variant's letters; the refused position is shown with its reason and a corrected one is written back.
    void designerMendsARefusedStart()
    {
        variant::VariantDef def = definition("camels");
        def.startFen = "8/8/8/8/3C4/8/8/8 w - - 0 1";
        VariantDesignerDialog designer;
        designer.setDefinition(def);
        QVERIFY(!designer.problem().isEmpty());
        const QString fixed = QStringLiteral("4k3/8/8/8/3C4/8/8/4K3 w - - 0 1");
        QString shown, reason;
        bool okBefore = true;
        whenShown([&](VariantSetupDialog* d) {
            shown = d->fen();
            reason = d->messageText();
            okBefore = okEnabled(*d);
            d->model()->setPiece(square("e1"), piece(*d, 'K'));
            d->model()->setPiece(square("e8"), piece(*d, 'k'));
            if (d->isValid())
                d->accept();
            else
                d->reject();
        });
        QTest::mouseClick(designer.setUpButton(), Qt::LeftButton);
        QCOMPARE(shown, QString::fromStdString(def.startFen));
        QVERIFY2(reason.endsWith(QLatin1String("White has no royal piece ('K')")), qPrintable(reason));
        QVERIFY(!okBefore);
        QCOMPARE(designer.fenEdit()->text(), fixed);
        QCOMPARE(designer.problem(), QString());
    }

    void playWindowStartsFromSetUp()
    {
        VariantPlayWindow window;
        window.addVariants({definition("camels")});
        window.variantChooser()->setCurrentText(QStringLiteral("camels"));
        // Game › Set Up Position… (the same action as on the toolbar).
        QAction* setUp = nullptr;
        for (QAction* menu : window.menuBar()->actions())
            if (menu->text() == QLatin1String("&Game") && menu->menu())
                for (QAction* a : menu->menu()->actions())
                    if (a->text().startsWith(QLatin1String("Set Up Position")))
                        setUp = a;
        QVERIFY(setUp);
        const QString fen = QStringLiteral("4k3/8/2c5/8/3C4/8/PP6/4K3 b - - 0 12");
        whenShown([&](VariantSetupDialog* d) {
            d->fenEdit()->clear();
            QTest::keyClicks(d->fenEdit(), fen);
            if (d->isValid())
                d->accept();
            else
                d->reject();
        });
        setUp->trigger();
        QCOMPARE(window.model()->definition().name, std::string("camels"));
        QCOMPARE(QString::fromStdString(window.model()->position().fen()), fen);
        QVERIFY(window.playSan(QStringLiteral("Cf5")));
        const QString path = m_dir.filePath(QStringLiteral("setup.pgn"));
        QCOMPARE(window.savePgn(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY2(text.contains("[SetUp \"1\"]") && text.contains("[FEN \"" + fen.toUtf8() + "\"]"), text.constData());
        const variant::VariantPgnRead read = variant::readVariantPgn(text.toStdString(), {});
        QVERIFY(read.game);
        QCOMPARE(QString::fromStdString(read.game->startFen), fen);
        QCOMPARE(read.game->moves.size(), std::size_t(1));
    }
};

QTEST_MAIN(TestVariantSetupHooks)
#include "tst_variantsetuphooks.moc"
