// Writing an engine's analysis into a game, so that annotating again replaces what the annotator wrote before and
// nothing of the user's is lost or duplicated. Plain C++ on pgn::Game (no engine, no Qt).
//
// What the annotator writes, and how it recognises it again (texts are English, like SAN in PGN):
//  - every analysed main-line move: "[%eval 0.25]" / "[%eval #-3]" first in its comment (White's view, lichess's
//    format); an existing [%eval] is replaced, the rest of the comment is kept. No eval after a checkmate.
//  - a move judged an inaccuracy / mistake / blunder: NAG 6 / 2 / 4 and, at the end of its comment, the sentence
//    "Kibitz: blunder, Nf3 was best." The sentence marks the NAG as the annotator's. A move that already has a
//    move assessment (NAG 1..6) keeps it and gets neither NAG nor sentence: a user's NAG is never overwritten.
//    A move that is the engine's own best move is never marked.
//  - with variations: the engine's best line from the position before the move (at most variationPlies moves), as
//    the last variation there, its last move commented "[%eval 0.50] Kibitz: best line." (the line's score, which
//    is that of the position at its end). Only when no variation starts with that move already.
//  - the game comment ends with the summary "Kibitz: <engine>, <limit> per position, moves <a>-<b>. White:
//    accuracy 91%, ACPL 24, inaccuracies 2, mistakes 1, blunders 0. Black: ..."
// Before writing, the annotator's earlier output on the moves it judges now is removed: the sentence with its NAG,
// its variations (only while untouched: a line the user extended, commented or marked is theirs) and the summary.
// Marks outside the judged moves (another range or side) stay as they are.
#pragma once

#include "analysis.h"
#include "winmodel.h"

#include "pgn/game.h"

#include <optional>
#include <string>

namespace kibitz::annotate {

struct AnnotationReport {
    GameStatistics statistics;
    int evaluatedPositions = 0;
    int judgedMoves = 0;   // moves of the chosen sides whose positions before and after were both evaluated
    int marked = 0;        // NAGs added
    int variations = 0;    // variations added
    bool complete = false; // every position asked for was evaluated
};

// Writes `analysis` into `game` (see above). Fails, changing nothing, when the game's start or main line no
// longer matches the analysed one up to the last evaluated position; the text says why (English).
std::optional<std::string> applyAnnotation(pgn::Game& game, const GameAnalysis& analysis, AnnotationReport* report = nullptr);

// The summary line as written into the game comment (also for logs and the GUI's message).
std::string summaryText(const GameAnalysis& analysis, const GameStatistics& statistics, int firstMove, int lastMove);

// The game comment carries the annotator's summary.
bool hasSummary(const pgn::Game& game);
// Annotated already, by Kibitz (a summary) or elsewhere (an [%eval] on every main-line move but a final mate).
bool isAnnotated(const pgn::Game& game);

// Exposed for the tests: text without the annotator's summary / judgement sentence (whitespace simplified), and
// which judgement the sentence named (None when there was none).
std::string withoutSummary(const std::string& text);
std::string withoutJudgement(const std::string& text, Judgement* found = nullptr);

} // namespace kibitz::annotate
