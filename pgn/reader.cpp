// The PGN reader. One pass over the bytes: a hand-written tokenizer feeds tags and movetext events to the
// visitor while a Position follows the current line (variations undo the last move and replay it after).
#include "reader.h"

#include "encoding.h"
#include "readerscan.h"
#include "residentpages.h"

#include "core/san.h"
#include "core/sanfast.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

namespace kibitz::pgn {

namespace {

using namespace readerscan;

class Reader {
public:
    Reader(std::string_view data, Visitor& visitor, const ReadContext& ctx)
        : m_data(data),
          m_visitor(visitor),
          m_ctx(ctx),
          m_line(ctx.baseLine)
    {
        // Column of data[0] may be > 1 when reading starts mid-line; model that as a virtual line start.
        m_lineStart = -std::int64_t(ctx.baseColumn - 1);
        m_gameNumber = ctx.firstGameNumber;
    }

    ReadStats run()
    {
        // A large read of a file mapping drops what it has passed from the resident set as it goes (small reads,
        // one game, never: they would pay a system call each).
        const bool drop = m_data.size() >= ResidentPages::Step && ResidentPages::droppable(m_data);
        skipBom();
        while (true) {
            if (m_ctx.cancel && m_ctx.cancel->load(std::memory_order_relaxed)) {
                m_stats.cancelled = true;
                break;
            }
            skipBetweenGames();
            if (eof())
                break;
            readGame();
            if (drop && m_pos - m_dropped >= ResidentPages::Step)
                dropPassed();
        }
        if (drop)
            dropPassed();
        m_stats.endLine = m_line;
        return m_stats;
    }

private:
    // Drops the whole pages before m_pos not dropped yet; the page m_pos lies in is left for the next call.
    void dropPassed()
    {
        ResidentPages::drop(m_data.substr(m_dropped, m_pos - m_dropped));
        const std::size_t intoPage = reinterpret_cast<std::uintptr_t>(m_data.data() + m_pos) & 4095;
        m_dropped = std::max(m_dropped, m_pos >= intoPage ? m_pos - intoPage : 0);
    }

    // ---- low-level scanning ----
    bool eof() const { return m_pos >= m_data.size(); }
    char peek(std::size_t ahead = 0) const { return m_pos + ahead < m_data.size() ? m_data[m_pos + ahead] : '\0'; }
    bool atLineStart() const { return std::int64_t(m_pos) == m_lineStart; }

    SourceLocation location() const { return locationAt(m_pos); }
    // Location of `pos`, which must lie on the current line (no line break between it and m_pos).
    SourceLocation locationAt(std::size_t pos) const
    {
        return SourceLocation{m_ctx.baseOffset + pos, m_line, std::uint32_t(std::int64_t(pos) - m_lineStart + 1)};
    }

    // Advances one byte, counting LF, CRLF and bare CR as line ends.
    void advance()
    {
        const char c = m_data[m_pos++];
        if (c == '\n' || (c == '\r' && peek() != '\n')) {
            ++m_line;
            m_lineStart = std::int64_t(m_pos);
        }
    }
    void advanceTo(std::size_t target)
    {
        while (m_pos < target)
            advance();
    }
    void skipBom()
    {
        if (m_data.substr(m_pos, 3) == "\xEF\xBB\xBF")
            m_pos += 3;
    }
    void skipLine()
    {
        while (!eof() && peek() != '\n' && peek() != '\r')
            ++m_pos;
        if (!eof())
            advance();
    }
    // Skips blanks; '%' at the start of a line escapes the whole line (PGN standard 6).
    void skipSpace()
    {
        const char* const data = m_data.data();
        const std::size_t size = m_data.size();
        while (m_pos < size) {
            const char c = data[m_pos];
            if (c == ' ') { // by far the most common: one between tokens
                ++m_pos;
                continue;
            }
            const std::uint8_t kind = SpaceKind[static_cast<unsigned char>(c)];
            if (kind == 0) // a token: the usual way out
                return;
            if (kind == 1) {
                ++m_pos; // not a line end: no line bookkeeping needed
            } else if (kind == 2) {
                advance();
            } else if (c == '%' && atLineStart()) {
                skipLine();
            } else if (c == '\xEF' && m_data.substr(m_pos, 3) == "\xEF\xBB\xBF") {
                m_pos += 3;
            } else {
                return;
            }
        }
    }

