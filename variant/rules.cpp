// Compiling a definition into move tables, and the move/attack queries over them.
#include "rules.h"

#include "fen.h"
#include "position.h"

#include "core/bitboard.h"

#include <cctype>

namespace kibitz::variant {

namespace {

bool onBoard(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// The squares a rule reaches from `from` on an empty board (a lame leap counts as reaching its target).
Bitboard reach(const SteppedRule& r, Square from)
{
    Bitboard b = 0;
    int f = fileOf(from), k = rankOf(from);
    for (int n = 1; r.range == 0 || n <= r.range; ++n) {
        f += r.step.dx;
        k += r.step.dy;
        if (!onBoard(f, k))
            break;
        b |= squareBB(makeSquare(f, k));
    }
    return b;
}

// splitmix64: a fixed, well-mixed sequence so keys are the same in every run and build.
class KeyGenerator {
public:
    explicit KeyGenerator(std::uint64_t seed) : m_state(seed) {}
    Key next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t m_state;
};

} // namespace

char Rules::pieceChar(Piece p) const
{
    const char c = letter(typeOf(p));
    return colorOf(p) == White ? char(std::toupper(static_cast<unsigned char>(c))) : c;
}

PieceType Rules::typeOfLetter(char c) const
{
    const char lower = char(std::tolower(static_cast<unsigned char>(c)));
    for (int i = 0; i < typeCount(); ++i)
        if (m_def.pieces[std::size_t(i)].letter == lower)
            return PieceType(i + 1);
    return NoType;
}

std::shared_ptr<const Rules> Rules::compile(const VariantDef& def, std::string* error)
{
    std::string why = validateStatic(def);
    if (!why.empty()) {
        if (error)
            *error = why;
        return nullptr;
    }
    std::shared_ptr<Rules> rules(new Rules());
    rules->m_def = def;
    rules->build();
    // The start placement defines the start squares (i-moves); then it must be a legal position of the variant.
    Piece board[SquareCount];
    FenError e = Position::parsePlacement(*rules, def.startFen, board);
    for (Square s = A1; s <= H8 && e.ok(); ++s)
        if (board[s])
            rules->m_startSquares[colorOf(board[s])][typeOf(board[s])] |= squareBB(s);
    if (e.ok()) {
        Position pos;
        StateInfo st;
        e = pos.setFen(rules, def.startFen, st);
    }
    if (!e.ok()) {
        if (error)
            *error = "startFen: " + describe(e);
        return nullptr;
    }
    if (error)
        error->clear();
    return rules;
}

void Rules::build()
{
    for (int i = 0; i < typeCount(); ++i) {
        const PieceDef& p = m_def.pieces[std::size_t(i)];
        if (p.pawn)
            m_pawn = PieceType(i + 1);
        if (p.royal)
            m_royal = PieceType(i + 1);
    }
    m_castlingRook = m_def.castling ? typeOfLetter(m_def.castlingRook) : NoType;
    m_castlingKing = m_def.ruleSet == RuleSet::Antichess ? typeOfLetter('k') : m_royal;
    if (m_def.ruleSet == RuleSet::KingOfTheHill)
        m_goal = squareBB(D4) | squareBB(E4) | squareBB(D5) | squareBB(E5);
    else if (m_def.ruleSet == RuleSet::RacingKings)
        m_goal = rankBB(7);
    for (char c : m_def.promotionTypes)
        m_promotionTypes.push_back(typeOfLetter(c));
    for (int r = m_def.promotionRank - 1; r < 8; ++r) {
        m_promotionZone[White] |= rankBB(r);
        m_promotionZone[Black] |= rankBB(7 - r);
    }
    if (m_pawn != NoType && m_def.doubleStep) {
        m_doubleStep[White] = rankBB(m_def.doubleStepRank - 1);
        m_doubleStep[Black] = rankBB(8 - m_def.doubleStepRank);
        // The horde's pawns on the first rank may step two as well (lichess's rule).
        if (m_def.ruleSet == RuleSet::Horde)
            m_doubleStep[White] |= rankBB(0);
    }

    for (Color c : {White, Black}) {
        for (int i = 0; i < typeCount(); ++i) {
            auto tt = std::make_unique<TypeTables>();
            const PieceDef& p = m_def.pieces[std::size_t(i)];
            const BetzaResult parsed = parseBetza(p.pawn ? std::string_view(PawnBetza) : std::string_view(p.betza));
            for (const MoveRule& r : parsed.rules) {
                // Black's moves are White's turned by 180 degrees.
                const Step step = c == White ? r.step : Step{-r.step.dx, -r.step.dy};
                const SteppedRule sr{step, r.range, r.modality, r.initial, r.lame};
                const bool wazirStep = std::abs(step.dx) + std::abs(step.dy) == 1;
                const bool fersStep = std::abs(step.dx) == 1 && std::abs(step.dy) == 1;
                tt->hasInitial = tt->hasInitial || r.initial;
                if (r.lame || (r.range != 1 && !wazirStep && !fersStep)) {
                    tt->stepped.push_back(sr);
                    tt->hasStepped = true;
                    continue;
                }
                for (Square s = A1; s <= H8; ++s) {
                    const Bitboard to = reach(sr, s);
                    SquareMoves& m = r.initial ? tt->initialMoves[s] : tt->moves[s];
                    Bitboard& quiet = r.range == 1 ? m.leapQuiet : wazirStep ? m.rookQuiet : m.bishopQuiet;
                    Bitboard& capture = r.range == 1 ? m.leapCapture : wazirStep ? m.rookCapture : m.bishopCapture;
                    if (r.modality & Quiet)
                        quiet |= to;
                    if (r.modality & Capture)
                        capture |= to;
                    tt->slides = tt->slides || (r.range != 1 && to);
                }
            }
            // Reverse captures: the target set's inverse, per kind of table.
            for (Square from = A1; from <= H8; ++from)
                for (bool initial : {false, true}) {
                    const SquareMoves& m = initial ? tt->initialMoves[from] : tt->moves[from];
                    for (Bitboard b = m.leapCapture; b;)
                        (initial ? tt->initialReverse : tt->reverse)[popLsb(b)].leap |= squareBB(from);
                    for (Bitboard b = m.rookCapture; b;)
                        (initial ? tt->initialReverse : tt->reverse)[popLsb(b)].rook |= squareBB(from);
                    for (Bitboard b = m.bishopCapture; b;)
                        (initial ? tt->initialReverse : tt->reverse)[popLsb(b)].bishop |= squareBB(from);
                }
            m_tables[c][i + 1] = std::move(tt);
        }
    }

    KeyGenerator keys(0x4B6962697A566172ULL); // "KibizVar"
    for (auto& row : m_pieceKeys)
        for (Key& k : row)
            k = keys.next();
    Key rightKeys[4];
    for (Key& k : rightKeys)
        k = keys.next();
    for (int rights = 0; rights < 16; ++rights)
        for (int bit = 0; bit < 4; ++bit)
            if (rights & (1 << bit))
                m_castlingKeys[rights] ^= rightKeys[bit];
    for (Key& k : m_enPassantKeys)
        k = keys.next();
    m_sideKey = keys.next();
    // Drawn after the older keys, so those stay the same in every build.
    for (auto& row : m_pocketKeys)
        for (Key& k : row)
            k = keys.next();
    for (auto& row : m_checksKeys)
        for (Key& k : row)
            k = keys.next();
}

Bitboard Rules::steppedTargets(const TypeTables& tt, Square from, Bitboard occupied, std::uint8_t modality, bool initial) const
{
    Bitboard b = 0;
    for (const SteppedRule& r : tt.stepped) {
        if (!(r.modality & modality) || r.initial != initial)
            continue;
        int f = fileOf(from), k = rankOf(from);
        if (r.lame) {
            const int mf = f + r.step.dx / 2, mk = k + r.step.dy / 2;
            if (onBoard(f + r.step.dx, k + r.step.dy) && !(occupied & squareBB(makeSquare(mf, mk))))
                b |= squareBB(makeSquare(f + r.step.dx, k + r.step.dy));
            continue;
        }
        for (int n = 1; r.range == 0 || n <= r.range; ++n) {
            f += r.step.dx;
            k += r.step.dy;
            if (!onBoard(f, k))
                break;
            const Bitboard sq = squareBB(makeSquare(f, k));
            b |= sq;
            if (occupied & sq)
                break;
        }
    }
    return b;
}

Bitboard Rules::quietTargets(Color c, PieceType t, Square from, Bitboard occupied) const
{
    const TypeTables& tt = *m_tables[c][t];
    auto collect = [&](const SquareMoves& m) {
        Bitboard b = m.leapQuiet;
        if (m.rookQuiet)
            b |= rookAttacks(from, occupied) & m.rookQuiet;
        if (m.bishopQuiet)
            b |= bishopAttacks(from, occupied) & m.bishopQuiet;
        return b;
    };
    Bitboard b = collect(tt.moves[from]);
    if (tt.hasStepped)
        b |= steppedTargets(tt, from, occupied, Quiet, false);
    if (tt.hasInitial && (m_startSquares[c][t] & squareBB(from))) {
        b |= collect(tt.initialMoves[from]);
        if (tt.hasStepped)
            b |= steppedTargets(tt, from, occupied, Quiet, true);
    }
    return b;
}

Bitboard Rules::captureTargets(Color c, PieceType t, Square from, Bitboard occupied) const
{
    const TypeTables& tt = *m_tables[c][t];
    auto collect = [&](const SquareMoves& m) {
        Bitboard b = m.leapCapture;
        if (m.rookCapture)
            b |= rookAttacks(from, occupied) & m.rookCapture;
        if (m.bishopCapture)
            b |= bishopAttacks(from, occupied) & m.bishopCapture;
        return b;
    };
    Bitboard b = collect(tt.moves[from]);
    if (tt.hasStepped)
        b |= steppedTargets(tt, from, occupied, Capture, false);
    if (tt.hasInitial && (m_startSquares[c][t] & squareBB(from))) {
        b |= collect(tt.initialMoves[from]);
        if (tt.hasStepped)
            b |= steppedTargets(tt, from, occupied, Capture, true);
    }
    return b;
}

Bitboard Rules::attackersOfType(Color c, PieceType t, Square target, Bitboard occupied, Bitboard candidates) const
{
    const TypeTables& tt = *m_tables[c][t];
    auto collect = [&](const ReverseCaptures& r) {
        Bitboard b = r.leap;
        if (r.rook)
            b |= rookAttacks(target, occupied) & r.rook;
        if (r.bishop)
            b |= bishopAttacks(target, occupied) & r.bishop;
        return b;
    };
    Bitboard b = collect(tt.reverse[target]) & candidates;
    if (tt.hasInitial)
        b |= collect(tt.initialReverse[target]) & candidates & m_startSquares[c][t];
    if (tt.hasStepped) {
        // Walk each capturing rule backwards from the target to the first occupied square.
        for (const SteppedRule& r : tt.stepped) {
            if (!(r.modality & Capture))
                continue;
            const Bitboard from = r.initial ? candidates & m_startSquares[c][t] : candidates;
            if (!from)
                continue;
            int f = fileOf(target), k = rankOf(target);
            if (r.lame) {
                const int sf = f - r.step.dx, sk = k - r.step.dy;
                if (onBoard(sf, sk) && (from & squareBB(makeSquare(sf, sk)))
                    && !(occupied & squareBB(makeSquare(f - r.step.dx / 2, k - r.step.dy / 2))))
                    b |= squareBB(makeSquare(sf, sk));
                continue;
            }
            for (int n = 1; r.range == 0 || n <= r.range; ++n) {
                f -= r.step.dx;
                k -= r.step.dy;
                if (!onBoard(f, k))
                    break;
                const Bitboard sq = squareBB(makeSquare(f, k));
                if (occupied & sq) {
                    b |= sq & from;
                    break;
                }
            }
        }
    }
    return b;
}

} // namespace kibitz::variant
