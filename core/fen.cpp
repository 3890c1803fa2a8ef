// FEN/X-FEN/Shredder-FEN parsing with precise errors, and FEN writing.
#include "fen.h"

#include "position.h"

#include <charconv>
#include <vector>

namespace kibitz {

namespace {

struct Field {
    std::string_view text;
    int column; // 1-based
};

std::vector<Field> splitFields(std::string_view fen)
{
    std::vector<Field> fields;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && (fen[i] == ' ' || fen[i] == '\t' || fen[i] == '\r' || fen[i] == '\n'))
            ++i;
        const std::size_t start = i;
        while (i < fen.size() && !(fen[i] == ' ' || fen[i] == '\t' || fen[i] == '\r' || fen[i] == '\n'))
            ++i;
        if (i > start)
            fields.push_back({fen.substr(start, i - start), int(start) + 1});
    }
    return fields;
}

FenIssue issue(FenCode code, FenField field, int column, std::string detail, Square sq = NoSquare)
{
    return FenIssue{code, field, column, std::move(detail), sq};
}

bool parseNumber(std::string_view s, long& out)
{
    if (s.empty() || s.size() > 9)
        return false;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    return ec == std::errc() && ptr == s.data() + s.size() && out >= 0;
}

std::string squareName(Square s) { return {char('a' + fileOf(s)), char('1' + rankOf(s))}; }

} // namespace

// Parses into a scratch position; the target is only touched on success.
struct FenParser {
    Position& pos;
    StateInfo& st;
    FenMode mode;
    FenResult result;

    bool fail(FenIssue i)
    {
        result.error = std::move(i);
        return false;
    }
    // A fault lenient mode may repair: a warning there, an error in strict mode.
    bool repairable(FenIssue i, FenCode warning)
    {
        if (mode == FenMode::Strict)
            return fail(std::move(i));
        i.code = warning;
        result.warnings.push_back(std::move(i));
        return true;
    }

