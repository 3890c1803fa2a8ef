// RepertoireModel: lazily made rows over the repertoire graph; texts in the interface's piece letters.
#include "repertoiremodel.h"

#include "i18n/localsan.h"

#include "core/fen.h"

#include <QBrush>
#include <QDateTime>
#include <QFont>
#include <QLocale>
#include <QPalette>

#include <sstream>

namespace kibitz::gui {

namespace {

// The full move number and side to move of a FEN ("... w KQkq - 0 1").
std::pair<int, Color> countersOf(const std::string& fen)
{
    std::istringstream in(fen);
    std::string placement, side, castling, ep;
    int halfmoves = 0, fullmove = 1;
    in >> placement >> side >> castling >> ep >> halfmoves >> fullmove;
    return {std::max(1, fullmove), side == "b" ? Black : White};
}

} // namespace

RepertoireModel::RepertoireModel(std::function<QDateTime()> clock, QObject* parent) : QAbstractItemModel(parent), m_clock(std::move(clock))
{
}

void RepertoireModel::setRepertoire(training::RepertoirePtr repertoire, const training::Progress* progress)
{
    beginResetModel();
    m_rep = std::move(repertoire);
    m_progress = progress;
    m_items.clear();
    m_roots.clear();
    if (m_rep)
        for (const training::NodeIndex root : m_rep->graph().roots()) {
            Item item;
            item.from = root;
            item.row = int(m_roots.size());
            m_roots.push_back(int(m_items.size()));
            m_items.push_back(std::move(item));
        }
    endResetModel();
}

void RepertoireModel::progressChanged()
{
    // No row changes: an empty layout change makes the views repaint every row they show.
    emit layoutAboutToBeChanged();
    emit layoutChanged();
}

training::NodeIndex RepertoireModel::nodeOf(int item) const
{
    const Item& it = m_items[std::size_t(item)];
    return it.move < 0 ? it.from : m_rep->graph().node(it.from).moves[std::size_t(it.move)].to;
}

const std::vector<int>& RepertoireModel::childrenOf(int item) const
{
    if (item < 0)
        return m_roots;
    if (!m_items[std::size_t(item)].made) {
        const training::NodeIndex node = nodeOf(item);
        const int depth = m_items[std::size_t(item)].move < 0 ? 0 : m_items[std::size_t(item)].depth + 1;
        std::vector<int> children;
        const std::size_t moves = node == training::NoIndex ? 0 : m_rep->graph().node(node).moves.size();
        for (std::size_t k = 0; k < moves; ++k) {
            Item child;
            child.parent = item, child.row = int(k), child.from = node, child.move = int(k), child.depth = depth;
            children.push_back(int(m_items.size()));
            m_items.push_back(std::move(child)); // may move m_items: no reference is held across
        }
        m_items[std::size_t(item)].children = std::move(children);
        m_items[std::size_t(item)].made = true;
    }
    return m_items[std::size_t(item)].children;
}

QModelIndex RepertoireModel::index(int row, int column, const QModelIndex& parent) const
{
    const std::vector<int>& children = childrenOf(itemOf(parent));
    if (row < 0 || row >= int(children.size()) || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column, quintptr(children[std::size_t(row)]));
}

QModelIndex RepertoireModel::parent(const QModelIndex& child) const
{
    const int item = itemOf(child);
    if (item < 0 || m_items[std::size_t(item)].parent < 0)
        return {};
    const int p = m_items[std::size_t(item)].parent;
    return createIndex(m_items[std::size_t(p)].row, 0, quintptr(p));
}

int RepertoireModel::rowCount(const QModelIndex& parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(childrenOf(itemOf(parent)).size());
}

int RepertoireModel::columnCount(const QModelIndex&) const { return int(RepertoireColumn::Count); }

bool RepertoireModel::hasChildren(const QModelIndex& parent) const
{
    const int item = itemOf(parent);
    if (item < 0)
        return !m_roots.empty();
    const training::NodeIndex node = nodeOf(item);
    return parent.column() == 0 && node != training::NoIndex && !m_rep->graph().node(node).moves.empty();
}

training::NodeIndex RepertoireModel::positionAt(const QModelIndex& index) const
{
    const int item = itemOf(index);
    return item < 0 ? training::NoIndex : m_items[std::size_t(item)].from;
}

Move RepertoireModel::moveAt(const QModelIndex& index) const
{
    const int item = itemOf(index);
    if (item < 0 || m_items[std::size_t(item)].move < 0)
        return Move::none();
    const Item& it = m_items[std::size_t(item)];
    return m_rep->graph().node(it.from).moves[std::size_t(it.move)].move;
}

std::vector<Move> RepertoireModel::pathOf(const QModelIndex& index) const
{
    std::vector<Move> path;
    for (QModelIndex i = index.siblingAtColumn(0); i.isValid() && moveAt(i); i = i.parent())
        path.insert(path.begin(), moveAt(i));
    return path;
}

int RepertoireModel::rootOf(const QModelIndex& index) const
{
    QModelIndex i = index.siblingAtColumn(0);
    while (i.parent().isValid())
        i = i.parent();
    return i.isValid() ? i.row() : -1;
}

QModelIndex RepertoireModel::indexOf(int root, const std::vector<Move>& path)
{
    QModelIndex at = index(root, 0);
    for (const Move m : path) {
        QModelIndex next;
        for (int r = 0; at.isValid() && r < rowCount(at) && !next.isValid(); ++r)
            if (moveAt(index(r, 0, at)) == m)
                next = index(r, 0, at);
        at = next;
    }
    return at;
}

QString RepertoireModel::moveText(const Item& it) const
{
    const training::GraphNode& from = m_rep->graph().node(it.from);
    if (it.move < 0)
        return from.epd == training::epdOf(StartFen) ? tr("Starting position") : QString::fromStdString(from.fen);
    // The move number from the start position's counters and the plies since.
    int item = int(&it - m_items.data());
    while (m_items[std::size_t(item)].parent >= 0)
        item = m_items[std::size_t(item)].parent;
    const auto [number, side] = countersOf(m_rep->graph().node(m_items[std::size_t(item)].from).fen);
    const int plies = it.depth + (side == Black ? 1 : 0);
    const QString san = localizeSan(QString::fromStdString(from.moves[std::size_t(it.move)].san));
    return plies % 2 == 0 ? QStringLiteral("%1. %2").arg(number + plies / 2).arg(san)
                          : QStringLiteral("%1… %2").arg(number + plies / 2).arg(san);
}

QString RepertoireModel::cardText(training::NodeIndex node) const
{
    if (!m_progress || !m_rep->isCard(node))
        return {};
    const training::CardRecord* record = m_progress->find(m_rep->graph().node(node).epd);
    if (!record || record->card.state == training::CardState::New)
        return tr("new");
    const QDateTime now = m_clock();
    if (record->card.due <= now.toMSecsSinceEpoch())
        return tr("due now");
    // The time when it falls due today, else the day.
    const QDateTime due = QDateTime::fromMSecsSinceEpoch(record->card.due);
    return tr("due %1").arg(due.date() == now.date() ? QLocale().toString(due.time(), QLocale::ShortFormat)
                                                     : QLocale().toString(due.date(), QLocale::ShortFormat));
}

QVariant RepertoireModel::data(const QModelIndex& index, int role) const
{
    const int item = itemOf(index);
    if (item < 0)
        return {};
    const Item& it = m_items[std::size_t(item)];
    const bool own = it.move >= 0 && m_rep->graph().node(it.from).sideToMove == m_rep->side();
    if (role == Qt::FontRole && own && it.move == 0) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (RepertoireColumn(index.column())) {
    case RepertoireColumn::Move: return moveText(it);
    case RepertoireColumn::Role:
        if (it.move < 0)
            return {};
        return !own ? tr("reply") : it.move == 0 ? tr("main") : tr("alternative");
    case RepertoireColumn::Card: return own ? cardText(it.from) : QString();
    case RepertoireColumn::Count: break;
    }
    return {};
}

QVariant RepertoireModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (RepertoireColumn(section)) {
    case RepertoireColumn::Move: return tr("Move");
    case RepertoireColumn::Role: return tr("Role");
    case RepertoireColumn::Card: return tr("Card");
    case RepertoireColumn::Count: break;
    }
    return {};
}

} // namespace kibitz::gui
