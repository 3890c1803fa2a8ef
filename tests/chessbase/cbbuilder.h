// Small ChessBase databases written by the tests themselves, byte by byte from the format description (morphy-cbh
// docs/cbh-format and moves.md), so that the reader is checked against data we wrote: the .cbh records, the name
// files, the moves scrambled as ChessBase scrambles them (chessbase::scramble) and the annotation records.
// A game's moves are given as opcodes (the helpers below name them); TwoBytes is followed by its two data values.
#pragma once

#include "chessbase/database.h"
#include "chessbase/movedecoder.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kibitz::cbtest {

enum : int { NullMove = 0, TwoBytes = 235, Padding = 236, Push = 254, Pop = 255 };

// Single-byte moves by piece number (0-based among the side's pieces of the kind, numbered a1, a2 .. h8 at the start).
inline int king(int direction) { return 1 + direction; } // 0 up, 1 up-right, 2 right, 3 down-right, ... 7 up-left
inline int castles(bool kingSide) { return kingSide ? 9 : 10; }
inline int queen(int number, int direction, int stride) // direction 0 up, 1 right, 2 up-right, 3 down-right
{
    static constexpr int First[] = {11, 143, 171};
    return First[number] + direction * 7 + stride - 1;
}
inline int rook(int number, int direction, int stride) // direction 0 up, 1 right (wrapping round the board)
{
    static constexpr int First[] = {39, 53, 199};
    return First[number] + direction * 7 + stride - 1;
}
inline int bishop(int number, int direction, int stride) // direction 0 up-right, 1 down-right (wrapping)
{
    static constexpr int First[] = {67, 81, 213};
    return First[number] + direction * 7 + stride - 1;
}
// direction: 0 (+2,+1), 1 (+1,+2), 2 (-1,+2), 3 (-2,+1), 4 (-2,-1), 5 (-1,-2), 6 (+1,-2), 7 (+2,-1) as (file, rank)
inline int knight(int number, int direction)
{
    static constexpr int First[] = {95, 103, 227};
    return First[number] + direction;
}
// kind: 0 one step, 1 two steps, 2 capture towards the h-file (White's view), 3 towards the a-file
inline int pawn(int number, int kind) { return 111 + number * 4 + kind; }
// ChessBase's square number (file by file) of "e4".
inline int square(const char* name) { return (name[0] - 'a') * 8 + (name[1] - '1'); }
// A two-byte move: TwoBytes, then from + 64 * to + 4096 * promotion (0 queen, 1 rook, 2 bishop, 3 knight) in two bytes.
inline std::vector<int> twoBytes(const char* from, const char* to, int promotion = 0)
{
    const int code = square(from) + 64 * square(to) + 4096 * promotion;
    return {TwoBytes, code >> 8, code & 255};
}

inline void putBig(std::string& out, std::uint32_t v, int width)
{
    for (int i = width - 1; i >= 0; --i)
        out += char((v >> (8 * i)) & 255);
}
inline void putLittle(std::string& out, std::uint32_t v, int width)
{
    for (int i = 0; i < width; ++i)
        out += char((v >> (8 * i)) & 255);
}
inline std::string fixed(const std::string& s, std::size_t width)
{
    std::string out = s.substr(0, width);
    out.resize(width, '\0');
    return out;
}

// The scrambled move bytes of `codes`, ending with the game's end marker.
inline std::string encodeMoves(const std::vector<int>& codes)
{
    std::string out;
    std::uint32_t moves = 0;
    for (std::size_t i = 0; i < codes.size(); ++i) {
        const int c = codes[i];
        out += char(chessbase::scramble(c, moves));
        if (c == TwoBytes && i + 2 < codes.size()) {
            out += char(chessbase::scramble(codes[i + 1], moves));
            out += char(chessbase::scramble(codes[i + 2], moves));
            i += 2;
            ++moves;
        } else if (c < TwoBytes) {
            ++moves;
        }
    }
    out += char(chessbase::scramble(Pop, moves));
    return out;
}

