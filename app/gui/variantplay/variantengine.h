// VariantEngine: the engine of the variant window — the built-in variant search off the GUI thread, or an external
// engine (Fairy-Stockfish, Fairy-Max) through the engine client — for one move within a time (findMove) or an
// analysis that deepens until stopped (analyse), reporting on the GUI thread.
// Invariant: one request at a time; after stop() or a new request nothing more is reported about the previous one;
// a request ends with moveFound() or failed() unless stopped (analyses end only when stopped or failed).
#pragma once

#include "engineclient/engineoption.h"
#include "engineclient/enginetypes.h"
#include "engineclient/variantline.h"
#include "variant/types.h"
#include "variant/variantpgn.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <atomic>
#include <map>
#include <memory>
#include <optional>

namespace kibitz::engineclient {
class ExternalEngine;
}

namespace kibitz::gui {

class VariantEngine : public QObject {
    Q_OBJECT

public:
    explicit VariantEngine(QObject* parent = nullptr);
    ~VariantEngine() override; // stops the search and waits for it

    // The position after the first `ply` moves of `game`.
    void findMove(const variant::VariantGame& game, int ply, int movetimeMs);
    // An analysis showing `lines` lines (best first, each from a different move), one text line each.
    void analyse(const variant::VariantGame& game, int ply, int lines = 1);
    void stop();
    bool isBusy() const { return m_busy; }
    // The engine used from the next request on: nullopt is the built-in search.
    void setExternal(const std::optional<engineclient::EngineSpec>& spec);
    bool isExternal() const { return m_external != nullptr; }

signals:
    void moveFound(kibitz::variant::Move move); // Move::none() when the position has no move
    void analysisUpdated(const QString& text);  // "depth 9  +0.35  Cg4 Cd5 exd5", a line of text per line, best first
    void busyChanged(bool busy);
    void failed(const QString& text);  // the external engine cannot do the request (translated, for the user)
    void problem(const QString& text); // something the external engine said that the user should read; work goes on

private:
    void start(const variant::VariantGame& game, int ply, int movetimeMs, bool analysis, int lines);
    void startExternal(const variant::VariantGame& game, int ply, int movetimeMs, bool analysis, int lines);
    void externalUpdated(quint64 ticket, const engineclient::AnalysisUpdate& update);
    void externalMove(quint64 ticket, const engineclient::MoveResult& result);
    void setBusy(bool busy);

    std::shared_ptr<std::atomic<bool>> m_cancel; // of the running request
    QFuture<void> m_future;
    quint64 m_request = 0; // the current request; older ones report nothing (GUI thread only)
    bool m_busy = false;
    std::unique_ptr<engineclient::ExternalEngine> m_external;
    quint64 m_ticket = 0;                     // of the external engine's current request
    engineclient::VariantLine m_externalLine; // its game, cut at the searched ply (for SAN in reports)
    int m_externalLines = 1;                  // lines asked of it
    std::map<int, QString> m_externalTexts;   // its latest text of each line, by rank (1 = best)
};

} // namespace kibitz::gui
