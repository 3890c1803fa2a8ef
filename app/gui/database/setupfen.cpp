// EditedPosition <-> FEN and the validation wrapper around Position::setFen (strict mode).
#include "setupfen.h"

#include "core/position.h"

#include <cctype>
#include <charconv>
#include <vector>

namespace kibitz {

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
        } else if (const auto idx = std::string_view("PNBRQKpnbrqk").find(c); idx != std::string_view::npos && file < 8) {
            p.board[makeSquare(file++, rank)] = makePiece(idx < 6 ? White : Black, PieceType(idx % 6 + 1));
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
    if (verdict.issue.code == FenCode::CastlingWithoutKingOrRook && verdict.issue.square == NoSquare
        && !verdict.issue.detail.empty()) {
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

QString SetupFen::issueText(const FenIssue& issue)
{
    QString what;
    switch (issue.code) {
    case FenCode::Ok: return {};
    case FenCode::Empty: what = tr("The FEN is empty"); break;
    case FenCode::MissingFields: what = tr("The FEN has missing fields"); break;
    case FenCode::TooManyFields: what = tr("The FEN has too many fields"); break;
    case FenCode::WrongRankCount: what = tr("The board must have 8 ranks"); break;
    case FenCode::RankTooLong: what = tr("A rank has more than 8 squares"); break;
    case FenCode::RankTooShort: what = tr("A rank has fewer than 8 squares"); break;
    case FenCode::BadPieceLetter: what = tr("Not a piece letter or digit"); break;
    case FenCode::BadSideToMove: what = tr("The side to move must be 'w' or 'b'"); break;
    case FenCode::BadCastling: what = tr("Invalid castling rights"); break;
    case FenCode::BadEnPassant: what = tr("The en-passant field must be '-' or a square"); break;
    case FenCode::BadHalfmoveClock: what = tr("The halfmove clock must be a number of at least 0"); break;
    case FenCode::BadFullmoveNumber: what = tr("The move number must be at least 1"); break;
    case FenCode::NoKing: what = tr("A king is missing"); break;
    case FenCode::TooManyKings: what = tr("More than one king"); break;
    case FenCode::PawnOnBackRank: what = tr("Pawn on the first or last rank"); break;
    case FenCode::OpponentInCheck: what = tr("The side not to move is in check"); break;
    case FenCode::TooManyCheckers: what = tr("Impossible check"); break;
    case FenCode::CastlingWithoutKingOrRook: what = tr("Castling right without the king and rook on their squares"); break;
    case FenCode::EnPassantImpossible: what = tr("No pawn can be captured en passant there"); break;
    case FenCode::DroppedCastlingRight:
    case FenCode::DroppedEnPassant:
    case FenCode::FilledCounters: what = QString::fromStdString(describe(issue)); break;
    }
    // The detail ("White has 2 kings", "pawn on e8") names the exact fault; it is English from the core for now.
    return issue.detail.empty() ? what : tr("%1: %2").arg(what, QString::fromStdString(issue.detail));
}

} // namespace kibitz
