// Crash-safe saving of PGN files (POSIX): every change is written to a temporary file in the same directory,
// synced, and renamed over the target, so after a crash or power loss the file is either the old or the new
// version, never a mix. Invariants: the target's permission bits are kept; a symlinked target is replaced
// through the link; nothing throws. A crash can leave a stray ".<name>.kibitz-<random>.tmp" next to the target.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::pgn {

struct SaveResult {
    bool ok = true;
    int errorNumber = 0; // errno of the failing call, 0 for failures that are not system errors
    std::string message; // e.g. "rename '/home/x/games.pgn': Permission denied"
    explicit operator bool() const { return ok; }
};

// Size and modification time, to detect that a file changed since it was indexed.
struct FileStamp {
    std::uint64_t size = 0;
    std::int64_t mtimeNs = 0; // nanoseconds since the epoch; 0 means "do not compare"
    bool operator==(const FileStamp&) const = default;
};

struct SaveOptions {
    std::size_t blockSize = std::size_t(1) << 20; // copy granularity; large files are never loaded whole
    // Called after each block reaches the temporary file with the bytes written so far (progress bars;
    // tests use it to slow a save down and kill it half-way).
    std::function<void(std::uint64_t written)> onBlock;
};

// Queries
std::optional<FileStamp> fileStamp(const std::string& path);

// Saving. `expected`, when given, must match the file's current stamp (else nothing is written and the
// result says so); a mismatch means someone else changed the file and the offsets may be stale.
SaveResult writeFileAtomically(const std::string& path, std::string_view bytes, const SaveOptions& options = {});
// The file with bytes [offset, offset + length) replaced by newText; every other byte is kept exactly.
SaveResult replaceGame(const std::string& path, std::uint64_t offset, std::uint64_t length, std::string_view newText,
                       const std::optional<FileStamp>& expected = std::nullopt, const SaveOptions& options = {});
// The file with `text` appended, after a blank line when the file does not already end with one (line breaks
// counted with or without '\r'). A missing file is created.
SaveResult appendGame(const std::string& path, std::string_view text, const std::optional<FileStamp>& expected = std::nullopt,
                      const SaveOptions& options = {});

} // namespace kibitz::pgn
