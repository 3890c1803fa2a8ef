// kibitz-cli variant-match: games of the built-in variant engine against an external engine (Fairy-Stockfish over
// UCI, Fairy-Max over xboard, or any other) through the engine client, colours alternating, refereed by the variant
// rules; the opponent's every move is checked by the client (an illegal one aborts the game).
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "variantargs.h"

#include "engineclient/blockingclient.h"
#include "engineclient/externalengine.h"
#include "variant/search/search.h"
#include "variant/status.h"
#include "variant/variantpgn.h"

#include <QCoreApplication>
#include <QDateTime>

#include <cstdio>
#include <cstdlib>

#include <deque>
#include <iostream>

namespace kibitz::cli {

namespace {

using VMove = kibitz::variant::Move;

struct MatchSetup {
    std::shared_ptr<const variant::Rules> rules;
    std::string engineVariant; // --opponent-variant, empty: the definition's name
    long long games = 2, movetime = 1000, maxPlies = 300;
};

struct GameResult {
    std::vector<VMove> moves;
    std::string result = "*", reason;
};

// One game; the opponent's moves come through the client, which checks them under the rules.
GameResult playGame(const MatchSetup& setup, variant::VariantSearch& kibitz, engineclient::BlockingClient& opponent, bool kibitzWhite)
{
    GameResult out;
    engineclient::VariantLine line{setup.rules, {}, {}, setup.engineVariant};
    variant::Position pos;
    std::deque<variant::StateInfo> states(1);
    pos.setFen(setup.rules, setup.rules->startFen(), states.back());
    kibitz.clearHash();
    opponent.engine().newGame();
    for (int ply = 0;; ++ply) {
        const variant::VariantStatus status = variant::gameStatus(pos);
        if (status.outcome != variant::Outcome::Ongoing || status.claim != variant::DrawClaim::None) {
            out.result = status.outcome != variant::Outcome::Ongoing ? status.resultToken() : "1/2-1/2";
            out.reason = status.describe();
            break;
        }
        if (ply >= setup.maxPlies) {
            out.result = "1/2-1/2";
            out.reason = "adjudicated draw after " + std::to_string(setup.maxPlies) + " plies";
            break;
        }
        VMove m;
        if ((pos.sideToMove() == kibitz::White) == kibitzWhite) {
            variant::SearchLimits limits;
            limits.movetimeMs = setup.movetime;
            m = kibitz.search(pos, limits).best;
        } else {
            engineclient::SearchLimits limits;
            limits.movetimeMs = int(setup.movetime);
            const auto answer = opponent.findVariantMove(line, limits, int(setup.movetime * 4 + 10000));
            if (answer.failure) {
                out.reason = answer.failure->text.toStdString();
                break;
            }
            if (answer.move->kind == engineclient::MoveResult::Kind::Resign) {
                out.result = kibitzWhite ? "1-0" : "0-1";
                out.reason = "the opponent resigned";
                break;
            }
            if (answer.move->kind != engineclient::MoveResult::Kind::Move) {
                out.reason = "the opponent played '" + answer.move->text.toStdString() + "', illegal under Kibitz's rules";
                break;
            }
            m = answer.move->variantMove;
        }
        out.moves.push_back(m);
        line.moves.push_back(m);
        states.emplace_back();
        pos.doMove(m, states.back());
    }
    opponent.engine().gameOver(QString::fromStdString(out.result), QString::fromStdString(out.reason));
    return out;
}

} // namespace

int variantMatchCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("variant-match", args.error());
    if (const auto bad = args.unknown({"variant", "variants", "opponent", "opponent-proto", "opponent-options", "opponent-variant", "games",
                                       "movetime", "pgnout", "max-plies"});
        !bad.empty())
        return usageError("variant-match", "unknown option " + bad.front());
    MatchSetup setup;
    if ((args.value("games") && !parseInt(*args.value("games"), setup.games))
        || (args.value("movetime") && !parseInt(*args.value("movetime"), setup.movetime))
        || (args.value("max-plies") && !parseInt(*args.value("max-plies"), setup.maxPlies)) || setup.games < 1 || setup.movetime < 100)
        return usageError("variant-match", "--games N (>= 1), --movetime MS (>= 100) and --max-plies N take whole numbers");
    if (!args.value("opponent") || args.value("opponent")->empty())
        return usageError("variant-match", "--opponent CMD (a UCI or xboard engine, e.g. fairy-stockfish or fairymax) is required");
    const auto protocol = engineclient::protocolFromName(QString::fromStdString(args.value("opponent-proto").value_or("auto")));
    if (!protocol)
        return usageError("variant-match", "--opponent-proto must be uci, xboard or auto");
    setup.rules = loadVariant(args, "variant-match");
    if (!setup.rules)
        return 2;
    setup.engineVariant = args.value("opponent-variant").value_or("");
    AtomicOutput pgn;
    const bool writePgn = args.value("pgnout").has_value();
    if (writePgn)
        if (const std::string e = pgn.open(*args.value("pgnout")); !e.empty())
            return usageError("variant-match", e);

