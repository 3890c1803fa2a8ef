// UciMoveSource: an external UCI engine as the auto-move player (go movetime). It runs its own engine
// process, separate from the analysing one, so analysis and auto move never fight over one engine.
#pragma once

#include "settings/engineconfig.h"

#include "movesource.h"

namespace kibitz::gui {

class UciEngine;

class UciMoveSource : public MoveSource {
    Q_OBJECT

public:
    explicit UciMoveSource(const ExternalEngine& engine, QObject* parent = nullptr);

    void findMove(const GameLine& game, int moveTimeMs, quint64 ticket) override;
    void cancel() override;
    QString name() const override;
    UciEngine* engine() const { return m_engine; }

signals:
    void problem(const QString& text);

private:
    UciEngine* m_engine;
    quint64 m_ticket = 0;
};

} // namespace kibitz::gui
