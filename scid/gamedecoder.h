// A game's record in SCID's game file (.sg4), decoded (layout from SCID's game.cpp): the tags the index does not
// hold (1-byte name length or a code 241-250 for a common name, 1-byte value length, value; a zero ends them), a
// start byte (1 = a set-up position whose FEN follows, zero-terminated; 2/4 = promotions/underpromotions), the
// moves (movecodec.h) with markers for NAGs, comments and variations, the end-of-game marker, then the comments'
// texts, zero-terminated, in the order they appear in PGN.
// The moves are decoded into tokens first (a comment or NAG marker may follow a move's variations and still belong
// to the move, as in SCID's own reader), then handed to a pgn::Visitor in PGN order: a move's NAGs (SCID's rules,
// fields.h), then its comment, then its variations.
// Invariants: every move handed on is legal where it is played; a damaged record gives an error with the byte
// where it was found, and the moves decoded before it (comments are dropped, as their place cannot be known).
#pragma once

#include "piecelist.h"

#include "core/position.h"
#include "pgn/exportformat.h"
#include "pgn/visitor.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::scid {

// The tag section and start of a record.
struct RecordHead {
    std::vector<std::pair<std::string_view, std::string_view>> tags; // in record order; views into the record
    std::string_view fen;                                            // empty: the standard start
    bool setUp = false;
    std::size_t movesOffset = 0; // where the moves begin
};
// Reads the head of `record`; false with `error` when it runs past the record's end.
bool readRecordHead(std::string_view record, RecordHead& head, std::string& error);

// The names SCID encodes in one byte (241-250) instead of spelling them out.
std::string_view commonTagName(std::uint32_t code);
std::uint32_t commonTagCode(std::string_view name); // 0 when the name has no code

class MoveDecoder {
public:
    // Decodes the moves of `record` from `offset` in the position `start` (set up by the caller: the standard start
    // unless `setUp`, which says the record holds a FEN and so numbers the pieces in FEN order) and hands them to
    // `visitor` (comments, moves with board(), NAGs, variations; no tags, result or game events). Returns "" or the
    // problem ("byte 37: piece 9 of a side with 8").
    std::string decode(std::string_view record, std::size_t offset, const Position& start, bool setUp, pgn::Visitor& visitor);
    // The same moves appended to `out` as export-format movetext ending with `marker` (the result), exactly as a
    // pgn::WriterVisitor fed by decode() writes them, but without replaying the moves a second time: the converter's
    // fast path (tests compare both byte for byte).
    std::string decodeText(std::string_view record, std::size_t offset, const Position& start, bool setUp, std::string_view marker,
                           std::string& out);

private:
    struct Token {
        enum Kind : std::uint8_t { MoveToken, Begin, End } kind = MoveToken;
        Move move;
        bool comment = false;
        bool black = false; // text only: Black played the move
        std::uint8_t nagCount = 0;
        std::uint8_t nags[7] = {};
        std::uint8_t sanLength = 0; // text only: the move in SAN
        char san[8] = {};
        std::uint16_t number = 0; // text only: its move number
    };
    static Token token(Token::Kind kind);
    void addNagTo(Token& token, std::uint8_t nag);
    std::string readTokens(std::string_view record, std::size_t offset, const Position& start, std::size_t& commentsAt);
    std::string readComments(std::string_view record, std::size_t commentsAt, std::vector<std::string_view>& comments) const;
    void replay(const Position& start, pgn::Visitor& visitor, const std::vector<std::string_view>& comments);
    void writeText(const std::vector<std::string_view>& comments, std::string_view marker, std::string& out);

    // writeText(): the movetext's items per open line.
    struct Item {
        enum Kind : std::uint8_t { Move, Nag, Comment, Open, Close } kind = Move;
        bool number = false;     // a move written with its number
        std::uint32_t index = 0; // the token (moves, NAGs) or m_comments entry
        std::uint8_t nag = 0;    // which of the token's NAGs
    };
    struct TextLevel {
        std::vector<Item> items, deferred;
        int moves = 0;
        bool toDeferred = false;
        int pendingBefore = -1; // a comment before the variation's first move
    };

    std::vector<Token> m_tokens;
    std::vector<TextLevel> m_levels;
    std::vector<std::string> m_comments;
    std::string m_noOutput;
    pgn::detail::MovetextWriter m_lines{m_noOutput, pgn::WriterOptions().maxLineLength};
    std::vector<StateInfo> m_states;
    std::vector<Move> m_played;
    bool m_setUp = false;
    bool m_text = false; // readTokens() also notes each move's SAN and number
};

} // namespace kibitz::scid
