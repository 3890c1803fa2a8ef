// The variant window's engine when it is an external program: requests go to the engine client as variant jobs
// (which checks every move the engine names under the variant's rules), reports come back as the window's text.
#include "variantengine.h"

#include "engineclient/externalengine.h"
#include "variant/san.h"

namespace kibitz::gui {

namespace {

QString scoreText(const engineclient::Score& s)
{
    if (s.kind == engineclient::Score::Kind::Mate)
        return VariantEngine::tr("mate in %1").arg(s.value);
    return QStringLiteral("%1%2").arg(s.value >= 0 ? QStringLiteral("+") : QString()).arg(s.value / 100.0, 0, 'f', 2);
}

} // namespace

void VariantEngine::setExternal(const std::optional<engineclient::EngineSpec>& spec)
{
    stop();
    m_external.reset();
    if (!spec)
        return;
    m_external = std::make_unique<engineclient::ExternalEngine>(*spec);
    connect(m_external.get(), &engineclient::Engine::updated, this, &VariantEngine::externalUpdated);
    connect(m_external.get(), &engineclient::Engine::moveFound, this, &VariantEngine::externalMove);
    connect(m_external.get(), &engineclient::Engine::problem, this, &VariantEngine::problem);
    connect(m_external.get(), &engineclient::Engine::failed, this, [this](quint64 ticket, const engineclient::Failure& failure) {
        // A start-up failure (ticket 0) belongs to the request that started the engine.
        if (!m_busy || (ticket != m_ticket && ticket != 0))
            return;
        setBusy(false);
        ++m_ticket; // nothing more about this request
        emit failed(failure.text);
    });
}

void VariantEngine::startExternal(const variant::VariantGame& game, int ply, int movetimeMs, bool analysis, int lines)
{
    std::string why;
    const auto rules = variant::Rules::compile(game.definition, &why);
    if (!rules) {
        emit failed(tr("The variant cannot be played: %1").arg(QString::fromStdString(why)));
        return;
    }
    const auto end = game.moves.begin() + std::clamp<std::ptrdiff_t>(ply, 0, std::ptrdiff_t(game.moves.size()));
    m_externalLine = engineclient::VariantLine{rules, game.startFen, {game.moves.begin(), end}, {}};
    const quint64 ticket = ++m_ticket;
    m_externalLines = analysis ? lines : 1;
    m_externalTexts.clear();
    setBusy(true);
    if (analysis) {
        m_external->analyseVariant(m_externalLine, m_externalLines, ticket);
    } else {
        engineclient::SearchLimits limits;
        limits.movetimeMs = movetimeMs;
        m_external->findVariantMove(m_externalLine, limits, ticket);
    }
}

void VariantEngine::externalUpdated(quint64 ticket, const engineclient::AnalysisUpdate& update)
{
    if (!m_busy || ticket != m_ticket)
        return;
    // UCI engines report one line per "info": each report replaces the text of its rank (the lines of a depth
    // arrive one after another, so for a moment the lower ones may still be of the depth before).
    bool changed = false;
    for (const engineclient::Line& line : update.lines) {
        if (line.variantPv.empty() || line.multipv < 1 || line.multipv > m_externalLines)
            continue;
        engineclient::VariantWalk walk(m_externalLine);
        if (!walk.valid())
            return;
        QStringList sans;
        for (const variant::Move m : line.variantPv) { // legal in sequence: the client checked them
            sans << QString::fromStdString(variant::toSan(walk.position(), m));
            walk.push(m);
        }
        m_externalTexts[line.multipv] = tr("depth %1").arg(line.depth)
            + QStringLiteral("  %1  %2").arg(scoreText(line.score), sans.join(QLatin1Char(' ')));
        changed = true;
    }
    if (!changed)
        return;
    QStringList texts;
    for (const auto& [rank, text] : m_externalTexts)
        texts << text;
    emit analysisUpdated(texts.join(QLatin1Char('\n')));
}

void VariantEngine::externalMove(quint64 ticket, const engineclient::MoveResult& result)
{
    if (!m_busy || ticket != m_ticket)
        return;
    setBusy(false);
    switch (result.kind) {
    case engineclient::MoveResult::Kind::Move: emit moveFound(result.variantMove); break;
    case engineclient::MoveResult::Kind::NoMove: emit moveFound(variant::Move::none()); break;
    case engineclient::MoveResult::Kind::Illegal:
        emit failed(tr("%1 played “%2”, which is not a legal move here.").arg(m_external->name(), result.text));
        break;
    case engineclient::MoveResult::Kind::Resign: emit failed(tr("%1 resigns.").arg(m_external->name())); break;
    }
}

} // namespace kibitz::gui
