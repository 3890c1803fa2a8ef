// The installed documentation agrees with the programs, both ways: kibitz-cli(6) and the bash completion name
// exactly the commands and options that `kibitz-cli --help` prints (per command), kibitz(6) exactly the options of
// `kibitz --help`, and both man pages render without groff warnings. Whoever adds a command or an option to
// --help sees here what else to update; nothing is compared with a list kept in this test.
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Options = QSet<QString>;

// What one source says: each command ("perft", "bench pgn") with its options, and the options of the program.
struct Docs {
    QMap<QString, Options> commands;
    Options global;
};

const QRegularExpression& optionPattern()
{
    // "-o", "--depth", "--strip-comments"; not the "-extract" of "pgn-extract" nor a lone "-".
    static const QRegularExpression re(QStringLiteral("(?:^|[\\s\\[(|,])(--?[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*)"));
    return re;
}

Options optionsIn(const QString& text)
{
    Options found;
    for (auto it = optionPattern().globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1));
    return found;
}

// The command names a synopsis starts with: "uci | xboard …" names two, "bench pgn FILE" names "bench pgn"; the
// first word that is not a lowercase name (an option, FILE, a bracket) ends them.
QStringList commandNames(const QString& synopsis)
{
    static const QRegularExpression word(QStringLiteral("^[a-z][a-z0-9-]*$"));
    const QStringList words = synopsis.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    if (words.isEmpty())
        return {};
    QStringList names;
    QString current = words.first();
    for (qsizetype i = 1; i < words.size(); ++i) {
        if (words[i] == QLatin1String("|") && i + 1 < words.size() && word.match(words[i + 1]).hasMatch()) {
            names << current;
            current = words[++i];
        } else if (word.match(words[i]).hasMatch()) {
            current += QLatin1Char(' ') + words[i];
        } else {
            break;
        }
    }
    return names << current;
}

// `kibitz-cli --help`: under "Commands:", a line indented by two spaces starts a command (its synopsis), deeper
// lines continue it; every option named in that block belongs to the command. "Options:" lists the global ones.
Docs parseCliHelp(const QString& help)
{
    Docs docs;
    enum class Part { Preamble, Commands, Options } part = Part::Preamble;
    QStringList current;
    for (const QString& line : help.split(QLatin1Char('\n'))) {
        if (line == QLatin1String("Commands:")) {
            part = Part::Commands;
        } else if (line == QLatin1String("Options:")) {
            part = Part::Options;
        } else if (part == Part::Commands && line.startsWith(QLatin1String("  ")) && !line.at(2).isSpace()) {
            current = commandNames(line);
            for (const QString& name : current)
                docs.commands[name] += optionsIn(line);
        } else if (part == Part::Commands) {
            for (const QString& name : current)
                docs.commands[name] += optionsIn(line);
        } else if (part == Part::Options) {
            docs.global += optionsIn(line.section(QStringLiteral("  "), 0, 1)); // the option column, not its text
        }
    }
    return docs;
}

// Man page source as plain text: troff's escaped minus, font changes, special characters and quotes removed.
QString plainTroff(QString line)
{
    line.replace(QLatin1String("\\-"), QLatin1String("-"));
    line.remove(QRegularExpression(QStringLiteral("\\\\f[BIRP]|\\\\&")));
    line.replace(QRegularExpression(QStringLiteral("\\\\\\(..")), QStringLiteral(" "));
    return line;
}

// A man page: in COMMANDS each .SS heading is a command's synopsis, and the options named up to the next heading
// are its own; the options named in OPTIONS are the program's.
Docs parseManPage(const QString& source)
{
    Docs docs;
    QString section;
    QStringList current;
    for (const QString& raw : source.split(QLatin1Char('\n'))) {
        if (raw.startsWith(QLatin1String(".\\\"")))
            continue; // a comment
        QString line = plainTroff(raw);
        if (line.startsWith(QLatin1String(".SH "))) {
            section = line.mid(4).remove(QLatin1Char('"')).trimmed();
            current.clear();
            continue;
        }
        if (section == QLatin1String("COMMANDS") && line.startsWith(QLatin1String(".SS "))) {
            QString synopsis = line.mid(4).trimmed();
            if (synopsis.startsWith(QLatin1Char('"')) && synopsis.endsWith(QLatin1Char('"')))
                synopsis = synopsis.mid(1, synopsis.size() - 2);
            synopsis.replace(QLatin1String("\"\""), QLatin1String("\""));
            current = commandNames(synopsis);
            for (const QString& name : current)
                docs.commands[name] += optionsIn(synopsis);
            continue;
        }
        line.remove(QRegularExpression(QStringLiteral("^\\.[A-Za-z]+"))).remove(QLatin1Char('"'));
        if (section == QLatin1String("COMMANDS"))
            for (const QString& name : current)
                docs.commands[name] += optionsIn(line);
        else if (section == QLatin1String("OPTIONS"))
            docs.global += optionsIn(line);
    }
    return docs;
}

