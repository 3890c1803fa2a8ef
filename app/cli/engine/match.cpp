#include "match.h"

#include "core/san.h"
#include "core/status.h"

#include <cmath>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <sstream>

namespace kibitz::engineproto {

namespace {

bool isResultToken(const std::string& t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

// Splits PGN text into games: (FEN tag or empty, SAN tokens).
void pgnGames(const std::string& text, std::vector<std::pair<std::string, std::vector<std::string>>>& games)
{
    std::string fen;
    std::vector<std::string> moves;
    bool inMoves = false;
    auto flush = [&] {
        if (inMoves || !moves.empty())
            games.emplace_back(fen, moves);
        fen.clear();
        moves.clear();
        inMoves = false;
    };
    std::size_t i = 0;
    int variation = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == '[' && variation == 0) {
            if (inMoves)
                flush();
            const std::size_t end = text.find(']', i);
            const std::string tag = text.substr(i + 1, end == std::string::npos ? std::string::npos : end - i - 1);
            if (tag.rfind("FEN ", 0) == 0) {
                const std::size_t q1 = tag.find('"'), q2 = tag.rfind('"');
                if (q1 != std::string::npos && q2 > q1)
                    fen = tag.substr(q1 + 1, q2 - q1 - 1);
            }
            i = end == std::string::npos ? text.size() : end + 1;
        } else if (c == '{') {
            const std::size_t end = text.find('}', i);
            i = end == std::string::npos ? text.size() : end + 1;
        } else if (c == ';' || (c == '%' && (i == 0 || text[i - 1] == '\n'))) {
            const std::size_t end = text.find('\n', i);
            i = end == std::string::npos ? text.size() : end + 1;
        } else if (c == '(') {
            ++variation, ++i;
        } else if (c == ')') {
            variation = std::max(0, variation - 1), ++i;
        } else if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
        } else {
            std::size_t j = i;
            while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])) && text[j] != '{' && text[j] != '('
                   && text[j] != ')' && text[j] != ';' && text[j] != '[')
                ++j;
            std::string tok = text.substr(i, j - i);
            i = j;
            if (variation)
                continue;
            if (isResultToken(tok)) {
                inMoves = true;
                flush();
                continue;
            }
            if (tok[0] == '$')
                continue;
            // strip a move number prefix such as "12." or "12..."
            std::size_t k = 0;
            while (k < tok.size() && std::isdigit(static_cast<unsigned char>(tok[k])))
                ++k;
            if (k > 0 && k < tok.size() && tok[k] == '.') {
                while (k < tok.size() && tok[k] == '.')
                    ++k;
                tok = tok.substr(k);
            } else if (k == tok.size()) {
                continue;
            }
            if (!tok.empty()) {
                moves.push_back(tok);
                inMoves = true;
            }
        }
    }
    flush();
}

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

bool cannotMate(const Position& pos, Color c)
{
    if (pos.pieces(c, Pawn) || pos.pieces(c, Rook) || pos.pieces(c, Queen))
        return false;
    return popcount(pos.pieces(c, Knight, Bishop)) <= 1;
}

} // namespace

bool loadOpenings(const std::string& path, std::vector<Opening>& out, std::string& error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = "cannot open " + path;
        return false;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    const bool epd = path.size() >= 4 && path.substr(path.size() - 4) == ".epd";
    if (epd) {
        std::istringstream lines(text);
        int lineNo = 0;
        for (std::string line; std::getline(lines, line);) {
            ++lineNo;
            std::istringstream f(line);
            std::string a, b, c, d;
            if (!(f >> a) || a[0] == '#' || !(f >> b >> c >> d))
                continue;
            Opening o;
            o.fen = a + " " + b + " " + c + " " + d + " 0 1";
            GameLine g;
            if (!g.reset(o.fen, FenMode::Lenient).ok()) {
                error = path + ":" + std::to_string(lineNo) + ": invalid position";
                return false;
            }
            o.fen = g.position().fen();
            o.name = path + ":" + std::to_string(lineNo);
            out.push_back(o);
        }
    } else {
        std::vector<std::pair<std::string, std::vector<std::string>>> games;
        pgnGames(text, games);
        int n = 0;
        for (const auto& [fen, moves] : games) {
            ++n;
            Opening o;
            GameLine g;
            if (!g.reset(fen.empty() ? std::string(StartFen) : fen, FenMode::Lenient).ok()) {
                error = path + ": game " + std::to_string(n) + ": invalid FEN";
                return false;
            }
            o.fen = g.position().fen();
            for (const std::string& san : moves) {
                const SanResult r = parseSan(g.position(), san, SanMode::Lenient);
                if (!r.ok()) {
                    error = path + ": game " + std::to_string(n) + ": " + describe(r, san, g.position());
                    return false;
                }
                o.san.push_back(toSan(g.position(), r.move));
                g.push(r.move);
            }
            o.name = "opening " + std::to_string(n);
            out.push_back(o);
        }
    }
    if (out.empty()) {
        error = path + ": no openings found";
        return false;
    }
    return true;
}

void MatchScore::elo(double& diff, double& error) const
{
    const int n = games();
    diff = error = 0;
    if (n == 0)
        return;
    auto toElo = [](double p) {
        p = std::clamp(p, 0.001, 0.999);
        return -400.0 * std::log10(1.0 / p - 1.0);
    };
    const double p = points() / n;
    const double var = (wins * std::pow(1 - p, 2) + losses * std::pow(0 - p, 2) + draws * std::pow(0.5 - p, 2)) / n;
    const double se = std::sqrt(var / n);
    diff = toElo(p);
    error = (toElo(p + 1.96 * se) - toElo(p - 1.96 * se)) / 2;
}

