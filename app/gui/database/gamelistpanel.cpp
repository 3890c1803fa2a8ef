// GameListPanel: layout, keyboard handling, loading feedback and the persisted header state.
#include "gamelistpanel.h"

#include "gamelistmodel.h"
#include "indexloader.h"
#include "settings/preferences.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace kibitz::gui {

namespace {
constexpr int FilterDelayMs = 120; // typing a name launches one filter, not one per letter
} // namespace

GameListPanel::GameListPanel(Preferences* preferences, QWidget* parent)
    : QWidget(parent),
      m_preferences(preferences),
      m_loader(new IndexLoader(this)),
      m_model(new GameListModel(this)),
      m_filter(new QLineEdit(this)),
      m_count(new QLabel(this)),
      m_view(new QTableView(this)),
      m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(this)),
      m_status(new QLabel(this)),
      m_search(new QPushButton(this)),
      m_reset(new QPushButton(this)),
      m_filterDelay(new QTimer(this)),
      m_holdLimit(new QTimer(this))
{
    m_filter->setClearButtonEnabled(true);
    m_count->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_count->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Wide enough for large counts, so the filter box does not change width while games are counted.
    m_count->setMinimumWidth(
        fontMetrics().horizontalAdvance(tr("%1 of %2 games").arg(QStringLiteral("8,888,888"), QStringLiteral("8,888,888"))));
    auto* top = new QHBoxLayout;
    top->addWidget(m_filter, 1);
    top->addWidget(m_search);
    top->addWidget(m_reset);
    top->addSpacing(12);
    top->addWidget(m_count);

    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Rows are dragged onto another database's tab to copy them there (Shift: move).
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->setDefaultDropAction(Qt::CopyAction);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setShowGrid(false);
    m_view->setTabKeyNavigation(false);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->verticalHeader()->hide();
    // Fixed row heights: the view never measures a million rows.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    QHeaderView* header = m_view->horizontalHeader();
    header->setSectionsMovable(true);
    header->setHighlightSections(false);
    header->setStretchLastSection(true);
    header->setSortIndicator(0, Qt::AscendingOrder);
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setSortingEnabled(true);

    m_progress->setTextVisible(true);
    m_cancel->setAutoDefault(false);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_reset->setEnabled(false);
    retranslateUi();
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(m_cancel);
    bottom->addWidget(m_status, 2);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    layout->addLayout(bottom);
    setLoadingUi(false);

    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(FilterDelayMs);
    connect(m_filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filterDelay, &QTimer::timeout, this, [this] {
        m_keepGame = currentGame();
        m_model->setFilterText(m_filter->text());
    });
    connect(m_filter, &QLineEdit::returnPressed, this, [this] {
        m_filterDelay->stop();
        m_model->setFilterText(m_filter->text());
        m_view->setFocus();
    });
    connect(header, &QHeaderView::sortIndicatorChanged, this, [this] { m_keepGame = currentGame(); });
    connect(header, &QWidget::customContextMenuRequested, this, &GameListPanel::showColumnMenu);
    connect(m_view, &QAbstractItemView::activated, this, &GameListPanel::chooseCurrent);
    connect(m_search, &QPushButton::clicked, this, &GameListPanel::searchRequested);
    connect(m_reset, &QPushButton::clicked, this, &GameListPanel::resetFilter);
    connect(m_cancel, &QPushButton::clicked, m_loader, &IndexLoader::cancel);

    connect(m_model, &GameListModel::orderApplied, this, [this] {
        updateCount();
        emit shownGamesChanged();
        // Keep the game the user was on; if the filter dropped it (or there was none), no row is selected: a
        // selected row stands for the game on the board (the window selects that one).
        if (m_keepGame != std::size_t(-1) && m_model->rowOfGame(m_keepGame) >= 0)
            selectGame(m_keepGame);
    });
    connect(m_model, &GameListModel::busyChanged, this, [this] { updateCount(); });
    m_holdLimit->setSingleShot(true);
    connect(m_holdLimit, &QTimer::timeout, this, &GameListPanel::releaseListing);
    connect(m_loader, &IndexLoader::databaseChanged, m_model, [this](const std::shared_ptr<const pgn::Database>& database, bool complete) {
        if (m_holding && complete) {
            m_holding = false; // one complete database per hold
            if (database && database->size() >= m_model->totalGames() + HeldRowsAtLeast) {
                m_held = database;
                m_holdLimit->start();
                return;
            }
        }
        forgetHeld(); // a newer database than one held (the file opened again)
        m_model->setDatabase(database);
    });
    connect(m_loader, &IndexLoader::progressChanged, this, [this](qint64 done, qint64 total) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(total ? int(done * 1000 / total) : 0);
    });
    connect(m_loader, &IndexLoader::finished, this, [this](bool fromCache) {
        setLoadingUi(false);
        const pgn::Database* database = m_loader->database().get();
        QString text = fromCache ? tr("Opened from the index cache.") : QString();
        const auto add = [&text](const QString& more) { text += (text.isEmpty() ? QString() : QStringLiteral(" ")) + more; };
        if (std::exchange(m_cacheRebuilt, false))
            add(tr("The index cache was damaged: the file was indexed again."));
        if (database && database->isConverted())
            add(tr("Read-only: games are copied out of it, not saved into it."));
        if (database && database->index().gamesWithErrors())
            add(tr("%n game(s) have errors (hover a row for details).", nullptr, int(database->index().gamesWithErrors())));
        if (!m_damaged.isEmpty())
            add(tr("%n game(s) of the database could not be read completely (hover here for details).", nullptr, int(m_damaged.size())));
        m_status->setToolTip(m_damaged.join(QLatin1Char('\n')));
        showStatus(text, false);
        updateCount();
    });
    connect(m_loader, &IndexLoader::failed, this, [this](const QString& message) {
        m_holding = false;
        forgetHeld();
        setLoadingUi(false);
        showStatus(message, true);
        m_model->setDatabase(nullptr);
        updateCount();
    });
    connect(m_loader, &IndexLoader::cancelled, this, [this] {
        releaseListing();
        setLoadingUi(false);
        showStatus(tr("Loading cancelled: only the first %Ln game(s) are listed.", nullptr, int(m_model->totalGames())), true);
        updateCount();
    });
    connect(m_loader, &IndexLoader::damagedGames, this, [this](const QStringList& problems) { m_damaged = problems; });
    connect(m_loader, &IndexLoader::cacheDamaged, this, [this] {
        m_keepGame = currentGame();
        m_cacheRebuilt = true;
        setLoadingUi(true);
        m_progress->setRange(0, 0);
    });
    connect(m_loader, &IndexLoader::cacheNotSaved, this, [this](const QString& why) {
        showStatus(tr("The index could not be cached (%1); the next opening will index the file again.").arg(why), false);
    });

    restoreColumns();
    updateCount();
}

