#!/bin/sh
# A scripted xboard (CECP v2) engine: the arguments are moves played by ply number (both sides share one list, as
# in tests/cli/engine/fake-uci-engine.sh). "go" answers with a thinking line and the move of the current ply;
# "analyze" prints two thinking lines for the position (depth 1 and 2, the second with a move number in its pv) and
# waits for "exit". Declares one option of every kind; plies count from "new" or "setboard". Like real xboard
# engines it complains about "uci" (which an auto-detect sends first).
moves="$*"
n=0
# nth K: the K-th move of the list (0-based), empty past its end
nth() {
    i=0
    for m in $moves; do
        if [ "$i" = "$1" ]; then
            echo "$m"
            return
        fi
        i=$((i + 1))
    done
}
while IFS= read -r line; do
    set -- $line
    case "$1" in
    protover)
        echo 'feature myname="Scripted xboard" ping=1 setboard=1 usermove=1 done=0'
        echo 'feature option="Resign Threshold -spin 800 200 1200" option="Resign -check 0"'
        echo 'feature option="Style -combo Solid /// *Normal /// Risky" option="Book File -file book.bin"'
        echo 'feature option="Clear Hash -button"'
        echo 'feature done=1'
        ;;
    uci) echo "Error (unknown command): uci" ;;
    ping) echo "pong $2" ;;
    new | setboard) n=0 ;;
    usermove) n=$((n + 1)) ;;
    go)
        m=$(nth $n)
        if [ -n "$m" ]; then
            echo "1 17 0 12 $m"
            echo "move $m"
            n=$((n + 1))
        fi
        ;;
    analyze)
        m=$(nth $n)
        next=$(nth $((n + 1)))
        echo " 1     17      0      12 $m"
        echo " 2    -23      1      40 $m $next"
        ;;
    quit) exit 0 ;;
    esac
done