// One annotation entry: the node (-1 the start, k the position after the (k+1)-th decoded move), type and data.
inline std::string annotation(int node, int type, const std::string& data)
{
    std::string out;
    putBig(out, std::uint32_t(node) & 0xFFFFFF, 3);
    out += char(type);
    putBig(out, std::uint32_t(data.size() + 6), 2);
    return out + data;
}
inline std::string textAfter(int node, const std::string& text) { return annotation(node, 0x02, std::string("\0\0", 2) + text); }
inline std::string textBefore(int node, const std::string& text) { return annotation(node, 0x82, std::string("\0\0", 2) + text); }

// A set-up position's 28 bytes from a board given rank 8 first as in FEN ("r...k..r/8/..."), side, castling bits
// (1 White O-O-O, 2 White O-O, 4 Black O-O-O, 8 Black O-O), en-passant file (0 none, 1 a .. 8 h) and move number.
inline std::string setUp(const std::string& placement, bool blackToMove, int castling, int epFile, int moveNumber)
{
    char board[64] = {}; // ChessBase order: a1, a2 .. a8, b1 ..
    int rank = 7, file = 0;
    for (const char c : placement) {
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            board[file * 8 + rank] = c;
            ++file;
        }
    }
    std::string bits;
    for (const char c : board) {
        if (!c) {
            bits += '0';
            continue;
        }
        static const std::string Letters = "kqnbrp";
        const int piece = int(Letters.find(char(c | 0x20))) + 1;
        bits += '1';
        bits += (c >= 'a' ? '1' : '0');
        for (int b = 2; b >= 0; --b)
            bits += char('0' + ((piece >> b) & 1));
    }
    bits.resize(192, '0');
    std::string out;
    out += char(1);
    out += char((blackToMove ? 0x10 : 0) | epFile);
    out += char(castling);
    out += char(moveNumber);
    for (std::size_t i = 0; i < 192; i += 8)
        out += char(std::stoi(bits.substr(i, 8), nullptr, 2));
    return out;
}

struct Game {
    std::string white = "Anderssen, Adolf", black = "Kieseritzky, Lionel", event = "London", site = "Simpson's";
    std::string annotator, source;
    std::string whiteTeam, blackTeam; // empty: none
    std::uint32_t date = (1851u << 9) | (6u << 5) | 21u;
    std::uint32_t eventDate = 0;
    std::uint8_t eventType = 0;
    std::uint8_t result = 2, round = 0, subround = 0;
    std::uint16_t whiteElo = 0, blackElo = 0, eco = 0;
    std::vector<int> moves;
    std::string setUp;                    // 28 bytes, or empty for the standard start
    int mode = 0;                         // the encoding mode in the game's first byte
    std::vector<std::string> annotations; // entries (annotation())
    bool guidingText = false, deleted = false;
};

