// SearchIndex: segments built, extended and adopted.
#include "searchindex.h"

#include "segmentbuilder.h"

#include <algorithm>

namespace kibitz::pgn {

SearchIndex::Segment::Segment(SegmentImage img)
    : image(std::move(img)),
      store(image),
      table(image),
      first(std::size_t(image.header().firstGame)),
      count(std::size_t(image.header().gameCount))
{
}

std::optional<SearchIndex> SearchIndex::build(std::string_view data, const GameIndex& index, const Options& options, std::string* whyNot)
{
    SearchIndex s;
    if (!s.append(data, index, 0, options, whyNot))
        return std::nullopt;
    return s;
}

bool SearchIndex::extend(std::string_view data, const GameIndex& index, const Options& options, std::string* whyNot)
{
    if (index.size() < gameCount()) {
        if (whyNot)
            *whyNot = "the index holds fewer games than were indexed";
        return false;
    }
    if (index.size() == gameCount())
        return true;
    std::size_t from = gameCount();
    std::optional<Segment> small;
    if (!m_segments.empty() && m_segments.back().count < options.segmentGames / 8) {
        from = m_segments.back().first;
        small.emplace(std::move(m_segments.back()));
        m_segments.pop_back();
    }
    if (append(data, index, from, options, whyNot))
        return true;
    if (small)
        m_segments.push_back(std::move(*small)); // unchanged on failure
    return false;
}

bool SearchIndex::append(std::string_view data, const GameIndex& index, std::size_t first, const Options& options, std::string* whyNot)
{
    const std::size_t per = std::clamp<std::size_t>(options.segmentGames, 1, SegmentImage::MaxGames);
    const std::uint64_t begin = first < index.size() ? index.entry(first).offset : 0;
    const std::uint64_t total = index.size() ? index.entry(index.size() - 1).offset + index.entry(index.size() - 1).length - begin : 0;
    std::vector<Segment> built;
    SegmentBuildMemory memory; // one segment's tables reused by the next
    for (std::size_t a = first; a < index.size(); a += per) {
        const std::size_t n = std::min(per, index.size() - a);
        const std::uint64_t before = index.entry(a).offset - begin;
        SegmentBuildOptions o;
        o.threads = options.threads;
        o.cancel = options.cancel;
        if (options.progress)
            o.progress = [&](std::uint64_t done, std::uint64_t) { options.progress(before + done, total); };
        o.filePath = options.segmentFile;
        o.onFileError = options.onFileError;
        o.memory = &memory;
        o.keepForNext = a + n < index.size();
        SegmentBuildStats stats;
        auto image = buildSegment(data, index, a, n, o, whyNot, &stats);
        if (!image)
            return false;
        if (options.stats)
            options.stats->add(stats);
        built.emplace_back(std::move(*image));
    }
    for (Segment& s : built)
        m_segments.push_back(std::move(s));
    if (options.progress)
        options.progress(total, total);
    return true;
}

std::optional<SearchIndex> SearchIndex::fromSegments(std::vector<SegmentImage> images, std::string* whyNot)
{
    SearchIndex s;
    for (SegmentImage& image : images) {
        if (image.header().firstGame != s.gameCount()) {
            if (whyNot)
                *whyNot = "segments do not follow each other";
            return std::nullopt;
        }
        s.m_segments.emplace_back(std::move(image));
    }
    return s;
}

const SearchIndex::Segment& SearchIndex::segmentOf(std::size_t game) const
{
    const auto it = std::upper_bound(m_segments.begin(), m_segments.end(), game,
                                     [](std::size_t g, const Segment& s) { return g < s.first; });
    return *(it - 1);
}

std::uint64_t SearchIndex::bytes() const
{
    std::uint64_t n = 0;
    for (const Segment& s : m_segments)
        n += s.image.bytes().size();
    return n;
}

std::uint64_t SearchIndex::storeBytes() const
{
    std::uint64_t n = 0;
    for (const Segment& s : m_segments)
        for (const Section sec : {Section::StoreBlocks, Section::StoreLengths, Section::StoreLong, Section::StoreBytes, Section::Starts,
                                  Section::StartText, Section::GamePlies, Section::PliesLong})
            n += s.image.header().sectionSize[int(sec)];
    return n;
}

std::uint64_t SearchIndex::positions() const
{
    std::uint64_t n = 0;
    for (const Segment& s : m_segments)
        n += s.image.header().positions;
    return n;
}

} // namespace kibitz::pgn
