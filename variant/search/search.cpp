// The variant engine's search.
#include "search.h"

#include <algorithm>

namespace kibitz::variant {

namespace {

enum Bound : std::uint8_t { NoBound, Upper, Lower, Exact };

constexpr int Infinite = MateScore + 1;

int toTT(int score, int ply) { return score > MateScore - MaxPly ? score + ply : score < -MateScore + MaxPly ? score - ply : score; }
int fromTT(int score, int ply) { return score > MateScore - MaxPly ? score - ply : score < -MateScore + MaxPly ? score + ply : score; }

} // namespace

VariantSearch::VariantSearch(std::shared_ptr<const Rules> rules, int hashMb) : m_rules(std::move(rules)), m_eval(*m_rules)
{
    std::size_t entries = 1;
    while (entries * 2 * sizeof(TTEntry) <= std::size_t(std::max(1, hashMb)) * 1024 * 1024)
        entries *= 2;
    m_table.resize(entries);
}

void VariantSearch::clearHash()
{
    std::fill(m_table.begin(), m_table.end(), TTEntry{});
    for (auto& row : m_history)
        std::fill(std::begin(row), std::end(row), 0);
}

VariantSearch::TTEntry* VariantSearch::probe(Key key)
{
    TTEntry& e = m_table[key & (m_table.size() - 1)];
    return e.key == key ? &e : nullptr;
}

void VariantSearch::store(Key key, Move m, int score, int depth, int bound, int ply)
{
    TTEntry& e = m_table[key & (m_table.size() - 1)];
    if (e.key == key && e.depth > depth && bound != Exact)
        return;
    const std::uint32_t move = !m && e.key == key ? e.move : m.raw(); // keep a known best move
    e.key = key;
    e.move = move;
    e.score = std::int16_t(toTT(score, ply));
    e.depth = std::int8_t(depth);
    e.bound = std::uint8_t(bound);
}

bool VariantSearch::timeUp()
{
    if (m_stop)
        return true;
    if ((m_nodes & 1023) != 0)
        return false;
    if (m_limits.nodes && m_nodes >= m_limits.nodes)
        m_stop = true;
    if (m_limits.cancel && m_limits.cancel->load(std::memory_order_relaxed))
        m_stop = true;
    if (m_limits.movetimeMs
        && std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start).count() >= m_limits.movetimeMs)
        m_stop = true;
    return m_stop;
}

int VariantSearch::terminalScore(const Position& pos, int ply) const
{
    if (m_rules->special()) {
        const VariantEnd end = pos.variantEnd();
        if (end == VariantEnd::RaceDrawn)
            return 0;
        if (end != VariantEnd::None)
            return pos.variantWinner(end) == pos.sideToMove() ? MateScore - ply : -MateScore + ply;
        if (m_rules->ruleSet() == RuleSet::Antichess)
            return MateScore - ply; // no move left: that side wins
    }
    return pos.inCheck() ? -MateScore + ply : 0;
}

bool VariantSearch::decisive(const Position& pos, Move m) const
{
    switch (m_rules->ruleSet()) {
    case RuleSet::ThreeCheck: // the check that wins
        return pos.checksGiven(pos.sideToMove()) + 1 >= m_rules->def().checksToWin && pos.givesCheck(m);
    case RuleSet::KingOfTheHill:
    case RuleSet::RacingKings: // the royal piece onto the goal
        return typeOf(pos.movedPiece(m)) == m_rules->royal() && (m_rules->goal() & squareBB(m.to()));
    default: return false;
    }
}

bool VariantSearch::isDraw(const Position& pos, int ply) const
{
    const VariantDef& def = m_rules->def();
    const StateInfo* st = pos.state();
    if (def.nMoveRule > 0 && st->rule50 >= 2 * def.nMoveRule)
        return true;
    // A repetition inside the search counts as a draw at once; before the root it needs the rule's count.
    const int reach = std::min(st->rule50, st->pliesFromNull);
    int seen = 1;
    const StateInfo* p = st;
    for (int i = 2; i <= reach; i += 2) {
        if (!p->previous || !p->previous->previous)
            break;
        p = p->previous->previous;
        if (p->key == st->key) {
            if (i <= ply)
                return true;
            if (++seen >= std::max(2, def.nFoldRule))
                return true;
        }
    }
    return false;
}

int VariantSearch::captureScore(const Position& pos, Move m) const
{
    int victim = m.kind() == MoveKind::EnPassant ? m_eval.value(m_rules->pawn()) : m_eval.value(typeOf(pos.pieceOn(m.to())));
    if (m.kind() == MoveKind::Promotion)
        victim += m_eval.value(m.promotion());
    return victim * 16 - m_eval.value(typeOf(pos.movedPiece(m))) / 8;
}

