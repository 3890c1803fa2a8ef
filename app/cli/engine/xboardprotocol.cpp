#include "xboardprotocol.h"

#include "core/san.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace kibitz::engineproto {

namespace {

bool toNumber(const std::string& s, double& out)
{
    if (s.empty() || s.size() > 24)
        return false;
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return end && *end == '\0' && std::isfinite(out);
}

// "5" minutes or "0:30" minutes:seconds, in milliseconds.
bool parseBase(const std::string& s, int& ms)
{
    const std::size_t colon = s.find(':');
    double minutes = 0, seconds = 0;
    if (colon == std::string::npos) {
        if (!toNumber(s, minutes))
            return false;
    } else if (!toNumber(s.substr(0, colon), minutes) || !toNumber(s.substr(colon + 1), seconds)) {
        return false;
    }
    const double total = minutes * 60000 + seconds * 1000;
    if (total < 0 || total > 1e9)
        return false;
    ms = int(total);
    return true;
}

std::string resultLine(const GameStatus& st)
{
    std::string reason;
    switch (st.termination) {
    case Termination::Checkmate: reason = st.result == GameResult::WhiteWins ? "White mates" : "Black mates"; break;
    case Termination::Stalemate: reason = "Stalemate"; break;
    case Termination::InsufficientMaterial: reason = "Insufficient material"; break;
    case Termination::SeventyFiveMoveRule: reason = "75-move rule"; break;
    case Termination::FivefoldRepetition: reason = "Fivefold repetition"; break;
    default:
        if (st.claim == DrawClaim::ThreefoldRepetition)
            return "1/2-1/2 {Draw by repetition}";
        if (st.claim == DrawClaim::FiftyMoveRule)
            return "1/2-1/2 {Draw by fifty-move rule}";
        return "";
    }
    const std::string token = st.result == GameResult::WhiteWins ? "1-0" : st.result == GameResult::BlackWins ? "0-1" : "1/2-1/2";
    return token + " {" + reason + "}";
}

} // namespace

XboardProtocol::XboardProtocol(LineSink sink) : m_sink(std::move(sink)) {}

XboardProtocol::~XboardProtocol() { stopSearch(); }

void XboardProtocol::send(const std::string& line)
{
    std::lock_guard lock(m_sendMutex);
    m_sink(line);
}

void XboardProtocol::stopSearch()
{
    {
        std::lock_guard lock(m_gameMutex);
        ++m_serial;
    }
    m_engine.stop();
    m_engine.wait();
}

bool XboardProtocol::reportIfOver()
{
    const std::string line = resultLine(m_game.status());
    if (line.empty())
        return false;
    send(line);
    return true;
}

void XboardProtocol::maybeThink()
{
    // Called with m_gameMutex not held.
    std::unique_lock lock(m_gameMutex);
    if (m_force || m_game.position().sideToMove() != m_engineColor)
        return;
    if (reportIfOver()) {
        m_force = true;
        return;
    }
    search::Limits limits;
    if (m_sdDepth > 0)
        limits.depth = m_sdDepth;
    if (m_stMs > 0) {
        limits.movetimeMs = m_stMs;
    } else {
        const int mine = m_timeMs >= 0 ? m_timeMs : m_baseMs;
        const int theirs = m_otimMs >= 0 ? m_otimMs : m_baseMs;
        limits.wtime = m_engineColor == White ? mine : theirs;
        limits.btime = m_engineColor == White ? theirs : mine;
        limits.winc = limits.binc = m_incMs;
        if (m_mps > 0) {
            const int played = m_game.position().fullMoveNumber() - 1;
            limits.movestogo = m_mps - played % m_mps;
        }
    }
    const std::uint64_t serial = ++m_serial;
    const GameLine game = m_game;
    lock.unlock();

    search::EngineCallbacks cb;
    cb.info = [this, game](const search::SearchInfo& info) {
        bool post;
        {
            std::lock_guard l(m_gameMutex);
            post = m_post;
        }
        if (!post || info.lines.empty())
            return;
        const search::PvLine& line = info.lines[0];
        int score = line.score;
        if (search::isMateScore(score)) // xboard convention: 100000 + moves for mates
            score = score > 0 ? 100000 + search::mateInMoves(score) : -100000 + search::mateInMoves(score);
        std::string s = std::to_string(info.depth) + " " + std::to_string(score) + " " + std::to_string(info.timeMs / 10) + " "
            + std::to_string(info.nodes);
        GameLine g = game;
        for (const Move m : line.pv) {
            if (!g.position().isLegalMove(m))
                break;
            s += " " + toSan(g.position(), m);
            g.push(m);
        }
        send(s);
    };
    cb.bestMove = [this, serial](const search::BestMove& bm) {
        std::lock_guard l(m_gameMutex);
        if (serial != m_serial || !bm.move || !m_game.position().isLegalMove(bm.move))
            return; // stale (the game changed meanwhile) or no move
        const std::string text = toUci(m_game.position(), bm.move);
        m_game.push(bm.move);
        send("move " + text);
        if (reportIfOver())
            m_force = true;
    };
    m_engine.start(game, limits, std::move(cb));
}

