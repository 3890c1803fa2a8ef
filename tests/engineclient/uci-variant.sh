#!/bin/sh
# A Fairy-Stockfish stand-in that records what it is sent: every line goes to the log file ($1), followed (for
# "setoption name VariantPath value FILE") by FILE's contents between "<<<" and ">>>". Each "go" answers with the
# lines of the reply file ($2), bestmove included; "stop" with "bestmove (none)" (the end of an analysis). Options: UCI_Variant (chess, knightmate, amazon), and
# VariantPath, unless the third argument is "nopath" (no VariantPath) or "novariant" (neither).
log=$1
reply=$2
: > "$log"
while IFS= read -r line; do
    echo "$line" >> "$log"
    case "$line" in
    uci)
        echo "id name VariantFake"
        echo "option name MultiPV type spin default 1 min 1 max 500"
        [ "$3" = "novariant" ] || echo "option name UCI_Variant type combo default chess var chess var knightmate var amazon"
        [ -z "$3" ] && echo "option name VariantPath type string default <empty>"
        echo "uciok"
        ;;
    "setoption name VariantPath value "*)
        echo "<<<" >> "$log"
        cat "${line#setoption name VariantPath value }" >> "$log"
        echo ">>>" >> "$log"
        ;;
    isready) echo "readyok" ;;
    go*) cat "$reply" ;;
    stop) echo "bestmove (none)" ;;
    quit) exit 0 ;;
    esac
done
