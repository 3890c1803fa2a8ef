// The placement field of a variant FEN: the ranks with the variant's letters, and under rule sets with drops the
// pocket ("[..]" or a ninth rank) and the promoted marks ('~'). The other fields are read in fen.cpp.
#include "fen.h"

#include "position.h"

#include <cctype>
#include <vector>

namespace kibitz::variant {

FenError Position::parsePlacement(const Rules& rules, std::string_view fen, Piece board[SquareCount], PlacementExtras* extras)
{
    for (int s = 0; s < SquareCount; ++s)
        board[s] = NoPiece;
    PlacementExtras scratch;
    PlacementExtras& out = extras ? *extras : scratch;
    out = PlacementExtras{};
    const std::vector<FenField> fields = splitFenFields(fen);
    if (fields.empty())
        return {1, "the FEN is empty"};
    FenField placement = fields[0];
    // The pocket: "[...]" after the ranks (Fairy-Stockfish), or a ninth part after a '/' (lichess).
    std::string_view pocket;
    int pocketColumn = 0;
    bool hasPocket = false;
    if (const std::size_t open = placement.text.find('['); open != std::string_view::npos) {
        if (!rules.drops())
            return {placement.column + int(open), "a pocket ('[') is only part of variants with drops"};
        if (placement.text.back() != ']')
            return {placement.column + int(placement.text.size()), "the pocket is not closed with ']'"};
        pocket = placement.text.substr(open + 1, placement.text.size() - open - 2);
        pocketColumn = placement.column + int(open) + 1;
        placement.text = placement.text.substr(0, open);
        hasPocket = true;
    } else if (rules.drops()) {
        std::size_t slash = std::string_view::npos;
        for (int n = 0, i = 0; i < int(placement.text.size()); ++i)
            if (placement.text[std::size_t(i)] == '/' && ++n == 8)
                slash = std::size_t(i);
        if (slash != std::string_view::npos) {
            pocket = placement.text.substr(slash + 1);
            pocketColumn = placement.column + int(slash) + 1;
            placement.text = placement.text.substr(0, slash);
            hasPocket = true;
        }
    }
    int rank = 7, file = 0;
    for (std::size_t i = 0; i < placement.text.size(); ++i) {
        const char c = placement.text[i];
        const int column = placement.column + int(i);
        if (c == '/') {
            if (file != 8)
                return {column, "rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, not 8"};
            if (--rank < 0)
                return {column, "more than 8 ranks"};
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8)
                return {column, "rank " + std::to_string(rank + 1) + " has more than 8 squares"};
        } else if (c == '~') {
            if (!rules.drops())
                return {column, "a promoted mark ('~') is only part of variants with drops"};
            if (i == 0 || !std::isalpha(static_cast<unsigned char>(placement.text[i - 1])))
                return {column, "'~' must follow a piece letter"};
            out.promoted |= squareBB(makeSquare(file - 1, rank));
        } else if (const PieceType t = rules.typeOfLetter(c); t != NoType && std::isalpha(static_cast<unsigned char>(c))) {
            if (file >= 8)
                return {column, "rank " + std::to_string(rank + 1) + " has more than 8 squares"};
            board[makeSquare(file++, rank)] = makePiece(std::isupper(static_cast<unsigned char>(c)) ? White : Black, t);
        } else {
            return {column, std::string("'") + c + "' is not a piece letter of " + rules.name()};
        }
    }
    if (rank != 0 || file != 8)
        return {placement.column + int(placement.text.size()),
                rank != 0 ? "fewer than 8 ranks" : "rank 1 has " + std::to_string(file) + " squares, not 8"};
    if (hasPocket && pocket != "-") {
        for (std::size_t i = 0; i < pocket.size(); ++i) {
            const char c = pocket[i];
            const PieceType t = rules.typeOfLetter(c);
            if (t == NoType || !std::isalpha(static_cast<unsigned char>(c)))
                return {pocketColumn + int(i), std::string("'") + c + "' in the pocket is not a piece letter of " + rules.name()};
            if (t == rules.royal())
                return {pocketColumn + int(i), "the royal piece cannot be in the pocket"};
            std::uint8_t& n = out.pocket[std::isupper(static_cast<unsigned char>(c)) ? White : Black][t];
            if (n == 64)
                return {pocketColumn + int(i), "more than 64 pieces of one kind in a pocket"};
            ++n;
        }
    }
    return {};
}

std::string placementFen(const Rules& rules, std::span<const Piece, SquareCount> board)
{
    std::string s;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = board[std::size_t(makeSquare(file, rank))];
            if (!p) {
                ++empty;
                continue;
            }
            if (empty)
                s += char('0' + empty);
            empty = 0;
            s += rules.pieceChar(p);
        }
        if (empty)
            s += char('0' + empty);
        if (rank)
            s += '/';
    }
    return s;
}

} // namespace kibitz::variant
