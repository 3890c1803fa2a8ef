#!/bin/sh
# A UCI "engine" that completes the handshake, then freezes as soon as it is asked to search: it reads nothing
# more and says nothing more (not even "readyok"), like a program stuck in a loop.
while IFS= read -r line; do
    case "$line" in
    uci) echo "id name Freezer"; echo "uciok" ;;
    isready) echo "readyok" ;;
    go*) exec sleep 60 ;;
    quit) exit 0 ;;
    esac
done
