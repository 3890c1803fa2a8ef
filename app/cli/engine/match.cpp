#include "match.h"

#include "engineclient/blockingclient.h"
#include "engineclient/externalengine.h"

#include "core/gameline.h"
#include "core/san.h"
#include "pgn/writer.h"
#include "tournament/elo.h"
#include "tournament/referee.h"

#include <QDateTime>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <sstream>

namespace kibitz::match {

namespace {

std::string today()
{
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y.%m.%d", &tm);
    return buf;
}

std::string tcTag(int baseMs, int incMs)
{
    std::ostringstream s;
    s << baseMs / 1000.0 << "+" << incMs / 1000.0;
    return s.str();
}

} // namespace

void MatchScore::elo(double& diff, double& error) const
{
    const std::optional<tournament::EloEstimate> e = tournament::eloEstimate({wins, losses, draws});
    diff = e ? e->diff : 0;
    error = e ? e->error : 0;
}

std::string gameToPgn(const GameRecord& rec, const MatchOptions& options, int round)
{
    pgn::Game game;
    game.setTag("Event", options.event);
    game.setTag("Site", "?");
    game.setTag("Date", today());
    game.setTag("Round", std::to_string(round));
    game.setTag("White", rec.white);
    game.setTag("Black", rec.black);
    game.setTag("Result", rec.result);
    game.setTag("PlyCount", std::to_string(rec.moves.size()));
    game.setTag("TimeControl", tcTag(options.baseMs, options.incMs));
    game.setTag("Termination", rec.termination);
    if (rec.startFen != StartFen)
        game.setStartFen(rec.startFen); // the writer adds SetUp and FEN
    pgn::NodeId node = pgn::RootNode;
    for (std::size_t i = 0; i < rec.moves.size(); ++i) {
        node = game.appendMove(node, rec.moves[i]); // refereed: legal
        if (int(i) + 1 == rec.openingPlies)
            game.setCommentAfter(node, "book");
    }
    const std::string& before = game.node(node).commentAfter;
    game.setCommentAfter(node, before.empty() ? rec.reason : before + "; " + rec.reason);
    game.setResult(rec.result);
    return pgn::writeGame(game);
}

namespace {

// KIBITZ_MATCH_LOG=FILE records every line sent to and received from the engines (debugging).
std::FILE* trafficLog()
{
    static std::FILE* log = [] {
        const char* path = std::getenv("KIBITZ_MATCH_LOG");
        return path && *path ? std::fopen(path, "a") : nullptr;
    }();
    return log;
}

// One engine of the match: the engine client, one request at a time. It is not restarted within a game (a crash
// or a missed deadline loses that game); the next game starts it again.
class Player {
public:
    explicit Player(const EngineSpec& spec) : m_engine(clientSpec(spec)), m_client(m_engine)
    {
        m_engine.setMaxRestarts(0);
        m_engine.setReplyTimeoutMs(ReplyMs);
        if (std::FILE* log = trafficLog()) {
            const std::string command = spec.command;
            QObject::connect(&m_engine, &engineclient::ExternalEngine::traffic, [log, command](bool toEngine, const QString& line) {
                std::fprintf(log, "%lld %s %c %s\n", (long long)QDateTime::currentMSecsSinceEpoch(), command.c_str(), toEngine ? '>' : '<',
                             line.toUtf8().constData());
                std::fflush(log);
            });
        }
    }

    // Starts the engine when it is not running (first game, or after a loss by crash or time); false with the
    // reason in error.
    bool ready(std::string& error)
    {
        engineclient::Failure failure;
        if (m_client.start(2 * ReplyMs, &failure))
            return true;
        error = failure.text.toStdString();
        return false;
    }
    std::string name() const { return m_engine.name().toStdString(); }
    engineclient::ExternalEngine& engine() { return m_engine; }
    engineclient::BlockingClient& client() { return m_client; }

private:
    static constexpr int ReplyMs = 10000; // handshake and "isready"/"ping" answers

    static engineclient::EngineSpec clientSpec(const EngineSpec& spec)
    {
        engineclient::EngineSpec s = engineclient::EngineSpec::fromCommandLine(QString::fromStdString(spec.command), spec.protocol);
        s.name.clear(); // the name the engine gives itself, else its file name
        for (const auto& [name, value] : spec.options)
            s.setOptionValue(QString::fromStdString(name), QString::fromStdString(value));
        return s;
    }

