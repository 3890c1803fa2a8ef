#!/bin/sh
# A UCI "engine" that starts and never says anything.
while IFS= read -r line; do
    :
done
