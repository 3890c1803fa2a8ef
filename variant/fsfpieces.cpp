// The table of Fairy-Stockfish 11.1's predefined piece types. The moves were checked against the installed
// engine (tests/variant compares each playable type's moves with `go perft 1` when fairy-stockfish is present).
#include "fsfpieces.h"

#include "betza.h"

#include <iterator>

namespace kibitz::variant {

namespace {

constexpr std::string_view Unplayable = "-";

// clang-format off
constexpr FsfPiece Pieces[] = {
    {"pawn", "fmWfcF", 'p'},      {"knight", "N", 'n'},            {"bishop", "B", 'b'},
    {"rook", "R", 'r'},           {"queen", "Q", 'q'},             {"king", "K", 'k'},
    {"fers", "F", 'f'},           {"alfil", "A", 'e'},             {"fersAlfil", "FA", 'e'},
    {"silver", "FfW", 's'},       {"aiwok", "RNF", 'a'},           {"bers", "RF", 'd'},
    {"archbishop", "BN", 'a'},    {"chancellor", "RN", 'c'},       {"amazon", "QN", 'a'},
    {"knibis", "mNcB", 'n'},      {"biskni", "mBcN", 'b'},         {"kniroo", "mNcR", 'n'},
    {"rookni", "mRcN", 'r'},      {"shogiPawn", "fW", 'p'},        {"lance", "fR", 'l'},
    {"shogiKnight", "fN", 'n'},   {"euroshogiKnight", "fNsW", 'n'}, {"gold", "WfF", 'g'},
    {"dragonHorse", "BW", 'h'},   {"clobber", "cW", 'p'},          {"breakthrough", "fmWfF", 'p'},
    {"immobile", "", 'x'},        {"soldier", "fsW", 's'},         {"elephant", "nA", 'e'},
    {"wazir", "W", 'w'},          {"commoner", "K", 'm'},          {"centaur", "KN", 'c'},
    // Types Kibitz cannot play: hoppers (cannons, banner) and lame knight/zebra leaps.
    {"cannon", Unplayable, 'c'},  {"janggiCannon", Unplayable, 'c'}, {"banner", Unplayable, 'a'},
    {"horse", Unplayable, 'h'},   {"janggiElephant", Unplayable, 'e'},
};
// clang-format on

} // namespace

const FsfPiece* fsfPieces(int* count)
{
    *count = int(std::size(Pieces));
    return Pieces;
}

const FsfPiece* fsfPiece(std::string_view name)
{
    for (const FsfPiece& p : Pieces)
        if (p.name == name)
            return &p;
    return nullptr;
}

bool fsfPlayable(const FsfPiece& p) { return p.betza != Unplayable; }

const FsfPiece* fsfPieceMovingLike(std::string_view betza)
{
    for (const FsfPiece& p : Pieces)
        if (p.name != "pawn" && p.name != "king" && fsfPlayable(p) && sameMoves(p.betza, betza))
            return &p;
    return nullptr;
}

} // namespace kibitz::variant
