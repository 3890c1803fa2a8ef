// Atomic rewrite: temp file in the target's directory (rename is atomic only within one file system),
// fsync of the data before the rename and of the directory after it (else the rename itself may be lost).
#include "savefile.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::pgn {

namespace {

SaveResult failure(std::string_view what, const std::string& path, int err)
{
    SaveResult r;
    r.ok = false;
    r.errorNumber = err;
    r.message = std::string(what) + " '" + path + "'" + (err ? std::string(": ") + std::strerror(err) : std::string());
    return r;
}

SaveResult failure(std::string_view message)
{
    SaveResult r;
    r.ok = false;
    r.message = message;
    return r;
}

class FileDescriptor {
public:
    explicit FileDescriptor(int fd = -1) : m_fd(fd) {}
    FileDescriptor(const FileDescriptor&) = delete;
    FileDescriptor& operator=(const FileDescriptor&) = delete;
    ~FileDescriptor() { reset(); }
    int get() const { return m_fd; }
    void reset(int fd = -1)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }
    int release() { return std::exchange(m_fd, -1); }

private:
    int m_fd;
};

std::int64_t mtimeNs(const struct stat& st) { return std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec; }

FileStamp stampOf(const struct stat& st) { return {std::uint64_t(st.st_size), mtimeNs(st)}; }

bool matches(const FileStamp& expected, const FileStamp& actual)
{
    return expected.size == actual.size && (expected.mtimeNs == 0 || expected.mtimeNs == actual.mtimeNs);
}

// Saving through a symlink replaces the file it points to, not the link.
std::string resolveTarget(const std::string& path)
{
    char* real = ::realpath(path.c_str(), nullptr);
    if (!real)
        return path;
    std::string out(real);
    std::free(real);
    return out;
}

std::string directoryOf(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
}

// The temporary file and everything written to it; removed again unless committed.
class TempFile {
public:
    TempFile(const std::string& target, const SaveOptions& options) : m_target(target), m_options(options) {}
    ~TempFile()
    {
        if (!m_path.empty())
            ::unlink(m_path.c_str());
    }

    SaveResult create()
    {
        const std::size_t slash = m_target.rfind('/');
        const std::string base = slash == std::string::npos ? m_target : m_target.substr(slash + 1);
        static std::atomic<unsigned> counter{0};
        const auto seed = std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count());
        for (int attempt = 0; attempt < 100; ++attempt) {
            const std::uint64_t mix = (seed ^ (std::uint64_t(::getpid()) << 32)) + 0x9E3779B97F4A7C15ULL * ++counter;
            char suffix[17];
            std::snprintf(suffix, sizeof suffix, "%016llx", static_cast<unsigned long long>(mix));
            const std::string path = directoryOf(m_target) + "/." + base + ".kibitz-" + suffix + ".tmp";
            // 0666 and the umask give a new file the usual permissions; an existing target's are copied later.
            const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (fd >= 0) {
                m_fd.reset(fd);
                m_path = path;
                return {};
            }
            if (errno != EEXIST)
                return failure("create temporary file next to", m_target, errno);
        }
        return failure("create temporary file next to", m_target, EEXIST);
    }

    SaveResult write(std::string_view bytes)
    {
        while (!bytes.empty()) {
            const std::size_t chunk = std::min(bytes.size(), std::max<std::size_t>(m_options.blockSize, 1));
            if (SaveResult r = writeAll(bytes.data(), chunk); !r)
                return r;
            bytes.remove_prefix(chunk);
        }
        return {};
    }

    // Copies [offset, offset + length) of `source` in blocks.
    SaveResult copy(int source, const std::string& sourcePath, std::uint64_t offset, std::uint64_t length)
    {
        std::vector<char> buffer(std::max<std::size_t>(m_options.blockSize, 1));
        while (length > 0) {
            const std::size_t want = std::size_t(std::min<std::uint64_t>(length, buffer.size()));
            const ssize_t got = ::pread(source, buffer.data(), want, off_t(offset));
            if (got < 0 && errno == EINTR)
                continue;
            if (got < 0)
                return failure("read", sourcePath, errno);
            if (got == 0)
                return failure("file shrank while saving: '" + sourcePath + "'");
            if (SaveResult r = writeAll(buffer.data(), std::size_t(got)); !r)
                return r;
            offset += std::uint64_t(got);
            length -= std::uint64_t(got);
        }
        return {};
    }

    // Gives the temp file the original's permissions (and owner, where allowed), syncs it and renames it
    // over the target, then syncs the directory so the rename is durable too.
    SaveResult commit(const struct stat* original)
    {
        if (original) {
            if (::fchmod(m_fd.get(), original->st_mode & 07777) != 0)
                return failure("set permissions of", m_path, errno);
            if (original->st_uid != ::geteuid() || original->st_gid != ::getegid())
                (void)!::fchown(m_fd.get(), original->st_uid, original->st_gid); // only root or group members can
        }
        if (::fsync(m_fd.get()) != 0)
            return failure("sync", m_path, errno);
        if (::close(m_fd.release()) != 0)
            return failure("close", m_path, errno);
        if (::rename(m_path.c_str(), m_target.c_str()) != 0)
            return failure("rename", m_path, errno);
        m_path.clear();
        const std::string dir = directoryOf(m_target);
        FileDescriptor dirFd(::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
        if (dirFd.get() < 0 || ::fsync(dirFd.get()) != 0)
            return failure("sync directory", dir, errno); // the new file is in place; only durability is unsure
        return {};
    }

private:
    SaveResult writeAll(const char* data, std::size_t size)
    {
        while (size > 0) {
            const ssize_t n = ::write(m_fd.get(), data, size);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                return failure("write", m_path, errno);
            data += n;
            size -= std::size_t(n);
            m_written += std::uint64_t(n);
        }
        if (m_options.onBlock)
            m_options.onBlock(m_written);
        return {};
    }

    std::string m_target;
    const SaveOptions& m_options;
    std::string m_path;
    FileDescriptor m_fd;
    std::uint64_t m_written = 0;
};

