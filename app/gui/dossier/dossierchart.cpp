// DossierChart: QSvgRenderer over the chart's SVG, made for the widget's width.
#include "dossierchart.h"

#include <QEvent>
#include <QPainter>
#include <QSvgRenderer>

namespace kibitz::gui {

namespace {

constexpr int NarrowestChart = 560, WidestChart = 1400; // SVG widths: below, the chart is scaled down

std::string hex(const QColor& c) { return c.name(QColor::HexRgb).toStdString(); }

} // namespace

pgn::ChartWords DossierChart::words()
{
    pgn::ChartWords w;
    const auto s = [](const QString& text) { return text.toStdString(); };
    w.performanceByYear = s(tr("Performance by year"));
    w.scoreByYear = s(tr("Score by year"));
    w.performance = s(tr("performance"));
    w.score = s(tr("score"));
    w.opponents = s(tr("opponents' average"));
    w.games = s(tr("games"));
    w.noDatedGames = s(tr("No dated games"));
    w.noGames = s(tr("No games"));
    // "{}" is the number (the chart library's placeholder, not Qt's).
    w.gameCount = s(tr("{} games"));
    w.oneGame = s(tr("1 game"));
    w.tallestBar = s(tr("tallest bar: {} games"));
    w.withoutYear = s(tr("{} games without a year not shown"));
    return w;
}

pgn::ChartStyle chartStyle(const QPalette& palette)
{
    pgn::ChartStyle style;
    style.words = DossierChart::words();
    const QColor base = palette.color(QPalette::Base);
    if (base.lightness() >= 128)
        return style; // the export's own colours
    style.text = hex(palette.color(QPalette::Text));
    style.muted = hex(palette.color(QPalette::PlaceholderText));
    style.grid = hex(base.lighter(160));
    style.bars = hex(base.lighter(230));
    style.line = "#63b3ed";
    style.second = "#f6ad55";
    style.good = "#48bb78";
    style.bad = "#f56565";
    return style;
}

QImage chartImage(const std::string& svg, qreal scale)
{
    QSvgRenderer renderer(QByteArray::fromStdString(svg));
    const QSize size = (QSizeF(renderer.defaultSize()) * scale).toSize();
    QImage image(size.isEmpty() ? QSize(1, 1) : size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer.render(&painter);
    return image;
}

DossierChart::DossierChart(QWidget* parent) : QWidget(parent), m_renderer(new QSvgRenderer(this))
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void DossierChart::setChart(Maker make)
{
    m_make = std::move(make);
    m_madeWidth = 0;
    remake();
}

void DossierChart::remake()
{
    if (!m_make)
        return;
    pgn::ChartStyle style = chartStyle(palette());
    style.width = std::clamp(width(), NarrowestChart, WidestChart);
    m_madeWidth = style.width;
    m_svg = QByteArray::fromStdString(m_make(style));
    const int oldHeight = m_renderer->defaultSize().height();
    m_renderer->load(m_svg);
    if (m_renderer->defaultSize().height() != oldHeight)
        updateGeometry();
    update();
}

int DossierChart::heightForWidth(int width) const
{
    const QSize own = m_renderer->defaultSize();
    if (own.isEmpty())
        return 0;
    return width >= NarrowestChart ? own.height() : own.height() * width / NarrowestChart;
}

QSize DossierChart::sizeHint() const
{
    const QSize own = m_renderer->defaultSize();
    return own.isEmpty() ? QSize(NarrowestChart, 200) : own;
}

QSize DossierChart::minimumSizeHint() const { return QSize(NarrowestChart / 2, heightForWidth(NarrowestChart / 2)); }

void DossierChart::resizeEvent(QResizeEvent* event)
{
    if (std::clamp(width(), NarrowestChart, WidestChart) != m_madeWidth)
        remake();
    QWidget::resizeEvent(event);
}

void DossierChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange)
        remake();
    QWidget::changeEvent(event);
}

void DossierChart::paintEvent(QPaintEvent*)
{
    if (!m_renderer->isValid())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Made for this width: drawn at its own size, centred (scaled down only below the narrowest chart).
    const QSizeF own = m_renderer->defaultSize();
    const qreal scale = std::min({width() / own.width(), height() / own.height(), 1.0});
    const QSizeF size = own * scale;
    m_renderer->render(&painter, QRectF(QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size));
}

} // namespace kibitz::gui
