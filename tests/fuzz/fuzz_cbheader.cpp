// libFuzzer target: arbitrary bytes as a ChessBase game index (.cbh) in front of valid moves, annotations and name
// files. Opening never crashes, refuses only with a reason, and every game it lists reads with legal moves.
#include "chessbasefuzz.h"

using namespace kibitz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::vector<std::string> valid = cbfuzz::validFiles();
    std::vector<std::string> files = valid;
    files[0].assign(reinterpret_cast<const char*>(data), size);
    cbfuzz::readEveryGame(files, "fuzz_cbheader");
    return 0;
}
