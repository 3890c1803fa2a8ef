// The target file's games: see existinggames.h.
#include "existinggames.h"

#include "pgn/gameindex.h"
#include "pgn/mappedfile.h"
#include "pgn/textfold.h"

#include <filesystem>

namespace kibitz::download {

ExistingGames ExistingGames::read(const std::string& path, Site site, const std::string& user)
{
    ExistingGames existing;
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return existing;
    pgn::MappedFile file;
    if (const std::string why = file.open(path); !why.empty()) {
        existing.m_error = "cannot read '" + path + "': " + why;
        return existing;
    }
    existing.m_stamp = pgn::FileStamp{file.size(), file.modifiedNs()};
    const std::string folded = pgn::foldText(user);
    const pgn::GameIndex index = pgn::GameIndex::build(file.data(), {});
    for (std::size_t i = 0; i < index.size(); ++i) {
        const std::string_view game = index.gameText(file.data(), i);
        existing.add(game);
        if (isFromSite(game, site)
            && (pgn::foldText(index.field(i, pgn::IndexField::White)) == folded
                || pgn::foldText(index.field(i, pgn::IndexField::Black)) == folded))
            if (const auto t = gameTimeMs(game, site); t && (!existing.m_newest || *t > *existing.m_newest))
                existing.m_newest = t;
    }
    return existing;
}

bool ExistingGames::isThere(std::string_view game) const
{
    const std::string url = gameUrl(game);
    if (!url.empty() && m_urls.count(url))
        return true;
    const std::string key = sameGameKey(game);
    return !key.empty() && (url.empty() ? m_keys : m_keysWithoutUrl).count(key) != 0;
}

void ExistingGames::add(std::string_view game)
{
    ++m_games;
    const std::string url = gameUrl(game);
    std::string key = sameGameKey(game);
    if (!url.empty())
        m_urls.insert(url);
    if (key.empty())
        return;
    if (url.empty())
        m_keysWithoutUrl.insert(key);
    m_keys.insert(std::move(key));
}

} // namespace kibitz::download
