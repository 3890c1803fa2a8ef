// Evaluation for variant positions.
#include "evaluate.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace kibitz::variant {

namespace {

constexpr double RideDecay = 0.6;

// Weighted moves from one square on an empty board for White (the mirror image serves Black).
double mobilityFrom(const std::vector<MoveRule>& rules, Square s)
{
    double total = 0;
    for (const MoveRule& r : rules) {
        if (r.initial)
            continue;
        const double modality = r.modality == QuietOrCapture ? 1.0 : 0.5;
        int f = fileOf(s), k = rankOf(s);
        double weight = 1.0;
        for (int n = 1; r.range == 0 || n <= r.range; ++n) {
            f += r.step.dx;
            k += r.step.dy;
            if (f < 0 || f > 7 || k < 0 || k > 7)
                break;
            total += weight * modality;
            weight *= RideDecay;
        }
    }
    return total;
}

std::vector<MoveRule> rulesOf(const Rules& rules, PieceType t)
{
    const PieceDef& p = rules.piece(t);
    return parseBetza(p.pawn ? std::string_view(PawnBetza) : std::string_view(p.betza)).rules;
}

} // namespace

double emptyBoardMobility(const Rules& rules, PieceType t)
{
    const std::vector<MoveRule> r = rulesOf(rules, t);
    double sum = 0;
    for (Square s = A1; s <= H8; ++s)
        sum += mobilityFrom(r, s);
    return sum / 64.0;
}

std::vector<int> estimateValues(const Rules& rules)
{
    std::vector<int> values(std::size_t(rules.typeCount() + 1), 0);
    for (PieceType t = 1; t <= rules.typeCount(); ++t) {
        const PieceDef& p = rules.piece(t);
        if (p.value > 0)
            values[t] = p.value;
        else if (p.royal)
            values[t] = 0;
        else if (p.pawn)
            values[t] = 100;
        else
            values[t] = std::max(50, int(std::lround(90.0 * emptyBoardMobility(rules, t) - 150.0)));
    }
    return values;
}

Evaluator::Evaluator(const Rules& rules) : m_rules(rules), m_values(estimateValues(rules))
{
    m_placement.resize(std::size_t(rules.typeCount() + 1));
    for (PieceType t = 1; t <= rules.typeCount(); ++t) {
        const std::vector<MoveRule> r = rulesOf(rules, t);
        const double average = emptyBoardMobility(rules, t);
        const PieceDef& p = rules.piece(t);
        for (Square s = A1; s <= H8; ++s) {
            // More moves from a square than on average: a better square (centralisation), a few cp per move.
            const int central = int(std::lround((mobilityFrom(r, s) - average) * 4.0));
            int white = central;
            if (p.pawn) {
                // Advance toward the promotion rank, more so the closer it is.
                const int toGo = rules.def().promotionRank - 1 - rankOf(s);
                white = toGo <= 0 ? 0 : std::max(0, 6 - toGo) * std::max(0, 6 - toGo) * 3 + (fileOf(s) >= 2 && fileOf(s) <= 5 ? 5 : 0);
            } else if (p.royal) {
                const int kingCentral = int(std::lround((mobilityFrom(parseBetza("K").rules, s) - 6.5625) * 6.0));
                white = -kingCentral - (rankOf(s) > 1 ? 20 * (rankOf(s) - 1) : 0); // middlegame: stay home
                m_royalEndgame[White][s] = kingCentral;
                m_royalEndgame[Black][Square(s ^ 56)] = kingCentral;
            }
            m_placement[t][White][s] = white;
            // Black's moves are White's turned by 180 degrees: its table is the turned one.
            m_placement[t][Black][Square(63 - s)] = white;
        }
    }
    // Pawn advancement depends on rank only, and the royal's tables on rank and file symmetry; for them the
    // vertical mirror is the right image for Black (promotion happens on the far rank either way).
    for (PieceType t = 1; t <= rules.typeCount(); ++t)
        if (rules.piece(t).pawn || rules.piece(t).royal)
            for (Square s = A1; s <= H8; ++s)
                m_placement[t][Black][Square(s ^ 56)] = m_placement[t][White][s];
    m_startMaterial = 0;
    const std::string placement = rules.startFen().substr(0, rules.startFen().find(' '));
    for (char c : placement)
        if (const PieceType t = rules.typeOfLetter(c);
            t != NoType && std::isalpha(static_cast<unsigned char>(c)) && !rules.piece(t).pawn && !rules.piece(t).royal)
            m_startMaterial += m_values[t];
    m_startMaterial = std::max(m_startMaterial, 1);
}

int Evaluator::evaluate(const Position& pos) const
{
    if (m_rules.ruleSet() == RuleSet::Antichess)
        return antichessEval(pos);
    int material[ColorCount] = {0, 0};
    int placement[ColorCount] = {0, 0};
    int pieceMaterial = 0;
    for (PieceType t = 1; t <= m_rules.typeCount(); ++t) {
        const bool royal = t == m_rules.royal();
        for (Color c : {White, Black}) {
            for (Bitboard b = pos.pieces(c, t); b;) {
                const Square s = popLsb(b);
                material[c] += m_values[t];
                if (!royal)
                    placement[c] += m_placement[t][c][s];
                if (!royal && t != m_rules.pawn())
                    pieceMaterial += m_values[t];
            }
        }
    }
    // Phase: 1 with all pieces on the board, 0 without any but pawns and royals.
    const int phase = std::min(256, pieceMaterial * 256 / m_startMaterial);
    for (Color c : {White, Black}) {
        const Square s = pos.royalSquare(c);
        if (s != NoSquare) // none in Horde (White) or after an Atomic explosion
            placement[c] += (m_placement[m_rules.royal()][c][s] * phase + m_royalEndgame[c][s] * (256 - phase)) / 256;
    }
    const Color us = pos.sideToMove();
    int score = material[us] - material[~us] + placement[us] - placement[~us] + 10;
    if (m_rules.special())
        score += ruleSetTerms(pos, us, phase);
    return score;
}

} // namespace kibitz::variant
