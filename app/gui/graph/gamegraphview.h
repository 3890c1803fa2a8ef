// GameGraphView: one picture of a GameSeries — White's evaluation per ply (mistakes marked), both players' clocks,
// or the time each move took — with the current ply marked; a click asks for the move under the pointer. Painted
// with QPainter: three simple plots did not justify a new dependency (Qt Charts) in the application and in CI.
// The view holds a copy of the series and never touches the game; GraphDock feeds it and acts on its clicks.
#pragma once

#include "gameseries.h"

#include <QWidget>

namespace kibitz::gui {

class GameGraphView : public QWidget {
    Q_OBJECT

public:
    enum class Mode { Evaluation, Clock, TimeSpent };

    explicit GameGraphView(Mode mode, QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    void setSeries(GameSeries series);
    const GameSeries& series() const { return m_series; }
    // The ply marked as the current one (0: the start position); the view only draws it.
    void setCurrentPly(int ply);
    int currentPly() const { return m_currentPly; }
    bool hasData() const; // the series has what this mode draws
    // Where ply `ply` is drawn across the view, and the ply nearest to a point (0 .. number of moves).
    double xOfPly(int ply) const;
    int plyAt(const QPoint& point) const;

    QSize sizeHint() const override { return {420, 140}; }
    QSize minimumSizeHint() const override { return {160, 70}; }

signals:
    void plyClicked(int ply);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool event(QEvent* event) override; // tool tips: the move and its value

private:
    QRectF plotArea() const;
    double yOfEval(double pawns) const;
    void paintEvaluation(class QPainter& p) const;
    void paintClocks(QPainter& p) const;
    void paintTimeSpent(QPainter& p) const;
    void paintCurrent(QPainter& p) const;
    QString emptyText() const;
    QString toolTipAt(const QPoint& point) const;

    Mode m_mode;
    GameSeries m_series;
    int m_currentPly = 0;
};

// "1:05:03", "4:07" or "12.5 s", as a player reads a clock.
QString clockText(double seconds);

} // namespace kibitz::gui
