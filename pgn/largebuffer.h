// A large zero-initialised array mapped from anonymous memory: its capacity is only reserved address space, pages
// are allocated when first written, and parts can be given back early (discard). Builders size these from upper
// bounds instead of growing vectors (no regrowth copies). Normal pages on purpose: with transparent huge pages
// the kernel zeroes and compacts whole 2 MB pages, measured here to cost more than the faults they save.
// Inside a PageRecycling scope (pagerecycler.h) a buffer is made from, and given back to, the written pages other
// buffers freed. Invariant: holds trivially copyable elements only.
#pragma once

#include "pagerecycler.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace kibitz::pgn {

namespace largebuffer {
constexpr std::uintptr_t Page = 4096;
constexpr std::uintptr_t pageDown(std::uintptr_t a) { return a & ~(Page - 1); }
constexpr std::uintptr_t pageUp(std::uintptr_t a) { return pageDown(a + Page - 1); }
// madvise over [begin, end) (page-aligned, begin not null), when the range holds a page and the advice exists here.
inline void advise([[maybe_unused]] std::uintptr_t begin, [[maybe_unused]] std::uintptr_t end, [[maybe_unused]] int advice)
{
#ifdef __linux__
    if (advice >= 0 && begin && end > begin)
        ::madvise(reinterpret_cast<void*>(begin), end - begin, advice);
#endif
}
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
constexpr int Populate = MADV_POPULATE_WRITE; // Linux 5.14; without it, pages fault in as they are written
#else
constexpr int Populate = -1;
#endif
#ifdef __linux__
constexpr int Discard = MADV_DONTNEED;
#else
constexpr int Discard = -1;
#endif
} // namespace largebuffer

// Backs the whole pages of [data, data + count) of any private writable memory (a vector's, say) now, in one call,
// as LargeBuffer::populate does (see there); for memory about to be written all over, from several threads at once.
template <class T>
void populatePages(T* data, std::size_t count)
{
    using namespace largebuffer;
    advise(pageUp(reinterpret_cast<std::uintptr_t>(data)), pageDown(reinterpret_cast<std::uintptr_t>(data + count)), Populate);
}

template <class T>
class LargeBuffer {
    static_assert(std::is_trivially_copyable_v<T>);

public:
    LargeBuffer() = default;
    explicit LargeBuffer(std::size_t count) { allocate(count); }
    ~LargeBuffer() { release(); }
    LargeBuffer(LargeBuffer&& o) noexcept
        : m_data(std::exchange(o.m_data, nullptr)),
          m_bytes(std::exchange(o.m_bytes, 0)),
          m_populated(std::exchange(o.m_populated, 0))
    {
    }
    LargeBuffer& operator=(LargeBuffer&& o) noexcept
    {
        if (this != &o) {
            release();
            m_data = std::exchange(o.m_data, nullptr);
            m_bytes = std::exchange(o.m_bytes, 0);
            m_populated = std::exchange(o.m_populated, 0);
        }
        return *this;
    }
    LargeBuffer(const LargeBuffer&) = delete;
    LargeBuffer& operator=(const LargeBuffer&) = delete;

    T* data() const { return m_data; }
    std::size_t size() const { return m_bytes / sizeof(T); } // elements of room (the reserved bytes, page-rounded)
    T& operator[](std::size_t i) const { return m_data[i]; }
    // Gives the memory of elements [from, from + count) back to the system (whole pages only); they read as zero
    // afterwards. Lets a consumer shrink the footprint while it works through the buffer.
    void discard(std::size_t from, std::size_t count)
    {
        using namespace largebuffer;
        if (m_data)
            advise(pageUp(address(from)), pageDown(address(from + count)), Discard);
    }

    // Backs elements [from, from + count) with memory now, in one call, instead of one page fault per page when
    // they are first written: measured here (a VM) at about 3.4 us per fault against 1.2 us per page populated in
    // bulk. Only a hint: without MADV_POPULATE_WRITE (Linux < 5.14) the pages fault in as before.
    void populate(std::size_t from, std::size_t count)
    {
        using namespace largebuffer;
        if (m_data)
            advise(pageDown(address(from)), std::min(pageUp(address(from + count)), address(0) + m_bytes), Populate);
    }
    // Makes room for at least `count` elements, keeping the contents (and the pages backed so far): the pages are
    // moved (mremap), not copied, so growing costs neither a copy nor a page fault per page of the old contents.
    void grow(std::size_t count)
    {
        if (count <= size())
            return;
        if (!m_data) {
            allocate(count);
            return;
        }
        const std::size_t bytes = pageBytes(count);
#ifdef __linux__
        // Recycled pages if there are (written already), else the old pages moved; mremap moves one mapping only, so
        // recycled pages of two mappings get new ones. Into recycled or new pages the old contents are copied.
        void* p = pagerecycler::take(bytes);
        bool moved = false;
        if (!p) {
            p = ::mremap(m_data, m_bytes, bytes, MREMAP_MAYMOVE);
            moved = p != MAP_FAILED;
            if (!moved)
                p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
            if (p == MAP_FAILED)
                throw std::bad_alloc();
        }
        if (!moved) {
            pagerecycler::copyWritten(p, m_data, m_bytes);
            release();
        }
        m_data = static_cast<T*>(p);
#else
        void* p = std::realloc(m_data, bytes);
        if (!p)
            throw std::bad_alloc();
        std::memset(static_cast<char*>(p) + m_bytes, 0, bytes - m_bytes);
        m_data = static_cast<T*>(p);
#endif
        m_bytes = bytes;
    }
    std::size_t populated() const { return m_populated; } // elements populateTo() has backed

    // populate() for a buffer written front to back: makes sure [0, upTo) is backed, a step of at least `ahead`
    // elements at a time (so the calls stay few), never past the end.
    void populateTo(std::size_t upTo, std::size_t ahead)
    {
        if (upTo <= m_populated)
            return;
        const std::size_t to = std::min(std::max(upTo, m_populated + ahead), m_bytes / sizeof(T));
        populate(m_populated, to - m_populated);
        m_populated = to;
    }

private:
    static std::size_t pageBytes(std::size_t count) { return std::size_t(largebuffer::pageUp(count * sizeof(T))); }
    std::uintptr_t address(std::size_t element) const { return reinterpret_cast<std::uintptr_t>(m_data + element); }
    void allocate(std::size_t count)
    {
        m_bytes = pageBytes(count);
        if (m_bytes == 0)
            return;
#ifdef __linux__
        if (void* q = pagerecycler::take(m_bytes)) {
            m_data = static_cast<T*>(q);
            return;
        }
        void* p = ::mmap(nullptr, m_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            throw std::bad_alloc();
        m_data = static_cast<T*>(p);
#else
        m_data = static_cast<T*>(std::calloc(1, m_bytes));
        if (!m_data)
            throw std::bad_alloc();
#endif
    }
    void release()
    {
        if (!m_data)
            return;
#ifdef __linux__
        if (!pagerecycler::give(m_data, m_bytes))
            ::munmap(m_data, m_bytes);
#else
        std::free(m_data);
#endif
        m_data = nullptr;
    }

    T* m_data = nullptr;
    std::size_t m_bytes = 0;
    std::size_t m_populated = 0; // elements populateTo() has backed
};

} // namespace kibitz::pgn
