// DossierGamesModel: cell texts; the result coloured from the player's side.
#include "dossiergamesmodel.h"

#include "pgn/dossiertext.h"

#include <QBrush>
#include <QColor>
#include <QLocale>

namespace kibitz::gui {

DossierGamesModel::DossierGamesModel(QObject* parent) : QAbstractTableModel(parent) {}

void DossierGamesModel::setGames(std::vector<pgn::DossierGame> games, QStringList databaseNames)
{
    beginResetModel();
    m_games = std::move(games);
    m_databases = std::move(databaseNames);
    endResetModel();
}

std::pair<int, std::size_t> DossierGamesModel::gameAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return {-1, 0};
    return {int(m_games[std::size_t(row)].source), m_games[std::size_t(row)].game};
}

QString DossierGamesModel::text(int row, DossierGameColumn column) const
{
    if (row < 0 || row >= rowCount())
        return {};
    const pgn::DossierGame& g = m_games[std::size_t(row)];
    const auto q = [](const std::string& s) { return QString::fromStdString(s); };
    switch (column) {
    case DossierGameColumn::Date: return q(pgn::dateText(g.date));
    case DossierGameColumn::Colour: return g.asWhite ? tr("White") : tr("Black");
    case DossierGameColumn::Opponent: return q(g.opponent);
    case DossierGameColumn::Elo: return g.opponentElo ? QString::number(g.opponentElo) : QString();
    case DossierGameColumn::Result: return q(pgn::resultText(g.result));
    case DossierGameColumn::Moves: return g.plies ? QLocale().toString((g.plies + 1) / 2) : QString();
    case DossierGameColumn::Event: return q(g.event);
    case DossierGameColumn::Eco: return q(g.eco);
    case DossierGameColumn::Database: return tr("%1 #%2").arg(m_databases.value(int(g.source))).arg(g.game + 1);
    case DossierGameColumn::Count: break;
    }
    return {};
}

int DossierGamesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_games.size()); }

int DossierGamesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : DossierGameColumnCount; }

QVariant DossierGamesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto column = DossierGameColumn(index.column());
    const bool number = column == DossierGameColumn::Elo || column == DossierGameColumn::Moves;
    switch (role) {
    case Qt::DisplayRole: return text(index.row(), column);
    case Qt::TextAlignmentRole:
        return number ? QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter) : QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ForegroundRole: {
        const double points = m_games[std::size_t(index.row())].points();
        if (column != DossierGameColumn::Result || (points != 0 && points != 1))
            return {};
        return QBrush(points == 1 ? QColor(0x2f, 0x85, 0x5a) : QColor(0xc5, 0x30, 0x30));
    }
    case Qt::ToolTipRole: return tr("A click opens the game on the board");
    default: return {};
    }
}

QVariant DossierGamesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= DossierGameColumnCount || role != Qt::DisplayRole)
        return {};
    switch (DossierGameColumn(section)) {
    case DossierGameColumn::Date: return tr("Date");
    case DossierGameColumn::Colour: return tr("Colour");
    case DossierGameColumn::Opponent: return tr("Opponent");
    case DossierGameColumn::Elo: return tr("Elo");
    case DossierGameColumn::Result: return tr("Result");
    case DossierGameColumn::Moves: return tr("Moves");
    case DossierGameColumn::Event: return tr("Event");
    case DossierGameColumn::Eco: return tr("ECO");
    case DossierGameColumn::Database: return tr("Game");
    case DossierGameColumn::Count: break;
    }
    return {};
}

} // namespace kibitz::gui
