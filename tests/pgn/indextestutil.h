// Shared by the header index suites: two indexes are equal when every entry (place, line, flags, ratings, ply count)
// and every indexed tag string are; QCOMPARE reports the first difference.
#pragma once

#include "pgn/gameindex.h"

#include <QTest>

namespace kibitz::pgn::test {

inline void compareIndexes(const GameIndex& a, const GameIndex& b)
{
    QCOMPARE(a.size(), b.size());
    QCOMPARE(a.gamesWithErrors(), b.gamesWithErrors());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const IndexEntry &x = a.entry(i), &y = b.entry(i);
        QCOMPARE(x.offset, y.offset);
        QCOMPARE(x.length, y.length);
        QCOMPARE(x.line, y.line);
        QCOMPARE(x.flags, y.flags);
        QCOMPARE(x.whiteElo, y.whiteElo);
        QCOMPARE(x.blackElo, y.blackElo);
        QCOMPARE(x.plyCount, y.plyCount);
        for (int f = 0; f < IndexFieldCount; ++f)
            QCOMPARE(a.field(i, IndexField(f)), b.field(i, IndexField(f)));
    }
}

} // namespace kibitz::pgn::test
