// Gaviota probing: Kibitz positions as the library's piece lists, its results as Probe values, the children of a
// position ranked by their results.
#include "gaviota.h"

#include "core/bitboard.h"
#include "core/movegen.h"

#include <gtb-probe.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <mutex>
#include <system_error>

namespace kibitz::tablebase {

namespace {

// The scheme most files in `dirs` use (1-4), 0 when there are none; `error` names a directory that cannot be read.
int detectCompression(const std::vector<std::string>& dirs, std::string& error)
{
    std::array<int, 5> counts{};
    for (const std::string& dir : dirs) {
        std::error_code ec;
        std::filesystem::directory_iterator it(dir, ec);
        if (ec) {
            error = "cannot read the tablebase directory " + dir + ": " + ec.message();
            return 0;
        }
        for (const auto& entry : it) {
            const std::string name = entry.path().filename().string();
            const std::size_t at = name.rfind(".gtb.cp");
            if (at != std::string::npos && at + 8 == name.size() && name.back() >= '1' && name.back() <= '4')
                ++counts[std::size_t(name.back() - '0')];
        }
    }
    const auto most = std::max_element(counts.begin() + 1, counts.end());
    return *most > 0 ? int(most - counts.begin()) : 0;
}

int piecesFromAvailability(unsigned bits)
{
    if (bits & (1u << 4))
        return 5;
    if (bits & (1u << 2))
        return 4;
    if (bits & 1u)
        return 3;
    return 0;
}

} // namespace

int Probe::movesToMate() const
{
    switch (wdl) {
    case Wdl::Win: return (plies + 1) / 2;
    case Wdl::Loss: return -(plies / 2);
    case Wdl::Draw: break;
    }
    return 0;
}

bool better(const Probe& a, const Probe& b)
{
    if (a.wdl != b.wdl)
        return a.wdl > b.wdl;
    if (a.wdl == Wdl::Win)
        return a.plies < b.plies;
    if (a.wdl == Wdl::Loss)
        return a.plies > b.plies;
    return false;
}

Gaviota& Gaviota::instance()
{
    static Gaviota tables;
    return tables;
}

std::string Gaviota::debianPath() { return "/usr/share/gaviotatb/gtb4"; }

Gaviota::~Gaviota() { close(); }

OpenResult Gaviota::open(const std::vector<std::string>& paths, std::size_t cacheBytes)
{
    const std::unique_lock lock(m_mutex); // the whole replacement at once: opens from two threads never interleave
    closeLocked();
    OpenResult result;
    for (const std::string& p : paths)
        if (!p.empty())
            result.paths.push_back(p);
    if (result.paths.empty()) {
        result.error = "no tablebase directory given";
        return result;
    }
    result.compression = detectCompression(result.paths, result.error);
    if (!result.error.empty())
        return result;
    if (result.compression == 0) {
        result.error = "no Gaviota tablebase files (*.gtb.cp1 to *.gtb.cp4) in " + result.paths.front();
        for (std::size_t i = 1; i < result.paths.size(); ++i)
            result.error += ", " + result.paths[i];
        return result;
    }

    m_paths = tbpaths_init();
    for (const std::string& p : result.paths)
        m_paths = tbpaths_add(m_paths, p.c_str()); // the library keeps its own copy
    static const int Schemes[] = {tb_UNCOMPRESSED, tb_CP1, tb_CP2, tb_CP3, tb_CP4};
    tb_init(0, Schemes[result.compression], m_paths);
    tbcache_init(cacheBytes, 96); // 96/128 of the cache for WDL blocks, as the library suggests for GUIs and engines
    result.maxPieces = piecesFromAvailability(tb_availability());
    if (!tb_is_initialized() || result.maxPieces == 0) {
        result.error = "the Gaviota tables in " + result.paths.front() + " could not be opened";
        tbcache_done();
        tb_done();
        m_paths = tbpaths_done(m_paths);
        return result;
    }
    m_maxPieces = result.maxPieces;
    m_open = true;
    return result;
}

void Gaviota::close()
{
    const std::unique_lock lock(m_mutex);
    closeLocked();
}

void Gaviota::closeLocked()
{
    if (!m_open)
        return;
    tbcache_done();
    tb_done();
    m_paths = tbpaths_done(m_paths);
    m_open = false;
    m_maxPieces = 0;
}

bool Gaviota::isOpen() const
{
    const std::shared_lock lock(m_mutex);
    return m_open;
}

int Gaviota::maxPieces() const
{
    const std::shared_lock lock(m_mutex);
    return m_maxPieces;
}

bool Gaviota::covers(const Position& pos) const
{
    const std::shared_lock lock(m_mutex);
    return m_open && popcount(pos.pieces()) <= m_maxPieces && pos.castlingRights() == NoCastling;
}

std::optional<Probe> Gaviota::probe(const Position& pos) const
{
    const std::shared_lock lock(m_mutex);
    return probeLocked(pos);
}

std::optional<Probe> Gaviota::probeLocked(const Position& pos) const
{
    if (!m_open || popcount(pos.pieces()) > m_maxPieces || pos.castlingRights() != NoCastling)
        return std::nullopt;
    // Piece lists per colour, each closed by the library's end markers; Kibitz's squares and piece types use the
    // library's numbering (a1 = 0, pawn = 1 ... king = 6).
    unsigned squares[ColorCount][17];
    unsigned char pieces[ColorCount][17];
    for (const Color c : {White, Black}) {
        int n = 0;
        for (Bitboard b = pos.pieces(c); b && n < 16; ++n) {
            const Square s = popLsb(b);
            squares[c][n] = s;
            pieces[c][n] = static_cast<unsigned char>(typeOf(pos.pieceOn(s)));
        }
        squares[c][n] = tb_NOSQUARE;
        pieces[c][n] = tb_NOPIECE;
    }
    const unsigned stm = pos.sideToMove() == White ? tb_WHITE_TO_MOVE : tb_BLACK_TO_MOVE;
    const unsigned ep = pos.epSquare() == NoSquare ? unsigned(tb_NOSQUARE) : unsigned(pos.epSquare());
    unsigned info = tb_UNKNOWN, plies = 0;
    if (!tb_probe_hard(stm, ep, tb_NOCASTLE, squares[White], squares[Black], pieces[White], pieces[Black], &info, &plies))
        return std::nullopt;
    Probe p;
    p.plies = int(plies);
    switch (info) {
    case tb_DRAW: p.plies = 0; return p;
    case tb_WMATE: p.wdl = pos.sideToMove() == White ? Wdl::Win : Wdl::Loss; return p;
    case tb_BMATE: p.wdl = pos.sideToMove() == Black ? Wdl::Win : Wdl::Loss; return p;
    default: // tb_FORBID (an impossible position) or tb_UNKNOWN
        return std::nullopt;
    }
}

std::optional<std::vector<MoveProbe>> Gaviota::rankMoves(Position& pos) const
{
    const std::shared_lock lock(m_mutex);
    if (!m_open || pos.castlingRights() != NoCastling || popcount(pos.pieces()) > m_maxPieces)
        return std::nullopt;
    std::vector<MoveProbe> ranked;
    for (const Move m : MoveList<GenType::Legal>(pos)) {
        StateInfo st;
        pos.doMove(m, st);
        const std::optional<Probe> child = probeLocked(pos);
        pos.undoMove(m);
        if (!child)
            return std::nullopt;
        // The opponent's result one ply later, seen from the mover.
        const Wdl ours = Wdl(-int(child->wdl));
        ranked.push_back({m, {ours, ours == Wdl::Draw ? 0 : child->plies + 1}});
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const MoveProbe& a, const MoveProbe& b) { return better(a.result, b.result); });
    return ranked;
}

std::vector<Move> Gaviota::bestMoves(Position& pos) const
{
    std::vector<Move> best;
    const std::optional<std::vector<MoveProbe>> ranked = rankMoves(pos);
    if (!ranked || ranked->empty())
        return best;
    for (const MoveProbe& m : *ranked)
        if (m.result == ranked->front().result)
            best.push_back(m.move);
    return best;
}

} // namespace kibitz::tablebase
