// Polyglot .bin reading: big-endian decoding, the order check (sorting what is out of order, so nothing is lost)
// and the moves of a position checked against the legal move list.
#include "polyglotbook.h"

#include "core/movegen.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>

namespace kibitz::book {

namespace {

std::uint64_t readBig(const unsigned char* p, int bytes)
{
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v = (v << 8) | p[i];
    return v;
}

void writeBig(std::string& out, std::uint64_t v, int bytes)
{
    for (int i = bytes - 1; i >= 0; --i)
        out.push_back(char((v >> (8 * i)) & 0xFF));
}

} // namespace

std::string BookProblem::describe() const
{
    std::ostringstream out;
    switch (kind) {
    case Kind::TrailingBytes:
        out << "the file ends in the middle of an entry: the last " << count << " byte(s), from offset " << offset
            << ", are ignored (a book is a sequence of 16-byte entries)";
        break;
    case Kind::OutOfOrder:
        out << "the entries are not sorted by key: the entry at offset " << offset << " has a smaller key than the one before it";
        if (count > 1)
            out << " (" << count << " such places)";
        out << "; they were sorted on reading";
        break;
    }
    return out.str();
}

PolyglotBook PolyglotBook::fromBytes(std::string_view bytes)
{
    PolyglotBook book;
    const std::size_t whole = bytes.size() / EntrySize;
    book.m_entries.reserve(whole);
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    BookProblem disorder{BookProblem::Kind::OutOfOrder, 0, 0};
    for (std::size_t i = 0; i < whole; ++i) {
        const unsigned char* p = data + i * EntrySize;
        BookEntry e;
        e.key = readBig(p, 8);
        e.move = std::uint16_t(readBig(p + 8, 2));
        e.weight = std::uint16_t(readBig(p + 10, 2));
        e.learn = std::uint32_t(readBig(p + 12, 4));
        if (!book.m_entries.empty() && e.key < book.m_entries.back().key && disorder.count++ == 0)
            disorder.offset = i * EntrySize;
        book.m_entries.push_back(e);
    }
    if (disorder.count > 0) {
        std::stable_sort(book.m_entries.begin(), book.m_entries.end(),
                         [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
        book.m_problems.push_back(disorder);
    }
    if (const std::size_t rest = bytes.size() % EntrySize; rest != 0)
        book.m_problems.push_back({BookProblem::Kind::TrailingBytes, whole * EntrySize, rest});
    return book;
}

std::span<const BookEntry> PolyglotBook::find(Key key) const
{
    const auto range = std::equal_range(m_entries.begin(), m_entries.end(), BookEntry{key},
                                        [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
    return {range.first, range.second};
}

PositionBookMoves PolyglotBook::moves(const Position& pos, Key key) const
{
    PositionBookMoves out;
    out.key = key;
    for (const BookEntry& e : find(key)) {
        const Move m = decodeMove(pos, e.move);
        if (!m) {
            ++out.illegal;
            continue;
        }
        out.moves.push_back({m, e.move, e.weight, e.learn, 0.0});
        out.totalWeight += e.weight;
    }
    for (BookMove& m : out.moves)
        m.share = out.totalWeight ? double(m.weight) / double(out.totalWeight) : 0.0;
    std::stable_sort(out.moves.begin(), out.moves.end(), [](const BookMove& a, const BookMove& b) { return a.weight > b.weight; });
    return out;
}

std::string encodeEntries(std::span<const BookEntry> entries)
{
    std::string out;
    out.reserve(entries.size() * EntrySize);
    for (const BookEntry& e : entries) {
        writeBig(out, e.key, 8);
        writeBig(out, e.move, 2);
        writeBig(out, e.weight, 2);
        writeBig(out, e.learn, 4);
    }
    return out;
}

BookFile readBookFile(const std::string& path)
{
    BookFile result;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        result.error = "cannot open " + path + ": " + std::strerror(errno);
        return result;
    }
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) {
        result.error = "cannot read " + path + ": " + std::strerror(errno);
        return result;
    }
    result.book = PolyglotBook::fromBytes(bytes);
    return result;
}

Move decodeMove(const Position& pos, std::uint16_t raw)
{
    const Square to = Square(raw & 63);
    const Square from = Square((raw >> 6) & 63);
    const int promo = (raw >> 12) & 7;
    if (promo > 4)
        return Move::none();
    const PieceType promotion = promo ? PieceType(Knight + promo - 1) : NoPieceType;
    for (const Move m : MoveList<GenType::Legal>(pos)) {
        if (m.from() != from)
            continue;
        if (m.type() == MoveType::Castling) {
            // King takes rook as the format says, or the king's destination square as some writers put it.
            const bool kingSide = m.to() > m.from();
            if (promotion == NoPieceType
                && (m.to() == to || (!pos.isChess960() && Position::castlingKingTo(pos.sideToMove(), kingSide) == to)))
                return m;
            continue;
        }
        if (m.to() != to)
            continue;
        if (m.type() == MoveType::Promotion ? m.promotion() == promotion : promotion == NoPieceType)
            return m;
    }
    return Move::none();
}

std::uint16_t encodeMove(Move m)
{
    int promo = 0;
    if (m.type() == MoveType::Promotion)
        promo = m.promotion() - Knight + 1;
    return std::uint16_t((promo << 12) | (m.from() << 6) | m.to());
}

std::optional<std::size_t> pickWeighted(const std::vector<BookMove>& moves, std::uint64_t random)
{
    std::uint64_t total = 0;
    for (const BookMove& m : moves)
        total += m.weight;
    if (total == 0)
        return std::nullopt;
    std::uint64_t r = random % total;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (r < moves[i].weight)
            return i;
        r -= moves[i].weight;
    }
    return std::nullopt; // not reached: r < total
}

} // namespace kibitz::book