    bool placement(Field f)
    {
        int rank = 7, file = 0, ranks = 1;
        for (std::size_t i = 0; i < f.text.size(); ++i) {
            const char c = f.text[i];
            const int col = f.column + int(i);
            if (c == '/') {
                if (file < 8)
                    return fail(issue(FenCode::RankTooShort, FenField::Placement, col, "rank " + std::to_string(rank + 1)));
                if (++ranks > 8)
                    return fail(issue(FenCode::WrongRankCount, FenField::Placement, col, "more than 8 ranks"));
                --rank;
                file = 0;
                continue;
            }
            if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8)
                    return fail(issue(FenCode::RankTooLong, FenField::Placement, col, "rank " + std::to_string(rank + 1)));
                continue;
            }
            const Piece piece = pieceFromLetter(c);
            if (piece == NoPiece)
                return fail(issue(FenCode::BadPieceLetter, FenField::Placement, col, std::string(1, c)));
            if (file >= 8)
                return fail(issue(FenCode::RankTooLong, FenField::Placement, col, "rank " + std::to_string(rank + 1)));
            pos.putPiece(piece, makeSquare(file, rank));
            ++file;
        }
        if (ranks != 8)
            return fail(issue(FenCode::WrongRankCount, FenField::Placement, f.column, std::to_string(ranks) + " ranks"));
        if (file < 8)
            return fail(issue(FenCode::RankTooShort, FenField::Placement, f.column + int(f.text.size()), "rank 1"));
        for (Color c : {White, Black}) {
            const int kings = popcount(pos.pieces(c, King));
            const std::string side = c == White ? "White" : "Black";
            if (kings == 0)
                return fail(issue(FenCode::NoKing, FenField::Placement, f.column, side + " has no king"));
            if (kings > 1)
                return fail(issue(FenCode::TooManyKings, FenField::Placement, f.column, side + " has " + std::to_string(kings) + " kings",
                                  lsb(pos.pieces(c, King) & (pos.pieces(c, King) - 1))));
        }
        if (const Bitboard bad = pos.pieces(Pawn) & (Rank1BB | Rank8BB))
            return fail(issue(FenCode::PawnOnBackRank, FenField::Placement, f.column, "pawn on " + squareName(lsb(bad)), lsb(bad)));
        return true;
    }

    bool castling(Field f, bool& chess960)
    {
        if (f.text == "-")
            return true;
        if (f.text.size() > 4)
            return fail(issue(FenCode::BadCastling, FenField::Castling, f.column, std::string(f.text)));
        for (std::size_t i = 0; i < f.text.size(); ++i) {
            const char c = f.text[i];
            const int col = f.column + int(i);
            const bool upper = c >= 'A' && c <= 'Z';
            const char lower = upper ? char(c - 'A' + 'a') : c;
            if (!(lower == 'k' || lower == 'q' || (lower >= 'a' && lower <= 'h')))
                return fail(issue(FenCode::BadCastling, FenField::Castling, col, std::string(1, c)));
            const Color color = upper ? White : Black;
            const int backRank = color == White ? Rank1 : Rank8;
            const Square ksq = pos.kingSquare(color);
            const Bitboard rooks = pos.pieces(color, Rook) & rankBB(backRank);
            Square rsq = NoSquare;
            if (rankOf(ksq) == backRank) {
                if (lower == 'k') {
                    for (int file = FileH; file > fileOf(ksq) && rsq == NoSquare; --file)
                        if (rooks & squareBB(makeSquare(file, backRank)))
                            rsq = makeSquare(file, backRank);
                } else if (lower == 'q') {
                    for (int file = FileA; file < fileOf(ksq) && rsq == NoSquare; ++file)
                        if (rooks & squareBB(makeSquare(file, backRank)))
                            rsq = makeSquare(file, backRank);
                } else if (const Square s = makeSquare(lower - 'a', backRank); (rooks & squareBB(s)) && s != ksq) {
                    rsq = s;
                }
            }
            if (rsq == NoSquare) {
                if (!repairable(issue(FenCode::CastlingWithoutKingOrRook, FenField::Castling, col, std::string(1, c)),
                                FenCode::DroppedCastlingRight))
                    return false;
                continue;
            }
            const CastlingRights cr = castlingRight(color, rsq > ksq);
            if (st.castling & cr)
                return fail(issue(FenCode::BadCastling, FenField::Castling, col, std::string(1, c) + " repeats a right"));
            if (fileOf(ksq) != FileE || (fileOf(rsq) != FileA && fileOf(rsq) != FileH))
                chess960 = true;
            pos.setCastlingRight(color, rsq);
        }
        return true;
    }

    bool enPassant(Field f)
    {
        if (f.text == "-")
            return true;
        if (f.text.size() != 2 || f.text[0] < 'a' || f.text[0] > 'h' || f.text[1] < '1' || f.text[1] > '8')
            return fail(issue(FenCode::BadEnPassant, FenField::EnPassant, f.column, std::string(f.text)));
        const Square ep = makeSquare(f.text[0] - 'a', f.text[1] - '1');
        const Color us = pos.sideToMove(), them = ~us;
        // The pawn that just advanced two squares stands in front of the square; it and the one behind are empty.
        const bool possible = rankOf(ep) == relativeRank(us, Rank6) && pos.pieceOn(ep - pawnPush(us)) == makePiece(them, Pawn)
            && pos.empty(ep) && pos.empty(ep + pawnPush(us));
        if (!possible)
            return repairable(issue(FenCode::EnPassantImpossible, FenField::EnPassant, f.column, std::string(f.text), ep),
                              FenCode::DroppedEnPassant);
        st.epSquare = ep;
        return true;
    }

    bool run(std::string_view fen, bool chess960)
    {
        const auto fields = splitFields(fen);
        if (fields.empty())
            return fail(issue(FenCode::Empty, FenField::Whole, 0, {}));
        if (fields.size() > 6)
            return fail(issue(FenCode::TooManyFields, FenField::Whole, fields[6].column, std::string(fields[6].text)));
        if (fields.size() < 6) {
            const FenIssue missing = issue(FenCode::MissingFields, FenField::Whole, int(fen.size()) + 1,
                                           std::to_string(fields.size()) + " of 6 fields");
            // Side to move, castling and en passant carry information; only the counters are safe to fill.
            if (fields.size() < 4 || mode == FenMode::Strict)
                return fail(missing);
            result.warnings.push_back(issue(FenCode::FilledCounters, FenField::Whole, missing.column, "assumed \"0 1\""));
        }
        if (!placement(fields[0]))
            return false;
        if (fields[1].text == "w" || fields[1].text == "b")
            pos.m_sideToMove = fields[1].text == "w" ? White : Black;
        else
            return fail(issue(FenCode::BadSideToMove, FenField::SideToMove, fields[1].column, std::string(fields[1].text)));
        if (!castling(fields[2], chess960) || !enPassant(fields[3]))
            return false;
        long halfmove = 0, fullmove = 1;
        if (fields.size() > 4 && !parseNumber(fields[4].text, halfmove))
            return fail(issue(FenCode::BadHalfmoveClock, FenField::HalfmoveClock, fields[4].column, std::string(fields[4].text)));
        if (fields.size() > 5 && (!parseNumber(fields[5].text, fullmove) || fullmove == 0)) {
            if (fields[5].text != "0" || mode == FenMode::Strict)
                return fail(issue(FenCode::BadFullmoveNumber, FenField::FullmoveNumber, fields[5].column, std::string(fields[5].text)));
            result.warnings.push_back(
                issue(FenCode::FilledCounters, FenField::FullmoveNumber, fields[5].column, "move number 0 read as 1"));
            fullmove = 1;
        }
        st.rule50 = int(halfmove);
        pos.m_gamePly = int(2 * (fullmove - 1)) + (pos.m_sideToMove == Black);
        pos.m_chess960 = chess960;

        const Color us = pos.sideToMove();
        if (pos.attackedBy(us, pos.kingSquare(~us), pos.pieces()))
            return fail(issue(FenCode::OpponentInCheck, FenField::SideToMove, fields[1].column,
                              std::string(us == White ? "Black" : "White") + " is in check but it is " + (us == White ? "White" : "Black")
                                  + "'s move",
                              pos.kingSquare(~us)));
        if (popcount(pos.attackersTo(pos.kingSquare(us)) & pos.pieces(~us)) > 2)
            return fail(issue(FenCode::TooManyCheckers, FenField::Placement, fields[0].column, "more than two pieces give check",
                              pos.kingSquare(us)));
        pos.finishSetup();
        return true;
    }
};

