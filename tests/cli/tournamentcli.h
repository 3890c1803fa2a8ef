// Shared by the kibitz-cli tournament tests: running the command, fake-engine specs, and reading a tournament's
// games back from its PGN (without the move comments, whose times differ from run to run).
#pragma once

#include "pgn/gamebuilder.h"

#include <QFile>
#include <QProcess>
#include <QStringList>

#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace tournamentcli {

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

inline Run run(const QStringList& args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(QStringLiteral(KIBITZ_CLI), args);
    if (!p.waitForFinished(timeoutMs))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

// --engine for a fake engine called `name` with its seed and behaviour.
inline QStringList engine(const QString& name, const QString& args, const QString& tc = QStringLiteral("60+1"))
{
    return {QStringLiteral("--engine"),
            QStringLiteral("name=%1,cmd=%2 %3,proto=uci,tc=%4").arg(name, QStringLiteral(KIBITZ_FAKE_ENGINE), args, tc)};
}

inline QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Round tag -> (White, Black, Result, the moves in coordinates); a round seen twice is reported in `duplicates`.
using Games = std::map<std::string, std::tuple<std::string, std::string, std::string, std::string>>;

inline Games games(const QString& pgnPath, int* duplicates = nullptr, int* errors = nullptr)
{
    Games out;
    const QByteArray text = readFile(pgnPath);
    for (const kibitz::pgn::Game& g : kibitz::pgn::readGames(std::string_view(text.constData(), std::size_t(text.size())))) {
        std::string moves;
        for (kibitz::pgn::NodeId n = g.node(kibitz::pgn::RootNode).children.empty() ? kibitz::pgn::NoNode
                                                                                    : g.node(kibitz::pgn::RootNode).children.front();
             n != kibitz::pgn::NoNode; n = g.node(n).children.empty() ? kibitz::pgn::NoNode : g.node(n).children.front())
            moves += std::to_string(g.node(n).move.raw()) + " ";
        const std::string round(g.tag("Round"));
        if (out.count(round) && duplicates)
            ++*duplicates;
        if (!g.errors().empty() && errors)
            ++*errors;
        out[round] = {std::string(g.tag("White")), std::string(g.tag("Black")), g.result(), moves};
    }
    return out;
}

} // namespace tournamentcli
