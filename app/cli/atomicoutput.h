// Output of a CLI command: stdout, or a file written through a temporary sibling that is synced and renamed
// into place on success, so an existing file is never left half-written.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace kibitz::cli {

class AtomicOutput {
public:
    AtomicOutput() = default;
    ~AtomicOutput();
    AtomicOutput(const AtomicOutput&) = delete;
    AtomicOutput& operator=(const AtomicOutput&) = delete;

    // Opens `path` ("" or "-" = stdout). Returns an empty string on success, else the reason.
    std::string open(const std::string& path);
    void write(std::string_view bytes);
    // Flushes, syncs and renames into place. Returns an empty string on success, else the reason.
    std::string commit();

private:
    std::FILE* m_file = nullptr;
    std::string m_path, m_temp;
    bool m_failed = false;
    std::uint64_t m_synced = 0, m_unsynced = 0; // bytes handed to write-back, bytes written since
};

} // namespace kibitz::cli
