// A game's bytes in ChessBase's .cbg walked into a move tree (the rules of each move: moverules.h).
#include "movedecoder.h"

#include "bytes.h"
#include "moverules.h"

namespace kibitz::chessbase {

std::string MoveDecoder::decode(std::string_view bytes, MoveTree& tree)
{
    tree.setUp = false;
    tree.fen.clear();
    tree.nodes.assign(1, MoveNode{});
    m_length = 0;
    if (bytes.size() < 4)
        return "the game's head is cut short";
    const std::uint8_t flags = std::uint8_t(bytes[0]);
    m_length = bigEndian(bytes, 1, 3);
    if (m_length < 4 || m_length > bytes.size())
        return "the game says it takes " + std::to_string(m_length) + " bytes, but " + std::to_string(bytes.size())
            + " are left in the file";
    const int mode = flags & 0x3F;
    if (mode != 0)
        return "encoding mode " + std::to_string(mode)
            + (mode == 10 || mode == 11 ? " (Chess960)"
                   : mode >= 8          ? " (a chess variant)"
                                        : "")
            + " is not supported: its byte table is not published";
    std::size_t at = 4;
    m_states.resize(1);
    if (flags & 0x40) {
        if (m_length < at + 28)
            return "the set-up position is cut short";
        std::string error;
        tree.fen = setUpFen(bytes.substr(at, 28), error);
        if (tree.fen.empty())
            return error;
        at += 28;
        if (!m_pos.setFen(tree.fen, FenMode::Lenient, m_states[0]).ok()) {
            std::string why = "the set-up position is not a legal position (" + tree.fen + ")";
            tree.fen.clear();
            return why;
        }
        tree.setUp = true;
    } else {
        m_pos.setStartPosition(m_states[0]);
    }

    struct Open {
        std::int32_t node;
        std::size_t depth;
        PieceNumbers numbers;
    };
    std::vector<Open> open;
    std::vector<Move> path; // the moves from the start to `current`
    PieceNumbers numbers;
    numbers.setFrom(m_pos);
    std::int32_t current = 0;
    std::uint32_t moves = 0;
    std::string error;
    const auto fail = [&](std::size_t where, const std::string& what) { return "byte " + std::to_string(where) + ": " + what; };
    while (true) {
        if (at >= m_length)
            return open.empty() ? fail(at, "the moves end without their end marker") : fail(at, "the moves end inside a variation");
        const std::size_t where = at;
        const int opcode = unscramble(std::uint8_t(bytes[at++]), moves);
        if (opcode == Padding || (opcode > Padding && opcode < Push))
            continue; // padding (older ChessBase versions), or an unused code: no move
        if (opcode == Push) {
            if (open.size() >= MaxNesting)
                return fail(where, "variations nested more than " + std::to_string(MaxNesting) + " deep");
            open.push_back({current, path.size(), numbers});
            continue;
        }
        if (opcode == Pop) {
            if (open.empty())
                return {}; // the end of the game
            while (path.size() > open.back().depth) {
                const Move m = path.back();
                path.pop_back();
                if (m == Move::null())
                    m_pos.undoNullMove();
                else
                    m_pos.undoMove(m);
            }
            current = open.back().node;
            numbers = open.back().numbers;
            open.pop_back();
            continue;
        }
        Move m;
        if (opcode == NullMove) {
            m = m_pos.inCheck() ? Move::none() : Move::null();
            if (!m)
                error = "a null move while in check";
        } else if (opcode == TwoBytes) {
            if (at + 2 > m_length)
                return fail(where, "a two-byte move cut short");
            const int code = unscramble(std::uint8_t(bytes[at]), moves) << 8 | unscramble(std::uint8_t(bytes[at + 1]), moves);
            at += 2;
            m = twoByteMove(m_pos, code, error);
        } else {
            m = singleByteMove(m_pos, numbers, opcode, error);
        }
        if (!m)
            return fail(where, error);
        numbers.apply(m_pos, m);
        if (m_states.size() <= path.size() + 1)
            m_states.emplace_back();
        StateInfo& st = m_states[path.size() + 1];
        if (m == Move::null())
            m_pos.doNullMove(st);
        else
            m_pos.doMove(m, st);
        path.push_back(m);
        const std::int32_t node = std::int32_t(tree.nodes.size());
        MoveNode n;
        n.move = m;
        n.parent = current;
        tree.nodes.push_back(n);
        MoveNode& parent = tree.nodes[std::size_t(current)];
        if (parent.lastChild < 0)
            parent.firstChild = node;
        else
            tree.nodes[std::size_t(parent.lastChild)].nextSibling = node;
        parent.lastChild = node;
        current = node;
        ++moves;
    }
}

} // namespace kibitz::chessbase
