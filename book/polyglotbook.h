// PolyglotBook: an opening book in the Polyglot .bin format — 16-byte big-endian entries (key, move, weight,
// learn) sorted by key — held in memory and searched by binary search. Invariants: entries() is sorted by key
// (stable: the file's order among equal keys); reading never fails on content: a trailing partial entry and
// entries out of key order are reported as problems with their byte offsets, and every whole entry stays usable.
#pragma once

#include "polyglotkey.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::book {

struct BookEntry {
    Key key = 0;
    std::uint16_t move = 0; // Polyglot's move bits (see decodeMove)
    std::uint16_t weight = 0;
    std::uint32_t learn = 0;
    bool operator==(const BookEntry&) const = default;
};

constexpr std::size_t EntrySize = 16;

struct BookProblem {
    enum class Kind {
        TrailingBytes, // the size is not a multiple of 16: the last `count` bytes at `offset` are no entry
        OutOfOrder     // the entry at `offset` has a smaller key than the one before it (`count` such places)
    };
    Kind kind = Kind::TrailingBytes;
    std::uint64_t offset = 0;
    std::uint64_t count = 0;
    std::string describe() const; // English, with the offset
};

// One book move of a position, checked legal there.
struct BookMove {
    Move move;
    std::uint16_t raw = 0; // as stored in the book
    std::uint16_t weight = 0;
    std::uint32_t learn = 0;
    double share = 0; // weight / the position's total weight (0 when every weight is 0)
};

struct PositionBookMoves {
    Key key = 0;
    std::vector<BookMove> moves; // by weight, heaviest first; the book's order among equal weights
    int illegal = 0;             // entries under this key that are no legal move here (key collisions, bad data)
    std::uint64_t totalWeight = 0;
};

class PolyglotBook {
public:
    PolyglotBook() = default; // an empty book
    // Reads a book from its bytes; never fails (see problems()).
    static PolyglotBook fromBytes(std::string_view bytes);

    std::size_t size() const { return m_entries.size(); }
    bool empty() const { return m_entries.empty(); }
    const std::vector<BookEntry>& entries() const { return m_entries; }
    const std::vector<BookProblem>& problems() const { return m_problems; }

    // The entries stored under `key`, in the book's order.
    std::span<const BookEntry> find(Key key) const;
    // The legal book moves of a position; `key` is its polyglotKey() (which needs the game's last move).
    PositionBookMoves moves(const Position& pos, Key key) const;
    PositionBookMoves moves(const GameLine& line) const { return moves(line.position(), polyglotKey(line)); }

private:
    std::vector<BookEntry> m_entries;
    std::vector<BookProblem> m_problems;
};

// The bytes of entries in the file format (for writing books and for tests).
std::string encodeEntries(std::span<const BookEntry> entries);

// A book read from a file: `book` is empty and `error` says why when the file cannot be read at all.
struct BookFile {
    std::optional<PolyglotBook> book;
    std::string error;
};
BookFile readBookFile(const std::string& path);

// Polyglot's move bits: to square (bits 0-5), from square (6-11), promotion (12-14: 0 none, 1 knight, 2 bishop,
// 3 rook, 4 queen); castling is king takes own rook (e1h1), as Kibitz's own Move. decodeMove() returns the legal
// move of `pos` it names, Move::none() when there is none (castling written king-to-destination, e1g1, is
// accepted too: a king never otherwise moves two squares).
Move decodeMove(const Position& pos, std::uint16_t raw);
std::uint16_t encodeMove(Move m);

// Index of a move chosen with probability proportional to its weight, `random` being a uniform 64-bit number;
// nullopt when every weight is 0 (Polyglot never plays a move of weight 0).
std::optional<std::size_t> pickWeighted(const std::vector<BookMove>& moves, std::uint64_t random);

} // namespace kibitz::book
