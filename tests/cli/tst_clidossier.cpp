// kibitz-cli dossier as a process, on two files we wrote: the player picked by a name (case, accents and comma
// spacing ignored), several players listed with exit code 1 until one is picked (--group, --spelling, --all),
// both files summed, the sections and the last line, the HTML file written atomically, and usage errors (exit 2).
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QByteArray First = "[White \"Müller, Jörg\"]\n[Black \"Smith, John\"]\n[Date \"1990.01.01\"]\n[Result \"1-0\"]\n[BlackElo "
                         "\"2400\"]\n[ECO \"B90\"]\n\n1. e4 c5 2. Nf3 d6 1-0\n\n"
                         "[White \"Smith, John\"]\n[Black \"Muller,Jorg\"]\n[Date \"1991.02.02\"]\n[Result \"1/2-1/2\"]\n[ECO \"C42\"]\n\n"
                         "1. e4 e5 2. Nf3 Nf6 1/2-1/2\n\n"
                         "[White \"Müller, Karl\"]\n[Black \"Smith, John\"]\n[Date \"1992.03.03\"]\n[Result \"0-1\"]\n\n1. d4 d5 0-1\n\n";
const QByteArray Second = "[White \"MÜLLER, J.\"]\n[Black \"Doe, Jane\"]\n[Date \"1993.04.04\"]\n[Result \"1-0\"]\n\n1. e4 e6 1-0\n\n";

struct Run {
    int exitCode = -1;
    QByteArray out, err;
    QString text() const { return QString::fromUtf8(out); }
    QString lastLine() const { return text().trimmed().split('\n').last(); }
};

} // namespace

class TestCliDossier : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    Run run(QStringList args)
    {
        for (QString& a : args)
            a.replace(QLatin1String("FIRST"), m_dir.filePath("first.pgn")).replace(QLatin1String("SECOND"), m_dir.filePath("second.pgn"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_CACHE_HOME", m_dir.filePath("cache"));
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_dir.path());
        p.start(QStringLiteral(KIBITZ_CLI), QStringList{"dossier"} + args);
        if (!p.waitForFinished(60000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
    }
    static void write(const QString& path, const QByteArray& bytes)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(QStringLiteral(KIBITZ_CLI)), KIBITZ_CLI);
        QVERIFY(m_dir.isValid());
        write(m_dir.filePath("first.pgn"), First);
        write(m_dir.filePath("second.pgn"), Second);
    }

    void dossier_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("contains");
        QTest::addColumn<QString>("lastLine"); // a regular expression
        // "Müller, Jörg" and "Muller,Jorg" fold to one form; Karl is another player.
        QTest::newRow("two players") << QStringList{"muller", "FIRST"} << 1
                                     << QStringList{"2 players match", "1. Müller, Jörg: 2 games", "\"Muller,Jorg\" 1",
                                                    "2. Müller, Karl: 1 game"}
                                     << "^players=2 time_ms=[0-9.]+$";
        QTest::newRow("group") << QStringList{"muller", "FIRST", "--group", "1"} << 0
                               << QStringList{"Player: Müller, Jörg",
                                              "Spellings: \"Müller, Jörg\", \"Muller,Jorg\"",
                                              "Games: 2 (1990.01.01 - 1991.02.02)  +1 =1 -0  score 75.0%",
                                              "== Openings as White ==",
                                              "B20-B99  Sicilian Defence",
                                              "== Most recent games =="}
                               << "^games=2 time_ms=[0-9.]+$";
        QTest::newRow("full name, one player") << QStringList{"Muller, Jorg", "FIRST"} << 0 << QStringList{"Player: Müller, Jörg"}
                                               << "^games=2 time_ms=[0-9.]+$";
        QTest::newRow("two files") << QStringList{"müller, j", "FIRST", "SECOND"} << 0
                                   << QStringList{"Spellings: \"Müller, Jörg\", \"Muller,Jorg\", \"MÜLLER, J.\"",
                                                  "Databases: first.pgn, second.pgn", "second.pgn #1"}
                                   << "^games=3 time_ms=[0-9.]+$";
        QTest::newRow("spelling") << QStringList{"x", "FIRST", "--spelling", "Muller,Jorg"} << 0 << QStringList{"Player: Muller,Jorg"}
                                  << "^games=1 time_ms=[0-9.]+$";
        QTest::newRow("spellings") << QStringList{"x", "FIRST", "--spelling", "Muller,Jorg; Müller, Karl"} << 0
                                   << QStringList{"Spellings: \"Muller,Jorg\", \"Müller, Karl\""} << "^games=2 time_ms=[0-9.]+$";
        QTest::newRow("all") << QStringList{"muller", "FIRST", "--all"} << 0 << QStringList{"White          2"}
                             << "^games=3 time_ms=[0-9.]+$";
        QTest::newRow("no such group") << QStringList{"muller", "FIRST", "--group", "3"} << 1 << QStringList{"There is no player 3"}
                                       << "^players=2 time_ms=[0-9.]+$";
        QTest::newRow("nobody") << QStringList{"kasparov", "FIRST"} << 1 << QStringList{"No player matches \"kasparov\""}
                                << "^players=0 time_ms=[0-9.]+$";
        QTest::newRow("unknown spelling") << QStringList{"x", "FIRST", "--spelling", "Kasparov"} << 1 << QStringList{}
                                          << "^games=0 time_ms=[0-9.]+$";
        for (const auto& [name, args] : {std::pair{"no file", QStringList{"muller"}},
                                         {"missing file", QStringList{"muller", "nowhere.pgn"}},
                                         {"unknown option", QStringList{"muller", "FIRST", "--colour", "white"}},
                                         {"two choices", QStringList{"muller", "FIRST", "--all", "--group", "1"}},
                                         {"bad group", QStringList{"muller", "FIRST", "--group", "zero"}}})
            QTest::newRow(name) << args << 2 << QStringList{} << "";
    }
    void dossier()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QStringList, contains);
        QFETCH(QString, lastLine);
        const Run r = run(args);
        QVERIFY2(r.exitCode == exitCode, r.out.constData() + r.err);
        for (const QString& s : contains)
            QVERIFY2(r.text().contains(s), qPrintable(s + "\n---\n" + r.text()));
        if (!lastLine.isEmpty())
            QVERIFY2(QRegularExpression(lastLine).match(r.lastLine()).hasMatch(), qPrintable(r.lastLine()));
        else
            QVERIFY2(!r.err.isEmpty(), "a usage error says what is wrong");
    }

    void html()
    {
        const QString out = m_dir.filePath("muller.html");
        const Run r = run({"muller, jorg", "FIRST", "SECOND", "--html", out});
        QCOMPARE(r.exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(f.readAll());
        QVERIFY(html.startsWith(QLatin1String("<!DOCTYPE html>")));
        QVERIFY(html.contains(QStringLiteral("<h1>Müller, Jörg</h1>")));
        QCOMPARE(html.count(QLatin1String("<svg")), 3);
        QVERIFY(html.contains(QLatin1String("Made with Kibitz ")));
        // Written through a temporary file renamed into place: nothing else is left in the directory.
        QCOMPARE(QDir(m_dir.path()).entryList({"muller*"}, QDir::Files), QStringList{"muller.html"});
        const Run bad = run({"muller, jorg", "FIRST", "--html", m_dir.filePath("no/such/dir/x.html")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains("x.html"));
    }
};

QTEST_GUILESS_MAIN(TestCliDossier)
#include "tst_clidossier.moc"
