#!/bin/sh
# An xboard "engine" that starts and never says anything (so it passes for protocol 1 and then plays no move).
while IFS= read -r line; do
    :
done
