#include "enginetypes.h"

namespace kibitz::engineclient {

QString protocolName(Protocol protocol)
{
    switch (protocol) {
    case Protocol::Uci: return QStringLiteral("uci");
    case Protocol::Xboard: return QStringLiteral("xboard");
    case Protocol::Auto: break;
    }
    return QStringLiteral("auto");
}

std::optional<Protocol> protocolFromName(QStringView name)
{
    if (name == u"uci")
        return Protocol::Uci;
    if (name == u"xboard" || name == u"cecp")
        return Protocol::Xboard;
    if (name == u"auto")
        return Protocol::Auto;
    return std::nullopt;
}

AnalysisUpdate Info::toUpdate() const
{
    AnalysisUpdate u;
    u.depth = depth;
    u.seldepth = seldepth;
    u.nodes = nodes;
    u.nps = nps;
    u.hashfull = hashfull;
    u.timeMs = timeMs;
    if (hasLine())
        u.lines.push_back(Line{multipv, depth, seldepth, *score, wdl, pv, variantPv});
    return u;
}

} // namespace kibitz::engineclient
