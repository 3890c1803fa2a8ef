#!/usr/bin/env bash
# Repertoire benchmark on a big file: coverage of a repertoire of about 2,000 positions against a ~1,000,000-game file
# (target: 1 s) and `repertoire check` of about 10,000 games of that file (target: 2 s), best of BENCH_RUNS, the
# query alone (kibitz-cli's time_ms: caches loaded, the repertoire read). No peer is run: none checks games against a
# repertoire or lists its missing replies outside a GUI (En Croissant's coverage runs inside its Tauri window only;
# SCID, ChessX and pgn-extract have neither), so the figures are printed against the targets.
#
#   tests/bench/training.sh [BUILD_DIR]
#   env: BENCH_RUNS (3), BENCH_BIG_GAMES (1000000), BENCH_DIR (work directory; default a new one in /tmp; the files of
#        tests/bench/db-vs-scid.sh there are reused), BENCH_REP_POSITIONS (2000), BENCH_CHECK_GAMES (10000),
#        BENCH_THREADS (every core), KIBITZ_CORPUS_DIR (../shared/corpus)
#
# Files, built from the corpus as db-vs-scid.sh builds them: "master" = every file of games/players; "big" = master +
# pychess + lichess + chess.com + TCEC (comments stripped) repeated to about BENCH_BIG_GAMES games. The repertoire is
# Carlsen's games as White in master (16 plies each, as many games as it takes to reach BENCH_REP_POSITIONS); the
# check takes Carlsen's White games: the first BENCH_CHECK_GAMES of those in big as a file, and all of them in big.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=$(cd "${1:-$ROOT/build/release}" && pwd)
CLI=$BUILD/app/kibitz-cli
CORPUS=${KIBITZ_CORPUS_DIR:-$ROOT/../shared/corpus}
RUNS=${BENCH_RUNS:-3}
BIG_GAMES=${BENCH_BIG_GAMES:-1000000}
REP_POSITIONS=${BENCH_REP_POSITIONS:-2000}
CHECK_GAMES=${BENCH_CHECK_GAMES:-10000}
THREADS=${BENCH_THREADS:-$(nproc)}

die() { echo "training bench: $*" >&2; exit 1; }
[[ -x $CLI ]] || die "no kibitz-cli at $CLI (build it first)"
[[ -d $CORPUS/games/players ]] || die "corpus not found at $CORPUS"

WORK=${BENCH_DIR:-$(mktemp -d /tmp/kibitz-training-bench.XXXXXX)}
mkdir -p "$WORK"
export XDG_CACHE_HOME=$WORK/cache
echo "work directory: $WORK"

# ---- files (as db-vs-scid.sh makes them) ---------------------------------------------------------------------
count_games() { grep -c '^\[Event ' "$1" || true; }
if [[ ! -s $WORK/master.pgn ]]; then
    cat "$CORPUS"/games/players/*.pgn > "$WORK/master.pgn"
fi
if [[ ! -s $WORK/big.pgn ]]; then
    tcec=()
    for f in "$CORPUS"/games/tcec/*.pgn; do
        grep -qiE '^\[Variant "(fischerandom|chess960)' "$f" || tcec+=("$f")
    done
    "$CLI" export "${tcec[@]}" --strip-comments -o "$WORK/tcec.pgn" 2>/dev/null || true
    cat "$WORK/master.pgn" "$CORPUS"/games/pychess/*.pgn "$CORPUS"/games/lichess/*.pgn "$CORPUS"/games/chesscom/*.pgn \
        "$WORK/tcec.pgn" > "$WORK/base.pgn"
    per=$(count_games "$WORK/base.pgn")
    copies=$(( (BIG_GAMES + per - 1) / per ))
    : > "$WORK/big.pgn"
    for ((i = 0; i < copies; i++)); do cat "$WORK/base.pgn" >> "$WORK/big.pgn"; done
fi
field() { sed -n "s/^$1=\([^ ]*\).*/\1/p; s/.* $1=\([^ ]*\).*/\1/p" | head -1; } # value of key=value in a line
min_of() { sort -g | head -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }

