#!/bin/sh
# Kibitz (UCI) against Fairy-Max (xboard) from the Kibitz openings, both colours per opening.
# Usage: tests/bench/engine-vs-fairymax.sh [GAMES] [TC]   (defaults: 200 games at 5+0.05)
# Env: KIBITZ_CLI (default build/engine/app/kibitz-cli), FAIRYMAX (default /usr/games/fairymax), PGNOUT.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
cli=${KIBITZ_CLI:-$here/build/engine/app/kibitz-cli}
fairymax=${FAIRYMAX:-/usr/games/fairymax}
games=${1:-200}
tc=${2:-5+0.05}
pgnout=${PGNOUT:-/tmp/kibitz-vs-fairymax.pgn}
nice -n 10 "$cli" match --engine1 "$cli uci" --proto1 uci --engine2 "$fairymax" --proto2 xboard \
    --games "$games" --tc "$tc" --openings "$here/resources/openings/kibitz-openings.pgn" --pgnout "$pgnout" --concurrency 1
if command -v /usr/games/pgn-extract >/dev/null 2>&1; then
    echo "pgn-extract check of $pgnout:"
    /usr/games/pgn-extract -r "$pgnout" 2>&1 | tail -3
fi
