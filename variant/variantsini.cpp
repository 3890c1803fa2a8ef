// Reading variants.ini: lines are grouped into sections, each section is applied to its parent's definition
// (piece keys first, then rule keys, as Fairy-Stockfish does), and the result must pass validate().
#include "variantsini.h"

#include "betza.h"
#include "builtin.h"
#include "fsfpieces.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>

namespace kibitz::variant {

namespace {

std::string_view trim(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

// Calls f on each blank-separated item of a value; returns the first complaint f makes (empty when none).
template <class F>
std::string forEachLetterItem(const std::string& value, F&& f)
{
    for (std::size_t pos = 0; pos < value.size();) {
        const std::size_t end = std::min(value.find(' ', pos), value.size());
        const std::string item = value.substr(pos, end - pos);
        pos = end + 1;
        if (!item.empty())
            if (std::string why = f(item); !why.empty())
                return why;
    }
    return {};
}

struct Entry {
    std::string key;
    std::string value;
    int line;
};

struct Section {
    std::string name;
    std::string parent;
    int line = 0;
    bool broken = false; // an error already reported for this section
    std::vector<Entry> entries;
};

// Rule keys of Fairy-Stockfish that Kibitz accepts only at their standard-chess value (the value as written).
const std::map<std::string, std::vector<std::string>, std::less<>>& fixedKeys()
{
    static const std::map<std::string, std::vector<std::string>, std::less<>> keys = {
        {"maxRank", {"8"}},
        {"maxFile", {"8", "h"}},
        {"chess960", {"false"}},
        {"twoBoards", {"false"}},
        {"pocketSize", {"0"}},
        {"sittuyinPromotion", {"false"}},
        {"mandatoryPawnPromotion", {"true"}},
        {"mandatoryPiecePromotion", {"false"}},
        {"pieceDemotion", {"false"}},
        {"piecePromotionOnCapture", {"false"}},
        {"firstRankDoubleSteps", {"false"}},
        {"castlingDroppedPiece", {"false"}},
        {"castlingKingsideFile", {"g", "7"}},
        {"castlingQueensideFile", {"c", "3"}},
        {"castlingRank", {"1"}},
        {"checking", {"true"}},
        {"dropChecks", {"true"}},
        {"mustCapture", {"false"}},
        {"mustDrop", {"false"}},
        {"pieceDrops", {"false"}},
        {"dropLoop", {"false"}},
        {"capturesToHand", {"false"}},
        {"gating", {"false"}},
        {"seirawanGating", {"false"}},
        {"cambodianMoves", {"false"}},
        {"kingPass", {"false"}},
        {"makpongRule", {"false"}},
        {"flyingGeneral", {"false"}},
        {"immobilityIllegal", {"false"}},
        {"perpetualCheckIllegal", {"false"}},
        {"stalemateValue", {"draw"}},
        {"checkmateValue", {"loss"}},
        {"nFoldValue", {"draw"}},
        {"shatarMateRule", {"false"}},
        {"bikjangRule", {"false"}},
        {"extinctionValue", {"none"}},
        {"flagPiece", {"-", "*"}},
        {"checkCounting", {"false"}},
        {"connectN", {"0"}},
        {"materialCounting", {"none"}},
        {"countingRule", {"none"}},
    };
    return keys;
}

// Keys that only concern XBoard's display or Fairy-Stockfish's own evaluation.
bool cosmeticKey(std::string_view key)
{
    return key == "variantTemplate" || key == "pieceValueMg" || key == "pieceValueEg" || key == "endgameEval";
}

std::optional<bool> parseBool(std::string_view v)
{
    if (v == "true")
        return true;
    if (v == "false")
        return false;
    return std::nullopt;
}

std::optional<int> parseInt(std::string_view v)
{
    int n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size())
        return std::nullopt;
    return n;
}

// A definition under construction: pieces are tracked by name so letter changes carry into the rule keys.
struct Draft {
    VariantDef def;
    std::vector<std::string> promotionNames;
    std::string castlingRookName = "rook";
    std::string kingTypeName; // the piece whose moves the royal piece uses (Fairy-Stockfish 11.1's kingType)

