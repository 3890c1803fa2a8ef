// EcoBook loaders (pgn-extract eco.pgn and Scid .eco) and position lookup.
#include "ecobook.h"

#include "pgn/reader.h"

#include <algorithm>
#include <cctype>
#include <deque>

namespace kibitz::eco {

PackedPosition PackedPosition::from(const Position& pos)
{
    PackedPosition p;
    p.board[0] = pos.pieces(White);
    for (int pt = Pawn; pt <= King; ++pt)
        p.board[std::size_t(pt)] = pos.pieces(PieceType(pt));
    p.side = std::uint8_t(pos.sideToMove());
    p.castling = std::uint8_t(pos.castlingRights());
    p.ep = std::uint8_t(pos.epSquare());
    return p;
}

namespace {

// Plays each line's main line and turns it into an entry; lines with errors are reported, not added.
class LineCollector : public pgn::Visitor {
public:
    LineCollector(EcoBook& book, std::vector<EcoLoadError>* errors, std::uint32_t lineOffset)
        : m_book(book),
          m_errors(errors),
          m_lineOffset(lineOffset)
    {
    }

    // Tags supplied from outside (Scid lines have no tag section).
    void presetTags(std::string code, std::string opening, std::string variation)
    {
        m_preset = true;
        m_code = std::move(code);
        m_opening = std::move(opening);
        m_variation = std::move(variation);
        m_sub.clear();
    }

    void beginGame(const pgn::GameStart& start) override
    {
        if (!m_preset) {
            m_code.clear();
            m_opening.clear();
            m_variation.clear();
            m_sub.clear();
        }
        m_line = start.where.line + m_lineOffset;
        m_failed = false;
        m_depth = 0;
        m_plies = 0;
        m_path = 0;
        m_started = false;
    }
    void tag(std::string_view name, std::string_view value) override
    {
        if (name == "ECO")
            m_code = value;
        else if (name == "Opening")
            m_opening = value;
        else if (name == "Variation")
            m_variation = value;
        else if (name == "SubVariation")
            m_sub = value;
    }
    Action endTags(const Position& start) override
    {
        m_states.clear();
        m_board.copyFrom(start, m_states.emplace_back());
        m_started = true;
        return Action::Continue;
    }
    void move(const Position&, Move m, std::string_view) override
    {
        if (m_depth || m_failed)
            return;
        if (m == Move::null()) {
            fail(m_line, "null move in an ECO line");
            return;
        }
        m_board.doMove(m, m_states.emplace_back());
        m_path += m_board.key();
        ++m_plies;
    }
    Action beginVariation() override
    {
        ++m_depth;
        return Action::Skip;
    }
    void error(const pgn::Error& e) override
    {
        fail(e.where.line + m_lineOffset,
             (e.moveLabel.empty() ? "" : "move " + e.moveLabel + ": ") + std::string(pgn::errorCodeText(e.code))
                 + (e.detail.empty() ? "" : " (" + e.detail + ")"));
    }
    void endGame(const pgn::GameEnd&) override
    {
        if (m_failed || !m_started)
            return;
        if (m_code.empty()) {
            fail(m_line, "entry without an ECO code");
            return;
        }
        EcoEntry e;
        e.key = m_board.key();
        e.pathHash = m_path;
        e.plies = std::uint16_t(std::min(m_plies, 65535));
        e.code = m_book.intern(m_code);
        e.opening = m_book.intern(m_opening);
        e.variation = m_book.intern(m_variation);
        e.subVariation = m_book.intern(m_sub);
        e.line = m_line;
        e.position = PackedPosition::from(m_board);
        m_book.add(e);
        ++added;
    }

    int added = 0;

private:
    void fail(std::uint32_t line, std::string message)
    {
        if (!m_failed && m_errors)
            m_errors->push_back({line, std::move(message)});
        m_failed = true;
    }

