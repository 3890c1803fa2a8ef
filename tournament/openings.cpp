#include "openings.h"

#include "core/gameline.h"
#include "core/san.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <numeric>
#include <sstream>
#include <utility>

namespace kibitz::tournament {

namespace {

bool isResultToken(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

using RawGame = std::pair<std::string, std::vector<std::string>>; // (FEN tag or empty, SAN tokens of the main line)

// Splits PGN text into games' main lines. Tags other than FEN, comments, variations, NAGs and move numbers are
// skipped; a game ends at its result token or where the next tag section begins.
std::vector<RawGame> pgnMainLines(const std::string& text)
{
    std::vector<RawGame> games;
    std::string fen;
    std::vector<std::string> moves;
    bool inMoves = false;
    auto flush = [&] {
        if (inMoves || !moves.empty())
            games.emplace_back(fen, moves);
        fen.clear();
        moves.clear();
        inMoves = false;
    };
    std::size_t i = 0;
    int variation = 0;
    auto isSpace = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (i < text.size()) {
        const char c = text[i];
        if (c == '[' && variation == 0) {
            if (inMoves)
                flush();
            const std::size_t end = text.find(']', i);
            const std::string tag = text.substr(i + 1, end == std::string::npos ? std::string::npos : end - i - 1);
            if (tag.rfind("FEN ", 0) == 0) {
                const std::size_t q1 = tag.find('"'), q2 = tag.rfind('"');
                if (q1 != std::string::npos && q2 > q1)
                    fen = tag.substr(q1 + 1, q2 - q1 - 1);
            }
            i = end == std::string::npos ? text.size() : end + 1;
        } else if (c == '{') {
            const std::size_t end = text.find('}', i);
            i = end == std::string::npos ? text.size() : end + 1;
        } else if (c == ';' || (c == '%' && (i == 0 || text[i - 1] == '\n'))) {
            const std::size_t end = text.find('\n', i);
            i = end == std::string::npos ? text.size() : end + 1;
        } else if (c == '(') {
            ++variation, ++i;
        } else if (c == ')') {
            variation = std::max(0, variation - 1), ++i;
        } else if (isSpace(c)) {
            ++i;
        } else {
            std::size_t j = i;
            while (j < text.size() && !isSpace(text[j]) && text[j] != '{' && text[j] != '(' && text[j] != ')' && text[j] != ';'
                   && text[j] != '[')
                ++j;
            std::string tok = text.substr(i, j - i);
            i = j;
            if (variation || tok[0] == '$')
                continue;
            if (isResultToken(tok)) {
                inMoves = true;
                flush();
                continue;
            }
            std::size_t k = 0; // a move number prefix: "12." or "12..."
            while (k < tok.size() && std::isdigit(static_cast<unsigned char>(tok[k])))
                ++k;
            if (k > 0 && k < tok.size() && tok[k] == '.') {
                while (k < tok.size() && tok[k] == '.')
                    ++k;
                tok = tok.substr(k);
            } else if (k == tok.size()) {
                continue;
            }
            if (!tok.empty()) {
                moves.push_back(tok);
                inMoves = true;
            }
        }
    }
    flush();
    return games;
}

bool loadEpd(const std::string& path, const std::string& text, std::vector<Opening>& out, std::string& error)
{
    std::istringstream lines(text);
    int lineNo = 0;
    for (std::string line; std::getline(lines, line);) {
        ++lineNo;
        std::istringstream f(line);
        std::string a, b, c, d;
        if (!(f >> a) || a[0] == '#')
            continue;
        if (!(f >> b >> c >> d)) {
            error = path + ":" + std::to_string(lineNo) + ": a position needs four FEN fields";
            return false;
        }
        GameLine g;
        if (!g.reset(a + " " + b + " " + c + " " + d + " 0 1", FenMode::Lenient).ok()) {
            error = path + ":" + std::to_string(lineNo) + ": invalid position";
            return false;
        }
        out.push_back(Opening{g.position().fen(), {}, path + ":" + std::to_string(lineNo)});
    }
    return true;
}

bool loadPgn(const std::string& path, const std::string& text, std::vector<Opening>& out, std::string& error)
{
    int n = 0;
    for (const auto& [fen, moves] : pgnMainLines(text)) {
        ++n;
        GameLine g;
        if (!g.reset(fen.empty() ? std::string(StartFen) : fen, FenMode::Lenient).ok()) {
            error = path + ": game " + std::to_string(n) + ": invalid FEN";
            return false;
        }
        Opening o{g.position().fen(), {}, "opening " + std::to_string(n)};
        for (const std::string& san : moves) {
            const SanResult r = parseSan(g.position(), san, SanMode::Lenient);
            if (!r.ok()) {
                error = path + ": game " + std::to_string(n) + ": " + describe(r, san, g.position());
                return false;
            }
            o.san.push_back(toSan(g.position(), r.move));
            g.push(r.move);
        }
        out.push_back(std::move(o));
    }
    return true;
}

} // namespace

Opening Opening::truncated(int plies) const
{
    Opening o = *this;
    if (plies > 0 && int(o.san.size()) > plies)
        o.san.resize(std::size_t(plies));
    return o;
}

bool loadOpenings(const std::string& path, std::vector<Opening>& out, std::string& error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open " + path;
        return false;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    const bool epd = path.size() >= 4 && path.compare(path.size() - 4, 4, ".epd") == 0;
    std::vector<Opening> read;
    if (!(epd ? loadEpd(path, ss.str(), read, error) : loadPgn(path, ss.str(), read, error)))
        return false;
    if (read.empty()) {
        error = path + ": no openings found";
        return false;
    }
    out.insert(out.end(), read.begin(), read.end());
    return true;
}

std::uint64_t mix64(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

int openingIndex(std::uint64_t k, int suiteSize, OpeningOrder order, std::uint64_t seed)
{
    if (suiteSize <= 0)
        return -1;
    const std::uint64_t n = std::uint64_t(suiteSize);
    if (order == OpeningOrder::Sequential)
        return int(k % n);
    // Fisher-Yates with a generator seeded by (seed, pass): every pass through the suite is a fresh permutation.
    std::vector<int> perm(static_cast<std::size_t>(suiteSize));
    std::iota(perm.begin(), perm.end(), 0);
    std::uint64_t state = mix64(seed ^ mix64(k / n));
    for (std::size_t i = perm.size(); i > 1; --i) {
        state = mix64(state);
        std::swap(perm[i - 1], perm[std::size_t(state % i)]);
    }
    return perm[std::size_t(k % n)];
}

} // namespace kibitz::tournament
