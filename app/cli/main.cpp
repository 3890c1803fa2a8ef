// kibitz-cli: the thin command-line front end over the Kibitz libraries.
#include "commands.h"
#include "engine/enginecommands.h"
#include "version.h"

#include "pgn/checkedparts.h"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>

namespace {

constexpr const char* Help = R"(Usage: kibitz-cli <command> [options]

Every FILE a command reads may also be a SCID 4 database (FILE.si4 or its
base name) or a ChessBase database (FILE.cbh, read-only): its games are
converted once into a PGN file in the cache.

Commands:
  perft --depth D [--fen FEN] [--divide] [--chess960]
        Count the leaf nodes of the legal move tree. --divide prints the count
        below each root move. Last line: nodes=<N> time_ms=<T> nps=<R>
  perft --variant NAME [--variants FILE.ini] --depth D [--fen FEN] [--divide]
        The same for a variant: a built-in definition (Fairy-Stockfish names:
        chess, nocastle, amazon, knightmate, chigorin, almost, hoppelpoppel,
        newzealand, crazyhouse, 3check, kingofthehill, atomic, antichess,
        giveaway, horde, racingkings; lichess's spellings too) or a section
        of FILE.ini (Fairy-Stockfish's format).
  variant-play --variant NAME [--variants FILE.ini] [--fen FEN] [--moves "e2e4 e7e5"]
        --movetime MS | --depth D | --nodes N [--hash MB]
        Search with the variant engine: "info depth ... score ... pv ..." per
        iteration, last line "bestmove <move>".
  variant-match --variant NAME [--variants FILE.ini] --opponent CMD
        [--opponent-proto uci|xboard|auto] [--opponent-options NAME=VALUE,...]
        [--opponent-variant NAME] [--games N] [--movetime MS] [--pgnout OUT.pgn]
        [--max-plies N]
        The variant engine against a UCI engine (fairy-stockfish: the variant
        is selected, or its definition loaded, through UCI_Variant and
        VariantPath) or an xboard engine (fairymax: the variants it lists),
        colours alternating, refereed by the variant rules; e.g.
        --opponent-options "Skill Level=5" limits Fairy-Stockfish. Last line
        "kibitz wins=W losses=L draws=D aborted=A score=S/N".
  fen --fen FEN [--moves "e4 e5 Nf3"] [--lenient] [--chess960]
        Validate a FEN, play SAN moves from it, print the resulting FEN, the
        game status and the SAN of every legal move. Errors go to stderr with
        exit code 2. --lenient repairs what is safe and prints warnings.
  check [--threads N] FILE...
        Read every game and check every move. Diagnostics go to stderr as
        file:line:col: game N (White - Black): move 23...Nf3: what (detail).
        Games of a built-in variant, or carrying their definition in a
        [VariantIni] tag, are checked under the variant's rules.
        Last line: games=<G> errors=<E> plies=<P> time_ms=<T>, then
        variant_games=<V> if any. Exit code 0: no errors, 1: some games have
        errors, 2: unusable input.
  list FILE [--tsv] [--columns A,B,...]
        One row per game in file order. Columns are tag names or computed:
        Index, Plies, FinalFEN, Errors, ClassECO, ClassOpening, ClassVariation.
        Default: Index,White,Black,Result,Date,Event. Tag-only columns do not
        read the moves.
  export FILE... [-o OUT] [--strip-comments] [--strip-variations]
        [--strip-nags] [--strip-clocks] [--glyphs]
        Write the games as normalized PGN (export format: Seven Tag Roster
        first, lines of at most 80 characters). Read errors go to stderr; the
        valid part of each game is written. Exit code 1 if any game had errors.
  eco FILE... [-o OUT] [--threads N]
        Write the games with ECO, Opening, Variation (and SubVariation) tags
        added or replaced from the moves (pgn-extract compatible matching);
        every other byte is kept. Without -o the result goes to stdout; -o
        may name an input file. Uses every core unless --threads says less.
  eco --fen FEN | --moves "1.d4 Nf6 2.c4 c5" [--mode position|pgn-extract]
        Print the opening of a position or of a line of moves.
  index FILE... [--threads N] [--rebuild]
        Build or refresh the header and search caches (game store and position
        index) of each file. One line per file; last line:
        games=<N> time_ms=<T> bytes_per_game=<B>.
  tree FILE... (--fen FEN | --moves "1.e4 c5") [--tsv] [--threads N]
        [--repeat N]
        The opening tree of a position: one row per move played there with
        SAN games white draws black score avgElo perf avgYear (score, rating
        and performance of the side to move). Last line: games=<N> time_ms=<T>
        (the query alone, caches warm; with --repeat N the best of N runs
        after one warm-up run).
  search FILE... [--fen FEN | --moves ...] [--white|--black|--player NAME]
        [--elo-min N] [--elo-max N] [--white-elo-min N] [--white-elo-max N]
        [--black-elo-min N] [--black-elo-max N] [--date-from D]
        [--date-to D] [--result R] [--eco A00-B99] [--event S] [--site S]
        [--round S] [--annotator S] [--variant S] [--plies-min N] [--plies-max N]
        [--material "Q=0 q=0 R=1 r=1 diff=0"] [--pattern "Pe4 pd5"]
        [--min-plies N] [--list | -o OUT.pgn] [--threads N] [--repeat N]
        Games matching every criterion given. Names are substrings, case and
        accents ignored; dates may be partial (1990, 1990.??.??). With --list
        one row per game (index, White, Black, Date, Result, ply reached).
        Last line: games=<N> time_ms=<T>.
  dups FILE... [--same-players] [--same-date] [--keep first|last|longest]
        [--list | -o OUT.pgn | --in-place [--backup PATH]] [--threads N]
        [--repeat N]
        Duplicate games: the same moves from the same start (and players and
        date when asked), across all files given. -o writes the kept games;
        --in-place rewrites the one file atomically and keeps the original as
        FILE.bak. Last line: games=<N> duplicates=<D> time_ms=<T>.
  convert IN... -o OUT.pgn|OUT.si4 [--threads N]
        Copy the games of PGN files and SCID databases (FILE.si4 or its base
        name) into one PGN file or one SCID 4 database. What SCID cannot keep
        is reported game by game on stderr ("changed: ..."; games it cannot
        hold at all, e.g. Chess960, are "not written: ..."). Last line:
        games=<N> written=<W> refused=<R> changed=<C> problems=<P> time_ms=<T>.
        Exit code 1 if any game was refused, changed or damaged.
  merge IN... -o OUT.pgn|OUT.si4 [--dedupe same-moves|same-players-date]
        [--threads N]
        One database from several (PGN and SCID mixed), games in input order;
        with --dedupe the duplicates of the dups rules are dropped (the first
        of each group kept). Written atomically. Last line:
        games=<N> duplicates=<D> written=<W> time_ms=<T>.
  download lichess|chesscom USER -o FILE.pgn [--since DATE] [--until DATE]
        [--rated|--casual] [--speed LIST] [--token T] [--contact TEXT]
        [--base-url URL]
        A player's games from lichess (its games export, with clocks, evals
        and openings) or chess.com (its monthly archives) appended to
        FILE.pgn atomically; games already there (same address, or same
        players, date and moves) are skipped. Without --since the download
        starts at the newest game of USER from that site in FILE.pgn. DATE:
        2024-01-31 or 2024-01-31T18:00 (UTC). --speed: lichess ultrabullet,
        bullet, blitz, rapid, classical, correspondence; chess.com bullet,
        blitz, rapid, daily. --rated/--casual and --token: lichess only.
        A rate limit (HTTP 429) is waited out. Ctrl+C stops and keeps the
        complete games received. Last line: received=<R> added=<A>
        duplicates=<D> filtered=<F> dropped=<X> retries=<N> since=<ms>
        time_ms=<T>. Exit code 1 if the transfer was cut or cancelled, or
        failed after games were added; 2 if it failed with none added.
  dossier NAME FILE... [--group N | --spelling "A;B" | --all] [--html OUT.html]
        [--tree-min N] [--tree-plies N] [--threads N] [--repeat N]
        One player's record over the files: score and performance by year, by
        colour and by opponents' rating, ECO families and the move tree of the
        first 12 plies for each colour, longest, shortest and latest games.
        NAME matches as in search (case and accents ignored; "Carlsen,Magnus"
        reads as "Carlsen, Magnus"); spellings with the same surname and first
        initial are one player. When several players match they are listed
        (exit code 1): pick one with --group N, exact spellings with
        --spelling, or all with --all. --html writes one self-contained page.
        Last line: games=<N> time_ms=<T>.
  annotate FILE... -o OUT [--engine CMD --proto uci|xboard|auto]
        [--movetime MS | --depth D] [--threads N] [--sides white|black|both]
        [--skip-annotated] [--no-variations]
        Annotate every game with an engine (built-in without --engine): an
        [%eval] on every main-line move, ?!, ? and ?? by lichess's
        win-probability model with the engine's better line, and a summary
        per side (accuracy, average centipawn loss, counts). Games run in
        parallel, one engine per worker (every core unless --threads says
        less); default 1000 ms per position. OUT is written in input order
        when every game is done; Ctrl+C leaves it and the input untouched.
        --skip-annotated copies games that already carry an annotation.
        Exit code 1 if an engine failed on some games (copied unchanged).
  repertoire check REP.pgn GAMES.pgn... --player NAME [--color white|black]
        [--tsv] [--threads N]
        A player's games (--player again for other spellings; case and
        accents ignored) in the repertoire's colour (or --color), checked
        against the repertoire: one row per game with Index White Black Date
        Ply Left Played Expected - where the game left the repertoire and who
        left it (player: a move the repertoire does not accept, with the
        expected moves; opponent: a reply it does not answer), or "-" when it
        stayed in book. Last line: games=<N> player_left=<A> opponent_left=<B>
        in_book=<C> time_ms=<T>.
  repertoire coverage REP.pgn DB.pgn... [--min-games N] [--min-share P]
        [--line-ends] [--tsv] [--threads N]
        The replies played in the reference games (in at least N games, default
        20, and P percent of the position's games, default 2) that the
        repertoire does not answer, most played first: the way to the
        position, the reply, its games, share and score (for the side playing
        it). --line-ends also looks where a line ends with the repertoire's
        move. Last line: missing=<N> time_ms=<T>.
  repertoire merge REP.pgn GAMES.pgn... [--plies N] [--player NAME]
        [--color white|black] [--max-games N] [--threads N]
        Add the first N plies (default 20) of the games, or of a player's games
        in the repertoire's colour, to REP.pgn (created for --color, default
        white, when missing; saved atomically, other bytes kept). Last line:
        games=<G> positions=<P> cards=<C> time_ms=<T>.
  book FILE.bin --fen FEN | --moves "1.e4 e5"
        The moves a Polyglot opening book holds for a position (a FEN, moves
        from the start position, or both): one row per move with its SAN,
        weight, share of the position's total weight and learn value, heaviest
        first; last line "key=<16 hex digits> moves=<N>" (the Polyglot key).
  bench perft
        Perft of the start position to depth 6 and of "Kiwipete" to depth 5,
        single thread, bulk-counted leaves: nodes, time and nodes per second.
  bench pgn FILE [--threads N]
        PGN figures for one file: full validation with 1 and N threads, header
        index speed and size, cache save and reload times.
  bench scid FILE.si4 [--threads N]
        Reading a SCID database: opening it (the game list from its own index),
        every game decoded, and every game decoded to PGN text (what opening
        converts), with 1 and N threads. Nothing is written.
  bench chessbase FILE.cbh [--repeat N]
        Reading a ChessBase database: opening it, then every game decoded
        (moves, variations, annotations) N times (default 20): games decoded
        per second. Nothing is written.
  uci | xboard
        Run the Kibitz engine speaking UCI or xboard (CECP v2) on stdin/stdout.
  match --engine1 CMD --proto1 uci|xboard|auto --engine2 CMD --proto2 uci|xboard|auto
        [--games N] [--tc BASE+INC] [--openings FILE.pgn|.epd] [--pgnout OUT.pgn]
        [--options1 NAME=VALUE,...] [--options2 ...] [--concurrency 1]
        Play an engine match refereed by the rules library; prints the running
        and final score with the Elo difference and its 95% error bar.
  tournament --format rr|gauntlet|knockout|swiss [--rounds N]
        --engine name=NAME,cmd=COMMAND,proto=uci|xboard,tc=BASE+INC[,option.OPTION=VALUE...] ...
        [--openings FILE --plies N --order sequential|random --seed S --repeat]
        [--concurrency N] [--resign movecount=N,score=CP]
        [--draw movenumber=N,movecount=N,score=CP] [--maxmoves N] [--tb PATH]
        [--sprt elo0=0,elo1=5,alpha=0.05,beta=0.05] [--event NAME]
        [--lag MS] [--move-limit S] --pgnout OUT.pgn --state STATE
  tournament --resume --state STATE
        An engine tournament: round robin (--rounds cycles), gauntlet (the
        first engine against the others), knockout (--rounds games a match,
        tie-break pairs, byes by seed) or Swiss (FIDE Dutch system, --rounds
        rounds). Per engine also st=S, depth=D or nodes=N instead of tc=, and
        book=FILE.bin,bookdepth=N. Every game is appended to OUT.pgn and the
        state saved the moment it ends; a line per game, the standings and
        the crosstable at the end. Ctrl+C pauses (running games finish);
        --resume continues from STATE with its own settings. --lag: how
        far a move may overrun its time (250 ms); --move-limit: how long a
        depth- or node-limited move may take before its engine counts as
        hung (300 s).
  epd FILE --movetime MS [--depth D] [--hash MB]
        Solve an EPD test suite: id<TAB>move<TAB>ok|fail per line (bm/am),
        last line solved=<S> total=<T>.
  bench search [--depth D]
        Search fixed positions to a fixed depth: nodes, time and nps (the node
        count is a determinism signature).

Options:
  -h, --help       Show this help
  --version        Show the version
)";

} // namespace

