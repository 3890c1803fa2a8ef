#include "notationview.h"

#include "analysis/enginelinesmodel.h"
#include "game/gamecontroller.h"
#include "nagtext.h"

#include "core/san.h"
#include "i18n/localsan.h"
#include "pgn/embedded.h"

#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

namespace kibitz::gui {

using pgn::NodeId;

// Document building state: one cursor, the line being replayed and the formats of the current palette.
struct NotationView::Writer {
    QTextCursor cursor;
    GameLine line;
    QTextCharFormat mainMove, variationMove, comment, evaluation, number, result;
    bool needSpace = false;
    bool needNumber = true;
    int pendingParagraph = -1; // depth of a paragraph to open before the next move or comment
};

static QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(a.redF() * (1 - t) + b.redF() * t, a.greenF() * (1 - t) + b.greenF() * t, a.blueF() * (1 - t) + b.blueF() * t);
}

NotationView::NotationView(GameController* controller, QWidget* parent) : QTextBrowser(parent), m_controller(controller)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setUndoRedoEnabled(false);
    document()->setUndoRedoEnabled(false);
    document()->setDocumentMargin(8);
    setMinimumWidth(220);
    setAccessibleName(tr("Moves"));
    // Chess notation reads left to right in every language (move number, then White's and Black's move); in a
    // right-to-left UI the bidi algorithm would otherwise reorder "2.اسf3 اسc6" into nonsense.
    setLayoutDirection(Qt::LeftToRight);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        bool ok = false;
        const NodeId node = url.path().toInt(&ok);
        if (url.scheme() == QLatin1String("node") && ok)
            m_controller->goTo(node);
    });
    connect(controller, &GameController::gameChanged, this, &NotationView::rebuild);
    connect(controller, &GameController::positionChanged, this, &NotationView::showCurrent);
    rebuild();
}

void NotationView::setFigurine(bool on)
{
    if (on == m_figurine)
        return;
    m_figurine = on;
    rebuild();
    emit figurineChanged(on);
}

QString NotationView::displaySan(const QString& san) const
{
    // Figurines, or the piece letters of the UI language (English SAN stays in the game and in saved PGN).
    QString text = m_figurine ? figurineSan(san) : localizeSan(san);
    // Castling must not wrap at its hyphens ("O-O-" at a line end, "O" on the next): non-breaking hyphens.
    text.replace(QLatin1Char('-'), QChar(0x2011));
    return text;
}

NodeId NotationView::nodeAt(int pos) const
{
    for (std::size_t i = 0; i < m_ranges.size(); ++i)
        if (m_ranges[i].first >= 0 && pos >= m_ranges[i].first && pos < m_ranges[i].second)
            return NodeId(i);
    return pgn::NoNode;
}

std::pair<int, int> NotationView::rangeOf(NodeId node) const
{
    if (node < 0 || std::size_t(node) >= m_ranges.size())
        return {-1, -1};
    return m_ranges[node];
}

void NotationView::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Moves"));
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::LanguageChange) // piece letters follow the language
        rebuild();
}

void NotationView::rebuild()
{
    const pgn::Game& game = m_controller->game();
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    const bool dark = base.lightnessF() < 0.5;

    Writer w;
    w.mainMove.setFontWeight(QFont::DemiBold);
    w.mainMove.setForeground(text);
    w.variationMove.setForeground(blend(text, dark ? QColor(130, 170, 255) : QColor(20, 60, 160), 0.55));
    w.comment.setForeground(blend(text, dark ? QColor(120, 220, 140) : QColor(20, 110, 50), 0.6));
    w.comment.setFontItalic(true);
    w.number = w.mainMove;
    w.number.setFontWeight(QFont::Normal);
    w.number.setForeground(blend(text, base, 0.35));
    w.result = w.mainMove;
    w.result.setFontWeight(QFont::Bold);
    w.evaluation = w.number;
    w.evaluation.setForeground(blend(text, base, 0.25));

    QTextDocument* doc = document();
    doc->clear();
    m_ranges.assign(game.slotCount(), {-1, -1});
    w.cursor = QTextCursor(doc);
    w.cursor.beginEditBlock();
    game.replay(pgn::RootNode, w.line);
    startParagraph(w, 0);
    if (!game.gameComment().empty())
        writeComment(w, game.gameComment());
    if (const NodeId first = game.mainChild(pgn::RootNode); first != pgn::NoNode)
        writeLine(w, first, 0);
    const QString result = QString::fromStdString(game.result());
    if (!result.isEmpty()) {
        flushParagraph(w);
        if (w.needSpace)
            w.cursor.insertText(QStringLiteral(" "), w.number);
        w.cursor.insertText(result, w.result);
    }
    w.cursor.endEditBlock();
    showCurrent();
}

void NotationView::startParagraph(Writer& w, int depth)
{
    QTextBlockFormat block;
    block.setLeftMargin(depth * 22);
    block.setTopMargin(depth > 0 ? 2 : 4);
    block.setBottomMargin(depth > 0 ? 2 : 4);
    block.setLineHeight(115, QTextBlockFormat::ProportionalHeight);
    if (w.cursor.position() == 0 && w.cursor.block().text().isEmpty())
        w.cursor.setBlockFormat(block);
    else
        w.cursor.insertBlock(block);
    w.needSpace = false;
    w.pendingParagraph = -1;
}

void NotationView::flushParagraph(Writer& w)
{
    if (w.pendingParagraph >= 0)
        startParagraph(w, w.pendingParagraph);
    w.pendingParagraph = -1;
}

