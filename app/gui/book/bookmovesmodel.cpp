#include "bookmovesmodel.h"

#include "i18n/localsan.h"

#include "core/san.h"

#include <QLocale>

namespace kibitz::gui {

BookMovesModel::BookMovesModel(QObject* parent) : QAbstractTableModel(parent) {}

void BookMovesModel::setBook(std::shared_ptr<const book::PolyglotBook> book)
{
    m_book = std::move(book);
    refresh();
}

void BookMovesModel::setPosition(const GameLine& line)
{
    m_line = line;
    refresh();
}

void BookMovesModel::refresh()
{
    beginResetModel();
    m_moves = m_book ? m_book->moves(m_line) : book::PositionBookMoves{};
    m_san.clear();
    for (const book::BookMove& m : m_moves.moves)
        m_san << localizeSan(QString::fromStdString(toSan(m_line.position(), m.move)));
    endResetModel();
}

Move BookMovesModel::moveAt(int row) const
{
    return row >= 0 && row < int(m_moves.moves.size()) ? m_moves.moves[std::size_t(row)].move : Move::none();
}

bool BookMovesModel::hasLearnData() const
{
    for (const book::BookMove& m : m_moves.moves)
        if (m.learn != 0)
            return true;
    return false;
}

int BookMovesModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(m_moves.moves.size()); }

int BookMovesModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant BookMovesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_moves.moves.size()))
        return {};
    const book::BookMove& m = m_moves.moves[std::size_t(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case MoveColumn: return m_san.value(index.row());
        case WeightColumn: return QLocale().toString(uint(m.weight));
        case ShareColumn: return QStringLiteral("%1 %").arg(QLocale().toString(100.0 * m.share, 'f', 1));
        case LearnColumn: return QLocale().toString(uint(m.learn));
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != MoveColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return tr("Play %1 (weight %2 of %3)").arg(m_san.value(index.row())).arg(m.weight).arg(m_moves.totalWeight);
    return {};
}

QVariant BookMovesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MoveColumn: return tr("Move");
    case WeightColumn: return tr("Weight");
    case ShareColumn: return tr("Share");
    case LearnColumn: return tr("Learn");
    default: return {};
    }
}

} // namespace kibitz::gui
