// libFuzzer target: arbitrary bytes as a SCID index (.si4) over a valid name and game file. Opening either fails
// with a message or gives records that were all checked (every game's bytes in the game file or reported); every
// game reads the same way as events and as text, every move handed on is legal; a record re-encoded decodes to itself.
#include "scidfuzz.h"

using namespace kibitz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::string names = scidfuzz::validNames();
    static const std::string games = [] {
        scid::EncodedGame e;
        std::string bytes;
        for (const pgn::Game& g : pgn::readGames("[Event \"A\"]\n\n{C} 1. e4 (1. d4 $14) e5 2. Nf3 {x} *\n\n1. f3 e5 2. g4 Qh4# 0-1\n")) {
            scid::encodeGame(g, e);
            bytes += e.bytes;
        }
        return bytes;
    }();
    const std::string index(reinterpret_cast<const char*>(data), size);
    std::string error;
    const auto db = scid::ScidDatabase::fromBytes(index, names, games, &error);
    if (!db) {
        if (error.empty())
            scidfuzz::fail("fuzz_scidindex", "refused without a reason");
        return 0;
    }
    for (std::size_t i = 0; i < db->size(); ++i) {
        const scid::IndexRecord r = db->record(i);
        if (std::uint64_t(r.offset) + r.length <= games.size() ? db->gameBytes(i).size() != r.length : !db->gameBytes(i).empty())
            scidfuzz::fail("fuzz_scidindex", "a game's bytes outside the game file");
        if (r.whiteElo <= scid::MaxElo && r.blackElo <= scid::MaxElo
            && scid::unpackEventDate(r.date, scid::packEventDate(r.date, r.eventDate)) == r.eventDate) {
            std::string bytes;
            scid::encodeIndexRecord(r, bytes);
            if (bytes.size() != scid::IndexRecordSize || !(scid::decodeIndexRecord(bytes, scid::CurrentVersion) == r))
                scidfuzz::fail("fuzz_scidindex", "a record does not survive being written again");
        }
    }
    scidfuzz::readEveryGame(*db, "fuzz_scidindex");
    return 0;
}
