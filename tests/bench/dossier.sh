#!/usr/bin/env bash
# Dossier benchmark: `kibitz-cli dossier` of a player with about BENCH_PLAYER_GAMES games in a file of about
# BENCH_BIG_GAMES games (issue 25's target: 3,000 games in 1,000,000, at most 1 s), beside SCID 4.7's player report
# (Tools > Player Report, both colours) of the same player on the same file in the same run, best of BENCH_RUNS.
# Prints the query time (finding the spellings and making the dossier, caches loaded: the command's time_ms), the
# whole command's wall time (opening the cached file included), SCID's time and the ratio.
#
#   tests/bench/dossier.sh [BUILD_DIR]
#   env: BENCH_RUNS (3), BENCH_BIG_GAMES (1000000), BENCH_PLAYER_GAMES (3000), BENCH_PLAYER (a name as in the tags;
#        default: the name whose game count in the big file is nearest BENCH_PLAYER_GAMES), BENCH_DIR (work
#        directory, default /tmp/kibitz-dossier-bench; a tests/bench/db-vs-scid.sh directory is reused, its big.pgn
#        and SCID base included), BENCH_SCID (1; 0 leaves SCID out), KIBITZ_CORPUS_DIR, BENCH_DISPLAY (:93)
#
# big.pgn is made as db-vs-scid.sh makes it: every corpus player file, pychess, lichess, chess.com and TCEC games
# (non-Chess960, comments stripped) repeated to about BENCH_BIG_GAMES games. Other scripts (tests/bench/training.sh)
# may run this one with the same BENCH_DIR to share the file.
# Needs: the corpus; for the SCID column tkscid (apt-get install scid) and Xvfb.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=$(cd "${1:-$ROOT/build/release}" && pwd)
CLI=$BUILD/app/kibitz-cli
CORPUS=${KIBITZ_CORPUS_DIR:-$ROOT/../shared/corpus}
RUNS=${BENCH_RUNS:-3}
BIG_GAMES=${BENCH_BIG_GAMES:-1000000}
PLAYER_GAMES=${BENCH_PLAYER_GAMES:-3000}
DISPLAY_NUMBER=${BENCH_DISPLAY:-:93}
TKSCID=$(command -v tkscid || echo /usr/games/tkscid)
SCID=${BENCH_SCID:-1}

die() { echo "dossier-bench: $*" >&2; exit 1; }
[[ -x $CLI ]] || die "no kibitz-cli at $CLI (build it first)"
[[ -d $CORPUS/games/players ]] || die "corpus not found at $CORPUS"
if [[ $SCID == 1 ]]; then
    [[ -x $TKSCID ]] || die "tkscid not found (apt-get install scid, or BENCH_SCID=0)"
    command -v Xvfb >/dev/null || die "Xvfb not found (apt-get install xvfb, or BENCH_SCID=0)"
fi

WORK=${BENCH_DIR:-/tmp/kibitz-dossier-bench}
mkdir -p "$WORK"
export XDG_CACHE_HOME=$WORK/cache
echo "work directory: $WORK"

field() { sed -n "s/^$1=\([^ ]*\).*/\1/p; s/.* $1=\([^ ]*\).*/\1/p" | head -1; } # value of key=value in a line
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1f", a / b; else print "-" }'; }
count_games() { grep -c '^\[Event ' "$1" || true; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

# ---- the big file (as db-vs-scid.sh makes it) ------------------------------------------------------------------
if [[ ! -s $WORK/big.pgn ]]; then
    [[ -s $WORK/master.pgn ]] || cat "$CORPUS"/games/players/*.pgn > "$WORK/master.pgn"
    tcec=()
    for f in "$CORPUS"/games/tcec/*.pgn; do
        grep -qiE '^\[Variant "(fischerandom|chess960)' "$f" || tcec+=("$f")
    done
    "$CLI" export "${tcec[@]}" --strip-comments -o "$WORK/tcec.pgn" 2>/dev/null || true
    cat "$WORK/master.pgn" "$CORPUS"/games/pychess/*.pgn "$CORPUS"/games/lichess/*.pgn "$CORPUS"/games/chesscom/*.pgn \
        "$WORK/tcec.pgn" > "$WORK/base.pgn"
    per=$(count_games "$WORK/base.pgn")
    copies=$(( (BIG_GAMES + per - 1) / per ))
    : > "$WORK/big.pgn.part"
    for ((i = 0; i < copies; i++)); do cat "$WORK/base.pgn" >> "$WORK/big.pgn.part"; done
    mv "$WORK/big.pgn.part" "$WORK/big.pgn"
fi
PGN=$WORK/big.pgn
GAMES=$(count_games "$PGN")
echo "file: $PGN ($GAMES games, $(( $(stat -c %s "$PGN") / 1000000 )) MB)"

# Caches built once (not part of the comparison; db-vs-scid.sh measures indexing).
start=$(now_ms)
"$CLI" index "$PGN" | tail -1 >/dev/null
echo "caches ready in $(( $(now_ms) - start )) ms (built, or loaded when already there)"

# ---- the player ------------------------------------------------------------------------------------------------
# group_of NAME: sets GROUP (the --group option naming the group of spellings that holds NAME exactly, empty when the
# name finds one player) and GROUP_GAMES (that group's games: what the dossier counts).
group_of() {
    local listing number
    listing=$("$CLI" dossier "$1" "$PGN" --tree-plies 1 2>&1 || true)
    GROUP=()
    if [[ $(tail -1 <<<"$listing") == players=* ]]; then
        number=$(grep -F "\"$1\" " <<<"$listing" | sed -n 's/^ *\([0-9]*\)\. .*/\1/p' | head -1)
        [[ -n $number ]] || return 1
        GROUP=(--group "$number")
        GROUP_GAMES=$(grep "^ *$number\. " <<<"$listing" | sed -n 's/.*: \([0-9]*\) games\{0,1\} (.*/\1/p')
    else
        GROUP_GAMES=$(tail -1 <<<"$listing" | field games)
    fi
}
PLAYER=${BENCH_PLAYER:-}
if [[ -n $PLAYER ]]; then
    group_of "$PLAYER" || die "no group holds \"$PLAYER\""
