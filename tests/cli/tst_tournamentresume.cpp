// Nothing lost, nothing played twice: tournaments of scripted engines (deterministic: a position and a seed decide
// each move) are killed with SIGKILL at random moments — 20 runs over the four formats, each killed twice, the
// moments drawn from a seeded generator over the length of an uninterrupted run — and resumed until they finish.
// Each must end with the same games (round, players, result, every move) and the same standings as the
// uninterrupted run of its format, no round twice in the PGN, and the state counting exactly the PGN's games.
#include "tournamentcli.h"

#include "tournament/standings.h"
#include "tournament/statefile.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace tournamentcli;

namespace {

QStringList settings(const QString& format, const QString& dir)
{
    QStringList a{"tournament",    "--format", format,     "--maxmoves",   "50",      "--resign",      "movecount=3,score=600",
                  "--concurrency", "2",        "--pgnout", dir + "/t.pgn", "--state", dir + "/t.state"};
    if (format == "rr")
        a << "--rounds"
          << "1"
          << "--repeat";
    else if (format == "gauntlet")
        a << "--rounds"
          << "2";
    else if (format == "knockout")
        a << "--rounds"
          << "2";
    else
        a << "--rounds"
          << "3";
    const int engines = format == "rr" || format == "gauntlet" ? 4 : 5;
    for (int i = 0; i < engines; ++i)
        a << engine(QStringLiteral("E%1").arg(i + 1), QStringLiteral("--seed %1 --strength %2 --delay 4").arg(i + 11).arg(20 + 15 * i));
    return a;
}

std::vector<double> points(const QString& statePath)
{
    std::string why;
    const auto st = kibitz::tournament::loadState(statePath.toStdString(), &why);
    std::vector<double> p;
    if (!st)
        return p;
    const kibitz::tournament::Standings s = kibitz::tournament::computeStandings(*st);
    p.assign(st->settings.engines.size(), 0);
    for (const auto& row : s.table)
        p[std::size_t(row.engine)] = row.points;
    return p;
}

int doneGames(const QString& statePath)
{
    const auto st = kibitz::tournament::loadState(statePath.toStdString());
    return st ? int(std::count_if(st->games.begin(), st->games.end(),
                                  [](const auto& g) { return g.status == kibitz::tournament::GameRecord::Status::Done; }))
              : -1;
}

} // namespace

class TournamentResume : public QObject {
    Q_OBJECT

private slots:
    void killedAndResumed()
    {
        std::mt19937 rng(28);
        const QStringList formats{"rr", "gauntlet", "knockout", "swiss"};
        int totalKills = 0, replayed = 0, adopted = 0;
        for (const QString& format : formats) {
            // The uninterrupted run.
            QTemporaryDir ref;
            QElapsedTimer clock;
            clock.start();
            const Run r = run(settings(format, ref.path()));
            const qint64 length = clock.elapsed();
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const Games expected = games(ref.path() + "/t.pgn");
            const std::vector<double> expectedPoints = points(ref.path() + "/t.state");
            QVERIFY(expected.size() >= 6);
            for (int attempt = 0; attempt < 5; ++attempt) {
                QTemporaryDir dir;
                const QStringList first = settings(format, dir.path());
                int kills = 0;
                for (int k = 0; k < 2; ++k) {
                    const bool fresh = !QFileInfo::exists(dir.path() + "/t.state");
                    QProcess p;
                    p.setProcessChannelMode(QProcess::MergedChannels);
                    p.start(QStringLiteral(KIBITZ_CLI),
                            fresh ? first : QStringList{"tournament", "--resume", "--state", dir.path() + "/t.state"});
                    QVERIFY(p.waitForStarted());
                    // Within the first 80% of a run, then within the first half of what remains: kills that land.
                    const int until = int(std::max<qint64>(length * (k == 0 ? 8 : 5) / 10, 100));
                    const int after = std::uniform_int_distribution<int>(20, until)(rng);
                    if (!p.waitForFinished(after)) {
                        p.kill(); // SIGKILL: no chance to save anything
                        p.waitForFinished(10000);
                        ++kills;
                    }
                    const QByteArray out = p.readAll();
                    replayed += out.contains("to be played again");
                    adopted += out.contains("found in the PGN and counted");
                }
                const bool fresh = !QFileInfo::exists(dir.path() + "/t.state");
                const Run last = run(fresh ? first : QStringList{"tournament", "--resume", "--state", dir.path() + "/t.state"});
                replayed += last.out.contains("to be played again");
                adopted += last.out.contains("found in the PGN and counted");
                totalKills += kills;
                const QString where = QStringLiteral("%1, run %2 (%3 kills)").arg(format).arg(attempt + 1).arg(kills);
                QVERIFY2(last.exitCode == 0, qPrintable(where + ": " + QString::fromUtf8(last.err)));
                int duplicates = 0, errors = 0;
                const Games got = games(dir.path() + "/t.pgn", &duplicates, &errors);
                QVERIFY2(duplicates == 0, qPrintable(where + ": a game written twice"));
                QVERIFY2(errors == 0, qPrintable(where + ": a game with an error"));
                QVERIFY2(got == expected,
                         qPrintable(where + QStringLiteral(": %1 games, %2 expected, or different").arg(got.size()).arg(expected.size())));
                QCOMPARE(doneGames(dir.path() + "/t.state"), int(expected.size()));
                QVERIFY2(points(dir.path() + "/t.state") == expectedPoints, qPrintable(where + ": other standings"));
            }
        }
        qInfo("%d kills in 20 runs; %d resumes replayed interrupted games, %d adopted games the state had not counted", totalKills,
              replayed, adopted);
        QVERIFY2(totalKills >= 30, "most kills must land while the tournament runs");
    }
};

QTEST_GUILESS_MAIN(TournamentResume)
#include "tst_tournamentresume.moc"
