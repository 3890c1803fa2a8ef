#include "gamegraphview.h"

#include "annotate/winmodel.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

namespace {
// Fixed colours, as lichess and SCID draw their graphs: White's share light, Black's dark, on either palette.
const QColor WhiteSide(236, 236, 236);
const QColor BlackSide(84, 84, 84);
const QColor ClockBackground(150, 150, 150);
const QColor Curve(52, 120, 196);

QColor flawColor(MoveFlaw flaw)
{
    switch (flaw) {
    case MoveFlaw::Inaccuracy: return {230, 190, 40};
    case MoveFlaw::Mistake: return {240, 130, 30};
    case MoveFlaw::Blunder: return {210, 40, 40};
    case MoveFlaw::None: break;
    }
    return {};
}
} // namespace

QString clockText(double seconds)
{
    if (seconds < 60)
        return GameGraphView::tr("%1 s").arg(seconds, 0, 'f', seconds < 10 && seconds != std::floor(seconds) ? 1 : 0);
    const int total = int(std::lround(seconds));
    const int h = total / 3600, m = total / 60 % 60, s = total % 60;
    const QString mmss = QStringLiteral("%1:%2").arg(m, h > 0 ? 2 : 1, 10, QLatin1Char('0')).arg(s, 2, 10, QLatin1Char('0'));
    return h > 0 ? QStringLiteral("%1:%2").arg(h).arg(mmss) : mmss;
}

GameGraphView::GameGraphView(Mode mode, QWidget* parent) : QWidget(parent), m_mode(mode)
{
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void GameGraphView::setSeries(GameSeries series)
{
    m_series = std::move(series);
    update();
}

void GameGraphView::setCurrentPly(int ply)
{
    if (ply == m_currentPly)
        return;
    m_currentPly = ply;
    update();
}

bool GameGraphView::hasData() const
{
    switch (m_mode) {
    case Mode::Evaluation: return m_series.hasEval();
    case Mode::Clock: return m_series.hasClock();
    case Mode::TimeSpent: return m_series.hasElapsed();
    }
    return false;
}

QRectF GameGraphView::plotArea() const { return QRectF(rect()).adjusted(4, 4, -4, -4); }

double GameGraphView::xOfPly(int ply) const
{
    const QRectF r = plotArea();
    const int n = int(m_series.points.size());
    return n == 0 ? r.left() : r.left() + r.width() * std::clamp(ply, 0, n) / n;
}

int GameGraphView::plyAt(const QPoint& point) const
{
    const QRectF r = plotArea();
    const int n = int(m_series.points.size());
    if (n == 0 || r.width() <= 0)
        return 0;
    return std::clamp(int(std::lround((point.x() - r.left()) * n / r.width())), 0, n);
}

double GameGraphView::yOfEval(double pawns) const
{
    // Lichess's winning chances (annotate/winmodel.h): the region around equality, where mistakes show, gets most
    // of the height, and a won position still looks won.
    const QRectF r = plotArea();
    const double chances = annotate::winningChances(int(std::lround(pawns * 100)));
    return r.center().y() - chances * r.height() / 2;
}

void GameGraphView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    if (!hasData()) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(rect().adjusted(8, 4, -8, -4), Qt::AlignCenter | Qt::TextWordWrap, emptyText());
        return;
    }
    switch (m_mode) {
    case Mode::Evaluation: paintEvaluation(p); break;
    case Mode::Clock: paintClocks(p); break;
    case Mode::TimeSpent: paintTimeSpent(p); break;
    }
    paintCurrent(p);
}

void GameGraphView::paintEvaluation(QPainter& p) const
{
    const QRectF r = plotArea();
    p.fillRect(r, BlackSide);
    // White's share: the area under the curve, through the evaluated moves only (a move without [%eval] is skipped).
    QPolygonF curve;
    for (const SeriesPoint& point : m_series.points)
        if (point.eval)
            curve << QPointF(xOfPly(point.ply), yOfEval(*point.eval));
    QPolygonF area = curve;
    area.prepend(QPointF(curve.front().x(), r.bottom()));
    area << QPointF(curve.back().x(), r.bottom());
    p.setPen(Qt::NoPen);
    p.setBrush(WhiteSide);
    p.drawPolygon(area);
    p.setPen(QPen(QColor(128, 128, 128), 1, Qt::DashLine));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    p.setPen(QPen(Curve, 1.5));
    p.setBrush(Qt::NoBrush);
    p.drawPolyline(curve);
    for (const SeriesPoint& point : m_series.points) {
        if (point.flaw == MoveFlaw::None)
            continue;
        const double y = point.eval ? yOfEval(*point.eval) : r.center().y();
        p.setPen(QPen(Qt::black, 1));
        p.setBrush(flawColor(point.flaw));
        p.drawEllipse(QPointF(xOfPly(point.ply), y), 4, 4);
    }
}

