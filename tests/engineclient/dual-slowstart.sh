#!/bin/sh
# An engine that speaks both protocols, as Fairy-Stockfish does, slow to start: it says nothing for 1.8 s (longer
# than the protocol detection's wait), then answers "uci" as UCI, turns to xboard on "xboard" (answering "protover 2"
# with its features and UCI commands with errors) and back to UCI on "uci".
sleep 1.8
mode=uci
while IFS= read -r line; do
    case "$line" in
    uci) mode=uci; echo "id name Dualstart"; echo "option name Hash type spin default 16 min 1 max 64"; echo "uciok" ;;
    xboard) mode=xboard ;;
    quit) exit 0 ;;
    *)
        if [ "$mode" = xboard ]; then
            case "$line" in
            "protover 2") echo "feature ping=1 setboard=1 usermove=1 myname=\"Dualstart\""; echo "feature done=1" ;;
            ping*) echo "pong ${line#ping }" ;;
            *) echo "Error (unknown command): $line" ;;
            esac
        elif [ "$line" = isready ]; then
            echo "readyok"
        fi
        ;;
    esac
done
