// TrainingStatsView: the statistics of a repertoire's cards (training::statistics) - new, learning, due now and
// today, in review, mature, lapses - and DueChart, a bar chart of the cards falling due on each of the next 30 days,
// painted with QPainter in the palette's colours. Invariant: both show the one TrainingStats given last.
#pragma once

#include "training/drill.h"

#include <QWidget>

#include <array>

class QLabel;

namespace kibitz::gui {

class DueChart : public QWidget {
    Q_OBJECT

public:
    explicit DueChart(QWidget* parent = nullptr);
    void setCounts(const std::array<int, 30>& counts);
    const std::array<int, 30>& counts() const { return m_counts; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::array<int, 30> m_counts{};
};

class TrainingStatsView : public QWidget {
    Q_OBJECT

public:
    explicit TrainingStatsView(QWidget* parent = nullptr);
    void setStats(const training::TrainingStats& stats);
    const training::TrainingStats& stats() const { return m_stats; }
    QString valueText(int row) const; // the numbers as shown, for tests

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    training::TrainingStats m_stats;
    std::array<QLabel*, 8> m_names{};
    std::array<QLabel*, 8> m_values{};
    QLabel* m_chartTitle;
    DueChart* m_chart;
};

} // namespace kibitz::gui