    // Text between games: blanks and escape lines. Comments here belong to the next game
    // (a comment before the first move of a game without tags) unless no movetext follows before the next
    // tag section or the end: then they are leftovers of the previous game and are skipped.
    void skipBetweenGames()
    {
        while (true) {
            skipSpace();
            if (eof())
                return;
            const char c = peek();
            if (c != '{' && c != ';')
                return;
            if (movetextFollowsComments())
                return;
            if (c == '{') {
                bool terminated = false;
                advanceTo(commentEnd(m_pos, terminated));
            } else {
                skipLine();
            }
        }
    }

    // Looks past comments and blanks from the current position (without consuming) for a movetext token.
    bool movetextFollowsComments()
    {
        std::size_t i = m_pos;
        while (i < m_data.size()) {
            const char c = m_data[i];
            if (c == '{') {
                bool terminated = false;
                i = commentEnd(i, terminated);
                if (!terminated)
                    return false;
            } else if (c == ';') {
                while (i < m_data.size() && m_data[i] != '\n' && m_data[i] != '\r')
                    ++i;
            } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
                ++i;
            } else {
                return c != '[' && c != '%';
            }
        }
        return false;
    }

    // One past the end of the comment whose '{' is at `open`. A comment ends at its '}' unless the next game's
    // tags come first or it never closes: then it ends where the next game begins (or at the end of the data),
    // so that a stray '{' cannot swallow the games after it. `terminated` tells which case it was.
    std::size_t commentEnd(std::size_t open, bool& terminated)
    {
        const std::size_t close = m_data.find('}', open);
        const std::size_t nextGame = nextGameAfter(open);
        terminated = close != std::string_view::npos && (nextGame == std::string_view::npos || close < nextGame);
        if (terminated)
            return close + 1;
        return nextGame == std::string_view::npos ? m_data.size() : nextGame;
    }

    // nextGameStart(m_data, from), cached: with a comment on every move, searching afresh each time would
    // rescan the rest of the game per comment. The cached answer holds for every `from` between the search's
    // start and the answer's line break.
    std::size_t nextGameAfter(std::size_t from)
    {
        if (m_nextGameValid && from >= m_nextGameFrom && (m_nextGame == std::string_view::npos || from < m_nextGame))
            return m_nextGame;
        m_nextGame = nextGameStart(m_data, from);
        m_nextGameFrom = from;
        m_nextGameValid = true;
        return m_nextGame;
    }

    // ---- game ----
    void readGame()
    {
        GameStart start;
        start.number = m_gameNumber++;
        start.where = location();
        m_white.clear();
        m_black.clear();
        m_fen.clear();
        m_variant.clear();
        m_gameErrors = 0;
        m_latin1 = false;
        m_dead = false;
        m_skipRest = false;
        ++m_stats.games;
        m_visitor.beginGame(start);
        m_currentGame = start.number;

        // The tag section's extent, from one fast pass: it decides Latin-1, whether the section is plain, and where a
        // plain section known from an earlier read (ReadContext::plainTags) ends, so that its tags need not be read.
        const std::size_t gameStart = m_pos;
        const std::uint32_t gameLine = m_line;
        bool high = false;
        std::uint32_t tagLineBreaks = 0;
        const std::size_t tagEnd = tagSectionEnd(m_data, m_pos, high, tagLineBreaks);
        const std::size_t k = std::size_t(start.number - m_ctx.firstGameNumber);
        m_plainTags = false;
        if (k < m_ctx.plainTags.size() && m_ctx.plainTags[k] && !high && endsWithLineBreak(gameStart, tagEnd)) {
            m_line += tagLineBreaks;
            m_lineStart = std::int64_t(tagEnd);
            m_pos = tagEnd;
            m_plainTags = true;
        } else {
            m_latin1 = high && !isValidUtf8(m_data.substr(gameStart, tagEnd - gameStart));
            readTags();
            m_plainTags = isPlainTagSection(gameStart, gameLine, tagEnd, tagLineBreaks, high);
        }

        GameEnd end;
        bool chess960 = false;
        const std::string variant = lowerAscii(m_variant);
        if (variant == "chess960" || variant == "chess 960" || variant == "fischerandom" || variant == "fischer random" || variant == "960"
            || variant == "freestyle")
            chess960 = true;
        else if (!(variant.empty() || variant == "standard" || variant == "chess" || variant == "normal" || variant == "from position"
                   || variant == "fromposition"))
            return abandonGame(ErrorCode::UnsupportedVariant, m_variantWhere, "variant \"" + m_variant + "\" is not supported");

        m_states.clear();
        m_states.emplace_back();
        m_path.clear();
        m_frames.clear();
        FenResult fr;
        if (m_fen.empty()) {
            m_board.copyFrom(standardStartPosition(), m_states.back()); // much cheaper than parsing the start FEN per game
            m_board.setChess960(chess960);
        } else {
            fr = m_board.setFen(m_fen, FenMode::Lenient, m_states.back(), chess960);
        }
        if (!fr.ok())
            return abandonGame(ErrorCode::BadFen, m_fenWhere, describe(fr.error));

        if (m_visitor.endTags(m_board) == Visitor::Action::Skip) {
            skipMovetext();
            end.skipped = true;
        } else {
            readMovetext();
            end.skipped = m_skipRest;
        }
        finishGame(end);
    }

