// GameController: the one owner of the game being viewed/edited, the current node and the undo stack.
// Invariants: m_node is always a valid node of m_game; m_line is m_game replayed up to m_node; every change to
// m_game goes through a QUndoCommand (gamecommands.h), navigation never does.
#pragma once

#include "pgn/game.h"
#include "pgn/savefile.h"

#include "core/gameline.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <optional>

namespace kibitz::gui {

// Where the game came from on disk, so Save can replace it in place.
struct GameOrigin {
    QString path;                        // empty: not from a file
    pgn::SourceSpan span;                // bytes of the game in that file
    std::optional<pgn::FileStamp> stamp; // file stamp when read, to detect outside changes
    std::uint64_t gamesInFile = 0;
    std::uint64_t checksum = 0; // pgn::checksum64() of the span's bytes (finds the game again after outside changes)
};

class GameController : public QObject {
    Q_OBJECT

public:
    explicit GameController(QObject* parent = nullptr);

    // The game
    const pgn::Game& game() const { return m_game; }
    void setGame(pgn::Game game, const GameOrigin& origin = {}); // clears undo history, goes to the start
    void newGame();
    const GameOrigin& origin() const { return m_origin; }
    void setOrigin(const GameOrigin& origin) { m_origin = origin; }
    QUndoStack* undoStack() { return &m_undo; }
    bool isModified() const { return !m_undo.isClean(); }

    // Position
    pgn::NodeId currentNode() const { return m_node; }
    const GameLine& line() const { return m_line; }
    const Position& position() const { return m_line.position(); }
    Move lastMove() const; // move leading to the current node, none at the root
    GameStatus status() const { return m_line.status(); }
    QString statusText() const; // translated description of the current position's status

    // Navigation
    bool canGoBack() const;
    bool canGoForward() const;
    bool canChooseVariation() const; // the current move has sibling alternatives
    void goTo(pgn::NodeId node);
    void toStart();
    void back();
    void forward();
    void toEnd();
    void chooseVariation(int delta); // -1: previous alternative at this branch, +1: next

    // Editing (each is one undoable step)
    // Plays a legal move from the current node: follows an existing child with that move, else adds a
    // variation (or, in overwrite mode, replaces the main continuation). Returns false for an illegal move.
    bool playMove(Move move);
    void setOverwrite(bool on) { m_overwrite = on; }
    bool overwrite() const { return m_overwrite; }
    void setComment(pgn::NodeId node, const QString& text, bool before);
    void toggleNag(pgn::NodeId node, int nag);
    void clearNags(pgn::NodeId node);
    bool promoteVariation(pgn::NodeId node);
    bool deleteVariation(pgn::NodeId node);
    bool deleteFrom(pgn::NodeId node);
    void setTags(const std::vector<pgn::Tag>& tags, const QString& result);
    // Any edit made on a copy of game() (an annotation, ...) as one undoable step named `text`; the current node
    // stays when it is still valid in `after`.
    void editGame(const QString& text, const pgn::Game& after);

    // Used by the undo commands only: replaces the game and current node without touching the stack.
    void restore(const pgn::Game& game, pgn::NodeId node);

signals:
    void positionChanged();
    void gameChanged();
    void statusChanged(const QString& message);
    void gameEnded(const QString& message); // a played move ended the game (mate, stalemate, draw by rule)
    void movePlayed();                      // after playMove() made or followed a move

private:
    void setCurrent(pgn::NodeId node);
    void pushEdit(const QString& text, const pgn::Game& after, pgn::NodeId nodeAfter);

    pgn::Game m_game;
    pgn::NodeId m_node = pgn::RootNode;
    GameLine m_line;
    GameOrigin m_origin;
    QUndoStack m_undo;
    bool m_overwrite = false;
};

} // namespace kibitz::gui
