#!/usr/bin/env bash
# Perft speed of kibitz-cli against Debian's Stockfish, side by side in one run.
# Each program is timed as a whole process; its own depth-1 run is subtracted so start-up
# (Stockfish loads its network) does not count. Best of N runs per measurement. The ratio is the figure.
# Usage: tests/bench/perft-vs-stockfish.sh [path/to/kibitz-cli] [runs]
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${1:-$here/build/release/app/kibitz-cli}"
runs="${2:-5}"
stockfish="$(command -v stockfish || echo /usr/games/stockfish)"

[[ -x "$cli" ]] || { echo "kibitz-cli not found at $cli (build first: ./setup.sh test)" >&2; exit 2; }
[[ -x "$stockfish" ]] || { echo "stockfish not found (apt-get install stockfish)" >&2; exit 2; }

now_ns() { date +%s%N; }

# best_ms CMD...: minimum wall time in milliseconds over $runs runs
best_ms() {
    local best="" t0 t1 ms
    for ((i = 0; i < runs; i++)); do
        t0=$(now_ns)
        "$@" >/dev/null
        t1=$(now_ns)
        ms=$(((t1 - t0) / 1000000))
        if [[ -z "$best" || $ms -lt $best ]]; then best=$ms; fi
    done
    echo "$best"
}

sf_perft() { # fen depth
    printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$stockfish" | grep -q '^Nodes searched'
}
kb_perft() { # fen depth
    "$cli" perft --fen "$1" --depth "$2"
}

declare -a names=(startpos kiwipete)
declare -A fens=(
    [startpos]="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    [kiwipete]="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
)
declare -A depths=([startpos]=6 [kiwipete]=5)
declare -A nodes=([startpos]=119060324 [kiwipete]=193690690)

echo "stockfish: $("$stockfish" </dev/null 2>/dev/null | head -1 || true)"
echo "kibitz:    $("$cli" --version)"
echo "runs per measurement: $runs (best of)"
printf '%-10s %5s %12s %12s %12s %12s %8s\n' position depth sf_ms kibitz_ms sf_Mnps kibitz_Mnps ratio
for name in "${names[@]}"; do
    fen="${fens[$name]}" d="${depths[$name]}" n="${nodes[$name]}"
    # Check the counts once, so a fast wrong answer cannot look good.
    got=$("$cli" perft --fen "$fen" --depth "$d" | sed -n 's/^nodes=\([0-9]*\).*/\1/p')
    [[ "$got" == "$n" ]] || { echo "kibitz perft $name depth $d = $got, expected $n" >&2; exit 1; }
    sf_full=$(best_ms sf_perft "$fen" "$d"); sf_base=$(best_ms sf_perft "$fen" 1)
    kb_full=$(best_ms kb_perft "$fen" "$d"); kb_base=$(best_ms kb_perft "$fen" 1)
    sf=$((sf_full - sf_base)); kb=$((kb_full - kb_base))
    ((sf > 0)) || sf=1
    ((kb > 0)) || kb=1
    awk -v name="$name" -v d="$d" -v sf="$sf" -v kb="$kb" -v n="$n" 'BEGIN {
        printf "%-10s %5d %12d %12d %12.1f %12.1f %7.2fx\n", name, d, sf, kb, n / sf / 1000, n / kb / 1000, sf / kb }'
done
echo "ratio = Kibitz nodes/s divided by Stockfish nodes/s (required >= 1.0)"
