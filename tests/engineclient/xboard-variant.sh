#!/bin/sh
# A Fairy-Max stand-in (xboard) that records what it is sent: every line goes to the log file ($1); "go" answers
# with the lines of the reply file ($2). Its variants feature lists normal and knightmate.
log=$1
reply=$2
: > "$log"
while IFS= read -r line; do
    echo "$line" >> "$log"
    set -- $line
    case "$1" in
    protover) echo 'feature myname="XboardVariantFake" ping=1 setboard=1 usermove=1 variants="normal,knightmate" done=1' ;;
    ping) echo "pong $2" ;;
    go) cat "$reply" ;;
    quit) exit 0 ;;
    esac
done