big_games=$(count_games "$WORK/big.pgn")
echo "big.pgn: $big_games games, $(( $(stat -c %s "$WORK/big.pgn") / 1000000 )) MB"
echo "indexing (caches kept in $XDG_CACHE_HOME; loaded when they match) ..."
"$CLI" index "$WORK/big.pgn" "$WORK/master.pgn" --threads "$THREADS" | tail -3

# ---- the repertoire ---------------------------------------------------------------------------------------------
rep=$WORK/repertoire.pgn
merge_games() { # merge_games N: the repertoire of Carlsen's first N games as White; prints its positions
    rm -f "$rep"
    "$CLI" repertoire merge "$rep" "$WORK/master.pgn" --player Carlsen --color white --plies 16 --max-games "$1" | tail -1 >"$WORK/merge.txt"
    field positions <"$WORK/merge.txt"
}
lo=0 hi=25
while (( $(merge_games "$hi") < REP_POSITIONS )); do lo=$hi; hi=$((hi * 2)); done
while ((hi - lo > 1)); do # the fewest games that give REP_POSITIONS positions
    mid=$(((lo + hi) / 2))
    if (( $(merge_games "$mid") < REP_POSITIONS )); then lo=$mid; else hi=$mid; fi
done
positions=$(merge_games "$hi")
echo "repertoire: Carlsen's first $hi games as White, 16 plies each: $(cat "$WORK/merge.txt")"

# ---- coverage -----------------------------------------------------------------------------------------------------
best_of() { # best_of THREADS ARGS...: the fastest time_ms of RUNS runs, and the last line of the last run
    local threads=$1 times=() last=""
    shift
    for ((r = 0; r < RUNS; r++)); do
        last=$("$CLI" "$@" --threads "$threads" 2>/dev/null | tail -1)
        times+=("$(field time_ms <<<"$last")")
    done
    echo "$(printf '%s\n' "${times[@]}" | min_of) $last"
}
read -r cov_ms cov_line < <(best_of "$THREADS" repertoire coverage "$rep" "$WORK/big.pgn")
read -r cov1_ms _ < <(best_of 1 repertoire coverage "$rep" "$WORK/big.pgn")
echo "coverage of $positions positions against $big_games games: $cov_line"
echo "  best of $RUNS: $cov_ms ms with $THREADS threads, $cov1_ms ms with 1 | target 1000 ms: $(ratio "$cov_ms" 1000) of it"

# ---- check ----------------------------------------------------------------------------------------------------------
# The repertoire's own player: the first BENCH_CHECK_GAMES of Carlsen's White games in big.pgn as a file of their own,
# and all of them inside big.pgn (the 1M-game header index scanned for the name as well).
if [[ ! -s $WORK/check.pgn ]]; then
    "$CLI" search "$WORK/big.pgn" --white Carlsen -o "$WORK/carlsen-white.pgn" >/dev/null
    awk -v n="$CHECK_GAMES" '/^\[Event / { if (++games > n) exit } { print }' "$WORK/carlsen-white.pgn" > "$WORK/check.pgn"
fi
"$CLI" index "$WORK/check.pgn" >/dev/null
read -r check_ms check_line < <(best_of "$THREADS" repertoire check "$rep" "$WORK/check.pgn" --player Carlsen)
checked=$(field games <<<"$check_line")
echo "check of check.pgn ($(count_games "$WORK/check.pgn") of Carlsen's White games) against it: $check_line"
echo "  best of $RUNS: $check_ms ms for $checked games | target 2000 ms for 10000 games: $(ratio "$check_ms" 2000) of it"
read -r big_ms big_line < <(best_of "$THREADS" repertoire check "$rep" "$WORK/big.pgn" --player Carlsen)
echo "check of all of Carlsen's White games in big.pgn: $big_line"
echo "  best of $RUNS: $big_ms ms ($(awk -v t="$big_ms" -v n="$(field games <<<"$big_line")" 'BEGIN { printf "%.0f", n ? t / n * 10000 : 0 }') ms per 10000 games)"
echo "peers: none checks games against a repertoire or lists its missing replies outside a GUI (see the header)"
