#include "statustext.h"

#include <QCoreApplication>

namespace kibitz::gui {

static QString tr(const char* text)
{
    return QCoreApplication::translate("kibitz::gui::Status", text);
}

QString sideToMoveText(Color side)
{
    return side == White ? tr("White to move") : tr("Black to move");
}

QString statusMessage(const GameStatus& status, Color sideToMove)
{
    switch (status.termination) {
    case Termination::Checkmate:
        return status.result == GameResult::WhiteWins ? tr("Checkmate — White wins") : tr("Checkmate — Black wins");
    case Termination::Stalemate:
        return tr("Stalemate — draw");
    case Termination::InsufficientMaterial:
        return tr("Draw by insufficient material");
    case Termination::SeventyFiveMoveRule:
        return tr("Draw by the 75-move rule");
    case Termination::FivefoldRepetition:
        return tr("Draw by fivefold repetition");
    case Termination::None:
        break;
    }
    const QString side = sideToMove == White ? tr("White") : tr("Black");
    QString text = status.check ? tr("Check") : QString();
    QString claim;
    if (status.claim == DrawClaim::ThreefoldRepetition)
        claim = tr("%1 may claim a draw (threefold repetition)").arg(side);
    else if (status.claim == DrawClaim::FiftyMoveRule)
        claim = tr("%1 may claim a draw (50-move rule)").arg(side);
    if (!claim.isEmpty())
        text = text.isEmpty() ? claim : text + QStringLiteral(" — ") + claim;
    return text;
}

} // namespace kibitz::gui
