// The variant designer dialog, offscreen: a variants.ini section loaded, saved and read back is the same
// definition; a file with a bad section lists the error with its line and still loads the good one; saving into a
// file keeps its other sections; a piece defined by clicking like a camel moves like one from d4 on an empty board
// (the variant library's move generator); and the checks name a duplicate letter and a bad start position.
#include "variant/piecemoveeditor.h"
#include "variant/piecemovegrid.h"
#include "variant/variantdesignerdialog.h"

#include "variant/movegen.h"
#include "variant/position.h"
#include "variant/variantsini.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Squares a piece on `from` reaches, sorted, as "a3 a5 …".
QString destinations(const variant::VariantDef& def, const std::string& fen, const QString& from)
{
    std::string error;
    const auto rules = variant::Rules::compile(def, &error);
    if (!rules)
        return QString::fromStdString("compile: " + error);
    variant::StateInfo st;
    variant::Position pos;
    const variant::FenError e = pos.setFen(rules, fen, st);
    if (!e.ok())
        return QString::fromStdString("fen: " + variant::describe(e));
    QStringList out;
    for (const variant::Move m : variant::MoveList(pos)) {
        const QString f = QString("%1%2").arg(QChar('a' + fileOf(m.from()))).arg(rankOf(m.from()) + 1);
        if (f == from)
            out << QString("%1%2").arg(QChar('a' + fileOf(m.to()))).arg(rankOf(m.to()) + 1);
    }
    out.sort();
    return out.join(' ');
}

} // namespace

class TestVariantDesigner : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void startsFromChess();
    void iniRoundTrip_data();
    void iniRoundTrip();
    void badIniKeepsGoodSection();
    void saveKeepsOtherSections();
    void camelByClicks();
    void picturesSaved();
    void valuesSaved();
    void checks_data();
    void checks();
};

void TestVariantDesigner::startsFromChess()
{
    VariantDesignerDialog dialog;
    QCOMPARE(dialog.definition().name, std::string("mychess"));
    QCOMPARE(dialog.pieceList()->count(), 6);
    QVERIFY(dialog.problem().isEmpty());
    // Standard chess: 20 moves, 400 positions after two plies.
    QVERIFY2(dialog.statusText().contains("20 moves") && dialog.statusText().contains("400 positions"), qPrintable(dialog.statusText()));
    QVERIFY(dialog.baseCombo()->count() >= 2);
}

void TestVariantDesigner::iniRoundTrip_data()
{
    QTest::addColumn<QString>("ini");
    QTest::addColumn<QString>("section");
    QTest::newRow("custom camel piece")
        << "[camelchess:chess]\ncustomPiece1 = c:C\nstartFen = rnbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBCR w KQkq - 0 1\n"
           "promotionPieceTypes = qrbc\n"
        << "camelchess";
    QTest::newRow("predefined amazon, no castling, second section")
        << "[first:chess]\ncastling = false\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n\n[amazonish:chess]\nqueen "
           "= -\namazon = a\n"
           "startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1\npromotionPieceTypes = arbn\ncastling = false\n"
           "doubleStep = false\n"
        << "amazonish";
    QTest::newRow("pawn-like custom piece and promotion rank")
        << "[stepper:chess]\ncustomPiece1 = s:mfWcfF\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
           "promotionRank = 7\ndoubleStepRank = 2\n"
        << "stepper";
}

