// RepertoireWindow: the parts, the tabs and their wiring; the lines tree keeps what was expanded across edits.
#include "repertoirewindow.h"

#include "database/cachedamage.h"

#include "drillpanel.h"
#include "repertoiredocument.h"
#include "repertoiremodel.h"
#include "trainingjob.h"
#include "trainingstatsview.h"

#include <QAction>
#include <QCloseEvent>
#include <QDateTime>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimeZone>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace kibitz::gui {

namespace {

struct Expanded {
    int root;
    std::vector<Move> path;
};

void collectExpanded(const QTreeView* view, const RepertoireModel* model, const QModelIndex& parent, std::vector<Expanded>& out)
{
    for (int r = 0; r < model->rowCount(parent); ++r) {
        const QModelIndex i = model->index(r, 0, parent);
        if (view->isExpanded(i)) {
            out.push_back({model->rootOf(i), model->pathOf(i)});
            collectExpanded(view, model, i, out);
        }
    }
}

} // namespace

RepertoireWindow::RepertoireWindow(QWidget* parent)
    : QWidget(parent),
      m_document(new RepertoireDocument(this)),
      m_job(new TrainingJob(this))
{
    auto* layout = new QVBoxLayout(this);
    m_toolBar = new QToolBar(this);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(m_toolBar);
    m_status = new QLabel(this);
    layout->addWidget(m_status);
    m_tabs = new QTabWidget(this);
    layout->addWidget(m_tabs, 1);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);
    createActions();
    m_tabs->addTab(linesTab(), QString());
    m_drill = new DrillPanel(m_document, this);
    m_tabs->addTab(m_drill, QString());
    m_stats = new TrainingStatsView(this);
    m_tabs->addTab(m_stats, QString());
    m_coverage = new CoveragePanel(m_document, m_job, this);
    m_tabs->addTab(m_coverage, QString());
    m_games = new GameCheckPanel(m_document, m_job, this);
    m_tabs->addTab(m_games, QString());
    connect(m_coverage, &CoveragePanel::positionChosen, this, &RepertoireWindow::positionChosen);
    connect(m_games, &GameCheckPanel::gameChosen, this, &RepertoireWindow::gameChosen);
    connect(m_document, &RepertoireDocument::changed, this, &RepertoireWindow::documentChanged);
    connect(m_document, &RepertoireDocument::message, this, &RepertoireWindow::showMessage);
    connect(m_document, &RepertoireDocument::progressChanged, this, &RepertoireWindow::refreshStats);
    connect(m_drill, &DrillPanel::reviewed, this, [this] {
        refreshStats();
        m_model->progressChanged();
    });
    connect(m_drill, &DrillPanel::message, this, &RepertoireWindow::showMessage);
    // The opponent's replies follow the reference database's frequencies once its index is loaded (by coverage or
    // the games check); the counts keep the index alive as long as the session uses them.
    m_drill->setReplyCounts([this]() -> training::ReplyCounts {
        const auto index = m_job->index();
        if (!index)
            return {};
        training::ReplyCounts counts = training::referenceCounts({{index->search.get(), index->facts.get(), nullptr}});
        // The drill asks on the GUI thread: a damaged cache part gives no counts (the database is indexed again).
        return [index, counts](const Position& pos) { return CacheDamage::guard([&] { return counts(pos); }, decltype(counts(pos)){}); };
    });
    connect(m_job, &TrainingJob::mergeReady, this, [this](const training::RepertoireEdit& edit, int games) {
        if (m_document->apply(edit, tr("Merge %n game(s)", nullptr, games)))
            showMessage(tr("%n game(s) of the filter merged.", nullptr, games));
    });
    connect(m_job, &TrainingJob::failed, this, &RepertoireWindow::showMessage);
    retranslateUi();
    resize(1000, 700);
    documentChanged();
}

RepertoireWindow::~RepertoireWindow() = default;

void RepertoireWindow::setSources(Sources sources)
{
    m_sources = std::move(sources);
    m_coverage->setProvider(m_sources.reference);
    m_games->setProvider(m_sources.reference);
}

