// NotationView: the move list as a read-only rich-text document — move numbers, SAN (optionally figurines), NAG
// glyphs, comments and nested variations (level-1 and level-2 variations as indented paragraphs, deeper ones
// inline in parentheses). Invariant: the document is rebuilt only when the game changes; moving through the game
// only moves an extra-selection highlight, so navigation stays cheap however long the game is.
#pragma once

#include "pgn/game.h"

#include <QTextBrowser>

#include <vector>

class QTextCursor;

namespace kibitz {
class GameLine;
}

namespace kibitz::gui {

class GameController;

class NotationView : public QTextBrowser {
    Q_OBJECT

public:
    explicit NotationView(GameController* controller, QWidget* parent = nullptr);

    void setFigurine(bool on);
    bool figurine() const { return m_figurine; }
    // The node whose move text covers document position `pos`, or NoNode (tests and the context menu).
    pgn::NodeId nodeAt(int documentPosition) const;
    // Document range [first, second) of a node's move text; {-1, -1} when it is not shown.
    std::pair<int, int> rangeOf(pgn::NodeId node) const;

signals:
    void figurineChanged(bool on);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Writer;
    void rebuild();
    void showCurrent();
    void writeLine(Writer& w, pgn::NodeId first, int depth);
    void writeVariations(Writer& w, pgn::NodeId mainMove, int depth);
    void writeMove(Writer& w, pgn::NodeId node, bool number, int depth);
    void writeComment(Writer& w, const std::string& text);
    void startParagraph(Writer& w, int depth);
    void flushParagraph(Writer& w);
    void editComment(pgn::NodeId node, bool before); // notationmenu.cpp
    QString displaySan(const QString& san) const;    // figurines or the language's letters

    GameController* m_controller;
    bool m_figurine = false;
    std::vector<std::pair<int, int>> m_ranges; // by NodeId
};

} // namespace kibitz::gui
