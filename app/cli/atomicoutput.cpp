#include "atomicoutput.h"

#include "formats/foreigndatabase.h"

#include <cstdio>

namespace kibitz::cli {

std::string AtomicOutput::open(const std::string& path)
{
    if (path.empty() || path == "-")
        return {};
    if (formats::isForeignPath(path)) // "-o games.si4" to a command that writes PGN would destroy the database
        return "will not write PGN over " + path + ", a database of another format";
    m_file = std::make_unique<pgn::AtomicFile>();
    const pgn::SaveResult r = m_file->open(path);
    return r ? std::string() : r.message;
}

void AtomicOutput::write(std::string_view bytes)
{
    if (m_file)
        m_file->write(bytes); // a failure is kept and reported by commit()
    else if (!bytes.empty() && std::fwrite(bytes.data(), 1, bytes.size(), stdout) != bytes.size())
        m_failed = true;
}

std::string AtomicOutput::commit()
{
    if (!m_file)
        return std::fflush(stdout) == 0 && !m_failed ? std::string() : std::string("write error on standard output");
    const pgn::SaveResult r = m_file->commit();
    return r ? std::string() : r.message;
}

} // namespace kibitz::cli
