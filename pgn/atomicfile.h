// AtomicFile: the one way Kibitz writes a file (POSIX), for the GUI's saves and kibitz-cli's -o alike. The bytes
// go to a temporary sibling (".<name>.kibitz-<random>.tmp", rename is atomic only within one file system); commit()
// syncs it, renames it over the target and syncs the directory, so after a crash or power loss the target is the
// old or the new version, never a mix. Invariants: until commit() succeeds the target is untouched (the target may
// even be an input that is still mapped: the rename leaves the old inode to its readers); an uncommitted file
// removes its temporary when destroyed; the target's permission bits (and owner, where allowed) are kept, a new
// file gets 0666 less the umask; a symlinked target is replaced through the link; nothing throws.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <sys/types.h>

namespace kibitz::pgn {

struct SaveResult {
    bool ok = true;
    int errorNumber = 0; // errno of the failing call, 0 for failures that are not system errors
    std::string message; // e.g. "rename '/home/x/games.pgn': Permission denied"
    explicit operator bool() const { return ok; }

    // "<what> '<path>': <strerror(err)>" (no system message when err is 0), and a failure in plain words.
    static SaveResult failure(std::string_view what, const std::string& path, int err);
    static SaveResult failure(std::string message);
};

struct SaveOptions {
    std::size_t blockSize = std::size_t(1) << 20; // write granularity; large files are never held whole
    // Called after each block reaches the temporary file with the bytes written so far (progress bars;
    // tests use it to slow a save down and kill it half-way).
    std::function<void(std::uint64_t written)> onBlock;
};

// The file a write to `path` replaces: `path` with its symlinks resolved (itself when it does not exist yet).
std::string writeTarget(const std::string& path);

class AtomicFile {
public:
    explicit AtomicFile(SaveOptions options = {});
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    // Creates the temporary file for `path`. Fails for a target that exists but is not a regular file.
    SaveResult open(const std::string& path);
    // Buffered; hands the data to write-back every few megabytes while the caller keeps producing, so that
    // commit()'s sync finds little left to wait for. After a failure every later call fails the same way.
    SaveResult write(std::string_view bytes);
    // Overwrites bytes already written, at `offset` (a header completed once the rest is known).
    SaveResult writeAt(std::uint64_t offset, std::string_view bytes);
    // Writes what is buffered, keeps the target's permissions, syncs, renames into place, syncs the directory.
    SaveResult commit();
    // The same into `path` instead of the target given to open(), in the same directory (a file named by its
    // content, known only once written).
    SaveResult commitAs(const std::string& path);

    const std::string& target() const { return m_target; } // the path written to (symlinks resolved)
    std::uint64_t written() const { return m_written; }    // bytes in the temporary file so far

private:
    SaveResult flush();
    SaveResult setTarget(const std::string& path); // resolves it and notes the permissions a replaced file had
    SaveResult writeNow(const char* data, std::size_t size);
    SaveResult fail(SaveResult r);
    SaveResult usable(const char* action); // the earlier failure, or a failure when no file is open; else ok

    SaveOptions m_options;
    std::string m_target;
    std::string m_temp; // the temporary file's path while it exists
    int m_fd = -1;
    bool m_hadTarget = false; // the target existed when opened: its mode and owner go to the new file
    mode_t m_mode = 0;
    uid_t m_uid = 0;
    gid_t m_gid = 0;
    std::string m_buffer;
    std::uint64_t m_written = 0;
    std::uint64_t m_handedToWriteBack = 0;
    SaveResult m_failure; // the first failure, repeated by every later call
};

} // namespace kibitz::pgn