    PieceDef* byName(std::string_view name)
    {
        for (PieceDef& p : def.pieces)
            if (p.name == name)
                return &p;
        return nullptr;
    }
    PieceDef* byLetter(char c)
    {
        for (PieceDef& p : def.pieces)
            if (p.letter == c)
                return &p;
        return nullptr;
    }
    void removeNamed(std::string_view name)
    {
        def.pieces.erase(std::remove_if(def.pieces.begin(), def.pieces.end(), [&](const PieceDef& p) { return p.name == name; }),
                         def.pieces.end());
    }
};

Draft draftOf(const VariantDef& parent)
{
    Draft d;
    d.def = parent;
    for (char c : parent.promotionTypes)
        if (const PieceDef* p = parent.piece(c))
            d.promotionNames.push_back(p->name);
    if (const PieceDef* rook = parent.piece(parent.castlingRook))
        d.castlingRookName = rook->name;
    return d;
}

// Fairy-Stockfish's template for a section without a parent: chess rules and no pieces.
Draft templateDraft()
{
    Draft d;
    d.def.pieces.clear();
    d.promotionNames = {"queen", "rook", "bishop", "knight"};
    return d;
}

class SectionReader {
public:
    SectionReader(const Section& s, Draft draft, std::vector<IniError>& errors) : m_section(s), m_draft(std::move(draft)), m_errors(errors)
    {
    }

    std::optional<VariantDef> read()
    {
        for (const Entry& e : m_section.entries)
            if (isPieceKey(e.key))
                applyPiece(e);
        for (const Entry& e : m_section.entries)
            if (!isPieceKey(e.key))
                applyRule(e);
        if (m_failed)
            return std::nullopt;
        return finish();
    }

private:
    static bool isPieceKey(std::string_view key) { return fsfPiece(key) || key.rfind("customPiece", 0) == 0; }

    void fail(int line, std::string message)
    {
        m_errors.push_back({line, m_section.name, std::move(message)});
        m_failed = true;
    }

    bool letterOk(const Entry& e, std::string_view letter)
    {
        if (letter.size() == 1 && letter[0] >= 'a' && letter[0] <= 'z')
            return true;
        fail(e.line, e.key + ": '" + std::string(letter) + "' is not a piece letter (a-z, or - to remove the piece)");
        return false;
    }

    void applyPiece(const Entry& e)
    {
        std::string_view value = e.value;
        std::string betza;
        bool hasBetza = false;
        if (const auto colon = value.find(':'); colon != std::string_view::npos) {
            betza = std::string(trim(value.substr(colon + 1)));
            value = trim(value.substr(0, colon));
            hasBetza = true;
        }
        if (value == "-") {
            if (hasBetza)
                return fail(e.line, e.key + ": '-' removes the piece and takes no moves");
            m_draft.removeNamed(e.key);
            return;
        }
        if (!letterOk(e, value))
            return;
        const char letter = value[0];
        const FsfPiece* known = fsfPiece(e.key);
        const bool custom = !known;
        if (custom) {
            const auto slot = parseInt(std::string_view(e.key).substr(11));
            if (!slot || *slot < 1 || *slot > 25)
                return fail(e.line, "'" + e.key + "' is not a piece key (customPiece1 to customPiece25)");
            if (!hasBetza)
                return fail(e.line, e.key + ": a custom piece needs its moves, as in '" + e.key + " = a:NB'");
        } else if (hasBetza && e.key != "king") {
            return fail(e.line, e.key + ": only custom pieces and the king take moves after the letter");
        } else if (!fsfPlayable(*known)) {
            return fail(e.line, "piece type '" + e.key + "' (hopper or lame knight/zebra leap) is not supported by Kibitz");
        }
        if (hasBetza) {
            if (const BetzaResult r = parseBetza(betza); !r.ok())
                return fail(e.line, e.key + ": moves '" + betza + "': " + describe(r.error));
        }
        if (const PieceDef* other = m_draft.byLetter(letter); other && other->name != e.key)
            return fail(e.line,
                        e.key + ": letter '" + std::string(1, letter) + "' is already used by " + other->name + " (remove it with '"
                            + other->name + " = -')");
        PieceDef* p = m_draft.byName(e.key);
        if (!p) {
            m_draft.def.pieces.push_back({e.key, letter, "", e.key == "pawn", e.key == "king", 0});
            p = &m_draft.def.pieces.back();
            p->betza = custom ? betza : std::string(e.key == "pawn" ? PawnBetza : known->betza);
        }
        p->letter = letter;
        if (hasBetza)
            p->betza = betza;
    }

    std::optional<std::string> nameOfLetter(const Entry& e, char c)
    {
        if (const PieceDef* p = m_draft.byLetter(char(std::tolower(static_cast<unsigned char>(c)))))
            return p->name;
        fail(e.line, e.key + ": '" + std::string(1, c) + "' is not a piece letter of this variant");
        return std::nullopt;
    }

