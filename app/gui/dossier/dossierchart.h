// DossierChart: one of the dossier's charts (pgn/dossiercharts.h) drawn by Qt's SVG renderer. The chart is made
// again for the widget's width (text keeps its size, only the plot stretches) in colours taken from the palette;
// below its narrowest width it is scaled down. Also renders a chart to an image (for the PDF). Invariant: what it
// shows is the SVG of the export made for another width and palette, nothing else.
#pragma once

#include "pgn/dossiercharts.h"

#include <QByteArray>
#include <QImage>
#include <QPalette>
#include <QWidget>

#include <functional>

class QSvgRenderer;

namespace kibitz::gui {

// Chart colours for a palette (the export's on a light one, lighter lines and muted greys on a dark one), and the
// words of the interface.
pgn::ChartStyle chartStyle(const QPalette& palette);
// `svg` drawn on white at `scale` times its own size.
QImage chartImage(const std::string& svg, qreal scale = 2);

class DossierChart : public QWidget {
    Q_OBJECT

public:
    using Maker = std::function<std::string(const pgn::ChartStyle& style)>;
    explicit DossierChart(QWidget* parent = nullptr);
    static pgn::ChartWords words(); // the charts' words in the user interface's language

    void setChart(Maker make); // drawn at once and again whenever the width or the palette changes
    const QByteArray& svg() const { return m_svg; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void remake();

    Maker m_make;
    int m_madeWidth = 0;
    QByteArray m_svg;
    QSvgRenderer* m_renderer;
};

} // namespace kibitz::gui
