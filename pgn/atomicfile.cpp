// The data is synced before the rename and the directory after it: without the first a crash can leave the new
// name on an empty file, without the second the rename itself may be lost.
#include "atomicfile.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::pgn {

SaveResult SaveResult::failure(std::string_view what, const std::string& path, int err)
{
    SaveResult r;
    r.ok = false;
    r.errorNumber = err;
    r.message = std::string(what) + " '" + path + "'" + (err ? std::string(": ") + std::strerror(err) : std::string());
    return r;
}

SaveResult SaveResult::failure(std::string message)
{
    SaveResult r;
    r.ok = false;
    r.message = std::move(message);
    return r;
}

namespace {

std::string directoryOf(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
}

// Bytes written since the last hand-over after which the kernel is asked to start writing them back.
constexpr std::uint64_t WriteBackStep = std::uint64_t(8) << 20;

} // namespace

std::string writeTarget(const std::string& path)
{
    // Saving through a symlink replaces the file it points to, not the link.
    char* real = ::realpath(path.c_str(), nullptr);
    if (!real)
        return path;
    std::string out(real);
    std::free(real);
    return out;
}

AtomicFile::AtomicFile(SaveOptions options) : m_options(std::move(options)) {}

AtomicFile::~AtomicFile()
{
    if (m_fd >= 0)
        ::close(m_fd);
    if (!m_temp.empty())
        ::unlink(m_temp.c_str()); // never committed: the target stays as it was
}

SaveResult AtomicFile::usable(const char* action)
{
    if (!m_failure)
        return m_failure; // the first failure, again
    if (m_fd < 0)
        return fail(SaveResult::failure(std::string(action) + " a file that is not open:", m_target, 0));
    return {};
}

SaveResult AtomicFile::fail(SaveResult r)
{
    if (m_failure.ok)
        m_failure = r;
    return r;
}

SaveResult AtomicFile::setTarget(const std::string& path)
{
    const std::string target = writeTarget(path);
    struct stat st {};
    const bool exists = ::stat(target.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode))
        return fail(SaveResult::failure("not a regular file:", target, 0));
    m_target = target;
    m_hadTarget = exists;
    m_mode = st.st_mode;
    m_uid = st.st_uid;
    m_gid = st.st_gid;
    return {};
}

SaveResult AtomicFile::open(const std::string& path)
{
    if (SaveResult r = setTarget(path); !r)
        return r;

    const std::size_t slash = m_target.rfind('/');
    const std::string base = slash == std::string::npos ? m_target : m_target.substr(slash + 1);
    static std::atomic<unsigned> counter{0};
    const auto seed = std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::uint64_t mix = (seed ^ (std::uint64_t(::getpid()) << 32)) + 0x9E3779B97F4A7C15ULL * ++counter;
        char suffix[17];
        std::snprintf(suffix, sizeof suffix, "%016llx", static_cast<unsigned long long>(mix));
        const std::string temp = directoryOf(m_target) + "/." + base + ".kibitz-" + suffix + ".tmp";
        // 0666 and the umask give a new file the usual permissions; an existing target's are copied in commit().
        const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) {
            m_fd = fd;
            m_temp = temp;
            return {};
        }
        if (errno != EEXIST)
            return fail(SaveResult::failure("create temporary file next to", m_target, errno));
    }
    return fail(SaveResult::failure("create temporary file next to", m_target, EEXIST));
}

SaveResult AtomicFile::write(std::string_view bytes)
{
    if (SaveResult r = usable("write to"); !r)
        return r;
    const std::size_t block = std::max<std::size_t>(m_options.blockSize, 1);
    if (!m_buffer.empty()) { // the buffered block is completed first; the buffer never holds more than a block
        const std::size_t take = std::min(bytes.size(), block - std::min(block, m_buffer.size()));
        m_buffer.append(bytes.substr(0, take));
        bytes.remove_prefix(take);
        if (m_buffer.size() < block)
            return {};
        if (SaveResult r = flush(); !r)
            return r;
    }
    while (bytes.size() >= block) { // whole blocks go straight to the file, without a copy
        if (SaveResult r = writeNow(bytes.data(), block); !r)
            return r;
        bytes.remove_prefix(block);
    }
    m_buffer.append(bytes);
    return {};
}

SaveResult AtomicFile::flush()
{
    if (m_buffer.empty())
        return {};
    SaveResult r = writeNow(m_buffer.data(), m_buffer.size());
    m_buffer.clear();
    return r;
}

SaveResult AtomicFile::writeNow(const char* data, std::size_t size)
{
    while (size > 0) {
        const ssize_t n = ::write(m_fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return fail(SaveResult::failure("write", m_temp, errno));
        data += n;
        size -= std::size_t(n);
        m_written += std::uint64_t(n);
    }
#ifdef __linux__
    if (m_written - m_handedToWriteBack >= WriteBackStep) {
        ::sync_file_range(m_fd, off64_t(m_handedToWriteBack), off64_t(m_written - m_handedToWriteBack), SYNC_FILE_RANGE_WRITE);
        m_handedToWriteBack = m_written;
    }
#endif
    if (m_options.onBlock)
        m_options.onBlock(m_written);
    return {};
}

SaveResult AtomicFile::writeAt(std::uint64_t offset, std::string_view bytes)
{
    if (SaveResult r = usable("write to"); !r)
        return r;
    if (SaveResult r = flush(); !r)
        return r;
    if (offset > m_written || bytes.size() > m_written - offset)
        return fail(SaveResult::failure("overwrite beyond the end of", m_temp, 0));
    while (!bytes.empty()) {
        const ssize_t n = ::pwrite(m_fd, bytes.data(), bytes.size(), off_t(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return fail(SaveResult::failure("write", m_temp, errno));
        bytes.remove_prefix(std::size_t(n));
        offset += std::uint64_t(n);
    }
    return {};
}

SaveResult AtomicFile::commitAs(const std::string& path)
{
    if (!m_failure)
        return m_failure;
    if (directoryOf(writeTarget(path)) != directoryOf(m_target)) // rename is atomic only within one directory
        return fail(SaveResult::failure("rename across directories to", writeTarget(path), 0));
    if (SaveResult r = setTarget(path); !r)
        return r;
    return commit();
}

SaveResult AtomicFile::commit()
{
    if (SaveResult r = usable("commit"); !r)
        return r;
    if (SaveResult r = flush(); !r)
        return r;
    if (m_hadTarget) {
        if (::fchmod(m_fd, m_mode & 07777) != 0)
            return fail(SaveResult::failure("set permissions of", m_temp, errno));
        if (m_uid != ::geteuid() || m_gid != ::getegid())
            (void)!::fchown(m_fd, m_uid, m_gid); // only root or group members can
    }
    if (::fsync(m_fd) != 0)
        return fail(SaveResult::failure("sync", m_temp, errno));
    const int fd = std::exchange(m_fd, -1);
    if (::close(fd) != 0)
        return fail(SaveResult::failure("close", m_temp, errno));
    if (::rename(m_temp.c_str(), m_target.c_str()) != 0)
        return fail(SaveResult::failure("rename", m_temp, errno));
    m_temp.clear();
    const std::string dir = directoryOf(m_target);
    const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    const bool synced = dirFd >= 0 && ::fsync(dirFd) == 0;
    const int err = errno;
    if (dirFd >= 0)
        ::close(dirFd);
    if (!synced)
        return fail(SaveResult::failure("sync directory", dir, err)); // the new file is in place; only durability is unsure
    return {};
}

} // namespace kibitz::pgn
