#include "tournamentconfig.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QThread>

namespace kibitz::gui {

namespace {

QString key(const char* name) { return QStringLiteral("tournament/") + QLatin1String(name); }

QString str(const std::string& s) { return QString::fromStdString(s); }

} // namespace

TournamentConfig TournamentConfig::defaults()
{
    TournamentConfig c;
    c.settings.rounds = 1;
    c.settings.concurrency = std::max(1, QThread::idealThreadCount());
    c.settings.adjudication.maxMoves = 150;
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    c.settings.pgnOut = QDir(dir.isEmpty() ? QDir::homePath() : dir).filePath(QStringLiteral("tournament.pgn")).toStdString();
    return c;
}

TournamentConfig TournamentConfig::load()
{
    QSettings s;
    TournamentConfig c = defaults();
    tournament::Settings& t = c.settings;
    if (const auto f = tournament::formatFromName(s.value(key("format"), QStringLiteral("rr")).toString().toStdString()))
        t.format = *f;
    t.rounds = std::clamp(s.value(key("rounds"), t.rounds).toInt(), 1, 100000);
    for (const QString& spec : s.value(key("engines")).toStringList())
        if (const auto e = tournament::EngineEntry::parse(spec.toStdString()))
            t.engines.push_back(*e);
    t.openings.file = s.value(key("openings/file")).toString().toStdString();
    t.openings.order = s.value(key("openings/random"), false).toBool() ? tournament::OpeningOrder::Random
                                                                       : tournament::OpeningOrder::Sequential;
    t.openings.seed = s.value(key("openings/seed"), 0).toULongLong();
    t.openings.repeat = s.value(key("openings/repeat"), true).toBool();
    t.openings.plies = std::max(0, s.value(key("openings/plies"), 0).toInt());
    t.adjudication.resign.moveCount = std::max(0, s.value(key("resign/count"), 0).toInt());
    t.adjudication.resign.scoreCp = std::max(1, s.value(key("resign/score"), 1000).toInt());
    t.adjudication.draw.moveNumber = std::max(0, s.value(key("draw/number"), 40).toInt());
    t.adjudication.draw.moveCount = std::max(0, s.value(key("draw/count"), 0).toInt());
    t.adjudication.draw.scoreCp = std::max(0, s.value(key("draw/score"), 10).toInt());
    t.adjudication.maxMoves = std::max(0, s.value(key("maxMoves"), t.adjudication.maxMoves).toInt());
    t.adjudication.tablebases = s.value(key("tablebases"), false).toBool();
    t.concurrency = std::clamp(s.value(key("concurrency"), t.concurrency).toInt(), 1, 256);
    t.event = s.value(key("event"), str(t.event)).toString().toStdString();
    t.pgnOut = s.value(key("pgn"), str(t.pgnOut)).toString().toStdString();
    c.statePath = s.value(key("state")).toString();
    return c;
}

void TournamentConfig::save() const
{
    QSettings s;
    const tournament::Settings& t = settings;
    s.setValue(key("format"), QLatin1String(tournament::formatName(t.format)));
    s.setValue(key("rounds"), t.rounds);
    QStringList engines;
    for (const tournament::EngineEntry& e : t.engines)
        engines << str(e.spec());
    s.setValue(key("engines"), engines);
    s.setValue(key("openings/file"), str(t.openings.file));
    s.setValue(key("openings/random"), t.openings.order == tournament::OpeningOrder::Random);
    s.setValue(key("openings/seed"), qulonglong(t.openings.seed));
    s.setValue(key("openings/repeat"), t.openings.repeat);
    s.setValue(key("openings/plies"), t.openings.plies);
    s.setValue(key("resign/count"), t.adjudication.resign.moveCount);
    s.setValue(key("resign/score"), t.adjudication.resign.scoreCp);
    s.setValue(key("draw/number"), t.adjudication.draw.moveNumber);
    s.setValue(key("draw/count"), t.adjudication.draw.moveCount);
    s.setValue(key("draw/score"), t.adjudication.draw.scoreCp);
    s.setValue(key("maxMoves"), t.adjudication.maxMoves);
    s.setValue(key("tablebases"), t.adjudication.tablebases);
    s.setValue(key("concurrency"), t.concurrency);
    s.setValue(key("event"), str(t.event));
    s.setValue(key("pgn"), str(t.pgnOut));
    s.setValue(key("state"), statePath);
}

} // namespace kibitz::gui
