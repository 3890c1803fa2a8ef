#include "planner.h"

#include "knockout.h"
#include "roundrobin.h"
#include "swiss/dutch.h"

#include <algorithm>
#include <cstdio>

namespace kibitz::tournament {

std::vector<Planner::Slot> Planner::fixedSchedule(const Settings& s)
{
    const int n = int(s.engines.size());
    const std::vector<ScheduleRound> rounds = s.format == Format::Gauntlet ? gauntletSchedule(n, s.rounds)
                                                                           : roundRobinSchedule(n, s.rounds);
    const int perEncounter = s.openings.repeat ? 2 : 1;
    std::vector<Slot> capacity;
    int encounter = 0;
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        int board = 0;
        for (const Pairing& p : rounds[r].games) {
            for (int g = 0; g < perEncounter; ++g) {
                const bool reversed = g == 1;
                capacity.push_back({int(r) + 1, ++board, reversed ? p.black : p.white, reversed ? p.white : p.black, encounter});
            }
            ++encounter;
        }
    }
    return capacity;
}

int Planner::openingFor(int encounter) const
{
    if (m_state.settings.openings.file.empty() || m_state.openingsCount <= 0)
        return -1;
    return openingIndex(std::uint64_t(encounter), m_state.openingsCount, m_state.settings.openings.order, m_state.settings.openings.seed);
}

int Planner::addGame(int round, int white, int black, int encounter, int opening)
{
    GameRecord g;
    g.id = int(m_state.games.size());
    g.round = round;
    g.board = 1 + int(std::count_if(m_state.games.begin(), m_state.games.end(), [round](const GameRecord& x) { return x.round == round; }));
    g.white = white;
    g.black = black;
    g.encounter = encounter;
    g.opening = opening;
    m_state.games.push_back(g);
    return g.id;
}

int Planner::pendingOrRunning() const
{
    return int(std::count_if(m_state.games.begin(), m_state.games.end(),
                             [](const GameRecord& g) { return g.status != GameRecord::Status::Done; }));
}

void Planner::createFixed(int capacity)
{
    if (m_schedule.empty())
        m_schedule = fixedSchedule(m_state.settings);
    int pending = int(std::count_if(m_state.games.begin(), m_state.games.end(),
                                    [](const GameRecord& g) { return g.status == GameRecord::Status::Pending; }));
    while (pending < capacity && m_state.schedulePosition < int(m_schedule.size())) {
        const Slot& s = m_schedule[std::size_t(m_state.schedulePosition++)];
        const int id = addGame(s.round, s.white, s.black, s.encounter, openingFor(s.encounter));
        m_state.games[std::size_t(id)].board = s.board; // the schedule's board, whatever came before
        ++pending;
    }
}

void Planner::createSwissRound()
{
    const Settings& s = m_state.settings;
    dutch::RoundInput input;
    input.totalRounds = s.rounds;
    input.players.resize(s.engines.size());
    for (int r = 1; r <= m_state.swissRounds; ++r) {
        std::vector<bool> seen(s.engines.size(), false);
        for (const GameRecord& g : m_state.games) {
            if (g.round != r)
                continue;
            const int wp = g.result == "1-0" ? 2 : g.result == "0-1" ? 0 : 1;
            input.players[std::size_t(g.white)].rounds.push_back({g.black, dutch::Colour::White, true, wp, false});
            input.players[std::size_t(g.black)].rounds.push_back({g.white, dutch::Colour::Black, true, 2 - wp, false});
            seen[std::size_t(g.white)] = seen[std::size_t(g.black)] = true;
        }
        for (const Bye& b : m_state.byes)
            if (b.round == r) {
                input.players[std::size_t(b.engine)].rounds.push_back({-1, dutch::Colour::None, false, 2, true});
                seen[std::size_t(b.engine)] = true;
            }
        for (std::size_t e = 0; e < seen.size(); ++e)
            if (!seen[e]) // cannot happen in a state this planner wrote; keeps the rounds aligned anyway
                input.players[e].rounds.push_back({});
    }
    std::string why;
    const std::optional<dutch::RoundPairing> pairing = dutch::pairRound(input, &why);
    const int round = m_state.swissRounds + 1;
    if (!pairing) {
        m_state.finished = "round " + std::to_string(round) + " cannot be paired by the Dutch rules (" + why + ")";
        return;
    }
    for (const dutch::Board& b : pairing->boards) {
        const int encounter = m_state.encounters++;
        addGame(round, b.white, b.black, encounter, openingFor(encounter));
    }
    if (pairing->bye >= 0)
        m_state.byes.push_back({round, pairing->bye});
    m_state.swissRounds = round;
}

