#include "variantengine.h"

#include "variantgamemodel.h"

#include "engineclient/externalengine.h"

#include "variant/position.h"
#include "variant/san.h"
#include "variant/search/search.h"

#include <QPointer>
#include <QtConcurrent>

#include <deque>

namespace kibitz::gui {

namespace {

QString scoreText(int score)
{
    if (std::abs(score) > variant::MateScore - variant::MaxPly) {
        const int plies = variant::MateScore - std::abs(score);
        return VariantEngine::tr("mate in %1").arg(score > 0 ? (plies + 1) / 2 : -(plies + 1) / 2);
    }
    return QStringLiteral("%1%2").arg(score >= 0 ? QStringLiteral("+") : QString()).arg(score / 100.0, 0, 'f', 2);
}

} // namespace

VariantEngine::VariantEngine(QObject* parent) : QObject(parent) {}

VariantEngine::~VariantEngine()
{
    stop();
    m_future.waitForFinished();
}

void VariantEngine::findMove(const variant::VariantGame& game, int ply, int movetimeMs) { start(game, ply, movetimeMs, false, 1); }

void VariantEngine::analyse(const variant::VariantGame& game, int ply, int lines) { start(game, ply, 0, true, std::max(1, lines)); }

void VariantEngine::stop()
{
    ++m_request; // whatever the running search still says is dropped
    ++m_ticket;
    if (m_cancel)
        m_cancel->store(true);
    if (m_external)
        m_external->stop();
    setBusy(false);
}

void VariantEngine::setBusy(bool busy)
{
    if (busy != m_busy) {
        m_busy = busy;
        emit busyChanged(busy);
    }
}

void VariantEngine::start(const variant::VariantGame& game, int ply, int movetimeMs, bool analysis, int lines)
{
    stop();
    if (m_external) {
        startExternal(game, ply, movetimeMs, analysis, lines);
        return;
    }
    m_future.waitForFinished(); // the stopped search ends within a node check
    std::string why;
    const auto rules = variant::Rules::compile(game.definition, &why);
    if (!rules)
        return;
    const quint64 request = m_request;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    setBusy(true);
    QPointer<VariantEngine> self(this);
    m_future = QtConcurrent::run([self, cancel, rules, game, ply, movetimeMs, analysis, lines, request] {
        variant::Position pos;
        std::deque<variant::StateInfo> states;
        replayVariantGame(rules, game.startFen, game.moves, ply, pos, states);
        variant::SearchLimits limits;
        limits.movetimeMs = movetimeMs;
        limits.cancel = cancel.get();
        limits.multiPv = analysis ? lines : 1;
        variant::VariantSearch search(rules, 16);
        const auto report = [&](const variant::SearchResult& r) {
            // Each line as SAN, on a position of its own (the searched one is in use).
            QStringList texts;
            for (const variant::SearchLine& pv : r.lines) {
                variant::Position walk;
                std::deque<variant::StateInfo> walkStates;
                replayVariantGame(rules, game.startFen, game.moves, ply, walk, walkStates);
                QStringList line;
                for (const variant::Move m : pv.pv) {
                    line << QString::fromStdString(variant::toSan(walk, m));
                    walkStates.emplace_back();
                    walk.doMove(m, walkStates.back());
                }
                texts << VariantEngine::tr("depth %1").arg(r.depth)
                        + QStringLiteral("  %1  %2").arg(scoreText(pv.score), line.join(QLatin1Char(' ')));
            }
            const QString text = texts.join(QLatin1Char('\n'));
            QMetaObject::invokeMethod(
                self.data(),
                [self, request, text] {
                    if (self && self->m_request == request)
                        emit self->analysisUpdated(text);
                },
                Qt::QueuedConnection);
        };
        const variant::SearchResult result = search.search(pos, limits,
                                                           analysis ? std::function<void(const variant::SearchResult&)>(report) : nullptr);
        QMetaObject::invokeMethod(
            self.data(),
            [self, request, analysis, best = result.best] {
                if (!self || self->m_request != request)
                    return;
                self->setBusy(false);
                if (!analysis)
                    emit self->moveFound(best);
            },
            Qt::QueuedConnection);
    });
}

} // namespace kibitz::gui
