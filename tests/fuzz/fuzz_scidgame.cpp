// libFuzzer target: arbitrary bytes as one game's record in a SCID game file (.sg4), behind a valid index and
// name file. The game reads the same way as events and as text (same damage found, same text), every move handed
// on is legal, and a game read without damage that SCID can hold unchanged, encoded again, reads back to the same text.
#include "scidfuzz.h"

using namespace kibitz;

namespace {

std::string indexFor(std::size_t length)
{
    scid::IndexHeader header;
    header.gameCount = 1;
    std::string index = scid::encodeIndexHeader(header);
    scid::IndexRecord r;
    r.length = std::uint32_t(std::min<std::size_t>(length, scid::MaxRecordLength));
    r.white = 0;
    r.black = 1;
    r.result = 1;
    scid::encodeIndexRecord(r, index);
    return index;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::string names = scidfuzz::validNames();
    std::string record(reinterpret_cast<const char*>(data), std::min<std::size_t>(size, scid::MaxRecordLength));
    std::string error;
    const auto db = scid::ScidDatabase::fromBytes(indexFor(record.size()), names, record, &error);
    if (!db)
        scidfuzz::fail("fuzz_scidgame", "a valid index was refused");
    scidfuzz::readEveryGame(*db, "fuzz_scidgame");

    scid::GameReader reader;
    std::vector<pgn::Game> games;
    pgn::GameBuilder builder([&](pgn::Game&& g) { games.push_back(std::move(g)); });
    if (!db->readGame(0, builder, reader).empty() || games.size() != 1)
        return 0;
    scid::EncodedGame e;
    scid::encodeGame(games.front(), e);
    if (e.refused || !e.changes.empty())
        return 0;
    std::string first, second;
    db->appendPgn(0, first, reader);
    scid::IndexRecord r = e.record;
    r.length = std::uint32_t(e.bytes.size());
    r.white = 0;
    r.black = 1;
    scid::NameBase base;
    base.of(scid::NameKind::Player) = {e.names[3], e.names[4]};
    base.of(scid::NameKind::Event) = {e.names[0]};
    base.of(scid::NameKind::Site) = {e.names[1]};
    base.of(scid::NameKind::Round) = {e.names[2]};
    std::array<std::vector<std::uint32_t>, scid::NameKindCount> frequency;
    for (int k = 0; k < scid::NameKindCount; ++k)
        frequency[std::size_t(k)].assign(base.names[std::size_t(k)].size(), 1);
    scid::IndexHeader header;
    header.gameCount = 1;
    std::string index = scid::encodeIndexHeader(header);
    scid::encodeIndexRecord(r, index);
    const auto again = scid::ScidDatabase::fromBytes(index, scid::encodeNameFile(base, frequency), e.bytes, &error);
    if (!again || !again->appendPgn(0, second, reader).empty() || second != first)
        scidfuzz::fail("fuzz_scidgame", "a game encoded again does not read back the same");
    return 0;
}