void TestVariantDesigner::iniRoundTrip()
{
    QFETCH(QString, ini);
    QFETCH(QString, section);
    QTemporaryDir dir;
    const QString in = dir.filePath("in.ini"), out = dir.filePath("out.ini");
    QVERIFY(writeFile(in, ini.toUtf8()));
    const variant::IniLoadResult direct = variant::parseVariantsIni(ini.toStdString());
    QVERIFY(direct.errors.empty());
    const auto original = std::find_if(direct.variants.begin(), direct.variants.end(),
                                       [&](const variant::VariantDef& d) { return d.name == section.toStdString(); });
    QVERIFY(original != direct.variants.end());

    VariantDesignerDialog dialog;
    QVERIFY(dialog.loadIni(in));
    QVERIFY2(dialog.loadReport().contains(QString("%1 variant").arg(direct.variants.size())), qPrintable(dialog.loadReport()));
    // Pick the section through "Start from", as a user would.
    const int index = dialog.baseCombo()->findText(section, Qt::MatchStartsWith);
    QVERIFY(index >= 0);
    dialog.baseCombo()->setCurrentIndex(index);
    emit dialog.baseCombo()->activated(index);
    QVERIFY(variant::equivalent(dialog.definition(), *original));
    QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));

    QVERIFY2(dialog.saveIni(out), qPrintable(dialog.statusText()));
    const variant::IniLoadResult back = variant::parseVariantsIni(readFile(out).toStdString());
    QVERIFY(back.errors.empty());
    QCOMPARE(back.variants.size(), std::size_t(1));
    QVERIFY(variant::equivalent(back.variants.front(), *original));

    VariantDesignerDialog again;
    QVERIFY(again.loadIni(out));
    QVERIFY(variant::equivalent(again.definition(), *original));
}

void TestVariantDesigner::badIniKeepsGoodSection()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("mixed.ini");
    QVERIFY(writeFile(path,
                      "# two sections\n"
                      "[broken:chess]\n"
                      "customPiece1 = x:NX\n"
                      "\n"
                      "[good:chess]\n"
                      "castling = false\n"
                      "startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n"));
    VariantDesignerDialog dialog;
    QVERIFY(dialog.loadIni(path));
    QVERIFY2(dialog.loadReport().contains("line 3 [broken]: customPiece1: moves 'NX': column 2"), qPrintable(dialog.loadReport()));
    QVERIFY(dialog.loadReport().contains("1 variant"));
    QCOMPARE(dialog.definition().name, std::string("good"));
    QVERIFY(!dialog.definition().castling);
    QCOMPARE(dialog.baseCombo()->findText("broken", Qt::MatchStartsWith), -1);
}

void TestVariantDesigner::saveKeepsOtherSections()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("variants.ini");
    const QByteArray other = "[grass:chess]\ngrasshopper = g\n";
    QVERIFY(writeFile(path, other));
    VariantDesignerDialog dialog;
    QVERIFY(dialog.saveIni(path));
    const QByteArray after = readFile(path);
    QVERIFY(after.startsWith(other));
    QVERIFY(after.contains("[mychess:chess]"));
    QVERIFY(dialog.statusText().contains("Saved [mychess]"));
    // No temporary file is left beside it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestVariantDesigner::camelByClicks()
{
    VariantDesignerDialog dialog;
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.addPiece();
    const int row = dialog.pieceList()->currentRow();
    QCOMPARE(row, 6);
    QCOMPARE(dialog.definition().pieces.back().letter, 'a');
    PieceMoveGrid* grid = dialog.moveEditor()->grid();
    dialog.moveEditor()->setSymmetry(moveediting::Symmetry::Eightfold);
    QTest::mouseClick(grid, Qt::LeftButton, Qt::NoModifier, grid->cellRect({1, 3}).center());
    QCOMPARE(QString::fromStdString(dialog.definition().pieces.back().betza), QString("C"));
    QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
    // The camel's eight leaps from d4, none blocked: (±1,±3) and (±3,±1).
    QCOMPARE(destinations(dialog.definition(), "k7/8/8/8/3A4/8/8/7K w - - 0 1", "d4"), QString("a3 a5 c1 c7 e1 e7 g3 g5"));
    // A piece in the way does not matter to a leaper; its own piece on a target does.
    QCOMPARE(destinations(dialog.definition(), "k7/8/8/2PPP3/2PAP3/2PPP3/8/4N2K w - - 0 1", "d4"), QString("a3 a5 c1 c7 e7 g3 g5"));
}

