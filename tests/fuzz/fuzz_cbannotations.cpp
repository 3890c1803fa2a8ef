// libFuzzer target: arbitrary bytes as the first game's annotation record in a ChessBase annotations file (.cba),
// beside valid moves. Never a crash; the moves read as without annotations and stay legal; texts, symbols and
// drawings land on existing moves or are reported as skipped.
#include "chessbasefuzz.h"

#include "chessbase/annotations.h"

using namespace kibitz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::vector<std::string> valid = cbfuzz::validFiles();
    const std::string record(reinterpret_cast<const char*>(data), std::min<std::size_t>(size, 1 << 16));
    chessbase::GameNotes notes;
    chessbase::decodeAnnotations(record, 5, notes);
    if (notes.nodes.size() != 5)
        cbfuzz::fail("fuzz_cbannotations", "notes for other nodes than the game's");
    std::vector<std::string> files = valid;
    files[2] = files[2].substr(0, 26) + record; // the first game's record points just past the header
    cbfuzz::readEveryGame(files, "fuzz_cbannotations");
    return 0;
}
