// CoverageModel and GameCheckModel: the tables of the training window's reference panels - the replies a
// reference database plays that the repertoire does not answer (training/coverage.h), and the player's games with
// where each left the repertoire and who left it (training/repertoirecheck.h). Invariant: the rows are those of
// the one result given last.
#pragma once

#include "trainingjob.h"

#include <QAbstractTableModel>

#include <memory>

namespace kibitz::gui {

enum class CoverageColumn { Position, Reply, Games, Share, Score, Count };

class CoverageModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit CoverageModel(QObject* parent = nullptr);
    void setResult(std::shared_ptr<const CoverageResult> result);
    const CoverageResult* result() const { return m_result.get(); }
    const training::MissingReply* replyAt(int row) const;
    QString text(int row, CoverageColumn column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const CoverageResult> m_result;
};

enum class CheckColumn { Game, White, Black, Date, Left, Move, Expected, Count };

class GameCheckModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit GameCheckModel(QObject* parent = nullptr);
    void setResult(std::shared_ptr<const CheckResult> result);
    const CheckResult* result() const { return m_result.get(); }
    const training::CheckedGame* gameAt(int row) const;
    QString text(int row, CheckColumn column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const CheckResult> m_result;
};

} // namespace kibitz::gui
