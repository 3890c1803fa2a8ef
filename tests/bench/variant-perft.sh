#!/usr/bin/env bash
# Variant perft of kibitz-cli against Debian's Fairy-Stockfish (11.1), side by side in one run: the built-in
# variants by name (the lichess variants too), and custom-piece variants from one variants.ini that both programs load (Kibitz with
# --variants, Fairy-Stockfish through its VariantPath option). Prints both node counts (they must be equal; the
# script fails otherwise), both times and speeds, and the speed ratio.
# Each program is timed as a whole process, minus its own depth-1 run on the same position (start-up and
# variant loading do not count). Best of N runs per measurement.
# Usage: tests/bench/variant-perft.sh [path/to/kibitz-cli] [runs] [quick]
set -euo pipefail

here="$(cd "$(dirname "$0")/../.." && pwd)"
cli="${1:-$here/build/release/app/kibitz-cli}"
runs="${2:-3}"
quick="${3:-}"
fsf="$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)"

[[ -x "$cli" ]] || { echo "kibitz-cli not found at $cli (build first: ./setup.sh test)" >&2; exit 2; }
[[ -x "$fsf" ]] || { echo "fairy-stockfish not found (apt-get install fairy-stockfish)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ini="$work/variants.ini"
# Custom pieces Fairy-Stockfish 11.1 knows by its predefined names (it has no customPiece keys).
cat >"$ini" <<'EOF'
[wazirfers:chess]
knight = -
bishop = -
wazir = w
fers = f
fersAlfil = a
startFen = rwfqkfwr/pppppppp/8/8/8/8/PPPPPPPP/RWFAKFWR w KQkq - 0 1
promotionPieceTypes = qrawf
pieceToCharTable = -

[makruklike:chess]
bishop = -
queen = -
silver = s
fers = m
startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1
promotionPieceTypes = m
promotionRank = 6
castling = false
doubleStep = false
pieceToCharTable = -

[shogilike:chess]
knight = h
bishop = -
queen = -
rook = -
lance = l
gold = g
silver = s
dragonHorse = d
elephant = e
startFen = lhsgkshl/pppppppp/8/8/8/8/PPPPPPPP/LHSGKSHL w - - 0 1
promotionPieceTypes = gdes
castling = false
pieceToCharTable = -

[royalcentaur:chess]
bishop = -
centaur = c
commoner = m
bers = b
knibis = x
kingType = c
startFen = rnxqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNXMKBNR w KQkq - 0 1
promotionPieceTypes = qbmx
pieceToCharTable = -
EOF

now_ns() { date +%s%N; }
best_ms() {
    local best="" t0 t1 ms
    for ((i = 0; i < runs; i++)); do
        t0=$(now_ns)
        "$@" >/dev/null
        t1=$(now_ns)
        ms=$(((t1 - t0) / 1000000))
        if [[ -z "$best" || $ms -lt $best ]]; then best=$ms; fi
    done
    echo "$best"
}

fsf_count() { # variant fen depth -> node count
    local pos="startpos"
    [[ -n "$2" ]] && pos="fen $2"
    printf 'setoption name VariantPath value %s\nsetoption name UCI_Variant value %s\nposition %s\ngo perft %s\nquit\n' \
        "$ini" "$1" "$pos" "$3" | "$fsf" 2>/dev/null | sed -n 's/^Nodes searched: \([0-9]*\).*/\1/p'
}
kb_count() { # variant fen depth -> node count
    local args=(perft --variant "$1" --variants "$ini" --depth "$3")
    [[ -n "$2" ]] && args+=(--fen "$2")
    "$cli" "${args[@]}" 2>/dev/null | sed -n 's/^nodes=\([0-9]*\).*/\1/p'
}

busy="r3k2r/1P3p2/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1"
# name|variant|fen|depth
cases=(
    "chess start|chess||6"
    "chess busy|chess|$busy|5"
    "nocastle|nocastle||5"
    "amazon|amazon||5"
    "amazon busy|amazon|r3k2r/1P3p2/8/3pP3/8/8/6p1/R3KA1R w KQkq d6 0 1|4"
    "knightmate|knightmate||5"
    "knightmate busy|knightmate|r3k2r/1P3p2/8/3pP3/8/8/6p1/R3KM1R w KQkq d6 0 1|5"
    "chigorin|chigorin||5"
    "almost|almost||5"
    "hoppelpoppel|hoppelpoppel||5"
    "newzealand|newzealand||5"
    "wazirfers (ini)|wazirfers||5"
    "makruklike (ini)|makruklike||5"
    "shogilike (ini)|shogilike||5"
    "royalcentaur (ini)|royalcentaur||5"
    "crazyhouse|crazyhouse||4"
    "crazyhouse busy|crazyhouse|2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - - 0 1|4"
    "3check|3check||5"
    "3check busy|3check|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 2+2 0 1|4"
    "kingofthehill|kingofthehill||5"
    "antichess|antichess||5"
    "giveaway|giveaway||5"
    "horde|horde||6"
    "racingkings|racingkings||5"
)
# Fairy-Stockfish 11.1 has no atomic: compared only where the installed engine offers it.
if printf 'uci\nquit\n' | "$fsf" 2>/dev/null | grep -q ' var atomic'; then
    cases+=("atomic|atomic||5")
else
    echo "fairy-stockfish offers no atomic: atomic is not measured"
fi
if [[ -n "$quick" ]]; then
    cases=("chess start|chess||4" "amazon|amazon||4" "knightmate|knightmate||4" "shogilike (ini)|shogilike||4")
fi

echo "fairy-stockfish: $("$fsf" </dev/null 2>/dev/null | head -1 || true)"
echo "kibitz:          $("$cli" --version)"
echo "runs per measurement: $runs (best of)"
printf '%-20s %5s %13s %13s %9s %9s %9s %9s %8s\n' case depth fsf_nodes kibitz_nodes fsf_ms kibitz_ms fsf_Mnps kb_Mnps ratio
fail=0
for c in "${cases[@]}"; do
    IFS='|' read -r name variant fen depth <<<"$c"
    fn=$(fsf_count "$variant" "$fen" "$depth")
    kn=$(kb_count "$variant" "$fen" "$depth")
    [[ "$fn" == "$kn" && -n "$fn" ]] || fail=1
    f_full=$(best_ms fsf_count "$variant" "$fen" "$depth"); f_base=$(best_ms fsf_count "$variant" "$fen" 1)
    k_full=$(best_ms kb_count "$variant" "$fen" "$depth"); k_base=$(best_ms kb_count "$variant" "$fen" 1)
    f=$((f_full - f_base)); k=$((k_full - k_base))
    ((f > 0)) || f=1
    ((k > 0)) || k=1
    awk -v name="$name" -v d="$depth" -v fn="$fn" -v kn="$kn" -v f="$f" -v k="$k" 'BEGIN {
        printf "%-20s %5d %13s %13s %9d %9d %9.1f %9.1f %7.2fx%s\n", name, d, fn, kn, f, k, fn / f / 1000, kn / k / 1000, f / k,
               (fn == kn ? "" : "  COUNTS DIFFER") }'
done
echo "ratio = Kibitz nodes/s divided by Fairy-Stockfish nodes/s"
if ((fail)); then
    echo "node counts differ (see COUNTS DIFFER)" >&2
    exit 1
fi
