#!/bin/sh
# An xboard "engine" that completes the handshake and exits as soon as it is asked to search or analyse.
while IFS= read -r line; do
    set -- $line
    case "$1" in
    protover) echo 'feature myname="Crasher" ping=1 done=1' ;;
    ping) echo "pong $2" ;;
    go | analyze) exit 3 ;;
    quit) exit 0 ;;
    esac
done
