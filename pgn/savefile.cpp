// Saving a game into a PGN file: the rest of the file is copied into an AtomicFile around the new text, so the
// file is rewritten crash-safely without ever being loaded whole.
#include "savefile.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::pgn {

namespace {

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

private:
    int m_fd;
};

std::int64_t mtimeNs(const struct stat& st) { return std::int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec; }

FileStamp stampOf(const struct stat& st) { return {std::uint64_t(st.st_size), mtimeNs(st)}; }

bool matches(const FileStamp& expected, const FileStamp& actual)
{
    return expected.size == actual.size && (expected.mtimeNs == 0 || expected.mtimeNs == actual.mtimeNs);
}

// Copies [offset, offset + length) of `source` into `to` in blocks.
SaveResult copyRange(int source, const std::string& sourcePath, std::uint64_t offset, std::uint64_t length, AtomicFile& to,
                     std::size_t blockSize)
{
    std::vector<char> buffer(std::max<std::size_t>(blockSize, 1));
    while (length > 0) {
        const std::size_t want = std::size_t(std::min<std::uint64_t>(length, buffer.size()));
        const ssize_t got = ::pread(source, buffer.data(), want, off_t(offset));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return SaveResult::failure("read", sourcePath, errno);
        if (got == 0)
            return SaveResult::failure("file shrank while saving: '" + sourcePath + "'");
        if (SaveResult r = to.write(std::string_view(buffer.data(), std::size_t(got))); !r)
            return r;
        offset += std::uint64_t(got);
        length -= std::uint64_t(got);
    }
    return {};
}

// Opens the existing target for copying and checks it against `expected`.
SaveResult openSource(const std::string& target, const std::optional<FileStamp>& expected, FileDescriptor& fd, struct stat& st,
                      bool mayBeMissing)
{
    fd.reset(::open(target.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) {
        if (errno == ENOENT && mayBeMissing && !expected)
            return {};
        return SaveResult::failure("open", target, errno);
    }
    if (::fstat(fd.get(), &st) != 0)
        return SaveResult::failure("stat", target, errno);
    if (!S_ISREG(st.st_mode))
        return SaveResult::failure("not a regular file: '" + target + "'");
    if (expected && !matches(*expected, stampOf(st)))
        return SaveResult::failure("file changed since it was read: '" + target + "'");
    return {};
}

// Fails when the source was modified while we copied it (another program saving at the same time).
SaveResult checkUnchanged(int fd, const std::string& target, const struct stat& before)
{
    struct stat now {};
    if (::fstat(fd, &now) != 0)
        return SaveResult::failure("stat", target, errno);
    if (!(stampOf(now) == stampOf(before)))
        return SaveResult::failure("file changed while saving: '" + target + "'");
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
    AtomicFile file(options);
    SaveResult r = file.open(path);
    if (r)
        r = file.write(bytes);
    if (r)
        r = file.commit();
    return r;
}

SaveResult replaceGame(const std::string& path, std::uint64_t offset, std::uint64_t length, std::string_view newText,
                       const std::optional<FileStamp>& expected, const SaveOptions& options)
{
    const std::string target = writeTarget(path);
    FileDescriptor source;
    struct stat st {};
    if (SaveResult r = openSource(target, expected, source, st, false); !r)
        return r;
    const std::uint64_t size = std::uint64_t(st.st_size);
    if (offset > size || length > size - offset)
        return SaveResult::failure("range " + std::to_string(offset) + "+" + std::to_string(length) + " is outside '" + target + "' ("
                                   + std::to_string(size) + " bytes)");
    AtomicFile file(options);
    SaveResult r = file.open(target);
    if (r)
        r = copyRange(source.get(), target, 0, offset, file, options.blockSize);
    if (r)
        r = file.write(newText);
    if (r)
        r = copyRange(source.get(), target, offset + length, size - offset - length, file, options.blockSize);
    if (r)
        r = checkUnchanged(source.get(), target, st);
    if (r)
        r = file.commit();
    return r;
}

SaveResult appendGame(const std::string& path, std::string_view text, const std::optional<FileStamp>& expected, const SaveOptions& options)
{
    const std::string target = writeTarget(path);
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
            return SaveResult::failure("read", target, got < 0 ? errno : 0);
        int breaks = 0;
        for (auto it = tail.rbegin(); it != tail.rend() && (*it == '\n' || *it == '\r') && breaks < 2; ++it)
            breaks += *it == '\n';
        const std::string newline = tail.find("\r\n") != std::string::npos ? "\r\n" : "\n";
        for (; breaks < 2; ++breaks)
            separator += newline;
    }

    AtomicFile file(options);
    SaveResult r = file.open(target);
    if (r && exists)
        r = copyRange(source.get(), target, 0, size, file, options.blockSize);
    if (r)
        r = file.write(separator);
    if (r)
        r = file.write(text);
    if (r && exists)
        r = checkUnchanged(source.get(), target, st);
    if (r)
        r = file.commit();
    return r;
}

} // namespace kibitz::pgn
