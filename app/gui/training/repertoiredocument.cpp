// RepertoireDocument: edits as undo commands that swap immutable documents; progress synced and saved beside.
#include "repertoiredocument.h"

#include <QUndoCommand>

namespace kibitz::gui {

namespace {

// One edit: the documents before and after it (they share the chapters the edit did not touch).
class RepertoireEditCommand : public QUndoCommand {
public:
    RepertoireEditCommand(RepertoireDocument* document, training::RepertoirePtr before, training::RepertoirePtr after, const QString& text)
        : QUndoCommand(text),
          m_document(document),
          m_before(std::move(before)),
          m_after(std::move(after))
    {
    }
    void undo() override { m_document->setCurrent(m_before); }
    void redo() override { m_document->setCurrent(m_after); }

private:
    RepertoireDocument* m_document;
    training::RepertoirePtr m_before, m_after;
};

QString joined(const std::vector<std::string>& lines)
{
    QStringList out;
    for (const std::string& l : lines)
        out << QString::fromStdString(l);
    return out.join(QLatin1Char('\n'));
}

} // namespace

RepertoireDocument::RepertoireDocument(QObject* parent)
    : QObject(parent),
      m_rep(training::Repertoire::create(White)),
      m_progress(White),
      m_undo(this)
{
}

void RepertoireDocument::create(Color side)
{
    m_undo.clear();
    m_progress = training::Progress(side);
    setCurrent(training::Repertoire::create(side));
}

QString RepertoireDocument::open(const QString& path)
{
    const training::Repertoire::Opened opened = training::Repertoire::open(path.toStdString());
    if (!opened.repertoire)
        return QString::fromStdString(opened.error);
    m_undo.clear();
    const training::RepertoirePtr& rep = opened.repertoire;
    training::ProgressLoad load = training::Progress::load(training::Progress::pathFor(rep->path()), rep->side(), nowMs());
    m_progress = std::move(load.progress);
    QStringList notes;
    if (!rep->messages().empty())
        notes << tr("The repertoire was read with problems:\n%1").arg(joined(rep->messages()));
    if (!load.message.empty())
        notes << QString::fromStdString(load.message);
    setCurrent(rep);
    if (!notes.isEmpty())
        emit message(notes.join(QLatin1Char('\n')));
    return {};
}

QString RepertoireDocument::save(const QString& path)
{
    const training::Repertoire::Saved saved = path.isEmpty() ? m_rep->save() : m_rep->saveAs(path.toStdString());
    if (!saved.repertoire)
        return QString::fromStdString(saved.result.message);
    m_undo.clear(); // older documents name the file as it was before this save
    setCurrent(saved.repertoire);
    return saveProgress();
}

QString RepertoireDocument::saveProgress()
{
    if (m_rep->path().empty())
        return {};
    const pgn::SaveResult r = m_progress.save(training::Progress::pathFor(m_rep->path()));
    return r.ok ? QString() : QString::fromStdString(r.message);
}

bool RepertoireDocument::apply(const training::RepertoireEdit& edit, const QString& text)
{
    if (!edit) {
        emit message(QStringLiteral("%1: %2").arg(text, QString::fromStdString(edit.error)));
        return false;
    }
    if (!edit.error.empty())
        emit message(QString::fromStdString(edit.error));
    m_undo.push(new RepertoireEditCommand(this, m_rep, edit.result, text));
    return true;
}

void RepertoireDocument::setCurrent(training::RepertoirePtr repertoire)
{
    m_rep = std::move(repertoire);
    syncProgress();
    emit changed();
}

void RepertoireDocument::syncProgress()
{
    if (m_progress.side() != m_rep->side())
        m_progress = training::Progress(m_rep->side());
    const training::SyncReport report = m_progress.sync(*m_rep, nowMs());
    if (!report.added.empty() || !report.removed.empty())
        emit message(tr("Cards: %1 added, %2 removed (their history is kept).").arg(report.added.size()).arg(report.removed.size()));
    emit progressChanged();
}

} // namespace kibitz::gui
