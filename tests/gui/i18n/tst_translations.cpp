// The translation files are complete and current: for every language of the Language menu, translations/kibitz_<lang>.ts
// exists, has no unfinished, vanished or obsolete entry, keeps the %1..%9 placeholders of its source, and running
// lupdate (the project's exact options) on a copy adds no string — so every tr() text in app/ is translated.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct TsSummary {
    int messages = 0;
    QStringList problems; // "unfinished: <context>: <source>", ...
};

QSet<QString> placeholders(const QString& text)
{
    QSet<QString> found;
    static const QRegularExpression re(QStringLiteral("%L?([1-9])"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1));
    return found;
}

TsSummary summarize(const QString& path)
{
    TsSummary s;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        s.problems << QStringLiteral("cannot open %1").arg(path);
        return s;
    }
    QXmlStreamReader xml(&file);
    QString context, source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            ++s.messages;
        } else if (name == u"source") {
            source = xml.readElementText();
        } else if (name == u"translation") {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            if (!type.isEmpty())
                s.problems << QStringLiteral("%1: %2: %3").arg(type, context, source);
            // A numerus translation holds <numerusform> children, a plain one its text.
            QStringList forms;
            QString text;
            while (!xml.atEnd() && !(xml.readNext() == QXmlStreamReader::EndElement && xml.name() == u"translation")) {
                if (xml.isCharacters())
                    text += xml.text();
                else if (xml.isStartElement() && xml.name() == u"numerusform")
                    forms << xml.readElementText();
            }
            if (forms.isEmpty())
                forms << text;
            for (const QString& form : std::as_const(forms)) {
                if (type.isEmpty() && form.trimmed().isEmpty() && !source.trimmed().isEmpty())
                    s.problems << QStringLiteral("empty: %1: %2").arg(context, source);
                if (type.isEmpty() && placeholders(form) != placeholders(source))
                    s.problems << QStringLiteral("placeholders differ: %1: %2 -> %3").arg(context, source, form);
            }
        }
    }
    if (xml.hasError())
        s.problems << QStringLiteral("XML error at line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return s;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void complete_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString& language : QStringLiteral(KIBITZ_LANGUAGES).split(u','))
            QTest::newRow(qPrintable(language)) << language;
    }

    void complete()
    {
        QFETCH(QString, language);
        const QString path = QStringLiteral(KIBITZ_SOURCE_DIR "/translations/kibitz_%1.ts").arg(language);
        QVERIFY2(QFile::exists(path), qPrintable(path + QStringLiteral(" is missing")));
        const TsSummary s = summarize(path);
        QVERIFY2(s.messages > 0, qPrintable(path));
        QVERIFY2(s.problems.isEmpty(), qPrintable(s.problems.join(u'\n')));
    }

    // lupdate on a copy, with exactly the options the project uses: a tr() text missing from the file would come
    // back as a new unfinished entry, a text no longer in the code would be dropped and change the count.
    void upToDate_data() { complete_data(); }

    void upToDate()
    {
        QFETCH(QString, language);
        const QString original = QStringLiteral(KIBITZ_SOURCE_DIR "/translations/kibitz_%1.ts").arg(language);
        QVERIFY2(QFile::exists(original), qPrintable(original));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QFileInfo(original).fileName());
        QVERIFY(QFile::copy(original, copy));

        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(KIBITZ_SOURCE_DIR));
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(KIBITZ_LUPDATE),
                      {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("app"),
                       QStringLiteral("-ts"), copy});
        QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
        const QString output = QString::fromUtf8(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(output));

        const TsSummary before = summarize(original);
        const TsSummary after = summarize(copy);
        QVERIFY2(after.problems.isEmpty(),
                 qPrintable(QStringLiteral("lupdate found texts that %1 lacks:\n%2").arg(original, after.problems.join(u'\n'))));
        QVERIFY2(after.messages == before.messages,
                 qPrintable(QStringLiteral("%1 has %2 messages, the sources %3:\n%4")
                                .arg(original)
                                .arg(before.messages)
                                .arg(after.messages)
                                .arg(output)));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
