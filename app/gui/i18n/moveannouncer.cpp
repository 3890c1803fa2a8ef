#include "moveannouncer.h"

#include "errortext.h"

#include <QStringList>

namespace kibitz::gui {

namespace {

QString square(Square s) { return ErrorText::squareName(s); }

} // namespace

QString MoveAnnouncer::promotion(PieceType piece, bool capture)
{
    // Whole sentences per piece: many languages inflect the piece after "promotes to" (Hungarian vezérré, bástyává).
    switch (piece) {
    case Queen: return capture ? tr("Pawn takes %1 and promotes to queen") : tr("%1 promotes to queen");
    case Rook: return capture ? tr("Pawn takes %1 and promotes to rook") : tr("%1 promotes to rook");
    case Bishop: return capture ? tr("Pawn takes %1 and promotes to bishop") : tr("%1 promotes to bishop");
    default: return capture ? tr("Pawn takes %1 and promotes to knight") : tr("%1 promotes to knight");
    }
}

QString MoveAnnouncer::move(const Position& before, Move m, const GameStatus& after)
{
    QString text;
    if (m == Move::null()) {
        text = tr("Null move");
    } else if (m.type() == MoveType::Castling) {
        text = fileOf(m.to()) > fileOf(m.from()) ? tr("Short castling") : tr("Long castling");
    } else {
        const Piece moving = before.pieceOn(m.from());
        const bool capture = m.type() == MoveType::EnPassant || before.pieceOn(m.to()) != NoPiece;
        const QString to = square(m.to());
        // One sentence per piece and kind of move: translators need the piece and the verb together for grammar.
        switch (typeOf(moving)) {
        case Pawn:
            if (m.type() == MoveType::EnPassant)
                text = tr("Pawn takes %1 en passant").arg(to);
            else if (m.type() == MoveType::Promotion)
                text = promotion(m.promotion(), capture).arg(to);
            else
                text = capture ? tr("Pawn takes %1").arg(to) : tr("Pawn to %1").arg(to);
            break;
        case Knight: text = capture ? tr("Knight takes %1").arg(to) : tr("Knight to %1").arg(to); break;
        case Bishop: text = capture ? tr("Bishop takes %1").arg(to) : tr("Bishop to %1").arg(to); break;
        case Rook: text = capture ? tr("Rook takes %1").arg(to) : tr("Rook to %1").arg(to); break;
        case Queen: text = capture ? tr("Queen takes %1").arg(to) : tr("Queen to %1").arg(to); break;
        case King: text = capture ? tr("King takes %1").arg(to) : tr("King to %1").arg(to); break;
        default: text = square(m.from()) + QLatin1Char('-') + to; break;
        }
    }
    if (after.termination == Termination::Checkmate)
        return tr("%1, checkmate").arg(text);
    if (after.termination == Termination::Stalemate)
        return tr("%1, stalemate").arg(text);
    if (after.check)
        return tr("%1, check").arg(text);
    return text;
}

QString MoveAnnouncer::lastMove(const GameLine& line)
{
    if (line.moves().empty())
        return tr("Starting position");
    GameLine before = line;
    const Move m = before.moves().back();
    before.pop();
    const GameStatus st = line.status();
    QString text = move(before.position(), m, st);
    // Checkmate and stalemate were said with the move; other automatic ends follow as their own sentence.
    if (st.over() && st.termination != Termination::Checkmate && st.termination != Termination::Stalemate)
        text = tr("%1. %2").arg(text, result(st));
    return text;
}

QString MoveAnnouncer::result(const GameStatus& status)
{
    switch (status.termination) {
    case Termination::None: return {};
    case Termination::Checkmate:
        return status.result == GameResult::WhiteWins ? tr("Checkmate. White wins.") : tr("Checkmate. Black wins.");
    case Termination::Stalemate: return tr("Stalemate. Draw.");
    case Termination::InsufficientMaterial: return tr("Draw by insufficient material.");
    case Termination::SeventyFiveMoveRule: return tr("Draw by the 75-move rule.");
    case Termination::FivefoldRepetition: return tr("Draw by fivefold repetition.");
    }
    return {};
}

QString MoveAnnouncer::resultToken(const QString& token)
{
    if (token == u"1-0")
        return tr("White wins");
    if (token == u"0-1")
        return tr("Black wins");
    if (token == u"1/2-1/2")
        return tr("Draw");
    return tr("Game in progress");
}

QString MoveAnnouncer::position(const Position& pos)
{
    QStringList sides;
    for (Color c : {White, Black}) {
        QStringList groups;
        for (PieceType pt : {King, Queen, Rook, Bishop, Knight, Pawn}) {
            QStringList squares;
            for (Bitboard b = pos.pieces(c, pt); b;)
                squares << square(popLsb(b));
            if (squares.isEmpty())
                continue;
            const QString list = squares.join(tr(", "));
            const bool one = squares.size() == 1;
            switch (pt) {
            case King: groups << tr("King %1").arg(list); break;
            case Queen: groups << (one ? tr("Queen %1") : tr("Queens %1")).arg(list); break;
            case Rook: groups << (one ? tr("Rook %1") : tr("Rooks %1")).arg(list); break;
            case Bishop: groups << (one ? tr("Bishop %1") : tr("Bishops %1")).arg(list); break;
            case Knight: groups << (one ? tr("Knight %1") : tr("Knights %1")).arg(list); break;
            default: groups << (one ? tr("Pawn %1") : tr("Pawns %1")).arg(list); break;
            }
        }
        const QString pieces = groups.join(tr(", "));
        sides << (c == White ? tr("White: %1.").arg(pieces) : tr("Black: %1.").arg(pieces));
    }
    sides << (pos.sideToMove() == White ? tr("White to move.") : tr("Black to move."));
    return sides.join(QLatin1Char(' '));
}

} // namespace kibitz::gui
