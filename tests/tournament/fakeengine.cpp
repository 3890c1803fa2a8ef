// kibitz-fake-engine: a scripted UCI engine for the tournament tests — fast, deterministic, and able to misbehave
// on cue. It plays a legal move chosen from the position and its seed (mate in one if there is one, else by
// --strength percent the most valuable capture, else a move the seed picks), and reports the material balance as
// its score (or a fixed --score). Faults, from the ply (moves since the position's FEN) given on:
//   --crash-at N     exits when asked for a move          --hang-at N     never answers that "go" (still alive)
//   --illegal-at N   answers "bestmove a1a1"               --slow-at N:MS  sleeps MS before answering
//   --no-start       exits at once (cannot be started)     --delay MS      sleeps MS before every move
//   --name NAME      what "id name" says
#include "core/gameline.h"
#include "core/movegen.h"
#include "core/san.h"
#include "core/status.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>

using namespace kibitz;

namespace {

std::uint64_t mix(std::uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

int value(PieceType pt)
{
    static const int v[] = {0, 100, 300, 300, 500, 900, 0};
    return pt >= Pawn && pt <= King ? v[pt] : 0;
}

int material(const Position& pos, Color c)
{
    int m = 0;
    for (PieceType pt = Pawn; pt <= Queen; pt = PieceType(pt + 1))
        m += popcount(pos.pieces(c, pt)) * value(pt);
    return m;
}

struct Options {
    std::uint64_t seed = 1;
    int strength = 50;
    int crashAt = -1, hangAt = -1, illegalAt = -1, slowAt = -1, slowMs = 0, delayMs = 0;
    bool fixedScore = false;
    int score = 0;
    std::string name = "Fake";
};

Move choose(GameLine& game, const Options& o)
{
    const MoveList<GenType::Legal> moves(game.position());
    const std::uint64_t h = mix(game.position().key() ^ mix(o.seed));
    Move best = *(moves.begin() + h % moves.size());
    if (int(mix(h) % 100) >= o.strength)
        return best;
    int bestGain = -1;
    for (const Move m : moves) {
        game.push(m);
        const bool mate = gameStatus(game.position()).termination == Termination::Checkmate;
        game.pop();
        if (mate)
            return m;
        const Piece victim = game.position().pieceOn(m.to());
        const int gain = (victim != NoPiece && colorOf(victim) != game.position().sideToMove() ? value(typeOf(victim)) : 0)
            + (m.type() == MoveType::Promotion ? value(m.promotion()) : 0);
        if (gain > bestGain || (gain == bestGain && gain > 0 && (mix(h ^ m.raw()) & 1))) {
            bestGain = gain;
            if (gain > 0)
                best = m;
        }
    }
    return best;
}

} // namespace

int main(int argc, char** argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (a == "--seed")
            o.seed = std::strtoull(next().c_str(), nullptr, 10);
        else if (a == "--strength")
            o.strength = std::atoi(next().c_str());
        else if (a == "--crash-at")
            o.crashAt = std::atoi(next().c_str());
        else if (a == "--hang-at")
            o.hangAt = std::atoi(next().c_str());
        else if (a == "--illegal-at")
            o.illegalAt = std::atoi(next().c_str());
        else if (a == "--slow-at") {
            const std::string v = next();
            o.slowAt = std::atoi(v.c_str());
            o.slowMs = std::atoi(v.substr(v.find(':') + 1).c_str());
        } else if (a == "--delay")
            o.delayMs = std::atoi(next().c_str());
        else if (a == "--score") {
            o.fixedScore = true;
            o.score = std::atoi(next().c_str());
        } else if (a == "--name")
            o.name = next();
        else if (a == "--no-start")
            return 1;
    }
    GameLine game;
    int plies = 0;
    std::cout.setf(std::ios::unitbuf);
    for (std::string line; std::getline(std::cin, line);) {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "uci") {
            std::cout << "id name " << o.name << "\nid author Kibitz tests\noption name Hash type spin default 16 min 1 max 64\nuciok\n";
        } else if (cmd == "isready") {
            std::cout << "readyok\n";
        } else if (cmd == "position") {
            std::string word, fen;
            in >> word;
            if (word == "startpos") {
                fen = std::string(StartFen);
                in >> word;
            } else {
                for (int k = 0; k < 6 && in >> word; ++k)
                    fen += (k ? " " : "") + word;
                in >> word;
            }
            game.reset(fen, FenMode::Lenient);
            plies = 0;
            for (std::string m; in >> m; ++plies)
                game.push(parseUci(game.position(), m));
        } else if (cmd == "go") {
            if (o.crashAt >= 0 && plies >= o.crashAt)
                return 3;
            if (o.hangAt >= 0 && plies >= o.hangAt)
                continue;
            if (o.slowAt >= 0 && plies >= o.slowAt)
                std::this_thread::sleep_for(std::chrono::milliseconds(o.slowMs));
            if (o.delayMs)
                std::this_thread::sleep_for(std::chrono::milliseconds(o.delayMs));
            if (o.illegalAt >= 0 && plies >= o.illegalAt) {
                std::cout << "bestmove a1a1\n";
                continue;
            }
            const Color us = game.position().sideToMove();
            const Move m = choose(game, o);
            game.push(m);
            const int score = o.fixedScore ? o.score : material(game.position(), us) - material(game.position(), ~us);
            game.pop();
            std::cout << "info depth 1 score cp " << score << " nodes 1 pv " << toUci(game.position(), m) << "\n";
            std::cout << "bestmove " << toUci(game.position(), m) << "\n";
        } else if (cmd == "quit") {
            return 0;
        }
    }
    return 0;
}
