// EngineMoveSource: the built-in engine (search::Engine) as a MoveSource, at a chosen strength. The engine
// answers on its own thread; the answer is queued back to this object's thread.
#pragma once

#include "movesource.h"

#include "core/search/engine.h"

#include <memory>

namespace kibitz::gui {

class EngineMoveSource : public MoveSource {
    Q_OBJECT

public:
    explicit EngineMoveSource(QObject* parent = nullptr);
    ~EngineMoveSource() override;

    void setStrength(const search::StrengthSettings& strength);
    void findMove(const GameLine& game, int moveTimeMs, quint64 ticket) override;
    void cancel() override;
    QString name() const override;
    // What the built-in engine is called wherever it is offered (auto move, analysis, settings).
    static QString builtInName();

private:
    std::unique_ptr<search::Engine> m_engine;
};

} // namespace kibitz::gui
