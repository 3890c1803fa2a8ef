// POSIX implementation of MappedFile.
#include "mappedfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace kibitz::pgn {

MappedFile::~MappedFile() { close(); }

MappedFile::MappedFile(MappedFile&& other) noexcept { *this = std::move(other); }

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept
{
    if (this != &other) {
        close();
        m_map = std::exchange(other.m_map, nullptr);
        m_mapLength = std::exchange(other.m_mapLength, 0);
        m_buffer = std::move(other.m_buffer);
        m_mtimeNs = other.m_mtimeNs;
        m_device = other.m_device;
        m_inode = other.m_inode;
        m_fd = std::exchange(other.m_fd, -1);
        m_view = m_map ? std::string_view(static_cast<const char*>(m_map), m_mapLength) : std::string_view(m_buffer);
        other.m_view = {};
    }
    return *this;
}

void MappedFile::close()
{
    if (m_map)
        munmap(m_map, m_mapLength);
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    m_map = nullptr;
    m_mapLength = 0;
    m_buffer.clear();
    m_view = {};
}

std::string MappedFile::open(const std::string& path, bool forReads)
{
    close();
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::strerror(errno);
    struct stat st {};
    if (fstat(fd, &st) != 0) {
        const std::string err = std::strerror(errno);
        ::close(fd);
        return err;
    }
    if (S_ISDIR(st.st_mode)) {
        ::close(fd);
        return "is a directory";
    }
    m_mtimeNs = std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    m_device = std::uint64_t(st.st_dev);
    m_inode = std::uint64_t(st.st_ino);
    if (S_ISREG(st.st_mode) && st.st_size > 0) {
        // Pages fault in as the reader walks the file; MADV_SEQUENTIAL lets the kernel read ahead.
        void* p = mmap(nullptr, std::size_t(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
        if (p != MAP_FAILED) {
            madvise(p, std::size_t(st.st_size), MADV_SEQUENTIAL);
            m_map = p;
            m_mapLength = std::size_t(st.st_size);
            m_view = std::string_view(static_cast<const char*>(p), m_mapLength);
            if (forReads)
                m_fd = fd;
            else
                ::close(fd);
            return {};
        }
    }
    // Pipes, empty or unmappable files: read everything.
    char chunk[1 << 16];
    ssize_t n;
    while ((n = ::read(fd, chunk, sizeof chunk)) > 0)
        m_buffer.append(chunk, std::size_t(n));
    const int readErrno = n < 0 ? errno : 0;
    ::close(fd);
    if (readErrno)
        return std::strerror(readErrno);
    m_view = m_buffer;
    return {};
}

bool MappedFile::readAt(std::uint64_t offset, void* to, std::size_t n) const
{
    if (offset > m_view.size() || n > m_view.size() - offset)
        return false;
    if (m_fd < 0) {
        std::memcpy(to, m_view.data() + offset, n);
        return true;
    }
    auto* out = static_cast<char*>(to);
    while (n > 0) {
        const ssize_t got = ::pread(m_fd, out, n, off_t(offset));
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false; // an error, or the file is shorter than it was when mapped
        out += got;
        offset += std::uint64_t(got);
        n -= std::size_t(got);
    }
    return true;
}

} // namespace kibitz::pgn
