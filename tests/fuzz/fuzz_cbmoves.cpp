// libFuzzer target: arbitrary bytes as one game's moves in a ChessBase moves file (.cbg: the game's head, an optional
// set-up position, the scrambled moves and markers), behind a valid index. Never a crash; every move handed on is
// legal, variations balance, and the decoded tree is consistent (each node's parent comes before it).
#include "chessbasefuzz.h"

#include "chessbase/movedecoder.h"

using namespace kibitz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::vector<std::string> valid = [] {
        std::vector<std::string> files = cbfuzz::validFiles();
        files[2].clear(); // no annotations: the moves alone
        return files;
    }();
    const std::string game(reinterpret_cast<const char*>(data), std::min<std::size_t>(size, 1 << 16));
    chessbase::MoveDecoder decoder;
    chessbase::MoveTree tree;
    decoder.decode(game, tree);
    for (std::size_t i = 1; i < tree.nodes.size(); ++i)
        if (tree.nodes[i].parent < 0 || std::size_t(tree.nodes[i].parent) >= i)
            cbfuzz::fail("fuzz_cbmoves", "a node's parent does not come before it");
    // The same bytes as the first game of a database (its record points past the file's header).
    std::vector<std::string> files = valid;
    files[1] = files[1].substr(0, 26) + game;
    cbfuzz::readEveryGame(files, "fuzz_cbmoves");
    return 0;
}
