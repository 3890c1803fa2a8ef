// DossierGamesModel: a list of the dossier's games (most recent, longest, shortest): date, the player's colour,
// opponent and rating, result, moves, event, ECO and database. Invariant: gameAt(row) names the database (an index
// into the dossier's sources) and the game number there that the row shows.
#pragma once

#include "pgn/dossier.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <utility>
#include <vector>

namespace kibitz::gui {

enum class DossierGameColumn { Date, Colour, Opponent, Elo, Result, Moves, Event, Eco, Database, Count };
constexpr int DossierGameColumnCount = int(DossierGameColumn::Count);

class DossierGamesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit DossierGamesModel(QObject* parent = nullptr);

    void setGames(std::vector<pgn::DossierGame> games, QStringList databaseNames);
    // (database index, game number) of a row; (-1, 0) when there is none.
    std::pair<int, std::size_t> gameAt(int row) const;
    QString text(int row, DossierGameColumn column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<pgn::DossierGame> m_games;
    QStringList m_databases;
};

} // namespace kibitz::gui