std::string gameToPgn(const GameRecord& game, const MatchOptions& options, int round)
{
    std::ostringstream s;
    auto tag = [&](const char* name, const std::string& value) {
        std::string v;
        for (char c : value) {
            if (c == '"' || c == '\\')
                v += '\\';
            v += c;
        }
        s << "[" << name << " \"" << v << "\"]\n";
    };
    tag("Event", options.event);
    tag("Site", "?");
    tag("Date", today());
    tag("Round", std::to_string(round));
    tag("White", game.white);
    tag("Black", game.black);
    tag("Result", game.result);
    if (game.startFen != StartFen) {
        tag("SetUp", "1");
        tag("FEN", game.startFen);
    }
    tag("PlyCount", std::to_string(game.moves.size()));
    tag("TimeControl", tcTag(options.baseMs, options.incMs));
    tag("Termination", game.termination);
    s << "\n";
    GameLine g;
    g.reset(game.startFen, FenMode::Lenient);
    std::string line;
    auto put = [&](const std::string& token) {
        if (!line.empty() && line.size() + 1 + token.size() > 79) {
            s << line << "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + token;
    };
    bool first = true;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Position& pos = g.position();
        if (pos.sideToMove() == White)
            put(std::to_string(pos.fullMoveNumber()) + ".");
        else if (first)
            put(std::to_string(pos.fullMoveNumber()) + "...");
        first = false;
        put(toSan(pos, game.moves[i]));
        if (int(i) + 1 == game.openingPlies && game.openingPlies > 0)
            put("{book}");
        g.push(game.moves[i]);
    }
    std::string comment = "{" + game.reason + "}";
    // Comments are tokens too, but they may contain spaces: wrap them word by word.
    std::istringstream words(comment);
    for (std::string w; words >> w;)
        put(w);
    put(game.result);
    s << line << "\n\n";
    return s.str();
}

namespace {

GameRecord playGame(EngineRunner& white, EngineRunner& black, const Opening& opening, const MatchOptions& opt)
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
    EngineRunner* runners[2] = {&white, &black};
    auto finish = [&](const std::string& result, const std::string& reason, const std::string& termination) {
        rec.result = result;
        rec.reason = reason;
        rec.termination = termination;
    };
    for (int c = 0; c < 2; ++c) {
        if (!runners[c]->newGame(rec.startFen, opt.baseMs, opt.incMs)) {
            runners[c]->kill();
            finish(c == 0 ? "0-1" : "1-0", std::string(c == 0 ? "White" : "Black") + " engine failed to start a game", "abandoned");
            rec.white = white.name();
            rec.black = black.name();
            return rec;
        }
    }
    rec.white = white.name();
    rec.black = black.name();
    int clock[2] = {opt.baseMs, opt.baseMs};
    static const char* colourName[2] = {"White", "Black"};
    while (true) {
        const Position& pos = game.position();
        const GameStatus st = gameStatus(pos);
        if (st.over()) {
            finish(st.resultToken(), st.describe(), "normal");
            break;
        }
        if (st.claim == DrawClaim::ThreefoldRepetition) {
            finish("1/2-1/2", "draw by threefold repetition", "normal");
            break;
        }
        if (st.claim == DrawClaim::FiftyMoveRule) {
            finish("1/2-1/2", "draw by the fifty-move rule", "normal");
            break;
        }
        if (int(game.ply()) >= opt.maxPlies) {
            finish("1/2-1/2", "draw adjudicated after " + std::to_string(opt.maxPlies) + " plies", "adjudication");
            break;
        }
        const Color side = pos.sideToMove();
        EngineRunner& r = *runners[side];
        const MoveReply reply = r.think(game, clock[White], clock[Black], opt.incMs, opt.incMs, opt.graceMs);
        const std::string loss = side == White ? "0-1" : "1-0";
        const std::string who = colourName[side];
        if (reply.kind == MoveReply::Kind::Timeout) {
            r.kill();
            if (cannotMate(pos, ~side))
                finish("1/2-1/2", who + " lost on time, but " + colourName[~side] + " cannot mate", "time forfeit");
            else
                finish(loss, who + " loses on time", "time forfeit");
            break;
        }
        if (reply.kind == MoveReply::Kind::Crash) {
            r.kill();
            finish(loss, who + " engine crashed or disconnected", "abandoned");
            break;
        }
        if (reply.kind == MoveReply::Kind::Illegal) {
            r.kill();
            finish(loss, who + " makes an illegal move: " + (reply.text.empty() ? std::string("(empty)") : reply.text), "rules infraction");
            break;
        }
        if (reply.kind == MoveReply::Kind::Resign) {
            finish(loss, who + " resigns", "normal");
            break;
        }
        clock[side] -= int(reply.elapsedMs);
        if (clock[side] < -opt.graceMs) {
            r.kill();
            finish(loss, who + " loses on time", "time forfeit");
            break;
        }
        clock[side] = std::max(clock[side], 0) + opt.incMs;
        game.push(reply.move);
        rec.moves.push_back(reply.move);
    }
    for (EngineRunner* r : runners)
        r->gameOver(rec.result, rec.reason);
    return rec;
}

} // namespace

int runMatch(const MatchOptions& opt, std::ostream& out, MatchScore* scoreOut, std::vector<GameRecord>* gamesOut)
{
    EngineRunner e1(opt.engine[0].command, opt.engine[0].protocol, opt.engine[0].options);
    EngineRunner e2(opt.engine[1].command, opt.engine[1].protocol, opt.engine[1].options);
    for (EngineRunner* e : {&e1, &e2})
        if (!e->start()) {
            out << "error: " << e->error() << std::endl;
            return 2;
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
        EngineRunner& white = e1White ? e1 : e2;
        EngineRunner& black = e1White ? e2 : e1;
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

} // namespace kibitz::engineproto