    void finishGame(GameEnd& end)
    {
        skipBetweenGames();
        end.endOffset = m_ctx.baseOffset + m_pos;
        end.errors = m_gameErrors;
        end.latin1 = m_latin1;
        end.plainTags = m_plainTags;
        if (m_gameErrors)
            ++m_stats.gamesWithErrors;
        m_visitor.endGame(end);
    }

    void abandonGame(ErrorCode code, SourceLocation where, std::string detail)
    {
        report(code, where, {}, std::move(detail));
        skipMovetext();
        GameEnd end;
        end.skipped = true;
        finishGame(end);
    }

    void report(ErrorCode code, SourceLocation where, std::string moveLabel, std::string detail, const SanDetail& moveDetail = {},
                std::string candidates = {})
    {
        Error e;
        e.code = code;
        e.where = where;
        e.gameNumber = m_currentGame;
        e.white = m_white;
        e.black = m_black;
        e.moveLabel = std::move(moveLabel);
        e.detail = std::move(detail);
        e.moveDetail = moveDetail;
        e.candidates = std::move(candidates);
        ++m_gameErrors;
        ++m_stats.errors;
        m_visitor.error(e);
    }

    // ---- tags ----
    // A tag section [gameStart, tagEnd) that is not empty and ends with its last line's break: skipping it leaves the
    // reader at a line start, where the '\n' count puts the line number.
    bool endsWithLineBreak(std::size_t gameStart, std::size_t tagEnd) const { return tagEnd > gameStart && m_data[tagEnd - 1] == '\n'; }

    // After readTags(): could the tag section of the game that started at `gameStart` be skipped to `tagEnd` (see
    // tagSectionEnd) with the same result? It must hold nothing the reader uses (FEN, Variant, a byte >= 0x80 that
    // decides Latin-1, a tag error), the movetext must start after it with only blanks and line breaks between, and
    // its line breaks must all be '\n' or "\r\n" (so that counting '\n' gives the line number).
    bool isPlainTagSection(std::size_t gameStart, std::uint32_t gameLine, std::size_t tagEnd, std::uint32_t tagLineBreaks, bool high) const
    {
        if (high || m_gameErrors || !m_fen.empty() || !m_variant.empty() || tagEnd > m_pos || !endsWithLineBreak(gameStart, tagEnd))
            return false;
        std::uint32_t breaks = tagLineBreaks;
        for (std::size_t i = tagEnd; i < m_pos; ++i) {
            const char c = m_data[i];
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
                return false;
            breaks += c == '\n';
        }
        return m_line - gameLine == breaks;
    }

    // Converts to UTF-8 when needed; the result lives in `buffer` or in the input.
    std::string_view text(std::string_view raw, std::string& buffer)
    {
        if (!hasHighBytes(raw))
            return raw;
        if (!m_latin1 && isValidUtf8(raw))
            return raw;
        m_latin1 = true; // once seen, the whole rest of the game is read as Latin-1
        buffer.clear();
        appendCp1252AsUtf8(raw, buffer);
        return buffer;
    }

