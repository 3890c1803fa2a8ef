// ResidentPages: the registered mappings (a short list behind a mutex) and madvise(MADV_DONTNEED) on their pages.
#include "residentpages.h"

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace kibitz::pgn {

namespace {

struct Registry {
    std::mutex mutex;
    std::vector<std::string_view> mappings;
};

Registry& registry()
{
    static Registry r;
    return r;
}

// True when the kernel maps `range` from a file, read-only, throughout (/proc/self/maps): a caller's mistake, or a
// file read into memory because it could not be mapped, must never register heap memory (dropping it would zero it).
bool isReadOnlyFileMapping(std::string_view range)
{
#ifdef __linux__
    std::ifstream maps("/proc/self/maps");
    std::uintptr_t covered = reinterpret_cast<std::uintptr_t>(range.data());
    const std::uintptr_t end = covered + range.size();
    for (std::string line; covered < end && std::getline(maps, line);) {
        std::istringstream in(line);
        std::string span, perms, offset, device;
        unsigned long long inode = 0;
        if (!(in >> span >> perms >> offset >> device >> inode))
            return false;
        const std::size_t dash = span.find('-');
        if (dash == std::string::npos)
            return false;
        const auto from = std::uintptr_t(std::stoull(span.substr(0, dash), nullptr, 16));
        const auto to = std::uintptr_t(std::stoull(span.substr(dash + 1), nullptr, 16));
        if (to <= covered || from > covered)
            continue; // before the range (or a gap, which the loop's end reports)
        if (inode == 0 || perms.size() < 2 || perms[1] != '-')
            return false;
        covered = to;
    }
    return covered >= end;
#else
    (void)range;
    return false;
#endif
}

} // namespace

ResidentPages::Registration::Registration(std::string_view mapping)
{
    if (mapping.empty() || !isReadOnlyFileMapping(mapping))
        return;
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    r.mappings.push_back(mapping);
    m_begin = mapping.data();
}

ResidentPages::Registration::~Registration()
{
    if (!m_begin)
        return;
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    const auto it = std::find_if(r.mappings.begin(), r.mappings.end(), [&](std::string_view m) { return m.data() == m_begin; });
    if (it != r.mappings.end())
        r.mappings.erase(it);
}

bool ResidentPages::droppable(std::string_view range)
{
    if (range.empty())
        return false;
    Registry& r = registry();
    const std::lock_guard lock(r.mutex);
    const auto at = reinterpret_cast<std::uintptr_t>(range.data());
    return std::any_of(r.mappings.begin(), r.mappings.end(), [&](std::string_view m) {
        const auto begin = reinterpret_cast<std::uintptr_t>(m.data());
        return at >= begin && at - begin <= m.size() && range.size() <= m.size() - (at - begin);
    });
}

void ResidentPages::drop(std::string_view range)
{
#ifdef __linux__
    constexpr std::uintptr_t Page = 4096;
    const auto begin = (reinterpret_cast<std::uintptr_t>(range.data()) + Page - 1) & ~(Page - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(range.data()) + range.size()) & ~(Page - 1);
    if (end > begin)
        ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_DONTNEED);
#else
    (void)range;
#endif
}

} // namespace kibitz::pgn