QWidget* RepertoireWindow::linesTab()
{
    auto* tab = new QWidget(this);
    auto* layout = new QHBoxLayout(tab);
    m_model = new RepertoireModel([this] { return m_document->now(); }, this);
    m_lines = new QTreeView(tab);
    m_lines->setModel(m_model);
    m_lines->setUniformRowHeights(true);
    m_lines->header()->setSectionResizeMode(int(RepertoireColumn::Move), QHeaderView::Stretch);
    m_lines->header()->setSectionResizeMode(int(RepertoireColumn::Role), QHeaderView::ResizeToContents);
    m_lines->header()->setSectionResizeMode(int(RepertoireColumn::Card), QHeaderView::ResizeToContents);
    m_lines->header()->setStretchLastSection(false);
    layout->addWidget(m_lines, 1);
    auto* buttons = new QVBoxLayout;
    m_addBoard = new QPushButton(tab);
    m_addGame = new QPushButton(tab);
    m_addFilter = new QPushButton(tab);
    m_pliesLabel = new QLabel(tab);
    m_plies = new QSpinBox(tab);
    m_plies->setRange(1, 400);
    m_plies->setValue(16);
    m_makeMain = new QPushButton(tab);
    m_makeAlternative = new QPushButton(tab);
    m_delete = new QPushButton(tab);
    for (QWidget* w : std::initializer_list<QWidget*>{m_addBoard, m_addGame, m_addFilter, m_pliesLabel, m_plies})
        buttons->addWidget(w);
    buttons->addSpacing(16);
    for (QWidget* w : std::initializer_list<QWidget*>{m_makeMain, m_makeAlternative, m_delete})
        buttons->addWidget(w);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_addBoard, &QPushButton::clicked, this, &RepertoireWindow::addBoardLine);
    connect(m_addGame, &QPushButton::clicked, this, &RepertoireWindow::mergeCurrentGame);
    connect(m_addFilter, &QPushButton::clicked, this, &RepertoireWindow::mergeFilter);
    connect(m_makeMain, &QPushButton::clicked, this, [this] { setSelectedMain(true); });
    connect(m_makeAlternative, &QPushButton::clicked, this, [this] { setSelectedMain(false); });
    connect(m_delete, &QPushButton::clicked, this, &RepertoireWindow::deleteSelected);
    connect(m_lines->selectionModel(), &QItemSelectionModel::currentChanged, this, &RepertoireWindow::updateActions);
    return tab;
}

void RepertoireWindow::createActions()
{
    m_newWhite = m_toolBar->addAction(QString(), this, [this] { newRepertoire(White); });
    m_newBlack = m_toolBar->addAction(QString(), this, [this] { newRepertoire(Black); });
    m_open = m_toolBar->addAction(QString(), this, [this] { openFile({}); });
    m_save = m_toolBar->addAction(QString(), this, &RepertoireWindow::save);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = m_toolBar->addAction(QString(), this, [this] { saveAs(); });
    m_toolBar->addSeparator();
    // Own actions, as the main window's: QUndoStack::createUndoAction() fixes its "Undo" prefix for good.
    QUndoStack* stack = m_document->undoStack();
    m_undo = m_toolBar->addAction(QString(), stack, &QUndoStack::undo);
    m_redo = m_toolBar->addAction(QString(), stack, &QUndoStack::redo);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcut(QKeySequence::Redo);
    m_undo->setEnabled(false);
    m_redo->setEnabled(false);
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &RepertoireWindow::retranslateUndo);
    connect(stack, &QUndoStack::redoTextChanged, this, &RepertoireWindow::retranslateUndo);
    for (QAction* a : {m_save, m_undo, m_redo})
        a->setShortcutContext(Qt::WindowShortcut);
}

