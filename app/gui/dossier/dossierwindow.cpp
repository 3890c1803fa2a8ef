// DossierWindow: its parts and how they are laid out and wired (what they show: dossierwindowshow.cpp).
#include "dossierwindow.h"

#include "dossierchart.h"
#include "dossiergamesmodel.h"
#include "dossierjob.h"
#include "dossierplayersmodel.h"
#include "dossierstatsmodel.h"
#include "dossiertreemodel.h"

#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace kibitz::gui {

DossierWindow::DossierWindow(QWidget* parent)
    : QWidget(parent),
      m_job(new DossierJob(this)),
      m_players(new DossierPlayersModel(this)),
      m_recent(new DossierGamesModel(this)),
      m_longest(new DossierGamesModel(this)),
      m_shortest(new DossierGamesModel(this)),
      m_colours(new DossierStatsModel(this)),
      m_years(new DossierStatsModel(this)),
      m_bands(new DossierStatsModel(this)),
      m_families{new DossierStatsModel(this), new DossierStatsModel(this)},
      m_whiteTree(new DossierTreeModel(this)),
      m_blackTree(new DossierTreeModel(this)),
      m_rebuild(new QTimer(this))
{
    setObjectName(QStringLiteral("DossierWindow"));
    createParts();
    m_rebuild->setSingleShot(true);
    m_rebuild->setInterval(150);
    connect(m_rebuild, &QTimer::timeout, this, [this] {
        if (m_players->rowCount() > 0) // no player found: nothing to make a dossier of
            m_job->build(m_players->checkedSpellings());
    });
    connect(m_players, &DossierPlayersModel::changed, m_rebuild, qOverload<>(&QTimer::start));
    connect(m_job, &DossierJob::dossierReady, this, &DossierWindow::showResult);
    connect(m_job, &DossierJob::playersFound, this, [this](const QString& query, const std::vector<pgn::PlayerGroup>& groups) {
        m_players->setGroups(groups);
        m_playersView->expandToDepth(0);
        if (groups.empty()) {
            m_result.reset();
            showResult(nullptr);
            m_summary->setText(tr("No player in the open databases matches “%1”.").arg(query.toHtmlEscaped()));
        }
    });
    connect(m_job, &DossierJob::loading, this, [this](const QString&, int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
        m_progress->setVisible(done < total);
        m_status->setText(done < total ? tr("Reading the search index of the open databases (%1 of %2)…").arg(done).arg(total)
                                       : tr("%n database(s) searched", nullptr, total));
    });
    connect(m_job, &DossierJob::loadFailed, m_status, &QLabel::setText);
    connect(m_name, &QLineEdit::returnPressed, this, [this] { findPlayer(m_name->text()); });
    connect(m_find, &QPushButton::clicked, this, [this] { findPlayer(m_name->text()); });
    connect(m_html, &QPushButton::clicked, this, [this] { exportTo(false); });
    connect(m_pdf, &QPushButton::clicked, this, [this] { exportTo(true); });
    retranslateUi();
    showResult(nullptr);
    resize(1180, 760);
}

void DossierWindow::createParts()
{
    m_name = new QLineEdit;
    m_name->setClearButtonEnabled(true);
    m_find = new QPushButton;
    m_html = new QPushButton;
    m_pdf = new QPushButton;
    auto* top = new QHBoxLayout;
    m_playerLabel = new QLabel;
    m_playerLabel->setBuddy(m_name);
    top->addWidget(m_playerLabel);
    top->addWidget(m_name, 1);
    top->addWidget(m_find);
    top->addSpacing(24);
    top->addWidget(m_html);
    top->addWidget(m_pdf);

    m_playersView = new QTreeView;
    m_playersView->setModel(m_players);
    m_playersView->setHeaderHidden(true);
    m_playersView->setMinimumWidth(220);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setContentsMargins(4, 2, 4, 6);
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(overviewTab(), QString());
    m_tabs->addTab(resultsTab(), QString());
    m_tabs->addTab(coloursTab(true), QString());
    m_tabs->addTab(coloursTab(false), QString());
    m_tabs->addTab(gamesTab(), QString());
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_summary);
    rightLayout->addWidget(m_tabs, 1);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_playersView);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    split->setSizes({260, 900});

    m_status = new QLabel;
    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(160);
    m_progress->setTextVisible(false);
    m_progress->hide();
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_progress);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    layout->addLayout(bottom);
}

