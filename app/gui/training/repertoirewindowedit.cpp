// RepertoireWindow: opening and saving files, and the edits (each through the library, one undo step).
#include "repertoiredocument.h"
#include "repertoiremodel.h"
#include "repertoirewindow.h"
#include "trainingjob.h"

#include "i18n/localsan.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QSpinBox>
#include <QTreeView>

namespace kibitz::gui {

namespace {
const QString PgnFilter = QStringLiteral("PGN (*.pgn);;") + QStringLiteral("* (*)");
} // namespace

bool RepertoireWindow::maybeKeep()
{
    if (!m_document->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved Repertoire"), tr("The repertoire has unsaved changes. Save them first?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool RepertoireWindow::newRepertoire(Color side)
{
    if (!maybeKeep())
        return false;
    m_document->create(side);
    showMessage(side == White ? tr("A new repertoire for White: add lines, then save it.")
                              : tr("A new repertoire for Black: add lines, then save it."));
    return true;
}

bool RepertoireWindow::openFile(const QString& path)
{
    if (!maybeKeep())
        return false;
    const QString file = path.isEmpty() ? QFileDialog::getOpenFileName(this, tr("Open Repertoire"), QString(), PgnFilter) : path;
    if (file.isEmpty())
        return false;
    showMessage(QString());
    if (const QString error = m_document->open(file); !error.isEmpty()) {
        showMessage(tr("The repertoire was not opened: %1").arg(error));
        return false;
    }
    return true;
}

bool RepertoireWindow::save()
{
    if (m_document->repertoire()->path().empty())
        return saveAs();
    if (const QString error = m_document->save(); !error.isEmpty()) {
        showMessage(tr("Not saved: %1").arg(error));
        return false;
    }
    showMessage(tr("Saved."));
    return true;
}

bool RepertoireWindow::saveAs(const QString& path)
{
    const QString file = path.isEmpty() ? QFileDialog::getSaveFileName(this, tr("Save Repertoire"), QString(), PgnFilter) : path;
    if (file.isEmpty())
        return false;
    if (const QString error = m_document->save(file); !error.isEmpty()) {
        showMessage(tr("Not saved: %1").arg(error));
        return false;
    }
    showMessage(tr("Saved."));
    return true;
}

bool RepertoireWindow::addLine(const training::RepertoireLine& line, const QString& undoText)
{
    if (line.moves.empty()) {
        showMessage(tr("There is no move to add."));
        return false;
    }
    return m_document->apply(m_document->repertoire()->addLine(line), undoText);
}

bool RepertoireWindow::addBoardLine()
{
    if (!m_sources.boardLine)
        return false;
    return addLine(m_sources.boardLine(), tr("Add board line"));
}

bool RepertoireWindow::mergeCurrentGame()
{
    if (!m_sources.gameLine)
        return false;
    const training::RepertoireLine line = m_sources.gameLine();
    if (line.moves.empty()) {
        showMessage(tr("There is no move to add."));
        return false;
    }
    return m_document->apply(m_document->repertoire()->mergeLines({line}, m_plies->value()), tr("Merge current game"));
}

void RepertoireWindow::mergeFilter()
{
    const ReferenceSource source = m_sources.reference ? m_sources.reference() : ReferenceSource{};
    if (!source.database) {
        showMessage(tr("Open a database of games first: its games are the reference."));
        return;
    }
    m_job->merge(m_document->repertoire(), source.database, source.filter, m_plies->value());
}

bool RepertoireWindow::setSelectedMain(bool main)
{
    const QModelIndex i = m_lines->currentIndex();
    const Move move = m_model->moveAt(i);
    if (!move)
        return false;
    const training::GraphNode& at = m_document->repertoire()->graph().node(m_model->positionAt(i));
    const QString san = localizeSan(QString::fromStdString(at.findMove(move)->san));
    return main ? m_document->apply(m_document->repertoire()->setMain(at.key, move), tr("Make %1 main").arg(san))
                : m_document->apply(m_document->repertoire()->setAlternative(at.key, move), tr("Make %1 an alternative").arg(san));
}

bool RepertoireWindow::deleteSelected()
{
    const QModelIndex i = m_lines->currentIndex();
    const Move move = m_model->moveAt(i);
    if (!move)
        return false;
    const training::GraphNode& at = m_document->repertoire()->graph().node(m_model->positionAt(i));
    const QString san = localizeSan(QString::fromStdString(at.findMove(move)->san));
    return m_document->apply(m_document->repertoire()->deleteMove(at.key, move), tr("Delete %1").arg(san));
}

} // namespace kibitz::gui
