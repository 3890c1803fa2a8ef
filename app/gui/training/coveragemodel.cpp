// CoverageModel and GameCheckModel: cell texts (moves in the interface's piece letters), numbers right-aligned.
#include "coveragemodel.h"

#include "database/cachedamage.h"

#include "i18n/localsan.h"

#include <QLocale>

namespace kibitz::gui {

namespace {

QString q(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

bool isNumber(int column, bool coverage)
{
    return coverage ? column >= int(CoverageColumn::Games) && column <= int(CoverageColumn::Score) : column == int(CheckColumn::Game);
}

} // namespace

CoverageModel::CoverageModel(QObject* parent) : QAbstractTableModel(parent) {}

void CoverageModel::setResult(std::shared_ptr<const CoverageResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

const training::MissingReply* CoverageModel::replyAt(int row) const
{
    if (!m_result || row < 0 || row >= rowCount())
        return nullptr;
    return &m_result->coverage.missing[std::size_t(row)];
}

QString CoverageModel::text(int row, CoverageColumn column) const
{
    const training::MissingReply* r = replyAt(row);
    if (!r)
        return {};
    const Color opponent = ~m_result->repertoire->side();
    switch (column) {
    case CoverageColumn::Position: return localizeLine(q(r->path.text()));
    case CoverageColumn::Reply: return localizeSan(q(r->san));
    case CoverageColumn::Games: return QLocale().toString(qulonglong(r->stats.games));
    case CoverageColumn::Share: return QStringLiteral("%1%").arg(r->share() * 100, 0, 'f', 1);
    case CoverageColumn::Score:
        return r->score(opponent) < 0 ? QStringLiteral("–") : QStringLiteral("%1%").arg(r->score(opponent) * 100, 0, 'f', 0);
    case CoverageColumn::Count: break;
    }
    return {};
}

int CoverageModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_result ? 0 : int(m_result->coverage.missing.size());
}

int CoverageModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(CoverageColumn::Count); }

QVariant CoverageModel::data(const QModelIndex& index, int role) const
{
    if (role == Qt::TextAlignmentRole && isNumber(index.column(), true))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    return text(index.row(), CoverageColumn(index.column()));
}

QVariant CoverageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (CoverageColumn(section)) {
    case CoverageColumn::Position: return tr("Position");
    case CoverageColumn::Reply: return tr("Reply not answered");
    case CoverageColumn::Games: return tr("Games");
    case CoverageColumn::Share: return tr("Share");
    case CoverageColumn::Score: return tr("Their score");
    case CoverageColumn::Count: break;
    }
    return {};
}

GameCheckModel::GameCheckModel(QObject* parent) : QAbstractTableModel(parent) {}

void GameCheckModel::setResult(std::shared_ptr<const CheckResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    endResetModel();
}

const training::CheckedGame* GameCheckModel::gameAt(int row) const
{
    if (!m_result || row < 0 || row >= rowCount())
        return nullptr;
    return &m_result->check.games[std::size_t(row)];
}

QString GameCheckModel::text(int row, CheckColumn column) const
{
    const training::CheckedGame* g = gameAt(row);
    if (!g)
        return {};
    const pgn::GameIndex& index = m_result->index->database->index();
    const training::GameCheck& c = g->check;
    const bool left = c.who == training::Departure::Player || c.who == training::Departure::Opponent;
    switch (column) {
    case CheckColumn::Game: return QString::number(g->game + 1);
    case CheckColumn::White: return q(index.field(g->game, pgn::IndexField::White));
    case CheckColumn::Black: return q(index.field(g->game, pgn::IndexField::Black));
    case CheckColumn::Date: return q(index.field(g->game, pgn::IndexField::Date));
    case CheckColumn::Left:
        return c.who == training::Departure::Player  ? tr("player left")
            : c.who == training::Departure::Opponent ? tr("opponent left")
            : c.who == training::Departure::InBook   ? tr("in book")
                                                     : tr("not in repertoire");
    case CheckColumn::Move: return left ? localizeLine(q(c.playedLabel())) : QString();
    case CheckColumn::Expected: {
        QStringList moves;
        for (const std::string& e : c.expected)
            moves << localizeSan(q(e));
        return left ? moves.join(QStringLiteral(", ")) : QString();
    }
    case CheckColumn::Count: break;
    }
    return {};
}

int GameCheckModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_result ? 0 : int(m_result->check.games.size());
}

int GameCheckModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(CheckColumn::Count); }

QVariant GameCheckModel::data(const QModelIndex& index, int role) const
{
    if (role == Qt::TextAlignmentRole && isNumber(index.column(), false))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    return CacheDamage::guard([&] { return text(index.row(), CheckColumn(index.column())); }, QString());
}

QVariant GameCheckModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (CheckColumn(section)) {
    case CheckColumn::Game: return tr("Game");
    case CheckColumn::White: return tr("White");
    case CheckColumn::Black: return tr("Black");
    case CheckColumn::Date: return tr("Date");
    case CheckColumn::Left: return tr("Left the repertoire");
    case CheckColumn::Move: return tr("Move played");
    case CheckColumn::Expected: return tr("Expected");
    case CheckColumn::Count: break;
    }
    return {};
}

} // namespace kibitz::gui
