#!/bin/sh
# A UCI engine slow to start: it says nothing for 1.8 s (longer than the protocol detection's wait), then answers
# "uci" and ignores what it does not know (as UCI asks), such as "xboard" and "protover 2".
sleep 1.8
while IFS= read -r line; do
    case "$line" in
    uci) echo "id name Slowstart"; echo "option name Hash type spin default 16 min 1 max 64"; echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
    esac
done
