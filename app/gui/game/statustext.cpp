#include "statustext.h"

#include <QCoreApplication>

namespace kibitz::gui {

namespace {
// The translation context of this file's texts; lupdate reads it from Q_DECLARE_TR_FUNCTIONS.
struct Status {
    Q_DECLARE_TR_FUNCTIONS(kibitz::gui::Status)
};
} // namespace

QString sideToMoveText(Color side) { return side == White ? Status::tr("White to move") : Status::tr("Black to move"); }

QString statusMessage(const GameStatus& status, Color sideToMove)
{
    switch (status.termination) {
    case Termination::Checkmate:
        return status.result == GameResult::WhiteWins ? Status::tr("Checkmate — White wins") : Status::tr("Checkmate — Black wins");
    case Termination::Stalemate: return Status::tr("Stalemate — draw");
    case Termination::InsufficientMaterial: return Status::tr("Draw by insufficient material");
    case Termination::SeventyFiveMoveRule: return Status::tr("Draw by the 75-move rule");
    case Termination::FivefoldRepetition: return Status::tr("Draw by fivefold repetition");
    case Termination::None: break;
    }
    const QString side = sideToMove == White ? Status::tr("White") : Status::tr("Black");
    QString text = status.check ? Status::tr("Check") : QString();
    QString claim;
    if (status.claim == DrawClaim::ThreefoldRepetition)
        claim = Status::tr("%1 may claim a draw (threefold repetition)").arg(side);
    else if (status.claim == DrawClaim::FiftyMoveRule)
        claim = Status::tr("%1 may claim a draw (50-move rule)").arg(side);
    if (!claim.isEmpty())
        text = text.isEmpty() ? claim : text + QStringLiteral(" — ") + claim;
    return text;
}

} // namespace kibitz::gui