// Asks the completion function itself, as bash would on Tab: the words after "kibitz-cli", the subcommands a
// command offers in an empty directory, and the options offered after "-" for each.
const char* CompletionProbe = R"(source "$1"
ask() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _kibitz_cli; }
ask kibitz-cli -; printf 'global\t\t%s\n' "${COMPREPLY[*]}"
ask kibitz-cli ''; commands=("${COMPREPLY[@]}")
for c in "${commands[@]}"; do
    ask kibitz-cli "$c" ''; subs=("${COMPREPLY[@]}")
    if ((${#subs[@]} == 0)); then ask kibitz-cli "$c" -; printf 'command\t%s\t%s\n' "$c" "${COMPREPLY[*]}"; fi
    for s in "${subs[@]}"; do ask kibitz-cli "$c" "$s" -; printf 'command\t%s %s\t%s\n' "$c" "$s" "${COMPREPLY[*]}"; done
done
)";

Docs parseCompletionProbe(const QString& output)
{
    Docs docs;
    for (const QString& line : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList f = line.split(QLatin1Char('\t'));
        if (f.size() != 3)
            continue;
        const QStringList list = f[2].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const Options options(list.begin(), list.end());
        if (f[0] == QLatin1String("global"))
            docs.global = options;
        else
            docs.commands[f[1]] = options;
    }
    return docs;
}

QString readText(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// "in --help only: a, b; in kibitz-cli(6) only: c", empty when the sets agree.
QString difference(const Options& help, const Options& other, const QString& otherName)
{
    auto sorted = [](const Options& s) {
        QStringList l(s.begin(), s.end());
        l.sort();
        return l.join(QStringLiteral(", "));
    };
    QStringList parts;
    if (const Options missing = Options(help).subtract(other); !missing.isEmpty())
        parts << QStringLiteral("in --help but not in %1: %2").arg(otherName, sorted(missing));
    if (const Options extra = Options(other).subtract(help); !extra.isEmpty())
        parts << QStringLiteral("in %1 but not in --help: %2").arg(otherName, sorted(extra));
    return parts.join(QStringLiteral("; "));
}

QProcessEnvironment englishEnvironment(const QString& configHome)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QString());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome); // no saved interface language
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

} // namespace