void NotationView::writeComment(Writer& w, const std::string& raw)
{
    // Embedded commands ([%clk 0:10:00], [%cal ...]) are for programs; the board shows arrows itself. An evaluation
    // ([%eval], from the file or an annotation) is shown as the analysis dock shows scores: "+0.25", "#-3".
    static const QRegularExpression command(QStringLiteral("\\[%[^\\]]*\\]"));
    const QString text = QString::fromStdString(raw).remove(command).simplified();
    QString evaluation;
    if (raw.find("[%") != std::string::npos) {
        if (const auto eval = pgn::parseEmbedded(raw).eval) {
            const engineclient::Score score{eval->mate ? engineclient::Score::Kind::Mate : engineclient::Score::Kind::Centipawns,
                                            eval->mate ? eval->mateIn : eval->centipawns};
            evaluation = EngineLinesModel::scoreText(score, White);
        }
    }
    if (text.isEmpty() && evaluation.isEmpty())
        return;
    flushParagraph(w);
    if (w.needSpace)
        w.cursor.insertText(QStringLiteral(" "), w.comment);
    if (!evaluation.isEmpty()) {
        w.cursor.insertText(evaluation, w.evaluation);
        if (!text.isEmpty())
            w.cursor.insertText(QStringLiteral(" "), w.comment);
    }
    if (!text.isEmpty())
        w.cursor.insertText(text, w.comment);
    w.needSpace = true;
    w.needNumber = true;
}

void NotationView::writeMove(Writer& w, NodeId node, bool number, int depth)
{
    const pgn::Game& game = m_controller->game();
    const pgn::Node& n = game.node(node);
    if (!n.commentBefore.empty()) {
        writeComment(w, n.commentBefore);
        number = true;
    }
    flushParagraph(w);
    const Position& pos = w.line.position();
    const bool white = pos.sideToMove() == White;
    if (w.needSpace)
        w.cursor.insertText(QStringLiteral(" "), w.number);
    QTextCharFormat anchor = depth == 0 ? w.mainMove : w.variationMove;
    anchor.setAnchor(true);
    anchor.setAnchorHref(QStringLiteral("node:%1").arg(node));
    if (white || number || w.needNumber) {
        QTextCharFormat num = w.number;
        num.setAnchor(true);
        num.setAnchorHref(anchor.anchorHref());
        w.cursor.insertText(QStringLiteral("%1%2").arg(pos.fullMoveNumber()).arg(white ? QStringLiteral(".") : QStringLiteral("...")), num);
    }
    QString san = n.move == Move::null() ? QStringLiteral("--") : displaySan(QString::fromStdString(toSan(pos, n.move)));
    QString suffix;
    for (std::uint8_t nag : n.nags)
        suffix += isMoveNag(nag) ? nagGlyph(nag) : QChar(0xa0) + nagGlyph(nag, font()); // no break before "+="
    const int moveStart = w.cursor.position();
    w.cursor.insertText(san + suffix, anchor);
    m_ranges[node] = {moveStart, w.cursor.position()};
    w.needSpace = true;
    w.needNumber = false;
    if (!n.commentAfter.empty())
        writeComment(w, n.commentAfter);
}

void NotationView::writeLine(Writer& w, NodeId first, int depth)
{
    const pgn::Game& game = m_controller->game();
    int pushed = 0;
    w.needNumber = true;
    for (NodeId node = first; node != pgn::NoNode; node = game.mainChild(node)) {
        writeMove(w, node, node == first, depth);
        w.line.push(game.move(node));
        ++pushed;
        // Alternatives to this move are written right after it, from the position before it.
        const auto& siblings = game.children(game.parent(node));
        if (siblings.size() > 1 && siblings.front() == node) {
            w.line.pop();
            writeVariations(w, node, depth);
            w.line.push(game.move(node));
        }
    }
    while (pushed-- > 0)
        w.line.pop();
}

void NotationView::writeVariations(Writer& w, NodeId mainMove, int depth)
{
    const pgn::Game& game = m_controller->game();
    const auto& siblings = game.children(game.parent(mainMove));
    const bool paragraphs = depth < 2;
    for (std::size_t i = 1; i < siblings.size(); ++i) {
        if (paragraphs) {
            w.pendingParagraph = -1;
            startParagraph(w, depth + 1);
        } else if (w.needSpace)
            w.cursor.insertText(QStringLiteral(" "), w.variationMove);
        const QTextCharFormat bracket = w.variationMove;
        w.cursor.insertText(QStringLiteral("("), bracket);
        w.needSpace = false;
        writeLine(w, siblings[i], depth + 1);
        w.cursor.insertText(QStringLiteral(")"), bracket);
        w.needSpace = true;
        if (!game.node(siblings[i]).commentAfterVariation.empty())
            writeComment(w, game.node(siblings[i]).commentAfterVariation);
    }
    // The line goes on in a paragraph of its own, opened lazily: a variation that ends here just closes.
    if (paragraphs)
        w.pendingParagraph = depth;
    w.needNumber = true;
}

void NotationView::showCurrent()
{
    const NodeId node = m_controller->currentNode();
    QList<ExtraSelection> selections;
    const auto [first, last] = rangeOf(node);
    if (first >= 0) {
        ExtraSelection sel;
        sel.cursor = QTextCursor(document());
        sel.cursor.setPosition(first);
        sel.cursor.setPosition(last, QTextCursor::KeepAnchor);
        sel.format.setBackground(palette().color(QPalette::Highlight));
        sel.format.setForeground(palette().color(QPalette::HighlightedText));
        selections << sel;
        QTextCursor visible(document());
        visible.setPosition(first);
        setTextCursor(visible);
        ensureCursorVisible();
    } else {
        verticalScrollBar()->setValue(0);
    }
    setExtraSelections(selections);
}

} // namespace kibitz::gui
