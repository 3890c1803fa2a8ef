// libFuzzer target: arbitrary bytes as a Polyglot .bin book. Reading never fails; the entries come out sorted and
// complete (every whole 16-byte entry kept, a partial one reported with its offset); the bytes of the entries
// written back read back to the same entries; lookups of every key present find exactly its entries, and the
// moves they decode to are legal in the start position (the only position tried, whatever the key says).
#include "book/polyglotbook.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace kibitz;
using namespace kibitz::book;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_polyglot: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    const PolyglotBook book = PolyglotBook::fromBytes(bytes);
    if (book.size() != size / EntrySize)
        fail("a whole entry was lost");
    const bool partial = size % EntrySize != 0;
    const bool reported = std::any_of(book.problems().begin(), book.problems().end(), [&](const BookProblem& p) {
        return p.kind == BookProblem::Kind::TrailingBytes && p.offset == size - size % EntrySize && p.count == size % EntrySize;
    });
    if (partial != reported)
        fail("a partial entry is not reported exactly");
    for (const BookProblem& p : book.problems())
        if (p.describe().empty())
            fail("empty problem description");
    if (!std::is_sorted(book.entries().begin(), book.entries().end(), [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; }))
        fail("entries not sorted after reading");

    const PolyglotBook again = PolyglotBook::fromBytes(encodeEntries(book.entries()));
    if (again.entries() != book.entries() || !again.problems().empty())
        fail("written entries do not read back the same");

    GameLine start;
    for (std::size_t i = 0; i < book.size(); ++i) {
        const Key key = book.entries()[i].key;
        const auto found = book.find(key);
        if (found.empty() || found.front().key != key || found.back().key != key)
            fail("find() misses a key that is present");
        const PositionBookMoves moves = book.moves(start.position(), key);
        if (moves.moves.size() + std::size_t(moves.illegal) != found.size())
            fail("moves() lost an entry");
        for (const BookMove& m : moves.moves)
            if (!start.position().isLegalMove(m.move))
                fail("an illegal move was decoded");
        (void)pickWeighted(moves.moves, key);
    }
    return 0;
}
