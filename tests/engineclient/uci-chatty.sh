#!/bin/sh
# A scripted analysing engine: two ranked lines and one malformed line per "go", "bestmove" on "stop".
# With a marker file argument it crashes on its first "go" (the marker does not exist yet) and works after.
marker=$1
while IFS= read -r line; do
    case "$line" in
    uci) echo "id name Chatty"; echo "option name MultiPV type spin default 1 min 1 max 500"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*)
        if [ -n "$marker" ] && [ ! -e "$marker" ]; then
            : > "$marker"
            exit 5
        fi
        echo "info depth 1 seldepth 1 multipv 1 score cp 31 nodes 20 nps 20000 time 1 pv e2e4 e7e5 g1f3"
        echo "info depth 1 seldepth 1 multipv 2 score cp -12 nodes 40 nps 20000 time 2 pv d2d4"
        echo "info depth banana score cp 3"
        ;;
    stop) echo "bestmove e2e4 ponder e7e5" ;;
    quit) exit 0 ;;
    esac
done