// Opens the existing target for copying and checks it against `expected`.
SaveResult openSource(const std::string& target, const std::optional<FileStamp>& expected, FileDescriptor& fd, struct stat& st,
                      bool mayBeMissing)
{
    fd.reset(::open(target.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) {
        if (errno == ENOENT && mayBeMissing && !expected)
            return {};
        return failure("open", target, errno);
    }
    if (::fstat(fd.get(), &st) != 0)
        return failure("stat", target, errno);
    if (!S_ISREG(st.st_mode))
        return failure("not a regular file: '" + target + "'");
    if (expected && !matches(*expected, stampOf(st)))
        return failure("file changed since it was read: '" + target + "'");
    return {};
}

// Fails when the source was modified while we copied it (another program saving at the same time).
SaveResult checkUnchanged(int fd, const std::string& target, const struct stat& before)
{
    struct stat now {};
    if (::fstat(fd, &now) != 0)
        return failure("stat", target, errno);
    if (!(stampOf(now) == stampOf(before)))
        return failure("file changed while saving: '" + target + "'");
    return {};
}

} // namespace

std::optional<FileStamp> fileStamp(const std::string& path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return std::nullopt;
    return stampOf(st);
}

SaveResult writeFileAtomically(const std::string& path, std::string_view bytes, const SaveOptions& options)
{
    const std::string target = resolveTarget(path);
    struct stat st {};
    const bool exists = ::stat(target.c_str(), &st) == 0;
    if (exists && !S_ISREG(st.st_mode))
        return failure("not a regular file: '" + target + "'");
    TempFile temp(target, options);
    SaveResult r = temp.create();
    if (r)
        r = temp.write(bytes);
    if (r)
        r = temp.commit(exists ? &st : nullptr);
    return r;
}

SaveResult replaceGame(const std::string& path, std::uint64_t offset, std::uint64_t length, std::string_view newText,
                       const std::optional<FileStamp>& expected, const SaveOptions& options)
{
    const std::string target = resolveTarget(path);
    FileDescriptor source;
    struct stat st {};
    if (SaveResult r = openSource(target, expected, source, st, false); !r)
        return r;
    const std::uint64_t size = std::uint64_t(st.st_size);
    if (offset > size || length > size - offset)
        return failure("range " + std::to_string(offset) + "+" + std::to_string(length) + " is outside '" + target + "' ("
                       + std::to_string(size) + " bytes)");
    TempFile temp(target, options);
    SaveResult r = temp.create();
    if (r)
        r = temp.copy(source.get(), target, 0, offset);
    if (r)
        r = temp.write(newText);
    if (r)
        r = temp.copy(source.get(), target, offset + length, size - offset - length);
    if (r)
        r = checkUnchanged(source.get(), target, st);
    if (r)
        r = temp.commit(&st);
    return r;
}

SaveResult appendGame(const std::string& path, std::string_view text, const std::optional<FileStamp>& expected, const SaveOptions& options)
{
    const std::string target = resolveTarget(path);
    FileDescriptor source;
    struct stat st {};
    if (SaveResult r = openSource(target, expected, source, st, true); !r)
        return r;
    const bool exists = source.get() >= 0;
    const std::uint64_t size = exists ? std::uint64_t(st.st_size) : 0;

    // Look at the tail for the separator: how many line breaks end the file, and in which style.
    std::string separator;
    if (size > 0) {
        std::string tail(std::size_t(std::min<std::uint64_t>(size, 256)), '\0');
        const ssize_t got = ::pread(source.get(), tail.data(), tail.size(), off_t(size - tail.size()));
        if (got != ssize_t(tail.size()))
            return failure("read", target, got < 0 ? errno : 0);
        int breaks = 0;
        for (auto it = tail.rbegin(); it != tail.rend() && (*it == '\n' || *it == '\r') && breaks < 2; ++it)
            breaks += *it == '\n';
        const std::string newline = tail.find("\r\n") != std::string::npos ? "\r\n" : "\n";
        for (; breaks < 2; ++breaks)
            separator += newline;
    }

    TempFile temp(target, options);
    SaveResult r = temp.create();
    if (r && exists)
        r = temp.copy(source.get(), target, 0, size);
    if (r)
        r = temp.write(separator);
    if (r)
        r = temp.write(text);
    if (r && exists)
        r = checkUnchanged(source.get(), target, st);
    if (r)
        r = temp.commit(exists ? &st : nullptr);
    return r;
}

} // namespace kibitz::pgn
