// PagedVector: an array written front to back (push_back) in anonymous memory, for the index builder's per-ply
// tables, whose pages dominated its page faults. Its pages are backed a step ahead of the writes (one madvise per
// 128 KB instead of a fault per 4 KB page: about 1.2 against 3 us per page measured here), and growing past its room
// moves the pages (mremap) instead of copying them into fresh ones.
// Invariants: elements [0, size()) are the ones pushed, in order; holds trivially copyable elements only.
#pragma once

#include "largebuffer.h"

#include <algorithm>
#include <cstddef>
#include <utility>

namespace kibitz::pgn {

template <class T>
class PagedVector {
public:
    PagedVector() = default;
    PagedVector(PagedVector&& o) noexcept : m_buffer(std::move(o.m_buffer)), m_size(std::exchange(o.m_size, 0)) {}
    PagedVector& operator=(PagedVector&& o) noexcept
    {
        if (this != &o) {
            m_buffer = std::move(o.m_buffer);
            m_size = std::exchange(o.m_size, 0);
        }
        return *this;
    }

    // Address space for `count` elements (pages are backed only as they are reached).
    void reserve(std::size_t count) { m_buffer.grow(count); }
    void push_back(const T& v)
    {
        if (m_size >= m_buffer.populated()) [[unlikely]]
            makeRoom(1);
        m_buffer.data()[m_size++] = v;
    }
    // Appends n elements (the room they need backed in one go).
    void append(const T* from, std::size_t n)
    {
        makeRoom(n);
        std::copy(from, from + n, m_buffer.data() + m_size);
        m_size += n;
    }
    // Empties it, keeping its pages: the next pushes write them without a fault or a madvise.
    void clear() { m_size = 0; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const T* data() const { return m_buffer.data(); }
    T* data() { return m_buffer.data(); }
    // A contiguous range: converts to a std::span.
    const T* begin() const { return data(); }
    const T* end() const { return data() + m_size; }
    T* begin() { return data(); }
    T* end() { return data() + m_size; }
    const T& operator[](std::size_t i) const { return m_buffer.data()[i]; }
    T& operator[](std::size_t i) { return m_buffer.data()[i]; }

private:
    static constexpr std::size_t StepBytes = std::size_t(1) << 17;
    static constexpr std::size_t Step = std::max<std::size_t>(1, StepBytes / sizeof(T));
    // Room for n more elements, grown and backed (the elements up to m_buffer.populated() may be written at once).
    void makeRoom(std::size_t n)
    {
        if (m_size + n > m_buffer.size())
            m_buffer.grow(std::max({m_size + n, 2 * m_buffer.size(), Step}));
        m_buffer.populateTo(m_size + n, Step);
    }

    LargeBuffer<T> m_buffer;
    std::size_t m_size = 0;
};

} // namespace kibitz::pgn
