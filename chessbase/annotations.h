// One game's annotations in ChessBase's .cba, decoded (facts from morphy's AnnotationsSerializer and the
// annotation classes): a 14-byte head (game id, a constant, the number of annotations plus one, the record's
// length), then per annotation the node it belongs to (3 bytes, signed: -1 is the start, k the position after the
// (k+1)-th decoded move, see movedecoder.h), its type (1 byte) and its length (2 bytes, counting these 6).
// Kept, as PGN has them: text before (0x82) and after (0x02) a move (a language byte, then Latin-1 text), symbols
// (0x03, up to three NAGs), coloured squares (0x04) and arrows (0x05) as [%csl]/[%cal] commands, time spent (0x07)
// as [%emt]. Everything else (critical-position markers, time controls, training, media ...) is counted by type and
// skipped: PGN has no agreed form for them.
// Invariants: never reads outside the record; an annotation on a node that does not exist is counted as skipped.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::chessbase {

struct NodeNotes {
    std::string before;             // UTF-8; texts in several languages joined by a space
    std::string after;              // the same, followed by the [%csl]/[%cal] commands
    std::vector<std::uint8_t> nags; // move assessment, position evaluation, prefix
    bool empty() const { return before.empty() && after.empty() && nags.empty(); }
};

struct GameNotes {
    std::vector<NodeNotes> nodes;            // by node
    std::map<int, std::size_t> skippedTypes; // annotation type → how many were skipped
    std::string describeSkipped() const;     // "skipped annotations PGN has no form for: 2 critical position"
};

// Decodes the record at the start of `bytes` for a game of `nodeCount` nodes. Returns "" or why the record is
// damaged (what was read before the damage is kept).
std::string decodeAnnotations(std::string_view bytes, std::size_t nodeCount, GameNotes& out);

} // namespace kibitz::chessbase
