// The results of a tournament as three table models: the standings (rank, engine, points, games, W-L-D, Elo and
// its error bar, Sonneborn-Berger, Buchholz for a Swiss), the crosstable (each engine's W-L-D against each other,
// rows and columns in rank order) and the finished games (round, players, result, how it ended). Each is set whole
// from the tournament's state after every game. Invariant: crosstable cell (r, c) mirrors (c, r).
#pragma once

#include "tournament/standings.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace kibitz::gui {

class StandingsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Rank, Engine, Points, Games, Record, Score, Elo, SonnebornBerger, Buchholz, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setState(const tournament::TournamentState& state);
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<tournament::Standing> m_rows;
    QStringList m_names;
};

class CrosstableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    void setState(const tournament::TournamentState& state);
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(m_order.size()); }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(m_order.size()); }
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    // The record of the engine in row `row` against the one in column `column` (rank order).
    tournament::Record record(int row, int column) const;
    QString engineAt(int section) const { return m_names.value(m_order.empty() ? -1 : m_order[std::size_t(section)]); }

private:
    std::vector<int> m_order; // engines in rank order
    std::vector<std::vector<tournament::Record>> m_cross;
    QStringList m_names;
};

class FinishedGamesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Number, Round, White, Black, Result, Reason, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    void setState(const tournament::TournamentState& state);
    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(m_games.size()); }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<tournament::GameRecord> m_games; // finished, in the order they ended is unknown: by id
    QStringList m_names;
};

} // namespace kibitz::gui
