#!/usr/bin/env bash
# Strength of Kibitz's generic variant engine against Debian's Fairy-Max (xboard; it plays the variants of its
# fmax.ini) on variants both know: `kibitz-cli variant-match` plays the games, colours alternating, and referees
# them with Kibitz's variant rules (an opponent move those rules refuse aborts the game and is reported).
# Prints each game and the score per variant. No bar on the score: this is a benchmark.
# Usage: tests/bench/variant-match.sh [games per variant] [ms per move] [path/to/kibitz-cli] [variants...]
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
games="${1:-10}"
movetime="${2:-1000}"
cli="${3:-$here/build/release/app/kibitz-cli}"
shift $(($# < 3 ? $# : 3))
variants=("$@")
((${#variants[@]})) || variants=(knightmate nocastle chess)
fairymax="$(command -v fairymax || echo /usr/games/fairymax)"

[[ -x "$cli" ]] || { echo "kibitz-cli not found at $cli (build first: ./setup.sh test)" >&2; exit 2; }
[[ -x "$fairymax" ]] || { echo "fairymax not found (apt-get install fairymax)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "opponent: Fairy-Max ($fairymax), ${movetime} ms per move for both (Fairy-Max: st $(((movetime + 500) / 1000)) s)"
echo "kibitz:   $("$cli" --version)"
summary=()
for v in "${variants[@]}"; do
    echo "== $v: $games games"
    "$cli" variant-match --variant "$v" --opponent "$fairymax" --games "$games" --movetime "$movetime" \
        --pgnout "$work/$v.pgn" | tee "$work/$v.log" || true
    summary+=("$v: $(tail -n 1 "$work/$v.log")")
done
echo "== summary (Kibitz's results against Fairy-Max)"
printf '%s\n' "${summary[@]}"
