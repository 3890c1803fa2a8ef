// Helpers for the database search suites: PGN text to an indexed, searchable database in a temporary file, and
// a brute-force reference that replays every game with the PGN reader (variations skipped, games cut at their
// first bad move) to say which games reach which position, at which ply, with which next move.
#pragma once

#include "pgn/gamefacts.h"
#include "pgn/gameindex.h"
#include "pgn/mappedfile.h"
#include "pgn/positionsearch.h"
#include "pgn/reader.h"
#include "pgn/searchindex.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

namespace kibitz::pgn::test {

// Everything that makes two positions equal for search (pieces, side, castling rights, en-passant square).
struct RefBoard {
    std::array<Bitboard, 9> bits{};
    int side = 0, castling = 0, ep = 0;
    explicit RefBoard(const Position& p)
        : bits{p.pieces(White),  p.pieces(Black),  p.pieces(Pawn),
               p.pieces(Knight), p.pieces(Bishop), p.pieces(Rook),
               p.pieces(Queen),  p.pieces(King),   0},
          side(p.sideToMove()),
          castling(p.castlingRights()),
          ep(p.epSquare())
    {
    }
    auto tie() const { return std::tie(bits, side, castling, ep); }
    bool operator<(const RefBoard& o) const { return tie() < o.tie(); }
    bool operator==(const RefBoard& o) const { return tie() == o.tie(); }
};

struct RefGame {
    std::vector<RefBoard> boards; // ply 0 .. n
    std::vector<std::string> fens;
    std::vector<Move> moves; // moves[i] is played from boards[i]
    GameResult result = GameResult::Unknown;
    bool chess960 = false;
};

// Main lines as the reader sees them.
class RefVisitor : public Visitor {
public:
    std::vector<RefGame> games;
    void beginGame(const GameStart&) override { games.emplace_back(); }
    void tag(std::string_view name, std::string_view value) override
    {
        if (name == "Result")
            games.back().result = parseResult(value);
    }
    Action endTags(const Position& start) override
    {
        games.back().boards.emplace_back(start);
        games.back().chess960 = start.isChess960();
        games.back().fens.push_back(start.fen(start.isChess960()));
        return Action::Continue;
    }
    Action beginVariation() override { return Action::Skip; }
    void move(const Position&, Move m, std::string_view) override { games.back().moves.push_back(m); }
    Action board(const Position& after) override
    {
        games.back().boards.emplace_back(after);
        games.back().fens.push_back(after.fen(after.isChess960()));
        return Action::Continue;
    }
};

inline std::vector<RefGame> referenceGames(std::string_view pgn)
{
    RefVisitor v;
    readPgn(pgn, v);
    return v.games;
}

// Expected matches for a position: each game once, at its first ply, with the move played there.
inline std::vector<std::tuple<std::uint32_t, std::uint32_t, std::uint16_t>> expectedMatches(const std::vector<RefGame>& games,
                                                                                            const RefBoard& b)
{
    std::vector<std::tuple<std::uint32_t, std::uint32_t, std::uint16_t>> out;
    for (std::uint32_t g = 0; g < games.size(); ++g)
        for (std::uint32_t ply = 0; ply < games[g].boards.size(); ++ply)
            if (games[g].boards[ply] == b) {
                out.emplace_back(g, ply, ply < games[g].moves.size() ? games[g].moves[ply].raw() : 0);
                break;
            }
    return out;
}

inline std::vector<std::tuple<std::uint32_t, std::uint32_t, std::uint16_t>> actualMatches(const std::vector<PositionMatch>& ms)
{
    std::vector<std::tuple<std::uint32_t, std::uint32_t, std::uint16_t>> out;
    for (const PositionMatch& m : ms)
        out.emplace_back(m.game, m.ply, m.next.raw());
    return out;
}

// A PGN text written to a temporary file, mapped, and indexed.
struct TempDatabase {
    QTemporaryDir dir;
    std::string path;
    MappedFile file;
    GameIndex index;
    std::optional<SearchIndex> search;
    GameFacts facts;

    void write(std::string_view text)
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(text.data(), std::streamsize(text.size()));
    }
    // (Re)maps the file and builds both indexes; small chunk and segment sizes exercise the merge paths.
    // `headerThreads` (0 = `threads`) builds the header index, whose game boundaries the search index follows.
    bool open(int threads = 1, std::size_t segmentGames = std::size_t(1) << 20, int headerThreads = 0)
    {
        file = MappedFile();
        if (!file.open(path).empty())
            return false;
        GameIndex::BuildOptions o;
        o.threads = headerThreads ? headerThreads : threads;
        index = GameIndex::build(file.data(), o);
        SearchIndex::Options so;
        so.threads = threads;
        so.segmentGames = segmentGames;
        std::string why;
        search = SearchIndex::build(file.data(), index, so, &why);
        facts = GameFacts::build(index);
        return search.has_value();
    }
    explicit TempDatabase(std::string_view text, const char* name = "games.pgn")
    {
        path = dir.filePath(name).toStdString();
        write(text);
    }
};

// A position from a FEN (lenient: impossible en-passant squares are dropped, as the reader does).
struct FenPosition {
    StateInfo st;
    Position pos;
    explicit FenPosition(std::string_view fen, bool chess960 = false) { pos.setFen(fen, FenMode::Lenient, st, chess960); }
};

} // namespace kibitz::pgn::test
