// libFuzzer target: arbitrary bytes as a tournament state file. Reading never crashes and either refuses the bytes
// with a reason or gives a state that writes back to text reading to the same state; the standings and the planner
// then work on it without crashing (a state the checksum accepts may still have been written by someone else).
#include "tournament/planner.h"
#include "tournament/standings.h"
#include "tournament/statefile.h"

#include "pgn/checksum.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

using namespace kibitz::tournament;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_tournamentstate: %s\n", what);
    std::abort();
}

} // namespace

namespace {

void check(std::string_view bytes);

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    check(bytes);
    // The same bytes with a checksum line that fits them, so that mutations reach the line parser.
    std::string body(bytes.substr(0, bytes.rfind("checksum ") == std::string_view::npos ? bytes.size() : bytes.rfind("checksum ")));
    if (!body.empty() && body.back() != '\n')
        body += '\n';
    char line[32];
    std::snprintf(line, sizeof line, "checksum %016llx\n", static_cast<unsigned long long>(kibitz::pgn::checksum64(body)));
    check(body + line);
    return 0;
}

namespace {

void check(std::string_view bytes)
{
    std::string why;
    std::optional<TournamentState> state = decodeState(bytes, &why);
    if (!state) {
        if (why.empty())
            fail("a refusal without a reason");
        return;
    }
    const std::string text = encodeState(*state);
    const std::optional<TournamentState> again = decodeState(text, &why);
    if (!again || !(*again == *state))
        fail("a state does not read back to itself");
    if (encodeState(*again) != text)
        fail("writing is not stable");
    const Standings s = computeStandings(*state);
    if (s.table.size() != state->settings.engines.size())
        fail("standings lost an engine");
    // The planner may be asked for games (small tournaments only: a huge schedule is legitimate but slow).
    if (state->settings.rounds <= 20 && state->settings.engines.size() <= 8 && state->games.size() <= 200) {
        Planner planner(*state);
        planner.next(2);
    }
}

} // namespace
