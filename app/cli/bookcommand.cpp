// kibitz-cli book: the moves a Polyglot opening book holds for a position, with weights, shares and learn values.
#include "args.h"
#include "commands.h"
#include "linetokens.h"

#include "book/polyglotbook.h"
#include "core/san.h"

#include <cstdio>
#include <iostream>

namespace kibitz::cli {

int bookCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("book", args.error());
    if (const auto bad = args.unknown({"fen", "moves"}); !bad.empty())
        return usageError("book", "unknown option " + bad.front());
    if (args.positionals().size() != 1)
        return usageError("book", "give one book file: kibitz-cli book FILE.bin (--fen FEN | --moves \"1.e4 e5\")");
    if (!args.has("fen") && !args.has("moves"))
        return usageError("book", "--fen FEN or --moves \"1.e4 e5\" is required");

    GameLine line;
    if (const auto fen = args.value("fen")) {
        const FenResult r = line.reset(*fen, FenMode::Lenient);
        for (const FenIssue& w : r.warnings)
            std::cerr << "warning: " << describe(w) << "\n";
        if (!r.ok()) {
            std::cerr << "error: invalid FEN: " << describe(r.error) << "\n";
            return 2;
        }
    }
    if (!playMoveTokens(line, args.value("moves").value_or("")))
        return 2;

    const std::string& path = args.positionals().front();
    const book::BookFile file = book::readBookFile(path);
    if (!file.book) {
        std::cerr << "book: " << file.error << "\n";
        return 2;
    }
    for (const book::BookProblem& p : file.book->problems())
        std::cerr << path << ": warning: " << p.describe() << "\n";

    // Kibitz's position keeps an en-passant square only when the capture is legal; the format counts it when a pawn
    // stands beside, so without moves the FEN's own field decides (after moves, the last move does).
    const Position& pos = line.position();
    const Key key = line.moves().empty() && args.has("fen") ? book::polyglotKey(pos, book::fenEnPassantSquare(*args.value("fen")))
                                                            : book::polyglotKey(line);
    const book::PositionBookMoves found = file.book->moves(pos, key);
    if (found.illegal > 0)
        std::cerr << "warning: " << found.illegal << " entr" << (found.illegal == 1 ? "y" : "ies")
                  << " under this key are no legal move here (a key collision or a damaged book)\n";
    for (const book::BookMove& m : found.moves) {
        char row[96];
        std::snprintf(row, sizeof row, "%-8s %6u %7.2f%% %10u", toSan(pos, m.move).c_str(), unsigned(m.weight), 100.0 * m.share,
                      unsigned(m.learn));
        std::cout << row << "\n";
    }
    char last[64];
    std::snprintf(last, sizeof last, "key=%016llx moves=%zu", static_cast<unsigned long long>(found.key), found.moves.size());
    std::cout << last << std::endl;
    return 0;
}

} // namespace kibitz::cli
