// EditedPosition <-> FEN and the validation wrapper around Position::setFen (strict mode).
#include "setupfen.h"

#include "i18n/errortext.h"

#include "core/position.h"

#include <cctype>
#include <charconv>
#include <vector>

namespace kibitz::gui {

namespace {

std::vector<std::string_view> fields(std::string_view fen)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && std::isspace(static_cast<unsigned char>(fen[i])))
            ++i;
        const std::size_t start = i;
        while (i < fen.size() && !std::isspace(static_cast<unsigned char>(fen[i])))
            ++i;
        if (i > start)
            out.push_back(fen.substr(start, i - start));
    }
    return out;
}

int number(std::string_view s, int fallback)
{
    int v = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && ptr == s.data() + s.size() && v >= 0 ? v : fallback;
}

} // namespace

EditedPosition EditedPosition::start()
{
    FenIssue ignored;
    return *fromFen(StartFen, &ignored);
}

std::string EditedPosition::fen() const
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = board[makeSquare(file, rank)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty)
                out += char('0' + empty);
            empty = 0;
            out += pieceChar(p);
        }
        if (empty)
            out += char('0' + empty);
        if (rank)
            out += '/';
    }
    out += sideToMove == White ? " w " : " b ";
    std::string rights;
    const char letters[4] = {'K', 'Q', 'k', 'q'};
    for (int i = 0; i < 4; ++i)
        if (castling[std::size_t(i)])
            rights += letters[i];
    out += rights.empty() ? "-" : rights;
    out += ' ';
    if (epFile >= 0) {
        out += char('a' + epFile);
        out += sideToMove == White ? '6' : '3';
    } else {
        out += '-';
    }
    out += ' ' + std::to_string(halfmoveClock) + ' ' + std::to_string(std::max(1, moveNumber));
    return out;
}

std::optional<EditedPosition> EditedPosition::fromFen(std::string_view fen, FenIssue* issue)
{
    // Syntax errors come from the core parser so the message is the same as everywhere else.
    const auto syntaxError = [&]() -> std::optional<EditedPosition> {
        *issue = SetupFen::validate(fen).issue;
        return std::nullopt;
    };
    const auto f = fields(fen);
    if (f.size() < 4 || f.size() > 6)
        return syntaxError();
    EditedPosition p;
    int rank = 7, file = 0;
    for (const char c : f[0]) {
        if (c == '/') {
            if (file != 8 || --rank < 0)
                return syntaxError();
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else if (const Piece piece = pieceFromLetter(c); piece != NoPiece && file < 8) {
            p.board[makeSquare(file++, rank)] = piece;
        } else {
            return syntaxError();
        }
        if (file > 8)
            return syntaxError();
    }
    if (rank != 0 || file != 8 || (f[1] != "w" && f[1] != "b"))
        return syntaxError();
    p.sideToMove = f[1] == "w" ? White : Black;
    if (f[2] != "-") {
        for (const char c : f[2]) {
            const Color color = (c >= 'A' && c <= 'Z') ? White : Black;
            const char lower = char(c | 0x20);
            int kingFile = 4;
            for (int x = 0; x < 8; ++x)
                if (p.board[makeSquare(x, color == White ? 0 : 7)] == makePiece(color, King))
                    kingFile = x;
            bool kingSide;
            if (lower == 'k' || lower == 'q')
                kingSide = lower == 'k';
            else if (lower >= 'a' && lower <= 'h')
                kingSide = lower - 'a' > kingFile; // Shredder/X-FEN file letter
            else
                return syntaxError();
            p.castling[std::size_t(2 * color + (kingSide ? 0 : 1))] = true;
        }
    }
    if (f[3] != "-") {
        if (f[3].size() != 2 || f[3][0] < 'a' || f[3][0] > 'h')
            return syntaxError();
        p.epFile = f[3][0] - 'a';
    }
    p.halfmoveClock = f.size() > 4 ? number(f[4], -1) : 0;
    p.moveNumber = f.size() > 5 ? number(f[5], -1) : 1;
    if (p.halfmoveClock < 0 || p.moveNumber < 0)
        return syntaxError();
    p.moveNumber = std::max(1, p.moveNumber);
    return p;
}

SetupVerdict SetupFen::validate(std::string_view fen)
{
    SetupVerdict verdict;
    Position position;
    StateInfo state;
    const FenResult result = position.setFen(fen, FenMode::Strict, state);
    verdict.issue = result.error;
    if (result.ok()) {
        verdict.fen = position.fen();
        verdict.chess960 = position.isChess960();
        return verdict;
    }
    // The parser names the castling letter, not a square; point at the square that lacks its king or rook.
    if (verdict.issue.code == FenCode::CastlingWithoutKingOrRook && verdict.issue.square == NoSquare && !verdict.issue.detail.empty()) {
        const char c = verdict.issue.detail[0];
        const bool white = c >= 'A' && c <= 'Z';
        const char lower = char(c | 0x20);
        const int backRank = white ? 0 : 7;
        const auto placement = fields(fen).front();
        auto edited = EditedPosition::fromFen(std::string(placement) + " w - - 0 1", &verdict.issue);
        verdict.issue = result.error;
        Square king = NoSquare;
        if (edited)
            for (int s = 0; s < SquareCount; ++s)
                if (edited->board[std::size_t(s)] == makePiece(white ? White : Black, King))
                    king = Square(s);
        if (king == NoSquare || rankOf(king) != backRank)
            verdict.issue.square = king;
        else if (lower == 'k' || lower == 'q')
            verdict.issue.square = makeSquare(lower == 'k' ? FileH : FileA, backRank);
        else
            verdict.issue.square = makeSquare(lower - 'a', backRank);
    }
    return verdict;
}

QString SetupFen::issueText(const FenIssue& issue, std::string_view fen)
{
    // One wording for FEN faults in the whole GUI, from the code and its parameters (see i18n/errortext.h).
    return ErrorText::fenIssue(issue, fen);
}

} // namespace kibitz::gui
