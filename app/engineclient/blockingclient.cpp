#include "blockingclient.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>

namespace kibitz::engineclient {

bool BlockingClient::start(int timeoutMs, Failure* failure)
{
    QEventLoop loop;
    bool ready = false;
    std::optional<Failure> why;
    QObject::connect(&m_engine, &Engine::ready, &loop, [&] {
        ready = true;
        loop.quit();
    });
    QObject::connect(&m_engine, &Engine::failed, &loop, [&](quint64, const Failure& f) {
        why = f;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, [&] {
        why = Failure{Failure::Kind::Handshake,
                      QCoreApplication::translate("kibitz::engineclient::BlockingClient", "%1 did not get ready within %2 ms.")
                          .arg(m_engine.name())
                          .arg(timeoutMs)};
        loop.quit();
    });
    m_engine.start();
    if (!ready && !why)
        loop.exec();
    if (!ready && failure)
        *failure = why.value_or(Failure{});
    return ready;
}

BlockingClient::Outcome BlockingClient::findMove(const GameLine& game, const SearchLimits& limits, int timeoutMs)
{
    return run([&](quint64 ticket) { m_engine.findMove(game, limits, ticket); }, timeoutMs);
}

BlockingClient::Outcome BlockingClient::findVariantMove(const VariantLine& game, const SearchLimits& limits, int timeoutMs)
{
    return run([&](quint64 ticket) { m_engine.findVariantMove(game, limits, ticket); }, timeoutMs);
}

BlockingClient::Outcome BlockingClient::run(const std::function<void(quint64 ticket)>& ask, int timeoutMs)
{
    const quint64 ticket = ++m_ticket;
    Outcome outcome;
    QEventLoop loop;
    QObject::connect(&m_engine, &Engine::updated, &loop, [&](quint64 t, const AnalysisUpdate& update) {
        if (t == ticket && !update.lines.empty()) {
            outcome.last = update;
            outcome.hasLast = true;
        }
    });
    QObject::connect(&m_engine, &Engine::moveFound, &loop, [&](quint64 t, const MoveResult& result) {
        if (t != ticket)
            return;
        outcome.move = result;
        loop.quit();
    });
    QObject::connect(&m_engine, &Engine::failed, &loop, [&](quint64 t, const Failure& f) {
        if (t != ticket)
            return;
        outcome.failure = f;
        loop.quit();
    });
    if (timeoutMs > 0)
        QTimer::singleShot(timeoutMs, &loop, [&] {
            m_engine.stop();
            outcome.failure = Failure{
                Failure::Kind::NoMoveInTime,
                QCoreApplication::translate("kibitz::engineclient::BlockingClient", "%1 did not play a move within %2 ms.")
                    .arg(m_engine.name())
                    .arg(timeoutMs)};
            loop.quit();
        });
    QTimer cancelWatch;
    if (m_cancel) {
        if (m_cancel->load()) {
            outcome.cancelled = true;
            return outcome;
        }
        cancelWatch.setInterval(10);
        QObject::connect(&cancelWatch, &QTimer::timeout, &loop, [&] {
            if (!m_cancel->load())
                return;
            m_engine.stop();
            outcome.cancelled = true;
            loop.quit();
        });
        cancelWatch.start();
    }
    ask(ticket);
    if (!outcome.move && !outcome.failure)
        loop.exec();
    return outcome;
}

} // namespace kibitz::engineclient
