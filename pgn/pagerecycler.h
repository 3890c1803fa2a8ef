// Recycles the written pages of the large buffers (largebuffer.h) a build frees for the ones it makes next: on some
// VMs the first write to a page costs 5-11 us however the page was backed (measured on a PVM guest, 4 KB pages),
// against about 0.05 us to zero a page the process already has. Active only while a PageRecycling scope lives.
// Invariants: a block handed out reads as zero everywhere, like fresh anonymous memory; held blocks are page-aligned,
// disjoint, and owned by nobody else; the last scope to end unmaps every held block.
#pragma once

#include <cstddef>

namespace kibitz::pgn {

// Recycling is on while at least one of these lives (scopes may nest and overlap on several threads).
class PageRecycling {
public:
    PageRecycling();
    ~PageRecycling();
    PageRecycling(const PageRecycling&) = delete;
    PageRecycling& operator=(const PageRecycling&) = delete;
};

namespace pagerecycler {

// Written pages held at most (beyond them, freed buffers are unmapped as without recycling).
constexpr std::size_t MaxHeldBytes = std::size_t(1) << 30;

// A held block of exactly `bytes` (a page multiple), zero throughout; nullptr when recycling is off or no held block
// is large enough. The smallest block that fits is cut; the rest stays held.
void* take(std::size_t bytes);
// Keeps [p, p + bytes) (page-aligned, from mmap or take) for a later take when recycling is on and it has written
// pages; false when it is not kept: the caller unmaps it.
bool give(void* p, std::size_t bytes);
// Copies the written pages of [from, from + bytes) to `to` (which reads as zero), leaving the others unread: reading
// a page never written would map a page for nothing.
void copyWritten(void* to, const void* from, std::size_t bytes);
// Bytes held now (for tests).
std::size_t heldBytes();

} // namespace pagerecycler

} // namespace kibitz::pgn
