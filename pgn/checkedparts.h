// Checks of a mapped cache by parts, as they are used: the image is cut into chunks of ChunkBytes, each with its own
// checksum (kept in the image, itself covered by the header's checksum), and a chunk is verified the first time any
// byte of it is read, then remembered. Opening a large cache so reads only its header and chunk table; a damaged
// chunk is found when a query first reaches it and reported by throwing CacheDamaged (never read as if sound).
// Invariants: a chunk is marked good only after its checksum matched; once a chunk failed, every later check of it
// fails too; checks may run on any number of threads at once (a chunk may then be verified twice, never wrongly).
// A chunk may also have its values checked (setValueCheck()), after its checksum matched and before it counts as good.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace kibitz::pgn {

// A part of a cache failed its checksum when it was first used. what() says which file and which bytes; the
// file is named by path() so the caller can remove it and open the database again (which rebuilds it). device() and
// inode() say which file that was (0: not known), so that a caller removes it only while it is still the one at path()
// and not a new cache written there since.
class CacheDamaged : public std::runtime_error {
public:
    CacheDamaged(const std::string& path, const std::string& what, std::uint64_t device = 0, std::uint64_t inode = 0)
        : std::runtime_error(what),
          m_path(path),
          m_device(device),
          m_inode(inode)
    {
    }
    const std::string& path() const { return m_path; }
    std::uint64_t device() const { return m_device; }
    std::uint64_t inode() const { return m_inode; }

private:
    std::string m_path;
    std::uint64_t m_device = 0, m_inode = 0;
};

class CheckedParts {
public:
    // The chunk size unless a cache format says otherwise (the game index cache; segments use smaller chunks, see
    // SegmentImage::ChunkBytes): a part of the format, so changing it changes the format's version.
    static constexpr std::uint64_t ChunkBytes = 16384;
    // The checksum of chunk `index` holding `bytes` (seeded with its index, so that chunks cannot trade places).
    static std::uint64_t chunkChecksum(const void* bytes, std::size_t size, std::uint64_t index);
    static std::uint64_t chunkSeed(std::uint64_t index) { return 0x6B69627A63686B00ULL ^ index; } // of chunkChecksum()
    // Chunks needed for `size` checked bytes.
    static std::uint64_t chunkCount(std::uint64_t size, std::uint64_t chunkBytes = ChunkBytes)
    {
        return (size + chunkBytes - 1) / chunkBytes;
    }

    // `image`: the whole mapped image; the checked bytes are image[begin, end), chunk k starting at begin + k *
    // chunkBytes; `sums` holds chunkCount(end - begin, chunkBytes) checksums (inside the image). `path` names the
    // file in errors.
    CheckedParts(std::string_view image, std::uint64_t begin, std::uint64_t end, std::span<const std::uint64_t> sums, std::string path,
                 std::uint64_t chunkBytes = ChunkBytes);

    // Every chunk holding a byte of [p, p + size) verified (p points into the image; bytes outside the checked range
    // need no check). Throws CacheDamaged when one fails.
    void need(const void* p, std::size_t size) const
    {
        const auto at = std::uint64_t(static_cast<const char*>(p) - m_image.data());
        if (size == 0 || at >= m_end || at + size <= m_begin)
            return;
        const std::uint64_t first = (std::max(at, m_begin) - m_begin) / m_chunkBytes;
        const std::uint64_t last = (std::min(at + size, m_end) - 1 - m_begin) / m_chunkBytes;
        for (std::uint64_t k = first; k <= last; ++k)
            if (m_state[k].load(std::memory_order_acquire) != Good)
                verify(k, m_image.data() + m_begin + k * m_chunkBytes);
    }
    // The same for a whole group of the image's parts (bit i of `mask`: part i, see setParts()), checked once.
    void needParts(std::uint64_t mask) const
    {
        if ((m_partsDone.load(std::memory_order_acquire) & mask) != mask)
            verifyParts(mask);
    }
    // Where part i lies (a section of the image), for needParts().
    void setPart(int part, std::uint64_t offset, std::uint64_t size);
    // A check of chunk k's values (true: sound) run once its checksum matched: a cache that sums right can still
    // hold values its reader must not trust (a writer's bug, a crafted file). It reads the chunk at `bytes` (in the
    // image, or the copy needCopy() was given). Set before any chunk is checked.
    void setValueCheck(std::function<bool(std::uint64_t chunk, const char* bytes)> check) { m_valueCheck = std::move(check); }
    // Chunk k verified from a copy of its bytes read from the same file (chunkRange(k) of it), unless it is verified
    // already; throws CacheDamaged as need() does. For a reader that copies many chunks out of the file rather than
    // touch them in the mapping (GameIndex::readEntries).
    void needCopy(std::uint64_t chunk, const char* bytes) const
    {
        if (m_state[chunk].load(std::memory_order_acquire) != Good)
            verify(chunk, bytes);
    }
    // Where chunk k lies in the image: {offset, size}.
    std::pair<std::uint64_t, std::uint64_t> chunkRange(std::uint64_t chunk) const
    {
        const std::uint64_t at = m_begin + chunk * m_chunkBytes;
        return {at, std::min(m_chunkBytes, m_end - at)};
    }
    // Which file the image was mapped from (MappedFile::device() and inode()), for CacheDamaged.
    void setFile(std::uint64_t device, std::uint64_t inode) { m_device = device, m_inode = inode; }
    // Every chunk not verified yet; "" when all are sound, else why not (does not throw).
    std::string checkAll() const;
    // Marks every chunk sound without reading it (an image this process has just written).
    void trustAll() const;
    std::uint64_t chunksVerified() const;

private:
    enum : std::uint8_t { Unknown = 0, Good = 1, Bad = 2, BadValues = 3 };
    void verify(std::uint64_t chunk, const char* bytes) const; // its bytes at `bytes`; throws CacheDamaged
    void verifyParts(std::uint64_t mask) const;

    std::string_view m_image;
    std::uint64_t m_begin = 0, m_end = 0, m_chunkBytes = ChunkBytes;
    std::span<const std::uint64_t> m_sums;
    std::string m_path;
    std::uint64_t m_device = 0, m_inode = 0;
    std::function<bool(std::uint64_t, const char*)> m_valueCheck;
    std::unique_ptr<std::atomic<std::uint8_t>[]> m_state;
    mutable std::atomic<std::uint64_t> m_partsDone{0};
    std::uint64_t m_partOffset[64] = {}, m_partSize[64] = {};
};

} // namespace kibitz::pgn
