#!/usr/bin/env bash
# Kibitz's xboard (CECP v2) mode inside the real xboard program against Debian's Fairy-Max, as the student
# engine Kibitz descends from was run: xboard referees the games under Xvfb and saves them as PGN.
# Usage: tests/bench/xboard-vs-fairymax.sh [games] [tc-seconds] [path/to/kibitz-cli]
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
games="${1:-2}"
tc="${2:-20}"
cli="${3:-$here/build/release/app/kibitz-cli}"
xboard="$(command -v xboard || echo /usr/games/xboard)"
fairymax="$(command -v fairymax || echo /usr/games/fairymax)"
[[ -x "$cli" ]] || { echo "kibitz-cli not found at $cli (build first: ./setup.sh test)" >&2; exit 2; }
[[ -x "$xboard" && -x "$fairymax" ]] || { echo "needs xboard and fairymax (apt-get install xboard fairymax)" >&2; exit 2; }
command -v Xvfb >/dev/null || { echo "needs Xvfb (apt-get install xvfb)" >&2; exit 2; }

work="$(mktemp -d)"
display=":$((80 + RANDOM % 9))"
Xvfb "$display" -screen 0 1024x768x24 >/dev/null 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1

DISPLAY="$display" timeout $((games * tc * 3 + 60)) "$xboard" -fcp "$cli xboard" -fd "$work" -scp "$fairymax" -sd "$work" \
    -tc "0:$tc" -inc 0 -mg "$games" -sgf "$work/games.pgn" -popupExitMessage false >/dev/null 2>&1 || true

[[ -s "$work/games.pgn" ]] || { echo "xboard saved no games" >&2; exit 1; }
grep -E '^\[(White|Black|Result) ' "$work/games.pgn"
"$cli" check "$work/games.pgn"
