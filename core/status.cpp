// Game status by the rules (FIDE Laws, articles 5 and 9).
#include "status.h"

#include "movegen.h"

namespace kibitz {

namespace {
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL; // a1 is dark
}

bool insufficientMaterial(const Position& pos)
{
    if (pos.pieces(Pawn) || pos.pieces(Rook) || pos.pieces(Queen))
        return false;
    const Bitboard minors = pos.pieces(Knight) | pos.pieces(Bishop);
    if (!moreThanOne(minors))
        return true; // K v K, K+N v K, K+B v K
    // Only bishops, all on squares of one colour: no mate is possible whoever owns them.
    const Bitboard bishops = pos.pieces(Bishop);
    return !pos.pieces(Knight) && (!(bishops & DarkSquares) || !(bishops & ~DarkSquares));
}

int repetitionCount(const Position& pos)
{
    const StateInfo* now = pos.state();
    const int reach = std::min(now->rule50, now->pliesFromNull);
    int count = 1;
    const StateInfo* s = now;
    for (int back = 2; back <= reach; back += 2) {
        if (!s->previous || !s->previous->previous)
            break;
        s = s->previous->previous;
        if (s->key == now->key)
            ++count;
    }
    return count;
}

GameStatus gameStatus(const Position& pos)
{
    GameStatus st;
    st.check = pos.inCheck();
    const Color loser = pos.sideToMove();
    if (countLegalMoves(pos) == 0) {
        st.termination = st.check ? Termination::Checkmate : Termination::Stalemate;
        st.result = !st.check ? GameResult::Draw : loser == White ? GameResult::BlackWins : GameResult::WhiteWins;
        return st;
    }
    const int repetitions = repetitionCount(pos);
    if (insufficientMaterial(pos))
        st.termination = Termination::InsufficientMaterial;
    else if (pos.rule50() >= 150)
        st.termination = Termination::SeventyFiveMoveRule;
    else if (repetitions >= 5)
        st.termination = Termination::FivefoldRepetition;
    if (st.over()) {
        st.result = GameResult::Draw;
        return st;
    }
    if (repetitions >= 3)
        st.claim = DrawClaim::ThreefoldRepetition;
    else if (pos.rule50() >= 100)
        st.claim = DrawClaim::FiftyMoveRule;
    return st;
}

std::string GameStatus::resultToken() const
{
    switch (result) {
    case GameResult::WhiteWins: return "1-0";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Draw: return "1/2-1/2";
    case GameResult::Ongoing: break;
    }
    return "*";
}

std::string GameStatus::describe() const
{
    switch (termination) {
    case Termination::Checkmate: return result == GameResult::WhiteWins ? "checkmate, White wins" : "checkmate, Black wins";
    case Termination::Stalemate: return "stalemate, draw";
    case Termination::InsufficientMaterial: return "draw by insufficient material";
    case Termination::SeventyFiveMoveRule: return "draw by the seventy-five-move rule";
    case Termination::FivefoldRepetition: return "draw by fivefold repetition";
    case Termination::None: break;
    }
    std::string s = check ? "check" : "";
    if (claim != DrawClaim::None) {
        if (!s.empty())
            s += "; ";
        s += claim == DrawClaim::ThreefoldRepetition ? "draw by threefold repetition (claimable)"
                                                     : "draw by the fifty-move rule (claimable)";
    }
    return s;
}

} // namespace kibitz
