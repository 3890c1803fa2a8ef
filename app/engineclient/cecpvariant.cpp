// CecpDriver's variant jobs: an xboard engine is given a variant by name ("variant NAME") when its "variants"
// feature lists it and the definition is the one Kibitz ships under that name (CECP cannot carry rules).
#include "cecpdriver.h"

#include "cecpparse.h"

#include "variant/builtin.h"
#include "variant/movegen.h"
#include "variant/variantsini.h"

#include <QCoreApplication>

namespace kibitz::engineclient {

std::optional<Failure> CecpDriver::syncVariant(const VariantLine& game)
{
    QString name = QString::fromStdString(game.engineVariantName());
    if (game.engineName.empty() && name == u"chess")
        name = QStringLiteral("normal"); // xboard's name for chess
    if (game.engineName.empty()) {       // only a game Kibitz ships has rules known to be the engine's of that name
        const variant::VariantDef* shipped = variant::builtinVariant(game.definition().name);
        if (!shipped || !variant::equivalent(*shipped, game.definition()))
            return Failure{Failure::Kind::Unsupported,
                           QCoreApplication::translate("kibitz::engineclient::ExternalEngine",
                                                       "%1 speaks xboard, which cannot be given a variant's rules: it plays only the "
                                                       "variants it knows, and “%2” is not one Kibitz knows it has.")
                               .arg(QStringLiteral("%1"), name)};
    }
    if (!m_variants.contains(name))
        return Failure{Failure::Kind::Unsupported,
                       QCoreApplication::translate("kibitz::engineclient::ExternalEngine", "%1 does not play the variant “%2”.")
                           .arg(QStringLiteral("%1"), name)};
    auto walk = std::make_unique<VariantWalk>(VariantLine{game.rules, game.startFen, {}, {}});
    if (!walk->valid())
        return Failure{Failure::Kind::Unsupported, QStringLiteral("%1: ") + QString::fromStdString(walk->error())};
    const bool standard = game.effectiveStartFen() == game.rules->startFen();
    if (!standard && !m_setboard)
        return Failure{Failure::Kind::Unsupported,
                       QCoreApplication::translate("kibitz::engineclient::ExternalEngine",
                                                   "%1 cannot be given this position (it does not accept \"setboard\").")};
    // Every variant job starts afresh: the engine's game is never continued across a variant's rules.
    newGame();
    m_syncValid = false;
    m_host.send(QStringLiteral("variant ") + name);
    if (!standard)
        m_host.send(QStringLiteral("setboard ") + QString::fromStdString(game.effectiveStartFen()));
    for (const variant::Move m : game.moves) {
        if (!variant::MoveList(walk->position()).contains(m))
            return Failure{Failure::Kind::Unsupported, QStringLiteral("%1: a move of the game is not legal")};
        m_host.send(cecpMoveCommand(walk->position(), m, m_san, m_usermove));
        walk->push(m);
    }
    m_variantRoot = std::move(walk);
    return std::nullopt;
}

bool CecpDriver::whiteToMove(const Job& job) const
{
    if (job.variant)
        return !m_variantRoot || m_variantRoot->position().sideToMove() == White;
    return job.game.position().sideToMove() == White;
}

} // namespace kibitz::engineclient
