#!/bin/sh
# A scripted UCI engine for the match-runner tests.
#   fake-uci-engine.sh script MOVE...   plays MOVE number <plies so far> of the list (both sides share one list)
#   fake-uci-engine.sh crash|hang|illegal   exits / never answers / answers e2e5 when asked to move
mode=$1
shift
script="$*"
n=0
while IFS= read -r line; do
    set -- $line
    case "$1" in
    uci) echo "id name Fake $mode"; echo "uciok" ;;
    isready) echo "readyok" ;;
    position)
        n=0
        seen=0
        for w in "$@"; do
            if [ "$seen" = 1 ]; then n=$((n + 1)); fi
            if [ "$w" = moves ]; then seen=1; fi
        done
        ;;
    go)
        case "$mode" in
        crash) exit 3 ;;
        hang) ;;
        illegal) echo "bestmove e2e5" ;;
        script)
            i=0
            for m in $script; do
                if [ "$i" = "$n" ]; then echo "bestmove $m"; fi
                i=$((i + 1))
            done
            ;;
        esac
        ;;
    quit) exit 0 ;;
    esac
done