GameListPanel::~GameListPanel()
{
    saveColumns(); // also when the main window deletes the dialog without closing it
}

void GameListPanel::openFile(const QString& path)
{
    prepareLoading(path);
    m_loader->open(path);
}

void GameListPanel::openDatabase(const std::shared_ptr<const pgn::Database>& database)
{
    prepareLoading(QFile::decodeName(QByteArray::fromStdString(database->isConverted() ? database->sourcePath() : database->path())));
    m_loader->open(database);
}

void GameListPanel::setSearchFilter(std::shared_ptr<const pgn::GameFilter> filter)
{
    m_keepGame = currentGame();
    m_model->setGameFilter(std::move(filter));
    updateCount();
}

void GameListPanel::resetFilter()
{
    m_filterDelay->stop();
    m_filter->clear();
    m_keepGame = currentGame();
    m_model->setFilterText(QString());
    m_model->setGameFilter(nullptr);
    updateCount();
}

void GameListPanel::reload()
{
    m_keepGame = currentGame();
    m_loader->reopen();
}

void GameListPanel::prepareLoading(const QString& path)
{
    setWindowTitle(tr("Games — %1").arg(QFileInfo(path).fileName()));
    m_keepGame = std::size_t(-1);
    m_cacheRebuilt = false;
    m_damaged.clear();
    m_status->setToolTip({});
    showStatus({}, false);
    setLoadingUi(true);
    m_progress->setRange(0, 0); // busy until the first progress report (cache check, preview)
}

std::size_t GameListPanel::currentGame() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_model->gameAt(current.row()) : std::size_t(-1);
}

std::vector<std::size_t> GameListPanel::selectedGames() const
{
    std::vector<std::size_t> games;
    for (const QModelIndex& row : m_view->selectionModel()->selectedRows())
        games.push_back(m_model->gameAt(row.row()));
    std::sort(games.begin(), games.end());
    return games;
}

void GameListPanel::holdListing(int limitMs)
{
    m_holding = true;
    m_holdLimit->setInterval(limitMs);
}

void GameListPanel::releaseListing()
{
    m_holding = false;
    m_holdLimit->stop();
    if (auto held = std::exchange(m_held, nullptr))
        m_model->setDatabase(std::move(held));
}

void GameListPanel::forgetHeld()
{
    m_held.reset();
    m_holdLimit->stop();
}