void XboardProtocol::userMove(const std::string& text)
{
    stopSearch();
    {
        std::lock_guard lock(m_gameMutex);
        Move m = parseUci(m_game.position(), text);
        if (!m) {
            const SanResult r = parseSan(m_game.position(), text, SanMode::Lenient);
            if (r.ok())
                m = r.move;
        }
        if (!m) {
            send("Illegal move: " + text);
            return;
        }
        m_game.push(m);
        if (reportIfOver()) {
            m_force = true;
            return;
        }
    }
    maybeThink();
}

void XboardProtocol::level(const std::vector<std::string>& words)
{
    double mps = 0, inc = 0;
    int base = 0;
    if (words.size() != 4 || !toNumber(words[1], mps) || !parseBase(words[2], base) || !toNumber(words[3], inc) || mps < 0 || inc < 0
        || inc > 1e6) {
        send("Error (bad arguments): level needs MPS BASE INC");
        return;
    }
    std::lock_guard lock(m_gameMutex);
    m_mps = int(mps);
    m_baseMs = base;
    m_incMs = int(inc * 1000);
    m_stMs = 0;
}

bool XboardProtocol::handleLine(const std::string& rawLine)
{
    const std::vector<std::string> words = splitWords(rawLine);
    if (words.empty())
        return true;
    const std::string& cmd = words[0];
    auto intArg = [&](int& out, double scale) {
        double v = 0;
        if (words.size() < 2 || !toNumber(words[1], v) || v < -1e9 || v > 1e9) {
            send("Error (bad argument): " + rawLine);
            return false;
        }
        out = int(v * scale);
        return true;
    };
    if (cmd == "xboard" || cmd == "accepted" || cmd == "rejected" || cmd == "random" || cmd == "hard" || cmd == "easy" || cmd == "computer"
        || cmd == "name" || cmd == "rating" || cmd == "ics" || cmd == "draw" || cmd == "bk") {
        // nothing to do
    } else if (cmd == "protover") {
        send("feature ping=1 setboard=1 usermove=1 san=0 colors=0 sigint=0 sigterm=0 time=1 draw=0 reuse=1 analyze=0 "
             "playother=0 myname=\""
             + engineName() + "\" done=1");
    } else if (cmd == "new") {
        stopSearch();
        m_engine.clearHash();
        std::lock_guard lock(m_gameMutex);
        m_game.resetToStart();
        m_force = false;
        m_engineColor = Black;
        m_sdDepth = 0;
        m_stMs = 0;
        m_timeMs = m_otimMs = -1;
    } else if (cmd == "force") {
        stopSearch();
        std::lock_guard lock(m_gameMutex);
        m_force = true;
    } else if (cmd == "go") {
        stopSearch();
        {
            std::lock_guard lock(m_gameMutex);
            m_force = false;
            m_engineColor = m_game.position().sideToMove();
        }
        maybeThink();
    } else if (cmd == "?") {
        m_engine.stop(); // move now: the search reports its best move
    } else if (cmd == "usermove") {
        if (words.size() != 2)
            send("Error (bad argument): " + rawLine);
        else
            userMove(words[1]);
    } else if (cmd == "setboard") {
        stopSearch();
        const std::string fen = rawLine.substr(rawLine.find("setboard") + 8);
        std::lock_guard lock(m_gameMutex);
        GameLine g;
        if (!g.reset(fen, FenMode::Lenient).ok()) {
            send("tellusererror Illegal position");
            return true;
        }
        m_game = g;
    } else if (cmd == "level") {
        level(words);
    } else if (cmd == "st") {
        int ms = 0;
        if (intArg(ms, 1000)) {
            std::lock_guard lock(m_gameMutex);
            m_stMs = std::max(ms, 1);
        }
    } else if (cmd == "sd") {
        int d = 0;
        if (intArg(d, 1)) {
            std::lock_guard lock(m_gameMutex);
            m_sdDepth = std::clamp(d, 1, search::MaxPly - 8);
        }
    } else if (cmd == "time" || cmd == "otim") {
        int ms = 0;
        if (intArg(ms, 10)) {
            std::lock_guard lock(m_gameMutex);
            (cmd == "time" ? m_timeMs : m_otimMs) = std::max(ms, 0);
        }
    } else if (cmd == "undo" || cmd == "remove") {
        stopSearch();
        std::lock_guard lock(m_gameMutex);
        const std::size_t n = cmd == "undo" ? 1 : 2;
        if (m_game.ply() < n) {
            send("Error (command not legal now): " + cmd);
            return true;
        }
        for (std::size_t i = 0; i < n; ++i)
            m_game.pop();
    } else if (cmd == "result") {
        stopSearch();
        std::lock_guard lock(m_gameMutex);
        m_force = true;
    } else if (cmd == "ping") {
        send("pong" + (words.size() > 1 ? " " + words[1] : std::string()));
    } else if (cmd == "post" || cmd == "nopost") {
        std::lock_guard lock(m_gameMutex);
        m_post = cmd == "post";
    } else if (cmd == "white" || cmd == "black") {
        // protocol v1 colour commands (colors=0 asks GUIs not to send them); accepted for old interfaces
    } else if (cmd == "quit") {
        stopSearch();
        return false;
    } else {
        // A bare move (interfaces that ignore usermove=1)?
        bool isMove = false;
        {
            std::lock_guard lock(m_gameMutex);
            isMove = words.size() == 1 && parseUci(m_game.position(), cmd);
        }
        if (isMove)
            userMove(cmd);
        else
            send("Error (unknown command): " + cmd);
    }
    return true;
}

} // namespace kibitz::engineproto