    engineclient::ExternalEngine m_engine;
    engineclient::BlockingClient m_client;
};

GameRecord playGame(Player& white, Player& black, const Opening& opening, const MatchOptions& opt)
{
    GameRecord rec;
    GameLine game;
    game.reset(opening.fen, FenMode::Lenient);
    rec.startFen = game.position().fen();
    for (const std::string& san : opening.san) {
        const SanResult r = parseSan(game.position(), san, SanMode::Lenient);
        game.push(r.move);
        rec.moves.push_back(r.move);
    }
    rec.openingPlies = int(rec.moves.size());
    Player* players[2] = {&white, &black};
    auto finish = [&](const std::string& result, const std::string& reason, const std::string& termination) {
        rec.result = result;
        rec.reason = reason;
        rec.termination = termination;
    };
    for (int c = 0; c < 2; ++c) {
        std::string error;
        if (!players[c]->ready(error)) {
            const tournament::GameEnd e = tournament::Referee::noStart(c == 0 ? White : Black, "");
            finish(e.result, e.reason, e.termination);
            rec.white = white.name();
            rec.black = black.name();
            return rec;
        }
        players[c]->engine().newGame();
    }
    rec.white = white.name();
    rec.black = black.name();
    int clock[2] = {opt.baseMs, opt.baseMs};
    tournament::Adjudication rules;
    rules.maxMoves = (opt.maxPlies + 1) / 2;
    const tournament::Referee referee(rules);
    auto end = [&](const tournament::GameEnd& e) { finish(e.result, e.reason, e.termination); };
    while (true) {
        if (const std::optional<tournament::GameEnd> e = referee.check(game)) {
            end(*e);
            break;
        }
        const Position& pos = game.position();
        const Color side = pos.sideToMove();
        engineclient::SearchLimits limits;
        limits.wtime = clock[White];
        limits.btime = clock[Black];
        limits.winc = limits.binc = opt.incMs;
        limits.deadlineMs = std::max(clock[side], 0) + opt.graceMs; // no move by then: lost on time
        const engineclient::BlockingClient::Outcome reply = players[side]->client().findMove(game, limits, limits.deadlineMs + 5000);
        if (reply.failure) {
            if (reply.failure->kind == engineclient::Failure::Kind::NoMoveInTime)
                end(tournament::Referee::timeLoss(pos, side));
            else if (reply.failure->kind == engineclient::Failure::Kind::Unsupported)
                finish(side == White ? "0-1" : "1-0", std::string(tournament::colourName(side)) + " engine cannot play from this position",
                       "abandoned");
            else
                end(tournament::Referee::crash(side, ""));
            break;
        }
        const engineclient::MoveResult& move = *reply.move;
        if (move.kind == engineclient::MoveResult::Kind::Resign) {
            end(tournament::Referee::resigns(side));
            break;
        }
        if (move.kind != engineclient::MoveResult::Kind::Move) {
            end(tournament::Referee::illegalMove(side, move.text.toStdString()));
            break;
        }
        clock[side] -= int(move.elapsedMs);
        if (clock[side] < -opt.graceMs) {
            end(tournament::Referee::timeLoss(pos, side));
            break;
        }
        clock[side] = std::max(clock[side], 0) + opt.incMs;
        game.push(move.move);
        rec.moves.push_back(move.move);
    }
    for (Player* p : players)
        p->engine().gameOver(QString::fromStdString(rec.result), QString::fromStdString(rec.reason));
    return rec;
}

} // namespace

int runMatch(const MatchOptions& opt, std::ostream& out, MatchScore* scoreOut, std::vector<GameRecord>* gamesOut)
{
    Player e1(opt.engine[0]);
    Player e2(opt.engine[1]);
    for (Player* e : {&e1, &e2}) {
        std::string error;
        if (!e->ready(error)) {
            out << "error: " << error << std::endl;
            return 2;
        }
    }
    const std::string n1 = e1.name(), n2 = e2.name();
    out << "Match: " << n1 << " vs " << n2 << ", " << opt.games << " games at " << tcTag(opt.baseMs, opt.incMs) << std::endl;
    std::ofstream pgn;
    if (!opt.pgnOut.empty()) {
        pgn.open(opt.pgnOut, std::ios::binary | std::ios::trunc);
        if (!pgn) {
            out << "error: cannot write " << opt.pgnOut << std::endl;
            return 2;
        }
    }
    std::vector<Opening> openings = opt.openings;
    if (openings.empty())
        openings.push_back(Opening{std::string(StartFen), {}, "start position"});
    MatchScore score;
    for (int i = 0; i < opt.games; ++i) {
        const Opening& opening = openings[(i / 2) % openings.size()];
        const bool e1White = i % 2 == 0;
        Player& white = e1White ? e1 : e2;
        Player& black = e1White ? e2 : e1;
        GameRecord rec = playGame(white, black, opening, opt);
        if (rec.result == "1/2-1/2")
            ++score.draws;
        else if ((rec.result == "1-0") == e1White)
            ++score.wins;
        else
            ++score.losses;
        if (gamesOut)
            gamesOut->push_back(rec);
        if (pgn) {
            pgn << gameToPgn(rec, opt, i + 1);
            pgn.flush();
        }
        out << "Game " << i + 1 << "/" << opt.games << ": " << rec.white << " - " << rec.black << " " << rec.result << " {" << rec.reason
            << "}" << std::endl;
        out << "Score of " << n1 << " vs " << n2 << ": " << score.wins << " - " << score.losses << " - " << score.draws << "  ["
            << std::fixed << std::setprecision(3) << score.points() / score.games() << "] " << score.games() << std::endl;
        out.unsetf(std::ios::fixed);
    }
    double diff = 0, err = 0;
    score.elo(diff, err);
    out << "Final: " << n1 << " vs " << n2 << ": +" << score.wins << " -" << score.losses << " =" << score.draws << ", score "
        << score.points() << "/" << score.games() << " (" << std::fixed << std::setprecision(1)
        << 100.0 * score.points() / std::max(1, score.games()) << "%)" << std::endl;
    if (score.wins == score.games() || score.losses == score.games())
        out << "Elo difference: " << (score.wins ? "+" : "-") << "inf (every game " << (score.wins ? "won" : "lost") << ", no error bar)"
            << std::endl;
    else
        out << "Elo difference: " << std::setprecision(1) << diff << " +/- " << err << " (95%)" << std::endl;
    out.unsetf(std::ios::fixed);
    if (scoreOut)
        *scoreOut = score;
    return 0;
}

} // namespace kibitz::match
