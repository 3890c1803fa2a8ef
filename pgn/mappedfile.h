// A read-only view of a whole file: memory-mapped when possible (constant heap use at any size),
// read into memory for pipes and special files.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace kibitz::pgn {

class MappedFile {
public:
    MappedFile() = default;
    ~MappedFile();
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;

    // Opens `path`; returns an empty string on success, else a message such as "No such file or directory".
    // `forReads`: a mapped file's descriptor stays open for readAt() (otherwise it copies from the mapping).
    std::string open(const std::string& path, bool forReads = false);
    void close();

    std::string_view data() const { return m_view; }
    std::uint64_t size() const { return m_view.size(); }
    std::int64_t modifiedNs() const { return m_mtimeNs; } // modification time (ns since epoch) when opened
    // Which file was opened (device and inode): a file replaced by rename is another file, while the mapping
    // keeps the old one's bytes; a file rewritten in place is the same file, and a mapping shows its new bytes.
    std::uint64_t device() const { return m_device; }
    std::uint64_t inode() const { return m_inode; }
    // Copies bytes [offset, offset + n) into `to`: read() from the file when it was opened for reads and mapped, else
    // from the view. For a reader that goes through much of a large mapped file once: a paravirtualised VM charges
    // several us for each page a process first touches in a mapping, while read() copies at memory speed (640 MB of
    // a cache in the page cache: 0.35 s touched in the mapping against 0.10 s read, measured here). False when the
    // bytes are not all there (past the end, an I/O error).
    bool readAt(std::uint64_t offset, void* to, std::size_t n) const;

private:
    void* m_map = nullptr;
    std::size_t m_mapLength = 0;
    std::string m_buffer; // for inputs that cannot be mapped
    std::string_view m_view;
    std::int64_t m_mtimeNs = 0;
    std::uint64_t m_device = 0, m_inode = 0;
    int m_fd = -1; // kept open while mapped when opened for reads (readAt())
};

} // namespace kibitz::pgn
