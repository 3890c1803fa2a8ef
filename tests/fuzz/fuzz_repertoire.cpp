// libFuzzer target for repertoires read from arbitrary text (training/repertoire.h): the graph must be consistent
// (every move leads to a node, every path from a node reaches a chapter start), and the two edits that rewrite text
// - the side's Orientation tag set in place, and a new line written into a chapter - must give a file that reads back
// as the same chapters, with the new move stored and no position lost. Where games share lines with one another the
// text may read back otherwise (where a game starts depends on the line before it): saving refuses such a text, as
// readsBackDifferently() must then say; for files whose games each start and end a line it must never happen.
#include "training/repertoire.h"

#include "core/movegen.h"

#include <cctype>
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
    // Every game on lines of its own: starting a line, and followed by blank space or the end of the text.
    bool ownLines = true;
    for (const Chapter& c : rep->chapters()) {
        const std::size_t end = std::size_t(c.offset + c.length);
        ownLines = ownLines && (c.offset == 0 || data[c.offset - 1] == '\n') && (end >= size || std::isspace(data[end]));
    }
    const auto reread = [&](const RepertoirePtr& edited) -> RepertoirePtr {
        const std::string text = edited->text();
        const RepertoirePtr again = Repertoire::fromText(text, "fuzz.pgn");
        checkGraph(*again);
        const bool same = again->chapters().size() == edited->chapters().size() && again->graph().size() == edited->graph().size();
        if (same != edited->readsBackDifferently(text).empty())
            fail("readsBackDifferently() misjudges a text");
        if (!same && ownLines)
            fail("the saved text of games on lines of their own reads back otherwise");
        return same ? again : nullptr;
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
        const NodeIndex at = again ? again->graph().find(pos) : NoIndex;
        if (again && (at == NoIndex || !again->graph().node(at).findMove(m)))
            fail("an added move is not in the saved text");
    }
    return 0;
}