    int qtArgc = 1; // the engine client answers through Qt's event loop
    char* qtArgv[] = {argv[0], nullptr};
    QCoreApplication app(qtArgc, qtArgv);
    engineclient::EngineSpec spec = engineclient::EngineSpec::fromCommandLine(QString::fromStdString(*args.value("opponent")), *protocol);
    spec.name.clear(); // the name the engine gives itself
    for (const auto& [name, value] : parseNameValues(args.value("opponent-options").value_or("")))
        spec.setOptionValue(QString::fromStdString(name), QString::fromStdString(value));
    engineclient::ExternalEngine engine(spec);
    engine.setMaxRestarts(0);                                              // a crash loses the game; the next game starts the engine again
    if (const char* path = std::getenv("KIBITZ_MATCH_LOG"); path && *path) // every line both ways, as match writes it
        if (std::FILE* log = std::fopen(path, "a"))
            QObject::connect(&engine, &engineclient::ExternalEngine::traffic, [log](bool toEngine, const QString& line) {
                std::fprintf(log, "%lld %c %s\n", (long long)QDateTime::currentMSecsSinceEpoch(), toEngine ? '>' : '<',
                             line.toUtf8().constData());
                std::fflush(log);
            });
    engineclient::BlockingClient opponent(engine);
    if (engineclient::Failure failure; !opponent.start(10000, &failure))
        return usageError("variant-match", failure.text.toStdString());

    variant::VariantSearch kibitz(setup.rules, 32);
    int wins = 0, draws = 0, losses = 0, aborted = 0;
    for (int g = 0; g < setup.games; ++g) {
        const bool kibitzWhite = g % 2 == 0;
        GameResult game = playGame(setup, kibitz, opponent, kibitzWhite);
        if (game.result == "*")
            ++aborted;
        else if (game.result == "1/2-1/2")
            ++draws;
        else if ((game.result == "1-0") == kibitzWhite)
            ++wins;
        else
            ++losses;
        const std::string name = engine.name().toStdString();
        const std::string white = kibitzWhite ? "Kibitz" : name, black = kibitzWhite ? name : "Kibitz";
        std::cout << "game " << g + 1 << ": " << white << " - " << black << " " << game.result << " (" << game.reason << ")  score " << wins
                  << "-" << losses << "-" << draws << (aborted ? " aborted " + std::to_string(aborted) : "") << std::endl;
        if (writePgn) {
            // With its definition in a tag unless Kibitz ships the variant, so the file opens anywhere Kibitz runs.
            variant::VariantGame record;
            record.definition = setup.rules->def();
            record.tags = {{"Event", "variant-match"},
                           {"Round", std::to_string(g + 1)},
                           {"White", white},
                           {"Black", black},
                           {"Termination", game.reason}};
            record.moves = std::move(game.moves);
            record.result = game.result;
            std::string why;
            const std::string text = variant::writeVariantPgn(record, &why);
            if (text.empty())
                return usageError("variant-match", "cannot write game " + std::to_string(g + 1) + ": " + why);
            pgn.write(text);
        }
    }
    if (writePgn)
        if (const std::string e = pgn.commit(); !e.empty())
            return usageError("variant-match", e);
    const int played = wins + draws + losses;
    std::cout << "kibitz wins=" << wins << " losses=" << losses << " draws=" << draws << " aborted=" << aborted
              << " score=" << wins + 0.5 * draws << "/" << played << std::endl;
    return aborted ? 1 : 0;
}

} // namespace kibitz::cli
