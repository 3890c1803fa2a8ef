#!/usr/bin/env bash
# Strength of Kibitz's generic variant engine against Debian's Fairy-Max (xboard; it plays the variants of its
# fmax.ini) and Debian's Fairy-Stockfish at a limited level (UCI; the variant selected through UCI_Variant) on
# variants they know: `kibitz-cli variant-match` plays the games through the engine client, colours alternating,
# and referees them with Kibitz's variant rules (an opponent move those rules refuse aborts the game and is
# reported). Prints each game and the score per opponent and variant. No bar on the score: this is a benchmark.
# Usage: tests/bench/variant-match.sh [games per variant] [ms per move] [path/to/kibitz-cli] [variants...]
# Environment: FSF_SKILL (Fairy-Stockfish's "Skill Level", -20..20; default 0), FSF_VARIANTS (the variants for
# Fairy-Stockfish; default "knightmate almost"; the lichess variants too, e.g. "crazyhouse 3check horde").
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
games="${1:-10}"
movetime="${2:-1000}"
cli="${3:-$here/build/release/app/kibitz-cli}"
shift $(($# < 3 ? $# : 3))
variants=("$@")
((${#variants[@]})) || variants=(knightmate nocastle chess kingofthehill)
read -r -a fsfVariants <<<"${FSF_VARIANTS:-knightmate almost}"
skill="${FSF_SKILL:-0}"
fairymax="$(command -v fairymax || echo /usr/games/fairymax)"
fsf="$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"

[[ -x "$cli" ]] || { echo "kibitz-cli not found at $cli (build first: ./setup.sh test)" >&2; exit 2; }
[[ -x "$fairymax" ]] || { echo "fairymax not found (apt-get install fairymax)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "kibitz:   $("$cli" --version)"
summary=()
# match NAME VARIANT ARGS...: one variant against one opponent.
match() {
    local name="$1" v="$2"
    shift 2
    echo "== $v against $name: $games games"
    "$cli" variant-match --variant "$v" "$@" --games "$games" --movetime "$movetime" --pgnout "$work/$name-$v.pgn" |
        tee "$work/$name-$v.log" || true
    summary+=("$name $v: $(tail -n 1 "$work/$name-$v.log")")
}
echo "opponent: Fairy-Max ($fairymax), ${movetime} ms per move for both (Fairy-Max: st $(((movetime + 999) / 1000)) s)"
# Fairy-Max's names where they differ from Fairy-Stockfish's (of the lichess variants it plays only this one).
fairymaxName() { case "$1" in kingofthehill) echo king-of-the-hill ;; *) echo "$1" ;; esac; }
for v in "${variants[@]}"; do
    match fairymax "$v" --opponent "$fairymax" --opponent-proto xboard --opponent-variant "$(fairymaxName "$v")"
done
if [[ -x "$fsf" ]]; then
    echo "opponent: Fairy-Stockfish ($fsf) at Skill Level $skill, one thread, ${movetime} ms per move for both"
    for v in "${fsfVariants[@]}"; do
        match fairy-stockfish "$v" --opponent "$fsf" --opponent-proto uci --opponent-options "Skill Level=$skill,Threads=1,Hash=16"
    done
else
    echo "fairy-stockfish not found (apt-get install fairy-stockfish): its matches are skipped"
fi
echo "== summary (Kibitz's results)"
printf '%s\n' "${summary[@]}"
