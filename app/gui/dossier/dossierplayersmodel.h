// DossierPlayersModel: the players a name finds, each a group of spellings with their game counts, as a two-level
// checkable list; the spellings checked make the dossier. Checking a player checks all its spellings; a player
// shows partly checked when only some are. Invariant: changed() is emitted once per user action, after the check
// states agree between players and spellings.
#pragma once

#include "pgn/playernames.h"

#include <QStandardItemModel>

#include <string>
#include <vector>

namespace kibitz::gui {

class DossierPlayersModel : public QStandardItemModel {
    Q_OBJECT

public:
    explicit DossierPlayersModel(QObject* parent = nullptr);

    // The groups found, the first one checked (none when `checkFirst` is false).
    void setGroups(const std::vector<pgn::PlayerGroup>& groups, bool checkFirst = true);
    std::vector<std::string> checkedSpellings() const;
    // Checks exactly the spellings of group `row` (other groups unchecked).
    void checkOnly(int row);

signals:
    void changed();

private:
    void follow(QStandardItem* item);
    bool m_updating = false;
};

} // namespace kibitz::gui
