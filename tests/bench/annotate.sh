#!/usr/bin/env bash
# Batch annotation throughput: kibitz-cli annotate at 100 ms per position on a fixed set of games, with 1 and with 2
# workers (one engine each), for Debian's Stockfish (its default Threads=1, so one core per worker) and for the
# built-in engine. Prints games per minute for both and the scaling 2 workers / 1 worker (required >= 1.8x on two
# cores). The machine's load average is printed too: on a loaded machine the scaling is understated.
# Usage: tests/bench/annotate.sh [stockfish|builtin|both] [path/to/kibitz-cli] [games]
# The games are the first N (default 20) of ../shared/corpus/games/players/Anand.pgn.
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
which="${1:-both}"
cli="${2:-$here/build/release/app/kibitz-cli}"
count="${3:-20}"
movetime=100
corpus="$here/../shared/corpus/games/players/Anand.pgn"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[[ -x "$cli" ]] || { echo "kibitz-cli not found at $cli (build first: ./setup.sh test)" >&2; exit 2; }
[[ -f "$corpus" ]] || { echo "corpus file $corpus not found" >&2; exit 2; }

# The first $count games, cut at the lines that start a game.
awk -v n="$count" '/^\[Event "/ { if (++g > n) exit } { print }' "$corpus" >"$work/games.pgn"
games=$(grep -c '^\[Event "' "$work/games.pgn")
positions=$("$cli" check "$work/games.pgn" 2>/dev/null | sed -n 's/.*plies=\([0-9]*\).*/\1/p')

run() { # engine-args... ; prints the wall time in ms of one annotate run with --threads $workers
    local t0 t1
    t0=$(date +%s%N)
    "$cli" annotate "$work/games.pgn" -o "$work/out.pgn" --movetime "$movetime" --threads "$workers" "$@" 2>"$work/log" \
        || { cat "$work/log" >&2; exit 1; }
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000000))
}

measure() { # label engine-args...
    local label="$1" one two
    shift
    one=$(workers=1 run "$@")
    two=$(workers=2 run "$@")
    awk -v l="$label" -v g="$games" -v a="$one" -v b="$two" 'BEGIN {
        r1 = g * 60000 / a; r2 = g * 60000 / b
        printf "%-28s 1 worker %7.1f games/min (%6.1f s)   2 workers %7.1f games/min (%6.1f s)   scaling %.2fx (required >= 1.8x)\n",
            l, r1, a / 1000, r2, b / 1000, r2 / r1
    }'
}

echo "$games games ($((positions + games)) positions), $movetime ms per position, $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
if [[ $which == stockfish || $which == both ]]; then
    if command -v stockfish >/dev/null || [[ -x /usr/games/stockfish ]]; then
        sf="$(command -v stockfish || echo /usr/games/stockfish)"
        measure "Stockfish ($("$sf" quit </dev/null | head -1 | cut -d' ' -f1-2), Threads=1)" --engine "$sf" --proto uci
    else
        echo "stockfish is not installed (apt-get install stockfish): skipped"
    fi
fi
if [[ $which == builtin || $which == both ]]; then
    measure "built-in engine"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
