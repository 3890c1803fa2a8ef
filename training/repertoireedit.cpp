// Repertoire edits: each works on a copy of the document (chapters copied only when changed) with an index of where
// every position occurs, kept up to date as moves are added, and rebuilds the graph once at the end.
#include "repertoire.h"

#include <deque>
#include <unordered_map>

namespace kibitz::training {

class RepertoireEditor {
public:
    explicit RepertoireEditor(const Repertoire& base) : m_doc(new Repertoire(base)), m_owned(base.m_chapters.size())
    {
        for (const GraphNode& n : base.m_graph.nodes())
            m_occurrences[n.key] = n.occurrences;
    }
    Repertoire& doc() { return *m_doc; }

    const pgn::Game& game(int chapter) const { return *m_doc->m_chapters[std::size_t(chapter)].game; }
    // The chapter's game to change (copied on first use); null with `error` for a chapter that is kept as read.
    pgn::Game* editable(int chapter, std::string& error)
    {
        Chapter& c = m_doc->m_chapters[std::size_t(chapter)];
        if (c.readOnly) {
            error = "chapter " + std::to_string(chapter + 1) + " (" + c.name + ") has read errors and is kept as it is";
            return nullptr;
        }
        if (!m_owned[std::size_t(chapter)]) {
            m_owned[std::size_t(chapter)] = std::make_shared<pgn::Game>(*c.game);
            c.game = m_owned[std::size_t(chapter)];
        }
        c.edited = true;
        m_changed = true;
        return m_owned[std::size_t(chapter)].get();
    }
    const std::vector<Occurrence>* occurrences(Key key) const
    {
        const auto it = m_occurrences.find(key);
        return it == m_occurrences.end() || it->second.empty() ? nullptr : &it->second;
    }
    pgn::NodeId childWith(const Occurrence& o, Move m) const
    {
        for (const pgn::NodeId c : game(o.chapter).children(o.node))
            if (game(o.chapter).move(c) == m)
                return c;
        return pgn::NoNode;
    }
    bool stored(Key key, Move m) const
    {
        if (const auto* occs = occurrences(key))
            for (const Occurrence& o : *occs)
                if (childWith(o, m) != pgn::NoNode)
                    return true;
        return false;
    }
    // Where new moves at a position go: the preferred chapter's first occurrence, else the first editable one.
    std::optional<Occurrence> target(Key key, int prefer) const
    {
        const auto* occs = occurrences(key);
        if (!occs)
            return std::nullopt;
        for (int pass = 0; pass < 2; ++pass)
            for (const Occurrence& o : *occs)
                if (!m_doc->m_chapters[std::size_t(o.chapter)].readOnly && (pass == 1 || o.chapter == prefer))
                    return o;
        return std::nullopt;
    }
    Occurrence newChapter(const Position& start)
    {
        auto g = std::make_shared<pgn::Game>();
        const std::size_t index = m_doc->m_chapters.size();
        const std::string name = "Chapter " + std::to_string(index + 1);
        for (const auto& [tag, value] : {std::pair<const char*, std::string>{"Event", name},
                                         {"Site", "?"},
                                         {"Date", "????.??.??"},
                                         {"Round", "?"},
                                         {"White", "?"},
                                         {"Black", "?"},
                                         {"Result", "*"},
                                         {"Orientation", std::string(sideName(m_doc->m_side))}})
            g->setTag(tag, value);
        g->setStartPosition(start);
        Chapter c;
        c.game = g;
        c.edited = true;
        c.name = name;
        m_doc->m_chapters.push_back(std::move(c));
        m_owned.push_back(g);
        m_changed = true;
        const Occurrence at{int(index), pgn::RootNode};
        m_occurrences[start.key()].push_back(at);
        return at;
    }

    bool addLine(const RepertoireLine& line, int prefer, std::string& error)
    {
        Position pos;
        std::deque<StateInfo> states(1);
        if (!pos.setFen(line.startFen.empty() ? StartFen : std::string_view(line.startFen), FenMode::Lenient, states.back(), line.chess960)
                 .ok()) {
            error = "the line's start position is not a valid FEN: " + line.startFen;
            return false;
        }
        { // every move must be legal before anything changes
            Position check;
            std::deque<StateInfo> s(1);
            check.copyFrom(pos, s.back());
            for (std::size_t i = 0; i < line.moves.size(); ++i) {
                if (!check.isLegalMove(line.moves[i])) {
                    error = "move " + std::to_string(i + 1) + " of the line is not legal";
                    return false;
                }
                s.emplace_back();
                check.doMove(line.moves[i], s.back());
            }
        }
        if (!occurrences(pos.key()))
            newChapter(pos);
        const auto play = [&](Move m) {
            states.emplace_back();
            pos.doMove(m, states.back());
        };
        for (std::size_t i = 0; i < line.moves.size();) {
            if (stored(pos.key(), line.moves[i])) {
                play(line.moves[i++]);
                continue;
            }
            const std::optional<Occurrence> at = target(pos.key(), prefer);
            if (!at) {
                error = "the position where the line leaves the repertoire occurs only in chapters with read errors";
                return false;
            }
            pgn::Game* g = editable(at->chapter, error);
            pgn::NodeId node = at->node;
            // New moves until the line meets a known position again (a transposition back into the repertoire).
            while (i < line.moves.size()) {
                node = g->addMove(node, line.moves[i]);
                play(line.moves[i++]);
                const bool known = occurrences(pos.key()) != nullptr;
                m_occurrences[pos.key()].push_back({at->chapter, node});
                if (known)
                    break;
            }
        }
        return true;
    }

