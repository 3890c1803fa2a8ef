#include "roundrobin.h"

#include <utility>

namespace kibitz::tournament {

std::vector<ScheduleRound> bergerTable(int players)
{
    std::vector<ScheduleRound> rounds;
    if (players < 2)
        return rounds;
    const int n = players + players % 2; // the table's size: the last number is the bye for an odd field
    const int half = n / 2;
    // Numbers 1..n as in the published tables; round 1 is 1-n, 2-(n-1), ..., half-(half+1).
    std::vector<Pairing> table;
    for (int i = 0; i < half; ++i)
        table.push_back({i + 1, n - i});
    for (int r = 0; r < n - 1; ++r) {
        ScheduleRound round;
        for (const Pairing& p : table) {
            if (p.white == n || p.black == n) {
                if (players % 2) { // the opponent of the dummy sits out
                    round.bye = (p.white == n ? p.black : p.white) - 1;
                    continue;
                }
            }
            round.games.push_back({p.white - 1, p.black - 1});
        }
        rounds.push_back(std::move(round));
        // Next round: every number but n moves on by n/2 (within 1..n-1); the pair with n swaps colours.
        for (Pairing& p : table) {
            auto step = [n, half](int x) { return x == n ? n : (x - 1 + half) % (n - 1) + 1; };
            p.white = step(p.white);
            p.black = step(p.black);
            if (p.white == n || p.black == n)
                std::swap(p.white, p.black);
        }
    }
    return rounds;
}

std::vector<ScheduleRound> roundRobinSchedule(int players, int cycles)
{
    const std::vector<ScheduleRound> table = bergerTable(players);
    std::vector<ScheduleRound> all;
    for (int c = 0; c < cycles; ++c) {
        std::vector<ScheduleRound> cycle = table;
        // A cycle followed by its reverse ends with its last two rounds exchanged (the tables' recommendation).
        if (c % 2 == 0 && c + 1 < cycles && cycle.size() >= 2)
            std::swap(cycle[cycle.size() - 1], cycle[cycle.size() - 2]);
        for (ScheduleRound& round : cycle) {
            if (c % 2)
                for (Pairing& p : round.games)
                    std::swap(p.white, p.black);
            all.push_back(std::move(round));
        }
    }
    return all;
}

std::vector<ScheduleRound> gauntletSchedule(int players, int cycles)
{
    std::vector<ScheduleRound> all;
    for (int c = 0; c < cycles; ++c) {
        ScheduleRound round;
        for (int opponent = 1; opponent < players; ++opponent)
            round.games.push_back(c % 2 == 0 ? Pairing{0, opponent} : Pairing{opponent, 0});
        all.push_back(std::move(round));
    }
    return all;
}

} // namespace kibitz::tournament
