// board3d-demo: shows the 3D board on a position, saves screenshots, and benchmarks frame rate (used by
// tests/bench/board3d-fps.sh). Not a test: a tool for looking at the view and measuring it.
//   board3d-demo --screenshot out.png [--fen FEN] [--moves "e4 e5 …"] [--material wood|marble|plastic]
//                [--theme brown|green|…] [--size 1280x800] [--yaw D] [--pitch D] [--zoom F] [--aa auto|always|off]
//   board3d-demo --bench [--size 1280x800] [--frames N]
#include "board/boardtheme.h"
#include "board3d/board3dview.h"
#include "board3d/materials3d.h"

#include "core/fen.h"
#include "core/movegen.h"
#include "core/position.h"
#include "core/san.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QThread>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <deque>
#include <vector>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

// Morphy – Duke of Brunswick and Count Isouard, Paris 1858: captures, checks and a queen-side castling.
const char* const OperaGame = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 "
                              "Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

Board3DColors colorsOf(const BoardTheme& theme)
{
    Board3DColors c;
    c.light = theme.light;
    c.dark = theme.dark;
    c.lastMove = theme.lastMove;
    c.selection = theme.selection;
    c.legalMove = theme.legalMove;
    c.check = theme.check;
    c.cursor = theme.cursor;
    c.arrow = theme.arrow;
    return c;
}

// Replays SAN moves from a FEN; every position along the way (the start included) with the move that led there.
struct Line {
    std::deque<StateInfo> states;
    Position pos;
    std::vector<PiecePlacement> placements;
    std::vector<Move> moves;
    bool load(const QString& fen, const QString& sanMoves)
    {
        states.emplace_back();
        if (!pos.setFen(fen.toStdString(), FenMode::Lenient, states.back()).ok()) {
            fprintf(stderr, "bad FEN: %s\n", qPrintable(fen));
            return false;
        }
        placements.push_back(placementOf(pos));
        moves.push_back(Move::none());
        for (const QString& san : sanMoves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const SanResult r = parseSan(pos, san.toStdString());
            if (!r.ok()) {
                fprintf(stderr, "bad move %s: %s\n", qPrintable(san), r.reason.c_str());
                return false;
            }
            states.emplace_back();
            pos.doMove(r.move, states.back());
            placements.push_back(placementOf(pos));
            moves.push_back(r.move);
        }
        return true;
    }
};

// CPU time of the whole process (all llvmpipe threads included), in milliseconds: unlike frame times, it
// hardly depends on what else the machine is running.
double processCpuMs()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