void VariantSearch::orderMoves(const Position& pos, Move* begin, Move* end, Move ttMove, int ply) const
{
    std::vector<std::pair<int, Move>> scored;
    scored.reserve(std::size_t(end - begin));
    for (Move* m = begin; m != end; ++m) {
        int s;
        if (*m == ttMove)
            s = 1 << 30;
        else if (pos.isCapture(*m) || m->kind() == MoveKind::Promotion)
            s = (1 << 24) + captureScore(pos, *m);
        else if (ply < MaxPly && (*m == m_killers[ply][0] || *m == m_killers[ply][1]))
            s = 1 << 23;
        else
            s = m_history[pos.movedPiece(*m)][m->to()];
        scored.emplace_back(s, *m);
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t i = 0; i < scored.size(); ++i)
        begin[i] = scored[i].second;
}

int VariantSearch::quiesce(Position& pos, int alpha, int beta, int ply)
{
    if (ply <= MaxPly)
        m_pvLength[ply] = ply;
    ++m_nodes;
    if (timeUp())
        return 0;
    if (isDraw(pos, ply))
        return 0;
    Move moves[MaxMoves];
    Move* end = generateLegal(pos, moves);
    if (end == moves)
        return terminalScore(pos, ply);
    const bool inCheck = pos.inCheck();
    // In Antichess a forced capture cannot be declined: no standing pat when every move captures.
    const bool forced = m_rules->ruleSet() == RuleSet::Antichess && pos.isCapture(moves[0]);
    if (!inCheck && !forced) {
        const int standPat = m_eval.evaluate(pos);
        if (standPat >= beta || ply >= MaxPly)
            return standPat;
        alpha = std::max(alpha, standPat);
        // Only captures, promotions and the rule set's winning moves beyond here.
        end = std::remove_if(moves, end, [&](Move m) { return !pos.isCapture(m) && m.kind() != MoveKind::Promotion && !decisive(pos, m); });
    } else if (ply >= MaxPly) {
        return m_eval.evaluate(pos);
    }
    orderMoves(pos, moves, end, Move::none(), ply);
    for (Move* m = moves; m != end; ++m) {
        pos.doMove(*m, m_states[ply]);
        const int score = -quiesce(pos, -beta, -alpha, ply + 1);
        pos.undoMove(*m);
        if (m_stop)
            return 0;
        if (score > alpha) {
            alpha = score;
            updatePv(ply, *m);
            if (alpha >= beta)
                break;
        }
    }
    return alpha;
}

int VariantSearch::searchNode(Position& pos, int depth, int alpha, int beta, int ply, bool allowNull)
{
    const bool root = ply == 0;
    if (ply <= MaxPly)
        m_pvLength[ply] = ply;
    if (!root) {
        if (isDraw(pos, ply))
            return 0;
        // Mate-distance pruning.
        alpha = std::max(alpha, -MateScore + ply);
        beta = std::min(beta, MateScore - ply - 1);
        if (alpha >= beta)
            return alpha;
    }
    const bool inCheck = pos.inCheck();
    if (inCheck)
        ++depth;
    if (depth <= 0 || ply >= MaxPly)
        return quiesce(pos, alpha, beta, ply);
    ++m_nodes;
    if (timeUp())
        return 0;

    const bool pvNode = beta - alpha > 1;
    Move ttMove = Move::none();
    if (const TTEntry* e = probe(pos.key())) {
        ttMove = Move::fromRaw(e->move);
        const int score = fromTT(e->score, ply);
        if (!root && !pvNode && e->depth >= depth
            && (e->bound == Exact || (e->bound == Lower && score >= beta) || (e->bound == Upper && score <= alpha)))
            return score;
    }

    Move moves[MaxMoves];
    Move* end = generateLegal(pos, moves);
    if (end == moves)
        return terminalScore(pos, ply);

    const int staticEval = inCheck ? -Infinite : m_eval.evaluate(pos);
    // Null move: give the opponent a free move; if we still beat beta, this node is not worth searching fully.
    // Not in check, not near mate scores, and only with pieces besides pawns (zugzwang is common otherwise).
    // Not in Antichess, where passing is never possible and zugzwang is the game.
    if (allowNull && !pvNode && !inCheck && depth >= 3 && staticEval >= beta && std::abs(beta) < MateScore - MaxPly
        && m_rules->ruleSet() != RuleSet::Antichess) {
        bool pieces = false;
        for (PieceType t = 1; t <= m_rules->typeCount() && !pieces; ++t)
            pieces = t != m_rules->pawn() && t != m_rules->royal() && pos.pieces(pos.sideToMove(), t);
        if (pieces) {
            pos.doNullMove(m_states[ply]);
            const int score = -searchNode(pos, depth - 3, -beta, -beta + 1, ply + 1, false);
            pos.undoNullMove();
            if (m_stop)
                return 0;
            if (score >= beta)
                return score >= MateScore - MaxPly ? beta : score;
        }
    }

    orderMoves(pos, moves, end, ttMove, ply);
    const int originalAlpha = alpha;
    Move best = Move::none();
    int bestScore = -Infinite;
    int index = 0;
    if (root && !m_excluded.empty()) // a later line of a multi-PV search: the earlier lines' moves are left out
        end = std::remove_if(moves, end, [&](Move m) { return std::find(m_excluded.begin(), m_excluded.end(), m) != m_excluded.end(); });
    for (Move* m = moves; m != end; ++m, ++index) {
        const bool quiet = !pos.isCapture(*m) && m->kind() != MoveKind::Promotion;
        pos.doMove(*m, m_states[ply]);
        const bool givesCheck = pos.inCheck();
        int score;
        if (index == 0) {
            score = -searchNode(pos, depth - 1, -beta, -alpha, ply + 1, true);
        } else {
            // Late quiet moves are searched shallower first; a surprise is searched again at full depth.
            int reduction = 0;
            if (quiet && !inCheck && !givesCheck && depth >= 3 && index >= 3)
                reduction = index >= 8 ? 2 : 1;
            score = -searchNode(pos, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, true);
            if (score > alpha && (reduction || score < beta))
                score = -searchNode(pos, depth - 1, -beta, -alpha, ply + 1, true);
        }
        pos.undoMove(*m);
        if (m_stop)
            return 0;
        if (score > bestScore) {
            bestScore = score;
            best = *m;
            if (root)
                m_rootBest = *m;
        }
        if (score > alpha) {
            alpha = score;
            updatePv(ply, *m);
            if (alpha >= beta) {
                if (quiet && ply < MaxPly) {
                    if (m_killers[ply][0] != *m) {
                        m_killers[ply][1] = m_killers[ply][0];
                        m_killers[ply][0] = *m;
                    }
                    int& h = m_history[pos.movedPiece(*m)][m->to()];
                    h = std::min(h + depth * depth, 1 << 20);
                }
                break;
            }
        }
    }
    if (!(root && !m_excluded.empty())) // a root searched without some moves does not say what the position is worth
        store(pos.key(), best, bestScore, depth, bestScore >= beta ? Lower : bestScore > originalAlpha ? Exact : Upper, ply);
    return bestScore;
}

