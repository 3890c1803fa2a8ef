#include "tablebaseview.h"

#include "game/gamecontroller.h"
#include "i18n/localsan.h"

#include "core/san.h"

#include <QEvent>
#include <QFutureWatcher>
#include <QLabel>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace kibitz::gui {

namespace {
// The best moves listed: enough to see the choice, few enough for two lines of the dock.
constexpr int MaxShownMoves = 10;
} // namespace

TablebaseView::TablebaseView(GameController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller),
      m_result(new QLabel(this)),
      m_moves(new QLabel(this))
{
    QFont bold = m_result->font();
    bold.setBold(true);
    m_result->setFont(bold);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_moves->setWordWrap(true);
    m_moves->setTextFormat(Qt::RichText);
    m_moves->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_result);
    layout->addWidget(m_moves);
    retranslateUi();
    connect(m_moves, &QLabel::linkActivated, this, &TablebaseView::playLink);
    connect(controller, &GameController::positionChanged, this, &TablebaseView::refresh);
    hide();
    refresh();
}

void TablebaseView::refresh()
{
    const quint64 generation = ++m_generation;
    const tablebase::Gaviota& tables = tablebase::Gaviota::instance();
    if (!tables.covers(m_controller->position())) {
        display({});
        return;
    }
    // The worker gets the position as FEN: its own Position, nothing shared with the GUI thread.
    const std::string fen = m_controller->position().fen();
    const bool chess960 = m_controller->position().isChess960();
    const Key key = m_controller->position().key();
    auto* watcher = new QFutureWatcher<Answer>(this);
    connect(watcher, &QFutureWatcher<Answer>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation == m_generation)
            display(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([fen, chess960, key] {
        Answer a;
        a.key = key;
        Position pos;
        StateInfo st;
        if (!pos.setFen(fen, FenMode::Strict, st, chess960).ok())
            return a;
        const tablebase::Gaviota& tables = tablebase::Gaviota::instance();
        a.probe = tables.probe(pos);
        if (a.probe)
            a.moves = tables.rankMoves(pos).value_or(std::vector<tablebase::MoveProbe>{});
        return a;
    }));
}

QString TablebaseView::verdict(const tablebase::Probe& p, Color sideToMove)
{
    using tablebase::Wdl;
    if (p.wdl == Wdl::Draw)
        return tr("Tablebase: draw");
    const bool whiteWins = (p.wdl == Wdl::Win) == (sideToMove == White);
    const int moves = std::abs(p.movesToMate());
    if (p.wdl == Wdl::Win)
        return whiteWins ? tr("Tablebase: White wins, mate in %n", nullptr, moves)
                         : tr("Tablebase: Black wins, mate in %n", nullptr, moves);
    if (moves == 0)
        return whiteWins ? tr("Tablebase: White wins, Black is checkmated") : tr("Tablebase: Black wins, White is checkmated");
    return whiteWins ? tr("Tablebase: White wins, Black is mated in %n", nullptr, moves)
                     : tr("Tablebase: Black wins, White is mated in %n", nullptr, moves);
}

QString TablebaseView::moveResult(const tablebase::Probe& p)
{
    switch (p.wdl) {
    case tablebase::Wdl::Win: return tr("mate in %n", nullptr, p.movesToMate());
    case tablebase::Wdl::Loss: return tr("mated in %n", nullptr, -p.movesToMate());
    case tablebase::Wdl::Draw: break;
    }
    return tr("draw");
}

void TablebaseView::display(const Answer& answer)
{
    m_answer = answer;
    if (!answer.probe || answer.key != m_controller->position().key()) {
        m_result->clear();
        m_moves->clear();
        hide();
        emit updated();
        return;
    }
    const Position& pos = m_controller->position();
    m_result->setText(verdict(*answer.probe, pos.sideToMove()));
    // The moves that keep the best result (ranked first), as links; their result once, after them.
    QStringList items;
    int best = 0;
    while (best < int(answer.moves.size()) && answer.moves[std::size_t(best)].result == answer.moves.front().result)
        ++best;
    for (int i = 0; i < best && i < MaxShownMoves; ++i) {
        const tablebase::MoveProbe& m = answer.moves[std::size_t(i)];
        const QString san = localizeSan(QString::fromStdString(toSan(pos, m.move))).toHtmlEscaped();
        items << QStringLiteral("<a href=\"%1\">%2</a>").arg(m.move.raw()).arg(san);
    }
    if (best > MaxShownMoves)
        items << tr("%n more", nullptr, best - MaxShownMoves);
    if (!items.isEmpty())
        m_moves->setText(
            tr("Best: %1 (%2)").arg(items.join(QStringLiteral(", ")), moveResult(answer.moves.front().result).toHtmlEscaped()));
    else
        m_moves->clear();
    m_moves->setVisible(!items.isEmpty());
    fitMovesHeight();
    setToolTip(tr("Gaviota endgame tablebases: the result with best play on both sides and the distance to mate"));
    QWidget::show();
    emit updated();
}

QString TablebaseView::resultText() const { return m_result->text(); }

QString TablebaseView::movesText() const { return QTextDocumentFragment::fromHtml(m_moves->text()).toPlainText(); }

void TablebaseView::playLink(const QString& link)
{
    bool ok = false;
    const Move move(static_cast<std::uint16_t>(link.toUInt(&ok)));
    if (!ok || m_answer.key != m_controller->position().key() || !m_controller->position().isLegalMove(move))
        return;
    // Like an engine line: followed when the game has it, else a new variation, never replacing the game's moves.
    const bool overwrite = m_controller->overwrite();
    m_controller->setOverwrite(false);
    m_controller->playMove(move);
    m_controller->setOverwrite(overwrite);
}

void TablebaseView::fitMovesHeight()
{
    // A word-wrapped label gets no more height than its one-line hint inside a dock's layout: ask for what the
    // text needs at the width it has, so the second line is never cut.
    if (m_moves->isVisible() && m_moves->width() > 0)
        m_moves->setMinimumHeight(m_moves->heightForWidth(m_moves->width()));
}

void TablebaseView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitMovesHeight();
}

void TablebaseView::retranslateUi()
{
    setAccessibleName(tr("Endgame tablebase"));
    m_result->setAccessibleName(tr("Tablebase result"));
    m_moves->setAccessibleName(tr("Tablebase best moves"));
}

void TablebaseView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_answer.probe)
            display(m_answer);
    }
}

} // namespace kibitz::gui
