// Output of a CLI command: standard output when no file is named, else a file written through pgn::AtomicFile
// (the GUI's saves use the same writer), so an existing file is never left half-written and -o may even name an
// input file that is still being read. It never writes over a database of another format (a SCID .si4 named by
// mistake).
#pragma once

#include "pgn/atomicfile.h"

#include <memory>
#include <string>
#include <string_view>

namespace kibitz::cli {

class AtomicOutput {
public:
    // Opens `path` ("" or "-" = stdout). Returns an empty string on success, else the reason.
    std::string open(const std::string& path);
    void write(std::string_view bytes);
    // Flushes (a file: syncs and renames into place). Returns an empty string on success, else the reason.
    std::string commit();

private:
    std::unique_ptr<pgn::AtomicFile> m_file; // null: standard output
    bool m_failed = false;                   // a write to standard output failed
};

} // namespace kibitz::cli