    void readTags()
    {
        skipSpace();
        const std::size_t first = m_pos;
        while (true) {
            skipSpace();
            if (eof() || peek() != '[')
                return;
            // The boundary rule decides from the lines before an `[Event "` line; a game whose tags began after
            // a comment on the same line must stop there too, or cutting the text at that line would give
            // other games than reading it whole.
            if (m_pos > first && atLineStart() && m_data.compare(m_pos, 8, "[Event \"") == 0 && nextGameAfter(m_pos - 1) == m_pos)
                return;
            readTagLine();
        }
    }

    void readTagLine()
    {
        const SourceLocation where = location();
        // The line's end is only needed when the value does not end the usual way (rare): found lazily.
        const auto endOfLine = [&] {
            std::size_t eol = m_pos;
            while (eol < m_data.size() && m_data[eol] != '\n' && m_data[eol] != '\r')
                ++eol;
            return eol;
        };
        // Set when a line break may lie between the '[' and the ']' (blanks, or an escape before a line's end).
        bool lineBreak = false;
        const auto isBlank = [&](char c) {
            lineBreak = lineBreak || c == '\n' || c == '\r';
            return c == ' ' || c == '\t' || c == '\n' || c == '\r';
        };
        std::size_t i = m_pos + 1;
        while (i < m_data.size() && isBlank(m_data[i]))
            ++i;
        const std::size_t nameStart = i;
        while (i < m_data.size() && (isAlpha(m_data[i]) || isDigit(m_data[i]) || m_data[i] == '_'))
            ++i;
        const std::string_view name = m_data.substr(nameStart, i - nameStart);
        while (i < m_data.size() && isBlank(m_data[i]))
            ++i;
        // The value ends at the first unescaped '"' followed by blanks and ']'. Failing that (unescaped quotes
        // inside the value), at the last '"' before the line's last ']'.
        std::size_t valueEnd = std::string_view::npos, close = std::string_view::npos;
        const std::size_t valueStart = i + 1;
        if (!name.empty() && i < m_data.size() && m_data[i] == '"') {
            const char* const data = m_data.data();
            const std::size_t size = m_data.size();
            for (std::size_t k = valueStart; k < size; ++k) {
                while (k < size && !TagValueStop[static_cast<unsigned char>(data[k])]) // the value's plain text
                    ++k;
                if (k >= size || data[k] == '\n' || data[k] == '\r')
                    break;
                if (data[k] == '\\') {
                    lineBreak = true;
                    ++k;
                    continue;
                }
                std::size_t after = k + 1; // a quote: the value's end when blanks and ']' follow
                while (after < m_data.size() && (m_data[after] == ' ' || m_data[after] == '\t'))
                    ++after;
                if (after < m_data.size() && m_data[after] == ']') {
                    valueEnd = k;
                    close = after;
                    break;
                }
            }
            if (const std::size_t eol = valueEnd == std::string_view::npos ? endOfLine() : 0; valueStart <= eol) {
                const std::string_view rest = m_data.substr(valueStart, eol - valueStart);
                const std::size_t bracket = rest.rfind(']');
                const std::size_t quote = bracket == std::string_view::npos ? bracket : rest.rfind('"', bracket);
                if (quote != std::string_view::npos) {
                    valueEnd = valueStart + quote;
                    close = valueStart + bracket;
                }
            }
        }
        if (valueEnd == std::string_view::npos) {
            const std::size_t eol = endOfLine();
            report(ErrorCode::BadTag, where, {},
                   "cannot read tag line: " + std::string(m_data.substr(m_pos, std::min<std::size_t>(eol - m_pos, 60))));
            advanceTo(std::max(eol, m_pos + 1));
            return;
        }
        const std::string_view raw = m_data.substr(valueStart, valueEnd - valueStart);
        std::string_view value = raw;
        if (raw.find('\\') != std::string_view::npos) {
            m_unescaped.clear();
            for (std::size_t k = 0; k < raw.size(); ++k) {
                if (raw[k] == '\\' && k + 1 < raw.size() && (raw[k + 1] == '"' || raw[k + 1] == '\\'))
                    ++k;
                m_unescaped += raw[k];
            }
            value = m_unescaped;
        }
        const std::string_view utf8 = text(value, m_converted);
        if (name == "White")
            m_white = utf8;
        else if (name == "Black")
            m_black = utf8;
        else if (name == "FEN") {
            m_fen = utf8;
            m_fenWhere = where;
        } else if (name == "Variant") {
            m_variant = utf8;
            m_variantWhere = where;
        }
        m_visitor.tag(name, utf8);
        // Another tag may follow on the same line; readTags() picks it up. Nearly always the tag holds no line
        // break: then the line bookkeeping byte by byte is not needed.
        if (lineBreak)
            advanceTo(close + 1);
        else
            m_pos = close + 1;
        while (!eof() && (peek() == ' ' || peek() == '\t'))
            advance();
    }

