#include "pgnjournal.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace kibitz::tournament {

namespace {

std::string systemError(const char* what, const std::string& path)
{
    return std::string(what) + " '" + path + "': " + std::strerror(errno);
}

} // namespace

AppendResult appendToPgn(const std::string& path, std::string_view text)
{
    AppendResult r;
    const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) {
        r.error = systemError("cannot open", path);
        return r;
    }
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            r.error = systemError("cannot write", path);
            ::close(fd);
            return r;
        }
        done += std::size_t(n);
    }
    if (::fdatasync(fd) != 0)
        r.error = systemError("cannot sync", path);
    struct stat st {};
    if (r.error.empty() && ::fstat(fd, &st) == 0)
        r.size = std::uint64_t(st.st_size);
    if (::close(fd) != 0 && r.error.empty())
        r.error = systemError("cannot close", path);
    return r;
}

std::string readTail(const std::string& path, std::uint64_t from, std::uint64_t& size, std::string& error)
{
    size = 0;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT && from == 0)
            return {}; // no game written yet
        error = systemError("cannot open", path);
        return {};
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0) {
        error = systemError("cannot read", path);
        ::close(fd);
        return {};
    }
    size = std::uint64_t(st.st_size);
    if (size < from) {
        error = path + " is shorter (" + std::to_string(size) + " bytes) than the tournament recorded (" + std::to_string(from)
            + " bytes): it was changed by something else; restore it or move it away to start a new file";
        ::close(fd);
        return {};
    }
    std::string tail(std::size_t(size - from), '\0');
    std::size_t got = 0;
    while (got < tail.size()) {
        const ssize_t n = ::pread(fd, tail.data() + got, tail.size() - got, off_t(from + got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            error = systemError("cannot read", path);
            break;
        }
        got += std::size_t(n);
    }
    ::close(fd);
    return tail;
}

std::string truncatePgn(const std::string& path, std::uint64_t size)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return systemError("cannot open", path);
    std::string error;
    if (::ftruncate(fd, off_t(size)) != 0 || ::fdatasync(fd) != 0)
        error = systemError("cannot cut the torn end of", path);
    ::close(fd);
    return error;
}

} // namespace kibitz::tournament
