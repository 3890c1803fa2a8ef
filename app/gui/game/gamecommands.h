// Undo commands for game edits. Every edit is stored as the whole game before and after plus the node to show:
// games are small (a few thousand nodes at most), so snapshots are cheap and make every edit trivially exact.
#pragma once

#include "pgn/game.h"

#include <QUndoCommand>

namespace kibitz::gui {

class GameController;

class GameEditCommand : public QUndoCommand {
public:
    GameEditCommand(GameController* controller, const QString& text, pgn::Game before, pgn::NodeId nodeBefore, pgn::Game after,
                    pgn::NodeId nodeAfter);

    void undo() override;
    void redo() override;

private:
    GameController* m_controller;
    pgn::Game m_before;
    pgn::Game m_after;
    pgn::NodeId m_nodeBefore;
    pgn::NodeId m_nodeAfter;
};

} // namespace kibitz::gui
