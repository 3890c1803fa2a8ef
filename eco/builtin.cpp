// EcoBook::builtin(): rebuilds the book from the generated arrays once, on first use.
#include "builtin.h"
#include "ecobook.h"

#include <cstring>

namespace kibitz::eco {

const EcoBook& EcoBook::builtin()
{
    static const EcoBook book = [] {
        EcoBook b;
        const char* s = builtin::strings;
        for (std::size_t i = 0; i < builtin::stringCount; ++i) {
            b.intern(s); // ids come out as 1, 2, ... because the generator wrote each distinct string once, in id order
            s += std::strlen(s) + 1;
        }
        for (std::size_t i = 0; i < builtin::entryCount; ++i) {
            const builtin::RawEntry& r = builtin::entries[i];
            EcoEntry e;
            e.key = r.key;
            e.pathHash = r.pathHash;
            e.plies = r.plies;
            e.code = r.code;
            e.opening = r.opening;
            e.variation = r.variation;
            e.subVariation = r.subVariation;
            e.line = r.line;
            std::memcpy(e.position.board.data(), r.board, sizeof r.board);
            e.position.side = r.side;
            e.position.castling = r.castling;
            e.position.ep = r.ep;
            b.add(e);
        }
        b.finish();
        return b;
    }();
    return book;
}

} // namespace kibitz::eco