void GameGraphView::paintClocks(QPainter& p) const
{
    const QRectF r = plotArea();
    p.fillRect(r, ClockBackground);
    double most = 0;
    for (const SeriesPoint& point : m_series.points)
        most = std::max(most, point.clock.value_or(0));
    if (most <= 0)
        most = 1;
    for (const Color side : {White, Black}) {
        QPolygonF line;
        for (const SeriesPoint& point : m_series.points)
            if (point.mover == side && point.clock)
                line << QPointF(xOfPly(point.ply), r.bottom() - *point.clock / most * r.height());
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(side == White ? BlackSide : WhiteSide, 3.5)); // an outline of the other colour
        p.drawPolyline(line);
        p.setPen(QPen(side == White ? Qt::white : Qt::black, 2));
        p.drawPolyline(line);
    }
}

void GameGraphView::paintTimeSpent(QPainter& p) const
{
    // White's moves as bars upwards from the middle, Black's downwards, as lichess draws move times.
    const QRectF r = plotArea();
    p.fillRect(r, ClockBackground);
    double most = 0;
    for (const SeriesPoint& point : m_series.points)
        most = std::max(most, point.elapsed.value_or(0));
    if (most <= 0)
        most = 1;
    const double step = m_series.points.empty() ? r.width() : r.width() / double(m_series.points.size());
    const double width = std::max(1.0, step * 0.7);
    p.setPen(QPen(QColor(110, 110, 110), 1));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    for (const SeriesPoint& point : m_series.points) {
        if (!point.elapsed)
            continue;
        const double h = *point.elapsed / most * r.height() / 2;
        const double x = xOfPly(point.ply) - width / 2;
        const QRectF bar = point.mover == White ? QRectF(x, r.center().y() - h, width, h) : QRectF(x, r.center().y(), width, h);
        p.setPen(Qt::NoPen);
        p.setBrush(point.mover == White ? Qt::white : Qt::black);
        p.drawRect(bar);
    }
}

void GameGraphView::paintCurrent(QPainter& p) const
{
    const QRectF r = plotArea();
    const double x = xOfPly(m_currentPly);
    p.setPen(QPen(palette().color(QPalette::Highlight), 2));
    p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
}

QString GameGraphView::emptyText() const
{
    switch (m_mode) {
    case Mode::Evaluation: return tr("No evaluations in this game. Game › Annotate Game… adds them.");
    case Mode::Clock: return tr("No clock times ([%clk]) in this game.");
    case Mode::TimeSpent: return tr("No times per move ([%emt], or clock times with a time control) in this game.");
    }
    return {};
}

void GameGraphView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_series.points.empty())
        return QWidget::mousePressEvent(event);
    emit plyClicked(plyAt(event->position().toPoint()));
}

bool GameGraphView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

QString GameGraphView::toolTipAt(const QPoint& pos) const
{
    const SeriesPoint* point = m_series.atPly(plyAt(pos));
    if (!point)
        return {};
    const QString move = QStringLiteral("%1%2 %3")
                             .arg(point->moveNumber)
                             .arg(point->mover == White ? QStringLiteral(".") : QStringLiteral("..."))
                             .arg(QString::fromStdString(point->san));
    QString value;
    switch (m_mode) {
    case Mode::Evaluation:
        if (point->mate)
            value = QStringLiteral("#%1").arg(point->mateIn);
        else if (point->eval)
            value = QString::asprintf("%+.2f", *point->eval);
        if (point->flaw == MoveFlaw::Inaccuracy)
            value += QLatin1Char(' ') + tr("(inaccuracy)");
        else if (point->flaw == MoveFlaw::Mistake)
            value += QLatin1Char(' ') + tr("(mistake)");
        else if (point->flaw == MoveFlaw::Blunder)
            value += QLatin1Char(' ') + tr("(blunder)");
        break;
    case Mode::Clock:
        if (point->clock)
            value = tr("%1 left").arg(clockText(*point->clock));
        break;
    case Mode::TimeSpent:
        if (point->elapsed)
            value = tr("%1 spent").arg(clockText(*point->elapsed));
        break;
    }
    return value.trimmed().isEmpty() ? move : move + QStringLiteral(": ") + value.trimmed();
}

} // namespace kibitz::gui
