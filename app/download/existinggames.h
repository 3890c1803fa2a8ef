// The games already in the target PGN file, as far as a download needs them: their addresses and same-game keys
// (to skip what is there) and the newest time of the user's games from the site (where a next run resumes).
// Rule for "already there": a game with an address is there when a game with that address is, or when a game
// without an address has its key (gametext.h: players, date, main line); a game without an address when any game
// has its key. Two games with different addresses are different games, even with the same moves (online players
// repeat short games; aborted games have no moves at all).
#pragma once

#include "gametext.h"

#include "pgn/savefile.h"

#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>

namespace kibitz::download {

class ExistingGames {
public:
    // Reads `path` (a missing file has no games). `user` picks the games whose newest time is kept.
    static ExistingGames read(const std::string& path, Site site, const std::string& user);

    bool isThere(std::string_view game) const;
    void add(std::string_view game); // a game about to be appended (so that a download's own repeats are skipped)

    std::size_t games() const { return m_games; }
    std::optional<std::int64_t> newest() const { return m_newest; }        // of the user's games from the site
    const std::optional<pgn::FileStamp>& stamp() const { return m_stamp; } // nullopt: the file does not exist
    const std::string& error() const { return m_error; }                   // the file could not be read

private:
    std::unordered_set<std::string> m_urls, m_keys, m_keysWithoutUrl;
    std::size_t m_games = 0;
    std::optional<std::int64_t> m_newest;
    std::optional<pgn::FileStamp> m_stamp;
    std::string m_error;
};

} // namespace kibitz::download
