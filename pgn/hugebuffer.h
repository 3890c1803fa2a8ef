// A large zero-initialised scratch array backed by transparent huge pages where the system offers them (Linux
// madvise), so filling hundreds of megabytes costs a few hundred page faults instead of tens of thousands.
// Invariant: holds trivially copyable elements only; pages untouched stay unallocated (capacity is cheap).
#pragma once

#include <cstddef>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <utility>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace kibitz::pgn {

template <class T>
class HugeBuffer {
    static_assert(std::is_trivially_copyable_v<T>);

public:
    HugeBuffer() = default;
    explicit HugeBuffer(std::size_t count) { allocate(count); }
    ~HugeBuffer() { release(); }
    HugeBuffer(HugeBuffer&& o) noexcept : m_data(std::exchange(o.m_data, nullptr)), m_bytes(std::exchange(o.m_bytes, 0)) {}
    HugeBuffer& operator=(HugeBuffer&& o) noexcept
    {
        if (this != &o) {
            release();
            m_data = std::exchange(o.m_data, nullptr);
            m_bytes = std::exchange(o.m_bytes, 0);
        }
        return *this;
    }
    HugeBuffer(const HugeBuffer&) = delete;
    HugeBuffer& operator=(const HugeBuffer&) = delete;

    T* data() const { return m_data; }
    T& operator[](std::size_t i) const { return m_data[i]; }

private:
    void allocate(std::size_t count)
    {
        constexpr std::size_t Huge = std::size_t(2) << 20;
        m_bytes = (count * sizeof(T) + Huge - 1) / Huge * Huge;
        if (m_bytes == 0)
            return;
#ifdef __linux__
        void* p = ::mmap(nullptr, m_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            throw std::bad_alloc();
        ::madvise(p, m_bytes, MADV_HUGEPAGE);
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
        ::munmap(m_data, m_bytes);
#else
        std::free(m_data);
#endif
        m_data = nullptr;
    }

    T* m_data = nullptr;
    std::size_t m_bytes = 0;
};

} // namespace kibitz::pgn
