#include "participantsmodel.h"

namespace kibitz::gui {

void ParticipantsModel::setEngines(const std::vector<tournament::EngineEntry>& engines)
{
    beginResetModel();
    m_engines = engines;
    endResetModel();
}

bool ParticipantsModel::nameTaken(const std::string& name, int except) const
{
    for (std::size_t i = 0; i < m_engines.size(); ++i)
        if (int(i) != except && m_engines[i].name == name)
            return true;
    return false;
}

void ParticipantsModel::add(tournament::EngineEntry engine)
{
    const std::string base = engine.name;
    for (int n = 2; nameTaken(engine.name, -1); ++n)
        engine.name = base + " " + std::to_string(n);
    beginInsertRows({}, int(m_engines.size()), int(m_engines.size()));
    m_engines.push_back(std::move(engine));
    endInsertRows();
}

void ParticipantsModel::remove(int row)
{
    if (row < 0 || row >= int(m_engines.size()))
        return;
    beginRemoveRows({}, row, row);
    m_engines.erase(m_engines.begin() + row);
    endRemoveRows();
}

void ParticipantsModel::moveUp(int row)
{
    if (row <= 0 || row >= int(m_engines.size()))
        return;
    beginMoveRows({}, row, row, {}, row - 1);
    std::swap(m_engines[std::size_t(row)], m_engines[std::size_t(row) - 1]);
    endMoveRows();
}

QString ParticipantsModel::optionsText(const tournament::EngineEntry& e)
{
    QStringList parts;
    for (const auto& [name, value] : e.options)
        parts << QString::fromStdString(name + "=" + value);
    return parts.join(QStringLiteral("; "));
}

std::vector<std::pair<std::string, std::string>> ParticipantsModel::parseOptions(const QString& text)
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const QString& part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq > 0)
            out.emplace_back(part.left(eq).trimmed().toStdString(), part.mid(eq + 1).trimmed().toStdString());
    }
    return out;
}

QVariant ParticipantsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || (role != Qt::DisplayRole && role != Qt::EditRole && role != Qt::ToolTipRole))
        return {};
    const tournament::EngineEntry& e = m_engines[std::size_t(index.row())];
    switch (index.column()) {
    case Name: return QString::fromStdString(e.name);
    case TimeControl: return QString::fromStdString(e.tc.text());
    case Options: return optionsText(e);
    case Book: return QString::fromStdString(e.book);
    case BookDepth: return e.book.empty() && role == Qt::DisplayRole ? QVariant() : QVariant(e.bookDepth);
    case Command: return e.command == "builtin" ? tr("(built in)") : QString::fromStdString(e.command);
    }
    return {};
}

bool ParticipantsModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || m_readOnly)
        return false;
    tournament::EngineEntry& e = m_engines[std::size_t(index.row())];
    const QString text = value.toString().trimmed();
    switch (index.column()) {
    case Name:
        if (text.isEmpty() || nameTaken(text.toStdString(), index.row())) {
            emit problem(tr("Every engine needs a name of its own."));
            return false;
        }
        e.name = text.toStdString();
        break;
    case TimeControl: {
        std::string why;
        const auto tc = tournament::TimeControl::parse(text.toStdString(), &why);
        if (!tc) {
            emit problem(QString::fromStdString(why));
            return false;
        }
        e.tc = *tc;
        break;
    }
    case Options: e.options = parseOptions(text); break;
    case Book: e.book = text.toStdString(); break;
    case BookDepth: e.bookDepth = std::clamp(value.toInt(), 0, 1000); break;
    default: return false;
    }
    emit dataChanged(index, index);
    return true;
}

Qt::ItemFlags ParticipantsModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (!m_readOnly && index.column() != Command)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant ParticipantsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1; // the seed
    switch (section) {
    case Name: return tr("Engine");
    case TimeControl: return tr("Time control");
    case Options: return tr("Options");
    case Book: return tr("Book");
    case BookDepth: return tr("Book moves");
    case Command: return tr("Command");
    }
    return {};
}

} // namespace kibitz::gui
