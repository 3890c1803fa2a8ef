#!/usr/bin/env bash
# Regenerates the seeds of fuzz_searchcache (tests/fuzz/corpus/fuzz_searchcache) as segment images of the current
# version: two small PGN texts indexed by kibitz-cli, their segment files copied. Run after a SegmentImage::Version
# change (tst_searchcache fails until then).
#   tests/fuzz/make-searchcache-seeds.sh [BUILD_DIR]
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CLI=${1:-$ROOT/build/release}/app/kibitz-cli
OUT=$ROOT/tests/fuzz/corpus/fuzz_searchcache
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export XDG_CACHE_HOME=$WORK/cache
printf '%s\n' '[Event "a"]' '[Result "1-0"]' '' '1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1-0' '' \
    '[Event "b"]' '[Result "0-1"]' '' '1.e4 e5 2.Nf3 Nf6 0-1' '' > "$WORK/seed-1.pgn"
printf '%s\n' '[Event "c"]' '[Result "1/2-1/2"]' '' '1.d4 d5 2.c4 e6 3.Nc3 Nf6 1/2-1/2' '' \
    '[Event "d"]' '[Result "*"]' '[FEN "4k3/P7/8/8/8/8/6p1/4K2R w K - 0 1"]' '[SetUp "1"]' '' '1.a8=Q+ Kd7 2.Rf1 g1=N 3.Rxg1 *' '' \
    '[Event "e"]' '[Result "1-0"]' '' '1.d4 d5 2.c4 dxc4 3.e4 -- 4.Bxc4 1-0' '' > "$WORK/seed-2.pgn"
for seed in seed-1 seed-2; do
    rm -rf "$XDG_CACHE_HOME"
    "$CLI" index "$WORK/$seed.pgn" > /dev/null
    cp "$(ls "$XDG_CACHE_HOME"/kibitz/index/*.pos.* | head -1)" "$OUT/$seed"
done
ls -l "$OUT"
