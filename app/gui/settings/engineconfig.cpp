#include "engineconfig.h"

#include <QSettings>

namespace kibitz::gui {

using engineclient::EngineOption;
using engineclient::EngineSpec;

const EngineSpec* EngineConfig::find(const QString& name) const
{
    if (name.isEmpty())
        return nullptr;
    for (const EngineSpec& e : engines)
        if (e.name == name)
            return &e;
    return nullptr;
}

EngineSpec* EngineConfig::find(const QString& name) { return const_cast<EngineSpec*>(std::as_const(*this).find(name)); }

// Per engine: name, program, arguments, protocol ("uci", "xboard", "auto"; engines saved before there was a choice
// were UCI) and an array of options, each its name, its definition (type as UCI names it, empty for a bare value;
// default; min and max; choices) and the user's value.
EngineConfig EngineConfig::load()
{
    QSettings s;
    EngineConfig c;
    const int n = s.beginReadArray(QStringLiteral("engines/external"));
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        EngineSpec e;
        e.name = s.value(QStringLiteral("name")).toString();
        e.program = s.value(QStringLiteral("program")).toString();
        e.arguments = s.value(QStringLiteral("arguments")).toStringList();
        e.protocol = engineclient::protocolFromName(s.value(QStringLiteral("protocol"), QStringLiteral("uci")).toString())
                         .value_or(engineclient::Protocol::Auto);
        const int options = s.beginReadArray(QStringLiteral("options"));
        for (int k = 0; k < options; ++k) {
            s.setArrayIndex(k);
            EngineOption o;
            o.name = s.value(QStringLiteral("name")).toString();
            o.type = engineclient::optionTypeFromName(s.value(QStringLiteral("type")).toString());
            o.defaultValue = s.value(QStringLiteral("default")).toString();
            o.min = s.value(QStringLiteral("min")).toInt();
            o.max = s.value(QStringLiteral("max")).toInt();
            o.choices = s.value(QStringLiteral("choices")).toStringList();
            o.value = s.value(QStringLiteral("value")).toString();
            if (!o.name.isEmpty())
                e.options.append(o);
        }
        s.endArray();
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
        const EngineSpec& e = engines[i];
        s.setArrayIndex(i);
        s.setValue(QStringLiteral("name"), e.name);
        s.setValue(QStringLiteral("program"), e.program);
        s.setValue(QStringLiteral("arguments"), e.arguments);
        s.setValue(QStringLiteral("protocol"), engineclient::protocolName(e.protocol));
        s.beginWriteArray(QStringLiteral("options"), int(e.options.size()));
        for (int k = 0; k < e.options.size(); ++k) {
            const EngineOption& o = e.options[k];
            s.setArrayIndex(k);
            s.setValue(QStringLiteral("name"), o.name);
            s.setValue(QStringLiteral("type"), engineclient::optionTypeName(o.type));
            s.setValue(QStringLiteral("default"), o.defaultValue);
            s.setValue(QStringLiteral("min"), o.min);
            s.setValue(QStringLiteral("max"), o.max);
            s.setValue(QStringLiteral("choices"), o.choices);
            s.setValue(QStringLiteral("value"), o.value);
        }
        s.endArray();
    }
    s.endArray();
    s.setValue(QStringLiteral("engines/analysis"), analysisEngine);
    s.setValue(QStringLiteral("engines/autoMove"), autoMoveEngine);
}

} // namespace kibitz::gui
