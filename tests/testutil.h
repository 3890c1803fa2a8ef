// Shared helpers for the Qt Test suites: a self-contained board (Position + its state records),
// readable names for the core's enums (so QCOMPARE prints "NoKing", not 13), a move finder that does not
// depend on the SAN code under test, and the shared corpus location.
#pragma once

#include "core/fen.h"
#include "core/movegen.h"
#include "core/position.h"
#include "core/san.h"
#include "core/status.h"

#include <QDir>
#include <QMetaType>
#include <QString>
#include <QTest>

#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#ifndef KIBITZ_CORPUS_DIR
#define KIBITZ_CORPUS_DIR ""
#endif

// AddressSanitizer makes move generation several times slower; corpus tests lower their node caps there.
#if defined(__SANITIZE_ADDRESS__)
#define KIBITZ_TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define KIBITZ_TEST_UNDER_ASAN 1
#endif
#endif
#ifndef KIBITZ_TEST_UNDER_ASAN
#define KIBITZ_TEST_UNDER_ASAN 0
#endif

namespace kibitz {

// clang-format off
inline const char* name(FenCode c)
{
    switch (c) {
    case FenCode::Ok: return "Ok";
    case FenCode::Empty: return "Empty";
    case FenCode::MissingFields: return "MissingFields";
    case FenCode::TooManyFields: return "TooManyFields";
    case FenCode::WrongRankCount: return "WrongRankCount";
    case FenCode::RankTooLong: return "RankTooLong";
    case FenCode::RankTooShort: return "RankTooShort";
    case FenCode::BadPieceLetter: return "BadPieceLetter";
    case FenCode::BadSideToMove: return "BadSideToMove";
    case FenCode::BadCastling: return "BadCastling";
    case FenCode::BadEnPassant: return "BadEnPassant";
    case FenCode::BadHalfmoveClock: return "BadHalfmoveClock";
    case FenCode::BadFullmoveNumber: return "BadFullmoveNumber";
    case FenCode::NoKing: return "NoKing";
    case FenCode::TooManyKings: return "TooManyKings";
    case FenCode::PawnOnBackRank: return "PawnOnBackRank";
    case FenCode::OpponentInCheck: return "OpponentInCheck";
    case FenCode::TooManyCheckers: return "TooManyCheckers";
    case FenCode::CastlingWithoutKingOrRook: return "CastlingWithoutKingOrRook";
    case FenCode::EnPassantImpossible: return "EnPassantImpossible";
    case FenCode::DroppedCastlingRight: return "DroppedCastlingRight";
    case FenCode::DroppedEnPassant: return "DroppedEnPassant";
    case FenCode::FilledCounters: return "FilledCounters";
    }
    return "FenCode(?)";
}

inline const char* name(FenField f)
{
    switch (f) {
    case FenField::Placement: return "Placement";
    case FenField::SideToMove: return "SideToMove";
    case FenField::Castling: return "Castling";
    case FenField::EnPassant: return "EnPassant";
    case FenField::HalfmoveClock: return "HalfmoveClock";
    case FenField::FullmoveNumber: return "FullmoveNumber";
    case FenField::Whole: return "Whole";
    }
    return "FenField(?)";
}

inline const char* name(SanCode c)
{
    switch (c) {
    case SanCode::Ok: return "Ok";
    case SanCode::InvalidSyntax: return "InvalidSyntax";
    case SanCode::IllegalMove: return "IllegalMove";
    case SanCode::AmbiguousMove: return "AmbiguousMove";
    }
    return "SanCode(?)";
}

inline const char* name(Termination t)
{
    switch (t) {
    case Termination::None: return "None";
    case Termination::Checkmate: return "Checkmate";
    case Termination::Stalemate: return "Stalemate";
    case Termination::InsufficientMaterial: return "InsufficientMaterial";
    case Termination::SeventyFiveMoveRule: return "SeventyFiveMoveRule";
    case Termination::FivefoldRepetition: return "FivefoldRepetition";
    }
    return "Termination(?)";
}

inline const char* name(DrawClaim c)
{
    switch (c) {
    case DrawClaim::None: return "None";
    case DrawClaim::FiftyMoveRule: return "FiftyMoveRule";
    case DrawClaim::ThreefoldRepetition: return "ThreefoldRepetition";
    }
    return "DrawClaim(?)";
}

inline const char* name(GameResult r)
{
    switch (r) {
    case GameResult::Ongoing: return "Ongoing";
    case GameResult::WhiteWins: return "WhiteWins";
    case GameResult::BlackWins: return "BlackWins";
    case GameResult::Draw: return "Draw";
    }
    return "GameResult(?)";
}
// clang-format on

inline std::string squareText(Square s)
{
    if (!isOk(s))
        return "-";
    return {char('a' + fileOf(s)), char('1' + rankOf(s))};
}

// The raw encoding of a move, independent of the SAN/UCI code under test: "e1h1/castle", "e7e8=n", "e5d6/ep".
inline std::string rawMoveText(Move m)
{
    if (!m)
        return "none";
    std::string s = squareText(m.from()) + squareText(m.to());
    switch (m.type()) {
    case MoveType::Normal: break;
    case MoveType::Promotion: s += std::string("=") + char(pieceTypeChar(m.promotion()) - 'A' + 'a'); break;
    case MoveType::EnPassant: s += "/ep"; break;
    case MoveType::Castling: s += "/castle"; break;
    }
    return s;
}

// ADL hooks so QCOMPARE prints names instead of numbers.
inline char* toString(FenCode c) { return qstrdup(name(c)); }
inline char* toString(FenField f) { return qstrdup(name(f)); }
inline char* toString(SanCode c) { return qstrdup(name(c)); }
inline char* toString(Termination t) { return qstrdup(name(t)); }
inline char* toString(DrawClaim c) { return qstrdup(name(c)); }
inline char* toString(GameResult r) { return qstrdup(name(r)); }
inline char* toString(const Move& m) { return qstrdup(rawMoveText(m).c_str()); }

inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }
inline std::string ss(const QString& s) { return s.toStdString(); }

