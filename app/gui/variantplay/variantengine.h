// VariantEngine: the built-in variant search off the GUI thread for the variant window — one move within a time
// (findMove) or an analysis that deepens until stopped (analyse) — reporting on the GUI thread.
// Invariant: one request at a time; after stop() or a new request nothing more is reported about the previous one.
#pragma once

#include "variant/types.h"
#include "variant/variantpgn.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace kibitz::gui {

class VariantEngine : public QObject {
    Q_OBJECT

public:
    explicit VariantEngine(QObject* parent = nullptr);
    ~VariantEngine() override; // stops the search and waits for it

    // The position after the first `ply` moves of `game`.
    void findMove(const variant::VariantGame& game, int ply, int movetimeMs);
    void analyse(const variant::VariantGame& game, int ply);
    void stop();
    bool isBusy() const { return m_busy; }

signals:
    void moveFound(kibitz::variant::Move move); // Move::none() when the position has no move
    void analysisUpdated(const QString& text);  // "depth 9  +0.35  Cg4 Cd5 exd5"
    void busyChanged(bool busy);

private:
    void start(const variant::VariantGame& game, int ply, int movetimeMs, bool analysis);
    void setBusy(bool busy);

    std::shared_ptr<std::atomic<bool>> m_cancel; // of the running request
    QFuture<void> m_future;
    quint64 m_request = 0; // the current request; older ones report nothing (GUI thread only)
    bool m_busy = false;
};

} // namespace kibitz::gui
