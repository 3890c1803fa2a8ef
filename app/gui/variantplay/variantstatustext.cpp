#include "variantstatustext.h"

#include <QCoreApplication>

namespace kibitz::gui {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("kibitz::gui::VariantPlayWindow", text); }

QString ending(const variant::VariantStatus& s)
{
    using variant::Outcome;
    using variant::VariantEnd;
    const bool white = s.winner == White;
    switch (s.outcome) {
    case Outcome::Checkmate: return white ? tr("Checkmate: White wins") : tr("Checkmate: Black wins");
    case Outcome::Stalemate: return tr("Stalemate: draw");
    case Outcome::InsufficientMaterial: return tr("Insufficient material: draw");
    case Outcome::VariantDraw: return tr("Both kings reached the eighth rank: draw");
    case Outcome::Ongoing: return {};
    case Outcome::VariantWin: break;
    }
    switch (s.end) {
    case VariantEnd::ThirdCheck: return white ? tr("Third check: White wins") : tr("Third check: Black wins");
    case VariantEnd::Hill: return white ? tr("King on the hill: White wins") : tr("King on the hill: Black wins");
    case VariantEnd::Exploded: return white ? tr("King exploded: White wins") : tr("King exploded: Black wins");
    case VariantEnd::RaceWon:
        return white ? tr("King reached the eighth rank: White wins") : tr("King reached the eighth rank: Black wins");
    case VariantEnd::NoPieces:
        if (s.horde)
            return tr("The horde is destroyed: Black wins");
        return white ? tr("No pieces left: White wins") : tr("No pieces left: Black wins");
    case VariantEnd::NoMoves: return white ? tr("No legal moves left: White wins") : tr("No legal moves left: Black wins");
    case VariantEnd::RaceDrawn:
    case VariantEnd::None: break;
    }
    return QString::fromStdString(s.describe());
}

} // namespace

QString variantStatusText(const variant::Position& pos, const variant::VariantStatus& s)
{
    QString text = s.over() ? ending(s) : pos.sideToMove() == White ? tr("White to move") : tr("Black to move");
    if (!s.over() && s.check)
        text += tr(", in check");
    if (pos.rules().ruleSet() == variant::RuleSet::ThreeCheck)
        text += tr(" — checks given: White %1, Black %2 of %3")
                    .arg(pos.checksGiven(White))
                    .arg(pos.checksGiven(Black))
                    .arg(pos.rules().def().checksToWin);
    if (s.claim != variant::DrawClaim::None)
        text += tr(" — a draw can be claimed");
    return text;
}

} // namespace kibitz::gui