    // ---- movetext ----
    void readMovetext()
    {
        while (true) {
            skipSpace();
            if (eof())
                break;
            const char c = peek();
            if (c == '[' && atLineStart())
                break; // next game's tags: this game had no result
            // Moves and move numbers are by far the most common tokens: test for them first (they compute their
            // location only when they need it).
            if (isSymbolChar(c)) {
                if (readSymbol())
                    return;
                continue;
            }
            const SourceLocation where = location();
            if (c == '{') {
                readComment();
            } else if (c == ';') {
                const std::size_t start = m_pos + 1;
                skipLine();
                std::size_t end = m_pos;
                while (end > start && (m_data[end - 1] == '\n' || m_data[end - 1] == '\r'))
                    --end;
                if (!m_dead)
                    m_visitor.comment(text(m_data.substr(start, end - start), m_converted));
            } else if (c == '(') {
                advance();
                if (openVariation(where)) {
                    endWithResult(m_resultAfterSkip, location());
                    return;
                }
            } else if (c == ')') {
                advance();
                closeVariation(where);
            } else if (c == '$') {
                advance();
                int nag = 0, digits = 0;
                while (!eof() && isDigit(peek()) && digits < 4) {
                    nag = nag * 10 + (peek() - '0');
                    ++digits;
                    advance();
                }
                if (!digits)
                    invalid(where, "'$' without a number");
                else if (!m_dead)
                    m_visitor.nag(nag);
            } else if (c == '!' || c == '?') {
                const std::size_t start = m_pos;
                while (!eof() && (peek() == '!' || peek() == '?'))
                    advance();
                if (const int nag = nagFromSuffix(m_data.substr(start, m_pos - start)); nag && !m_dead)
                    m_visitor.nag(nag);
            } else if (c == '*') {
                advance();
                if (endWithResult("*", where))
                    return;
            } else if (c == '.') {
                advance();
            } else if (m_data.substr(m_pos, HalfUtf8.size()) == HalfUtf8 || m_data.substr(m_pos, HalfLatin1.size()) == HalfLatin1) {
                advanceTo(m_pos + (peek() == '\xC2' ? HalfUtf8.size() : HalfLatin1.size()));
                if (endWithResult("1/2-1/2", where))
                    return;
            } else {
                advance();
                invalid(where, std::string("unexpected character '") + c + "'");
            }
        }
        closeAllVariations(location());
    }

    // A result ends the game. Returns true when the game is over.
    bool endWithResult(std::string_view token, SourceLocation where)
    {
        closeAllVariations(where);
        m_visitor.result(token);
        return true;
    }

    // Reads a token made of symbol characters: a move number, a result, or a move with suffix annotations. The
    // hot loop of every move-reading visitor: the token is scanned with locals, and the token's location (it lies
    // on the current line: symbol characters hold no line break) is computed only for a result or an error.
    bool readSymbol()
    {
        const char* const data = m_data.data();
        const std::size_t size = m_data.size(), start = m_pos;
        std::size_t i = start;
        unsigned kinds = 0;
        for (unsigned k; i < size && (k = SymbolKind[static_cast<unsigned char>(data[i])]) != 0; ++i)
            kinds |= k;
        // Move numbers: "12." "12..." or digits followed directly by a move ("1.e4").
        if (!(kinds & 2)) {
            while (i < size && data[i] == '.')
                ++i;
            m_pos = i;
            return false;
        }
        m_pos = i;
        const std::string_view token(data + start, i - start);
        // Results start with a digit, moves never do (SAN starts with a letter, null moves with '-' or a letter).
        if (token[0] <= '9') {
            if (const std::string_view r = resultOf(token); !r.empty())
                return endWithResult(r, locationAt(start));
        } else if (token == "e" && m_data.substr(m_pos, 3) == ".p.") { // "exd6 e.p."
            m_pos += 3;
            return false;
        }
        int nag = 0;
        if (m_pos < size && (data[m_pos] == '!' || data[m_pos] == '?')) {
            const std::size_t suffixStart = m_pos;
            while (m_pos < size && (data[m_pos] == '!' || data[m_pos] == '?'))
                ++m_pos;
            nag = nagFromSuffix(m_data.substr(suffixStart, m_pos - suffixStart));
        }
        if (!m_dead)
            playMove(token, start, nag);
        if (m_skipRest) {
            // The visitor is done with this game: end its open variations, then find the game's end.
            while (!m_frames.empty()) {
                m_frames.pop_back();
                m_visitor.endVariation();
            }
            std::string_view ignored;
            scan(false, ignored);
            return true;
        }
        return false;
    }