namespace {

int run(int argc, char** argv)
{
    if (argc < 2 || !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "help")) {
        std::fputs(Help, argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const std::string command = argv[1];
    if (command == "--version") {
        std::cout << "kibitz-cli " << kibitz::versionText() << "\n";
        return 0;
    }
    if (command == "perft")
        return kibitz::cli::perftCommand(argc, argv, 2);
    if (command == "uci")
        return kibitz::cli::uciCommand(argc, argv, 2);
    if (command == "xboard")
        return kibitz::cli::xboardCommand(argc, argv, 2);
    if (command == "match")
        return kibitz::cli::matchCommand(argc, argv, 2);
    if (command == "epd")
        return kibitz::cli::epdCommand(argc, argv, 2);
    if (command == "bench" && argc > 2 && std::strcmp(argv[2], "search") == 0)
        return kibitz::cli::benchSearchCommand(argc, argv, 3);
    if (command == "fen")
        return kibitz::cli::fenCommand(argc, argv, 2);
    if (command == "variant-play")
        return kibitz::cli::variantPlayCommand(argc, argv, 2);
    if (command == "variant-match")
        return kibitz::cli::variantMatchCommand(argc, argv, 2);
    if (command == "export")
        return kibitz::cli::exportCommand(argc, argv, 2);
    if (command == "eco")
        return kibitz::cli::ecoCommand(argc, argv, 2);
    if (command == "book")
        return kibitz::cli::bookCommand(argc, argv, 2);
    if (command == "list")
        return kibitz::cli::listCommand(argc, argv, 2);
    if (command == "check")
        return kibitz::cli::checkCommand(argc, argv, 2);
    if (command == "annotate")
        return kibitz::cli::annotateCommand(argc, argv, 2);
    if (command == "bench")
        return kibitz::cli::benchCommand(argc, argv, 2);
    if (command == "index")
        return kibitz::cli::indexCommand(argc, argv, 2);
    if (command == "tree")
        return kibitz::cli::treeCommand(argc, argv, 2);
    if (command == "search")
        return kibitz::cli::searchCommand(argc, argv, 2);
    if (command == "dups")
        return kibitz::cli::dupsCommand(argc, argv, 2);
    if (command == "repertoire")
        return kibitz::cli::repertoireCommand(argc, argv, 2);
    if (command == "convert")
        return kibitz::cli::convertCommand(argc, argv, 2);
    if (command == "merge")
        return kibitz::cli::mergeCommand(argc, argv, 2);
    if (command == "download")
        return kibitz::cli::downloadCommand(argc, argv, 2);
    if (command == "dossier")
        return kibitz::cli::dossierCommand(argc, argv, 2);
    if (command == "tournament")
        return kibitz::cli::tournamentCommand(argc, argv, 2);
    std::cerr << "kibitz-cli: unknown command '" << command << "' (see kibitz-cli --help)\n";
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    try {
        return run(argc, argv);
    } catch (const kibitz::pgn::CacheDamaged& e) {
        // A cache part is checked when a query first reads it (pgn/checkedparts.h), so damage can surface after the
        // database was opened. Its file is removed, so that the next opening rebuilds it; the read-only queries run
        // again at once (tree prints nothing before its
        // queries, search --list its column titles only), other commands ask to be run again.
        std::cerr << "kibitz-cli: " << e.what() << "\n";
        std::error_code ec;
        std::filesystem::remove(e.path(), ec);
        const std::string command = argv[1];
        if (command != "tree" && command != "search") {
            std::cerr << "kibitz-cli: the damaged cache file was removed; run the command again to rebuild it\n";
            return 1;
        }
        std::cerr << "kibitz-cli: the damaged cache file was removed; rebuilding\n";
        try {
            return run(argc, argv);
        } catch (const kibitz::pgn::CacheDamaged& again) {
            std::cerr << "kibitz-cli: " << again.what() << "\n";
            return 1;
        }
    }
}
