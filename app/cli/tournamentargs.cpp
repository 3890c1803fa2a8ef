// Option parsing of kibitz-cli tournament.
#include "tournamentargs.h"

#include <QThread>

#include <charconv>

namespace kibitz::cli {

namespace {

bool whole(const std::string& text, long long lo, long long hi, int& out)
{
    long long v = 0;
    if (!parseInt(text, v) || v < lo || v > hi)
        return false;
    out = int(v);
    return true;
}

} // namespace

std::string parseResign(const std::string& text, tournament::Adjudication& a)
{
    std::string why;
    for (const auto& [k, v] : tournament::splitList(text, &why)) {
        if (k == "movecount" && whole(v, 1, 1000, a.resign.moveCount))
            continue;
        if (k == "score" && whole(v, 1, 100000, a.resign.scoreCp))
            continue;
        return "--resign takes movecount=N (1-1000) and score=CP (1-100000), not '" + k + "=" + v + "'";
    }
    if (!why.empty())
        return "--resign: " + why;
    if (a.resign.moveCount == 0)
        return "--resign needs movecount=N";
    return {};
}

std::string parseDraw(const std::string& text, tournament::Adjudication& a)
{
    std::string why;
    for (const auto& [k, v] : tournament::splitList(text, &why)) {
        if (k == "movenumber" && whole(v, 0, 10000, a.draw.moveNumber))
            continue;
        if (k == "movecount" && whole(v, 1, 1000, a.draw.moveCount))
            continue;
        if (k == "score" && whole(v, 0, 100000, a.draw.scoreCp))
            continue;
        return "--draw takes movenumber=N, movecount=N (1-1000) and score=CP, not '" + k + "=" + v + "'";
    }
    if (!why.empty())
        return "--draw: " + why;
    if (a.draw.moveCount == 0)
        return "--draw needs movecount=N";
    return {};
}

std::string tournamentSettings(const Args& args, tournament::Settings& s)
{
    using namespace tournament;
    const auto format = args.value("format");
    if (!format)
        return "--format rr|gauntlet|knockout|swiss is required";
    const auto f = formatFromName(*format);
    if (!f)
        return "--format must be rr, gauntlet, knockout or swiss";
    s.format = *f;
    if (const auto r = args.value("rounds"); r && !whole(*r, 1, 100000, s.rounds))
        return "--rounds needs a number from 1 to 100000";
    for (const std::string& spec : args.values("engine")) {
        std::string why;
        const auto e = EngineEntry::parse(spec, &why);
        if (!e)
            return "--engine " + spec + ": " + why;
        s.engines.push_back(*e);
    }
    if (const auto o = args.value("openings"))
        s.openings.file = *o;
    if (const auto p = args.value("plies"); p && !whole(*p, 0, 1000, s.openings.plies))
        return "--plies needs a number from 0 to 1000";
    if (const auto o = args.value("order")) {
        if (*o != "sequential" && *o != "random")
            return "--order must be sequential or random";
        s.openings.order = *o == "random" ? OpeningOrder::Random : OpeningOrder::Sequential;
    }
    if (const auto seed = args.value("seed")) {
        const auto [end, ec] = std::from_chars(seed->data(), seed->data() + seed->size(), s.openings.seed);
        if (seed->empty() || ec != std::errc() || end != seed->data() + seed->size())
            return "--seed needs a whole number";
    }
    s.openings.repeat = args.has("repeat");
    if ((args.has("plies") || args.has("order") || args.has("seed")) && s.openings.file.empty())
        return "--plies, --order and --seed need --openings FILE";
    s.concurrency = std::max(1, QThread::idealThreadCount());
    if (const auto c = args.value("concurrency"); c && !whole(*c, 1, 256, s.concurrency))
        return "--concurrency needs a number from 1 to 256";
    if (const auto r = args.value("resign"))
        if (std::string why = parseResign(*r, s.adjudication); !why.empty())
            return why;
    if (const auto d = args.value("draw"))
        if (std::string why = parseDraw(*d, s.adjudication); !why.empty())
            return why;
    if (const auto m = args.value("maxmoves"); m && !whole(*m, 1, 100000, s.adjudication.maxMoves))
        return "--maxmoves needs a number of moves from 1 to 100000";
    if (const auto tb = args.value("tb")) {
        s.adjudication.tablebases = true;
        s.tablebasePath = *tb;
    }
    if (const auto sprt = args.value("sprt")) {
        std::string why;
        const auto t = Sprt::parse(*sprt, &why);
        if (!t)
            return "--sprt: " + why;
        s.sprt = *t;
    }
    if (const auto e = args.value("event"))
        s.event = *e;
    int lag = 0;
    if (const auto l = args.value("lag")) {
        if (!whole(*l, 0, 60000, lag))
            return "--lag needs milliseconds from 0 to 60000";
        s.lagMs = lag;
    }
    if (const auto p = args.value("pgnout"))
        s.pgnOut = *p;
    return s.validate();
}

} // namespace kibitz::cli
