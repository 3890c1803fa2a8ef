// Plain values the engine client takes and reports, the same for every engine (built-in, UCI, xboard): what to
// search, what a search reports, how it ended and why an engine failed. Scores are from the side to move's point
// of view (as UCI, CECP and the built-in search report them). Invariant: every Move in these values is legal in
// the position it belongs to (pv moves in sequence from the searched position); parsers drop what is not. A search
// in a variant reports its moves in the variant fields (variantPv, variantMove), a chess search in the others.
#pragma once

#include "core/types.h"
#include "variant/types.h"

#include <QMetaType>
#include <QString>

#include <optional>
#include <vector>

namespace kibitz::engineclient {

enum class Protocol { Auto, Uci, Xboard };

// "auto", "uci", "xboard" (the words the command line and the settings use); nullopt for anything else.
QString protocolName(Protocol protocol);
std::optional<Protocol> protocolFromName(QStringView name);

struct Score {
    enum class Kind { Centipawns, Mate };
    enum class Bound { Exact, Lower, Upper };
    Kind kind = Kind::Centipawns;
    int value = 0; // centipawns, or moves to mate (positive: the side to move mates; 0: it is mated)
    Bound bound = Bound::Exact;
    bool operator==(const Score&) const = default;
};

// Win/draw/loss expectation in per mille for the side to move (UCI "wdl", when the engine sends it).
struct Wdl {
    int win = 0, draw = 0, loss = 0;
    bool operator==(const Wdl&) const = default;
};

// One ranked line of an analysis.
struct Line {
    int multipv = 1; // 1-based rank
    int depth = 0;
    int seldepth = 0;
    Score score;
    std::optional<Wdl> wdl;
    std::vector<Move> pv;                 // legal from the analysed position, never empty in a reported chess line
    std::vector<variant::Move> variantPv; // the same for a search in a variant (then pv is empty)
};

// What a search reports while it runs: statistics and zero or more lines (all lines of a depth for the
// built-in engine, one line per "info" for UCI, one per thinking line for xboard).
struct AnalysisUpdate {
    int depth = 0;
    int seldepth = 0;
    quint64 nodes = 0;
    quint64 nps = 0;
    int hashfull = -1; // per mille, -1 when not reported
    qint64 timeMs = 0;
    std::vector<Line> lines;
};

// One parsed report line of an external engine (UCI "info", CECP thinking output).
struct Info {
    int depth = 0;
    int seldepth = 0;
    int multipv = 1;
    int hashfull = -1;
    quint64 nodes = 0;
    quint64 nps = 0;
    qint64 timeMs = 0;
    std::optional<Score> score;
    std::optional<Wdl> wdl;
    std::vector<Move> pv;
    std::vector<variant::Move> variantPv; // a search in a variant
    QString text;                         // UCI "info string ..."
    // A ranked line worth showing: a score and at least one move.
    bool hasLine() const { return score.has_value() && (!pv.empty() || !variantPv.empty()); }
    // Only statistics or nothing at all (currmove, string): nothing to show.
    bool isEmpty() const { return !hasLine() && nodes == 0 && nps == 0 && depth == 0; }
    AnalysisUpdate toUpdate() const;
};

// What to search for when a move is wanted. Zero/-1 fields are unset; with nothing set the engine gets one second.
struct SearchLimits {
    int movetimeMs = 0;
    int depth = 0;
    quint64 nodes = 0;          // UCI only (xboard has no node limit)
    int wtime = -1, btime = -1; // remaining clock in ms
    int winc = 0, binc = 0;
    int movestogo = 0;
    // How long the client waits for the move before it counts as not played in time; 0: the engine's own
    // budget (move time, or the mover's clock) plus the client's reply timeout.
    int deadlineMs = 0;
    bool hasClock() const { return wtime >= 0 || btime >= 0; }
};

// How a move search ended.
struct MoveResult {
    enum class Kind {
        Move,    // move is legal in the searched position
        NoMove,  // the engine says there is none (UCI "bestmove (none)" / "0000")
        Illegal, // the engine named a move that is not legal there (text holds it)
        Resign,  // xboard "resign"
    };
    Kind kind = Kind::NoMove;
    Move move;
    Move ponder;                 // the expected reply, when the engine names a legal one
    variant::Move variantMove;   // in a variant: the move (kind Move) and the expected reply, when legal
    variant::Move variantPonder; //
    QString text;                // the move as the engine wrote it
    qint64 elapsedMs = 0;        // from the search command to the answer
};

// Why an engine stopped working on a request.
struct Failure {
    enum class Kind {
        StartFailed,  // the program could not be started
        Handshake,    // no complete start-up handshake in time
        Crashed,      // the process exited
        NoMoveInTime, // a move search missed its deadline
        Unresponsive, // no answer to "stop", "isready" or "ping" in time
        Unsupported,  // the engine cannot do what was asked (xboard: no setboard, no analyze)
    };
    Kind kind = Kind::Crashed;
    QString text; // for people, translated
};

} // namespace kibitz::engineclient

Q_DECLARE_METATYPE(kibitz::engineclient::AnalysisUpdate)
Q_DECLARE_METATYPE(kibitz::engineclient::MoveResult)
Q_DECLARE_METATYPE(kibitz::engineclient::Failure)
