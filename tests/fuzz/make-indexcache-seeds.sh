#!/usr/bin/env bash
# Regenerates the seed of fuzz_indexcache (tests/fuzz/corpus/fuzz_indexcache/three-games.idx) as a header cache of the
# current version: three games (a standard one, a crazyhouse one, one with a bad FEN) indexed by kibitz-cli, the
# cache file copied. Run after a header cache version change (tst_index fails until then).
#   tests/fuzz/make-indexcache-seeds.sh [BUILD_DIR]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=${1:-$ROOT/build/release}/app/kibitz-cli
OUT=$ROOT/tests/fuzz/corpus/fuzz_indexcache
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export XDG_CACHE_HOME=$WORK/cache
printf '%s\n' '[White "a"]' '[Black "x"]' '[Result "1-0"]' '' '1.e4 e5 2.Nf3 1-0' '' \
    '[White "b"]' '[Variant "Crazyhouse"]' '[Result "*"]' '' '1.e4 d5 2.exd5 Qxd5 3.Nc3 Qa5 4.P@d4 *' '' \
    '[White "c"]' '[Black "y"]' '[FEN "8/8/8 w - - 0 1"]' '[Result "1/2-1/2"]' '' '1.d4 1/2-1/2' '' > "$WORK/three-games.pgn"
"$CLI" index "$WORK/three-games.pgn" > /dev/null
cp "$(ls "$XDG_CACHE_HOME"/kibitz/index/*.idx | head -1)" "$OUT/three-games.idx"
ls -l "$OUT"
