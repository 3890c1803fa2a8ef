// Writes the seed inputs of the ChessBase fuzz targets (corpus/fuzz_cb*) from databases written by
// tests/chessbase/cbbuilder.h. Not part of the build; run from the repository root after building kibitz_chessbase:
//   g++ -std=c++20 -I. -Itests/fuzz tests/fuzz/make-chessbase-seeds.cpp build/release/chessbase/libkibitz_chessbase.a \
//       build/release/pgn/libkibitz_pgn.a build/release/core/libkibitz_core.a -o /tmp/seeds && /tmp/seeds tests/fuzz/corpus
#include "chessbasefuzz.h"

#include <filesystem>
#include <fstream>

using namespace kibitz;
using namespace kibitz::cbtest;

namespace {

void write(const std::string& dir, const std::string& name, const std::string& bytes)
{
    std::filesystem::create_directories(dir);
    std::ofstream(dir + "/" + name, std::ios::binary) << bytes;
}

// The bytes of the first game in the moves file of a database holding `g` alone.
std::string gameBytes(const Game& g) { return build({g})[1].substr(26); }

} // namespace

int main(int argc, char** argv)
{
    const std::string root = argc > 1 ? argv[1] : "tests/fuzz/corpus";
    const std::vector<std::string> valid = cbfuzz::validFiles();
    write(root + "/fuzz_cbheader", "seed-three-games-and-a-text.cbh", valid[0]);
    const char* kinds[] = {"players", "tournaments", "annotators", "sources", "teams", "extended-headers"};
    for (int k = 0; k < 6; ++k)
        write(root + "/fuzz_cbnames", std::string("seed-") + kinds[k], std::string(1, char(k)) + valid[std::size_t(3 + k)]);

    Game ruy, variations, promotion, castling, nulls;
    ruy.moves = {pawn(4, 1),    pawn(4, 1), knight(1, 2), knight(0, 6), bishop(1, 0, 4), pawn(0, 0), bishop(1, 0, 1), pawn(3, 2),
                 castles(true), pawn(5, 0), pawn(3, 1),   pawn(4, 2),   knight(1, 3),    pawn(3, 0), knight(1, 4),    queen(0, 0, 1)};
    variations.moves = {pawn(4, 1), Push, pawn(4, 1), knight(1, 2), Pop, pawn(2, 1), Push, knight(1, 2), pawn(3, 0), Pop, pawn(2, 0)};
    promotion.setUp = setUp("4k3/1P6/8/8/8/8/8/4K3", false, 0, 0, 1);
    promotion.moves = twoBytes("b7", "b8", 3);
    promotion.moves.push_back(king(3));
    castling.setUp = setUp("r3k2r/8/8/3Pp3/8/8/8/R3K2R", false, 15, 5, 20);
    castling.moves = {pawn(0, 2), castles(false), castles(true)};
    nulls.moves = {pawn(4, 1), NullMove, Padding, pawn(3, 1)};
    write(root + "/fuzz_cbmoves", "seed-ruy-lopez", gameBytes(ruy));
    write(root + "/fuzz_cbmoves", "seed-variations", gameBytes(variations));
    write(root + "/fuzz_cbmoves", "seed-set-up-promotion", gameBytes(promotion));
    write(root + "/fuzz_cbmoves", "seed-set-up-castling-en-passant", gameBytes(castling));
    write(root + "/fuzz_cbmoves", "seed-null-move-padding", gameBytes(nulls));

    Game annotated;
    annotated.moves = variations.moves;
    annotated.annotations = {textAfter(-1, "Intro"),
                             textAfter(0, "Best"),
                             textBefore(1, "Now"),
                             annotation(1, 0x03, "\x02\x0e"),
                             annotation(0, 0x04, "\x02\x20\x04\x1d"),
                             annotation(2, 0x05, "\x03\x31\x2b"),
                             annotation(3, 0x07, std::string("\x00\x01\x05\x00", 4)),
                             annotation(3, 0x18, "\x01")};
    write(root + "/fuzz_cbannotations", "seed-every-kind", build({annotated})[2].substr(26));
    return 0;
}
