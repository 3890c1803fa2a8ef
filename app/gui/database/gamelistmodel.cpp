// GameListModel: cell text straight from the database's index, and the worker-thread life cycle of sort/filter jobs.
#include "gamelistmodel.h"

#include "cachedamage.h"

#include <QDataStream>
#include <QIODevice>
#include <QMimeData>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace kibitz::gui {

using pgn::IndexField;

GameListModel::GameListModel(QObject* parent) : QAbstractTableModel(parent) {}

GameListModel::~GameListModel()
{
    // A running job owns shared copies of what it reads, so it can finish on its own after we are gone.
    if (m_pending)
        m_pending->cancel->store(true);
}

void GameListModel::setDatabase(std::shared_ptr<const pgn::Database> database) { recompute(std::move(database)); }

void GameListModel::setFilterText(const QString& text)
{
    if (text == m_filterText)
        return;
    m_filterText = text;
    m_query.words = filterWords(text);
    recompute(m_latest);
}

void GameListModel::setGameFilter(std::shared_ptr<const pgn::GameFilter> filter)
{
    if (filter == m_query.filter)
        return;
    m_query.filter = std::move(filter);
    recompute(m_latest);
}

void GameListModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= GameColumnCount)
        return;
    m_query.sortColumn = GameColumn(column);
    m_query.descending = order == Qt::DescendingOrder;
    recompute(m_latest);
}

void GameListModel::recompute(std::shared_ptr<const pgn::Database> database)
{
    m_latest = database;
    const bool wasBusy = isBusy();
    if (m_pending) {
        m_pending->cancel->store(true); // the newer request wins; the old result is never applied
        m_pending.reset();
    }
    if (!database || m_query.isIdentity()) {
        apply({std::move(database), nullptr, nullptr});
        if (wasBusy)
            emit busyChanged(false);
        return;
    }
    auto job = std::make_unique<Job>();
    job->database = database;
    job->cancel = std::make_shared<std::atomic<bool>>(false);
    Job* raw = job.get();
    connect(&job->watcher, &QFutureWatcherBase::finished, this, [this, raw] {
        if (m_pending.get() != raw)
            return;
        auto result = raw->watcher.result();
        std::unique_ptr<Job> done = std::move(m_pending);
        if (result)
            apply({done->database, std::make_shared<const std::vector<std::uint32_t>>(std::move(result->order)), std::move(result->games)});
        emit busyChanged(false);
    });
    const GameQuery query = m_query;
    const auto cancel = job->cancel;
    job->watcher.setFuture(QtConcurrent::run([database, query, cancel]() -> std::optional<Computed> {
        // A damaged part of the header index: no order (the list keeps what it shows until the file is indexed again).
        std::optional<std::vector<std::uint32_t>> order = CacheDamage::guard(
            [&] { return computeOrder(database->index(), query, *cancel); }, std::optional<std::vector<std::uint32_t>>());
        if (!order)
            return std::nullopt;
        Computed computed;
        if (query.words.empty()) { // sorting keeps the set: it is the search's (or every game)
            computed.games = query.filter;
        } else {
            auto games = std::make_shared<pgn::GameFilter>(database->size());
            for (const std::uint32_t g : *order)
                games->set(g);
            computed.games = std::move(games);
        }
        computed.order = std::move(*order);
        return computed;
    }));
    m_pending = std::move(job);
    if (!wasBusy)
        emit busyChanged(true);
}

void GameListModel::apply(Shown shown)
{
    // More of the same bytes indexed, in file order, only appends rows: keep the selection and scroll position.
    // (A reopened file is other bytes: its rows may all differ.)
    const bool append = !shown.order && !m_shown.order && m_shown.database && shown.database
        && shown.database->data().data() == m_shown.database->data().data() && shown.database->size() >= m_shown.database->size();
    if (append) {
        m_shown = std::move(shown);
    } else {
        beginResetModel();
        m_shown = std::move(shown);
        m_listed = 0;
        endResetModel();
    }
    listMore(++m_listGeneration);
}

int GameListModel::shownCount() const
{
    if (!m_shown.database)
        return 0;
    return int(m_shown.order ? m_shown.order->size() : m_shown.database->size());
}

void GameListModel::listMore(std::uint64_t generation)
{
    if (generation != m_listGeneration)
        return; // a newer apply() lists its own rows
    const int target = shownCount();
    if (m_listed < target) {
        const int next = target - m_listed > m_step ? m_listed + m_step : target;
        beginInsertRows({}, m_listed, next - 1);
        m_listed = next;
        endInsertRows();
    }
    if (m_listed < target) {
        QMetaObject::invokeMethod(
            this, [this, generation] { listMore(generation); }, Qt::QueuedConnection);
        return;
    }
    emit orderApplied();
}

std::size_t GameListModel::gameAt(int row) const { return m_shown.order ? (*m_shown.order)[std::size_t(row)] : std::size_t(row); }

