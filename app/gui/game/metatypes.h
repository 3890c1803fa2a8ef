// The core's value types as Qt meta-types, declared once for every header whose signals carry them: the GUI is
// one library whose moc output is compiled together, so a declaration after a first use would not compile.
#pragma once

#include "core/types.h"

#include <QMetaType>

Q_DECLARE_METATYPE(kibitz::Move)
Q_DECLARE_METATYPE(kibitz::Square)
