#!/bin/sh
# A scripted UCI engine for the annotation tests: its evaluation and best line for a position come from a table
# (lines "<plies played> cp|mate <value for the side to move> <best line in UCI>"), so an annotation's result is
# known in advance. A second argument changes its behaviour at one position ("crash-at 4": it exits when asked to
# search the position after 4 plies; "hang-at 4": it never answers there; "mute-at 4": it answers without any
# evaluation) or everywhere ("no-multipv": it does not offer MultiPV).
table=$1
mode=$2
at=$3
plies=0
while IFS= read -r line; do
    case "$line" in
    uci)
        echo "id name Table"
        [ "$mode" = no-multipv ] || echo "option name MultiPV type spin default 1 min 1 max 4"
        echo "uciok"
        ;;
    isready) echo "readyok" ;;
    position*)
        plies=0
        counting=
        for word in $line; do
            [ -n "$counting" ] && plies=$((plies + 1))
            [ "$word" = moves ] && counting=1
        done
        ;;
    go*)
        [ "$mode" = crash-at ] && [ "$plies" = "$at" ] && exit 3
        [ "$mode" = hang-at ] && [ "$plies" = "$at" ] && continue
        entry=$(grep "^$plies " "$table")
        set -- $entry
        if [ "$mode" = mute-at ] && [ "$plies" = "$at" ]; then
            echo "bestmove $4"
            continue
        fi
        kind=$2
        value=$3
        shift 3
        echo "info depth 7 seldepth 9 nodes 1000 score $kind $value pv $*"
        echo "bestmove $1"
        ;;
    quit) exit 0 ;;
    esac
done