    std::string moveLabel(std::string_view token) const
    {
        return std::to_string(m_board.fullMoveNumber()) + (m_board.sideToMove() == White ? "." : "...") + std::string(token);
    }

    // `start`: offset of the token (on the current line).
    void playMove(std::string_view token, std::size_t start, int suffixNag)
    {
        if (const Move fast = parseSanFast(m_board, token)) {
            // Nearly every move of real games: decided without building a SanResult.
            m_visitor.move(m_board, fast, token);
            m_board.doMove(fast, m_states.emplaceForMove());
            m_path.push_back(fast);
        } else if (!playOtherMove(token, start)) {
            return;
        }
        if (m_visitor.board(m_board) == Visitor::Action::Skip)
            m_skipRest = true;
        if (m_frames.empty())
            ++m_stats.plies;
        if (suffixNag)
            m_visitor.nag(suffixNag);
    }

    // Null moves, and moves the fast SAN path leaves to the full parser (castling, promotions, errors...); kept
    // out of line so the common path stays small. Returns false (reporting the error) when no move was played.
    [[gnu::noinline]] bool playOtherMove(std::string_view token, std::size_t start)
    {
        if (token == "--" || token == "Z0" || token == "z0") { // parseSanFast never accepts these
            if (m_board.inCheck()) {
                report(ErrorCode::NullMoveInCheck, locationAt(start), moveLabel(token), "null move while in check");
                m_dead = true;
                return false;
            }
            m_visitor.move(m_board, Move::null(), token);
            m_states.emplace_back();
            m_board.doNullMove(m_states.back());
            m_path.push_back(Move::null());
            return true;
        }
        const SanResult r = parseSan(m_board, token, SanMode::Lenient);
        if (!r.ok()) {
            const ErrorCode code = r.code == SanCode::IllegalMove ? ErrorCode::IllegalMove
                : r.code == SanCode::AmbiguousMove                ? ErrorCode::AmbiguousMove
                                                                  : ErrorCode::InvalidMove;
            std::string detail = r.reason;
            std::string candidates;
            if (r.code == SanCode::AmbiguousMove) {
                detail = "could be ";
                for (std::size_t i = 0; i < r.candidates.size(); ++i) {
                    const std::string san = toSan(m_board, r.candidates[i]);
                    detail += (i ? (i + 1 == r.candidates.size() ? " or " : ", ") : "") + san;
                    candidates += (i ? "," : "") + san;
                }
            }
            report(code, locationAt(start), moveLabel(token), std::move(detail), r.detail, std::move(candidates));
            m_dead = true;
            return false;
        }
        m_visitor.move(m_board, r.move, token);
        if (r.nag)
            m_visitor.nag(r.nag);
        m_states.emplace_back();
        m_board.doMove(r.move, m_states.back());
        m_path.push_back(r.move);
        return true;
    }

    void undoLast()
    {
        const Move m = m_path.back();
        if (m == Move::null())
            m_board.undoNullMove();
        else
            m_board.undoMove(m);
        m_path.pop_back();
        m_states.pop_back();
    }
    void redo(Move m)
    {
        m_states.emplace_back();
        if (m == Move::null())
            m_board.doNullMove(m_states.back());
        else
            m_board.doMove(m, m_states.back());
        m_path.push_back(m);
    }

