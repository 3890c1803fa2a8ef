// Analyzer: runs an engine (engineclient::Engine) on the GameController's current position while switched on and keeps the
// EngineLinesModel up to date. Each position gets a new generation; reports of an older generation (or for
// another position key) are dropped, so the model only ever shows lines of the position on the board.
// Rapid navigation is coalesced: the engine is restarted once the position has been still for a moment.
#pragma once

#include "engineclient/engine.h"

#include "core/types.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace kibitz::gui {

class EngineLinesModel;
class GameController;

class Analyzer : public QObject {
    Q_OBJECT

public:
    explicit Analyzer(GameController* controller, QObject* parent = nullptr);
    ~Analyzer() override;

    EngineLinesModel* model() const { return m_model; }
    // Takes ownership; the previous engine is stopped and deleted. Analysis continues with the new one.
    void setEngine(engineclient::Engine* engine);
    engineclient::Engine* engine() const { return m_engine; }
    void setMultiPv(int lines);
    int multiPv() const { return m_multiPv; }
    void setRunning(bool on);
    bool isRunning() const { return m_running; }
    // Plays row `row` of the lines up to move `index` on the controller as one undoable step. Existing moves
    // are followed and new ones become variations, whatever the controller's overwrite setting.
    bool playLine(int row, int index);

signals:
    void runningChanged(bool running);
    void engineReady();                // the engine finished starting: its name and maxMultiPv() are known
    void message(const QString& text); // for the dock and the status bar

private:
    void follow(bool force);
    void restart();
    void onUpdated(quint64 generation, const engineclient::AnalysisUpdate& update);

    GameController* m_controller;
    EngineLinesModel* m_model;
    QPointer<engineclient::Engine> m_engine;
    QTimer m_restartTimer;
    bool m_running = false;
    int m_multiPv = 3;
    quint64 m_generation = 0;
};

} // namespace kibitz::gui
