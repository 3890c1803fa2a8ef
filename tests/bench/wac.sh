#!/bin/sh
# Win At Chess (300 positions) at a fixed time per position. Prints failures and the solved count.
# Usage: tests/bench/wac.sh [MS] [EPD]   (defaults: 500 ms, ../shared/corpus/epd/wac.epd)
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
cli=${KIBITZ_CLI:-$here/build/engine/app/kibitz-cli}
ms=${1:-500}
epd=${2:-$here/../shared/corpus/epd/wac.epd}
nice -n 10 "$cli" epd "$epd" --movetime "$ms" | awk -F'\t' '$3 == "fail" { print } /^solved=/ { print }'