    // Returns true when the game ended inside a skipped variation (a result token there).
    bool openVariation(SourceLocation where)
    {
        const std::size_t levelStart = m_frames.empty() ? 0 : m_frames.back().pathLength;
        if (m_dead)
            return skipVariation();
        if (m_path.size() <= levelStart) {
            report(ErrorCode::UnexpectedToken, where, {}, "variation before any move");
            return skipVariation();
        }
        if (m_visitor.beginVariation() == Visitor::Action::Skip)
            return skipVariation();
        const Move last = m_path.back();
        undoLast();
        m_frames.push_back({m_path.size(), last});
        return false;
    }

    void closeVariation(SourceLocation where)
    {
        if (m_frames.empty()) {
            if (!m_dead)
                report(ErrorCode::UnexpectedToken, where, {}, "')' without '('");
            return;
        }
        const Frame f = m_frames.back();
        m_frames.pop_back();
        while (m_path.size() > f.pathLength)
            undoLast();
        redo(f.replay);
        // Every variation the visitor saw begin also ends, even after a bad move inside it.
        m_visitor.endVariation();
    }

    void closeAllVariations(SourceLocation where)
    {
        if (!m_frames.empty() && !m_dead)
            report(ErrorCode::UnclosedVariation, where, {}, std::to_string(m_frames.size()) + " variation(s) not closed");
        while (!m_frames.empty()) {
            const Frame f = m_frames.back();
            m_frames.pop_back();
            while (m_path.size() > f.pathLength)
                undoLast();
            redo(f.replay);
            m_visitor.endVariation(); // keeps the visitor's begin/end pairs balanced
        }
    }

    void invalid(SourceLocation where, std::string detail)
    {
        if (m_dead)
            return;
        report(ErrorCode::UnexpectedToken, where, {}, std::move(detail));
        m_dead = true;
    }

    void readComment()
    {
        const SourceLocation where = location();
        bool terminated = false;
        const std::size_t end = commentEnd(m_pos, terminated);
        if (!terminated) {
            report(ErrorCode::UnterminatedComment, where, {}, "'{' without '}'");
            m_dead = true;
            advanceTo(end);
            return;
        }
        const std::string_view body = m_data.substr(m_pos + 1, end - 1 - (m_pos + 1));
        advanceTo(end);
        if (!m_dead)
            m_visitor.comment(text(body, m_converted));
    }

    // Where a scan without move resolution stopped.
    enum class ScanStop { CloseParen, Result, NextGame, End };

