#!/bin/sh
# Kibitz (UCI) against Stockfish limited with UCI_LimitStrength/UCI_Elo, for each Elo given.
# Usage: tests/bench/engine-vs-stockfish.sh [GAMES] [TC] [ELO...]   (defaults: 40 games, 5+0.05, 1500 1800 2000 2200)
# Env: KIBITZ_CLI, STOCKFISH (default /usr/games/stockfish), PGNDIR (default /tmp).
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
cli=${KIBITZ_CLI:-$here/build/engine/app/kibitz-cli}
stockfish=${STOCKFISH:-/usr/games/stockfish}
games=${1:-40}
tc=${2:-5+0.05}
shift 2 2>/dev/null || shift $#
elos=${*:-1500 1800 2000 2200}
for elo in $elos; do
    echo "== Stockfish UCI_Elo=$elo =="
    nice -n 10 "$cli" match --engine1 "$cli uci" --proto1 uci --engine2 "$stockfish" --proto2 uci \
        --options2 "Threads=1,Hash=16,UCI_LimitStrength=true,UCI_Elo=$elo" \
        --games "$games" --tc "$tc" --openings "$here/resources/openings/kibitz-openings.pgn" \
        --pgnout "${PGNDIR:-/tmp}/kibitz-vs-stockfish-$elo.pgn" --concurrency 1 | tail -2
    if command -v /usr/games/pgn-extract >/dev/null 2>&1; then
        /usr/games/pgn-extract -r "${PGNDIR:-/tmp}/kibitz-vs-stockfish-$elo.pgn" 2>&1 | tail -2
    fi
done
