// TournamentConfig: the Tournament window's last choices — format, rounds, the engines with their time controls,
// options and books, openings, adjudication, concurrency and files — as one plain value stored under "tournament/"
// in QSettings, so the next tournament starts from the last one's settings. Engines are kept in the text form of
// kibitz-cli tournament --engine (tournament::EngineEntry::spec()), which reads back exactly.
#pragma once

#include "tournament/settings.h"

#include <QString>

namespace kibitz::gui {

struct TournamentConfig {
    tournament::Settings settings;
    QString statePath; // where the tournament is saved; empty: next to the PGN

    bool operator==(const TournamentConfig&) const = default;

    static TournamentConfig defaults();
    static TournamentConfig load();
    void save() const;
};

} // namespace kibitz::gui
