// AutoPlayer: lets the engine play a move for the side to move at a chosen strength, without blocking the UI.
// The engine reports on its own thread; results are queued back to this object's thread and dropped when the
// game moved on meanwhile (the position key no longer matches). Also drives "computer plays White/Black/both".
// The move comes from an engine (engineclient::Engine): the built-in one unless another is set with setEngine().
// With an opening book set and book moves switched on, a position the book knows is answered from the book instead,
// a move chosen at random in proportion to the book's weights (a seed makes the choice repeatable).
#pragma once

#include "book/polyglotbook.h"
#include "engineclient/builtinengine.h"

#include "core/types.h"
#include "game/metatypes.h"

#include <QObject>
#include <QPointer>

#include <memory>
#include <random>

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
    // The book the moves may come from (nullptr: none) and whether they do.
    void setBook(std::shared_ptr<const book::PolyglotBook> book) { m_book = std::move(book); }
    void setBookMoves(bool on) { m_bookMoves = on; }
    bool bookMoves() const { return m_bookMoves; }
    void setRandomSeed(quint64 seed) { m_random.seed(seed); }
    // Whether the built-in engine keeps to the tablebases' best moves at the root (when they cover the position).
    void setEngineUsesTablebases(bool on) { m_builtIn->setTablebases(on); }

    // Starts thinking for the side to move; returns false (and emits message) when the game is over.
    bool playMove();
    void stop(); // abandons the search; no move is played

signals:
    void thinkingChanged(bool thinking);
    void moveChosen(kibitz::Move move);     // after it was played on the controller
    void bookMoveChosen(kibitz::Move move); // the same, for a move taken from the book (moveChosen() follows)
    void message(const QString& text);

private:
    void onMoveFound(quint64 generation, const engineclient::MoveResult& result);
    void onFailed(quint64 generation, const engineclient::Failure& failure);
    void maybeRespond();
    void connectEngine(engineclient::Engine* engine);
    bool playFromBook();

    GameController* m_controller;
    std::unique_ptr<engineclient::BuiltinEngine> m_builtIn;
    QPointer<engineclient::Engine> m_external;
    int m_level = -1;
    int m_moveTimeMs = 1000;
    ComputerSide m_side = ComputerSide::None;
    bool m_thinking = false;
    Key m_searchKey = 0;
    quint64 m_generation = 0; // bumped by every start and stop, so late answers are recognised
    std::shared_ptr<const book::PolyglotBook> m_book;
    bool m_bookMoves = false;
    std::mt19937_64 m_random{std::random_device{}()};
};

} // namespace kibitz::gui
