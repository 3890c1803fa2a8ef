// The piece move editor, offscreen: clicks on the grid (with the tool, Shift, symmetry, modality, range and
// initial settings) give the expected Betza text, typed Betza gives the expected grid rules, text that does not
// parse shows the column and keeps the last valid moves, and the keyboard cursor toggles like a click.
// Expected notations follow the published atoms (W (1,0), F (1,1), D (2,0), N (2,1), C (3,1)) and the canonical
// form the README describes.
#include "variant/piecemoveeditor.h"
#include "variant/piecemovegrid.h"

#include "variant/betza.h"
#include "variant/variant.h"

#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;
using moveediting::Symmetry;

namespace {

// "dx,dy" clicks separated by spaces; a trailing "s" (e.g. "1,0s") clicks with Shift.
void clickAll(PieceMoveEditor& editor, const QString& clicks)
{
    for (const QString& c : clicks.split(' ', Qt::SkipEmptyParts)) {
        const bool shift = c.endsWith('s');
        const QStringList xy = QString(shift ? c.chopped(1) : c).split(',');
        const variant::Step step{xy[0].toInt(), xy[1].toInt()};
        QTest::mouseClick(editor.grid(), Qt::LeftButton, shift ? Qt::ShiftModifier : Qt::NoModifier,
                          editor.grid()->cellRect(step).center());
    }
}

} // namespace

class TestPieceMoveEditor : public QObject {
    Q_OBJECT

private slots:
    void clicks_data();
    void clicks();
    void pawnLike();
    void typed_data();
    void typed();
    void parseErrorKeepsGrid();
    void keyboard();
    void images_data();
    void images();
};

void TestPieceMoveEditor::clicks_data()
{
    QTest::addColumn<int>("symmetry");
    QTest::addColumn<int>("modality");
    QTest::addColumn<bool>("slideTool");
    QTest::addColumn<int>("range");
    QTest::addColumn<bool>("initial");
    QTest::addColumn<QString>("clicks");
    QTest::addColumn<QString>("betza");

    const int all = int(Symmetry::Eightfold), none = int(Symmetry::None), lr = int(Symmetry::LeftRight);
    const int both = variant::QuietOrCapture, move = variant::Quiet;
    QTest::newRow("camel C") << all << both << false << 0 << false << "3,1"
                             << "C";
    QTest::newRow("camel C from another of its squares") << all << both << false << 0 << false << "-1,-3"
                                                         << "C";
    QTest::newRow("knight N") << all << both << false << 0 << false << "1,2"
                              << "N";
    QTest::newRow("rook R with the slide tool") << all << both << true << 0 << false << "0,1"
                                                << "R";
    QTest::newRow("rook R by Shift+click") << all << both << false << 0 << false << "1,0s"
                                           << "R";
    QTest::newRow("bishop B") << all << both << false << 0 << false << "-1,1s"
                              << "B";
    QTest::newRow("queen from rook and bishop") << all << both << true << 0 << false << "0,1 1,1"
                                                << "Q";
    QTest::newRow("fW") << none << both << false << 0 << false << "0,1"
                        << "fW";
    QTest::newRow("symmetric: ferz and dabbaba") << all << both << false << 0 << false << "2,0 1,1"
                                                 << "FD";
    QTest::newRow("asymmetric: one knight and one ferz step") << none << both << false << 0 << false << "1,2 -1,-1"
                                                              << "blFrfN";
    QTest::newRow("left-right: forward knight") << lr << both << false << 0 << false << "1,2"
                                                << "fN";
    QTest::newRow("a second click removes") << all << both << false << 0 << false << "3,1 1,3"
                                            << "";
    QTest::newRow("rook limited to 4") << all << both << true << 4 << false << "1,0"
                                       << "W4";
    QTest::newRow("slide through the outer ring: nightrider") << all << both << true << 0 << false << "4,2"
                                                              << "NN";
    QTest::newRow("a leap clicked on a slide replaces it") << all << both << false << 0 << false << "1,0s 0,1"
                                                           << "W";
    QTest::newRow("move-only forward step") << none << move << false << 0 << false << "0,1"
                                            << "mfW";
    QTest::newRow("initial move-only double step") << none << move << false << 0 << true << "0,2"
                                                   << "imfD";
}

void TestPieceMoveEditor::clicks()
{
    QFETCH(int, symmetry);
    QFETCH(int, modality);
    QFETCH(bool, slideTool);
    QFETCH(int, range);
    QFETCH(bool, initial);
    QFETCH(QString, clicks);
    QFETCH(QString, betza);

    PieceMoveEditor editor;
    editor.resize(700, 450);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setSymmetry(Symmetry(symmetry));
    editor.setModality(std::uint8_t(modality));
    editor.setSlideTool(slideTool);
    editor.setSlideRange(range);
    editor.setInitialOnly(initial);
    clickAll(editor, clicks);
    QCOMPARE(editor.betza(), betza);
    QCOMPARE(editor.betzaEdit()->text(), betza);
    QCOMPARE(editor.grid()->rules(), variant::parseBetza(betza.toStdString()).rules);
}

