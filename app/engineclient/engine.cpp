#include "engine.h"

#include <QCoreApplication>

namespace kibitz::engineclient {

void Engine::analyseVariant(const VariantLine& game, int, quint64 ticket) { findVariantMove(game, {}, ticket); }

void Engine::findVariantMove(const VariantLine& game, const SearchLimits&, quint64 ticket)
{
    const Failure failure{Failure::Kind::Unsupported,
                          QCoreApplication::translate("kibitz::engineclient::ExternalEngine", "%1 cannot play the variant “%2”.")
                              .arg(name(), QString::fromStdString(game.definition().name))};
    QMetaObject::invokeMethod(
        this, [this, ticket, failure] { emit failed(ticket, failure); }, Qt::QueuedConnection);
}

} // namespace kibitz::engineclient
