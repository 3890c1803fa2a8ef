#include "gamecommands.h"

#include "gamecontroller.h"

namespace kibitz::gui {

GameEditCommand::GameEditCommand(GameController* controller, const QString& text, pgn::Game before, pgn::NodeId nodeBefore, pgn::Game after,
                                 pgn::NodeId nodeAfter)
    : QUndoCommand(text),
      m_controller(controller),
      m_before(std::move(before)),
      m_after(std::move(after)),
      m_nodeBefore(nodeBefore),
      m_nodeAfter(nodeAfter)
{
}

void GameEditCommand::undo() { m_controller->restore(m_before, m_nodeBefore); }

void GameEditCommand::redo() { m_controller->restore(m_after, m_nodeAfter); }

} // namespace kibitz::gui
