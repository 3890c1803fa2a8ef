// Built-in definitions. Each is standard chess with the differences Fairy-Stockfish 11.1 defines for it; the
// perft tests in tests/variant compare every one with the installed engine.
#include "builtin.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>

namespace kibitz::variant {

namespace {

PieceDef& pieceNamed(VariantDef& def, std::string_view name)
{
    return *std::find_if(def.pieces.begin(), def.pieces.end(), [&](const PieceDef& p) { return p.name == name; });
}

void removePiece(VariantDef& def, std::string_view name)
{
    def.pieces.erase(std::remove_if(def.pieces.begin(), def.pieces.end(), [&](const PieceDef& p) { return p.name == name; }),
                     def.pieces.end());
}

VariantDef derived(std::string name)
{
    VariantDef def = chessDefinition();
    def.name = std::move(name);
    return def;
}

// The variants lichess plays: chess pieces, other rules (see RuleSet), lichess's start positions.
void addLichessVariants(std::vector<VariantDef>& all)
{
    VariantDef crazyhouse = derived("crazyhouse");
    crazyhouse.ruleSet = RuleSet::Crazyhouse;
    crazyhouse.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    crazyhouse.nMoveRule = 0; // lichess applies no fifty-move rule to crazyhouse
    all.push_back(crazyhouse);

    VariantDef threeCheck = derived("3check");
    threeCheck.ruleSet = RuleSet::ThreeCheck;
    threeCheck.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1";
    all.push_back(threeCheck);

    VariantDef hill = derived("kingofthehill");
    hill.ruleSet = RuleSet::KingOfTheHill;
    all.push_back(hill);

    VariantDef atomic = derived("atomic");
    atomic.ruleSet = RuleSet::Atomic;
    all.push_back(atomic);

    // The king is an ordinary piece (and a promotion choice); lichess plays without castling.
    VariantDef antichess = derived("antichess");
    antichess.ruleSet = RuleSet::Antichess;
    pieceNamed(antichess, "king").royal = false;
    antichess.castling = false;
    antichess.promotionTypes = "qrbnk";
    antichess.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    all.push_back(antichess);

    // Fairy-Stockfish's giveaway: antichess with castling.
    VariantDef giveaway = antichess;
    giveaway.name = "giveaway";
    giveaway.castling = true;
    giveaway.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    all.push_back(giveaway);

    VariantDef horde = derived("horde");
    horde.ruleSet = RuleSet::Horde;
    horde.startFen = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
    all.push_back(horde);

    VariantDef racing = derived("racingkings");
    racing.ruleSet = RuleSet::RacingKings;
    racing.castling = false;
    racing.startFen = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
    all.push_back(racing);
}

std::vector<VariantDef> makeBuiltins()
{
    std::vector<VariantDef> all;
    all.push_back(chessDefinition());

    VariantDef nocastle = derived("nocastle");
    nocastle.castling = false;
    nocastle.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    all.push_back(nocastle);

    // The queen is replaced by the amazon (queen + knight).
    VariantDef amazon = derived("amazon");
    removePiece(amazon, "queen");
    amazon.pieces.push_back({"amazon", 'a', "QN", false, false, 0});
    amazon.startFen = "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1";
    amazon.promotionTypes = "arbn";
    all.push_back(amazon);

    // The royal piece moves as a knight; the knights are replaced by non-royal kings (commoners).
    VariantDef knightmate = derived("knightmate");
    removePiece(knightmate, "knight");
    pieceNamed(knightmate, "king").betza = "N";
    knightmate.pieces.push_back({"commoner", 'm', "K", false, false, 0});
    knightmate.startFen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
    knightmate.promotionTypes = "mqrb";
    all.push_back(knightmate);

    // White has knights and a chancellor (rook + knight), Black bishops and a queen.
    VariantDef chigorin = derived("chigorin");
    chigorin.pieces.push_back({"chancellor", 'c', "RN", false, false, 0});
    chigorin.startFen = "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1";
    chigorin.promotionTypes = "qcrbn";
    all.push_back(chigorin);

    // The queen is replaced by the chancellor (rook + knight).
    VariantDef almost = derived("almost");
    removePiece(almost, "queen");
    almost.pieces.push_back({"chancellor", 'c', "RN", false, false, 0});
    almost.startFen = "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1";
    almost.promotionTypes = "crbn";
    all.push_back(almost);

    // Knights capture as bishops and bishops capture as knights.
    VariantDef hoppel = derived("hoppelpoppel");
    pieceNamed(hoppel, "knight") = {"knibis", 'n', "mNcB", false, false, 0};
    pieceNamed(hoppel, "bishop") = {"biskni", 'b', "mBcN", false, false, 0};
    all.push_back(hoppel);

    // Rooks capture as knights and knights capture as rooks.
    VariantDef newzealand = derived("newzealand");
    pieceNamed(newzealand, "rook") = {"rookni", 'r', "mRcN", false, false, 0};
    pieceNamed(newzealand, "knight") = {"kniroo", 'n', "mNcR", false, false, 0};
    all.push_back(newzealand);
    addLichessVariants(all);
    return all;
}

} // namespace

const std::vector<VariantDef>& builtinVariants()
{
    static const std::vector<VariantDef> all = makeBuiltins();
    return all;
}

const VariantDef* builtinVariant(std::string_view name)
{
    for (const VariantDef& def : builtinVariants())
        if (def.name == name)
            return &def;
    return nullptr;
}

const VariantDef* builtinVariantBySpelling(std::string_view spelling)
{
    std::string key;
    for (const char c : spelling)
        if (c != ' ' && c != '-' && c != '_')
            key += char(std::tolower(static_cast<unsigned char>(c)));
    static constexpr std::pair<std::string_view, std::string_view> Aliases[] = {
        {"threecheck", "3check"},
        {"koth", "kingofthehill"},
        {"anti", "antichess"},
        {"zh", "crazyhouse"},
    };
    for (const auto& [alias, name] : Aliases)
        if (key == alias)
            key = name;
    return builtinVariant(key);
}

} // namespace kibitz::variant