void VariantSearch::updatePv(int ply, Move m)
{
    m_pv[ply][ply] = m;
    const int childLength = ply + 1 <= MaxPly ? m_pvLength[ply + 1] : ply + 1;
    for (int i = ply + 1; i < childLength; ++i)
        m_pv[ply][i] = m_pv[ply + 1][i];
    m_pvLength[ply] = std::max(ply + 1, childLength);
}

SearchResult VariantSearch::search(Position& pos, const SearchLimits& limits, const std::function<void(const SearchResult&)>& onIteration)
{
    m_limits = limits;
    m_stop = false;
    m_nodes = 0;
    m_start = std::chrono::steady_clock::now();
    for (auto& k : m_killers)
        k[0] = k[1] = Move::none();
    SearchResult result;
    const MoveList legal(pos);
    if (legal.empty())
        return result;
    result.best = *legal.begin();
    const int lineCount = std::clamp(limits.multiPv, 1, int(legal.size()));
    for (int depth = 1; depth <= std::min(limits.depth, MaxPly - 4); ++depth) {
        std::vector<SearchLine> lines;
        m_excluded.clear();
        for (int i = 0; i < lineCount; ++i) {
            m_rootBest = Move::none();
            const int score = searchNode(pos, depth, -Infinite, Infinite, 0, false);
            if (!m_rootBest || (m_stop && (depth > 1 || i > 0)))
                break;
            SearchLine line{score, std::vector<Move>(m_pv[0], m_pv[0] + m_pvLength[0])};
            if (line.pv.empty() || line.pv.front() != m_rootBest)
                line.pv = {m_rootBest};
            lines.push_back(std::move(line));
            if (m_stop)
                break;
            m_excluded.push_back(m_rootBest);
        }
        m_excluded.clear();
        if (m_stop && depth > 1) {
            // A partly searched iteration: keep its best move only if it was searched first (the previous best).
            break;
        }
        if (lines.empty()) // stopped during the first iteration: the first legal move stands
            break;
        // Each later line is a separate search without the earlier lines' moves; its score can come out above an
        // earlier one (the transposition table and move ordering differ between them), so the lines are shown best
        // first, as UCI engines order their MultiPV lines.
        std::stable_sort(lines.begin(), lines.end(), [](const SearchLine& a, const SearchLine& b) { return a.score > b.score; });
        result.best = lines.front().pv.front();
        result.score = lines.front().score;
        result.depth = depth;
        result.nodes = m_nodes;
        result.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start).count();
        result.pv = lines.front().pv;
        const int score = result.score;
        result.lines = std::move(lines);
        if (onIteration)
            onIteration(result);
        // A mate found early (thanks to extensions) could hide a shorter one: look until the depth covers it.
        if (m_stop || (std::abs(score) > MateScore - MaxPly && depth >= MateScore - std::abs(score)))
            break;
        // Another iteration takes several times longer than this one; do not start what cannot finish.
        if (limits.movetimeMs && result.timeMs * 3 > limits.movetimeMs)
            break;
    }
    result.nodes = m_nodes;
    result.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - m_start).count();
    return result;
}

} // namespace kibitz::variant