FenResult Position::setFen(std::string_view fen, FenMode mode, StateInfo& st, bool chess960)
{
    Position scratch;
    StateInfo scratchState;
    scratch.m_st = &scratchState;
    FenParser parser{scratch, scratchState, mode, {}};
    if (parser.run(fen, chess960))
        copyFrom(scratch, st);
    return std::move(parser.result);
}

std::string Position::fen(bool shredder) const
{
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int emptyRun = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = m_board[makeSquare(file, rank)];
            if (p == NoPiece) {
                ++emptyRun;
                continue;
            }
            if (emptyRun)
                out += char('0' + emptyRun);
            emptyRun = 0;
            out += pieceChar(p);
        }
        if (emptyRun)
            out += char('0' + emptyRun);
        if (rank)
            out += '/';
    }
    out += m_sideToMove == White ? " w " : " b ";
    const std::size_t before = out.size();
    for (const CastlingRights cr : {WhiteOO, WhiteOOO, BlackOO, BlackOOO}) {
        if (!canCastle(cr))
            continue;
        const Color c = (cr & WhiteCastling) ? White : Black;
        const Square rsq = m_castlingRook[cr];
        // X-FEN: K/Q when the castling rook is the outermost rook on its side, else the rook's file.
        const bool kingSide = cr & KingSide;
        const Bitboard beyond = kingSide ? (rankBB(rankOf(rsq)) & ~(squareBB(rsq) * 2 - 1)) : (rankBB(rankOf(rsq)) & (squareBB(rsq) - 1));
        const bool outermost = !(beyond & pieces(c, Rook));
        char letter = (m_chess960 && (shredder || !outermost)) ? char('a' + fileOf(rsq)) : (kingSide ? 'k' : 'q');
        if (c == White)
            letter = char(letter - 'a' + 'A');
        out += letter;
    }
    if (out.size() == before)
        out += '-';
    out += ' ';
    out += m_st->epSquare == NoSquare ? std::string("-") : squareName(m_st->epSquare);
    out += ' ' + std::to_string(m_st->rule50) + ' ' + std::to_string(fullMoveNumber());
    return out;
}

std::string_view fieldName(FenField field)
{
    switch (field) {
    case FenField::Placement: return "piece placement";
    case FenField::SideToMove: return "side to move";
    case FenField::Castling: return "castling";
    case FenField::EnPassant: return "en passant";
    case FenField::HalfmoveClock: return "halfmove clock";
    case FenField::FullmoveNumber: return "fullmove number";
    case FenField::Whole: break;
    }
    return "FEN";
}

std::string describe(const FenIssue& i)
{
    std::string what;
    switch (i.code) {
    case FenCode::Ok: return "ok";
    case FenCode::Empty: what = "empty FEN"; break;
    case FenCode::MissingFields: what = "missing fields"; break;
    case FenCode::TooManyFields: what = "too many fields"; break;
    case FenCode::WrongRankCount: what = "wrong number of ranks"; break;
    case FenCode::RankTooLong: what = "rank has more than 8 squares"; break;
    case FenCode::RankTooShort: what = "rank has fewer than 8 squares"; break;
    case FenCode::BadPieceLetter: what = "not a piece letter or digit"; break;
    case FenCode::BadSideToMove: what = "side to move must be 'w' or 'b'"; break;
    case FenCode::BadCastling: what = "invalid castling field"; break;
    case FenCode::BadEnPassant: what = "en-passant field must be '-' or a square"; break;
    case FenCode::BadHalfmoveClock: what = "halfmove clock must be a number >= 0"; break;
    case FenCode::BadFullmoveNumber: what = "fullmove number must be a number >= 1"; break;
    case FenCode::NoKing: what = "no king"; break;
    case FenCode::TooManyKings: what = "more than one king"; break;
    case FenCode::PawnOnBackRank: what = "pawn on the first or last rank"; break;
    case FenCode::OpponentInCheck: what = "side not to move is in check"; break;
    case FenCode::TooManyCheckers: what = "impossible check"; break;
    case FenCode::CastlingWithoutKingOrRook: what = "castling right without king and rook on their squares"; break;
    case FenCode::EnPassantImpossible: what = "en-passant square impossible"; break;
    case FenCode::DroppedCastlingRight: what = "dropped impossible castling right"; break;
    case FenCode::DroppedEnPassant: what = "dropped impossible en-passant square"; break;
    case FenCode::FilledCounters: what = "filled missing counters"; break;
    }
    std::string out = std::string(fieldName(i.field)) + ": " + what;
    if (!i.detail.empty())
        out += " (" + i.detail + ")";
    if (i.column > 0)
        out += " at column " + std::to_string(i.column);
    return out;
}

} // namespace kibitz