// The files of a database holding `games`, in ChessBaseDatabase::Extensions order (teams in .cbe and .cbj).
inline std::vector<std::string> build(const std::vector<Game>& games)
{
    std::map<std::string, std::uint32_t> ids[5];
    std::vector<std::string> order[5];
    std::vector<std::pair<std::uint32_t, std::uint8_t>> tournamentExtras;
    const auto id = [&](int kind, const std::string& key) {
        auto [it, added] = ids[kind].emplace(key, std::uint32_t(order[kind].size()));
        if (added)
            order[kind].push_back(key);
        return it->second;
    };
    std::string cbh, cbg, cba, cbj;
    putLittle(cbj, 11, 4);
    putLittle(cbj, 120, 4);
    putLittle(cbj, std::uint32_t(games.size()), 4);
    cbj.resize(32, '\0');
    cbh += '\0';
    putBig(cbh, 44, 2);
    putBig(cbh, 46, 2);
    cbh += char(1);
    putBig(cbh, std::uint32_t(games.size() + 1), 4);
    cbh.resize(46, '\0');
    putBig(cbg, 26, 2);
    cbg.resize(26, '\0');
    putBig(cba, 26, 2);
    cba.resize(26, '\0');
    for (std::size_t g = 0; g < games.size(); ++g) {
        const Game& game = games[g];
        std::string extended;
        putBig(extended, game.whiteTeam.empty() ? 0xFFFFFFFF : id(4, game.whiteTeam), 4);
        putBig(extended, game.blackTeam.empty() ? 0xFFFFFFFF : id(4, game.blackTeam), 4);
        extended.resize(120, '\0');
        cbj += extended;
        std::string r;
        r += char((game.guidingText ? 0x03 : 0x01) | (game.deleted ? 0x80 : 0));
        putBig(r, std::uint32_t(cbg.size()), 4);
        if (game.guidingText) {
            cbg += std::string("\x80\x00\x00\x08\x00\x03\x00\x00", 8);
            r.resize(46, '\0');
            cbh += r;
            continue;
        }
        std::string ann;
        if (!game.annotations.empty()) {
            std::string body;
            for (const std::string& a : game.annotations)
                body += a;
            putBig(ann, std::uint32_t(g + 1), 3);
            putBig(ann, 0x01000E0E, 4);
            putBig(ann, std::uint32_t(game.annotations.size() + 1), 3);
            putBig(ann, std::uint32_t(14 + body.size()), 4);
            ann += body;
        }
        putBig(r, ann.empty() ? 0 : std::uint32_t(cba.size()), 4);
        cba += ann;
        const std::uint32_t tournament = id(1, game.event + '\n' + game.site);
        if (tournament == tournamentExtras.size())
            tournamentExtras.push_back({game.eventDate, game.eventType});
        putBig(r, id(0, game.white), 3);
        putBig(r, id(0, game.black), 3);
        putBig(r, tournament, 3);
        putBig(r, id(2, game.annotator), 3);
        putBig(r, id(3, game.source), 3);
        putBig(r, game.date, 3);
        r += char(game.result);
        r += '\0';
        r += char(game.round);
        r += char(game.subround);
        putBig(r, game.whiteElo, 2);
        putBig(r, game.blackElo, 2);
        putBig(r, game.eco, 2);
        putBig(r, 0, 2);
        putBig(r, game.setUp.empty() ? 0 : 1, 4);
        putBig(r, 0, 2);
        r += char(0);
        cbh += r;
        std::string moves = game.setUp + encodeMoves(game.moves);
        std::string head;
        head += char((game.setUp.empty() ? 0 : 0x40) | game.mode);
        putBig(head, std::uint32_t(4 + moves.size()), 3);
        cbg += head + moves;
    }
    const std::uint32_t entrySizes[5] = {58, 90, 53, 59, 63};
    std::vector<std::string> names(5);
    for (int k = 0; k < 5; ++k) {
        std::string& f = names[std::size_t(k)];
        putLittle(f, std::uint32_t(order[k].size()), 4);
        putLittle(f, 0, 4);
        putLittle(f, 1234567890, 4);
        putLittle(f, entrySizes[k], 4);
        putLittle(f, 0xFFFFFFFF, 4);
        putLittle(f, std::uint32_t(order[k].size()), 4);
        putLittle(f, 4, 4);
        putLittle(f, 0, 4);
        for (std::size_t i = 0; i < order[k].size(); ++i) {
            std::string e;
            const std::string& key = order[k][i];
            if (k == 0) {
                const std::size_t comma = key.find(", ");
                e += fixed(key.substr(0, comma), 30);
                e += fixed(comma == std::string::npos ? std::string() : key.substr(comma + 2), 20);
            } else if (k == 1) {
                const std::size_t nl = key.find('\n');
                e += fixed(key.substr(0, nl), 40);
                e += fixed(key.substr(nl + 1), 30);
                putLittle(e, tournamentExtras[i].first, 4);
                e += char(tournamentExtras[i].second);
            } else {
                e += key;
            }
            e.resize(entrySizes[k], '\0');
            putLittle(f, 0xFFFFFFFF, 4);
            putLittle(f, 0xFFFFFFFF, 4);
            f += '\0';
            f += e;
        }
    }
    return {cbh, cbg, cba, names[0], names[1], names[2], names[3], names[4], cbj};
}

} // namespace kibitz::cbtest
