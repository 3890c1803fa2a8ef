#!/bin/sh
# Frame rate of the 3D board at 1280x800 under Xvfb with Mesa's llvmpipe (what CI and screenshots use): the
# camera orbits a static position, then orbits while the moves of a game animate (the shadow map and light
# map are redrawn on every frame of every move). Required: median >= 30 fps, p99 frame time <= 50 ms.
# Two runs in one: "before" draws as Kibitz did before the board's cached layer and adaptive quality (both off),
# "after" as it does now; then CPU ms per frame and the fps median of both, side by side. The "after" run ends
# with the frame shown once the view has stopped (full quality), saved to $SHOT (default
# /tmp/board3d-after-stop.png) to compare with a screenshot of the same position from before.
# The last line is: fps_median=<F> p99_ms=<P> first_frame_ms=<T> of the "after" run (first frame: from creating
# the view).
# Usage: board3d-fps.sh [FRAMES_PER_PHASE]   (BUILD=dir selects the build tree; default build/release)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${BUILD:-$root/build/release}
bench=$build/tests/bench/board3d-demo
[ -x "$bench" ] || { echo "build $bench first (cmake --build $build --target board3d-demo)" >&2; exit 2; }
command -v Xvfb >/dev/null || { echo "Xvfb is needed (package xvfb)" >&2; exit 2; }

# A private X server; Xvfb picks a free display number and reports it on the pipe (-displayfd).
fifo=$(mktemp -u)
mkfifo "$fifo"
Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp 3>"$fifo" 2>/dev/null &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -f "$fifo"' EXIT INT TERM
read -r display <"$fifo"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "renderer: $(DISPLAY=:$display glxinfo -B 2>/dev/null | sed -n 's/^OpenGL renderer string: //p' || true)"
shot=${SHOT:-/tmp/board3d-after-stop.png}
frames=${1:-300}
echo "== before (no cached layer, no adaptive quality)"
before=$(DISPLAY=:$display QT_QPA_PLATFORM=xcb "$bench" --bench --size 1280x800 --frames "$frames" --before 2>/dev/null)
echo "$before"
echo "== after (load now $(cut -d' ' -f1-3 /proc/loadavg))"
after=$(DISPLAY=:$display QT_QPA_PLATFORM=xcb "$bench" --bench --size 1280x800 --frames "$frames" --bench-shot "$shot" 2>/dev/null)
echo "$after" | grep -v '^fps_median='
cpu() { echo "$1" | sed -n 's/^cpu_ms_per_frame: .* all \([0-9.]*\).*/\1/p'; }
field() { echo "$1" | sed -n "s/^fps_median=.*$2=\([0-9.]*\).*/\1/p"; }
fps() { echo "$1" | sed -n 's/^fps_median=\([0-9.]*\).*/\1/p'; }
echo "summary: cpu_ms_per_frame before $(cpu "$before") after $(cpu "$after") (after/before $(awk "BEGIN{b=$(cpu "$before")+0; a=$(cpu "$after")+0; if (b>0) printf \"%.2f\", a/b}"));" \
     "fps_median before $(fps "$before") after $(fps "$after"); p99_ms before $(field "$before" p99_ms) after $(field "$after" p99_ms);" \
     "load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "$after" | grep '^fps_median='
