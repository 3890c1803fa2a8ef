#include "errortext.h"

#include "localsan.h"

#include <QStringList>

namespace kibitz::gui {

namespace {

QString raw(const std::string& text) { return QString::fromStdString(text); }

// Kings of each colour in a FEN's placement field (the faults NoKing/TooManyKings name a side).
std::pair<int, int> countKings(std::string_view fen)
{
    int white = 0, black = 0;
    for (char c : fen) {
        if (c == ' ')
            break;
        white += c == 'K';
        black += c == 'k';
    }
    return {white, black};
}

} // namespace

QString ErrorText::squareName(Square square)
{
    if (square == NoSquare)
        return QString();
    return QString(QLatin1Char(char('a' + fileOf(square)))) + QString::number(rankOf(square) + 1);
}

QString ErrorText::fenIssue(const FenIssue& issue, std::string_view fen)
{
    const QString text = raw(issue.detail);
    switch (issue.code) {
    case FenCode::Ok: return {};
    case FenCode::Empty: return tr("The FEN is empty");
    case FenCode::MissingFields: return tr("The FEN has missing fields");
    case FenCode::TooManyFields: return tr("The FEN has too many fields: '%1'").arg(text);
    case FenCode::WrongRankCount: return tr("The board must have 8 ranks");
    case FenCode::RankTooLong: return tr("A rank has more than 8 squares");
    case FenCode::RankTooShort: return tr("A rank has fewer than 8 squares");
    case FenCode::BadPieceLetter: return tr("'%1' is not a piece letter or digit").arg(text);
    case FenCode::BadSideToMove: return tr("The side to move must be 'w' or 'b', not '%1'").arg(text);
    case FenCode::BadCastling: return tr("Invalid castling rights: '%1'").arg(text);
    case FenCode::BadEnPassant: return tr("The en-passant field must be '-' or a square, not '%1'").arg(text);
    case FenCode::BadHalfmoveClock: return tr("The halfmove clock must be a number of at least 0, not '%1'").arg(text);
    case FenCode::BadFullmoveNumber: return tr("The move number must be at least 1, not '%1'").arg(text);
    case FenCode::NoKing: {
        const auto [white, black] = countKings(fen);
        if (fen.empty())
            return tr("A king is missing");
        return white == 0 ? tr("White has no king") : black == 0 ? tr("Black has no king") : tr("A king is missing");
    }
    case FenCode::TooManyKings: {
        const auto [white, black] = countKings(fen);
        if (white > 1)
            return tr("White has %n kings", nullptr, white);
        if (black > 1)
            return tr("Black has %n kings", nullptr, black);
        return tr("More than one king");
    }
    case FenCode::PawnOnBackRank:
        return issue.square == NoSquare ? tr("A pawn stands on the first or last rank")
                                        : tr("Pawn on %1: pawns cannot stand on the first or last rank").arg(squareName(issue.square));
    case FenCode::OpponentInCheck: {
        const std::size_t space = fen.find(' ');
        const char side = space == std::string_view::npos || space + 1 >= fen.size() ? '?' : fen[space + 1];
        if (side == 'w')
            return tr("Black is in check but it is White's move");
        if (side == 'b')
            return tr("White is in check but it is Black's move");
        return tr("The side not to move is in check");
    }
    case FenCode::TooManyCheckers: return tr("Impossible check: more than two pieces give check");
    case FenCode::CastlingWithoutKingOrRook: return tr("Castling right '%1' without the king and rook on their squares").arg(text);
    case FenCode::EnPassantImpossible: return tr("No pawn can be captured en passant on %1").arg(text);
    case FenCode::DroppedCastlingRight: return tr("An impossible castling right was dropped");
    case FenCode::DroppedEnPassant: return tr("An impossible en-passant square was dropped");
    case FenCode::FilledCounters: return tr("Missing move counters were filled in");
    }
    return {};
}

QString ErrorText::sanReason(const SanDetail& d)
{
    const QString square = squareName(d.square);
    switch (d.reason) {
    case SanReason::None: return {};
    case SanReason::NotAMove: return tr("this is not a move");
    case SanReason::NotStandardSan: return tr("not written in standard notation");
    case SanReason::NoCastlingRight: return d.kingSide ? tr("no right to castle short") : tr("no right to castle long");
    case SanReason::CastlingOutOfCheck: return tr("you cannot castle out of check");
    case SanReason::CastlingBlocked: return tr("castling is blocked or passes through an attacked square");
    case SanReason::NoPieceOnSquare: return tr("there is no piece of the side to move on %1").arg(square);
    case SanReason::KingNotOnSquare: return tr("the king is not on %1").arg(square);
    case SanReason::OnlyPawnsPromote: return tr("only pawns promote");
    case SanReason::KingCannotReach: return tr("the king cannot reach %1").arg(square);
    case SanReason::KingWouldBeInCheck: return tr("the king would be in check on %1").arg(square);
    case SanReason::OwnPieceOnSquare: return tr("%1 is occupied by your own piece").arg(square);
    case SanReason::PromotionNotOnLastRank: return tr("only a pawn reaching the last rank promotes");
    case SanReason::NothingToCapture: return tr("there is nothing to capture on %1").arg(square);
    case SanReason::NoPieceCanReach:
        switch (d.piece) {
        case Pawn: return tr("no pawn can reach %1").arg(square);
        case Knight: return tr("no knight can reach %1").arg(square);
        case Bishop: return tr("no bishop can reach %1").arg(square);
        case Rook: return tr("no rook can reach %1").arg(square);
        case Queen: return tr("no queen can reach %1").arg(square);
        default: return tr("the king cannot reach %1").arg(square);
        }
    case SanReason::DoesNotAnswerCheck: return tr("it does not answer the check");
    case SanReason::LeavesKingInCheck: return tr("it would leave the king in check");
    case SanReason::SeveralMatch: return tr("several moves match");
    }
    return {};
}

QString ErrorText::sanError(const SanResult& r, const QString& typed, const Position& position)
{
    switch (r.code) {
    case SanCode::Ok: return {};
    case SanCode::InvalidSyntax: return tr("Not a move: %1").arg(typed);
    case SanCode::IllegalMove: {
        const QString reason = sanReason(r.detail);
        return reason.isEmpty() ? tr("Illegal move: %1").arg(typed) : tr("Illegal move: %1 — %2").arg(typed, reason);
    }
    case SanCode::AmbiguousMove: {
        QStringList options;
        for (Move m : r.candidates)
            options << localizeSan(QString::fromStdString(toSan(position, m)));
        if (options.size() < 2)
            return tr("Ambiguous: %1").arg(typed);
        const QString last = options.takeLast();
        return tr("Ambiguous: %1 or %2?").arg(options.join(tr(", ")), last);
    }
    }
    return {};
}

QString ErrorText::pgnErrorCode(pgn::ErrorCode code)
{
    using pgn::ErrorCode;
    switch (code) {
    case ErrorCode::InvalidMove: return tr("not a move");
    case ErrorCode::IllegalMove: return tr("illegal move");
    case ErrorCode::AmbiguousMove: return tr("ambiguous move");
    case ErrorCode::BadTag: return tr("unreadable tag line, skipped");
    case ErrorCode::BadFen: return tr("invalid FEN tag, the moves were skipped");
    case ErrorCode::UnsupportedVariant: return tr("unsupported chess variant, the game was skipped");
    case ErrorCode::UnterminatedComment: return tr("a comment is not closed");
    case ErrorCode::UnexpectedToken: return tr("unexpected text");
    case ErrorCode::UnclosedVariation: return tr("a variation is not closed");
    case ErrorCode::NullMoveInCheck: return tr("null move while in check");
    }
    return {};
}

QString ErrorText::pgnError(const pgn::Error& e, const QString& fileName)
{
    QString what = pgnErrorCode(e.code);
    if (e.code == pgn::ErrorCode::AmbiguousMove && !e.candidates.empty()) {
        QStringList options;
        for (const QString& san : QString::fromStdString(e.candidates).split(u','))
            options << localizeSan(san);
        const QString last = options.takeLast();
        what = options.isEmpty() ? what : tr("%1 — could be %2 or %3").arg(what, options.join(tr(", ")), last);
    } else if (e.code == pgn::ErrorCode::IllegalMove && e.moveDetail.reason != SanReason::None) {
        what = tr("%1 — %2").arg(what, sanReason(e.moveDetail));
    }
    const QString where = tr("%1:%2").arg(fileName).arg(e.where.line);
    if (e.moveLabel.empty())
        return tr("%1: game %2: %3").arg(where).arg(e.gameNumber).arg(what);
    return tr("%1: game %2, move %3: %4").arg(where).arg(e.gameNumber).arg(localizeLine(QString::fromStdString(e.moveLabel)), what);
}

} // namespace kibitz::gui
