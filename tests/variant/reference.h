// A deliberately naive second implementation of the variant rules for cross-checking the library: a mailbox
// board, moves stepped square by square from the parsed Betza rules, legality by trying every enemy capture.
// It shares only the Betza parser and the definition with the library (no tables, magics, pins or masks), and
// it leaves out castling, which the Fairy-Stockfish comparisons cover.
#pragma once

#include "variant/betza.h"
#include "variant/variant.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

namespace kibitz::variant::reference {

struct Board {
    char sq[64] = {}; // FEN letters, 0 = empty; index = rank * 8 + file
    bool whiteToMove = true;
    int ep = -1;
};

struct RefMove {
    int from, to;
    char promo = 0; // FEN letter (case of the mover)
    bool ep = false;
};

class Reference {
public:
    explicit Reference(const VariantDef& def) : m_def(def)
    {
        for (const PieceDef& p : def.pieces)
            m_rules[std::size_t(p.letter)] = parseBetza(p.pawn ? PawnBetza : p.betza).rules;
        const Board start = parse(def.startFen);
        for (int s = 0; s < 64; ++s)
            m_start[s] = start.sq[s];
    }

    Board parse(const std::string& fen) const
    {
        Board b;
        std::istringstream in(fen);
        std::string placement, side, castling, ep;
        in >> placement >> side >> castling >> ep;
        int rank = 7, file = 0;
        for (char c : placement) {
            if (c == '/') {
                --rank;
                file = 0;
            } else if (std::isdigit(static_cast<unsigned char>(c))) {
                file += c - '0';
            } else {
                b.sq[rank * 8 + file++] = c;
            }
        }
        b.whiteToMove = side == "w";
        if (ep.size() == 2) {
            const int s = (ep[1] - '1') * 8 + (ep[0] - 'a');
            b.ep = s;
        }
        return b;
    }

    std::uint64_t perft(const Board& b, int depth) const
    {
        if (depth == 0)
            return 1;
        const std::vector<RefMove> moves = legal(b);
        if (depth == 1)
            return moves.size();
        std::uint64_t n = 0;
        for (const RefMove& m : moves)
            n += perft(play(b, m), depth - 1);
        return n;
    }

    std::vector<RefMove> legal(const Board& b) const
    {
        std::vector<RefMove> out;
        for (const RefMove& m : pseudo(b, b.whiteToMove)) {
            const Board after = play(b, m);
            if (!royalAttacked(after, b.whiteToMove))
                out.push_back(m);
        }
        return out;
    }

    Board play(const Board& b, const RefMove& m) const
    {
        Board a = b;
        const char pc = a.sq[m.from];
        a.sq[m.to] = m.promo ? m.promo : pc;
        a.sq[m.from] = 0;
        if (m.ep)
            a.sq[m.to + (b.whiteToMove ? -8 : 8)] = 0;
        a.ep = -1;
        if (isPawn(pc) && std::abs(m.to - m.from) == 16)
            a.ep = (m.to + m.from) / 2; // kept even if no pawn can take: only legality matters here
        a.whiteToMove = !b.whiteToMove;
        return a;
    }

private:
    static bool white(char c) { return std::isupper(static_cast<unsigned char>(c)); }
    static char lower(char c) { return char(std::tolower(static_cast<unsigned char>(c))); }
    const PieceDef* def(char c) const { return m_def.piece(lower(c)); }
    bool isPawn(char c) const { return c && def(c)->pawn; }
    bool isRoyal(char c) const { return c && def(c)->royal; }

    // Squares the piece on `from` moves to (quiet) or captures on, stepping each rule square by square.
    void targets(const Board& b, int from, std::vector<int>& quiet, std::vector<int>& capture) const
    {
        const char pc = b.sq[from];
        const bool w = white(pc);
        for (const MoveRule& r : m_rules[std::size_t(lower(pc))]) {
            if (r.initial && m_start[from] != pc)
                continue;
            const int dx = w ? r.step.dx : -r.step.dx, dy = w ? r.step.dy : -r.step.dy;
            int f = from % 8, k = from / 8;
            for (int n = 1; r.range == 0 || n <= r.range; ++n) {
                f += dx;
                k += dy;
                if (f < 0 || f > 7 || k < 0 || k > 7)
                    break;
                if (r.lame && b.sq[(k - dy / 2) * 8 + f - dx / 2])
                    break;
                const int s = k * 8 + f;
                if (!b.sq[s]) {
                    if (r.modality & Quiet)
                        quiet.push_back(s);
                    continue;
                }
                if ((r.modality & Capture) && white(b.sq[s]) != w)
                    capture.push_back(s);
                break;
            }
        }
        if (isPawn(pc)) {
            const int push = w ? 8 : -8;
            const int rank = w ? from / 8 + 1 : 8 - from / 8;
            if (m_def.doubleStep && rank == m_def.doubleStepRank && !b.sq[from + push] && !b.sq[from + 2 * push])
                quiet.push_back(from + 2 * push);
            if (b.ep >= 0 && (b.ep == from + push - 1 || b.ep == from + push + 1) && std::abs(b.ep % 8 - from % 8) == 1)
                capture.push_back(-1 - b.ep); // negative: en passant
        }
    }

    std::vector<RefMove> pseudo(const Board& b, bool whiteSide) const
    {
        std::vector<RefMove> out;
        for (int s = 0; s < 64; ++s) {
            if (!b.sq[s] || white(b.sq[s]) != whiteSide)
                continue;
            std::vector<int> quiet, capture;
            targets(b, s, quiet, capture);
            quiet.insert(quiet.end(), capture.begin(), capture.end());
            // Two rules may reach the same square (A and F2): it is one move.
            std::sort(quiet.begin(), quiet.end());
            quiet.erase(std::unique(quiet.begin(), quiet.end()), quiet.end());
            for (int to : quiet) {
                const bool ep = to < 0;
                if (ep)
                    to = -1 - to;
                const int rank = whiteSide ? to / 8 + 1 : 8 - to / 8;
                if (isPawn(b.sq[s]) && rank >= m_def.promotionRank) {
                    for (char c : m_def.promotionTypes)
                        out.push_back({s, to, whiteSide ? char(std::toupper(static_cast<unsigned char>(c))) : c, false});
                } else {
                    out.push_back({s, to, 0, ep});
                }
            }
        }
        return out;
    }

    bool royalAttacked(const Board& b, bool whiteRoyal) const
    {
        for (int s = 0; s < 64; ++s) {
            if (!b.sq[s] || white(b.sq[s]) == whiteRoyal)
                continue;
            std::vector<int> quiet, capture;
            targets(b, s, quiet, capture);
            for (int to : capture)
                if (to >= 0 && isRoyal(b.sq[to]))
                    return true;
        }
        return false;
    }

    VariantDef m_def;
    std::vector<MoveRule> m_rules[128];
    char m_start[64] = {};
};

} // namespace kibitz::variant::reference