// Finds a legal move from coordinates ("e2e4", "e7e8q"); castling may be written king-to-destination
// ("e1g1", standard chess only) or king-takes-rook ("e1h1"). Uses only the move generator.
inline Move findMove(const Position& pos, std::string_view text)
{
    if (text.size() < 4 || text.size() > 5)
        return Move::none();
    const Square from = makeSquare(text[0] - 'a', text[1] - '1');
    const Square to = makeSquare(text[2] - 'a', text[3] - '1');
    const char promo = text.size() == 5 ? text[4] : 0;
    for (const Move m : MoveList<GenType::Legal>(pos)) {
        if (m.from() != from)
            continue;
        if (m.type() == MoveType::Castling) {
            const bool kingSide = m.to() > m.from();
            const Square kto = Position::castlingKingTo(pos.sideToMove(), kingSide);
            if (!promo && (m.to() == to || (!pos.isChess960() && kto == to)))
                return m;
            continue;
        }
        if (m.to() != to)
            continue;
        if (m.type() == MoveType::Promotion) {
            if (promo && char(pieceTypeChar(m.promotion()) - 'A' + 'a') == promo)
                return m;
            continue;
        }
        if (!promo)
            return m;
    }
    return Move::none();
}

inline std::vector<std::string> splitWords(std::string_view text)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ')
            ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ')
            ++i;
        if (i > start)
            out.emplace_back(text.substr(start, i - start));
    }
    return out;
}

// A position that owns its state records, so moves can be played on it freely (Position itself cannot be
// copied because it points into a caller-owned StateInfo chain).
class Board {
public:
    explicit Board(std::string_view fen = StartFen, bool chess960 = false, FenMode mode = FenMode::Strict)
    {
        m_states.emplace_back();
        m_result = m_pos.setFen(fen, mode, m_states.back(), chess960);
    }
    Board(const Board&) = delete;
    Board& operator=(const Board&) = delete;

    bool ok() const { return m_result.ok(); }
    const FenResult& result() const { return m_result; }
    QString error() const { return qs(describe(m_result.error)); }
    Position& pos() { return m_pos; }
    const Position& pos() const { return m_pos; }

    void play(Move m)
    {
        m_states.emplace_back();
        if (m == Move::null())
            m_pos.doNullMove(m_states.back());
        else
            m_pos.doMove(m, m_states.back());
        m_played.push_back(m);
    }
    void undo()
    {
        const Move m = m_played.back();
        if (m == Move::null())
            m_pos.undoNullMove();
        else
            m_pos.undoMove(m);
        m_played.pop_back();
        m_states.pop_back();
    }
    // Plays space-separated coordinate moves; returns the first one that is not legal, or "" when all were.
    std::string playAll(std::string_view moves)
    {
        for (const std::string& word : splitWords(moves)) {
            const Move m = findMove(m_pos, word);
            if (!m)
                return word;
            play(m);
        }
        return {};
    }

private:
    Position m_pos;
    std::deque<StateInfo> m_states; // deque: addresses stay valid as records are added
    std::vector<Move> m_played;
    FenResult m_result;
};

// The shared test corpus: the KIBITZ_CORPUS_DIR environment variable when set, else the configured path.
// Corpus tests check that it exists and QSKIP with corpusMissingMessage() when it does not.
inline QString corpusDir() { return qEnvironmentVariable("KIBITZ_CORPUS_DIR", QString::fromUtf8(KIBITZ_CORPUS_DIR)); }

inline QString corpusMissingMessage(const QString& sub)
{
    return QStringLiteral("shared corpus not found at '%1' (configure -DKIBITZ_CORPUS_DIR=... or set the KIBITZ_CORPUS_DIR "
                          "environment variable; CI has it at ../shared/corpus beside the repository)")
        .arg(QDir::cleanPath(corpusDir() + QLatin1Char('/') + sub));
}

} // namespace kibitz

Q_DECLARE_METATYPE(kibitz::FenCode)
Q_DECLARE_METATYPE(kibitz::FenField)
Q_DECLARE_METATYPE(kibitz::FenMode)
Q_DECLARE_METATYPE(kibitz::SanCode)
Q_DECLARE_METATYPE(kibitz::Termination)
Q_DECLARE_METATYPE(kibitz::DrawClaim)
Q_DECLARE_METATYPE(kibitz::GameResult)
