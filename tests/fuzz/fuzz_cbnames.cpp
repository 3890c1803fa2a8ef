// libFuzzer target: arbitrary bytes as one of ChessBase's name files (the first byte chooses which: players,
// tournaments, annotators, sources, teams, or the extended headers naming the teams) beside a valid index and games. Never a crash; the
// games still read, with "?" for names the damaged file cannot give.
#include "chessbasefuzz.h"

using namespace kibitz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::vector<std::string> valid = cbfuzz::validFiles();
    if (size == 0)
        return 0;
    std::vector<std::string> files = valid;
    files[3 + data[0] % 6].assign(reinterpret_cast<const char*>(data + 1), size - 1);
    std::string error;
    const auto db = chessbase::ChessBaseDatabase::fromBytes(files, &error);
    if (!db || db->size() != 3)
        cbfuzz::fail("fuzz_cbnames", "a damaged name file lost games");
    cbfuzz::readEveryGame(files, "fuzz_cbnames");
    return 0;
}
