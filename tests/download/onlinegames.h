// Games as lichess and chess.com write them (tags in their order, clock and eval comments), written for the
// download tests; none is taken from the services.
#pragma once

#include <QByteArray>
#include <QList>

namespace kibitz::test {

struct OnlineGame {
    QByteArray id, white, black, date, time, moves, result, timeControl = "180+2";
    QByteArray endDate = {}, endTime = {}; // chess.com
};

inline QByteArray lichessPgn(const OnlineGame& g)
{
    return "[Event \"Rated blitz game\"]\n[Site \"https://lichess.org/" + g.id + "\"]\n[Date \"" + g.date + "\"]\n[White \"" + g.white
        + "\"]\n[Black \"" + g.black + "\"]\n[Result \"" + g.result + "\"]\n[GameId \"" + g.id + "\"]\n[UTCDate \"" + g.date
        + "\"]\n[UTCTime \"" + g.time + "\"]\n[WhiteElo \"1500\"]\n[BlackElo \"1500\"]\n[Variant \"Standard\"]\n[TimeControl \""
        + g.timeControl + "\"]\n[ECO \"C20\"]\n[Opening \"King's Pawn Game\"]\n[Termination \"Normal\"]\n\n" + g.moves + " " + g.result
        + "\n\n\n";
}

inline QByteArray chessComPgn(const OnlineGame& g)
{
    return "[Event \"Live Chess\"]\n[Site \"Chess.com\"]\n[Date \"" + g.date + "\"]\n[Round \"-\"]\n[White \"" + g.white + "\"]\n[Black \""
        + g.black + "\"]\n[Result \"" + g.result + "\"]\n[Timezone \"UTC\"]\n[ECO \"C20\"]\n[UTCDate \"" + g.date + "\"]\n[UTCTime \""
        + g.time + "\"]\n[WhiteElo \"1200\"]\n[BlackElo \"1210\"]\n[TimeControl \"" + g.timeControl + "\"]\n[Termination \"" + g.white
        + " won by resignation\"]\n[StartTime \"" + g.time + "\"]\n[EndDate \"" + (g.endDate.isEmpty() ? g.date : g.endDate)
        + "\"]\n[EndTime \"" + (g.endTime.isEmpty() ? g.time : g.endTime) + "\"]\n[Link \"https://www.chess.com/game/live/" + g.id
        + "\"]\n\n" + g.moves + " " + g.result + "\n\n";
}

inline QByteArray lichessStream(const QList<OnlineGame>& games)
{
    QByteArray out;
    for (const OnlineGame& g : games)
        out += lichessPgn(g);
    return out;
}

inline QByteArray chessComMonth(const QList<OnlineGame>& games)
{
    QByteArray out;
    for (const OnlineGame& g : games)
        out += chessComPgn(g);
    return out;
}

// alice's lichess games, oldest first.
inline QList<OnlineGame> aliceGames()
{
    return {
        {"aaaa0001", "alice", "bob", "2024.01.05", "10:00:00",
         "1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 { [%eval 0.2] [%clk 0:02:58] } 2... Nc6 { [%clk 0:02:57] } 3. Bb5 a6",
         "1-0"},
        {"aaaa0002", "carol", "alice", "2024.01.06", "11:30:15", "1. d4 { [%clk 0:03:00] } 1... d5 2. c4 e6 3. Nc3 Nf6", "0-1"},
        {"aaaa0003", "alice", "dave", "2024.01.07", "09:00:00", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6", "1/2-1/2"},
    };
}

// Bob's chess.com games by month: 2024/01 (blitz, bullet), 2024/02 (none), 2024/03 (daily, rapid).
inline QList<OnlineGame> bobJanuary()
{
    return {
        {"1001", "Bob", "Eve", "2024.01.10", "18:00:00", "1. e4 {[%clk 0:03:00]} 1... e5 {[%clk 0:03:00]} 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#",
         "1-0", "180", "2024.01.10", "18:03:10"},
        {"1002", "Frank", "Bob", "2024.01.20", "08:15:00", "1. d4 Nf6 2. c4 g6 3. Nc3 Bg7", "0-1", "60", "2024.01.20", "08:17:00"},
    };
}
inline QList<OnlineGame> bobMarch()
{
    return {
        {"1003", "Bob", "Gina", "2024.03.01", "12:00:00", "1. c4 e5 2. Nc3 Nf6 3. g3 d5", "1/2-1/2", "1/86400", "2024.03.09", "07:00:00"},
        {"1004", "Hank", "Bob", "2024.03.31", "23:50:00", "1. e4 e6 2. d4 d5 3. Nc3 Bb4", "1-0", "600", "2024.03.31", "23:58:00"},
    };
}

} // namespace kibitz::test
