// Variant definitions: the standard chess definition and the checks every definition must pass.
#include "variant.h"

#include "betza.h"
#include "rules.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace kibitz::variant {

const PieceDef* VariantDef::piece(char letter) const
{
    const char lower = char(std::tolower(static_cast<unsigned char>(letter)));
    for (const PieceDef& p : pieces)
        if (p.letter == lower)
            return &p;
    return nullptr;
}

bool VariantDef::setsUp(char letter) const
{
    const std::string_view placement = std::string_view(startFen).substr(0, startFen.find(' '));
    const char lower = char(std::tolower(static_cast<unsigned char>(letter))),
               upper = char(std::toupper(static_cast<unsigned char>(letter)));
    return placement.find(lower) != std::string_view::npos || placement.find(upper) != std::string_view::npos;
}

int VariantDef::royalIndex() const
{
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].royal)
            return int(i);
    return -1;
}

int VariantDef::pawnIndex() const
{
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].pawn)
            return int(i);
    return -1;
}

VariantDef chessDefinition()
{
    VariantDef def;
    def.name = "chess";
    def.pieces = {
        {"pawn", 'p', PawnBetza, true, false, 0}, {"knight", 'n', "N", false, false, 0}, {"bishop", 'b', "B", false, false, 0},
        {"rook", 'r', "R", false, false, 0},      {"queen", 'q', "Q", false, false, 0},  {"king", 'k', "K", false, true, 0},
    };
    return def;
}

const char* ruleSetName(RuleSet r)
{
    switch (r) {
    case RuleSet::Chess: return "chess";
    case RuleSet::Crazyhouse: return "crazyhouse";
    case RuleSet::ThreeCheck: return "3check";
    case RuleSet::KingOfTheHill: return "kingofthehill";
    case RuleSet::Atomic: return "atomic";
    case RuleSet::Antichess: return "antichess";
    case RuleSet::Horde: return "horde";
    case RuleSet::RacingKings: return "racingkings";
    }
    return "chess";
}

bool isStandardPiece(const PieceDef& p)
{
    static const std::set<std::string> names = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return names.count(p.name) != 0;
}

std::string validateStatic(const VariantDef& def)
{
    if (def.name.empty())
        return "the variant has no name";
    for (char c : def.name)
        if (std::isspace(static_cast<unsigned char>(c)) || c == '[' || c == ']' || c == ':' || c == '=' || c == '#' || c == ';')
            return "the variant name '" + def.name + "' contains '" + std::string(1, c) + "'";
    if (def.pieces.empty() || int(def.pieces.size()) > MaxPieceTypes)
        return "a variant has 1 to " + std::to_string(MaxPieceTypes) + " piece types, not " + std::to_string(def.pieces.size());
    const auto custom = std::count_if(def.pieces.begin(), def.pieces.end(), [](const PieceDef& p) { return !isStandardPiece(p); });
    if (custom > MaxCustomPieces)
        return "at most " + std::to_string(MaxCustomPieces) + " piece types besides the six orthodox ones, not " + std::to_string(custom);

    std::set<char> letters;
    std::set<std::string> names;
    int royals = 0, pawns = 0;
    for (const PieceDef& p : def.pieces) {
        const std::string what = "piece '" + std::string(1, p.letter ? p.letter : '?') + "' (" + p.name + ")";
        if (p.letter < 'a' || p.letter > 'z')
            return what + ": the letter must be one of a-z";
        if (!letters.insert(p.letter).second)
            return what + ": the letter is used twice";
        if (p.name.empty() || !names.insert(p.name).second)
            return what + ": the name is empty or used twice";
        if (p.value < 0)
            return what + ": a piece value cannot be negative";
        if (!p.picture.empty() && std::find(std::begin(PiecePictures), std::end(PiecePictures), p.picture) == std::end(PiecePictures))
            return what + ": '" + p.picture + "' is not a piece picture (circle, pawn, knight, bishop, rook, queen or king)";
        const BetzaResult r = parseBetza(p.betza);
        if (!r.ok())
            return what + ": moves '" + p.betza + "': " + describe(r.error);
        if (p.pawn && !sameMoves(p.betza, PawnBetza))
            return what + ": the pawn moves " + std::string(PawnBetza)
                + " (double steps and promotion come from the variant's rules); define another piece for other moves";
        royals += p.royal;
        pawns += p.pawn;
        if (p.royal && p.pawn)
            return what + ": the pawn cannot be the royal piece";
    }
    if (def.ruleSet == RuleSet::Antichess && royals != 0)
        return "in antichess no piece type is royal (the king is captured like any other piece)";
    if (def.ruleSet != RuleSet::Antichess && royals != 1)
        return "exactly one piece type must be royal (the one that can be checkmated), not " + std::to_string(royals);
    if (def.ruleSet == RuleSet::ThreeCheck && (def.checksToWin < 1 || def.checksToWin > 9))
        return "the number of checks that wins must be 1 to 9, not " + std::to_string(def.checksToWin);
    if (pawns > 1)
        return "at most one piece type can be the pawn";

    std::set<char> promo;
    for (char c : def.promotionTypes) {
        const PieceDef* p = def.piece(c);
        if (!p || c != p->letter)
            return "promotion type '" + std::string(1, c) + "' is not a piece letter of the variant";
        if (p->pawn || p->royal)
            return "promotion type '" + std::string(1, c) + "': pawns promote neither to the pawn nor to the royal piece";
        if (def.ruleSet == RuleSet::Crazyhouse && c == 'k')
            return "promotion type 'k': a promoted king could not go to the pocket";
        if (!promo.insert(c).second)
            return "promotion type '" + std::string(1, c) + "' is given twice";
    }
    if (pawns && def.promotionTypes.empty())
        return "the variant has pawns but no promotion types";
    if (def.promotionRank < 2 || def.promotionRank > 8)
        return "the promotion rank must be 2 to 8, not " + std::to_string(def.promotionRank);
    if (def.doubleStep && (def.doubleStepRank < 1 || def.doubleStepRank + 2 >= def.promotionRank))
        return "the double-step rank must be at least 1 and land before the promotion rank, not " + std::to_string(def.doubleStepRank);
    if (def.castling) {
        const PieceDef* rook = def.piece(def.castlingRook);
        if (!rook || rook->letter != def.castlingRook || rook->royal || rook->pawn)
            return "the castling piece '" + std::string(1, def.castlingRook) + "' is not a non-royal, non-pawn piece of the variant";
        if (def.ruleSet == RuleSet::Antichess && !def.piece('k'))
            return "castling in antichess needs a piece 'k' to castle with";
    }
    if (def.nMoveRule < 0)
        return "the n-move rule cannot be negative";
    if (def.nFoldRule < 0 || def.nFoldRule == 1)
        return "the repetition rule counts 2 or more occurrences (0 turns it off)";
    return {};
}

std::string validate(const VariantDef& def)
{
    std::string error;
    Rules::compile(def, &error);
    return error;
}

} // namespace kibitz::variant