class CommandLineDocs : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_empty; // working directory of the probes: no files to offer
    Docs m_help, m_man, m_completion;

    QByteArray run(const QString& program, const QStringList& args)
    {
        QProcess p;
        p.setWorkingDirectory(m_empty.path());
        p.setProcessEnvironment(englishEnvironment(m_empty.path()));
        p.start(program, args);
        if (!p.waitForFinished(30000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            qWarning().noquote() << program << args << "failed:" << p.readAllStandardError();
        return p.readAllStandardOutput();
    }

    void compareSources_data(bool commandsOnly)
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("command");
        for (const QString& source : {QStringLiteral("kibitz-cli(6)"), QStringLiteral("bash completion")}) {
            if (commandsOnly) {
                QTest::addRow("%s", qPrintable(source)) << source << QString();
                continue;
            }
            QTest::addRow("%s: global", qPrintable(source)) << source << QString();
            for (auto it = m_help.commands.cbegin(); it != m_help.commands.cend(); ++it)
                QTest::addRow("%s: %s", qPrintable(source), qPrintable(it.key())) << source << it.key();
        }
    }

    const Docs& docsOf(const QString& source) const { return source == QLatin1String("kibitz-cli(6)") ? m_man : m_completion; }

private slots:
    void initTestCase()
    {
        QVERIFY(m_empty.isValid());
        m_help = parseCliHelp(QString::fromUtf8(run(QStringLiteral(KIBITZ_CLI), {QStringLiteral("--help")})));
        QVERIFY2(m_help.commands.size() >= 5 && m_help.commands.contains(QStringLiteral("check")),
                 "kibitz-cli --help did not list its commands the way this test reads them");
        m_man = parseManPage(readText(QStringLiteral(KIBITZ_MAN_DIR "/kibitz-cli.6")));
        QVERIFY2(!m_man.commands.isEmpty(), "kibitz-cli(6) has no COMMANDS section with .SS entries");
        const QString bash = QStandardPaths::findExecutable(QStringLiteral("bash"));
        QVERIFY2(!bash.isEmpty(), "bash is needed to ask the completion");
        m_completion = parseCompletionProbe(
            QString::fromUtf8(run(bash,
                                  {QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-c"),
                                   QString::fromLatin1(CompletionProbe), QStringLiteral("probe"), QStringLiteral(KIBITZ_COMPLETION)})));
        QVERIFY2(!m_completion.commands.isEmpty(), "the bash completion offered no commands");
    }

    void sameCommands_data() { compareSources_data(true); }
    void sameCommands()
    {
        QFETCH(QString, source);
        const QStringList help = m_help.commands.keys(), other = docsOf(source).commands.keys();
        const QString diff = difference(Options(help.begin(), help.end()), Options(other.begin(), other.end()), source);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void sameOptions_data() { compareSources_data(false); }
    void sameOptions()
    {
        QFETCH(QString, source);
        QFETCH(QString, command);
        const Docs& other = docsOf(source);
        if (!command.isEmpty() && !other.commands.contains(command))
            QSKIP("the command itself is missing there (sameCommands fails for it)");
        const QString diff = command.isEmpty() ? difference(m_help.global, other.global, source)
                                               : difference(m_help.commands.value(command), other.commands.value(command), source);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void guiOptions()
    {
        if (QStringLiteral(KIBITZ_GUI).isEmpty())
            QSKIP("the GUI is not built (KIBITZ_BUILD_GUI=OFF)");
        const QString help = QString::fromUtf8(run(QStringLiteral(KIBITZ_GUI), {QStringLiteral("--help")}));
        const QString options = help.section(QStringLiteral("\nOptions:\n"), 1).section(QStringLiteral("\n\n"), 0, 0);
        Options fromHelp;
        for (const QString& line : options.split(QLatin1Char('\n')))
            fromHelp += optionsIn(line.section(QStringLiteral("  "), 0, 1));
        QVERIFY2(fromHelp.contains(QStringLiteral("--version")), qPrintable(QStringLiteral("unexpected kibitz --help:\n") + help));
        const QString diff = difference(fromHelp, parseManPage(readText(QStringLiteral(KIBITZ_MAN_DIR "/kibitz.6"))).global,
                                        QStringLiteral("kibitz(6)"));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void manPageRenders_data()
    {
        QTest::addColumn<QString>("page");
        QTest::newRow("kibitz-cli.6") << QStringLiteral(KIBITZ_MAN_DIR "/kibitz-cli.6");
        QTest::newRow("kibitz.6") << QStringLiteral(KIBITZ_MAN_DIR "/kibitz.6");
    }
    void manPageRenders()
    {
        QFETCH(QString, page);
        const QString man = QStandardPaths::findExecutable(QStringLiteral("man"));
        if (man.isEmpty())
            QSKIP("man (Debian: man-db) is not installed");
        // What lintian runs: warnings from groff fail it as "groff-message".
        QProcess p;
        QProcessEnvironment env = englishEnvironment(m_empty.path());
        env.insert(QStringLiteral("MANROFFSEQ"), QString());
        env.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
        p.setProcessEnvironment(env);
        p.start(man,
                {QStringLiteral("--warnings"), QStringLiteral("-E"), QStringLiteral("UTF-8"), QStringLiteral("-l"),
                 QStringLiteral("-Tutf8"), QStringLiteral("-Z"), page});
        QVERIFY(p.waitForFinished(30000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0 && err.isEmpty(), err.constData());
        QVERIFY(p.readAllStandardOutput().size() > 500);
    }
};

QTEST_GUILESS_MAIN(CommandLineDocs)
#include "tst_commandlinedocs.moc"
