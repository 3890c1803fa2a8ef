#include "statefile.h"

#include "pgn/atomicfile.h"
#include "pgn/checksum.h"
#include "pgn/savefile.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace kibitz::tournament {

namespace {

std::string escape(const std::string& s)
{
    std::string out;
    for (const char c : s) {
        switch (c) {
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: out += c;
        }
    }
    return out;
}

std::string hex(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

const char* statusName(GameRecord::Status s)
{
    return s == GameRecord::Status::Done ? "done" : s == GameRecord::Status::Running ? "running" : "pending";
}

} // namespace

std::string encodeState(const TournamentState& st)
{
    const Settings& s = st.settings;
    std::ostringstream o;
    o << "kibitz-tournament " << StateFileVersion << "\n";
    o << "format " << formatName(s.format) << "\n";
    o << "rounds " << s.rounds << "\n";
    for (const EngineEntry& e : s.engines)
        o << "engine " << escape(e.spec()) << "\n";
    o << "openings.file " << escape(s.openings.file) << "\n";
    o << "openings.order " << (s.openings.order == OpeningOrder::Random ? "random" : "sequential") << "\n";
    o << "openings.seed " << s.openings.seed << "\n";
    o << "openings.repeat " << (s.openings.repeat ? 1 : 0) << "\n";
    o << "openings.plies " << s.openings.plies << "\n";
    o << "openings.checksum " << hex(st.openingsChecksum) << "\n";
    o << "openings.count " << st.openingsCount << "\n";
    const Adjudication& a = s.adjudication;
    o << "resign " << a.resign.moveCount << " " << a.resign.scoreCp << "\n";
    o << "draw " << a.draw.moveNumber << " " << a.draw.moveCount << " " << a.draw.scoreCp << "\n";
    o << "maxmoves " << a.maxMoves << "\n";
    o << "tablebases " << (a.tablebases ? 1 : 0) << " " << escape(s.tablebasePath) << "\n";
    o << "concurrency " << s.concurrency << "\n";
    if (s.sprt)
        o << "sprt " << s.sprt->text() << "\n";
    o << "pgnout " << escape(s.pgnOut) << "\n";
    o << "event " << escape(s.event) << "\n";
    o << "lag " << s.lagMs << "\n";
    o << "tiebreaks " << s.tieBreakPairs << "\n";
    o << "position " << st.schedulePosition << "\n";
    o << "encounters " << st.encounters << "\n";
    o << "swissrounds " << st.swissRounds << "\n";
    o << "pgnbytes " << st.pgnBytes << "\n";
    o << "paused " << (st.paused ? 1 : 0) << "\n";
    if (!st.finished.empty())
        o << "finished " << escape(st.finished) << "\n";
    for (const Bye& b : st.byes)
        o << "bye " << b.round << " " << b.engine << "\n";
    for (const GameRecord& g : st.games)
        o << "game\t" << g.id << "\t" << g.round << "\t" << g.board << "\t" << g.white << "\t" << g.black << "\t" << g.opening << "\t"
          << g.encounter << "\t" << statusName(g.status) << "\t" << g.plies << "\t" << escape(g.result) << "\t" << escape(g.termination)
          << "\t" << escape(g.reason) << "\n";
    std::string text = o.str();
    text += "checksum " + hex(pgn::checksum64(text)) + "\n";
    return text;
}

std::string saveState(const std::string& path, const TournamentState& state)
{
    const pgn::SaveResult r = pgn::writeFileAtomically(path, encodeState(state));
    return r ? std::string() : r.message;
}

std::optional<TournamentState> loadState(const std::string& path, std::string* error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (error)
            *error = "cannot open the state file " + path;
        return std::nullopt;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    std::string why;
    std::optional<TournamentState> st = decodeState(ss.str(), &why);
    if (!st && error)
        *error = path + ": " + why;
    return st;
}

} // namespace kibitz::tournament