void RepertoireWindow::documentChanged()
{
    // The tree is made again; what was expanded and selected is found again by its moves.
    std::vector<Expanded> expanded;
    collectExpanded(m_lines, m_model, {}, expanded);
    const QModelIndex current = m_lines->currentIndex();
    const Expanded selected{m_model->rootOf(current), m_model->pathOf(current)};
    m_model->setRepertoire(m_document->repertoire(), &m_document->progress());
    if (expanded.empty())
        m_lines->expandToDepth(2); // the first moves and replies
    for (const Expanded& e : expanded)
        m_lines->expand(m_model->indexOf(e.root, e.path));
    if (selected.root >= 0)
        m_lines->setCurrentIndex(m_model->indexOf(selected.root, selected.path));
    const training::Repertoire& rep = *m_document->repertoire();
    const QString name = rep.path().empty() ? tr("(not saved)") : QFileInfo(QString::fromStdString(rep.path())).fileName();
    const int positions = int(rep.graph().size());
    m_status->setText((rep.side() == White ? tr("%1 — for White — %n position(s), %2 card(s)%3", nullptr, positions)
                                           : tr("%1 — for Black — %n position(s), %2 card(s)%3", nullptr, positions))
                          .arg(name)
                          .arg(rep.cards().size())
                          .arg(rep.modified() ? tr(" — modified") : QString()));
    setWindowTitle(tr("Repertoire Training — %1").arg(name));
    refreshStats();
    updateActions();
}

void RepertoireWindow::refreshStats()
{
    const QDateTime now = m_document->now();
    m_stats->setStats(
        training::statistics(*m_document->repertoire(), m_document->progress(), now.toMSecsSinceEpoch(), now.offsetFromUtc() / 60));
}

void RepertoireWindow::updateActions()
{
    const QModelIndex i = m_lines->currentIndex();
    const bool move = bool(m_model->moveAt(i));
    const training::NodeIndex at = m_model->positionAt(i);
    const bool own = move && m_document->repertoire()->graph().node(at).sideToMove == m_document->repertoire()->side();
    m_makeMain->setEnabled(own && m_model->moveAt(i) != m_document->repertoire()->graph().node(at).moves.front().move);
    m_makeAlternative->setEnabled(own && m_document->repertoire()->graph().node(at).moves.size() > 1);
    m_delete->setEnabled(move);
    m_save->setEnabled(m_document->isModified() || m_document->repertoire()->path().empty());
}

void RepertoireWindow::showMessage(const QString& text) { m_message->setText(text); }

void RepertoireWindow::closeEvent(QCloseEvent* event)
{
    if (maybeKeep())
        event->accept();
    else
        event->ignore();
}

void RepertoireWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void RepertoireWindow::retranslateUndo()
{
    const QUndoStack* stack = m_document->undoStack();
    m_undo->setText(stack->undoText().isEmpty() ? tr("Undo") : tr("Undo %1").arg(stack->undoText()));
    m_redo->setText(stack->redoText().isEmpty() ? tr("Redo") : tr("Redo %1").arg(stack->redoText()));
}

void RepertoireWindow::retranslateUi()
{
    retranslateUndo();
    m_newWhite->setText(tr("New for White"));
    m_newBlack->setText(tr("New for Black"));
    m_open->setText(tr("Open…"));
    m_save->setText(tr("Save"));
    m_saveAs->setText(tr("Save As…"));
    m_tabs->setTabText(0, tr("Lines"));
    m_tabs->setTabText(1, tr("Drill"));
    m_tabs->setTabText(2, tr("Statistics"));
    m_tabs->setTabText(3, tr("Coverage"));
    m_tabs->setTabText(4, tr("My Games"));
    m_addBoard->setText(tr("Add Board Line"));
    m_addBoard->setToolTip(tr("Adds the moves from the start to the position on the main board"));
    m_addGame->setText(tr("Merge Current Game"));
    m_addFilter->setText(tr("Merge Filter Games"));
    m_addFilter->setToolTip(tr("Merges every game the game list shows"));
    m_pliesLabel->setText(tr("Up to plies:"));
    m_makeMain->setText(tr("Make Main"));
    m_makeAlternative->setText(tr("Make Alternative"));
    m_delete->setText(tr("Delete Branch"));
    emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
    documentChanged();
}

} // namespace kibitz::gui
