// Game transfer: byte ranges of games, appended or cut out, then written atomically or kept in memory.
#include "gametransfer.h"

#include "pgn/savefile.h"

#include <algorithm>

namespace kibitz::gui {

namespace {

std::string withBlankLine(std::string_view before)
{
    std::string s(before);
    if (!s.empty() && s.back() != '\n')
        s += '\n';
    if (!s.empty() && !s.ends_with("\n\n") && !s.ends_with("\r\n\r\n"))
        s += '\n';
    return s;
}

// The index must still describe the file's bytes: same size and modification time as when it was indexed.
TransferResult::Problem staleness(const pgn::Database& database)
{
    if (!database.isComplete())
        return TransferResult::Problem::StillIndexing;
    if (database.changedOnDisk())
        return TransferResult::Problem::ChangedOnDisk;
    return TransferResult::Problem::None;
}

TransferResult result(std::shared_ptr<const pgn::Database> database, TransferResult::Problem problem, std::string writeError = {})
{
    TransferResult r;
    r.database = std::move(database);
    r.problem = problem;
    r.writeError = std::move(writeError);
    return r;
}

TransferResult written(const pgn::SaveResult& r)
{
    return r.ok ? TransferResult() : result(nullptr, TransferResult::Problem::WriteFailed, r.message);
}

} // namespace

std::string gameTexts(const pgn::Database& database, const std::vector<std::size_t>& games)
{
    std::string out;
    for (const std::size_t g : games) {
        if (g >= database.size())
            continue;
        if (!out.empty())
            out += '\n';
        out += database.gameText(g);
        if (!out.empty() && out.back() != '\n')
            out += '\n';
    }
    return out;
}

TransferResult appendGames(const pgn::Database& target, const std::string& text)
{
    if (target.isConverted())
        return result(nullptr, TransferResult::Problem::ReadOnly);
    if (target.path().empty())
        return result(pgn::Database::fromText(withBlankLine(target.data()) + text), TransferResult::Problem::None);
    if (const auto problem = staleness(target); problem != TransferResult::Problem::None)
        return result(nullptr, problem);
    return written(pgn::appendGame(target.path(), text, target.stamp()));
}

TransferResult removeGames(const pgn::Database& database, const std::vector<std::size_t>& games)
{
    if (database.isConverted())
        return result(nullptr, TransferResult::Problem::ReadOnly);
    if (!database.path().empty())
        if (const auto problem = staleness(database); problem != TransferResult::Problem::None)
            return result(nullptr, problem);
    std::vector<std::size_t> cut(games);
    std::sort(cut.begin(), cut.end());
    cut.erase(std::unique(cut.begin(), cut.end()), cut.end());
    const std::string_view data = database.data();
    const pgn::GameIndex& index = database.index();
    std::string kept;
    kept.reserve(data.size());
    std::uint64_t from = 0;
    for (const std::size_t g : cut) {
        if (g >= index.size())
            continue;
        const std::uint64_t start = index.entry(g).offset;
        const std::uint64_t end = g + 1 < index.size() ? index.entry(g + 1).offset : data.size();
        kept.append(data.substr(from, start - from));
        from = end;
    }
    kept.append(data.substr(from));
    if (database.path().empty())
        return result(pgn::Database::fromText(std::move(kept)), TransferResult::Problem::None);
    return written(pgn::writeFileAtomically(database.path(), kept));
}

} // namespace kibitz::gui
