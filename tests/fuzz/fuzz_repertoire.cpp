// libFuzzer target for repertoires read from arbitrary text (training/repertoire.h): the graph must be consistent
// (every move leads to a node, every path from a node reaches a chapter start), and the two edits that rewrite text
// - the side's Orientation tag set in place, and a new line written into a chapter - must give a file that reads back
// as the same chapters, with the new move stored and no position lost.
#include "training/repertoire.h"

#include "core/movegen.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace kibitz;
using namespace kibitz::training;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_repertoire invariant violated: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

void checkGraph(const Repertoire& rep)
{
    const RepertoireGraph& g = rep.graph();
    for (NodeIndex i = 0; i < g.size(); ++i) {
        for (const GraphMove& m : g.node(i).moves)
            if (m.to >= g.size())
                fail("a move leads nowhere");
        std::size_t steps = 0;
        for (NodeIndex at = i; g.node(at).parent != NoIndex; at = g.node(at).parent)
            if (++steps > g.size())
                fail("a parent chain loops");
        if (g.find(g.node(i).key) != i)
            fail("a node is not found by its key");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size > 20000) // long games only slow the fuzzer down
        return 0;
    const RepertoirePtr rep = Repertoire::fromText(std::string(reinterpret_cast<const char*>(data), size), "fuzz.pgn");
    checkGraph(*rep);
    if (rep->text() != std::string(reinterpret_cast<const char*>(data), size))
        fail("an unedited repertoire does not write its bytes back");
    const auto reread = [&](const RepertoirePtr& edited) {
        const RepertoirePtr again = Repertoire::fromText(edited->text(), "fuzz.pgn");
        checkGraph(*again);
        if (again->chapters().size() != edited->chapters().size())
            fail("the saved text reads back as other chapters");
        if (again->graph().size() != edited->graph().size())
            fail("the saved text reads back as another graph");
        return again;
    };
    if (const RepertoireEdit side = rep->withSide(rep->side() == White ? Black : White))
        reread(side.result);
    // A legal move from the first chapter's start, added as a line.
    if (rep->graph().roots().empty())
        return 0;
    const GraphNode& root = rep->graph().node(rep->graph().roots().front());
    Position pos;
    StateInfo st;
    if (!pos.setFen(root.fen, FenMode::Lenient, st).ok())
        fail("a node's FEN does not set up");
    const MoveList<GenType::Legal> legal(pos);
    if (legal.size() == 0)
        return 0;
    const Move m = *(legal.begin() + (size % legal.size()));
    RepertoireLine line;
    line.startFen = root.fen;
    line.moves = {m};
    if (const RepertoireEdit added = rep->addLine(line)) {
        const RepertoirePtr again = reread(added.result);
        const NodeIndex at = again->graph().find(pos);
        if (at == NoIndex || !again->graph().node(at).findMove(m))
            fail("an added move is not in the saved text");
    }
    return 0;
}
