// DossierPlayersModel: items built from the groups; a change on either level is carried to the other.
#include "dossierplayersmodel.h"

#include <QLocale>

namespace kibitz::gui {

namespace {

constexpr int SpellingRole = Qt::UserRole + 1;

} // namespace

DossierPlayersModel::DossierPlayersModel(QObject* parent) : QStandardItemModel(parent)
{
    connect(this, &QStandardItemModel::itemChanged, this, &DossierPlayersModel::follow);
}

void DossierPlayersModel::setGroups(const std::vector<pgn::PlayerGroup>& groups, bool checkFirst)
{
    m_updating = true;
    clear();
    const QLocale locale;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        auto* player = new QStandardItem(
            tr("%1 (%n game(s))", nullptr, int(groups[g].games)).arg(QString::fromStdString(groups[g].name())));
        player->setCheckable(true);
        player->setEditable(false);
        const Qt::CheckState state = checkFirst && g == 0 ? Qt::Checked : Qt::Unchecked;
        player->setCheckState(state);
        player->setToolTip(tr("Spellings with the same surname and first initial; uncheck those of someone else"));
        for (const pgn::PlayerSpelling& s : groups[g].spellings) {
            auto* spelling = new QStandardItem(tr("%1 (%2)").arg(QString::fromStdString(s.name), locale.toString(qulonglong(s.games))));
            spelling->setCheckable(true);
            spelling->setEditable(false);
            spelling->setCheckState(state);
            spelling->setData(QString::fromStdString(s.name), SpellingRole);
            spelling->setToolTip(QString::fromStdString(s.name));
            player->appendRow(spelling);
        }
        appendRow(player);
    }
    m_updating = false;
    emit changed();
}

std::vector<std::string> DossierPlayersModel::checkedSpellings() const
{
    std::vector<std::string> out;
    for (int g = 0; g < rowCount(); ++g)
        for (int s = 0; s < item(g)->rowCount(); ++s)
            if (item(g)->child(s)->checkState() == Qt::Checked)
                out.push_back(item(g)->child(s)->data(SpellingRole).toString().toStdString());
    return out;
}

void DossierPlayersModel::checkOnly(int row)
{
    m_updating = true;
    for (int g = 0; g < rowCount(); ++g) {
        const Qt::CheckState state = g == row ? Qt::Checked : Qt::Unchecked;
        item(g)->setCheckState(state);
        for (int s = 0; s < item(g)->rowCount(); ++s)
            item(g)->child(s)->setCheckState(state);
    }
    m_updating = false;
    emit changed();
}

void DossierPlayersModel::follow(QStandardItem* changedItem)
{
    if (m_updating || !changedItem->isCheckable())
        return;
    m_updating = true;
    if (QStandardItem* player = changedItem->parent()) {
        int checked = 0;
        for (int s = 0; s < player->rowCount(); ++s)
            checked += player->child(s)->checkState() == Qt::Checked;
        player->setCheckState(checked == 0 ? Qt::Unchecked : checked == player->rowCount() ? Qt::Checked : Qt::PartiallyChecked);
    } else {
        const Qt::CheckState state = changedItem->checkState() == Qt::Unchecked ? Qt::Unchecked : Qt::Checked;
        changedItem->setCheckState(state);
        for (int s = 0; s < changedItem->rowCount(); ++s)
            changedItem->child(s)->setCheckState(state);
    }
    m_updating = false;
    emit changed();
}

} // namespace kibitz::gui
