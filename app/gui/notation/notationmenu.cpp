// NotationView's context menu: comments, NAGs and variation editing for the move under the mouse.
#include "game/gamecontroller.h"
#include "nagtext.h"
#include "notationview.h"

#include <QContextMenuEvent>
#include <QInputDialog>
#include <QMenu>

namespace kibitz::gui {

using pgn::NodeId;

void NotationView::contextMenuEvent(QContextMenuEvent* event)
{
    const pgn::Game& game = m_controller->game();
    NodeId node = nodeAt(cursorForPosition(event->pos()).position());
    if (node == pgn::NoNode)
        node = m_controller->currentNode();
    else
        m_controller->goTo(node);

    QMenu menu(this);
    const bool isMove = node != pgn::RootNode;
    const pgn::Node& n = game.node(node);
    const QString afterText = isMove ? (n.commentAfter.empty() ? tr("Add comment after move…") : tr("Edit comment after move…"))
                                     : (n.commentAfter.empty() ? tr("Add game comment…") : tr("Edit game comment…"));
    connect(menu.addAction(afterText), &QAction::triggered, this, [this, node] { editComment(node, false); });
    if (isMove) {
        const QString beforeText = n.commentBefore.empty() ? tr("Add comment before move…") : tr("Edit comment before move…");
        connect(menu.addAction(beforeText), &QAction::triggered, this, [this, node] { editComment(node, true); });

        QMenu* nags = menu.addMenu(tr("Annotation"));
        for (const NagChoice& choice : nagChoices()) {
            QAction* a = nags->addAction(QStringLiteral("%1\t%2").arg(choice.glyph, choice.description));
            a->setCheckable(true);
            a->setChecked(std::find(n.nags.begin(), n.nags.end(), choice.nag) != n.nags.end());
            connect(a, &QAction::triggered, this, [this, node, nag = choice.nag] { m_controller->toggleNag(node, nag); });
        }
        nags->addSeparator();
        QAction* clear = nags->addAction(tr("Remove annotations"));
        clear->setEnabled(!n.nags.empty());
        connect(clear, &QAction::triggered, this, [this, node] { m_controller->clearNags(node); });

        menu.addSeparator();
        const bool inVariation = !game.isMainline(node);
        QAction* promote = menu.addAction(tr("Promote variation"));
        promote->setEnabled(inVariation);
        connect(promote, &QAction::triggered, this, [this, node] { m_controller->promoteVariation(node); });
        QAction* remove = menu.addAction(tr("Delete variation"));
        remove->setEnabled(inVariation);
        connect(remove, &QAction::triggered, this, [this, node] { m_controller->deleteVariation(node); });
        connect(menu.addAction(tr("Delete moves from here")), &QAction::triggered, this, [this, node] { m_controller->deleteFrom(node); });
    }
    menu.addSeparator();
    QAction* figurines = menu.addAction(tr("Figurine notation"));
    figurines->setCheckable(true);
    figurines->setChecked(m_figurine);
    connect(figurines, &QAction::toggled, this, &NotationView::setFigurine);
    menu.addAction(tr("Copy"), this, &QTextBrowser::copy)->setEnabled(textCursor().hasSelection());
    menu.exec(event->globalPos());
}

void NotationView::editComment(NodeId node, bool before)
{
    const pgn::Node& n = m_controller->game().node(node);
    const std::string& current = before ? n.commentBefore : n.commentAfter;
    const QString title = node == pgn::RootNode ? tr("Game comment") : before ? tr("Comment before move") : tr("Comment after move");
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(this, title, tr("Comment:"), QString::fromStdString(current), &ok);
    if (ok && text.simplified() != QString::fromStdString(current))
        m_controller->setComment(node, text, before);
}

} // namespace kibitz::gui
