// Progress: cards matched to a repertoire, reviews recorded, and the file loaded, kept aside when it cannot be
// trusted, or saved atomically.
#include "progress.h"

#include "pgn/savefile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>
#include <sys/stat.h>

namespace kibitz::training {

const CardRecord* Progress::find(std::string_view position) const
{
    const auto it = m_records.find(position);
    return it == m_records.end() ? nullptr : &it->second;
}

std::size_t Progress::activeCards() const
{
    std::size_t n = 0;
    for (const auto& [position, r] : m_records)
        n += !r.retired;
    return n;
}

SyncReport Progress::sync(const Repertoire& repertoire, TimeMs now)
{
    SyncReport report;
    m_side = repertoire.side();
    std::set<std::string_view> cards;
    for (const NodeIndex i : repertoire.cards()) {
        const std::string& position = repertoire.graph().node(i).epd;
        cards.insert(position);
        const auto [it, inserted] = m_records.try_emplace(position, CardRecord{Fsrs::newCard(now), false});
        if (inserted)
            report.added.push_back(position);
        else if (it->second.retired)
            it->second.retired = false, ++report.revived;
        else
            ++report.kept;
    }
    for (auto& [position, r] : m_records)
        if (!r.retired && !cards.count(position))
            r.retired = true, report.removed.push_back(position);
    return report;
}

void Progress::record(const std::string& position, const FsrsCard& card, ReviewRecord review)
{
    CardRecord& r = m_records[position];
    r.card = card;
    r.retired = false;
    review.position = position;
    m_reviews.push_back(std::move(review));
}

pgn::SaveResult Progress::save(const std::string& path, const pgn::SaveOptions& options) const
{
    return pgn::writeFileAtomically(path, encode(), options);
}

ProgressLoad Progress::load(const std::string& path, Color side, TimeMs now)
{
    ProgressLoad out;
    out.progress = Progress(side);
    struct stat st;
    if (::stat(path.c_str(), &st) != 0 && errno == ENOENT)
        return out; // Fresh: no progress yet
    std::ifstream in(path, std::ios::binary);
    std::ostringstream bytes;
    if (in)
        bytes << in.rdbuf();
    if (!in || in.bad()) {
        out.status = LoadStatus::Unreadable;
        out.message = "the training progress '" + path + "' cannot be read (" + std::strerror(errno)
            + "); it is left as it is and this session's progress will not be saved over it";
        return out;
    }
    ProgressDecode d = decode(bytes.str());
    std::string why;
    if (!d.progress) {
        out.status = d.newer ? LoadStatus::Stale : LoadStatus::Corrupt;
        why = d.newer ? d.error : "it is damaged (" + d.error + ")";
    } else if (d.progress->side() != side) {
        out.status = LoadStatus::Stale;
        why = "it was kept for " + std::string(sideName(d.progress->side())) + " and the repertoire is for " + std::string(sideName(side));
    } else {
        out.progress = std::move(*d.progress);
        out.status = LoadStatus::Loaded;
        return out;
    }
    // Kept aside under a name no earlier one has, and the user told.
    std::string stamp = formatTime(now);
    std::erase_if(stamp, [](char c) { return c == '-' || c == ':' || c == '.'; });
    const std::string base = path + (out.status == LoadStatus::Corrupt ? ".corrupt-" : ".stale-") + stamp;
    std::string target = base;
    for (int n = 2; ::stat(target.c_str(), &st) == 0; ++n)
        target = base + "-" + std::to_string(n);
    if (std::rename(path.c_str(), target.c_str()) != 0) {
        out.status = LoadStatus::Unreadable;
        out.message = "the training progress '" + path + "' is not used: " + why + "; it could not be moved aside (" + std::strerror(errno)
            + "), so this session's progress will not be saved over it";
        return out;
    }
    out.keptAs = target;
    out.message = "the training progress '" + path + "' is not used: " + why + ". It was kept as '" + target
        + "' and training starts afresh";
    return out;
}

} // namespace kibitz::training
