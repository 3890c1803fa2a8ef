#!/usr/bin/env bash
# PGN reading speed of kibitz-cli against Debian's pgn-extract and SCID, side by side in one run.
#   full validation: kibitz-cli check (1 and 2 threads) vs pgn-extract -s vs SCID import (tkscid under Xvfb)
#   header index, index memory and warm-cache reopening: kibitz-cli bench pgn
# Usage: tests/bench/pgn-vs-peers.sh [FILE.pgn] [path/to/kibitz-cli]
# Without FILE, the master games of ../shared/corpus/games/players are concatenated into a temporary file.
# RUNS=N sets how many runs each timing takes the best of (default 3). SCID is timed once (its import is slow).
# Pass BIG=1 to also time the index/cache on a ~250 MB file made of repeated corpus games.
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${2:-$here/build/release/app/kibitz-cli}"
corpus="$here/../shared/corpus"
work="$(mktemp -d)"
trap 'rm -rf "$work"; [[ -n "${xvfb_pid:-}" ]] && kill "$xvfb_pid" 2>/dev/null || true' EXIT

[[ -x "$cli" ]] || { echo "kibitz-cli not found at $cli (build first: ./setup.sh test)" >&2; exit 2; }
file="${1:-}"
if [[ -z "$file" ]]; then
    [[ -d "$corpus/games/players" ]] || { echo "no FILE given and no corpus at $corpus" >&2; exit 2; }
    file="$work/players.pgn"
    cat "$corpus"/games/players/*.pgn >"$file"
fi
pgn_extract="$(command -v /usr/games/pgn-extract || echo /usr/games/pgn-extract)"
tkscid="$(command -v tkscid || echo /usr/games/tkscid)"

now_ms() { echo $(($(date +%s%N) / 1000000)); }
size_mb=$(awk -v b="$(stat -c %s "$file")" 'BEGIN { printf "%.1f", b / 1e6 }')
echo "file: $file ($size_mb MB)"
cat "$file" >/dev/null # warm the page cache for everyone

# kibitz-cli check: games= ... time_ms= (its own timer excludes process start-up, so time the process too)
runs="${RUNS:-3}"
declare -A ms games
# best_ms CMD...: the fastest of $runs whole-process runs, in milliseconds
best_ms() {
    local best="" t0 t1
    for ((r = 0; r < runs; r++)); do
        t0=$(now_ms)
        "$@" >/dev/null 2>&1 || true
        t1=$(now_ms)
        if [[ -z "$best" || $((t1 - t0)) -lt $best ]]; then best=$((t1 - t0)); fi
    done
    echo "$best"
}
for t in 1 2; do
    line=$("$cli" check --threads "$t" "$file" 2>/dev/null | tail -1 || true)
    games[kibitz$t]=$(sed -n 's/.*games=\([0-9]*\).*/\1/p' <<<"$line")
    ms[kibitz$t]=$(best_ms "$cli" check --threads "$t" "$file")
    echo "kibitz-cli check --threads $t: $line (process, best of $runs: ${ms[kibitz$t]} ms)"
done

if [[ -x "$pgn_extract" ]]; then
    ms[pgnextract]=$(best_ms "$pgn_extract" -s -o /dev/null "$file")
    echo "pgn-extract -s (best of $runs): ${ms[pgnextract]} ms"
else
    echo "pgn-extract not installed: skipped"
fi

if [[ -x "$tkscid" ]] && command -v Xvfb >/dev/null; then
    cat >"$work/import.tcl" <<'TCL'
set db [lindex $argv 0]
set pgn [lindex $argv 1]
set base [sc_base create $db]
set t0 [clock milliseconds]
set result [sc_base import $base $pgn]
set t1 [clock milliseconds]
puts "imported=[lindex $result 0] time_ms=[expr {$t1 - $t0}]"
sc_base close $base
exit 0
TCL
    display=":$((90 + RANDOM % 9))"
    Xvfb "$display" -screen 0 640x480x24 >/dev/null 2>&1 &
    xvfb_pid=$!
    sleep 1
    line=$(DISPLAY="$display" timeout 600 "$tkscid" "$work/import.tcl" "$work/scid" "$file" 2>/dev/null | tail -1 || true)
    ms[scid]=$(sed -n 's/.*time_ms=\([0-9]*\).*/\1/p' <<<"$line")
    echo "SCID sc_base import: $line"
else
    echo "tkscid or Xvfb not installed: SCID skipped (apt-get install scid xvfb)"
fi

g=${games[kibitz1]:-0}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "n/a" }'; }
echo
echo "games: $g"
printf '%-28s %10s %12s\n' program time_ms games_per_s
for k in kibitz1 kibitz2 pgnextract scid; do
    [[ -n "${ms[$k]:-}" ]] || continue
    printf '%-28s %10d %12d\n' "$k" "${ms[$k]}" "$(awk -v g="$g" -v m="${ms[$k]}" 'BEGIN { print (m > 0 ? int(g * 1000 / m) : 0) }')"
done
echo "kibitz (1 thread) vs pgn-extract: $(ratio "${ms[pgnextract]:-0}" "${ms[kibitz1]}")   (required >= 10x)"
echo "kibitz (1 thread) vs SCID import: $(ratio "${ms[scid]:-0}" "${ms[kibitz1]}")   (required >= 3x)"
echo "kibitz 2 threads vs 1 thread:     $(ratio "${ms[kibitz1]}" "${ms[kibitz2]}")   (required >= 1.7x)"
echo
echo "== header index and cache (kibitz-cli bench pgn)"
"$cli" bench pgn "$file" --threads 2

if [[ "${BIG:-0}" == 1 ]]; then
    big="$work/big.pgn"
    while [[ $(stat -c %s "$big" 2>/dev/null || echo 0) -lt 250000000 ]]; do cat "$file" >>"$big"; done
    echo
    echo "== ~250 MB file ($(awk -v b="$(stat -c %s "$big")" 'BEGIN { printf "%.0f", b / 1e6 }') MB)"
    "$cli" bench pgn "$big" --threads 2
fi
