#!/bin/sh
# A UCI "engine" that completes the handshake, then never answers "stop" (no bestmove ever).
while IFS= read -r line; do
    case "$line" in
    uci) echo "id name Hanger"; echo "uciok" ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
    esac
done
