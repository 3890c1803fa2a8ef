// gui-latency: event-loop latency of the real main window while it (1) opens and indexes a large PGN file through
// the game list, (2) builds the position index for the opening tree dock, (3) steps through an opening while the tree
// of every position is queried, and (4) lets the built-in engine think (Auto Move) on a middlegame position. A 5 ms
// QTimer measures how late each tick arrives beyond its period; max and p99 of that delay are printed per phase.
// A benchmark, not a test: run it through tests/bench/gui-latency.sh. Usage: gui-latency FILE.pgn [engine-ms], or
// gui-latency --open FILE.pgn (see openOnly()).
#include "window/mainwindow.h"

#include "database/databasesearch.h"
#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "game/gamecontroller.h"
#include "play/autoplayer.h"
#include "tree/treedock.h"
#include "tree/treemodel.h"
#include "window/databasedocks.h"

#include "core/fen.h"
#include "core/position.h"
#include "core/san.h"

#include "pgn/game.h"

#include <QUndoStack>

#include <QApplication>
#include <QElapsedTimer>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <unistd.h>
#include <vector>

namespace {

constexpr int PeriodMs = 5;

// The process's resident size now, in MB (Linux: /proc/self/statm; -1 elsewhere).
long residentMb()
{
    long pages = -1, resident = -1;
    if (std::FILE* f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2)
            resident = -1;
        std::fclose(f);
    }
    return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024) / 1024;
}

// Collects how late each tick of a 5 ms timer fires; Qt::PreciseTimer so the timer itself adds no slack.
class LatencyProbe {
public:
    LatencyProbe()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            if (m_last >= 0) {
                m_delays.push_back(std::max<qint64>(0, now - m_last - qint64(PeriodMs) * 1000000));
                if (m_delays.back() > m_worst) {
                    m_worst = m_delays.back();
                    m_worstAt = now;
                }
            }
            m_last = now;
        });
    }
    void start()
    {
        m_delays.clear();
        m_last = -1;
        m_worst = 0;
        m_worstAt = 0;
        m_clock.start();
        m_timer.start(PeriodMs);
    }
    void stop() { m_timer.stop(); }
    void report(const char* phase, double seconds)
    {
        std::vector<qint64> d = m_delays;
        std::sort(d.begin(), d.end());
        const double max = d.empty() ? 0 : d.back() / 1e6;
        const double p99 = d.empty() ? 0 : d[std::min(d.size() - 1, d.size() * 99 / 100)] / 1e6;
        std::printf("%-9s ticks=%zu duration_s=%.1f max_delay_ms=%.1f (at %.2f s) p99_delay_ms=%.1f %s\n", phase, d.size(), seconds, max,
                    m_worstAt / 1e9, p99, max < 50 ? "OK(<50ms)" : "SLOW(>=50ms)");
        std::fflush(stdout);
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = -1;
    std::vector<qint64> m_delays;
    qint64 m_worst = 0;
    qint64 m_worstAt = 0; // when the worst tick arrived, since start()
};

} // namespace