int GameListModel::rowOfGame(std::size_t game) const
{
    if (!m_shown.database || game >= m_shown.database->size())
        return -1;
    if (!m_shown.order)
        return int(game) < m_listed ? int(game) : -1;
    const auto& order = *m_shown.order;
    const auto end = order.begin() + m_listed;
    const auto it = std::find(order.begin(), end, std::uint32_t(game));
    return it == end ? -1 : int(it - order.begin());
}

int GameListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_listed; }

int GameListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : GameColumnCount; }

QString GameListModel::fieldText(std::size_t game, IndexField field) const
{
    const pgn::GameIndex& index = m_shown.database->index();
    const std::string_view s = index.field(game, field);
    // The reader flags games whose bytes are not UTF-8; their tags are Latin-1.
    if (index.entry(game).flags & pgn::IndexEntry::Latin1)
        return QString::fromLatin1(s.data(), qsizetype(s.size()));
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString GameListModel::text(std::size_t game, GameColumn column) const
{
    if (!m_shown.database || game >= m_shown.database->size())
        return {};
    const pgn::IndexEntry& e = m_shown.database->index().entry(game);
    const auto number = [](unsigned v) { return v ? QString::number(v) : QString(); };
    switch (column) {
    case GameColumn::Number: return QString::number(game + 1);
    case GameColumn::WhiteElo: return number(e.whiteElo);
    case GameColumn::BlackElo: return number(e.blackElo);
    case GameColumn::PlyCount: return number(e.plyCount);
    case GameColumn::Date: {
        // "1998.??.??" reads better as "1998"; a fully unknown date as nothing.
        QString date = fieldText(game, IndexField::Date);
        while (date.endsWith(QLatin1String(".??")))
            date.chop(3);
        return date == QLatin1String("????") ? QString() : date;
    }
    case GameColumn::Result: {
        const QString r = fieldText(game, IndexField::Result);
        return r == QLatin1String("1/2-1/2") ? QStringLiteral("½-½") : r;
    }
    case GameColumn::Site:
    case GameColumn::Event:
    case GameColumn::Round: {
        const QString s = fieldText(game, indexFieldOf(column));
        return s == QLatin1String("?") ? QString() : s;
    }
    default: return fieldText(game, indexFieldOf(column));
    }
}

QVariant GameListModel::data(const QModelIndex& index, int role) const
{
    // A row in a damaged part of the header index shows nothing until the file is indexed again (CacheDamage).
    return CacheDamage::guard([&] { return cell(index, role); }, QVariant());
}

QVariant GameListModel::cell(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_shown.database || index.row() >= rowCount())
        return {};
    const std::size_t game = gameAt(index.row());
    const auto column = GameColumn(index.column());
    switch (role) {
    case Qt::DisplayRole: return text(game, column);
    case Qt::ToolTipRole:
        if (m_shown.database->index().entry(game).flags & pgn::IndexEntry::HasErrors)
            return tr("Game %1 has errors in its headers or moves").arg(game + 1);
        return {};
    case Qt::TextAlignmentRole:
        if (GameColumns::isNumeric(column))
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (column == GameColumn::Result || column == GameColumn::Eco || column == GameColumn::Date)
            return QVariant::fromValue(Qt::AlignHCenter | Qt::AlignVCenter);
        return {};
    case GameRole: return QVariant::fromValue(qulonglong(game));
    default: return {};
    }
}

Qt::ItemFlags GameListModel::flags(const QModelIndex& index) const
{
    return QAbstractTableModel::flags(index) | (index.isValid() ? Qt::ItemIsDragEnabled : Qt::NoItemFlags);
}

QStringList GameListModel::mimeTypes() const { return {QString::fromLatin1(GamesMimeType)}; }

QMimeData* GameListModel::mimeData(const QModelIndexList& indexes) const
{
    if (!m_shown.database)
        return nullptr;
    std::vector<std::size_t> games;
    for (const QModelIndex& index : indexes)
        if (index.isValid() && index.row() < rowCount())
            games.push_back(gameAt(index.row()));
    std::sort(games.begin(), games.end());
    games.erase(std::unique(games.begin(), games.end()), games.end());
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << quint64(quintptr(m_shown.database->data().data())) << quint64(games.size());
    for (const std::size_t g : games)
        out << quint64(g);
    auto* data = new QMimeData;
    data->setData(QString::fromLatin1(GamesMimeType), bytes);
    return data;
}

bool GameListModel::decodeGames(const QMimeData* data, quintptr& database, std::vector<std::size_t>& games)
{
    if (!data || !data->hasFormat(QString::fromLatin1(GamesMimeType)))
        return false;
    QDataStream in(data->data(QString::fromLatin1(GamesMimeType)));
    quint64 address = 0, count = 0;
    in >> address >> count;
    games.clear();
    for (quint64 i = 0; i < count && in.status() == QDataStream::Ok; ++i) {
        quint64 g = 0;
        in >> g;
        games.push_back(std::size_t(g));
    }
    database = quintptr(address);
    return in.status() == QDataStream::Ok && !games.empty();
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= GameColumnCount)
        return {};
    if (role == Qt::DisplayRole)
        return GameColumns::title(GameColumn(section));
    if (role == Qt::TextAlignmentRole && GameColumns::isNumeric(GameColumn(section)))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

} // namespace kibitz::gui
