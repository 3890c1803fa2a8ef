#!/bin/sh
# A UCI "engine" that completes the handshake and exits as soon as it is asked to search.
while IFS= read -r line; do
    case "$line" in
    uci) echo "id name Crasher"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) exit 3 ;;
    quit) exit 0 ;;
    esac
done
