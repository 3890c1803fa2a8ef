#include "dutchsequence.h"

#include <algorithm>
#include <numeric>

namespace kibitz::tournament::dutch {

std::vector<std::vector<int>> combinations(int n, int k)
{
    std::vector<std::vector<int>> out;
    if (k < 0 || k > n)
        return out;
    std::vector<int> c(static_cast<std::size_t>(k));
    std::iota(c.begin(), c.end(), 0);
    while (true) {
        out.push_back(c);
        int i = k - 1;
        while (i >= 0 && c[std::size_t(i)] == n - k + i)
            --i;
        if (i < 0)
            break;
        ++c[std::size_t(i)];
        for (int j = i + 1; j < k; ++j)
            c[std::size_t(j)] = c[std::size_t(j) - 1] + 1;
    }
    return out;
}

namespace {

std::uint64_t choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    std::uint64_t r = 1;
    for (int i = 1; i <= k; ++i) {
        r = r * std::uint64_t(n - k + i) / std::uint64_t(i);
        if (r > (std::uint64_t(1) << 40))
            return r;
    }
    return r;
}

} // namespace

std::vector<Exchange> residentExchanges(int s1, int s2, int k, std::size_t limit, bool& tooMany)
{
    tooMany = false;
    std::vector<Exchange> out;
    const std::uint64_t count = choose(s1, k) * choose(s2, k);
    if (count > limit) {
        tooMany = true;
        return out;
    }
    const auto xs = combinations(s1, k);
    auto ys = combinations(s2, k);
    for (auto& y : ys)
        for (int& b : y)
            b += s1;
    out.reserve(std::size_t(count));
    for (const auto& x : xs)
        for (const auto& y : ys)
            out.push_back({x, y});
    auto sum = [](const std::vector<int>& v) { return std::accumulate(v.begin(), v.end(), 0); };
    std::stable_sort(out.begin(), out.end(), [&](const Exchange& a, const Exchange& b) {
        const int da = sum(a.fromS2) - sum(a.fromS1), db = sum(b.fromS2) - sum(b.fromS1);
        if (da != db)
            return da < db;
        // The highest different BSN moved from S1: compare from the top, the higher first.
        for (std::size_t i = a.fromS1.size(); i-- > 0;)
            if (a.fromS1[i] != b.fromS1[i])
                return a.fromS1[i] > b.fromS1[i];
        // The lowest different BSN moved from S2: compare from the bottom, the lower first.
        for (std::size_t i = 0; i < a.fromS2.size(); ++i)
            if (a.fromS2[i] != b.fromS2[i])
                return a.fromS2[i] < b.fromS2[i];
        return false;
    });
    return out;
}

std::vector<std::vector<int>> mdpSelections(const std::vector<int>& mdpScores, int m1)
{
    auto all = combinations(int(mdpScores.size()), m1);
    std::stable_sort(all.begin(), all.end(), [&](const std::vector<int>& a, const std::vector<int>& b) {
        std::vector<int> sa, sb;
        for (const int i : a)
            sa.push_back(mdpScores[std::size_t(i)]);
        for (const int i : b)
            sb.push_back(mdpScores[std::size_t(i)]);
        std::sort(sa.rbegin(), sa.rend());
        std::sort(sb.rbegin(), sb.rend());
        if (sa != sb)
            return sa > sb; // the highest different score first
        return a < b;       // then the lowest BSNs
    });
    return all;
}

} // namespace kibitz::tournament::dutch
