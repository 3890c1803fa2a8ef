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
    std::string open(const std::string& path);
    void close();

    std::string_view data() const { return m_view; }
    std::uint64_t size() const { return m_view.size(); }
    std::int64_t modifiedNs() const { return m_mtimeNs; } // modification time (ns since epoch) when opened
    // Which file was opened (device and inode): a file replaced by rename is another file, while the mapping
    // keeps the old one's bytes; a file rewritten in place is the same file, and a mapping shows its new bytes.
    std::uint64_t device() const { return m_device; }
    std::uint64_t inode() const { return m_inode; }

private:
    void* m_map = nullptr;
    std::size_t m_mapLength = 0;
    std::string m_buffer; // for inputs that cannot be mapped
    std::string_view m_view;
    std::int64_t m_mtimeNs = 0;
    std::uint64_t m_device = 0, m_inode = 0;
};

} // namespace kibitz::pgn
