// libFuzzer target: arbitrary bytes as a SCID name file (.sn4). Reading keeps what it read before any problem and
// never allocates more names than the file can hold; a file read without a problem, written again, reads back to
// the same names under the same ids.
#include "scidfuzz.h"

using namespace kibitz;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    scid::NameBase names;
    const std::string error = scid::readNameFile(bytes, names);
    std::size_t total = 0;
    for (const auto& kind : names.names) {
        total += kind.size();
        for (const std::string& n : kind)
            if (n.size() > scid::MaxNameLength)
                scidfuzz::fail("fuzz_scidnames", "a name longer than a length byte can say");
    }
    if (total > size)
        scidfuzz::fail("fuzz_scidnames", "more names than the file has bytes");
    if (!error.empty())
        return 0;
    std::array<std::vector<std::uint32_t>, scid::NameKindCount> frequency;
    for (int k = 0; k < scid::NameKindCount; ++k)
        frequency[std::size_t(k)].assign(names.names[std::size_t(k)].size(), 1);
    scid::NameBase again;
    if (!scid::readNameFile(scid::encodeNameFile(names, frequency), again).empty() || again.names != names.names)
        scidfuzz::fail("fuzz_scidnames", "names written again do not read back the same");
    return 0;
}
