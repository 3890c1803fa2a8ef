// The ECO families table (the volumes' usual subdivisions, as opening books and databases name them).
#include "ecofamilies.h"

#include <algorithm>

namespace kibitz::pgn {

namespace {

constexpr std::uint16_t code(char letter, int number) { return std::uint16_t(1 + 100 * (letter - 'A') + number); }

// clang-format off
constexpr EcoFamily Families[] = {
    {code('A', 0), code('A', 0), "Irregular Openings"},
    {code('A', 1), code('A', 1), "Nimzo-Larsen Attack"},
    {code('A', 2), code('A', 3), "Bird's Opening"},
    {code('A', 4), code('A', 9), "Reti Opening"},
    {code('A', 10), code('A', 39), "English Opening"},
    {code('A', 40), code('A', 41), "Queen's Pawn, other"},
    {code('A', 42), code('A', 42), "Modern Defence, Averbakh"},
    {code('A', 43), code('A', 44), "Old Benoni Defence"},
    {code('A', 45), code('A', 46), "Indian Game without c4"},
    {code('A', 47), code('A', 47), "Queen's Indian without c4"},
    {code('A', 48), code('A', 49), "East Indian Defence"},
    {code('A', 50), code('A', 50), "Indian Game, rare replies"},
    {code('A', 51), code('A', 52), "Budapest Gambit"},
    {code('A', 53), code('A', 55), "Old Indian Defence"},
    {code('A', 56), code('A', 56), "Benoni Defence"},
    {code('A', 57), code('A', 59), "Benko Gambit"},
    {code('A', 60), code('A', 79), "Modern Benoni"},
    {code('A', 80), code('A', 99), "Dutch Defence"},
    {code('B', 0), code('B', 0), "King's Pawn, rare replies"},
    {code('B', 1), code('B', 1), "Scandinavian Defence"},
    {code('B', 2), code('B', 5), "Alekhine's Defence"},
    {code('B', 6), code('B', 6), "Modern Defence"},
    {code('B', 7), code('B', 9), "Pirc Defence"},
    {code('B', 10), code('B', 19), "Caro-Kann Defence"},
    {code('B', 20), code('B', 99), "Sicilian Defence"},
    {code('C', 0), code('C', 19), "French Defence"},
    {code('C', 20), code('C', 20), "King's Pawn Game"},
    {code('C', 21), code('C', 22), "Centre Game"},
    {code('C', 23), code('C', 24), "Bishop's Opening"},
    {code('C', 25), code('C', 29), "Vienna Game"},
    {code('C', 30), code('C', 39), "King's Gambit"},
    {code('C', 40), code('C', 40), "King's Knight Opening"},
    {code('C', 41), code('C', 41), "Philidor Defence"},
    {code('C', 42), code('C', 43), "Petrov's Defence"},
    {code('C', 44), code('C', 44), "Open Game, 2...Nc6 sidelines"},
    {code('C', 45), code('C', 45), "Scotch Game"},
    {code('C', 46), code('C', 46), "Three Knights Game"},
    {code('C', 47), code('C', 49), "Four Knights Game"},
    {code('C', 50), code('C', 54), "Italian Game"},
    {code('C', 55), code('C', 59), "Two Knights Defence"},
    {code('C', 60), code('C', 99), "Ruy Lopez"},
    {code('D', 0), code('D', 0), "Queen's Pawn Game"},
    {code('D', 1), code('D', 1), "Richter-Veresov Attack"},
    {code('D', 2), code('D', 2), "Queen's Pawn Game, 2.Nf3"},
    {code('D', 3), code('D', 3), "Torre Attack"},
    {code('D', 4), code('D', 5), "Colle System"},
    {code('D', 6), code('D', 6), "Queen's Gambit, rare replies"},
    {code('D', 7), code('D', 7), "Chigorin Defence"},
    {code('D', 8), code('D', 9), "Albin Counter-Gambit"},
    {code('D', 10), code('D', 19), "Slav Defence"},
    {code('D', 20), code('D', 29), "Queen's Gambit Accepted"},
    {code('D', 30), code('D', 42), "Queen's Gambit Declined"},
    {code('D', 43), code('D', 49), "Semi-Slav Defence"},
    {code('D', 50), code('D', 69), "Queen's Gambit Declined, 4.Bg5"},
    {code('D', 70), code('D', 79), "Neo-Grunfeld Defence"},
    {code('D', 80), code('D', 99), "Grunfeld Defence"},
    {code('E', 0), code('E', 0), "Indian Game, 3rd-move sidelines"},
    {code('E', 1), code('E', 9), "Catalan Opening"},
    {code('E', 10), code('E', 10), "Indian Game, 3.Nf3"},
    {code('E', 11), code('E', 11), "Bogo-Indian Defence"},
    {code('E', 12), code('E', 19), "Queen's Indian Defence"},
    {code('E', 20), code('E', 59), "Nimzo-Indian Defence"},
    {code('E', 60), code('E', 99), "King's Indian Defence"},
};
// clang-format on

constexpr bool coversAll()
{
    std::uint16_t next = code('A', 0);
    for (const EcoFamily& f : Families) {
        if (f.first != next || f.last < f.first)
            return false;
        next = std::uint16_t(f.last + 1);
    }
    return next == code('E', 99) + 1;
}
static_assert(coversAll(), "ECO families must cover A00-E99 in order without gaps");

std::string codeText(std::uint16_t packed)
{
    const int n = packed - 1;
    return {char('A' + n / 100), char('0' + n / 10 % 10), char('0' + n % 10)};
}

} // namespace

std::string EcoFamily::range() const { return first == last ? codeText(first) : codeText(first) + "-" + codeText(last); }

std::span<const EcoFamily> ecoFamilies() { return Families; }

const EcoFamily* ecoFamilyOf(std::uint16_t packedEco)
{
    if (packedEco < code('A', 0) || packedEco > code('E', 99))
        return nullptr;
    return std::upper_bound(std::begin(Families), std::end(Families), packedEco,
                            [](std::uint16_t c, const EcoFamily& f) { return c < f.first; })
        - 1;
}

} // namespace kibitz::pgn
