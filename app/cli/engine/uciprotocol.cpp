#include "uciprotocol.h"

#include "core/san.h"

#include <algorithm>
#include <cctype>

namespace kibitz::engineproto {

namespace {

bool toInt(const std::string& s, long long& out)
{
    if (s.empty() || s.size() > 18)
        return false;
    std::size_t i = (s[0] == '-' || s[0] == '+') ? 1 : 0;
    if (i == s.size())
        return false;
    for (std::size_t k = i; k < s.size(); ++k)
        if (!std::isdigit(static_cast<unsigned char>(s[k])))
            return false;
    out = std::stoll(s);
    return true;
}

std::string lower(std::string s)
{
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

} // namespace

UciProtocol::UciProtocol(LineSink sink) : m_sink(std::move(sink)) {}

UciProtocol::~UciProtocol()
{
    m_engine.stop();
    m_engine.wait();
}

void UciProtocol::send(const std::string& line)
{
    std::lock_guard lock(m_sendMutex);
    m_sink(line);
}

bool UciProtocol::handleLine(const std::string& rawLine)
{
    const std::vector<std::string> words = splitWords(rawLine);
    if (words.empty())
        return true;
    const std::string& cmd = words[0];
    if (cmd == "uci")
        uci();
    else if (cmd == "isready")
        send("readyok");
    else if (cmd == "ucinewgame") {
        m_engine.stop();
        m_engine.wait();
        m_engine.clearHash();
        m_game.resetToStart();
    } else if (cmd == "setoption")
        setOption(words);
    else if (cmd == "position")
        position(words);
    else if (cmd == "go")
        go(words);
    else if (cmd == "stop")
        m_engine.stop();
    else if (cmd == "ponderhit")
        m_engine.ponderhit();
    else if (cmd == "quit") {
        m_engine.stop();
        m_engine.wait();
        return false;
    } else if (cmd == "debug" || cmd == "register") {
        // accepted, nothing to do
    } else if (cmd == "d") {
        send("info string fen " + m_game.position().fen());
    } else {
        send("info string error: unknown command '" + cmd + "'");
    }
    return true;
}

void UciProtocol::uci()
{
    send("id name " + engineName());
    send("id author the Kibitz developers");
    send("option name Hash type spin default 16 min 1 max 4096");
    send("option name Threads type spin default 1 min 1 max 1");
    send("option name MultiPV type spin default 1 min 1 max " + std::to_string(search::MaxMultiPv));
    send("option name Skill Level type spin default 20 min 0 max 20");
    send("option name Move Overhead type spin default 20 min 0 max 2000");
    send("option name Ponder type check default false");
    send("option name UCI_Chess960 type check default false");
    send("uciok");
}

void UciProtocol::setOption(const std::vector<std::string>& words)
{
    // setoption name <id with spaces> [value <x with spaces>]
    std::string name, value;
    bool inValue = false;
    for (std::size_t i = 1; i < words.size(); ++i) {
        if (i == 1 && words[i] == "name")
            continue;
        if (!inValue && words[i] == "value") {
            inValue = true;
            continue;
        }
        std::string& target = inValue ? value : name;
        if (!target.empty())
            target += ' ';
        target += words[i];
    }
    const std::string key = lower(name);
    long long n = 0;
    if (key == "hash") {
        if (!toInt(value, n) || n < 1 || n > 4096)
            return send("info string error: Hash needs a value from 1 to 4096");
        m_engine.setHashMb(int(n));
    } else if (key == "threads") {
        if (!toInt(value, n) || n != 1)
            send("info string error: only Threads=1 is supported");
    } else if (key == "multipv") {
        if (!toInt(value, n) || n < 1 || n > search::MaxMultiPv)
            return send("info string error: MultiPV needs a value from 1 to " + std::to_string(search::MaxMultiPv));
        m_multiPv = int(n);
    } else if (key == "skill level") {
        if (!toInt(value, n) || n < 0 || n > 20)
            return send("info string error: Skill Level needs a value from 0 to 20");
        search::StrengthSettings s = m_engine.strength();
        s.level = search::strengthLevelForSkill(int(n));
        m_engine.setStrength(s);
    } else if (key == "move overhead") {
        if (!toInt(value, n) || n < 0 || n > 2000)
            return send("info string error: Move Overhead needs a value from 0 to 2000");
        m_moveOverhead = int(n);
    } else if (key == "ponder") {
        // the GUI decides when to ponder; nothing to configure
    } else if (key == "uci_chess960") {
        m_chess960 = lower(value) == "true";
    } else {
        send("info string error: unknown option '" + name + "'");
    }
}

void UciProtocol::position(const std::vector<std::string>& words)
{
    GameLine game;
    std::size_t i = 1;
    if (i < words.size() && words[i] == "startpos") {
        if (m_chess960)
            game.reset(StartFen, FenMode::Strict, true);
        ++i;
    } else if (i < words.size() && words[i] == "fen") {
        std::string fen;
        for (++i; i < words.size() && words[i] != "moves"; ++i)
            fen += (fen.empty() ? "" : " ") + words[i];
        const FenResult r = game.reset(fen, FenMode::Lenient, m_chess960);
        if (!r.ok())
            return send("info string error: invalid FEN: " + describe(r.error));
    } else {
        return send("info string error: position needs 'startpos' or 'fen'");
    }
    if (i < words.size()) {
        if (words[i] != "moves")
            return send("info string error: expected 'moves', got '" + words[i] + "'");
        for (++i; i < words.size(); ++i) {
            const Move m = parseUci(game.position(), words[i]);
            if (!m)
                return send("info string error: illegal move '" + words[i] + "' in position " + game.position().fen());
            game.push(m);
        }
    }
    m_game = game;
}

std::string UciProtocol::infoLine(const GameLine& game, const search::SearchInfo& info, const search::PvLine& line) const
{
    std::string s = "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth);
    if (info.lines.size() > 1 || m_multiPv > 1)
        s += " multipv " + std::to_string(line.multipv);
    if (search::isMateScore(line.score))
        s += " score mate " + std::to_string(search::mateInMoves(line.score));
    else
        s += " score cp " + std::to_string(line.score);
    s += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) + " hashfull " + std::to_string(info.hashfull)
        + " time " + std::to_string(info.timeMs) + " pv";
    // Convert along the line: UCI castling notation depends on the position.
    GameLine g = game;
    for (const Move m : line.pv) {
        if (!g.position().isLegalMove(m))
            break;
        s += " " + toUci(g.position(), m);
        g.push(m);
    }
    return s;
}

void UciProtocol::go(const std::vector<std::string>& words)
{
    search::Limits limits;
    limits.multiPv = m_multiPv;
    limits.moveOverheadMs = m_moveOverhead;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& w = words[i];
        long long n = 0;
        auto number = [&](long long& out) {
            if (i + 1 < words.size() && toInt(words[i + 1], out)) {
                ++i;
                return true;
            }
            send("info string error: '" + w + "' needs a number");
            return false;
        };
        if (w == "infinite")
            limits.infinite = true;
        else if (w == "ponder")
            limits.ponder = true;
        else if (w == "searchmoves") {
            for (; i + 1 < words.size(); ++i) {
                const Move m = parseUci(m_game.position(), words[i + 1]);
                if (!m)
                    break;
                limits.searchMoves.push_back(m);
            }
        } else if (w == "wtime" || w == "btime" || w == "winc" || w == "binc" || w == "movestogo" || w == "depth" || w == "nodes"
                   || w == "movetime" || w == "mate") {
            if (!number(n))
                continue;
            const int v = int(std::clamp<long long>(n, -1000000000LL, 1000000000LL));
            if (w == "wtime")
                limits.wtime = std::max(v, 0);
            else if (w == "btime")
                limits.btime = std::max(v, 0);
            else if (w == "winc")
                limits.winc = std::max(v, 0);
            else if (w == "binc")
                limits.binc = std::max(v, 0);
            else if (w == "movestogo")
                limits.movestogo = std::max(v, 0);
            else if (w == "depth")
                limits.depth = std::max(v, 1);
            else if (w == "nodes")
                limits.nodes = std::uint64_t(std::max<long long>(n, 1));
            else if (w == "movetime")
                limits.movetimeMs = std::max(v, 1);
            else if (w == "mate")
                limits.depth = std::clamp(2 * v + 1, 1, search::MaxPly - 8);
        } else {
            send("info string error: unknown go parameter '" + w + "'");
        }
    }
    const GameLine game = m_game;
    search::EngineCallbacks cb;
    cb.info = [this, game](const search::SearchInfo& info) {
        for (const search::PvLine& line : info.lines)
            send(infoLine(game, info, line));
    };
    cb.bestMove = [this, game](const search::BestMove& bm) {
        if (!bm.move) {
            send("bestmove 0000");
            return;
        }
        std::string s = "bestmove " + toUci(game.position(), bm.move);
        if (bm.ponder) {
            GameLine g = game;
            g.push(bm.move);
            if (g.position().isLegalMove(bm.ponder))
                s += " ponder " + toUci(g.position(), bm.ponder);
        }
        send(s);
    };
    m_engine.start(m_game, limits, std::move(cb));
}

} // namespace kibitz::engineproto
