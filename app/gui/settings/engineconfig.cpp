#include "engineconfig.h"

#include <QSettings>

namespace kibitz::gui {

const ExternalEngine* EngineConfig::find(const QString& name) const
{
    if (name.isEmpty())
        return nullptr;
    for (const ExternalEngine& e : engines)
        if (e.name == name)
            return &e;
    return nullptr;
}

EngineConfig EngineConfig::load()
{
    QSettings s;
    EngineConfig c;
    const int n = s.beginReadArray(QStringLiteral("engines/external"));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        ExternalEngine e{s.value(QStringLiteral("name")).toString(), s.value(QStringLiteral("program")).toString(),
                         s.value(QStringLiteral("arguments")).toStringList()};
        if (!e.name.isEmpty() && !e.program.isEmpty())
            c.engines.append(e);
    }
    s.endArray();
    c.analysisEngine = s.value(QStringLiteral("engines/analysis")).toString();
    c.autoMoveEngine = s.value(QStringLiteral("engines/autoMove")).toString();
    return c;
}

void EngineConfig::save() const
{
    QSettings s;
    s.remove(QStringLiteral("engines/external"));
    s.beginWriteArray(QStringLiteral("engines/external"), int(engines.size()));
    for (int i = 0; i < engines.size(); ++i) {
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("name"), engines[i].name);
        s.setValue(QStringLiteral("program"), engines[i].program);
        s.setValue(QStringLiteral("arguments"), engines[i].arguments);
    }
    s.endArray();
    s.setValue(QStringLiteral("engines/analysis"), analysisEngine);
    s.setValue(QStringLiteral("engines/autoMove"), autoMoveEngine);
}

} // namespace kibitz::gui
