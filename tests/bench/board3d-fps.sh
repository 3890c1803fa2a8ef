#!/bin/sh
# Frame rate of the 3D board at 1280x800 under Xvfb with Mesa's llvmpipe (what CI and screenshots use): the
# camera orbits a static position, then orbits while the moves of a game animate (the shadow map and light
# map are redrawn on every frame of every move). Required: median >= 30 fps, p99 frame time <= 50 ms.
# The last line is: fps_median=<F> p99_ms=<P> first_frame_ms=<T> (first frame: from creating the view).
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
DISPLAY=:$display QT_QPA_PLATFORM=xcb "$bench" --bench --size 1280x800 --frames "${1:-300}" 2>/dev/null
