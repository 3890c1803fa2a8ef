// How the protocols' parsers (UCI, CECP, engine options) give up: the reason goes to the caller's error text, if it
// asked for one, and the parse returns false. Shared so that each parser reports failures the same way.
#pragma once

#include <QString>

namespace kibitz::engineclient {

inline bool fail(QString* error, const QString& why)
{
    if (error)
        *error = why;
    return false;
}

} // namespace kibitz::engineclient