// --open FILE.pgn: the window opens a file whose caches are already built (XDG_CACHE_HOME as given), the opening tree
// shown: how long until the game list shows rows, until the list's index is complete, until the position index is
// ready and until the first tree (start position) is shown, and the event loop's latency meanwhile.
int openOnly(const QString& path)
{
    QTemporaryDir scratch;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratch.filePath(QStringLiteral("config")));
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzBench"));
    QCoreApplication::setApplicationName(QStringLiteral("gui-latency"));
    kibitz::gui::MainWindow window;
    window.show();
    QTest::qWait(500);
    kibitz::gui::TreeDock* tree = window.databases()->treeDock();
    kibitz::gui::DatabaseSearch* search = window.databases()->search();
    tree->show();
    QSignalSpy ready(search, &kibitz::gui::DatabaseSearch::ready);
    double treeAt = -1;
    qint64 treeGames = -1;
    long treeResident = -1;
    QElapsedTimer clock;
    QObject::connect(search, &kibitz::gui::DatabaseSearch::treeReady, [&](const std::shared_ptr<const kibitz::gui::TreeResult>& r) {
        if (treeAt < 0)
            treeAt = clock.elapsed() / 1000.0, treeGames = qint64(r->tree.total.games), treeResident = residentMb();
    });
    LatencyProbe probe;
    probe.start();
    clock.start();
    window.openFile(path);
    kibitz::gui::GameListPanel* table = window.gameList();
    if (!table) {
        std::fprintf(stderr, "%s did not open the selection table (one game?)\n", qPrintable(path));
        return 1;
    }
    QSignalSpy finished(table->loader(), &kibitz::gui::IndexLoader::finished);
    double rowsAt = -1, listAt = -1, readyAt = -1;
    while (clock.elapsed() < 600000 && (listAt < 0 || readyAt < 0 || treeAt < 0)) {
        QTest::qWait(2);
        const double now = clock.elapsed() / 1000.0;
        if (rowsAt < 0 && table->model()->rowCount() > 0)
            rowsAt = now;
        if (listAt < 0 && (!finished.isEmpty() || !table->loader()->isLoading()) && !table->model()->isBusy()
            && table->model()->totalGames() == table->loader()->gameCount() && !table->model()->isListing()) // all listed
            listAt = now;
        if (readyAt < 0 && !ready.isEmpty())
            readyAt = now;
    }
    probe.stop();
    std::printf("open: list rows at %.2f s, list complete at %.2f s (%zu games), search ready at %.2f s, first tree at %.2f s "
                "(%lld games; resident then %ld MB, at the end %ld MB)\n",
                rowsAt, listAt, table->loader()->gameCount(), readyAt, treeAt, treeGames, treeResident, residentMb());
    probe.report("open", clock.elapsed() / 1000.0);
    if (listAt < 0 || readyAt < 0 || treeAt < 0)
        return 1;

    // A player's next trees: two seconds after the first, one whose games are all over a large file (the Ruy Lopez
    // after 3.Bb5: its tree reads the facts of games everywhere), as the user would reach it a few moves later.
    QTest::qWait(std::max(0, int(treeAt * 1000) + 2000 - int(clock.elapsed())));
    kibitz::Position ruy;
    kibitz::StateInfo st;
    if (!ruy.setFen("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", kibitz::FenMode::Strict, st).ok())
        return 1;
    std::shared_ptr<const kibitz::gui::TreeResult> next;
    const auto nextConnection = QObject::connect(search, &kibitz::gui::DatabaseSearch::treeReady,
                                                 [&](const std::shared_ptr<const kibitz::gui::TreeResult>& r) {
                                                     if (r->position.key == ruy.key())
                                                         next = r;
                                                 });
    QElapsedTimer asked;
    asked.start();
    search->tree(kibitz::gui::SearchPosition::of(ruy), nullptr);
    while (!next && asked.elapsed() < 600000)
        QTest::qWait(1);
    QObject::disconnect(nextConnection);
    if (!next)
        return 1;
    std::printf("next: 2 s after the first tree, the Ruy Lopez's tree (%llu games) in %.1f ms (the query %.1f ms); "
                "resident then %ld MB\n",
                static_cast<unsigned long long>(next->tree.total.games), asked.nsecsElapsed() / 1e6, next->milliseconds, residentMb());
    return 0;
}

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: gui-latency FILE.pgn [engine-ms] | gui-latency --open FILE.pgn\n");
        return 2;
    }
    if (QByteArray(argv[1]) == "--open" && argc == 3)
        return openOnly(QString::fromLocal8Bit(argv[2]));
    const QString path = QString::fromLocal8Bit(argv[1]);
    const int engineMs = argc > 2 ? std::atoi(argv[2]) : 4000;
    // Own settings and index cache: the first phase must index the file, not reopen it from a cache.
    QTemporaryDir scratch;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratch.filePath(QStringLiteral("config")));
    qputenv("XDG_CACHE_HOME", scratch.filePath(QStringLiteral("cache")).toLocal8Bit());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzBench"));
    QCoreApplication::setApplicationName(QStringLiteral("gui-latency"));

    kibitz::gui::MainWindow window;
    window.show();
    // Let the window's first layout and paint (SVG pieces rendered once) pass: that is start-up, not indexing.
    QTest::qWait(500);
    LatencyProbe probe;

    // Phase 1: open and index the big file (selection table, background loader), until the index is complete.
    QElapsedTimer clock;
    probe.start();
    clock.start();
    window.openFile(path);
    kibitz::gui::GameListPanel* table = window.gameList();
    if (!table) {
        std::fprintf(stderr, "%s did not open the selection table (one game?)\n", argv[1]);
        return 1;
    }
    QSignalSpy finished(table->loader(), &kibitz::gui::IndexLoader::finished);
    if (!finished.wait(600000)) {
        std::fprintf(stderr, "indexing did not finish\n");
        return 1;
    }
    std::printf("indexed %zu games in %.1f s\n", table->loader()->gameCount(), clock.elapsed() / 1000.0);
    // The table then sorts the complete index in the background and shows it; that belongs to this phase too.
    QElapsedTimer waited;
    waited.start();
    while (table->model()->isBusy() && waited.elapsed() < 60000)
        QTest::qWait(10);
    QTest::qWait(300);
    probe.stop();
    probe.report("indexing", clock.elapsed() / 1000.0);

    // Phase 2: the opening tree dock is shown: the position index is built (or loaded) on workers.
    kibitz::gui::TreeDock* tree = window.databases()->treeDock();
    kibitz::gui::DatabaseSearch* search = window.databases()->search();
    QSignalSpy ready(search, &kibitz::gui::DatabaseSearch::ready);
    probe.start();
    clock.restart();
    tree->show();
    if (!ready.wait(1800000)) {
        std::fprintf(stderr, "the position index was not built\n");
        return 1;
    }
    probe.stop();
    probe.report("tree-index", clock.elapsed() / 1000.0);

    // Phase 3: a user steps through a Najdorf and back, one move every 40 ms, while each position's tree is queried.
    const char* const line[] = {"e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6", "Be3", "e5"};
    kibitz::gui::GameController* controller = window.controller();
    for (const char* san : line)
        controller->playMove(kibitz::parseSan(controller->position(), san).move);
    controller->toStart();
    const auto stepThrough = [&] {
        for (int round = 0; round < 4; ++round) {
            for (std::size_t i = 0; i < std::size(line); ++i) {
                controller->forward();
                QTest::qWait(40);
            }
            for (std::size_t i = 0; i < std::size(line); ++i) {
                controller->back();
                QTest::qWait(40);
            }
        }
        QTest::qWait(500); // the last query's answer
    };
    // The same steps with the tree hidden first: what the rest of the window costs per move, for comparison.
    tree->hide();
    probe.start();
    clock.restart();
    stepThrough();
    probe.stop();
    probe.report("steps", clock.elapsed() / 1000.0);
    tree->show();
    QSignalSpy trees(search, &kibitz::gui::DatabaseSearch::treeReady);
    probe.start();
    clock.restart();
    stepThrough();
    probe.stop();
    std::printf("tree: %d positions stepped, %d trees shown, last tree %s games\n", 4 * 2 * int(std::size(line)), int(trees.count()),
                qPrintable(tree->model()->text(tree->model()->rowCount() - 1, kibitz::gui::TreeColumn::Games)));
    probe.report("tree", clock.elapsed() / 1000.0);
    tree->hide();
    table->hide();

    // Phase 4: the engine thinks (Auto Move at full strength) on a middlegame position for engineMs.
    kibitz::pgn::Game game;
    if (!game.setStartFen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9").ok()) { // QGD, move 9
        std::fprintf(stderr, "bad benchmark position\n");
        return 1;
    }
    window.controller()->setGame(std::move(game));
    kibitz::gui::AutoPlayer* player = window.autoPlayer();
    player->setLevel(-1);
    player->setMoveTimeMs(engineMs);
    QSignalSpy chosen(player, &kibitz::gui::AutoPlayer::moveChosen);
    probe.start();
    clock.restart();
    player->playMove();
    if (!chosen.wait(engineMs + 30000)) {
        std::fprintf(stderr, "the engine did not answer\n");
        return 1;
    }
    probe.stop();
    probe.report("engine", clock.elapsed() / 1000.0);
    window.controller()->undoStack()->setClean();
    return 0;
}
