#include "variantstatustext.h"

#include <QCoreApplication>

// The texts keep the variant window's context (literal, for lupdate), where the first of them were written.
namespace kibitz::gui {

namespace {

QString ending(const variant::VariantStatus& s)
{
    using variant::Outcome;
    using variant::VariantEnd;
    const bool white = s.winner == White;
    switch (s.outcome) {
    case Outcome::Checkmate:
        return white ? QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "Checkmate: White wins")
                     : QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "Checkmate: Black wins");
    case Outcome::Stalemate: return QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "Stalemate: draw");
    case Outcome::InsufficientMaterial: return QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "Insufficient material: draw");
    case Outcome::VariantDraw:
        return QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "Both kings reached the eighth rank: draw");
    case Outcome::Ongoing: return {};
    case Outcome::VariantWin: break;
    }
    switch (s.end) {
    case VariantEnd::ThirdCheck:
        return white ? QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "Third check: White wins")
                     : QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "Third check: Black wins");
    case VariantEnd::Hill:
        return white ? QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "King on the hill: White wins")
                     : QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "King on the hill: Black wins");
    case VariantEnd::Exploded:
        return white ? QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "King exploded: White wins")
                     : QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "King exploded: Black wins");
    case VariantEnd::RaceWon:
        return white ? QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "King reached the eighth rank: White wins")
                     : QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "King reached the eighth rank: Black wins");
    case VariantEnd::NoPieces:
        if (s.horde)
            return QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "The horde is destroyed: Black wins");
        return white ? QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "No pieces left: White wins")
                     : QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "No pieces left: Black wins");
    case VariantEnd::NoMoves:
        return white ? QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "No legal moves left: White wins")
                     : QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "No legal moves left: Black wins");
    case VariantEnd::RaceDrawn:
    case VariantEnd::None: break;
    }
    return QString::fromStdString(s.describe());
}

} // namespace

QString variantStatusText(const variant::Position& pos, const variant::VariantStatus& s)
{
    QString text = s.over()         ? ending(s)
        : pos.sideToMove() == White ? QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "White to move")
                                    : QCoreApplication::translate("kibitz::gui::VariantPlayWindow", "Black to move");
    if (!s.over() && s.check)
        text += QCoreApplication::translate("kibitz::gui::VariantPlayWindow", ", in check");
    if (pos.rules().ruleSet() == variant::RuleSet::ThreeCheck)
        text += QCoreApplication::translate("kibitz::gui::VariantPlayWindow", " — checks given: White %1, Black %2 of %3")
                    .arg(pos.checksGiven(White))
                    .arg(pos.checksGiven(Black))
                    .arg(pos.rules().def().checksToWin);
    if (s.claim != variant::DrawClaim::None)
        text += QCoreApplication::translate("kibitz::gui::VariantPlayWindow", " — a draw can be claimed");
    return text;
}

} // namespace kibitz::gui