// A picture chosen for a piece is saved (Kibitz's kibitzPictures key) and shown again after loading.
void TestVariantDesigner::picturesSaved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("pictures.ini");
    VariantDesignerDialog dialog;
    dialog.addPiece();
    QTest::keyClicks(dialog.moveEditor()->betzaEdit(), "C");
    const int knight = dialog.pictureCombo()->findData(QStringLiteral("knight"));
    QVERIFY(knight > 0);
    dialog.pictureCombo()->setCurrentIndex(knight);
    emit dialog.pictureCombo()->activated(knight);
    QCOMPARE(dialog.definition().pieces.back().picture, std::string("knight"));
    QVERIFY(dialog.saveIni(path));
    QVERIFY(readFile(path).contains("kibitzPictures = a:knight\n"));

    VariantDesignerDialog again;
    QVERIFY(again.loadIni(path));
    QCOMPARE(again.definition().pieces.back().picture, std::string("knight"));
    again.selectPiece(int(again.definition().pieces.size()) - 1);
    QCOMPARE(again.pictureCombo()->currentData().toString(), QStringLiteral("knight"));
    // Choosing the default again stores nothing.
    again.pictureCombo()->setCurrentIndex(0);
    emit again.pictureCombo()->activated(0);
    QCOMPARE(again.definition().pieces.back().picture, std::string());
}

// A value given for a piece is saved (Kibitz's kibitzValues key) and shown again after loading; "Estimated" (0)
// stores nothing, and the royal piece takes no value.
void TestVariantDesigner::valuesSaved()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("values.ini");
    VariantDesignerDialog dialog;
    dialog.addPiece();
    QTest::keyClicks(dialog.moveEditor()->betzaEdit(), "C");
    QCOMPARE(dialog.valueSpin()->value(), 0);
    QCOMPARE(dialog.valueSpin()->text(), dialog.valueSpin()->specialValueText());
    dialog.valueSpin()->setValue(275);
    QCOMPARE(dialog.definition().pieces.back().value, 275);
    QVERIFY(dialog.saveIni(path));
    QVERIFY(readFile(path).contains("kibitzValues = a:275\n"));

    VariantDesignerDialog again;
    QVERIFY(again.loadIni(path));
    QCOMPARE(again.definition().pieces.back().value, 275);
    again.selectPiece(int(again.definition().pieces.size()) - 1);
    QCOMPARE(again.valueSpin()->value(), 275);
    again.valueSpin()->setValue(0);
    QCOMPARE(again.definition().pieces.back().value, 0);
    for (int i = 0; i < int(again.definition().pieces.size()); ++i) {
        if (!again.definition().pieces[std::size_t(i)].royal)
            continue;
        again.selectPiece(i);
        QVERIFY(!again.valueSpin()->isEnabled());
    }
}

void TestVariantDesigner::checks_data()
{
    QTest::addColumn<QString>("letter"); // for the added piece
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("problem");
    QTest::newRow("duplicate letter") << "n" << QString() << "the letter is used twice";
    QTest::newRow("FEN the variant parser rejects") << "a"
                                                    << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"
                                                    << "column 43";
    QTest::newRow("valid") << "a"
                           << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNA w Qkq - 0 1" << QString();
}

void TestVariantDesigner::checks()
{
    QFETCH(QString, letter);
    QFETCH(QString, fen);
    QFETCH(QString, problem);
    VariantDesignerDialog dialog;
    dialog.addPiece();
    dialog.moveEditor()->betzaEdit()->setFocus();
    QTest::keyClicks(dialog.moveEditor()->betzaEdit(), "N");
    dialog.letterEdit()->clear();
    QTest::keyClicks(dialog.letterEdit(), letter);
    if (!fen.isEmpty()) {
        dialog.fenEdit()->clear();
        QTest::keyClicks(dialog.fenEdit(), fen);
    }
    if (problem.isEmpty()) {
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        QVERIFY(dialog.statusText().contains("perft 1"));
    } else {
        QVERIFY2(dialog.problem().contains(problem), qPrintable(dialog.problem()));
        QVERIFY(dialog.statusText().contains(problem));
        QTemporaryDir dir;
        QVERIFY(!dialog.saveIni(dir.filePath("x.ini")));
        QVERIFY(!QFile::exists(dir.filePath("x.ini")));
    }
}

QTEST_MAIN(TestVariantDesigner)
#include "tst_variantdesigner.moc"
