// PageRecycling: the held blocks (best fit, cut on take), zeroed through their resident pages only.
#include "pagerecycler.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <mutex>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace kibitz::pgn {

namespace {

constexpr std::size_t Page = 4096;

// The held blocks twice: by address (neighbours merge, so the pieces a growing buffer gave back one after the other
// are one block again) and by size (for the best fit).
struct Pool {
    std::mutex mutex;
    int scopes = 0;
    std::size_t held = 0;
    std::map<char*, std::size_t> byAddress;
    std::multimap<std::size_t, char*> bySize;

    void insert(char* at, std::size_t bytes)
    {
        byAddress.emplace(at, bytes);
        bySize.emplace(bytes, at);
        held += bytes;
    }
    void erase(char* at, std::size_t bytes)
    {
        byAddress.erase(at);
        for (auto [i, end] = bySize.equal_range(bytes); i != end; ++i) {
            if (i->second == at) {
                bySize.erase(i);
                break;
            }
        }
        held -= bytes;
    }
    // Adds [at, at + bytes), merged with the held blocks just before and after it.
    void add(char* at, std::size_t bytes)
    {
        if (const auto next = byAddress.find(at + bytes); next != byAddress.end()) {
            const std::size_t more = next->second;
            erase(at + bytes, more);
            bytes += more;
        }
        if (auto before = byAddress.lower_bound(at); before != byAddress.begin()) {
            --before;
            if (before->first + before->second == at) {
                char* const start = before->first;
                const std::size_t size = before->second;
                erase(start, size);
                at = start;
                bytes += size;
            }
        }
        insert(at, bytes);
    }
};

Pool& pool()
{
    static Pool p;
    return p;
}

// Calls f(offset, length) for each run of resident pages of [p, p + bytes) (page-aligned); every page when the
// kernel cannot say.
template <class F>
void forEachResidentRun(const void* p, std::size_t bytes, F&& f)
{
#ifdef __linux__
    std::vector<unsigned char> resident((bytes + Page - 1) / Page);
    if (::mincore(const_cast<void*>(p), bytes, resident.data()) == 0) {
        for (std::size_t i = 0; i < resident.size();) {
            if (!(resident[i] & 1)) {
                ++i;
                continue;
            }
            std::size_t j = i + 1;
            while (j < resident.size() && (resident[j] & 1))
                ++j;
            f(i * Page, std::min(bytes, j * Page) - i * Page);
            i = j;
        }
        return;
    }
#endif
    f(std::size_t(0), bytes);
}

bool anyResident(const void* p, std::size_t bytes)
{
    bool any = false;
    forEachResidentRun(p, bytes, [&](std::size_t, std::size_t) { any = true; });
    return any;
}

} // namespace

PageRecycling::PageRecycling()
{
    Pool& p = pool();
    const std::lock_guard lock(p.mutex);
    ++p.scopes;
}

PageRecycling::~PageRecycling()
{
    Pool& p = pool();
    std::multimap<std::size_t, char*> blocks;
    {
        const std::lock_guard lock(p.mutex);
        if (--p.scopes > 0)
            return;
        blocks.swap(p.bySize);
        p.byAddress.clear();
        p.held = 0;
    }
#ifdef __linux__
    for (const auto& [bytes, at] : blocks)
        ::munmap(at, bytes);
#endif
}

namespace pagerecycler {

void* take(std::size_t bytes)
{
#ifdef __linux__
    if (bytes == 0 || bytes % Page)
        return nullptr;
    Pool& p = pool();
    char* at = nullptr;
    {
        const std::lock_guard lock(p.mutex);
        if (p.scopes == 0)
            return nullptr;
        const auto fit = p.bySize.lower_bound(bytes);
        if (fit == p.bySize.end())
            return nullptr;
        const std::size_t size = fit->first;
        at = fit->second;
        p.erase(at, size);
        if (size > bytes)
            p.insert(at + bytes, size - bytes);
    }
    forEachResidentRun(at, bytes, [&](std::size_t offset, std::size_t length) { std::memset(at + offset, 0, length); });
    return at;
#else
    (void)bytes;
    return nullptr;
#endif
}

bool give(void* block, std::size_t bytes)
{
#ifdef __linux__
    if (!block || bytes == 0 || bytes % Page || reinterpret_cast<std::uintptr_t>(block) % Page)
        return false;
    Pool& p = pool();
    {
        const std::lock_guard lock(p.mutex);
        if (p.scopes == 0 || p.held + bytes > MaxHeldBytes)
            return false;
    }
    if (!anyResident(block, bytes)) // nothing written: no faster than fresh memory
        return false;
    const std::lock_guard lock(p.mutex);
    if (p.scopes == 0 || p.held + bytes > MaxHeldBytes)
        return false;
    p.add(static_cast<char*>(block), bytes);
    return true;
#else
    (void)block;
    (void)bytes;
    return false;
#endif
}

void copyWritten(void* to, const void* from, std::size_t bytes)
{
    const std::size_t whole = bytes / Page * Page;
    forEachResidentRun(from, whole, [&](std::size_t offset, std::size_t length) {
        std::memcpy(static_cast<char*>(to) + offset, static_cast<const char*>(from) + offset, length);
    });
    if (whole < bytes) // a partial last page (not from LargeBuffer, which rounds to pages)
        std::memcpy(static_cast<char*>(to) + whole, static_cast<const char*>(from) + whole, bytes - whole);
}

std::size_t heldBytes()
{
    Pool& p = pool();
    const std::lock_guard lock(p.mutex);
    return p.held;
}

} // namespace pagerecycler

} // namespace kibitz::pgn
