// Game › Annotate… in the assembled main window, offscreen: the built-in engine at a low depth annotates a short game
// in the background (navigation works meanwhile), the move list then shows the evaluations and the blunder's
// glyph, and one Undo removes all of it; Cancel keeps the moves evaluated so far as one undo step; a game changed
// under a running annotation gets it only while its main line still has the analysed moves; the dialog offers the
// built-in engine and returns what was chosen.
#include "gui/gametestutil.h"

#include "pgn/writer.h"

#include "annotation/annotatedialog.h"
#include "annotation/gameannotator.h"
#include "notation/notationview.h"
#include "window/mainwindow.h"
#include "window/messagebar.h"

#include <QAction>
#include <QComboBox>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

namespace {

// 2... Qh4 leaves the queen to the knight on f3.
const char* const Blunder = "[Event \"Test\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Qh4 3. Nxh4 Nc6 1-0\n";

annotate::AnnotateOptions depth(int d)
{
    annotate::AnnotateOptions o;
    o.depth = d;
    return o;
}

} // namespace

class TestGameAnnotator : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    QString moveList() const { return m_window->findChild<NotationView*>()->toPlainText(); }
    // Evaluations as the move list shows them ("+0.25", "-1.50", "0.00", "#3", "#-2"): one per annotated move, one
    // per better line.
    int evaluations() const
    {
        static const QRegularExpression shown(QStringLiteral("(^|\\s)([+-]\\d+\\.\\d\\d|0\\.00|#-?\\d+)(?=\\s|$)"));
        int n = 0;
        for (auto it = shown.globalMatch(moveList()); it.hasNext(); it.next())
            ++n;
        return n;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_gameannotator");
    }
    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        m_window->controller()->setGame(gameFromPgn(Blunder));
    }
    void cleanup() { m_window.reset(); }

    void annotatesInTheBackgroundAndOneUndoRemovesIt()
    {
        GameController* controller = m_window->controller();
        GameAnnotator* annotator = m_window->annotator();
        const QString before = moveList();
        QCOMPARE(evaluations(), 0);
        QSignalSpy finished(annotator, &GameAnnotator::finished);
        QVERIFY(annotator->start(depth(5)));
        QVERIFY(annotator->isRunning());
        QVERIFY(!annotator->action()->isEnabled());
        // The board and navigation stay usable while the engine works on its copy of the game.
        controller->forward();
        controller->forward();
        QCOMPARE(controller->line().ply(), std::size_t(2));
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!annotator->isRunning());
        QVERIFY(annotator->action()->isEnabled());
        QCOMPARE(controller->line().ply(), std::size_t(2)); // the annotation did not move the board

        const QString annotated = moveList();
        QCOMPARE(evaluations() - annotated.count(QLatin1String("Kibitz: best line.")), 6);
        QVERIFY2(annotated.contains(QLatin1String("Qh4??")), qPrintable(annotated));
        const QString written = QString::fromStdString(pgn::writeGame(controller->game()));
        QCOMPARE(written.count(QLatin1String("[%eval")), evaluations()); // what the list shows is what the file gets
        QVERIFY2(annotated.contains(QLatin1String("Kibitz: blunder")), qPrintable(annotated));
        QVERIFY2(annotated.contains(QLatin1String("Black: accuracy")), qPrintable(annotated));
        QCOMPARE(controller->undoStack()->count(), 1);
        QCOMPARE(controller->undoStack()->undoText(), QStringLiteral("Annotate game"));

        controller->undoStack()->undo();
        QCOMPARE(moveList(), before);
        QVERIFY(!controller->isModified());
        controller->undoStack()->redo();
        QCOMPARE(moveList(), annotated);
    }

    void cancelKeepsWhatWasDone()
    {
        GameController* controller = m_window->controller();
        GameAnnotator* annotator = m_window->annotator();
        QSignalSpy finished(annotator, &GameAnnotator::finished);
        // Cancel once three positions are evaluated: the first moves are annotated, the rest is not.
        connect(annotator, &GameAnnotator::progressed, annotator, [annotator](int done, int) {
            if (done == 3)
                annotator->cancel();
        });
        annotate::AnnotateOptions slow;
        slow.movetimeMs = 300;
        QVERIFY(annotator->start(slow));
        QVERIFY(finished.wait(60000));
        const QString text = moveList();
        const int evals = evaluations() - text.count(QLatin1String("Kibitz: best line."));
        QVERIFY2(evals >= 2 && evals < 6, qPrintable(text));
        QCOMPARE(controller->undoStack()->count(), 1);
        QVERIFY(m_window->findChild<MessageBar*>()->text().contains(QLatin1String("cancelled")));
        controller->undoStack()->undo();
        QCOMPARE(evaluations(), 0);
    }

    void aChangedMainLineIsNotAnnotated()
    {
        GameController* controller = m_window->controller();
        GameAnnotator* annotator = m_window->annotator();
        QSignalSpy finished(annotator, &GameAnnotator::finished);
        QVERIFY(annotator->start(depth(4)));
        controller->setGame(gameFromPgn("[Event \"Other\"]\n\n1. d4 d5 *\n")); // another game opened meanwhile
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(evaluations(), 0);
        QVERIFY(m_window->findChild<MessageBar*>()->text().contains(QLatin1String("not written")));
        QCOMPARE(controller->undoStack()->count(), 0);
    }

    void dialogOffersTheBuiltInEngine()
    {
        AnnotateDialog dialog({QStringLiteral("Stockfish")}, 1, 3);
        QCOMPARE(dialog.engineCombo()->count(), 2);
        QVERIFY(dialog.engine().isEmpty());
        annotate::AnnotateOptions o = depth(7);
        o.sides = annotate::Sides::Black;
        o.addVariations = false;
        dialog.setOptions(o, QStringLiteral("Stockfish"));
        QCOMPARE(dialog.engine(), QStringLiteral("Stockfish"));
        const annotate::AnnotateOptions back = dialog.options();
        QCOMPARE(back.depth, 7);
        QCOMPARE(back.movetimeMs, 0);
        QCOMPARE(int(back.sides), int(annotate::Sides::Black));
        QVERIFY(!back.addVariations);
        QCOMPARE(back.fromMove, 1);
        QCOMPARE(back.toMove, 0); // the last move: to the end

        // A game set up at move 30: the range starts there.
        AnnotateDialog later({}, 30, 41);
        QCOMPARE(later.findChildren<QSpinBox*>().size(), 4);
        const annotate::AnnotateOptions whole = later.options();
        QCOMPARE(whole.fromMove, 1); // from the first move, whatever its number
        QCOMPARE(whole.toMove, 0);
    }
};

QTEST_MAIN(TestGameAnnotator)
#include "tst_gameannotator.moc"
