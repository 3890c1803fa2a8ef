// AutoPlayer: lets the engine play a move for the side to move at a chosen strength, without blocking the UI.
// The engine reports on its own thread; results are queued back to this object's thread and dropped when the
// game moved on meanwhile (the position key no longer matches). Also drives "computer plays White/Black/both".
// The move comes from an engine (engineclient::Engine): the built-in one unless another is set with setEngine().
#pragma once

#include "engineclient/builtinengine.h"

#include "core/types.h"
#include "game/metatypes.h"

#include <QObject>
#include <QPointer>

#include <memory>

namespace kibitz::gui {

class GameController;

enum class ComputerSide { None, White, Black, Both };

class AutoPlayer : public QObject {
    Q_OBJECT

public:
    explicit AutoPlayer(GameController* controller, QObject* parent = nullptr);
    ~AutoPlayer() override;

    void setLevel(int index); // into search::strengthLevels()
    int level() const { return m_level; }
    void setMoveTimeMs(int ms) { m_moveTimeMs = ms; }
    void setComputerSide(ComputerSide side);
    ComputerSide computerSide() const { return m_side; }
    bool isThinking() const { return m_thinking; }
    // Another engine for the moves (not owned; nullptr: the built-in engine). The level applies only to the
    // built-in engine. A running search is stopped.
    void setEngine(engineclient::Engine* engine);
    engineclient::Engine* engine() const;

    // Starts thinking for the side to move; returns false (and emits message) when the game is over.
    bool playMove();
    void stop(); // abandons the search; no move is played

signals:
    void thinkingChanged(bool thinking);
    void moveChosen(kibitz::Move move); // after it was played on the controller
    void message(const QString& text);

private:
    void onMoveFound(quint64 generation, const engineclient::MoveResult& result);
    void onFailed(quint64 generation, const engineclient::Failure& failure);
    void maybeRespond();
    void connectEngine(engineclient::Engine* engine);

    GameController* m_controller;
    std::unique_ptr<engineclient::BuiltinEngine> m_builtIn;
    QPointer<engineclient::Engine> m_external;
    int m_level = -1;
    int m_moveTimeMs = 1000;
    ComputerSide m_side = ComputerSide::None;
    bool m_thinking = false;
    Key m_searchKey = 0;
    quint64 m_generation = 0; // bumped by every start and stop, so late answers are recognised
};

} // namespace kibitz::gui
