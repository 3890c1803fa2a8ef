// The decoded tokens handed on: replayed into a pgn::Visitor, or written straight as export-format movetext.
// The text follows pgn::WriterVisitor's rules token by token (move numbers, a variation of a variation's first move
// written after that variation, empty variations dropped, comments whitespace-simplified) and leaves the line
// layout to pgn's own appendMovetext, so both ways give the same bytes.
#include "gamedecoder.h"

#include "movecodec.h"

#include "pgn/embedded.h"
#include "pgn/encoding.h"

namespace kibitz::scid {

namespace {

// A comment as the writer takes it: UTF-8, whitespace simplified (empty: nothing to write).
std::string commentText(std::string_view raw)
{
    if (pgn::isValidUtf8(raw))
        return pgn::simplifyWhitespace(raw);
    std::string utf8;
    pgn::appendCp1252AsUtf8(raw, utf8);
    return pgn::simplifyWhitespace(utf8);
}

} // namespace

void MoveDecoder::replay(const Position& start, pgn::Visitor& visitor, const std::vector<std::string_view>& comments)
{
    struct Level {
        int last = -1;
        std::size_t playedBase = 0;
    };
    std::size_t nextComment = 0;
    std::string text;
    const auto comment = [&](const Token& t, bool deliver) {
        if (!t.comment || nextComment >= comments.size())
            return;
        const std::string_view raw = comments[nextComment++];
        if (!deliver)
            return;
        if (pgn::isValidUtf8(raw)) {
            visitor.comment(raw);
        } else {
            text.clear();
            pgn::appendCp1252AsUtf8(raw, text);
            visitor.comment(text);
        }
    };
    Position pos;
    pos.copyFrom(start, m_states[0]);
    std::size_t depth = 1;
    m_played.clear();
    std::vector<Level> levels(1);
    comment(m_tokens[0], true);
    int skipped = 0; // depth inside a variation the visitor skipped
    bool stopped = false;
    for (std::size_t i = 1; i < m_tokens.size() && !stopped; ++i) {
        const Token& t = m_tokens[i];
        if (skipped) {
            skipped += t.kind == Token::Begin ? 1 : t.kind == Token::End ? -1 : 0;
            comment(t, false);
            continue;
        }
        Level& level = levels.back();
        switch (t.kind) {
        case Token::MoveToken:
            visitor.move(pos, t.move, {});
            playMove(pos, t.move, m_states[depth++]);
            m_played.push_back(t.move);
            level.last = int(i);
            if (visitor.board(pos) == pgn::Visitor::Action::Skip)
                stopped = true;
            for (std::uint8_t k = 0; k < t.nagCount && !stopped; ++k)
                visitor.nag(t.nags[k]);
            comment(t, !stopped);
            break;
        case Token::Begin:
            if (visitor.beginVariation() == pgn::Visitor::Action::Skip) {
                skipped = 1;
                comment(t, false);
                break;
            }
            takeBackMove(pos, m_tokens[std::size_t(level.last)].move);
            --depth;
            levels.push_back(Level{-1, m_played.size()});
            comment(t, true);
            break;
        case Token::End: {
            for (; m_played.size() > level.playedBase; --depth) {
                takeBackMove(pos, m_played.back());
                m_played.pop_back();
            }
            levels.pop_back();
            playMove(pos, m_tokens[std::size_t(levels.back().last)].move, m_states[depth++]);
            visitor.endVariation();
            break;
        }
        }
    }
    for (std::size_t open = levels.size(); open > 1; --open) // a damaged record, or a visitor that stopped
        visitor.endVariation();
}

void MoveDecoder::writeText(const std::vector<std::string_view>& comments, std::string_view marker, std::string& out)
{
    // The movetext in WriterVisitor's order first (items per open line; a variation of a variation's first move is
    // deferred to after that variation's ")"), then written out line by line.
    m_comments.clear();
    std::size_t nextComment = 0;
    const auto takeComment = [&](const Token& t) {
        if (!t.comment || nextComment >= comments.size())
            return -1;
        std::string text = commentText(comments[nextComment++]);
        if (text.empty())
            return -1;
        for (char& c : text)
            if (c == '}')
                c = ')'; // as the writer does: a '}' would end the comment early
        m_comments.push_back(std::move(text));
        return int(m_comments.size() - 1);
    };
    const auto addComment = [&](std::vector<Item>& items, int comment) {
        if (comment < 0)
            return;
        if (!items.empty() && items.back().kind == Item::Comment) { // comments side by side read as one
            m_comments[items.back().index] += ' ';
            m_comments[items.back().index] += m_comments[std::size_t(comment)];
            return;
        }
        items.push_back({Item::Comment, false, std::uint32_t(comment), 0});
    };
    if (m_levels.empty())
        m_levels.resize(1);
    std::size_t depth = 1;
    m_levels[0].items.clear();
    addComment(m_levels[0].items, takeComment(m_tokens[0]));
    const auto close = [&] {
        TextLevel& inner = m_levels[--depth];
        if (inner.moves == 0)
            return; // an empty variation vanishes with its comment
        inner.items.push_back({Item::Close, false, 0, 0});
        inner.items.insert(inner.items.end(), inner.deferred.begin(), inner.deferred.end());
        std::vector<Item>& to = inner.toDeferred ? m_levels[depth - 1].deferred : m_levels[depth - 1].items;
        to.insert(to.end(), inner.items.begin(), inner.items.end());
    };
    for (std::size_t i = 1; i < m_tokens.size(); ++i) {
        const Token& t = m_tokens[i];
        if (t.kind == Token::Begin) {
            if (depth == m_levels.size())
                m_levels.emplace_back();
            TextLevel& inner = m_levels[depth];
            inner.items.clear();
            inner.deferred.clear();
            inner.moves = 0;
            inner.toDeferred = depth > 1 && m_levels[depth - 1].moves == 1;
            inner.pendingBefore = takeComment(t);
            ++depth;
            continue;
        }
        if (t.kind == Token::End) {
            close();
            continue;
        }
        TextLevel& level = m_levels[depth - 1];
        std::vector<Item>& items = level.items;
        if (level.moves == 0 && depth > 1) {
            items.push_back({Item::Open, false, 0, 0});
            addComment(items, level.pendingBefore);
        }
        // Black's move is numbered unless it directly follows a move or its NAGs.
        const bool number = !t.black || items.empty() || (items.back().kind != Item::Move && items.back().kind != Item::Nag);
        items.push_back({Item::Move, number, std::uint32_t(i), 0});
        ++level.moves;
        for (std::uint8_t k = 0; k < t.nagCount; ++k)
            items.push_back({Item::Nag, false, std::uint32_t(i), k});
        addComment(items, takeComment(t));
    }
    while (depth > 1) // a damaged record: what was read, its variations closed
        close();
    m_lines.begin(out);
    for (const Item& item : m_levels[0].items) {
        switch (item.kind) {
        case Item::Open: m_lines.open(); break;
        case Item::Close: m_lines.close(); break;
        case Item::Comment: m_lines.comment(m_comments[item.index]); break;
        case Item::Nag: m_lines.nag(m_tokens[item.index].nags[item.nag]); break;
        case Item::Move: {
            const Token& t = m_tokens[item.index];
            m_lines.move(t.number, t.black, item.number, std::string_view(t.san, t.sanLength));
        }
        }
    }
    m_lines.finish(marker);
}

} // namespace kibitz::scid