    // Scans movetext without resolving moves (header-only reading, skipped or dead variations). It finds game
    // boundaries exactly as readMovetext does - a result token outside comments, or '[' at the start of a
    // line - so every visitor sees the same games. With `variation`, it also stops after the ')' that closes
    // the variation whose '(' was just read. This is the header indexer's hot loop: bytes are scanned directly
    // and lines counted in bulk.
    ScanStop scan(bool variation, std::string_view& result)
    {
        const char* const base = m_data.data();
        const std::size_t size = m_data.size();
        const std::size_t from = m_pos;
        std::size_t i = m_pos;
        int depth = 0;
        const auto stop = [&](ScanStop why, std::size_t at) {
            m_pos = at;
            return why;
        };
        // At a line start (after a newline, a ';' comment or a comment ending a line): a tag ends the game and
        // '%' escapes the line - the rules readMovetext applies through skipSpace(). True: the game ended.
        const auto lineStart = [&]() {
            while (i < size && std::int64_t(i) == m_lineStart && base[i] == '%') {
                m_pos = i;
                skipLine();
                i = m_pos;
            }
            return i < size && std::int64_t(i) == m_lineStart && base[i] == '[';
        };
        if (lineStart())
            return stop(ScanStop::NextGame, i);
        while (i < size) {
            // Most bytes (moves, spaces) need no attention: skip them through a table.
            i = nextScanByte(base, i, size);
            if (i >= size)
                break;
            const char c = base[i];
            if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < size && base[i + 1] == '\n')
                    ++i;
                ++i;
                ++m_line;
                m_lineStart = std::int64_t(i);
                if (lineStart())
                    return stop(ScanStop::NextGame, i);
                continue;
            }
            if (c == '{') {
                bool terminated = false;
                const std::size_t end = commentEnd(i, terminated);
                m_pos = i;
                advanceTo(end);
                if (!terminated)
                    return ScanStop::NextGame;
                i = m_pos;
                if (lineStart())
                    return stop(ScanStop::NextGame, i);
                continue;
            }
            if (c == ';') {
                m_pos = i;
                skipLine();
                i = m_pos;
                if (lineStart())
                    return stop(ScanStop::NextGame, i);
                continue;
            }
            if (c == '(') {
                ++depth;
            } else if (c == ')') {
                if (variation && depth == 0)
                    return stop(ScanStop::CloseParen, i + 1);
                depth = std::max(0, depth - 1);
            } else if (c == '*') {
                result = "*";
                return stop(ScanStop::Result, i + 1);
            } else if (c == '$') { // a NAG: '$' and up to four digits, as readMovetext reads it
                std::size_t j = i + 1;
                while (j < size && j < i + 5 && isDigit(base[j]))
                    ++j;
                i = j;
                continue;
            } else if (c == '\xC2' || c == '\xBD') {
                const std::string_view rest = m_data.substr(i);
                if (rest.substr(0, HalfUtf8.size()) == HalfUtf8 || rest.substr(0, HalfLatin1.size()) == HalfLatin1) {
                    result = "1/2-1/2";
                    return stop(ScanStop::Result, i + (c == '\xC2' ? HalfUtf8.size() : HalfLatin1.size()));
                }
            } else if (c == '-' || c == '/') {
                // Every result token ("1-0", "0-1", "1/2-1/2", "1/2") has a '-' or '/' right after its first
                // character, a 0 or 1 that starts a token: looking from there leaves the far more common 0s and 1s
                // of move numbers and squares to the fast loop. The token must start within the scanned text.
                const std::size_t s = i - 1;
                if (i > from && (base[s] == '1' || base[s] == '0') && (s == 0 || !isSymbolChar(base[s - 1]))) {
                    std::size_t j = i;
                    while (j < size && isSymbolChar(base[j]))
                        ++j;
                    if (const std::string_view r = resultOf(m_data.substr(s, j - s)); !r.empty()) {
                        result = r;
                        return stop(ScanStop::Result, j);
                    }
                    i = j;
                    continue;
                }
            }
            ++i;
        }
        return stop(ScanStop::End, i);
    }

    // Skips the rest of a variation after its '('. Returns true if a result token ended the game inside it.
    bool skipVariation()
    {
        std::string_view token;
        if (scan(true, token) != ScanStop::Result)
            return false;
        m_resultAfterSkip = token;
        return true;
    }

    // Skips a whole movetext without resolving moves (header-only reading, abandoned games).
    void skipMovetext()
    {
        std::string_view token;
        scan(false, token);
    }

    struct Frame {
        std::size_t pathLength; // path length at the variation's start (after undoing the varied move)
        Move replay;            // the main-line move to replay when the variation closes
    };

    std::string_view m_data;
    Visitor& m_visitor;
    ReadContext m_ctx;
    std::size_t m_pos = 0;
    std::size_t m_dropped = 0; // data before this was dropped from the resident set (dropPassed)
    std::uint32_t m_line;
    std::int64_t m_lineStart;
    std::uint64_t m_gameNumber;
    std::uint64_t m_currentGame = 0;
    ReadStats m_stats;

    // Current game
    std::string m_white, m_black, m_fen, m_variant;
    SourceLocation m_fenWhere, m_variantWhere;
    std::string m_unescaped, m_converted;
    std::string_view m_resultAfterSkip; // a result token found while skipping a variation
    std::size_t m_nextGame = 0, m_nextGameFrom = 0;
    bool m_nextGameValid = false;
    int m_gameErrors = 0;
    bool m_latin1 = false;
    bool m_plainTags = false; // the current game's tag section is plain (isPlainTagSection) or was skipped as such
    bool m_dead = false;      // after a bad move: the rest of the movetext is skipped
    bool m_skipRest = false;  // the visitor asked (board() -> Skip) for nothing more from this game
    Position m_board;
    StateStack m_states;
    std::vector<Move> m_path;
    std::vector<Frame> m_frames;
};

} // namespace

const Position& standardStartPosition()
{
    static const struct Start {
        Position pos;
        StateInfo st;
        Start() { pos.setStartPosition(st); }
    } start;
    return start.pos;
}

ReadStats readPgn(std::string_view data, Visitor& visitor, const ReadContext& context)
{
    Reader reader(data, visitor, context);
    return reader.run();
}

} // namespace kibitz::pgn