    // The new document (with `note` as its remark, if any), or the reason nothing changed.
    RepertoireEdit finish(std::string unchanged = "nothing to change", std::string note = {})
    {
        if (!m_changed)
            return {nullptr, note.empty() ? std::move(unchanged) : unchanged + "; " + note};
        m_doc->finish();
        m_doc->m_modified = true;
        return {std::move(m_doc), std::move(note)};
    }
    void changed() { m_changed = true; }

private:
    std::shared_ptr<Repertoire> m_doc;
    std::vector<std::shared_ptr<pgn::Game>> m_owned; // chapters copied by this edit
    std::unordered_map<Key, std::vector<Occurrence>> m_occurrences;
    bool m_changed = false;
};

RepertoireEdit Repertoire::withSide(Color side) const
{
    if (side == m_side && (m_sideSource == SideSource::Caller || m_sideSource == SideSource::Tag))
        return {nullptr, "the repertoire is already for " + std::string(sideName(side))};
    RepertoireEditor e(*this);
    e.doc().m_side = side;
    e.doc().m_sideSource = SideSource::Caller;
    e.doc().m_sideEdited = true;
    e.changed();
    return e.finish();
}

RepertoireEdit Repertoire::addLine(const RepertoireLine& line, int chapter) const
{
    RepertoireEditor e(*this);
    std::string error;
    if (!e.addLine(line, chapter, error))
        return {nullptr, error};
    return e.finish("the line is already in the repertoire");
}

RepertoireEdit Repertoire::addMove(Key position, Move move, int chapter) const
{
    const NodeIndex i = m_graph.find(position);
    if (i == NoIndex)
        return {nullptr, "the position is not in the repertoire"};
    RepertoireLine line;
    line.startFen = m_graph.node(i).fen;
    line.moves = {move};
    return addLine(line, chapter);
}

RepertoireEdit Repertoire::mergeLines(const std::vector<RepertoireLine>& lines, int maxPlies) const
{
    RepertoireEditor e(*this);
    std::size_t failed = 0;
    std::string firstError;
    for (const RepertoireLine& full : lines) {
        RepertoireLine line = full;
        if (maxPlies > 0 && line.moves.size() > std::size_t(maxPlies))
            line.moves.resize(std::size_t(maxPlies));
        std::string error;
        if (!e.addLine(line, -1, error) && failed++ == 0)
            firstError = error;
    }
    std::string note = failed ? std::to_string(failed) + " of " + std::to_string(lines.size()) + " lines not merged (" + firstError + ")"
                              : "";
    return e.finish(note.empty() ? "every line is already in the repertoire" : note);
}

RepertoireEdit Repertoire::setMain(Key position, Move move) const
{
    const NodeIndex i = m_graph.find(position);
    if (i == NoIndex || !m_graph.node(i).findMove(move))
        return {nullptr, "the move is not stored at this position"};
    if (m_graph.node(i).moves.front().move == move)
        return {nullptr, "the move is already the main move"};
    RepertoireEditor e(*this);
    std::string error;
    const std::vector<Occurrence> occs = *e.occurrences(position);
    for (const Occurrence& o : occs) {
        const pgn::NodeId child = e.childWith(o, move);
        if (child == pgn::NoNode || e.game(o.chapter).children(o.node).front() == child)
            continue;
        pgn::Game* g = e.editable(o.chapter, error);
        if (!g)
            return {nullptr, error};
        g->promoteOneLevel(child);
    }
    // The main move is the first one stored where the position first occurs: the move must be there.
    if (e.childWith(occs.front(), move) == pgn::NoNode) {
        pgn::Game* g = e.editable(occs.front().chapter, error);
        if (!g)
            return {nullptr, error};
        g->promoteOneLevel(g->addMove(occs.front().node, move));
    }
    return e.finish();
}

RepertoireEdit Repertoire::setAlternative(Key position, Move move) const
{
    const NodeIndex i = m_graph.find(position);
    if (i == NoIndex || !m_graph.node(i).findMove(move))
        return {nullptr, "the move is not stored at this position"};
    const std::vector<GraphMove>& moves = m_graph.node(i).moves;
    if (moves.front().move != move)
        return {nullptr, "the move is already an alternative"};
    if (moves.size() < 2)
        return {nullptr, "the move is the only one stored at this position"};
    return setMain(position, moves[1].move);
}

RepertoireEdit Repertoire::deleteMove(Key position, Move move) const
{
    const NodeIndex i = m_graph.find(position);
    if (i == NoIndex || !m_graph.node(i).findMove(move))
        return {nullptr, "the move is not stored at this position"};
    RepertoireEditor e(*this);
    std::string error;
    for (const Occurrence& o : *e.occurrences(position)) {
        const pgn::NodeId child = e.childWith(o, move);
        if (child == pgn::NoNode)
            continue;
        pgn::Game* g = e.editable(o.chapter, error);
        if (!g)
            return {nullptr, error};
        g->deleteFrom(child);
    }
    return e.finish();
}

} // namespace kibitz::training