struct FrameTimes {
    std::vector<double> ms;
    double median() const { return percentile(0.5); }
    double percentile(double q) const
    {
        if (ms.empty())
            return 0;
        std::vector<double> sorted = ms;
        std::sort(sorted.begin(), sorted.end());
        return sorted[std::min(sorted.size() - 1, std::size_t(q * double(sorted.size())))];
    }
};

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"), QStringLiteral("Save a frame to FILE."), QStringLiteral("file"));
    const QCommandLineOption bench(QStringLiteral("bench"), QStringLiteral("Measure frame times while orbiting and animating."));
    const QCommandLineOption fen(QStringLiteral("fen"), QStringLiteral("Start position."), QStringLiteral("fen"),
                                 QString::fromLatin1(StartFen.data()));
    const QCommandLineOption moves(QStringLiteral("moves"), QStringLiteral("SAN moves played from the start position."),
                                   QStringLiteral("san"));
    const QCommandLineOption style(QStringLiteral("material"), QStringLiteral("wood, marble or plastic."), QStringLiteral("name"),
                                   QStringLiteral("wood"));
    const QCommandLineOption theme(QStringLiteral("theme"), QStringLiteral("2D board theme id."), QStringLiteral("id"),
                                   QStringLiteral("brown"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("size"),
                                  QStringLiteral("1280x800"));
    const QCommandLineOption yaw(QStringLiteral("yaw"), QStringLiteral("Camera yaw."), QStringLiteral("deg"));
    const QCommandLineOption pitch(QStringLiteral("pitch"), QStringLiteral("Camera pitch."), QStringLiteral("deg"));
    const QCommandLineOption zoom(QStringLiteral("zoom"), QStringLiteral("Camera zoom."), QStringLiteral("f"));
    const QCommandLineOption aa(QStringLiteral("aa"), QStringLiteral("Anti-aliasing: auto, always or off."), QStringLiteral("mode"),
                                QStringLiteral("auto"));
    const QCommandLineOption motionScale(QStringLiteral("motion-scale"), QStringLiteral("Resolution of motion frames (0.25 … 1)."),
                                         QStringLiteral("f"), QStringLiteral("1"));
    const QCommandLineOption before(QStringLiteral("before"),
                                    QStringLiteral("Draw as before the cached board layer and adaptive quality (both off)."));
    const QCommandLineOption noAdaptive(QStringLiteral("no-adaptive"), QStringLiteral("Adaptive quality off."));
    const QCommandLineOption benchShot(QStringLiteral("bench-shot"),
                                       QStringLiteral("After the bench, once the view has stopped, save the frame shown to FILE."),
                                       QStringLiteral("file"));
    const QCommandLineOption frames(QStringLiteral("frames"), QStringLiteral("Frames per bench phase."), QStringLiteral("n"),
                                    QStringLiteral("300"));
    const QCommandLineOption arrows(QStringLiteral("arrows"), QStringLiteral("Arrows like e2e4,g1f3 (optional colour: e2e4:red)."),
                                    QStringLiteral("list"));
    const QCommandLineOption select(QStringLiteral("select"), QStringLiteral("Selected square; its legal moves are marked."),
                                    QStringLiteral("square"));
    const QCommandLineOption marks(QStringLiteral("marks"), QStringLiteral("Marked squares like e5,d4 (optional colour: e5:blue)."),
                                   QStringLiteral("list"));
    parser.addOptions({screenshot, bench, fen, moves, style, theme, size, yaw, pitch, zoom, aa, motionScale, before, noAdaptive, benchShot,
                       frames, arrows, select, marks});
    parser.process(app);

    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    const QSize windowSize(wh.value(0).toInt(), wh.value(1).toInt());

    Line line;
    if (!line.load(parser.value(fen), parser.isSet(bench) && !parser.isSet(moves) ? QString::fromLatin1(OperaGame) : parser.value(moves)))
        return 2;

    QElapsedTimer probe;
    probe.start();
    const Board3DSupport support = Board3DView::support(); // what the View menu asks before offering the entry
    const double supportMs = double(probe.nsecsElapsed()) / 1e6;
    if (!support.available) {
        fprintf(stderr, "3D board unavailable: %s\n", qPrintable(support.reason()));
        return 1;
    }
    QElapsedTimer sinceCreation;
    sinceCreation.start();
    QMainWindow window;
    auto* view = new Board3DView;
    const QString aaMode = parser.value(aa);
    view->setAntialiasing(aaMode == QLatin1String("off")          ? Antialiasing::Off
                              : aaMode == QLatin1String("always") ? Antialiasing::Always
                                                                  : Antialiasing::Auto);
    view->setMotionScale(parser.value(motionScale).toFloat());
    view->setLayerCaching(!parser.isSet(before));
    view->setAdaptiveQuality(!parser.isSet(before) && !parser.isSet(noAdaptive));
    window.setCentralWidget(view);
    window.resize(windowSize);
    view->setColors(colorsOf(BoardTheme::builtIn(parser.value(theme))));
    view->setMaterialStyle(materialStyleFromId(parser.value(style)));
    if (parser.isSet(yaw) || parser.isSet(pitch)) {
        view->orbit(parser.value(yaw).toFloat(), 0);
        if (parser.isSet(pitch))
            view->orbit(0, parser.value(pitch).toFloat() - view->camera().pitch());
    }
    if (parser.isSet(zoom))
        view->zoomBy(parser.value(zoom).toFloat());

    if (parser.isSet(screenshot)) {
        view->setPlacement(line.placements.back(), false);
        const Move last = line.moves.back();
        BoardHighlights h;
        if (last) {
            h.lastMoveFrom = last.from();
            h.lastMoveTo = last.type() == MoveType::Castling ? makeSquare(last.to() > last.from() ? FileG : FileC, rankOf(last.from()))
                                                             : last.to();
        }
        if (line.pos.inCheck())
            h.check = line.pos.kingSquare(line.pos.sideToMove());
        view->setHighlights(h);
        const auto squareOf = [](const QString& text) {
            return text.size() == 2 ? makeSquare(text[0].toLatin1() - 'a', text[1].toLatin1() - '1') : NoSquare;
        };
        QList<BoardArrow> list;
        for (const QString& a : parser.value(arrows).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList parts = a.split(QLatin1Char(':'));
            list.append({squareOf(parts[0].left(2)), squareOf(parts[0].mid(2, 2)), parts.size() > 1 ? QColor(parts[1]) : QColor()});
        }
        QList<BoardSquareMark> markList;
        for (const QString& m : parser.value(marks).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList parts = m.split(QLatin1Char(':'));
            markList.append({squareOf(parts[0]), parts.size() > 1 ? QColor(parts[1]) : QColor()});
        }
        view->setSquareMarks(markList);
        if (parser.isSet(select)) {
            h.selected = squareOf(parser.value(select));
            QList<Square> targets;
            for (const Move m : MoveList<>(line.pos))
                if (m.from() == h.selected)
                    targets.append(m.type() == MoveType::Castling ? makeSquare(m.to() > m.from() ? FileG : FileC, rankOf(m.from()))
                                                                  : m.to());
            view->setLegalTargets(targets);
            view->setHighlights(h);
        }
        view->setArrows(list);
        window.show();
        QObject::connect(view, &Board3DView::frameRendered, &app, [&] {
            static bool once = false;
            if (std::exchange(once, true))
                return;
            QTimer::singleShot(0, &app, [&] {
                const QImage image = view->renderImage();
                if (!image.save(parser.value(screenshot))) {
                    fprintf(stderr, "cannot write %s\n", qPrintable(parser.value(screenshot)));
                    app.exit(1);
                    return;
                }
                printf("saved %s (%dx%d)\n", qPrintable(parser.value(screenshot)), image.width(), image.height());
                fflush(stdout);
                app.exit(0);
            });
        });
        QTimer::singleShot(30000, &app, [&] {
            fprintf(stderr, "no frame within 30 s: %s\n", qPrintable(view->failureReason()));
            app.exit(1);
        });
        return app.exec();
    }

    if (!parser.isSet(bench)) {
        view->setPlacement(line.placements.back(), false);
        window.show();
        return app.exec();
    }

    // Bench: phase 1 orbits a static position, phase 2 plays the game move by move while orbiting, so the
    // shadow map is redrawn on every frame of every move.
    const int perPhase = std::max(30, parser.value(frames).toInt());
    view->setPlacement(line.placements.front(), false);
    FrameTimes orbitTimes, animationTimes;
    double firstFrameMs = -1;
    QElapsedTimer clock;
    qint64 last = 0;
    double cpuStart = 0, cpuOrbit = 0;
    int countedFrames = 0;
    int frame = 0;
    std::size_t ply = 0;
    QObject::connect(view->surface(), &QOpenGLWindow::frameSwapped, &app, [&] {
        const qint64 now = sinceCreation.nsecsElapsed();
        if (firstFrameMs < 0) {
            firstFrameMs = double(now) / 1e6;
            clock.start();
        } else if (frame > 5) { // warm-up frames (texture uploads, shader caches) are not counted
            (frame <= perPhase ? orbitTimes : animationTimes).ms.push_back(double(now - last) / 1e6);
            ++countedFrames;
        }
        if (frame == 5)
            cpuStart = processCpuMs();
        if (frame == perPhase)
            cpuOrbit = processCpuMs() - cpuStart;
        last = now;
        ++frame;
        if (frame == 2 * perPhase) {
            printf("orbit:     fps_median=%.1f p99_ms=%.1f frames=%zu\n", 1000.0 / orbitTimes.median(), orbitTimes.percentile(0.99),
                   orbitTimes.ms.size());
            printf("animation: fps_median=%.1f p99_ms=%.1f frames=%zu (%zu plies)\n", 1000.0 / animationTimes.median(),
                   animationTimes.percentile(0.99), animationTimes.ms.size(), ply);
            FrameTimes all;
            all.ms = orbitTimes.ms;
            all.ms.insert(all.ms.end(), animationTimes.ms.begin(), animationTimes.ms.end());
            const double cpuAll = processCpuMs() - cpuStart;
            printf("support check (OpenGL probe, once per process): %.0f ms\n", supportMs);
            printf("cpu_ms_per_frame: orbit %.1f, animation %.1f, all %.1f (all threads; %d cores)\n", cpuOrbit / double(perPhase - 5),
                   (cpuAll - cpuOrbit) / double(perPhase), cpuAll / std::max(1, countedFrames), QThread::idealThreadCount());
            printf("size=%dx%d dpr=%.2f antialiasing=%s; frames while moving drawn at %.0f%% of the size%s\n", view->width(),
                   view->height(), view->devicePixelRatioF(), qPrintable(aaMode), 100.0 * view->surface()->lastFrameScale(),
                   view->surface()->lastFrameAntialiased() ? ", multisampled" : "");
            printf("fps_median=%.1f p99_ms=%.1f first_frame_ms=%.0f\n", 1000.0 / all.median(), all.percentile(0.99), firstFrameMs);
            fflush(stdout);
            if (!parser.isSet(benchShot) || !view->failureReason().isEmpty())
                app.exit(view->failureReason().isEmpty() ? 0 : 1);
            return;
        }
    });
    // The next frame is asked for while this one is being drawn, as a continuous animation does (asking only
    // after the swap would add the window system's update delay to every frame).
    QObject::connect(view, &Board3DView::frameRendered, &app, [&] {
        // The bench is over: the view stops moving; the frame drawn once it has settled (full size, and
        // multisampled unless anti-aliasing is off) is what the user sees, read back before it is shown (it is
        // still in the back buffer while frameRendered() is emitted).
        if (frame >= 2 * perPhase && parser.isSet(benchShot) && !view->isAnimating() && view->surface()->lastFrameScale() == 1.0f
            && (view->surface()->lastFrameAntialiased() || aaMode == QLatin1String("off"))) {
            const QImage image = view->surface()->grabFramebuffer();
            const bool saved = image.save(parser.value(benchShot));
            printf("%s %s (%dx%d, the frame shown after the view stopped)\n", saved ? "saved" : "cannot write",
                   qPrintable(parser.value(benchShot)), image.width(), image.height());
            fflush(stdout);
            app.exit(saved ? 0 : 1);
        }
        if (firstFrameMs < 0 || frame >= 2 * perPhase)
            return;
        view->orbit(0.75f, 0);
        if (frame > perPhase && !view->isAnimating()) {
            ply = ply + 1 < line.placements.size() ? ply + 1 : 1;
            if (ply == 1)
                view->setPlacement(line.placements.front(), false);
            view->setPlacement(line.placements[ply]);
        }
    });
    window.show();
    QTimer::singleShot(120000, &app, [&] {
        fprintf(stderr, "bench did not finish within 120 s (%d frames): %s\n", frame, qPrintable(view->failureReason()));
        app.exit(1);
    });
    return app.exec();
}