    void applyRule(const Entry& e)
    {
        const std::string& k = e.key;
        const std::string& v = e.value;
        VariantDef& def = m_draft.def;
        if (k == "startFen") {
            def.startFen = v;
        } else if (k == "castling" || k == "doubleStep") {
            const auto b = parseBool(v);
            if (!b)
                return fail(e.line, k + ": '" + v + "' is not true or false");
            (k == "castling" ? def.castling : def.doubleStep) = *b;
        } else if (k == "promotionRank" || k == "doubleStepRank" || k == "nMoveRule" || k == "nFoldRule") {
            const auto n = parseInt(v);
            if (!n || *n < 0)
                return fail(e.line, k + ": '" + v + "' is not a whole number");
            (k == "promotionRank"        ? def.promotionRank
                 : k == "doubleStepRank" ? def.doubleStepRank
                 : k == "nMoveRule"      ? def.nMoveRule
                                         : def.nFoldRule) = *n;
        } else if (k == "promotionPieceTypes") {
            m_draft.promotionNames.clear();
            if (v != "-")
                for (char c : v)
                    if (const auto name = nameOfLetter(e, c))
                        m_draft.promotionNames.push_back(*name);
        } else if (k == "castlingRookPiece" || k == "kingType") {
            if (v.size() != 1)
                return fail(e.line, k + ": '" + v + "' is not one piece letter");
            if (const auto name = nameOfLetter(e, v[0]))
                (k == "kingType" ? m_draft.kingTypeName : m_draft.castlingRookName) = *name;
        } else if (k == "kibitzPictures" || k == "kibitzValues") {
            // Kibitz's own keys (Fairy-Stockfish ignores keys it does not know): "a:knight c:circle" names the
            // picture the GUI draws, "c:350 a:900" the engine's value in centipawns (pieces without one are estimated).
            const bool pictures = k == "kibitzPictures";
            const std::string why = forEachLetterItem(v, [&](const std::string& item) -> std::string {
                int value = 0;
                const char* const last = item.data() + item.size();
                const auto [ptr, ec] = std::from_chars(item.data() + std::min<std::size_t>(2, item.size()), last, value);
                if (item.size() < 3 || item[1] != ':' || (!pictures && (ec != std::errc() || ptr != last || value < 1 || value > 10000)))
                    return "'" + item
                        + (pictures ? "' is not letter:picture (e.g. a:knight)"
                                    : "' is not letter:centipawns from 1 to 10000 (e.g. c:350)");
                PieceDef* p = m_draft.byLetter(item[0]);
                if (!p)
                    return "'" + std::string(1, item[0]) + "' is not a piece letter of this variant";
                const std::string picture = item.substr(2);
                if (!pictures)
                    p->value = value;
                else if (std::find(std::begin(PiecePictures), std::end(PiecePictures), picture) != std::end(PiecePictures))
                    p->picture = picture;
                else
                    return "'" + picture + "' is not a piece picture (circle, pawn, knight, bishop, rook, queen or king)";
                return {};
            });
            if (!why.empty())
                return fail(e.line, k + ": " + why);
        } else if (k == "pieceToCharTable") {
            def.pieceToCharTable = v == "-" ? "" : v;
        } else if (cosmeticKey(k)) {
            // Display and evaluation hints for Fairy-Stockfish and XBoard; they do not change the rules.
        } else if (const auto it = fixedKeys().find(k); it != fixedKeys().end()) {
            if (std::find(it->second.begin(), it->second.end(), v) == it->second.end())
                return fail(e.line, k + " = " + v + " changes a rule Kibitz does not support (only " + it->second.front() + ")");
        } else {
            fail(e.line, "unknown key '" + k + "' (Kibitz cannot tell whether it changes the rules)");
        }
    }

    std::optional<VariantDef> finish()
    {
        VariantDef& def = m_draft.def;
        def.name = m_section.name;
        if (!m_draft.kingTypeName.empty()) {
            PieceDef* royal = nullptr;
            for (PieceDef& p : def.pieces)
                if (p.royal)
                    royal = &p;
            const PieceDef* model = m_draft.byName(m_draft.kingTypeName);
            if (royal && model) {
                royal->betza = model->betza;
                // A piece named only to lend its moves to the royal piece (Fairy-Stockfish 11.1 needs a letter for
                // kingType) is not part of the game when it is neither set up nor promoted to.
                const bool used = def.setsUp(model->letter)
                    || std::count(m_draft.promotionNames.begin(), m_draft.promotionNames.end(), model->name)
                    || (def.castling && m_draft.castlingRookName == model->name) || model->royal;
                if (!used)
                    m_draft.removeNamed(m_draft.kingTypeName);
            }
        }
        def.promotionTypes.clear();
        for (const std::string& name : m_draft.promotionNames)
            if (const PieceDef* p = m_draft.byName(name))
                def.promotionTypes += p->letter;
        const PieceDef* rook = m_draft.byName(m_draft.castlingRookName);
        def.castlingRook = rook ? rook->letter : '-';
        if (!def.castling && !rook)
            def.castlingRook = 'r';
        if (const std::string why = validate(def); !why.empty()) {
            int line = m_section.line;
            for (const Entry& e : m_section.entries)
                if (why.rfind(e.key + ":", 0) == 0)
                    line = e.line;
            fail(line, why);
            return std::nullopt;
        }
        return def;
    }

