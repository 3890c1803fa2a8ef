#include "liveboard.h"

#include <QDateTime>
#include <QPainter>

namespace kibitz::gui {

LiveBoard::LiveBoard(QWidget* parent) : QWidget(parent) { setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred); }

void LiveBoard::setGame(const tournament::LiveGame& game)
{
    m_game = game;
    update();
}

void LiveBoard::setLook(const PieceSet& pieces, const BoardTheme& theme)
{
    m_pieces = pieces;
    m_theme = theme;
    update();
}

QString LiveBoard::clockText(qint64 ms)
{
    ms = std::max<qint64>(ms, 0);
    const qint64 tenths = ms / 100;
    const qint64 seconds = tenths / 10, minutes = seconds / 60, hours = minutes / 60;
    if (hours)
        return QStringLiteral("%1:%2:%3").arg(hours).arg(minutes % 60, 2, 10, QLatin1Char('0')).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2.%3").arg(minutes).arg(seconds % 60, 2, 10, QLatin1Char('0')).arg(tenths % 10);
}

void LiveBoard::paintPlayer(QPainter& p, const QRect& row, int side)
{
    const bool toMove = m_game.toMove == side && m_game.thinkingSince > 0;
    QFont bold = font();
    bold.setBold(toMove);
    p.setFont(bold);
    p.setPen(palette().color(QPalette::WindowText));
    const QString name = side == 0 ? m_game.white : m_game.black;
    QString right;
    if (m_game.clockMs[side] >= 0) {
        qint64 left = m_game.clockMs[side];
        if (toMove)
            left -= QDateTime::currentMSecsSinceEpoch() - m_game.thinkingSince;
        right = clockText(left);
    }
    const QString score = m_game.score[side].isEmpty() ? QString()
                                                       : QStringLiteral("%1/%2  ").arg(m_game.score[side]).arg(m_game.depth[side]);
    const QFontMetrics fm(bold);
    const QString shown = fm.elidedText((side == 0 ? QStringLiteral("○ ") : QStringLiteral("● ")) + name, Qt::ElideRight,
                                        row.width() - fm.horizontalAdvance(score + right) - 8);
    p.drawText(row, Qt::AlignLeft | Qt::AlignVCenter, shown);
    p.drawText(row, Qt::AlignRight | Qt::AlignVCenter, score + right);
}

void LiveBoard::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QFontMetrics fm(font());
    const int line = fm.height() + 4;
    const QRect area = rect().adjusted(4, 4, -4, -4);
    // Title, Black's row, the board, White's row, the last move.
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(QRect(area.left(), area.top(), area.width(), line), Qt::AlignLeft | Qt::AlignVCenter,
               tr("Round %1.%2 · game %3").arg(m_game.round).arg(m_game.board).arg(m_game.id + 1));
    const int boardSide = std::max(8, std::min(area.width(), area.height() - 4 * line) / 8 * 8);
    const QRect board(area.left() + (area.width() - boardSide) / 2, area.top() + 2 * line, boardSide, boardSide);
    paintPlayer(p, QRect(area.left(), area.top() + line, area.width(), line), 1);
    paintPlayer(p, QRect(area.left(), board.bottom() + 1, area.width(), line), 0);
    const int sq = boardSide / 8;
    // The FEN's piece placement, rank 8 first.
    int rank = 7, file = 0;
    const QString placement = m_game.fen.section(QLatin1Char(' '), 0, 0);
    for (int r = 0; r < 8; ++r)
        for (int f = 0; f < 8; ++f)
            p.fillRect(board.left() + f * sq, board.top() + r * sq, sq, sq, (r + f) % 2 ? m_theme.dark : m_theme.light);
    for (const QChar c : placement) {
        if (c == QLatin1Char('/')) {
            --rank, file = 0;
        } else if (c.isDigit()) {
            file += c.digitValue();
        } else {
            const Piece piece = pieceFromLetter(char(c.toLatin1()));
            if (piece != NoPiece && rank >= 0 && file < 8)
                p.drawPixmap(board.left() + file * sq, board.top() + (7 - rank) * sq, m_pieces.pixmap(piece, sq, devicePixelRatioF()));
            ++file;
        }
    }
    p.setPen(palette().color(QPalette::Mid));
    p.drawRect(board.adjusted(0, 0, -1, -1));
    p.setPen(palette().color(QPalette::PlaceholderText));
    const QString last = m_game.lastMove.isEmpty()
        ? QString()
        : tr("Move %1: %2").arg((m_game.plies + 1) / 2).arg((m_game.plies % 2 ? QString() : QStringLiteral("…")) + m_game.lastMove);
    p.drawText(QRect(area.left(), board.bottom() + 1 + line, area.width(), line), Qt::AlignLeft | Qt::AlignVCenter, last);
}

} // namespace kibitz::gui