std::vector<Planner::Match> Planner::knockoutMatches() const
{
    const Settings& s = m_state.settings;
    std::vector<Match> matches;
    std::vector<KnockoutMatch> round = firstRound(int(s.engines.size()));
    for (int r = 1; !round.empty(); ++r) {
        std::vector<int> winners;
        for (const KnockoutMatch& km : round) {
            Match m{r, km.a, km.b, {}};
            const int index = int(matches.size());
            std::vector<double> pointsOfA;
            for (const GameRecord& g : m_state.games)
                if (g.encounter == index) {
                    m.games.push_back(g.id);
                    if (g.status == GameRecord::Status::Done)
                        pointsOfA.push_back(g.pointsOf(km.a));
                }
            matches.push_back(m);
            const MatchState st = matchState(km, pointsOfA, s.rounds, s.tieBreakPairs);
            if (!st.decided || int(pointsOfA.size()) < int(m.games.size()))
                return matches; // this round is still being played
            winners.push_back(st.winner);
        }
        if (winners.size() < 2)
            break;
        round = nextRound(winners);
    }
    return matches;
}

void Planner::createKnockoutGames()
{
    const Settings& s = m_state.settings;
    const std::vector<Match> matches = knockoutMatches();
    for (std::size_t i = 0; i < matches.size(); ++i) {
        const Match& m = matches[i];
        if (m.b < 0)
            continue;
        std::vector<double> pointsOfA;
        bool busy = false;
        for (const int id : m.games) {
            const GameRecord& g = m_state.games[std::size_t(id)];
            if (g.status == GameRecord::Status::Done)
                pointsOfA.push_back(g.pointsOf(m.a));
            else
                busy = true;
        }
        if (busy)
            continue;
        const MatchState st = matchState({m.a, m.b}, pointsOfA, s.rounds, s.tieBreakPairs);
        if (st.decided)
            continue;
        // With --repeat the two games of a pair share an opening; otherwise each game draws its own.
        int opening;
        if (s.openings.repeat && m.games.size() % 2 == 1) {
            opening = m_state.games[std::size_t(m.games.back())].opening;
        } else {
            opening = openingFor(m_state.encounters++);
        }
        addGame(m.round, st.nextWhite, st.nextWhite == m.a ? m.b : m.a, int(i), opening);
    }
}

std::vector<int> Planner::next(int capacity)
{
    std::vector<int> ids;
    if (finished() || capacity <= 0)
        return ids;
    switch (m_state.settings.format) {
    case Format::RoundRobin:
    case Format::Gauntlet: createFixed(capacity); break;
    case Format::Swiss:
        if (pendingOrRunning() == 0 && m_state.swissRounds < m_state.settings.rounds)
            createSwissRound();
        break;
    case Format::Knockout: createKnockoutGames(); break;
    }
    for (const GameRecord& g : m_state.games)
        if (g.status == GameRecord::Status::Pending && int(ids.size()) < capacity)
            ids.push_back(g.id);
    checkFinished();
    return finished() ? std::vector<int>{} : ids;
}

void Planner::finish(int id, const GameEnd& end, int plies)
{
    GameRecord& g = m_state.games[std::size_t(id)];
    g.status = GameRecord::Status::Done;
    g.result = end.result;
    g.termination = end.termination;
    g.reason = end.reason;
    g.plies = plies;
    if (const auto& sprt = m_state.settings.sprt; sprt && m_state.finished.empty()) {
        Record r; // engine 0's point of view
        for (const GameRecord& x : m_state.games) {
            if (x.status != GameRecord::Status::Done)
                continue;
            const double p = x.pointsOf(0);
            p == 1 ? ++r.wins : p == 0 ? ++r.losses : ++r.draws;
        }
        const Sprt::Decision d = sprt->decide(r);
        if (d != Sprt::Decision::Continue) {
            char text[160];
            std::snprintf(text, sizeof text, "SPRT: %s (LLR %.3f, bounds %.3f and %.3f)", decisionName(d), sprt->llr(r), sprt->lowerBound(),
                          sprt->upperBound());
            m_state.finished = text;
        }
    }
    checkFinished();
}

void Planner::checkFinished()
{
    if (!m_state.finished.empty() || pendingOrRunning() > 0)
        return;
    const Settings& s = m_state.settings;
    switch (s.format) {
    case Format::RoundRobin:
    case Format::Gauntlet:
        if (m_schedule.empty())
            m_schedule = fixedSchedule(s);
        if (m_state.schedulePosition >= int(m_schedule.size()))
            m_state.finished = "all games played";
        break;
    case Format::Swiss:
        if (m_state.swissRounds >= s.rounds)
            m_state.finished = "all rounds played";
        break;
    case Format::Knockout: {
        const std::vector<Match> matches = knockoutMatches();
        const Match& last = matches.back();
        std::vector<double> pointsOfA;
        for (const int id : last.games)
            pointsOfA.push_back(m_state.games[std::size_t(id)].pointsOf(last.a));
        const MatchState st = matchState({last.a, last.b}, pointsOfA, s.rounds, s.tieBreakPairs);
        const bool final = last.round == knockoutRounds(int(s.engines.size()));
        if (final && st.decided)
            m_state.finished = "knockout won by " + s.engines[std::size_t(st.winner)].name + " (" + st.decidedBy + ")";
        break;
    }
    }
}

} // namespace kibitz::tournament
