#include "enginepool.h"

#include "engineclient/builtinengine.h"
#include "engineclient/externalengine.h"

namespace kibitz::tournament {

EnginePool::EnginePool(const std::vector<EngineEntry>& engines, int replyTimeoutMs, QObject* parent)
    : QObject(parent),
      m_engines(engines),
      m_replyMs(replyTimeoutMs),
      m_idle(engines.size())
{
}

EnginePool::~EnginePool() = default; // instances are children of the pool

engineclient::Engine* EnginePool::create(int index)
{
    const EngineEntry& e = m_engines[std::size_t(index)];
    ++m_created;
    if (e.command == "builtin")
        return new engineclient::BuiltinEngine(16, this);
    const auto protocol = engineclient::protocolFromName(QString::fromStdString(e.protocol)).value_or(engineclient::Protocol::Auto);
    engineclient::EngineSpec spec = engineclient::EngineSpec::fromCommandLine(QString::fromStdString(e.command), protocol);
    spec.name = QString::fromStdString(e.name);
    for (const auto& [name, value] : e.options)
        spec.setOptionValue(QString::fromStdString(name), QString::fromStdString(value));
    auto* engine = new engineclient::ExternalEngine(spec, this);
    engine->setMaxRestarts(0); // a failure loses the game; the next request starts the program again
    engine->setReplyTimeoutMs(m_replyMs);
    return engine;
}

engineclient::Engine* EnginePool::acquire(int engine)
{
    auto& idle = m_idle[std::size_t(engine)];
    if (idle.empty())
        return create(engine);
    engineclient::Engine* instance = idle.back();
    idle.pop_back();
    return instance;
}

void EnginePool::release(int engine, engineclient::Engine* instance) { m_idle[std::size_t(engine)].push_back(instance); }

} // namespace kibitz::tournament