else
    # Games per exact name over the whole file, nearest the target first; the first name whose group of spellings
    # has within 20% of the target.
    mapfile -t candidates < <(LC_ALL=C sed -n 's/^\[\(White\|Black\) "\(.*\)"\]\r\{0,1\}$/\2/p' "$PGN" | LC_ALL=C sort | LC_ALL=C uniq -c \
        | awk -v t="$PLAYER_GAMES" '{ n = $1; $1 = ""; d = n > t ? n - t : t - n; print d "\t" substr($0, 2) }' | sort -n | head -40 | cut -f2)
    for name in "${candidates[@]}"; do
        group_of "$name" || continue
        if (( GROUP_GAMES * 10 >= PLAYER_GAMES * 8 && GROUP_GAMES * 10 <= PLAYER_GAMES * 12 )); then
            PLAYER=$name
            break
        fi
    done
    [[ -n $PLAYER ]] || die "no player with about $PLAYER_GAMES games (set BENCH_PLAYER)"
fi
echo "player: $PLAYER ($GROUP_GAMES games under its spellings)"

# ---- Kibitz ----------------------------------------------------------------------------------------------------
line=$("$CLI" dossier "$PLAYER" "$PGN" "${GROUP[@]}" --repeat "$RUNS" | tail -1)
kgames=$(field games <<<"$line")
kms=$(field time_ms <<<"$line")
wall=""
for ((r = 0; r < RUNS; r++)); do
    start=$(now_ms)
    "$CLI" dossier "$PLAYER" "$PGN" "${GROUP[@]}" --html "$WORK/dossier.html" >/dev/null
    t=$(( $(now_ms) - start ))
    [[ -z $wall || $t -lt $wall ]] && wall=$t
done
echo "Kibitz dossier: games=$kgames query_ms=$kms (best of $RUNS) wall_ms=$wall (whole command with --html, opening the cached file" \
    "included; best of $RUNS)"

# ---- SCID ------------------------------------------------------------------------------------------------------
if [[ $SCID == 1 ]]; then
    Xvfb "$DISPLAY_NUMBER" -screen 0 1024x768x24 >/dev/null 2>&1 &
    XVFB_PID=$!
    trap 'kill $XVFB_PID 2>/dev/null || true' EXIT
    sleep 1
    DISPLAY=$DISPLAY_NUMBER "$TKSCID" "$ROOT/tests/bench/dossier.tcl" "$PGN" "$WORK/scid-big" "$PLAYER" "$RUNS" \
        > "$WORK/scid-dossier.txt" 2> "$WORK/scid-dossier.err" || die "tkscid failed (see $WORK/scid-dossier.err)"
    if grep -q '^import' "$WORK/scid-dossier.txt"; then
        echo "SCID import (made the base, not compared): $(grep '^import' "$WORK/scid-dossier.txt")"
    fi
    both=$(grep '^report both' "$WORK/scid-dossier.txt")
    sms=$(field time_ms <<<"$both")
    echo "SCID player report, White and Black: games=$(field games <<<"$both") time_ms=$sms (best of $RUNS;" \
        "$(grep '^report white' "$WORK/scid-dossier.txt" | field time_ms) + $(grep '^report black' "$WORK/scid-dossier.txt" | field time_ms) ms)"
    echo "ratio SCID / Kibitz query: $(ratio "$sms" "$kms")x; SCID / Kibitz whole command: $(ratio "$sms" "$wall")x"
fi
echo "target (issue 25): a dossier of a player with 3,000 games in 1,000,000 games in at most 1000 ms: query $kms ms," \
    "whole command $wall ms ($kgames games of $GAMES)"
