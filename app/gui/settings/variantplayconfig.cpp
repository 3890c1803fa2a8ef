#include "variantplayconfig.h"

#include <QSettings>

#include <algorithm>

namespace kibitz::gui {

VariantPlayConfig VariantPlayConfig::load()
{
    const QSettings s;
    VariantPlayConfig c;
    c.engine = s.value(QStringLiteral("variantPlay/engine")).toString();
    c.lines = std::clamp(s.value(QStringLiteral("variantPlay/lines"), 1).toInt(), 1, MaxLines);
    return c;
}

void VariantPlayConfig::save() const
{
    QSettings s;
    s.setValue(QStringLiteral("variantPlay/engine"), engine);
    s.setValue(QStringLiteral("variantPlay/lines"), lines);
}

} // namespace kibitz::gui
