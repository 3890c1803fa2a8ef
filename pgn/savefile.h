// Crash-safe saving of games into PGN files: every change rewrites the file through an AtomicFile (atomicfile.h),
// so after a crash or power loss the file is either the old or the new version, never a mix; the rest of the file
// is copied in blocks, never loaded whole. Invariants: every byte outside the change is kept exactly; the target's
// permission bits are kept; a symlinked target is replaced through the link; nothing throws. A crash can leave a
// stray ".<name>.kibitz-<random>.tmp" next to the target.
#pragma once

#include "atomicfile.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::pgn {

// Size and modification time, to detect that a file changed since it was indexed.
struct FileStamp {
    std::uint64_t size = 0;
    std::int64_t mtimeNs = 0; // nanoseconds since the epoch; 0 means "do not compare"
    bool operator==(const FileStamp&) const = default;
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
