// TrainingStatsView: a grid of counts over the due chart; the chart scales its bars to the busiest day.
#include "trainingstatsview.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz::gui {

DueChart::DueChart(QWidget* parent) : QWidget(parent) { setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding); }

void DueChart::setCounts(const std::array<int, 30>& counts)
{
    m_counts = counts;
    update();
}

QSize DueChart::sizeHint() const { return {480, 220}; }
QSize DueChart::minimumSizeHint() const { return {300, 140}; }

void DueChart::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    const QFontMetrics fm = fontMetrics();
    const int top = fm.height() / 2, labelHeight = fm.height() + 4;
    const int most = std::max(1, *std::max_element(m_counts.begin(), m_counts.end()));
    const int axisWidth = fm.horizontalAdvance(QString::number(most)) + 8;
    const QRect plot(axisWidth, top, width() - axisWidth - 4, height() - top - labelHeight - fm.height());
    if (plot.width() < 30 || plot.height() < 20)
        return;
    // Axis: zero and the busiest day's count.
    p.setPen(pal.color(QPalette::Mid));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.topLeft(), QPoint(plot.right(), plot.top()));
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRect(0, plot.top() - fm.height() / 2, axisWidth - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
               QString::number(most));
    p.drawText(QRect(0, plot.bottom() - fm.height() / 2, axisWidth - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("0"));
    const double slot = double(plot.width()) / 30;
    const QColor bar = pal.color(QPalette::Highlight);
    for (int day = 0; day < 30; ++day) {
        const int h = int(double(plot.height()) * m_counts[std::size_t(day)] / most);
        const QRectF r(plot.left() + slot * day + slot * 0.15, plot.bottom() - h, slot * 0.7, h);
        p.fillRect(r, bar);
        // Every fifth day numbered (day 1 is tomorrow), so the labels never crowd.
        if (day % 5 == 0 || day == 29)
            p.drawText(QRectF(plot.left() + slot * day - 10, plot.bottom() + 2, slot + 20, labelHeight), Qt::AlignHCenter | Qt::AlignTop,
                       QString::number(day + 1));
    }
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawText(QRect(plot.left(), plot.bottom() + labelHeight, plot.width(), fm.height()), Qt::AlignHCenter, tr("days from today"));
}

TrainingStatsView::TrainingStatsView(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* grid = new QGridLayout;
    for (std::size_t i = 0; i < m_names.size(); ++i) {
        m_names[i] = new QLabel(this);
        m_values[i] = new QLabel(this);
        m_values[i]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QFont bold = m_values[i]->font();
        bold.setBold(true);
        m_values[i]->setFont(bold);
        // Two columns of four counts.
        grid->addWidget(m_names[i], int(i % 4), int(i / 4) * 3);
        grid->addWidget(m_values[i], int(i % 4), int(i / 4) * 3 + 1);
    }
    grid->setHorizontalSpacing(12);
    grid->setColumnMinimumWidth(2, 32);
    grid->setColumnStretch(5, 1);
    layout->addLayout(grid);
    m_chartTitle = new QLabel(this);
    layout->addWidget(m_chartTitle);
    m_chart = new DueChart(this);
    layout->addWidget(m_chart, 1);
    retranslateUi();
    setStats({});
}

void TrainingStatsView::setStats(const training::TrainingStats& stats)
{
    m_stats = stats;
    const std::array<int, 8> values = {stats.cards,  stats.fresh,  stats.learning, stats.dueToday,
                                       stats.review, stats.mature, stats.lapses,   stats.dueNow};
    for (std::size_t i = 0; i < values.size(); ++i)
        m_values[i]->setText(QString::number(values[i]));
    m_chart->setCounts(stats.upcoming);
}

QString TrainingStatsView::valueText(int row) const
{
    return row >= 0 && row < int(m_values.size()) ? m_values[std::size_t(row)]->text() : QString();
}

void TrainingStatsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TrainingStatsView::retranslateUi()
{
    const std::array<QString, 8> names = {tr("Cards"),     tr("New"),    tr("Learning"), tr("Due today"),
                                          tr("In review"), tr("Mature"), tr("Lapses"),   tr("Due now")};
    for (std::size_t i = 0; i < names.size(); ++i)
        m_names[i]->setText(names[i]);
    m_chartTitle->setText(tr("Cards falling due on each of the next 30 days"));
    m_chart->update();
}

} // namespace kibitz::gui
