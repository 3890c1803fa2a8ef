// TreeDock: layout, following the board and the search's life cycle.
#include "treedock.h"

#include "game/gamecontroller.h"
#include "treemodel.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace kibitz::gui {

TreeDock::TreeDock(DatabaseSearch* search, GameController* controller, QWidget* parent)
    : QDockWidget(parent),
      m_search(search),
      m_controller(controller),
      m_model(new OpeningTreeModel(this)),
      m_scope(new QComboBox(this)),
      m_status(new QLabel(this)),
      m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(this)),
      m_view(new QTableView(this)),
      m_games(new QPushButton(this))
{
    setObjectName(QStringLiteral("TreeDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    m_scope->addItems({QString(), QString()});
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setWordWrap(true);
    m_progress->setRange(0, 1000);
    m_progress->hide();
    m_cancel->hide();
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setTabKeyNavigation(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setHighlightSections(false);

    auto* top = new QHBoxLayout;
    top->addWidget(m_scope);
    top->addWidget(m_progress, 1);
    top->addWidget(m_cancel);
    top->addWidget(m_status, 1);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_games);
    bottom->addStretch(1);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addLayout(bottom);
    setWidget(body);
    retranslateUi();

    // A click plays the move, as in SCID's tree; Enter plays the current row.
    connect(m_view, &QAbstractItemView::clicked, this, [this](const QModelIndex& index) { playRow(index.row()); });
    auto* play = new QAction(this);
    play->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    play->setShortcutContext(Qt::WidgetShortcut);
    m_view->addAction(play);
    connect(play, &QAction::triggered, this, [this] { playRow(m_view->currentIndex().row()); });
    connect(m_games, &QPushButton::clicked, this, &TreeDock::showGamesOfPosition);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &TreeDock::refresh);
    connect(m_cancel, &QPushButton::clicked, m_search, &DatabaseSearch::cancelLoading);
    connect(m_cancel, &QPushButton::clicked, this, &TreeDock::updateStatus);
    connect(m_controller, &GameController::positionChanged, this, &TreeDock::refresh);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            refresh();
    });
    connect(m_search, &DatabaseSearch::loadingStarted, this, [this] {
        m_failure.clear();
        m_progress->setRange(0, 0); // busy until the first report (checking the cache)
        updateStatus();
    });
    connect(m_search, &DatabaseSearch::progressChanged, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(total ? int(done * 1000 / total) : 0);
    });
    connect(m_search, &DatabaseSearch::ready, this, &TreeDock::refresh);
    connect(m_search, &DatabaseSearch::databaseChanged, this, [this] {
        m_failure.clear();
        m_model->setResult(nullptr);
        refresh();
    });
    connect(m_search, &DatabaseSearch::loadFailed, this, [this](const QString& why) {
        m_failure = why;
        updateStatus();
    });
    connect(m_search, &DatabaseSearch::treeReady, this, &TreeDock::showResult);
    updateStatus();
}

TreeDock::Scope TreeDock::scope() const { return m_scope->currentIndex() == 1 ? Scope::CurrentFilter : Scope::WholeDatabase; }

void TreeDock::setScope(Scope scope) { m_scope->setCurrentIndex(scope == Scope::CurrentFilter ? 1 : 0); }

void TreeDock::setFilter(std::shared_ptr<const pgn::GameFilter> filter)
{
    m_filter = std::move(filter);
    if (scope() == Scope::CurrentFilter)
        refresh();
}

std::shared_ptr<const pgn::GameFilter> TreeDock::scopeFilter() const
{
    // A filter over another snapshot's games (the list is reloading) is not this database's: use all games then.
    const auto& db = m_search->database();
    if (scope() != Scope::CurrentFilter || !m_filter || !db || m_filter->size() != db->size())
        return nullptr;
    return m_filter;
}

void TreeDock::refresh()
{
    if (!m_search->database()) {
        m_model->setResult(nullptr);
        updateStatus();
        return;
    }
    if (!isVisible())
        return; // asked again when shown
    if (!m_search->index()) {
        m_search->load();
        updateStatus();
        return;
    }
    m_search->tree(SearchPosition::of(m_controller->position()), scopeFilter());
}

void TreeDock::showResult(const std::shared_ptr<const TreeResult>& result)
{
    // A tree of an earlier position (the board moved on while it was computed) is not shown; the newer is coming.
    if (result->position.key != m_controller->position().key())
        return;
    m_model->setResult(result);
    updateStatus();
}

bool TreeDock::playRow(int row)
{
    const TreeResult* shown = m_model->result();
    const Move move = m_model->moveAt(row);
    if (!shown || move == Move::none() || shown->position.key != m_controller->position().key())
        return false;
    return m_controller->playMove(move);
}

void TreeDock::showGamesOfPosition()
{
    if (!m_search->index())
        return;
    GameSearch query;
    query.position = SearchPosition::of(m_controller->position());
    m_search->search(query, scopeFilter());
}

void TreeDock::updateStatus()
{
    const bool loading = m_search->isLoading();
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
    m_status->setVisible(!loading);
    m_games->setEnabled(m_search->index() != nullptr);
    if (!m_search->database())
        m_status->setText(tr("Open a file with several games to see its opening tree."));
    else if (!m_failure.isEmpty())
        m_status->setText(tr("The positions could not be indexed: %1").arg(m_failure));
    else if (const TreeResult* r = m_model->result(); r && m_search->index())
        m_status->setText(tr("%1 games").arg(QLocale().toString(qulonglong(r->tree.total.games))));
    else
        m_status->clear();
}

void TreeDock::retranslateUi()
{
    setWindowTitle(tr("Opening Tree"));
    m_scope->setItemText(0, tr("Whole database"));
    m_scope->setItemText(1, tr("Current filter"));
    m_scope->setToolTip(tr("The games the tree counts: all of the database, or those the game list shows"));
    m_scope->setAccessibleName(tr("Games counted"));
    m_progress->setFormat(tr("Indexing positions… %p%"));
    m_progress->setAccessibleName(tr("Position indexing progress"));
    m_cancel->setText(tr("Cancel"));
    m_view->setAccessibleName(tr("Opening tree"));
    m_view->setAccessibleDescription(tr("A click or Enter plays the move on the board"));
    m_games->setText(tr("&Games of This Position"));
    m_games->setToolTip(tr("Shows the games that reach the board's position in the game list"));
    updateStatus();
}

void TreeDock::changeEvent(QEvent* event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
    }
}

} // namespace kibitz::gui