void GameListPanel::selectGame(std::size_t game)
{
    const int row = m_model->rowOfGame(game);
    if (row < 0)
        return;
    const QModelIndex index = m_model->index(row, std::max(0, m_view->currentIndex().column()));
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

std::size_t GameListPanel::gameCount() const { return m_held ? m_held->size() : m_model->totalGames(); }

QString GameListPanel::countText() const
{
    const QLocale locale;
    const qsizetype shown = m_model->shownCount(); // rows still being listed count
    const qsizetype total = qsizetype(m_model->totalGames());
    if (m_loader->isLoading())
        return tr("%1 games so far…").arg(locale.toString(total));
    if (m_held && !m_model->isFiltered()) // the whole database, while its rows wait for the tree (holdListing)
        return tr("%1 games").arg(locale.toString(qsizetype(gameCount())));
    if (m_model->isFiltered() || shown != total)
        return tr("%1 of %2 games").arg(locale.toString(shown), locale.toString(total));
    return tr("%1 games").arg(locale.toString(total));
}

void GameListPanel::retranslateUi()
{
    const QString file = QFileInfo(m_loader->fileName()).fileName();
    setWindowTitle(file.isEmpty() ? tr("Games") : tr("Games — %1").arg(file));
    m_filter->setPlaceholderText(tr("Filter by player, event, ECO or year"));
    m_filter->setToolTip(tr("Case-insensitive; several words must all match"));
    m_filter->setAccessibleName(tr("Filter games"));
    m_filter->setAccessibleDescription(m_filter->placeholderText());
    m_view->setAccessibleName(tr("Games"));
    m_view->setAccessibleDescription(tr("Enter or a double click opens the selected game"));
    m_count->setAccessibleName(tr("Number of games"));
    m_status->setAccessibleName(tr("Loading status"));
    m_progress->setFormat(tr("Indexing… %p%"));
    m_progress->setAccessibleName(tr("Indexing progress"));
    m_cancel->setText(tr("Cancel"));
    m_search->setText(tr("&Search…"));
    m_search->setToolTip(tr("Search by players, ratings, dates, result, ECO, position or material"));
    m_reset->setText(tr("&Reset Filter"));
    m_reset->setToolTip(tr("Shows every game of the file again"));
}

void GameListPanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateCount();
        // Column titles are translated by the model when asked; tell the header to ask again.
        emit m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
    }
}

void GameListPanel::updateCount()
{
    m_count->setText(m_model->isBusy() ? tr("Sorting and filtering…") : countText());
    m_reset->setEnabled(m_model->isFiltered());
}

void GameListPanel::setLoadingUi(bool loading)
{
    m_progress->setVisible(loading);
    m_cancel->setVisible(loading);
    m_status->setVisible(!loading && !m_status->text().isEmpty());
}

void GameListPanel::showStatus(const QString& text, bool error)
{
    m_status->setText(text);
    // Palette roles rather than fixed colours keep errors readable in dark themes too.
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, QColor(0xB0, 0x20, 0x20));
    m_status->setPalette(palette);
    m_status->setVisible(!m_progress->isVisible() && !text.isEmpty());
}

void GameListPanel::chooseCurrent()
{
    const std::size_t game = currentGame();
    if (game != std::size_t(-1))
        emit gameChosen(m_model->database(), game);
}

void GameListPanel::keyPressEvent(QKeyEvent* event)
{
    if (m_filter->hasFocus() && event->key() == Qt::Key_Escape && !m_filter->text().isEmpty()) {
        m_filter->clear();
        return;
    }
    if (m_filter->hasFocus() && (event->key() == Qt::Key_Down || event->key() == Qt::Key_PageDown)) {
        m_view->setFocus();
        return;
    }
    QWidget::keyPressEvent(event);
}

void GameListPanel::showColumnMenu(const QPoint& pos)
{
    QHeaderView* header = m_view->horizontalHeader();
    QMenu menu(this);
    for (int c = 0; c < GameColumnCount; ++c) {
        QAction* action = menu.addAction(GameColumns::title(GameColumn(c)));
        action->setCheckable(true);
        action->setChecked(!header->isSectionHidden(c));
        // Keep at least one column: hiding the last visible one would leave an unusable table.
        action->setEnabled(header->isSectionHidden(c) || header->count() - header->hiddenSectionCount() > 1);
        connect(action, &QAction::toggled, header, [header, c](bool on) { header->setSectionHidden(c, !on); });
    }
    menu.addSeparator();
    connect(menu.addAction(tr("Default Columns")), &QAction::triggered, this, [this] {
        m_preferences->setGameTableLayout(QByteArray(), QByteArray());
        QHeaderView* h = m_view->horizontalHeader();
        for (int c = 0; c < GameColumnCount; ++c) {
            h->moveSection(h->visualIndex(c), c);
            h->setSectionHidden(c, !GameColumns::shownByDefault(GameColumn(c)));
        }
        restoreColumns();
    });
    menu.exec(header->viewport()->mapToGlobal(pos));
}

void GameListPanel::restoreColumns()
{
    QHeaderView* header = m_view->horizontalHeader();
    if (header->restoreState(m_preferences->gameTableColumns()))
        return;
    const int digit = fontMetrics().horizontalAdvance(QLatin1Char('0'));
    const int widths[GameColumnCount] = {7, 10, 21, 21, 6, 5, 24, 18, 5, 7, 7, 5, 12};
    for (int c = 0; c < GameColumnCount; ++c) {
        header->resizeSection(c, widths[c] * digit + 16);
        header->setSectionHidden(c, !GameColumns::shownByDefault(GameColumn(c)));
    }
}

void GameListPanel::saveColumns() const
{
    // The panel lives in a dock: the main window's layout keeps its size, so only the columns are stored.
    m_preferences->setGameTableLayout(QByteArray(), m_view->horizontalHeader()->saveState());
}

} // namespace kibitz::gui
