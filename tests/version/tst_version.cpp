// The version text: `kibitz-cli --version` prints the CMake project version, plus the git revision exactly when
// the sources are a git checkout of their own; `kibitz --version` prints the same text, also without a display; version.cmake (which writes
// that revision at build time) leaves it empty for a tree without .git (a tarball) and for a tree that only sits inside some other
// repository.
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Result {
    int exitCode = -1;
    QString out;
};

Result run(const QString& program, const QStringList& args, const QString& dir = {},
           const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    if (!dir.isEmpty())
        p.setWorkingDirectory(dir);
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()).trimmed()};
}

Result git(const QStringList& args, const QString& dir)
{
    // A commit needs a name; the test's own, not the user's configuration.
    return run(QStringLiteral(GIT_PATH),
               QStringList{QStringLiteral("-c"), QStringLiteral("user.name=Test"), QStringLiteral("-c"),
                           QStringLiteral("user.email=test@example.invalid")}
                   + args,
               dir);
}

// The revision version.cmake writes for SOURCE_DIR (read back from the generated file).
QString revisionFor(const QString& sourceDir, const QString& workDir)
{
    const QString output = workDir + QStringLiteral("/version.cpp");
    const Result r = run(QStringLiteral(CMAKE_COMMAND_PATH),
                         {QStringLiteral("-DSOURCE_DIR=") + sourceDir, QStringLiteral("-DINPUT=" KIBITZ_VERSION_INPUT),
                          QStringLiteral("-DOUTPUT=") + output, QStringLiteral("-DVERSION=9.8.7"), QStringLiteral("-DGIT=" GIT_PATH),
                          QStringLiteral("-P"), QStringLiteral(KIBITZ_VERSION_SCRIPT)});
    if (r.exitCode != 0)
        return QStringLiteral("<cmake failed>");
    QFile f(output);
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("<no output>");
    const QString text = QString::fromUtf8(f.readAll());
    if (!text.contains(QLatin1String("return \"9.8.7\";")))
        return QStringLiteral("<version missing>");
    return QRegularExpression(QStringLiteral("gitRevision\\(\\) \\{ return \"([^\"]*)\"; \\}")).match(text).captured(1);
}

bool isOwnCheckout(const QString& dir)
{
    const Result top = git({QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")}, dir);
    return top.exitCode == 0 && QDir(top.out).canonicalPath() == QDir(dir).canonicalPath();
}

} // namespace

class TestVersion : public QObject {
    Q_OBJECT

private slots:
    void cliVersion()
    {
        const Result r = run(QStringLiteral(KIBITZ_CLI), {QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("^kibitz-cli (\\S+)(?: \\(git ([A-Za-z0-9._+-]+)\\))?$"))
                                              .match(r.out);
        QVERIFY2(m.hasMatch(), qPrintable(r.out));
        QCOMPARE(m.captured(1), QStringLiteral(KIBITZ_PROJECT_VERSION));
        if (QStringLiteral(GIT_PATH).isEmpty())
            QSKIP("git is not installed: the revision part is not checked");
        // Built from a git checkout: the revision is there (which commit is not checked: a commit after the build
        // changes HEAD without rebuilding).
        QCOMPARE(!m.captured(2).isEmpty(), isOwnCheckout(QStringLiteral(KIBITZ_SOURCE_DIR)));
    }

    void guiVersionWithoutDisplay()
    {
        if (QStringLiteral(KIBITZ_GUI).isEmpty())
            QSKIP("the GUI is not built (KIBITZ_BUILD_GUI=OFF)");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QString::fromLatin1(name));
        const Result gui = run(QStringLiteral(KIBITZ_GUI), {QStringLiteral("--version")}, {}, env);
        QCOMPARE(gui.exitCode, 0);
        Result cli = run(QStringLiteral(KIBITZ_CLI), {QStringLiteral("--version")});
        QCOMPARE(gui.out, cli.out.replace(QLatin1String("kibitz-cli "), QLatin1String("Kibitz ")));
    }

    void revisionRule_data()
    {
        QTest::addColumn<QString>("layout");
        QTest::newRow("no git (tarball)") << "plain";
        QTest::newRow("inside another repository") << "nested";
        QTest::newRow("own checkout") << "checkout";
        QTest::newRow("own checkout, uncommitted change") << "dirty";
    }
    void revisionRule()
    {
        QFETCH(QString, layout);
        if (QStringLiteral(GIT_PATH).isEmpty())
            QSKIP("git is not installed");
        QTemporaryDir work;
        QVERIFY(work.isValid());
        QString source = work.filePath(QStringLiteral("src"));
        QVERIFY(QDir().mkpath(source));
        QFile file(source + QStringLiteral("/a.txt"));
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write("a\n") == 2);
        file.close();
        QString expected;
        if (layout != QLatin1String("plain")) {
            const QString repo = layout == QLatin1String("nested") ? work.path() : source;
            QCOMPARE(git({QStringLiteral("init"), QStringLiteral("-q")}, repo).exitCode, 0);
            QCOMPARE(git({QStringLiteral("add"), QStringLiteral(".")}, repo).exitCode, 0);
            QCOMPARE(git({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("x")}, repo).exitCode, 0);
            if (layout != QLatin1String("nested"))
                expected = git({QStringLiteral("rev-parse"), QStringLiteral("--short=10"), QStringLiteral("HEAD")}, repo).out;
            if (layout == QLatin1String("dirty")) {
                QVERIFY(file.open(QIODevice::Append) && file.write("b\n") == 2);
                file.close();
                expected += QStringLiteral("-dirty");
            }
        }
        QCOMPARE(revisionFor(source, work.path()), expected);
    }
};

QTEST_GUILESS_MAIN(TestVersion)
#include "tst_version.moc"
