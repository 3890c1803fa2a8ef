// Builds the attack tables once at start-up; the slider tables use magics found by a seeded random search.
#include "bitboard.h"

#include "magics.h"

#include <cstdlib>
#include <vector>

namespace kibitz {

namespace tables {
Bitboard pawnAttacks[ColorCount][SquareCount];
Bitboard knightAttacks[SquareCount];
Bitboard kingAttacks[SquareCount];
Bitboard between[SquareCount][SquareCount];
Bitboard line[SquareCount][SquareCount];
Bitboard rookPseudo[SquareCount];
Bitboard bishopPseudo[SquareCount];
Magic rookMagics[SquareCount];
Magic bishopMagics[SquareCount];
} // namespace tables

namespace {

Bitboard rookTable[0x19000];  // 102,400 entries: the sum of 2^(relevant bits) over all squares
Bitboard bishopTable[0x1480]; // 5,248 entries

// Step from `s` by (df, dr); NoSquare when that leaves the board.
Square step(Square s, int df, int dr)
{
    const int f = fileOf(s) + df, r = rankOf(s) + dr;
    return (f < 0 || f > 7 || r < 0 || r > 7) ? NoSquare : makeSquare(f, r);
}

Bitboard slide(Square s, Bitboard occupied, const int (*dirs)[2])
{
    Bitboard result = 0;
    for (int d = 0; d < 4; ++d) {
        for (Square t = step(s, dirs[d][0], dirs[d][1]); t != NoSquare; t = step(t, dirs[d][0], dirs[d][1])) {
            result |= squareBB(t);
            if (occupied & squareBB(t))
                break;
        }
    }
    return result;
}

constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// xorshift64* — small, fast and deterministic, so the magics are the same on every run.
struct Prng {
    std::uint64_t state;
    std::uint64_t next()
    {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

void initMagics(Magic* magics, Bitboard* table, const int (*dirs)[2], const Bitboard* known)
{
    std::vector<Bitboard> occupancy(4096), reference(4096);
    std::vector<int> epoch(4096, 0);
    int attempt = 0;
    Bitboard* next = table;

    for (int si = 0; si < SquareCount; ++si) {
        const Square s = Square(si);
        const Bitboard edges = ((Rank1BB | Rank8BB) & ~rankBB(rankOf(s))) | ((FileABB | FileHBB) & ~fileBB(fileOf(s)));
        Magic& m = magics[s];
        m.mask = slide(s, 0, dirs) & ~edges;
        m.shift = 64 - popcount(m.mask);
        m.attacks = next;

        // Enumerate all subsets of the mask (Carry-Rippler) with their true attack sets.
        int size = 0;
        Bitboard b = 0;
        do {
            occupancy[size] = b;
            reference[size] = slide(s, b, dirs);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);

        Prng rng{0x9E3779B97F4A7C15ULL ^ (std::uint64_t(si + 1) * 0xD1B54A32D192ED03ULL)};
        bool first = true;
        for (int i = 0; i < size;) {
            if (first)
                m.magic = known[si]; // verified below like any candidate
            else
                do
                    m.magic = rng.sparse();
                while (popcount((m.magic * m.mask) >> 56) < 6);
            first = false;

            ++attempt;
            for (i = 0; i < size; ++i) {
                const unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < attempt) {
                    epoch[idx] = attempt;
                    next[idx] = reference[i];
                } else if (next[idx] != reference[i]) {
                    break;
                }
            }
        }
        next += size;
    }
}

struct Init {
    Init()
    {
        for (int si = 0; si < SquareCount; ++si) {
            const Square s = Square(si);
            for (auto [df, dr] : {std::pair{1, 1}, {-1, 1}})
                if (Square t = step(s, df, dr); t != NoSquare)
                    tables::pawnAttacks[White][s] |= squareBB(t);
            for (auto [df, dr] : {std::pair{1, -1}, {-1, -1}})
                if (Square t = step(s, df, dr); t != NoSquare)
                    tables::pawnAttacks[Black][s] |= squareBB(t);
            for (auto [df, dr] : {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}})
                if (Square t = step(s, df, dr); t != NoSquare)
                    tables::knightAttacks[s] |= squareBB(t);
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr)
                    if (Square t = step(s, df, dr); (df || dr) && t != NoSquare)
                        tables::kingAttacks[s] |= squareBB(t);
        }

        initMagics(tables::rookMagics, rookTable, RookDirs, magics::Rook);
        initMagics(tables::bishopMagics, bishopTable, BishopDirs, magics::Bishop);

        for (int a = 0; a < SquareCount; ++a) {
            tables::rookPseudo[a] = rookAttacks(Square(a), 0);
            tables::bishopPseudo[a] = bishopAttacks(Square(a), 0);
            for (int b = 0; b < SquareCount; ++b) {
                const Square sa = Square(a), sb = Square(b);
                if (a == b)
                    continue;
                for (auto* attacks : {&bishopAttacks, &rookAttacks}) {
                    if ((*attacks)(sa, 0) & squareBB(sb)) {
                        tables::line[a][b] = ((*attacks)(sa, 0) & (*attacks)(sb, 0)) | squareBB(sa) | squareBB(sb);
                        tables::between[a][b] = (*attacks)(sa, squareBB(sb)) & (*attacks)(sb, squareBB(sa));
                    }
                }
            }
        }
    }
};

const Init init;

} // namespace
} // namespace kibitz
