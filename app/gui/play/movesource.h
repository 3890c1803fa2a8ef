// MoveSource: something that finds a move for a position without blocking the GUI thread (the built-in
// engine, an external UCI engine). Invariant: after findMove(), moveFound() or failed() arrives once with the
// same ticket on the object's thread, unless cancel() came first; callers still check the ticket, since an
// answer may already be queued when they cancel.
#pragma once

#include "core/gameline.h"
#include "game/metatypes.h"

#include <QObject>
#include <QString>

namespace kibitz::gui {

class MoveSource : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void findMove(const GameLine& game, int moveTimeMs, quint64 ticket) = 0;
    virtual void cancel() = 0;
    virtual QString name() const = 0;

signals:
    void moveFound(quint64 ticket, kibitz::Move move);
    void failed(quint64 ticket, const QString& reason);
};

} // namespace kibitz::gui
