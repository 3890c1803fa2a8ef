// Read-only file mappings whose pages a reader may drop from the process's resident set once it has passed them:
// reading a file larger than memory then does not count the whole file as the process's own (the pages stay in the
// page cache, and reading them again maps them again, with the same bytes). Only ranges registered here are ever
// dropped: dropping pages of ordinary (anonymous) memory would zero them.
// Invariants: a Registration must end before its mapping is unmapped (declare it after the mapping's owner, so it is
// destroyed first); the mapping must be read-only (never written, so its pages always equal the file's).
#pragma once

#include <cstddef>
#include <string_view>

namespace kibitz::pgn {

class ResidentPages {
public:
    // Registers `mapping` (a read-only file mapping) for as long as it lives.
    class Registration {
    public:
        Registration() = default;
        explicit Registration(std::string_view mapping);
        ~Registration();
        Registration(const Registration&) = delete;
        Registration& operator=(const Registration&) = delete;

    private:
        const char* m_begin = nullptr;
    };

    // True when `range` lies inside a registered mapping, so its pages may be dropped (a cheap test, made once per read).
    static bool droppable(std::string_view range);
    // Drops the whole pages inside `range` (which must lie in a registered mapping: call droppable() first) from the
    // resident set.
    static void drop(std::string_view range);
    // The step in which readers drop what they passed (few calls; bounds what a reader keeps resident).
    static constexpr std::size_t Step = std::size_t(8) << 20;
};

} // namespace kibitz::pgn
