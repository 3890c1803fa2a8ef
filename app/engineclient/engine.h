// Engine: one interface for every engine that analyses and finds moves — the built-in search (BuiltinEngine) and
// external programs speaking UCI or xboard (ExternalEngine). Everything is asynchronous: requests return at once
// and the answers arrive as signals on the object's thread (BlockingClient waits for them on a local event loop
// where a caller needs them in sequence). Invariants: every report names the ticket of the request it answers;
// after stop() nothing more is reported about the stopped request; a move request ends with exactly one
// moveFound() or failed() unless it was stopped or replaced first.
#pragma once

#include "enginetypes.h"
#include "variantline.h"

#include "core/gameline.h"

#include <QObject>
#include <QString>

namespace kibitz::engineclient {

class Engine : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // What the user calls it (the configured name, else the name the engine gives itself).
    virtual QString name() const = 0;
    // Gets ready without a request (an external engine starts and completes its handshake, which discovers its
    // options): ready() or failed(0, ...) follows. Requests start an engine by themselves.
    virtual void start() = 0;
    // The next request belongs to a new game (hash and history may be cleared).
    virtual void newGame() = 0;
    // Analyses game's current position (its moves are the repetition history) with up to multiPv lines, reporting
    // with updated(), until stop() or the next request.
    virtual void analyse(const GameLine& game, int multiPv, quint64 ticket) = 0;
    // Searches game's current position for a move within limits; moveFound() or failed() follows. updated()
    // reports the search on the way.
    virtual void findMove(const GameLine& game, const SearchLimits& limits, quint64 ticket) = 0;
    // The same in a variant (reports carry variantPv / variantMove). An engine that cannot play variants, or not
    // this one, answers with failed(ticket, Unsupported) — the default.
    virtual void analyseVariant(const VariantLine& game, int multiPv, quint64 ticket);
    virtual void findVariantMove(const VariantLine& game, const SearchLimits& limits, quint64 ticket);
    // Abandons the running and any waiting request; nothing more is reported about them.
    virtual void stop() = 0;
    // The game ended (xboard engines are told the result; others ignore it).
    virtual void gameOver(const QString& /*resultToken*/, const QString& /*reason*/) {}
    // How many analysis lines it can give at once; 1 means MultiPV is not supported; 0: not known before ready().
    virtual int maxMultiPv() const = 0;

signals:
    void ready();
    void updated(quint64 ticket, const kibitz::engineclient::AnalysisUpdate& update);
    void moveFound(quint64 ticket, const kibitz::engineclient::MoveResult& result);
    void problem(const QString& text); // something the user should read (a restart, a bad line); work goes on
    // The request (0: start() without one) cannot be done; an engine that gave up after its restarts stays off
    // until it is asked again.
    void failed(quint64 ticket, const kibitz::engineclient::Failure& failure);
};

} // namespace kibitz::engineclient
