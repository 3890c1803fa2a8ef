// BuiltinAnalysisEngine: the Kibitz search (search::Engine) analysing without a limit on its own thread.
// Reports are queued to the GUI thread; an atomic generation lets the search thread skip reports that are
// already stale, so a fast navigation does not flood the event queue.
#pragma once

#include "analysisengine.h"

#include "core/search/engine.h"

#include <atomic>
#include <memory>

namespace kibitz::gui {

class BuiltinAnalysisEngine : public AnalysisEngine {
    Q_OBJECT

public:
    explicit BuiltinAnalysisEngine(QObject* parent = nullptr);
    ~BuiltinAnalysisEngine() override;

    void startAnalysis(const GameLine& game, int multiPv, quint64 generation) override;
    void stopAnalysis() override;
    QString name() const override;

    // The search's report in the engine-neutral form (scores stay from the side to move's view).
    static AnalysisUpdate toUpdate(const search::SearchInfo& info);

private:
    std::unique_ptr<search::Engine> m_engine; // made on first use: every window has the dock, few analyse
    std::atomic<quint64> m_live{0};           // generation whose reports are still wanted; 0: none
};

} // namespace kibitz::gui
