#!/bin/sh
# Event-loop latency of the Kibitz main window (offscreen) while it indexes a ~250 MB PGN file and while the
# built-in engine thinks; the requirement is a maximum delay under 50 ms. Usage: gui-latency.sh [FILE.pgn]
# Without FILE, builds /tmp/kibitz-latency-250mb.pgn from ../shared/corpus/games/players/*.pgn (once).
# gui-latency.sh --open FILE.pgn: the window opens FILE with its caches already built (XDG_CACHE_HOME as set; e.g.
# after `kibitz-cli index FILE.pgn`): when the list shows rows, is complete, and the first tree is shown, and the resident size then.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${BUILD:-$root/build/release}
bench=$build/tests/bench/gui-latency
[ -x "$bench" ] || { echo "build $bench first (cmake --build $build --target gui-latency)" >&2; exit 2; }

if [ "${1:-}" = "--open" ]; then
    [ -s "${2:-}" ] || { echo "usage: gui-latency.sh --open FILE.pgn" >&2; exit 2; }
    QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} exec "$bench" --open "$2"
fi

file=${1:-/tmp/kibitz-latency-250mb.pgn}
if [ ! -s "$file" ]; then
    players=${KIBITZ_CORPUS_DIR:-$root/../shared/corpus}/games/players
    [ -d "$players" ] || { echo "no corpus at $players; pass a PGN file" >&2; exit 2; }
    echo "building $file from $players/*.pgn ..."
    tmp=$file.part
    : > "$tmp"
    while [ "$(stat -c %s "$tmp")" -lt 250000000 ]; do
        cat "$players"/*.pgn >> "$tmp"
        printf '\n' >> "$tmp"
    done
    mv "$tmp" "$file"
fi
echo "file: $file ($(($(stat -c %s "$file") / 1000000)) MB), $(nproc) cores"
QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} "$bench" "$file" "${ENGINE_MS:-4000}"
