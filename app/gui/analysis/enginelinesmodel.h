// EngineLinesModel: the engine's best lines for one position, one row per line (best first), with the score
// from White's point of view ("+1.23", "#3", "#-2") and the moves in SAN with move numbers. Invariant: every
// row's moves are legal from root(); setRoot() clears the rows, so lines never outlive their position.
#pragma once

#include "engineclient/enginetypes.h"

#include "core/gameline.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace kibitz::gui {

class EngineLinesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { ScoreColumn, LineColumn, ColumnCount };
    enum Role {
        MoveTokensRole = Qt::UserRole + 1, // QStringList, one entry per move: "12. Nf3", "Nc6", first "12... Nc6"
    };

    explicit EngineLinesModel(QObject* parent = nullptr);

    void setRoot(const GameLine& root);
    const GameLine& root() const { return m_root; }
    void setMaxLines(int lines); // drops rows beyond it
    // Merges a report: each line replaces the row of its rank; statistics replace the previous ones.
    void apply(const engineclient::AnalysisUpdate& update);
    void clear();

    int depth() const { return m_depth; }
    quint64 nodesPerSecond() const { return m_nps; }
    QString evaluationText() const; // best line's score, empty without lines
    // The moves of row `row` up to and including move `index`; empty if out of range.
    std::vector<Move> movesUpTo(int row, int index) const;

    static QString scoreText(const engineclient::Score& score, Color sideToMove);
    static QStringList moveTokens(const GameLine& root, const std::vector<Move>& pv);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void statisticsChanged();

private:
    struct Row {
        engineclient::Line line;
        QString score;
        QStringList tokens;
    };

    GameLine m_root;
    std::vector<Row> m_rows;
    int m_maxLines = 3;
    int m_depth = 0;
    quint64 m_nps = 0;
};

} // namespace kibitz::gui
