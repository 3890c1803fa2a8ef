// Without OpenGL (here: the offscreen platform told not to use GLX, as on a display without an OpenGL driver),
// the 3D board reports that it cannot run and why, and a view created anyway shows that reason as text — no
// crash, no black area. The reason follows a language switch (the probe runs once; its words do not stay in
// the language of that moment).
#include "board3d/board3dview.h"

#include <QApplication>
#include <QLabel>
#include <QTest>
#include <QTranslator>
#include <QVBoxLayout>

using namespace kibitz::gui;

namespace {

// Stands in for a language: every sentence of the 3D board's context comes back marked, so a test can tell
// which language a text was made in without depending on the shipped translation files.
class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* context, const char* source, const char* disambiguation = nullptr, int n = -1) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (QLatin1String(context) != QLatin1String("kibitz::gui::Board3DView"))
            return {};
        return QStringLiteral("[xx] ") + QString::fromUtf8(source);
    }
};

} // namespace

class TestBoard3DNoOpenGL : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(QGuiApplication::platformName(), QStringLiteral("offscreen")); }

    void supportSaysWhy()
    {
        const Board3DSupport support = Board3DView::support();
        QVERIFY(!support.available);
        QVERIFY2(support.reason().contains(QLatin1String("OpenGL")), qPrintable(support.reason()));
        QVERIFY2(support.reason().contains(QLatin1String("offscreen")), qPrintable(support.reason()));
    }

    void viewShowsTheReason()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* view = new Board3DView;
        layout->addWidget(view);
        view->setPlacement(emptyPlacement());
        view->orbit(30, 10);
        window.resize(400, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(view->failureReason(), Board3DView::support().reason());
        QCOMPARE(view->framesRendered(), 0);
        QVERIFY(view->renderImage().isNull());
        // The widget paints: the reason, on the window colour.
        const QImage shot = view->grab().toImage();
        QSet<QRgb> colours;
        for (int y = 0; y < shot.height(); ++y)
            for (int x = 0; x < shot.width(); ++x)
                colours.insert(shot.pixel(x, y));
        QVERIFY2(colours.size() > 2, qPrintable(QString::number(colours.size()))); // anti-aliased text on a background
    }

    // The reason asked for after a language switch is in the new language, and a view showing it retranslates
    // (the probe's result is cached from before the switch); switching back restores the words.
    void reasonFollowsLanguageSwitch()
    {
        const QString english = Board3DView::support().reason(); // probed (and cached) in English
        QVERIFY(!english.startsWith(QLatin1String("[xx]")));
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* view = new Board3DView;
        layout->addWidget(view);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(view->failureReason(), english);
        MarkingTranslator translator;
        QVERIFY(QCoreApplication::installTranslator(&translator)); // sends LanguageChange to every widget
        const QString marked = Board3DView::support().reason();
        QVERIFY2(marked.startsWith(QLatin1String("[xx] No OpenGL context")), qPrintable(marked));
        QVERIFY2(marked.contains(QLatin1String("offscreen")), qPrintable(marked)); // the facts are filled in again
        QTRY_COMPARE(view->failureReason(), marked);
        QCOMPARE(view->findChild<QLabel*>()->text(), marked);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(Board3DView::support().reason(), english);
        QTRY_COMPARE(view->failureReason(), english);
    }

    // Every problem has its own sentence, with its facts, and none when there is no problem.
    void everyProblemHasAReason_data()
    {
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("contains");
        QTest::newRow("turned off") << int(Board3DProblem::TurnedOff) << "KIBITZ_DISABLE_3D";
        QTest::newRow("no context") << int(Board3DProblem::NoContext) << "(window system: xcb)";
        QTest::newRow("old version") << int(Board3DProblem::OldVersion) << "version 2.1;";
        QTest::newRow("unusable context") << int(Board3DProblem::UnusableContext) << "cannot be used (window system: xcb)";
        QTest::newRow("driver failed") << int(Board3DProblem::DriverFailed) << "this OpenGL driver: 0:12(3): error";
        QTest::newRow("drawing failed") << int(Board3DProblem::DrawingFailed) << "cannot be drawn: 0:12(3): error";
    }
    void everyProblemHasAReason()
    {
        QFETCH(int, problem);
        QFETCH(QString, contains);
        const Board3DSupport failed{false, Board3DProblem(problem), QStringLiteral("xcb"), 2, 1, QStringLiteral("0:12(3): error")};
        QVERIFY2(failed.reason().contains(contains), qPrintable(failed.reason()));
        const Board3DSupport fine{true, Board3DProblem::None, QStringLiteral("xcb")};
        QVERIFY(fine.reason().isEmpty());
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_OFFSCREEN_NO_GLX", "1"); // the offscreen platform then offers no OpenGL at all
    QApplication app(argc, argv);
    TestBoard3DNoOpenGL test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_board3d_nogl.moc"
