// Downloads of real exports from the shared corpus (lichess and chess.com files, with their own headers, clocks
// and evals), served by HttpTestServer as the services serve them: every game of the player lands in the file once,
// the file reads without errors, a second run resumes and adds nothing. Expected counts come from the corpus file
// itself (distinct game addresses among the player's games, found by a regular expression). Skips without the corpus.
#include "httptestserver.h"

#include "download/downloader.h"
#include "download/gametext.h"

#include "pgn/gameindex.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace kibitz;
using namespace kibitz::download;

class TestDownloadCorpus : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_corpus = QStringLiteral(KIBITZ_CORPUS_DIR);

private slots:
    void initTestCase()
    {
        if (!QDir(m_corpus + QStringLiteral("/games/lichess")).exists())
            QSKIP("the shared corpus is absent (KIBITZ_CORPUS_DIR)");
        QVERIFY(m_dir.isValid());
    }

    void download_data()
    {
        QTest::addColumn<int>("site");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("user");
        QTest::newRow("lichess DannyTheDonkey") << int(Site::Lichess) << "games/lichess/pgn2data-lichess_DannyTheDonkey_2021-01-04.pgn"
                                                << "DannyTheDonkey";
        QTest::newRow("lichess thibault") << int(Site::Lichess) << "games/lichess/ChessGPT-lichess_games.pgn"
                                          << "thibault";
        QTest::newRow("chess.com MyBoyMagnusGiri") << int(Site::ChessCom) << "games/chesscom/ChessGPT-chess_com_games.pgn"
                                                   << "MyBoyMagnusGiri";
    }
    void download()
    {
        QFETCH(int, site);
        QFETCH(QString, file);
        QFETCH(QString, user);
        QFile in(m_corpus + u'/' + file);
        QVERIFY2(in.open(QIODevice::ReadOnly), qPrintable(in.fileName()));
        const QByteArray data = in.readAll();
        // Expected: the distinct addresses of the player's games.
        const QRegularExpression player(QStringLiteral("^\\[(White|Black) \"%1\"\\]").arg(user),
                                        QRegularExpression::MultilineOption | QRegularExpression::CaseInsensitiveOption);
        const QRegularExpression address(Site(site) == Site::Lichess ? QStringLiteral("^\\[Site \"(https://lichess.org/\\w+)\"\\]")
                                                                     : QStringLiteral("^\\[Link \"(https://www.chess.com/[^\"]+)\"\\]"),
                                         QRegularExpression::MultilineOption);
        QSet<QString> expected;
        for (const QString& game : QString::fromUtf8(data).split(QStringLiteral("[Event "), Qt::SkipEmptyParts))
            if (player.match(game).hasMatch())
                if (const auto m = address.match(game); m.hasMatch())
                    expected.insert(m.captured(1));
        QVERIFY2(expected.size() >= 10, qPrintable(QString::number(expected.size())));

        // The player's games, oldest first as asked for, lichess as one stream, chess.com by month of their end.
        const std::string_view text(data.constData(), std::size_t(data.size()));
        const pgn::GameIndex index = pgn::GameIndex::build(text, {});
        std::vector<std::pair<std::int64_t, QByteArray>> games;
        for (std::size_t i = 0; i < index.size(); ++i) {
            const std::string_view g = index.gameText(text, i);
            if (player.match(QString::fromUtf8(g.data(), qsizetype(g.size()))).hasMatch())
                games.emplace_back(gameTimeMs(g, Site(site)).value_or(0), QByteArray(g.data(), qsizetype(g.size())));
        }
        std::stable_sort(games.begin(), games.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
        test::HttpTestServer server;
        if (Site(site) == Site::Lichess) {
            QByteArray stream;
            for (const auto& [time, g] : games)
                stream += g.trimmed() + "\n\n\n";
            test::HttpTestReply reply;
            reply.body = stream;
            server.queue("/api/games/user/" + user.toLatin1(), reply);
        } else {
            QMap<QString, QByteArray> months;
            for (const auto& [time, g] : games)
                months[QDateTime::fromMSecsSinceEpoch(time, Qt::UTC).toString(QStringLiteral("yyyy/MM"))] += g.trimmed() + "\n\n";
            QByteArray list = "{\"archives\":[";
            for (auto it = months.begin(); it != months.end(); ++it) {
                list += (it == months.begin() ? "\"" : ",\"")
                    + ("https://api.chess.com/pub/player/" + user.toLower().toLatin1() + "/games/") + it.key().toLatin1() + "\"";
                test::HttpTestReply month;
                month.body = it.value();
                server.queue("/pub/player/" + user.toLower().toLatin1() + "/games/" + it.key().toLatin1() + "/pgn", month);
            }
            test::HttpTestReply archives;
            archives.body = list + "]}";
            server.queue("/pub/player/" + user.toLower().toLatin1() + "/games/archives", archives);
        }
        DownloadOptions o;
        o.site = Site(site);
        o.user = user;
        o.baseUrl = server.baseUrl();
        o.output = m_dir.filePath(QStringLiteral("%1.pgn").arg(user)).toStdString();
        const DownloadReport first = downloadGames(o);
        QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
        QVERIFY(!first.cut);
        QCOMPARE(int(first.added), int(expected.size()));

        QFile out(QString::fromStdString(o.output));
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QByteArray written = out.readAll();
        const std::string_view writtenText(written.constData(), std::size_t(written.size()));
        const pgn::GameIndex after = pgn::GameIndex::build(writtenText, {});
        QCOMPARE(int(after.size()), int(expected.size()));
        QCOMPARE(after.gamesWithErrors(), std::uint64_t(0));
        QSet<QString> urls;
        for (std::size_t i = 0; i < after.size(); ++i)
            urls.insert(QString::fromStdString(gameUrl(after.gameText(writtenText, i))));
        QCOMPARE(urls, expected);

        const DownloadReport second = downloadGames(o);
        QVERIFY2(second.error.isEmpty(), qPrintable(second.error));
        QVERIFY(second.resumed);
        QCOMPARE(second.added, std::size_t(0));
        QVERIFY(out.seek(0));
        QCOMPARE(out.readAll(), written);
    }
};

QTEST_GUILESS_MAIN(TestDownloadCorpus)
#include "tst_download_corpus.moc"
