// The README's first command (`./setup.sh run`) launches the program it built: every path of a build tree that
// setup.sh names ("$RELEASE_DIR/…") is where the build puts that program. It once named app/kibitz after the program
// had moved to app/gui/, so the command built the program and then failed to start it.
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestSetupScript : public QObject {
    Q_OBJECT

private slots:
    void programPaths_data()
    {
        QTest::addColumn<QString>("program");  // the file name setup.sh runs
        QTest::addColumn<QString>("expected"); // where the build puts it, relative to the build directory
        const QString build = QStringLiteral(KIBITZ_BUILD_DIR) + QLatin1Char('/');
        QTest::newRow("kibitz-cli") << QStringLiteral("kibitz-cli") << QString(KIBITZ_CLI).mid(build.size());
        if (QString(KIBITZ_GUI).isEmpty())
            QSKIP("built without the GUI (KIBITZ_BUILD_GUI=OFF): no kibitz to look for");
        QTest::newRow("kibitz") << QStringLiteral("kibitz") << QString(KIBITZ_GUI).mid(build.size());
    }

    void programPaths()
    {
        QFETCH(QString, program);
        QFETCH(QString, expected);
        QFile script(QStringLiteral(KIBITZ_SOURCE_DIR "/setup.sh"));
        QVERIFY2(script.open(QIODevice::ReadOnly), qPrintable(script.fileName()));
        const QString text = QString::fromUtf8(script.readAll());
        const QRegularExpression named(
            QStringLiteral("\\$RELEASE_DIR/([A-Za-z0-9_/.-]*/)?%1\\b(?!-)").arg(QRegularExpression::escape(program)));
        int uses = 0;
        for (auto it = named.globalMatch(text); it.hasNext();) {
            const QString path = it.next().captured(0).mid(QStringLiteral("$RELEASE_DIR/").size());
            QCOMPARE(path, expected);
            ++uses;
        }
        if (program == QLatin1String("kibitz"))
            QVERIFY2(uses > 0, "setup.sh no longer launches kibitz from the build directory");
    }
};

QTEST_GUILESS_MAIN(TestSetupScript)
#include "tst_setupscript.moc"
