// Writing variants.ini sections, and the semantic comparison of definitions used to check round trips.
#include "betza.h"
#include "builtin.h"
#include "fsfpieces.h"
#include "variantsini.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

namespace kibitz::variant {

namespace {

constexpr const char* ChessPieceNames[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};

char chessLetter(std::string_view name)
{
    return name == "pawn" ? 'p' : name == "knight" ? 'n' : name == "bishop" ? 'b' : name == "rook" ? 'r' : name == "queen" ? 'q' : 'k';
}

std::string boolText(bool b) { return b ? "true" : "false"; }

// Whether the game can hold the piece of `letter`: set up, promoted to, or castled with. The reader drops a piece that
// kingType names when it is none of these (it only lent its moves), so kingType must not name such a piece of `def`.
bool inGame(const VariantDef& def, char letter)
{
    return def.setsUp(letter) || def.promotionTypes.find(letter) != std::string::npos || (def.castling && def.castlingRook == letter);
}

} // namespace

std::string writeVariantsIni(const VariantDef& def)
{
    // Decide the key of every piece: a predefined type's name when it moves like one (Fairy-Stockfish 11.1
    // knows no customPiece keys), customPieceN otherwise. Each predefined name can be used once.
    std::map<std::string, char> named; // predefined name -> letter
    std::vector<std::pair<char, std::string>> custom;
    std::set<char> letters;
    const PieceDef* royal = nullptr;
    for (const PieceDef& p : def.pieces) {
        letters.insert(p.letter);
        if (def.ruleSet == RuleSet::Antichess && p.name == "king" && p.letter == 'k' && sameMoves(p.betza, "K"))
            continue; // antichess's own non-royal king, inherited from the parent section
        if (p.royal) {
            royal = &p;
            continue;
        }
        if (p.pawn) {
            named["pawn"] = p.letter;
            continue;
        }
        const FsfPiece* fsf = fsfPieceMovingLike(p.betza);
        if (fsf && !named.count(std::string(fsf->name)))
            named[std::string(fsf->name)] = p.letter;
        else
            custom.emplace_back(p.letter, p.betza);
    }
    // The royal piece: Fairy-Stockfish 11.1 gives it another type's moves through kingType, which must name a
    // defined piece; add one under a spare letter if the variant has none (the reader drops it again).
    std::string kingType, royalBetza;
    if (royal && !sameMoves(royal->betza, "K")) {
        const FsfPiece* fsf = fsfPieceMovingLike(royal->betza);
        auto it = fsf ? named.find(std::string(fsf->name)) : named.end();
        const bool readerWouldDrop = it != named.end() && !inGame(def, it->second);
        if (fsf && !readerWouldDrop) {
            if (it == named.end()) {
                char spare = fsf->letter;
                for (char c = 'a'; letters.count(spare) && c <= 'z'; ++c)
                    if (!letters.count(c))
                        spare = c;
                letters.insert(spare);
                it = named.emplace(std::string(fsf->name), spare).first;
            }
            kingType = std::string(1, it->second);
        } else {
            // Newer Fairy-Stockfish syntax "king = k:BETZA" (11.1 cannot read it): for moves no predefined piece has,
            // and when the piece that has them is one the game never holds (inherited from a parent, say).
            royalBetza = royal->betza;
        }
    }

    // A rule set is inherited from its built-in section (Fairy-Stockfish knows them under the same names).
    const VariantDef* base = builtinVariant(ruleSetName(def.ruleSet));
    const VariantDef chess = chessDefinition();
    if (!base)
        base = &chess;
    std::string out = "[" + def.name + ":" + base->name + "]\n";
    for (const char* name : ChessPieceNames) {
        if (std::string_view(name) == "king")
            continue;
        const auto it = named.find(name);
        if (it == named.end())
            out += std::string(name) + " = -\n";
        else if (it->second != chessLetter(name))
            out += std::string(name) + " = " + it->second + "\n";
    }
    if (royal && (royal->letter != 'k' || !royalBetza.empty()))
        out += "king = " + std::string(1, royal->letter) + (royalBetza.empty() ? "" : ":" + royalBetza) + "\n";
    for (const auto& [name, letter] : named)
        if (std::find(std::begin(ChessPieceNames), std::end(ChessPieceNames), name) == std::end(ChessPieceNames))
            out += name + " = " + letter + "\n";
    for (std::size_t i = 0; i < custom.size(); ++i)
        out += "customPiece" + std::to_string(i + 1) + " = " + custom[i].first + ":" + custom[i].second + "\n";
    if (!kingType.empty())
        out += "kingType = " + kingType + "\n";
    out += "startFen = " + def.startFen + "\n";
    out += "promotionPieceTypes = " + (def.promotionTypes.empty() ? std::string("-") : def.promotionTypes) + "\n";
    if (def.promotionRank != 8)
        out += "promotionRank = " + std::to_string(def.promotionRank) + "\n";
    out += "castling = " + boolText(def.castling) + "\n";
    if (def.castling)
        out += "castlingRookPiece = " + std::string(1, def.castlingRook) + "\n";
    out += "doubleStep = " + boolText(def.doubleStep) + "\n";
    if (def.doubleStepRank != 2)
        out += "doubleStepRank = " + std::to_string(def.doubleStepRank) + "\n";
    if (def.nMoveRule != base->nMoveRule)
        out += "nMoveRule = " + std::to_string(def.nMoveRule) + "\n";
    if (def.nFoldRule != base->nFoldRule)
        out += "nFoldRule = " + std::to_string(def.nFoldRule) + "\n";
    std::string pictures;
    for (const PieceDef& p : def.pieces)
        if (!p.picture.empty()) {
            if (!pictures.empty())
                pictures += ' ';
            pictures.append(1, p.letter).append(1, ':').append(p.picture);
        }
    if (!pictures.empty())
        out += "kibitzPictures = " + pictures + "\n";
    std::string values;
    for (const PieceDef& p : def.pieces)
        if (p.value > 0)
            values.append(values.empty() ? "" : " ").append(1, p.letter).append(1, ':').append(std::to_string(p.value));
    if (!values.empty())
        out += "kibitzValues = " + values + "\n";
    // An XBoard table must list exactly the variant's letters; without one, "-" keeps chess's from being inherited.
    out += "pieceToCharTable = " + (def.pieceToCharTable.empty() ? std::string("-") : def.pieceToCharTable) + "\n";
    return out;
}

std::string writeVariantsIni(const std::vector<VariantDef>& defs)
{
    std::string out;
    for (const VariantDef& d : defs) {
        if (!out.empty())
            out += '\n';
        out += writeVariantsIni(d);
    }
    return out;
}

std::string replaceVariantsIniSection(std::string_view text, const VariantDef& def)
{
    std::vector<std::string_view> lines;
    for (std::size_t pos = 0; pos < text.size();) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        lines.push_back(text.substr(pos, end - pos));
        pos = end + 1;
    }
    auto header = [](std::string_view line) -> std::optional<std::string_view> {
        while (!line.empty() && std::isspace(static_cast<unsigned char>(line.front())))
            line.remove_prefix(1);
        if (line.empty() || line.front() != '[')
            return std::nullopt;
        std::string_view name = line.substr(1, line.find_first_of(":]") - 1);
        while (!name.empty() && std::isspace(static_cast<unsigned char>(name.back())))
            name.remove_suffix(1);
        while (!name.empty() && std::isspace(static_cast<unsigned char>(name.front())))
            name.remove_prefix(1);
        return name;
    };
    std::size_t start = lines.size(), stop = lines.size();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto name = header(lines[i]);
        if (!name)
            continue;
        if (start == lines.size() && *name == def.name) {
            start = i;
        } else if (start != lines.size()) {
            stop = i;
            break;
        }
    }
    // Comments just above the next header introduce that section: they stay with it.
    auto blank = [](std::string_view l) { return l.find_first_not_of(" \t\r") == std::string_view::npos; };
    auto comment = [](std::string_view l) {
        const std::size_t i = l.find_first_not_of(" \t");
        return i != std::string_view::npos && (l[i] == '#' || l[i] == ';');
    };
    if (stop < lines.size()) {
        while (stop > start + 1 && (blank(lines[stop - 1]) || comment(lines[stop - 1])))
            --stop;
        while (stop < lines.size() && blank(lines[stop]))
            ++stop;
    }
    std::string out;
    auto copy = [&](std::size_t from, std::size_t to) {
        for (std::size_t i = from; i < to; ++i) {
            out += lines[i];
            out += '\n';
        }
    };
    if (start == lines.size()) { // not there: append, a blank line apart from what precedes
        out = std::string(text);
        if (!out.empty() && out.back() != '\n')
            out += '\n';
        if (!out.empty() && out.find_first_not_of(" \t\r\n") != std::string::npos
            && out.substr(out.size() > 1 ? out.size() - 2 : 0) != "\n\n")
            out += '\n';
        return out + writeVariantsIni(def);
    }
    copy(0, start);
    out += writeVariantsIni(def);
    if (stop < lines.size()) {
        out += '\n';
        copy(stop, lines.size());
        if (!text.empty() && text.back() != '\n' && !out.empty())
            out.pop_back();
    }
    return out;
}

bool equivalent(const VariantDef& a, const VariantDef& b)
{
    if (a.name != b.name || a.pieces.size() != b.pieces.size() || a.startFen != b.startFen || a.castling != b.castling
        || (a.castling && a.castlingRook != b.castlingRook) || a.promotionTypes != b.promotionTypes || a.promotionRank != b.promotionRank
        || a.doubleStep != b.doubleStep || (a.doubleStep && a.doubleStepRank != b.doubleStepRank) || a.nMoveRule != b.nMoveRule
        || a.nFoldRule != b.nFoldRule || a.ruleSet != b.ruleSet || (a.ruleSet == RuleSet::ThreeCheck && a.checksToWin != b.checksToWin))
        return false;
    for (const PieceDef& p : a.pieces) {
        const PieceDef* q = b.piece(p.letter);
        if (!q || q->pawn != p.pawn || q->royal != p.royal || !sameMoves(p.betza, q->betza))
            return false;
    }
    return true;
}

} // namespace kibitz::variant
