// libFuzzer target for the training progress file (training/progress.h): arbitrary bytes must be rejected with a
// message or decoded into records that encode back to a file which decodes to the same text. The checksum of the
// end line is patched in first (when there is one), so the fuzzer reaches the field checks behind it.
#include "training/progress.h"

#include "pgn/checksum.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace kibitz::training;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_progress invariant violated: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

void exercise(std::string_view text)
{
    const ProgressDecode d = Progress::decode(text);
    if (!d.progress) {
        if (d.error.empty())
            fail("a rejected file without a reason");
        return;
    }
    const std::string again = d.progress->encode();
    const ProgressDecode e = Progress::decode(again);
    if (!e.progress)
        fail("an encoded progress does not decode");
    if (e.progress->encode() != again)
        fail("encode(decode(encode(p))) differs from encode(p)");
    if (e.progress->records().size() != d.progress->records().size() || e.progress->reviews() != d.progress->reviews())
        fail("records changed in a round trip");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string input(reinterpret_cast<const char*>(data), size);
    exercise(input);
    // The same bytes with a valid checksum on the end line.
    const std::size_t end = input.rfind("end\t");
    if (end != std::string::npos && (end == 0 || input[end - 1] == '\n')) {
        std::string patched = input;
        const std::size_t tab3 = patched.find('\t', patched.find('\t', end + 4) + 1);
        if (tab3 != std::string::npos && tab3 + 17 <= patched.size()) {
            char hex[17];
            std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(kibitz::pgn::checksum64(patched.data(), end)));
            patched.replace(tab3 + 1, 16, hex);
            exercise(patched);
        }
    }
    if (size >= 24) // the time parser on its own
        if (const auto t = parseTime(input.substr(0, 24)); t && formatTime(*t) != input.substr(0, 24))
            fail("a parsed time formats differently");
    return 0;
}