    const Section& m_section;
    Draft m_draft;
    std::vector<IniError>& m_errors;
    bool m_failed = false;
};

std::vector<Section> splitSections(std::string_view text, std::vector<IniError>& errors)
{
    std::vector<Section> sections;
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos <= text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view line = trim(text.substr(pos, end - pos));
        ++lineNo;
        pos = end + 1;
        if (line.empty() || line[0] == '#' || line[0] == ';')
            continue;
        if (line[0] == '[') {
            Section s;
            s.line = lineNo;
            const std::size_t close = line.find(']');
            const std::string_view inner = close == std::string_view::npos ? line.substr(1) : line.substr(1, close - 1);
            const std::size_t colon = inner.find(':');
            s.name = std::string(trim(inner.substr(0, colon)));
            if (colon != std::string_view::npos)
                s.parent = std::string(trim(inner.substr(colon + 1)));
            if (close == std::string_view::npos || close + 1 != line.size() || s.name.empty()
                || (colon != std::string_view::npos && s.parent.empty())) {
                errors.push_back({lineNo, s.name, "a section header is [name] or [name:parent], not '" + std::string(line) + "'"});
                s.broken = true;
            }
            sections.push_back(std::move(s));
            continue;
        }
        const std::size_t eq = line.find('=');
        if (sections.empty()) {
            errors.push_back({lineNo, "", "a line before the first [section] header"});
            continue;
        }
        Section& s = sections.back();
        if (s.broken)
            continue;
        if (eq == std::string_view::npos) {
            errors.push_back({lineNo, s.name, "expected 'key = value', not '" + std::string(line) + "'"});
            s.broken = true;
            continue;
        }
        Entry e{std::string(trim(line.substr(0, eq))), std::string(trim(line.substr(eq + 1))), lineNo};
        if (e.key.empty()) {
            errors.push_back({lineNo, s.name, "a key is missing before '='"});
            s.broken = true;
            continue;
        }
        for (const Entry& other : s.entries)
            if (other.key == e.key) {
                errors.push_back({lineNo, s.name, "key '" + e.key + "' given twice (first on line " + std::to_string(other.line) + ")"});
                s.broken = true;
            }
        s.entries.push_back(std::move(e));
    }
    return sections;
}

} // namespace

std::string describe(const IniError& error)
{
    return "line " + std::to_string(error.line) + (error.section.empty() ? "" : " [" + error.section + "]") + ": " + error.message;
}

IniLoadResult parseVariantsIni(std::string_view text) { return parseVariantsIni(text, builtinVariants()); }

IniLoadResult parseVariantsIni(std::string_view text, const std::vector<VariantDef>& known)
{
    IniLoadResult result;
    std::vector<Section> sections = splitSections(text, result.errors);
    std::vector<std::string> failed;
    for (const Section& s : sections) {
        if (s.broken) {
            failed.push_back(s.name);
            continue;
        }
        auto defined = [&](const std::string& name) -> const VariantDef* {
            for (const VariantDef& d : result.variants)
                if (d.name == name)
                    return &d;
            return nullptr;
        };
        if (defined(s.name) || std::count(failed.begin(), failed.end(), s.name)) {
            result.errors.push_back({s.line, s.name, "section [" + s.name + "] is defined twice"});
            continue;
        }
        Draft draft = templateDraft();
        if (!s.parent.empty()) {
            const VariantDef* parent = defined(s.parent);
            if (!parent)
                for (const VariantDef& k : known)
                    if (k.name == s.parent)
                        parent = &k;
            if (!parent) {
                const bool brokenParent = std::count(failed.begin(), failed.end(), s.parent) != 0;
                result.errors.push_back({s.line, s.name,
                                         brokenParent ? "parent [" + s.parent + "] did not load"
                                                      : "unknown parent variant '" + s.parent + "' (it must be built in or come earlier)"});
                failed.push_back(s.name);
                continue;
            }
            draft = draftOf(*parent);
        }
        SectionReader reader(s, std::move(draft), result.errors);
        if (auto def = reader.read())
            result.variants.push_back(std::move(*def));
        else
            failed.push_back(s.name);
    }
    std::stable_sort(result.errors.begin(), result.errors.end(), [](const IniError& a, const IniError& b) { return a.line < b.line; });
    return result;
}

} // namespace kibitz::variant
