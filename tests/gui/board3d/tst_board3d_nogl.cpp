// Without OpenGL (here: the offscreen platform told not to use GLX, as on a display without an OpenGL driver),
// the 3D board reports that it cannot run and why, and a view created anyway shows that reason as text — no
// crash, no black area.
#include "board3d/board3dview.h"

#include <QApplication>
#include <QTest>
#include <QVBoxLayout>

using namespace kibitz::gui;

class TestBoard3DNoOpenGL : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QCOMPARE(QGuiApplication::platformName(), QStringLiteral("offscreen")); }

    void supportSaysWhy()
    {
        const Board3DSupport support = Board3DView::support();
        QVERIFY(!support.available);
        QVERIFY2(support.reason.contains(QLatin1String("OpenGL")), qPrintable(support.reason));
        QVERIFY2(support.reason.contains(QLatin1String("offscreen")), qPrintable(support.reason));
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
        QCOMPARE(view->failureReason(), Board3DView::support().reason);
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
};

int main(int argc, char** argv)
{
    qputenv("QT_QPA_OFFSCREEN_NO_GLX", "1"); // the offscreen platform then offers no OpenGL at all
    QApplication app(argc, argv);
    TestBoard3DNoOpenGL test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_board3d_nogl.moc"
