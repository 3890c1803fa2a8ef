// ParticipantsModel: the engines of the tournament being set up, one row each, edited in place — the name, the time
// control (as kibitz-cli writes it: 60+0.6, 40/90+30, st=1, depth=8, nodes=50000), the engine options
// ("Hash=64; Threads=1"), an opening book and its depth. The command comes from Settings › Engines and is shown,
// not edited. Invariant: every row holds a valid time control and a name no other row has (an edit that would
// break either is refused).
#pragma once

#include "tournament/settings.h"

#include <QAbstractTableModel>

#include <vector>

namespace kibitz::gui {

class ParticipantsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, TimeControl, Options, Book, BookDepth, Command, ColumnCount };
    using QAbstractTableModel::QAbstractTableModel;

    const std::vector<tournament::EngineEntry>& engines() const { return m_engines; }
    void setEngines(const std::vector<tournament::EngineEntry>& engines);
    // Adds an engine, its name made unique ("Stockfish 2") when taken.
    void add(tournament::EngineEntry engine);
    void remove(int row);
    void moveUp(int row); // seeds: the first row is seed 1
    void setReadOnly(bool readOnly) { m_readOnly = readOnly; }

    int rowCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : int(m_engines.size()); }
    int columnCount(const QModelIndex& parent = {}) const override { return parent.isValid() ? 0 : ColumnCount; }
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // "Hash=64; Threads=1" and back.
    static QString optionsText(const tournament::EngineEntry& e);
    static std::vector<std::pair<std::string, std::string>> parseOptions(const QString& text);

signals:
    void problem(const QString& text); // an edit was refused, and why

private:
    bool nameTaken(const std::string& name, int except) const;

    std::vector<tournament::EngineEntry> m_engines;
    bool m_readOnly = false;
};

} // namespace kibitz::gui
