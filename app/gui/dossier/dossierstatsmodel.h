// DossierStatsModel: a table of a dossier's records, one row per year, colour, rating band or ECO family: its
// label, then games, wins, draws, losses, score and performance (the player's). Also the cell texts the dossier's
// other tables share. Invariant: rows are shown in the order given.
#pragma once

#include "pgn/playerreport.h"

#include <QAbstractTableModel>
#include <QString>

#include <utility>
#include <vector>

namespace kibitz::gui {

enum class StatsColumn { Label, Games, Wins, Draws, Losses, Score, Performance, Count };
constexpr int StatsColumnCount = int(StatsColumn::Count);

// "62.5%" (empty without decided games), "2745" (empty without rated opponents), in the user's locale.
QString scoreText(const pgn::PlayerStats& stats);
QString performanceCell(const pgn::PlayerStats& stats);
// The header and text of a statistics column (Games .. Performance).
QString statsHeader(StatsColumn column);
QString statsText(const pgn::PlayerStats& stats, StatsColumn column);

class DossierStatsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit DossierStatsModel(QObject* parent = nullptr);

    void setLabelHeader(const QString& header);
    void setRows(std::vector<std::pair<QString, pgn::PlayerStats>> rows);
    QString text(int row, StatsColumn column) const; // what the view shows (tests read it)

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString m_labelHeader;
    std::vector<std::pair<QString, pgn::PlayerStats>> m_rows;
};

} // namespace kibitz::gui
