// kibitz-cli fen: validate a FEN, play SAN moves from it and list the legal moves of the result.
#include "args.h"
#include "commands.h"
#include "linetokens.h"

#include "core/gameline.h"
#include "core/movegen.h"
#include "core/san.h"

#include <iostream>

namespace kibitz::cli {

int fenCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"lenient", "chess960"});
    if (!args.error().empty())
        return usageError("fen", args.error());
    if (const auto bad = args.unknown({"fen", "moves", "lenient", "chess960"}); !bad.empty())
        return usageError("fen", "unknown option " + bad.front());
    const auto fen = args.value("fen");
    if (!fen)
        return usageError("fen", "--fen FEN is required");

    GameLine line;
    const FenMode mode = args.has("lenient") ? FenMode::Lenient : FenMode::Strict;
    const FenResult r = line.reset(*fen, mode, args.has("chess960"));
    for (const FenIssue& w : r.warnings)
        std::cerr << "warning: " << describe(w) << "\n";
    if (!r.ok()) {
        std::cerr << "error: invalid FEN: " << describe(r.error) << "\n";
        return 2;
    }

    int index = 0;
    for (const std::string& token : moveTokens(args.value("moves").value_or(""))) {
        ++index;
        const Position& pos = line.position();
        const SanResult sr = parseSan(pos, token, SanMode::Lenient);
        if (!sr.ok()) {
            std::cerr << "error: move " << index << " (" << pos.fullMoveNumber() << (pos.sideToMove() == White ? ". " : "... ") << token
                      << "): " << describe(sr, token, pos) << "\n";
            return 2;
        }
        line.push(sr.move);
    }

    const Position& pos = line.position();
    std::cout << "fen: " << pos.fen() << "\n";
    const GameStatus status = line.status();
    std::cout << "status: " << (status.describe().empty() ? "normal" : status.describe()) << "\n";
    const MoveList<GenType::Legal> legal(pos);
    std::cout << "legal (" << legal.size() << "):";
    for (const Move m : legal)
        std::cout << ' ' << toSan(pos, m);
    std::cout << std::endl;
    return 0;
}

} // namespace kibitz::cli
