#!/bin/sh
# A minimal xboard engine for the match-runner tests: completes the handshake, then crashes when asked to move.
while IFS= read -r line; do
    set -- $line
    case "$1" in
    protover) echo "feature myname=\"Fake xboard\" usermove=1 ping=1 done=1" ;;
    ping) echo "pong $2" ;;
    go | usermove) exit 5 ;;
    quit) exit 0 ;;
    esac
done
