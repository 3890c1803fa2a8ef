// Shared by the SCID fuzz targets: a small valid database in memory (names and games Kibitz encoded) that a target
// combines with the fuzzed part, and the checks every reading of it must pass.
#pragma once

#include "scid/database.h"
#include "scid/gameencoder.h"
#include "scid/indexfile.h"
#include "scid/namefile.h"

#include "core/movegen.h"
#include "pgn/gamebuilder.h"
#include "pgn/writer.h"

#include <cstdio>
#include <cstdlib>
#include <string>

namespace kibitz::scidfuzz {

[[noreturn]] inline void fail(const char* target, const char* what)
{
    std::fprintf(stderr, "%s invariant violated: %s\n", target, what);
    std::fflush(stderr);
    std::abort();
}

// A name file with a few names of each kind.
inline std::string validNames()
{
    scid::NameBase names;
    names.of(scid::NameKind::Player) = {"Anand, V.", "Carlsen, M.", "?"};
    names.of(scid::NameKind::Event) = {"Tata Steel", "?"};
    names.of(scid::NameKind::Site) = {"Wijk aan Zee"};
    names.of(scid::NameKind::Round) = {"1", "2"};
    std::array<std::vector<std::uint32_t>, scid::NameKindCount> frequency;
    for (int k = 0; k < scid::NameKindCount; ++k)
        frequency[std::size_t(k)].assign(names.names[std::size_t(k)].size(), 1);
    return scid::encodeNameFile(names, frequency);
}

// Checks that every move a visitor is handed is legal where it is played.
class LegalMoves : public pgn::Visitor {
public:
    void move(const Position& before, Move m, std::string_view) override
    {
        if (m != Move::null() && !before.isLegalMove(m))
            fail("scid fuzz", "an illegal move was handed on");
    }
};

// Reads every game both ways (events and text) and checks they agree: the same error, the same text.
inline void readEveryGame(const scid::ScidDatabase& db, const char* target)
{
    scid::GameReader reader;
    for (std::size_t i = 0; i < db.size(); ++i) {
        std::string viaVisitor, direct;
        pgn::WriterVisitor writer({}, [&](std::string_view text) { viaVisitor += text; });
        const std::string e1 = db.readGame(i, writer, reader);
        const std::string e2 = db.appendPgn(i, direct, reader);
        if (e1 != e2)
            fail(target, "the two readings found different damage");
        if (viaVisitor != direct)
            fail(target, "the direct text differs from the WriterVisitor's");
        LegalMoves legal;
        db.readGame(i, legal, reader);
    }
}

} // namespace kibitz::scidfuzz
