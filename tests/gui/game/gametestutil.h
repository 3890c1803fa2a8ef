// Helpers shared by the game window tests: games from PGN text and moves from SAN.
#pragma once

#include "game/gamecontroller.h"

#include "core/san.h"
#include "pgn/gamebuilder.h"

#include <QString>
#include <QTest>

namespace kibitz::gui::test {

inline pgn::Game gameFromPgn(const char* text)
{
    std::vector<pgn::Game> games = pgn::readGames(text);
    if (games.empty())
        return {};
    return std::move(games.front());
}

// Plays SAN moves on the controller from its current node; fails the test on a bad move.
inline bool play(GameController& c, const QString& moves)
{
    for (const QString& san : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const SanResult r = parseSan(c.position(), san.toStdString());
        if (!r.ok() || !c.playMove(r.move)) {
            qWarning("cannot play %s", qPrintable(san));
            return false;
        }
    }
    return true;
}

inline Move san(const GameController& c, const char* text) { return parseSan(c.position(), text).move; }

} // namespace kibitz::gui::test
