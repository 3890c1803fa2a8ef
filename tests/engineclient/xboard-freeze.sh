#!/bin/sh
# An xboard "engine" that completes the handshake, then freezes as soon as it is asked to search or analyse: it
# reads nothing more and says nothing more (not even "pong"), like a program stuck in a loop.
while IFS= read -r line; do
    set -- $line
    case "$1" in
    protover) echo 'feature myname="Freezer" ping=1 done=1' ;;
    ping) echo "pong $2" ;;
    go | analyze) exec sleep 60 ;;
    quit) exit 0 ;;
    esac
done
