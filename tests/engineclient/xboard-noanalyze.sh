#!/bin/sh
# An xboard engine without analyze mode and without setboard: it plays 1... e5 to 1. e4 and nothing else.
while IFS= read -r line; do
    set -- $line
    case "$1" in
    protover) echo 'feature myname="Player only" analyze=0 setboard=0 ping=1 done=1' ;;
    ping) echo "pong $2" ;;
    go) echo "move e7e5" ;;
    quit) exit 0 ;;
    esac
done
