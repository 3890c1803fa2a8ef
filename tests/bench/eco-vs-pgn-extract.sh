#!/usr/bin/env bash
# ECO classification speed: kibitz-cli eco against pgn-extract -e -s on the same file, side by side in one run,
# plus the overhead of classifying over plain validation (kibitz-cli check). Best of N runs each.
# Usage: tests/bench/eco-vs-pgn-extract.sh [FILE.pgn] [path/to/kibitz-cli] [runs]
# Without FILE, the master games of ../shared/corpus/games/players are concatenated into a temporary file.
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${2:-$here/build/release/app/kibitz-cli}"
runs="${3:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[[ -x "$cli" ]] || { echo "kibitz-cli not found at $cli (build first: ./setup.sh test)" >&2; exit 2; }
file="${1:-}"
if [[ -z "$file" ]]; then
    file="$work/players.pgn"
    cat "$here"/../shared/corpus/games/players/*.pgn >"$file"
fi
pgn_extract="$(command -v /usr/games/pgn-extract || echo /usr/games/pgn-extract)"
eco_pgn=/usr/share/pgn-extract/eco.pgn
[[ -x "$pgn_extract" && -f "$eco_pgn" ]] || { echo "pgn-extract with $eco_pgn is required (apt-get install pgn-extract)" >&2; exit 2; }
cat "$file" >/dev/null

best_ms() {
    local best="" t0 t1 ms
    for ((i = 0; i < runs; i++)); do
        t0=$(date +%s%N)
        "$@" >/dev/null 2>&1 || true
        t1=$(date +%s%N)
        ms=$(((t1 - t0) / 1000000))
        if [[ -z "$best" || $ms -lt $best ]]; then best=$ms; fi
    done
    echo "$best"
}

games=$("$cli" check "$file" 2>/dev/null | sed -n 's/.*games=\([0-9]*\).*/\1/p' || true)
pe=$(best_ms "$pgn_extract" "-e$eco_pgn" -s -o "$work/pe.pgn" "$file")
kb=$(best_ms "$cli" eco "$file" -o "$work/kb.pgn")
kb1=$(best_ms "$cli" eco --threads 1 "$file" -o "$work/kb.pgn")
ck=$(best_ms "$cli" check "$file")
echo "file: $file ($games games), best of $runs, $(nproc) cores"
# Both write a new file; kibitz-cli also syncs it to disk before renaming it into place (pgn-extract does not).
awk -v g="$games" -v pe="$pe" -v kb="$kb" -v kb1="$kb1" -v ck="$ck" 'BEGIN {
    printf "pgn-extract -e -s              %7d ms  %8d games/s\n", pe, g * 1000 / pe
    printf "kibitz-cli eco (every core)    %7d ms  %8d games/s\n", kb, g * 1000 / kb
    printf "kibitz-cli eco --threads 1     %7d ms  %8d games/s\n", kb1, g * 1000 / kb1
    printf "kibitz-cli check (1 thread)    %7d ms  %8d games/s\n", ck, g * 1000 / ck
    printf "ratio eco vs pgn-extract: %.1fx (required >= 10x); one thread: %.1fx\n", pe / kb, pe / kb1
    printf "eco --threads 1 over check: %+.1f%% (classifying and writing the file, against validation only)\n", (kb1 - ck) * 100.0 / ck
}'
