// Material search: replay every (filtered) game, test each position, keep the first long enough run.
#include "materialsearch.h"

#include "threadparts.h"

#include <algorithm>
#include <charconv>
#include <thread>

namespace kibitz::pgn {

namespace {

constexpr int Value[PieceTypeCount] = {0, 1, 3, 3, 5, 9, 0};

bool parseNumber(std::string_view s, int& out)
{
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && p == s.data() + s.size();
}

// "3", "0..1" or "0-1" into [lo, hi].
bool parseRange(std::string_view s, int& lo, int& hi)
{
    std::size_t sep = s.find("..");
    std::size_t skip = 2;
    if (sep == std::string_view::npos && s.size() > 1)
        sep = s.find('-', 1), skip = 1;
    if (sep == std::string_view::npos)
        return parseNumber(s, lo) && (hi = lo, true);
    return parseNumber(s.substr(0, sep), lo) && parseNumber(s.substr(sep + skip), hi) && lo <= hi;
}

std::vector<std::string_view> words(std::string_view s)
{
    std::vector<std::string_view> out;
    for (std::size_t i = 0; i < s.size();) {
        while (i < s.size() && (s[i] == ' ' || s[i] == ','))
            ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != ',')
            ++j;
        if (j > i)
            out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

// "'<word>'<what>" (built by appending: GCC 12 warns wrongly about chained string concatenation here).
std::string complaint(std::string_view word, std::string_view what)
{
    std::string s = "'";
    s.append(word);
    s.append("': ");
    s.append(what);
    return s;
}

Piece pieceFromLetter(char c)
{
    const std::string_view letters = "PNBRQKpnbrqk";
    const std::size_t i = letters.find(c);
    return i == std::string_view::npos ? NoPiece : makePiece(i < 6 ? White : Black, PieceType(i % 6 + 1));
}

} // namespace

MaterialQuery::MaterialQuery()
{
    minCount.fill(0);
    maxCount.fill(64);
}

bool MaterialQuery::matches(const Position& pos) const
{
    int diff = 0;
    for (const Color c : {White, Black})
        for (PieceType pt = Pawn; pt <= Queen; pt = PieceType(pt + 1)) {
            const int n = popcount(pos.pieces(c, pt));
            const Piece p = makePiece(c, pt);
            if (n < minCount[p] || n > maxCount[p])
                return false;
            diff += c == White ? n * Value[pt] : -n * Value[pt];
        }
    if (diff < minDiff || diff > maxDiff)
        return false;
    for (const auto& [sq, piece] : pieces)
        if (pos.pieceOn(sq) != piece)
            return false;
    return true;
}

std::optional<MaterialQuery> MaterialQuery::parse(std::string_view material, std::string_view pattern, std::string* error)
{
    MaterialQuery q;
    const auto fail = [&](std::string why) -> std::optional<MaterialQuery> {
        if (error)
            *error = std::move(why);
        return std::nullopt;
    };
    for (const std::string_view w : words(material)) {
        const std::size_t eq = w.find('=');
        if (eq == std::string_view::npos)
            return fail(complaint(w, "expected X=n or X=a..b"));
        const std::string_view name = w.substr(0, eq), range = w.substr(eq + 1);
        int lo = 0, hi = 0;
        if (name == "diff") {
            if (!parseRange(range, lo, hi))
                return fail(complaint(w, "bad range"));
            q.minDiff = lo, q.maxDiff = hi;
            continue;
        }
        const Piece p = name.size() == 1 ? pieceFromLetter(name[0]) : NoPiece;
        if (p == NoPiece || typeOf(p) == King)
            return fail(complaint(name, "expected one of PNBRQ (White) or pnbrq (Black)"));
        if (!parseRange(range, lo, hi) || lo < 0 || hi > 16)
            return fail(complaint(w, "bad count"));
        q.minCount[p] = lo, q.maxCount[p] = hi;
    }
    for (const std::string_view w : words(pattern)) {
        const Piece p = w.size() == 3 ? pieceFromLetter(w[0]) : NoPiece;
        if (p == NoPiece || w[1] < 'a' || w[1] > 'h' || w[2] < '1' || w[2] > '8')
            return fail(complaint(w, "expected a piece letter and a square, e.g. Pe4 or pd5"));
        q.pieces.push_back({makeSquare(w[1] - 'a', w[2] - '1'), p});
    }
    return q;
}

std::vector<PositionMatch> searchMaterial(const SearchIndex& index, const MaterialQuery& query, const GameFilter* filter, int threads,
                                          const std::atomic<bool>* cancel)
{
    const std::size_t n = index.gameCount();
    const int t = std::max(1, threads > 0 ? threads : int(std::thread::hardware_concurrency()));
    std::vector<std::vector<PositionMatch>> found(static_cast<std::size_t>(t));
    const auto work = [&](int part) {
        Replayer r;
        for (std::size_t game = n * std::size_t(part) / std::size_t(t); game < n * std::size_t(part + 1) / std::size_t(t); ++game) {
            if ((game & 1023) == 0 && cancel && cancel->load(std::memory_order_relaxed))
                return;
            if ((filter && !filter->test(game)) || !index.replay(game, r))
                continue;
            int run = 0;
            for (;;) {
                const Move next = r.peek();
                run = query.matches(r.position()) ? run + 1 : 0;
                if (run >= query.minPlies) {
                    found[std::size_t(part)].push_back({std::uint32_t(game), std::uint32_t(r.ply() - run + 1), next});
                    break;
                }
                if (!next)
                    break;
                r.advance();
            }
        }
    };
    // A damaged cache part (CacheDamaged, checkedparts.h) met on a worker is rethrown here, after every worker ended.
    runPartsRethrowing(std::size_t(t), [&](std::size_t part) { work(int(part)); });
    std::vector<PositionMatch> out;
    for (const auto& f : found)
        out.insert(out.end(), f.begin(), f.end());
    return out;
}

} // namespace kibitz::pgn
