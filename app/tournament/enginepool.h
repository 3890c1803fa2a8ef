// EnginePool: the engine processes of a tournament, one set per participant. A game takes an instance of each of its
// two engines and gives them back when it ends; an idle instance is reused by the next game of that engine (after
// "ucinewgame"/"new"), more are started when games run at once, so every game in progress has processes of its
// own. An instance that crashed or hung was killed by the engine client and starts afresh on its next request.
// Invariant: an instance is used by at most one game at a time; the pool owns every instance.
#pragma once

#include "tournament/settings.h"

#include "engineclient/engine.h"

#include <QObject>

#include <vector>

namespace kibitz::tournament {

class EnginePool : public QObject {
    Q_OBJECT

public:
    EnginePool(const std::vector<EngineEntry>& engines, int replyTimeoutMs, QObject* parent = nullptr);
    ~EnginePool() override;

    engineclient::Engine* acquire(int engine);
    void release(int engine, engineclient::Engine* instance);
    // Instances in existence (idle or in use), for tests and the log.
    int instances() const { return m_created; }

private:
    engineclient::Engine* create(int engine);

    std::vector<EngineEntry> m_engines;
    int m_replyMs;
    std::vector<std::vector<engineclient::Engine*>> m_idle;
    int m_created = 0;
};

} // namespace kibitz::tournament
