// Drill sessions: the walk from a chapter start towards the cards to ask (Due, Practice), the chapter's lines in
// order (Line), and the answers with their FSRS reviews.
#include "drill.h"

#include "core/san.h"

#include <deque>
#include <limits>

namespace kibitz::training {

namespace {

constexpr int Far = std::numeric_limits<int>::max();

// The position of a graph node (from its FEN).
struct NodePosition {
    Position pos;
    StateInfo st;
    explicit NodePosition(const GraphNode& n) { pos.setFen(n.fen, FenMode::Lenient, st); }
};

} // namespace

Rating ratingForTime(int answerMs, const DrillSettings& s)
{
    return answerMs < s.easyBelowMs ? Rating::Easy : answerMs < s.goodBelowMs ? Rating::Good : Rating::Hard;
}

DrillSession::DrillSession(RepertoirePtr repertoire, Progress& progress, DrillSettings settings, ReplyCounts counts,
                           FsrsParameters parameters)
    : m_rep(std::move(repertoire)),
      m_progress(progress),
      m_settings(std::move(settings)),
      m_counts(std::move(counts)),
      m_fsrs(std::move(parameters)),
      m_rng(m_settings.seed),
      m_newLeft(m_settings.maxNewCards)
{
    if (m_settings.mode == DrillMode::Line)
        buildLegs();
}

bool DrillSession::isPending(NodeIndex i, TimeMs now) const
{
    if (!m_rep->isCard(i))
        return false;
    if (m_settings.mode == DrillMode::Practice)
        return !m_done.count(i);
    const CardRecord* r = m_progress.find(m_rep->graph().node(i).epd);
    if (!r || r->retired || r->card.state == CardState::New)
        return m_newLeft != 0;
    return r->card.due <= now;
}

void DrillSession::startLine(NodeIndex root)
{
    m_at = root;
    const std::string& fen = m_rep->graph().node(root).fen;
    m_startFen = fen == StartFen ? std::string() : fen;
    m_moves.clear();
    m_shown = 0;
    m_newLine = true;
}

DrillPrompt DrillSession::prompt(NodeIndex node)
{
    DrillPrompt p;
    p.node = node;
    p.position = m_rep->graph().node(node).epd;
    p.startFen = m_startFen;
    p.moves = m_moves;
    p.newLine = m_newLine;
    p.fresh = m_newLine ? m_moves.size() : m_moves.size() - m_shown;
    const CardRecord* r = m_progress.find(p.position);
    p.state = r ? r->card.state : CardState::New;
    m_shown = m_moves.size();
    m_newLine = false;
    m_asking = node;
    return p;
}

std::optional<DrillPrompt> DrillSession::next(TimeMs now)
{
    if (m_awaiting)
        rate(Rating::Good, now);
    if (m_asking)
        return prompt(*m_asking); // asked again until answered
    return m_settings.mode == DrillMode::Line ? nextLine() : nextWalk(now);
}

std::optional<DrillPrompt> DrillSession::nextWalk(TimeMs now)
{
    const RepertoireGraph& g = m_rep->graph();
    // Distance (in plies) from each node to the nearest card to ask, over the graph's moves backwards.
    std::vector<std::vector<NodeIndex>> into(g.size());
    for (NodeIndex i = 0; i < g.size(); ++i)
        for (const GraphMove& m : g.node(i).moves)
            if (m.to != NoIndex)
                into[m.to].push_back(i);
    std::vector<int> dist(g.size(), Far);
    std::deque<NodeIndex> queue;
    for (NodeIndex i = 0; i < g.size(); ++i)
        if (isPending(i, now))
            dist[i] = 0, queue.push_back(i);
    if (queue.empty())
        return std::nullopt;
    while (!queue.empty()) {
        const NodeIndex i = queue.front();
        queue.pop_front();
        for (const NodeIndex p : into[i])
            if (dist[p] == Far)
                dist[p] = dist[i] + 1, queue.push_back(p);
    }
    for (std::size_t step = 0; step < 4 * g.size() + 16; ++step) {
        if (m_at == NoIndex || dist[m_at] == Far || m_moves.size() > 2 * g.size()) {
            m_at = NoIndex;
            for (const NodeIndex r : g.roots())
                if (dist[r] != Far) {
                    startLine(r);
                    break;
                }
            if (m_at == NoIndex)
                return std::nullopt; // cards no chapter start leads to (cannot happen in a graph built from chapters)
        }
        if (dist[m_at] == 0)
            return prompt(m_at);
        const GraphNode& n = g.node(m_at);
        std::vector<const GraphMove*> towards;
        for (const GraphMove& m : n.moves)
            if (m.to != NoIndex && dist[m.to] != Far)
                towards.push_back(&m);
        const GraphMove* chosen = nullptr;
        if (n.sideToMove == m_rep->side()) { // the user's move, played for them: the main one if it leads on
            for (const GraphMove* m : towards)
                if (!chosen || m == &n.moves.front() || (chosen != &n.moves.front() && dist[m->to] < dist[chosen->to]))
                    chosen = m;
        } else { // the opponent: as often as the reference games play each reply (all alike without any)
            std::vector<std::uint64_t> weight(towards.size(), 0);
            std::uint64_t total = 0;
            if (m_counts) {
                const NodePosition at(n);
                for (const auto& [move, count] : m_counts(at.pos))
                    for (std::size_t k = 0; k < towards.size(); ++k)
                        if (towards[k]->move == move)
                            weight[k] += count, total += count;
            }
            if (!total)
                std::fill(weight.begin(), weight.end(), 1), total = weight.size();
            std::uint64_t r = m_rng() % total;
            std::size_t k = 0;
            while (r >= weight[k])
                r -= weight[k++];
            chosen = towards[k];
        }
        m_moves.push_back(chosen->move);
        m_at = chosen->to;
    }
    return std::nullopt;
}

void DrillSession::buildLegs()
{
    const auto& chapters = m_rep->chapters();
    if (m_settings.chapter < 0 || std::size_t(m_settings.chapter) >= chapters.size())
        return;
    const pgn::Game& game = *chapters[std::size_t(m_settings.chapter)].game;
    // Every path from the start to a leaf, main line first (the order of the PGN).
    std::vector<Move> path;
    const auto walk = [&](const auto& self, pgn::NodeId id) -> void {
        const auto& children = game.children(id);
        if (children.empty() && !path.empty()) {
            const auto& line = m_settings.line;
            if (path.size() >= line.size() && std::equal(line.begin(), line.end(), path.begin()))
                m_legs.push_back(path);
        }
        for (const pgn::NodeId c : children) {
            if (game.move(c) == Move::null())
                continue;
            path.push_back(game.move(c));
            self(self, c);
            path.pop_back();
        }
    };
    walk(walk, pgn::RootNode);
}

std::optional<DrillPrompt> DrillSession::nextLine()
{
    const RepertoireGraph& g = m_rep->graph();
    const auto& chapters = m_rep->chapters();
    if (m_legs.empty())
        return std::nullopt;
    const pgn::Game& game = *chapters[std::size_t(m_settings.chapter)].game;
    Position start;
    StateInfo st;
    if (!start.setFen(game.startFen().empty() ? StartFen : std::string_view(game.startFen()), FenMode::Lenient, st, game.isChess960()).ok())
        return std::nullopt;
    const NodeIndex root = g.find(start);
    for (; m_leg < m_legs.size(); ++m_leg, m_legAt = 0) {
        const std::vector<Move>& leg = m_legs[m_leg];
        if (m_legAt == 0)
            startLine(root);
        for (; m_at != NoIndex; ++m_legAt) {
            const GraphNode& n = g.node(m_at);
            if (m_legAt == leg.size())
                break;
            if (n.sideToMove == m_rep->side() && m_rep->isCard(m_at) && !m_done.count(m_at))
                return prompt(m_at);
            const GraphMove* m = n.findMove(leg[m_legAt]);
            m_at = m ? m->to : NoIndex;
            m_moves.push_back(leg[m_legAt]);
        }
    }
    return std::nullopt;
}

void DrillSession::review(NodeIndex node, Rating rating, TimeMs now, Move played, int answerMs, bool correct)
{
    const GraphNode& n = m_rep->graph().node(node);
    const CardRecord* r = m_progress.find(n.epd);
    const FsrsCard card = r && !r->retired ? r->card : Fsrs::newCard(now);
    const Fsrs::Outcome out = m_fsrs.next(card, now, rating);
    ReviewRecord log;
    log.time = now;
    log.rating = rating;
    log.before = card.state;
    log.elapsedDays = out.log.elapsedDays;
    log.scheduledDays = out.card.scheduledDays;
    log.stability = out.card.stability;
    log.difficulty = out.card.difficulty;
    log.answerMs = answerMs;
    const NodePosition at(n);
    log.played = played && at.pos.isLegalMove(played) ? toUci(at.pos, played) : std::string();
    log.correct = correct;
    m_progress.record(n.epd, out.card, std::move(log));
    if (card.state == CardState::New && m_newLeft > 0)
        --m_newLeft;
}

DrillVerdict DrillSession::answer(Move move, TimeMs now, int answerMs)
{
    DrillVerdict v;
    if (!m_asking)
        return v;
    const NodeIndex node = *m_asking;
    const GraphNode& n = m_rep->graph().node(node);
    for (const GraphMove& m : n.moves)
        v.accepted.push_back(m.move);
    v.main = v.accepted.front();
    v.played = move;
    v.correct = n.findMove(move) != nullptr;
    v.isMain = move == v.main;
    const bool line = m_settings.mode == DrillMode::Line;
    v.continuation = line ? m_legs[m_leg][m_legAt] : v.correct ? move : v.main;
    if (m_settings.mode == DrillMode::Practice) {
        if (v.correct)
            m_done.insert(node);
    } else if (!v.correct || m_settings.autoRate) {
        v.rating = v.correct ? ratingForTime(answerMs, m_settings) : Rating::Again;
        review(node, *v.rating, now, move, answerMs, v.correct);
    } else {
        m_awaiting = Pending{node, move, answerMs};
    }
    if (line)
        m_done.insert(node), ++m_legAt;
    if (const CardRecord* r = m_progress.find(n.epd))
        v.card = r->card;
    ++m_answered;
    m_wrong += !v.correct;
    const GraphMove* next = n.findMove(v.continuation);
    m_at = next ? next->to : NoIndex;
    m_moves.push_back(v.continuation);
    m_shown = m_moves.size();
    m_asking.reset();
    return v;
}

bool DrillSession::rate(Rating rating, TimeMs now)
{
    if (!m_awaiting)
        return false;
    const Pending p = *m_awaiting;
    m_awaiting.reset();
    review(p.node, rating, now, p.played, p.answerMs, true);
    return true;
}

} // namespace kibitz::training
