// BuiltinEngine: the Kibitz search (search::Engine) behind the Engine interface. It searches on its own thread;
// reports are queued to this object's thread, and a serial number lets the search thread skip reports that are
// already stale (so fast navigation does not flood the event queue) and drops the answers of stopped requests.
// The search engine and its hash are made on first use: every window has the dock, few analyse.
// With tablebases switched on, a position the open Gaviota tables cover is searched among its tablebase-best moves
// only (search::Limits::searchMoves): the search itself never touches a file.
#pragma once

#include "engine.h"

#include "core/search/engine.h"

#include <atomic>
#include <memory>

namespace kibitz::engineclient {

class BuiltinEngine : public Engine {
    Q_OBJECT

public:
    explicit BuiltinEngine(int hashMb = 64, QObject* parent = nullptr);
    ~BuiltinEngine() override;

    // What the built-in engine is called wherever it is offered (auto move, analysis, settings).
    static QString builtInName();
    void setStrength(const search::StrengthSettings& strength);
    // Root moves limited to the tablebase-best ones (tablebase::Gaviota::instance()) where the tables cover the
    // position; off by default.
    void setTablebases(bool on) { m_tablebases = on; }
    bool tablebases() const { return m_tablebases; }
    // The moves the search keeps to in `game`'s position: its tablebase-best moves, or empty (all moves).
    std::vector<Move> rootMoves(const GameLine& game) const;

    QString name() const override { return builtInName(); }
    void start() override;
    void newGame() override;
    void analyse(const GameLine& game, int multiPv, quint64 ticket) override;
    void findMove(const GameLine& game, const SearchLimits& limits, quint64 ticket) override;
    void stop() override;
    int maxMultiPv() const override { return search::MaxMultiPv; }

    // The search's report in the engine-neutral form (scores stay from the side to move's view).
    static AnalysisUpdate toUpdate(const search::SearchInfo& info);

private:
    search::Engine& engine();

    int m_hashMb;
    std::unique_ptr<search::Engine> m_engine;
    search::StrengthSettings m_strength;
    bool m_tablebases = false;
    std::atomic<quint64> m_live{0}; // serial of the request whose reports are still wanted; 0: none
    quint64 m_serial = 0;
};

} // namespace kibitz::engineclient