void TestPieceMoveEditor::pawnLike()
{
    PieceMoveEditor editor;
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setSymmetry(Symmetry::None);
    editor.setModality(variant::Quiet);
    clickAll(editor, "0,1");
    editor.setSymmetry(Symmetry::LeftRight);
    editor.setModality(variant::Capture);
    clickAll(editor, "1,1");
    QCOMPARE(editor.betza(), QString("mfWcfF"));
    QVERIFY(variant::sameMoves(editor.betza().toStdString(), variant::PawnBetza));
}

void TestPieceMoveEditor::typed_data()
{
    QTest::addColumn<QString>("betza");
    QTest::addColumn<int>("ruleCount");
    QTest::addColumn<QString>("sample"); // one rule the grid must hold: "dx,dy,range,modality"

    QTest::newRow("camel") << "C" << 8 << "-3,1,1,3";
    QTest::newRow("knight") << "N" << 8 << "1,-2,1,3";
    QTest::newRow("rook") << "R" << 4 << "0,-1,0,3";
    QTest::newRow("bishop") << "B" << 4 << "1,1,0,3";
    QTest::newRow("fW") << "fW" << 1 << "0,1,1,3";
    QTest::newRow("pawn-like") << "fmWfcF" << 3 << "-1,1,1,2";
    QTest::newRow("asymmetric") << "rfNblF" << 2 << "1,2,1,3";
}

void TestPieceMoveEditor::typed()
{
    QFETCH(QString, betza);
    QFETCH(int, ruleCount);
    QFETCH(QString, sample);
    PieceMoveEditor editor;
    QSignalSpy changed(&editor, &PieceMoveEditor::betzaChanged);
    QTest::keyClicks(editor.betzaEdit(), betza);
    QCOMPARE(editor.betza(), betza);
    QVERIFY(editor.errorLabel()->text().isEmpty());
    QCOMPARE(int(editor.grid()->rules().size()), ruleCount);
    const QStringList s = sample.split(',');
    const variant::MoveRule expected{{s[0].toInt(), s[1].toInt()}, s[2].toInt(), std::uint8_t(s[3].toInt()), false, false};
    QVERIFY(std::find(editor.grid()->rules().begin(), editor.grid()->rules().end(), expected) != editor.grid()->rules().end());
    QCOMPARE(changed.last().at(0).toString(), betza);
}

void TestPieceMoveEditor::parseErrorKeepsGrid()
{
    PieceMoveEditor editor;
    QVERIFY(editor.setBetza("N"));
    const auto before = editor.grid()->rules();
    editor.betzaEdit()->setFocus();
    QTest::keyClicks(editor.betzaEdit(), "X");
    QCOMPARE(editor.betzaEdit()->text(), QString("NX"));
    QVERIFY2(editor.errorLabel()->text().contains("column 2"), qPrintable(editor.errorLabel()->text()));
    QVERIFY(editor.errorLabel()->text().contains("not an atom"));
    QCOMPARE(editor.grid()->rules(), before);
    QCOMPARE(editor.betza(), QString("N"));
    QTest::keyClick(editor.betzaEdit(), Qt::Key_Backspace);
    QVERIFY(editor.errorLabel()->text().isEmpty());
    QCOMPARE(editor.betza(), QString("N"));
}

void TestPieceMoveEditor::keyboard()
{
    PieceMoveEditor editor;
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.grid()->setFocus();
    // The cursor starts one square ahead of the piece.
    QTest::keyClick(editor.grid(), Qt::Key_Up);
    QTest::keyClick(editor.grid(), Qt::Key_Space);
    QCOMPARE(editor.betza(), QString("D"));
    QTest::keyClick(editor.grid(), Qt::Key_Down);
    QTest::keyClick(editor.grid(), Qt::Key_Space, Qt::ShiftModifier);
    QCOMPARE(editor.betza(), QString("RD"));
}

void TestPieceMoveEditor::images_data()
{
    QTest::addColumn<int>("symmetry");
    QTest::addColumn<int>("count");
    QTest::newRow("eightfold knight step") << int(Symmetry::Eightfold) << 8;
    QTest::newRow("left-right") << int(Symmetry::LeftRight) << 2;
    QTest::newRow("forward-backward") << int(Symmetry::ForwardBackward) << 2;
    QTest::newRow("both mirrors") << int(Symmetry::BothMirrors) << 4;
    QTest::newRow("none") << int(Symmetry::None) << 1;
}

void TestPieceMoveEditor::images()
{
    QFETCH(int, symmetry);
    QFETCH(int, count);
    const auto steps = moveediting::images({1, 2}, Symmetry(symmetry));
    QCOMPARE(int(steps.size()), count);
    QCOMPARE(steps.front(), (variant::Step{1, 2}));
    // Orthogonal steps have fewer distinct images.
    QCOMPARE(int(moveediting::images({0, 1}, Symmetry::Eightfold).size()), 4);
}

QTEST_MAIN(TestPieceMoveEditor)
#include "tst_piecemoveeditor.moc"