// A section title (bold), retranslated from its source text.
static QLabel* title(std::vector<QLabel*>& titles, std::vector<const char*>& texts, const char* text)
{
    auto* label = new QLabel;
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    titles.push_back(label);
    texts.push_back(text);
    return label;
}

QTableView* DossierWindow::statsView(DossierStatsModel* model)
{
    auto* view = new QTableView;
    view->setModel(model);
    view->verticalHeader()->hide();
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6); // as the game list
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    return view;
}

QTableView* DossierWindow::gameView(DossierGamesModel* model)
{
    auto* view = new QTableView;
    view->setModel(model);
    view->verticalHeader()->hide();
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    QHeaderView* header = view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(int(DossierGameColumn::Opponent), QHeaderView::Stretch);
    header->setSectionResizeMode(int(DossierGameColumn::Event), QHeaderView::Stretch);
    // One click (or Enter) opens the game on the main board.
    connect(view, &QTableView::clicked, this, [this, model](const QModelIndex& index) { openGame(model, index.row()); });
    auto* enter = new QShortcut(QKeySequence(Qt::Key_Return), view, nullptr, nullptr, Qt::WidgetShortcut);
    connect(enter, &QShortcut::activated, this, [this, view, model] { openGame(model, view->currentIndex().row()); });
    return view;
}

QWidget* DossierWindow::overviewTab()
{
    auto* tab = new QWidget;
    auto* layout = new QVBoxLayout(tab);
    m_yearChart = new DossierChart;
    layout->addWidget(m_yearChart);
    layout->addWidget(title(m_titles, m_titleTexts, QT_TR_NOOP("Most recent games (a click opens the game)")));
    m_recentView = gameView(m_recent);
    layout->addWidget(m_recentView, 1);
    return tab;
}

QWidget* DossierWindow::resultsTab()
{
    auto* tab = new QWidget;
    auto* grid = new QGridLayout(tab);
    grid->addWidget(title(m_titles, m_titleTexts, QT_TR_NOOP("By colour")), 0, 0);
    QTableView* colours = statsView(m_colours); // two rows, no more room
    colours->setFixedHeight(colours->horizontalHeader()->sizeHint().height() + 2 * colours->verticalHeader()->defaultSectionSize()
                            + 2 * colours->frameWidth() + 2);
    grid->addWidget(colours, 1, 0);
    grid->addWidget(title(m_titles, m_titleTexts, QT_TR_NOOP("By opponents' rating")), 2, 0);
    grid->addWidget(statsView(m_bands), 3, 0);
    grid->addWidget(title(m_titles, m_titleTexts, QT_TR_NOOP("By year")), 0, 1);
    grid->addWidget(statsView(m_years), 1, 1, 3, 1);
    grid->setRowStretch(3, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    return tab;
}

QWidget* DossierWindow::coloursTab(bool white)
{
    auto* tree = new QTreeView;
    tree->setModel(white ? m_whiteTree : m_blackTree);
    m_treeViews[white ? 0 : 1] = tree;
    tree->setAlternatingRowColors(true);
    tree->setUniformRowHeights(true);
    tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    tree->header()->setStretchLastSection(false);
    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(title(m_titles, m_titleTexts, QT_TR_NOOP("Moves of the first 12 plies")));
    leftLayout->addWidget(tree, 1);
    auto* right = new QWidget;
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_openingChart[white ? 0 : 1] = new DossierChart;
    rightLayout->addWidget(m_openingChart[white ? 0 : 1]);
    rightLayout->addWidget(title(m_titles, m_titleTexts, QT_TR_NOOP("ECO families")));
    rightLayout->addWidget(statsView(m_families[white ? 0 : 1]), 1);
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(left);
    split->addWidget(right);
    split->setSizes({460, 560}); // the tree's columns need about this much; the chart scales
    return split;
}

QWidget* DossierWindow::gamesTab()
{
    auto* tab = new QWidget;
    auto* layout = new QVBoxLayout(tab);
    layout->addWidget(title(m_titles, m_titleTexts, QT_TR_NOOP("Longest games")));
    layout->addWidget(gameView(m_longest), 1);
    layout->addWidget(title(m_titles, m_titleTexts, QT_TR_NOOP("Shortest games")));
    layout->addWidget(gameView(m_shortest), 1);
    return tab;
}

void DossierWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace kibitz::gui