    EcoBook& m_book;
    std::vector<EcoLoadError>* m_errors;
    std::uint32_t m_lineOffset;
    bool m_preset = false;
    std::string m_code, m_opening, m_variation, m_sub;
    std::uint32_t m_line = 0;
    bool m_failed = false, m_started = false;
    int m_depth = 0, m_plies = 0;
    std::uint64_t m_path = 0;
    Position m_board;
    std::deque<StateInfo> m_states;
};

bool isScidCode(std::string_view s)
{
    if (s.size() < 3 || s.size() > 5 || s[0] < 'A' || s[0] > 'E' || !std::isdigit((unsigned char)s[1])
        || !std::isdigit((unsigned char)s[2]))
        return false;
    if (s.size() >= 4 && !(s[3] >= 'a' && s[3] <= 'z'))
        return false;
    return s.size() < 5 || (s[4] >= '1' && s[4] <= '4');
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
        s.remove_suffix(1);
    return s;
}

void loadScid(EcoBook& book, std::string_view text, std::vector<EcoLoadError>* errors)
{
    std::uint32_t lineNo = 0;
    std::size_t pos = 0;
    std::string pendingMoves, pendingCode, pendingName;
    std::uint32_t pendingLine = 0;
    bool open = false;

    const auto finishEntry = [&] {
        std::string opening = pendingName, variation;
        if (const auto colon = pendingName.find(':'); colon != std::string::npos) {
            opening = std::string(trim(std::string_view(pendingName).substr(0, colon)));
            variation = std::string(trim(std::string_view(pendingName).substr(colon + 1)));
        }
        LineCollector collector(book, errors, pendingLine - 1);
        collector.presetTags(pendingCode, opening, variation);
        pgn::readPgn(pendingMoves, collector);
        open = false;
    };

    while (pos <= text.size()) {
        std::size_t eol = text.find('\n', pos);
        if (eol == std::string_view::npos)
            eol = text.size();
        const std::string_view line = trim(text.substr(pos, eol - pos));
        pos = eol + 1;
        ++lineNo;
        if (line.empty() || line[0] == '#')
            continue;
        std::string_view rest = line;
        if (!open) {
            const std::size_t sp = rest.find_first_of(" \t");
            const std::string_view code = rest.substr(0, sp);
            if (!isScidCode(code)) {
                if (errors)
                    errors->push_back({lineNo, "expected an ECO code such as \"A00b\", found \"" + std::string(code.substr(0, 20)) + "\""});
                continue;
            }
            rest = trim(sp == std::string_view::npos ? std::string_view() : rest.substr(sp));
            if (rest.empty() || rest[0] != '"' || rest.find('"', 1) == std::string_view::npos) {
                if (errors)
                    errors->push_back({lineNo, "expected a quoted opening name after " + std::string(code)});
                continue;
            }
            const std::size_t close = rest.find('"', 1);
            pendingCode = code;
            pendingName = rest.substr(1, close - 1);
            pendingMoves.clear();
            pendingLine = lineNo;
            open = true;
            rest = rest.substr(close + 1);
        }
        pendingMoves += ' ';
        pendingMoves += rest;
        if (rest.find('*') != std::string_view::npos)
            finishEntry();
    }
    if (open && errors)
        errors->push_back({pendingLine, "entry " + pendingCode + " is not terminated by '*'"});
}

} // namespace

EcoFormat EcoBook::detectFormat(std::string_view text)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t eol = text.find('\n', pos);
        if (eol == std::string_view::npos)
            eol = text.size();
        const std::string_view line = trim(text.substr(pos, eol - pos));
        pos = eol + 1;
        if (line.empty() || line[0] == '#')
            continue;
        return isScidCode(line.substr(0, line.find_first_of(" \t"))) ? EcoFormat::Scid : EcoFormat::PgnExtract;
    }
    return EcoFormat::PgnExtract;
}

EcoBook EcoBook::load(std::string_view text, EcoFormat format, std::vector<EcoLoadError>* errors)
{
    EcoBook book;
    if (format == EcoFormat::Scid) {
        loadScid(book, text, errors);
    } else {
        LineCollector collector(book, errors, 0);
        pgn::readPgn(text, collector);
    }
    book.finish();
    return book;
}

void EcoBook::finish()
{
    m_order.resize(m_entries.size());
    for (std::uint32_t i = 0; i < m_order.size(); ++i)
        m_order[i] = i;
    std::stable_sort(m_order.begin(), m_order.end(), [&](std::uint32_t a, std::uint32_t b) { return m_entries[a].key < m_entries[b].key; });
    std::size_t slots = 16;
    while (slots < m_entries.size() * 4)
        slots *= 2;
    m_slots.assign(slots, Slot{});
    m_mask = slots - 1;
    m_maxPlies = 0;
    for (std::uint32_t i = 0; i < m_order.size(); ++i) {
        const EcoEntry& e = m_entries[m_order[i]];
        m_maxPlies = std::max(m_maxPlies, int(e.plies));
        std::size_t s = std::size_t(e.key) & m_mask;
        while (m_slots[s].count && m_slots[s].key != e.key)
            s = (s + 1) & m_mask;
        if (!m_slots[s].count)
            m_slots[s] = Slot{e.key, i, 0};
        ++m_slots[s].count;
    }
}

const EcoEntry* EcoBook::lookup(const Position& pos) const
{
    const EcoEntry* found = nullptr;
    forEachCandidate(pos.key(), [&](const EcoEntry& e) {
        if (samePosition(e, pos))
            found = &e;
        return !found;
    });
    return found;
}

} // namespace kibitz::eco
