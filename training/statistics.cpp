// Training statistics over the cards, and the reference databases' move counts the drills weight replies with.
#include "drill.h"

namespace kibitz::training {

TrainingStats statistics(const Repertoire& repertoire, const Progress& progress, TimeMs now, int utcOffsetMinutes)
{
    TrainingStats s;
    const TimeMs offset = TimeMs(utcOffsetMinutes) * MsPerMinute;
    const auto day = [&](TimeMs t) { return (t + offset) >= 0 ? (t + offset) / MsPerDay : -((-(t + offset) + MsPerDay - 1) / MsPerDay); };
    const TimeMs today = day(now);
    for (const NodeIndex i : repertoire.cards()) {
        ++s.cards;
        const CardRecord* r = progress.find(repertoire.graph().node(i).epd);
        if (!r || r->retired || r->card.state == CardState::New) {
            ++s.fresh;
            continue;
        }
        const FsrsCard& c = r->card;
        s.learning += c.state == CardState::Learning || c.state == CardState::Relearning;
        s.review += c.state == CardState::Review;
        s.mature += c.state == CardState::Review && c.scheduledDays >= 21;
        s.lapses += c.lapses;
        s.dueNow += c.due <= now;
        const TimeMs d = day(c.due);
        if (d <= today)
            ++s.dueToday;
        else if (d - today <= TimeMs(s.upcoming.size()))
            ++s.upcoming[std::size_t(d - today - 1)];
    }
    return s;
}

ReplyCounts referenceCounts(std::vector<ReferenceDatabase> databases)
{
    return [dbs = std::move(databases)](const Position& pos) {
        std::vector<std::pair<Move, std::uint64_t>> out;
        for (const ReplyCount& r : referenceReplies(dbs, pos, {}))
            if (r.move)
                out.emplace_back(r.move, r.games);
        return out;
    };
}

} // namespace kibitz::training
