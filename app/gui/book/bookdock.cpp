#include "bookdock.h"

#include "booklibrary.h"
#include "bookmovesmodel.h"

#include "game/gamecontroller.h"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace kibitz::gui {

BookDock::BookDock(GameController* controller, BookLibrary* library, QWidget* parent)
    : QDockWidget(parent),
      m_controller(controller),
      m_library(library),
      m_model(new BookMovesModel(this)),
      m_status(new QLabel(this)),
      m_view(new QTreeView(this))
{
    setObjectName(QStringLiteral("BookDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));

    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setFocusPolicy(Qt::NoFocus); // arrow keys keep navigating the game
    m_view->viewport()->setCursor(Qt::PointingHandCursor);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(BookMovesModel::MoveColumn, QHeaderView::Stretch);
    for (const int c : {BookMovesModel::WeightColumn, BookMovesModel::ShareColumn, BookMovesModel::LearnColumn})
        m_view->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_view->setMinimumHeight(m_view->sizeHintForRow(0) > 0 ? m_view->sizeHintForRow(0) * 4 : 80);

    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(4);
    layout->addWidget(m_status);
    layout->addWidget(m_view, 1);
    setWidget(content);
    retranslateUi();

    // Queued: the move resets the model, which the view must not see in the middle of its own mouse handling (it
    // would keep painting the old rows).
    connect(
        m_view, &QTreeView::clicked, this, [this](const QModelIndex& index) { playRow(index.row()); }, Qt::QueuedConnection);
    connect(controller, &GameController::positionChanged, this, &BookDock::follow);
    connect(library, &BookLibrary::bookChanged, this, [this](const std::shared_ptr<const book::PolyglotBook>& book) {
        m_error.clear();
        m_model->setBook(book);
        updateStatus();
    });
    connect(library, &BookLibrary::failed, this, [this](const QString& text) {
        m_error = text;
        updateStatus();
    });
    // Only a shown dock looks positions up; it catches up when it is shown again.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            follow();
    });
    m_model->setBook(library->book());
    follow();
}

void BookDock::retranslateUi()
{
    setWindowTitle(tr("Opening Book"));
    toggleViewAction()->setText(tr("Opening &Book"));
    toggleViewAction()->setToolTip(tr("Show the opening book's moves for the current position (Ctrl+Shift+B)"));
    m_view->setAccessibleName(tr("Book moves"));
    m_status->setAccessibleName(tr("Opening book"));
    updateStatus();
}

void BookDock::changeEvent(QEvent* event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        m_model->setPosition(m_model->position()); // SAN in the language's piece letters
    }
}

void BookDock::follow()
{
    if (isHidden())
        return;
    m_model->setPosition(m_controller->line());
    m_view->setColumnHidden(BookMovesModel::LearnColumn, !m_model->hasLearnData());
    updateStatus();
}

QString BookDock::statusText() const { return m_status->text(); }

void BookDock::updateStatus()
{
    QString text;
    const QString name = QFileInfo(m_library->file()).fileName();
    if (!m_error.isEmpty())
        text = m_error;
    else if (m_library->file().isEmpty())
        text = tr("No opening book is chosen (Settings, Book and Tablebases).");
    else if (m_library->isLoading())
        text = tr("Loading %1…").arg(name);
    else if (m_model->rowCount() == 0)
        text = tr("%1: this position is not in the book.").arg(name);
    else
        text = tr("%1: %n move(s)", nullptr, m_model->rowCount()).arg(name);
    if (m_model->moves().illegal > 0)
        text += QLatin1Char(' ')
            + tr("%n entry(s) under this position's key are no legal move here and were left out.", nullptr, m_model->moves().illegal);
    m_status->setText(text);
    m_status->setToolTip(m_library->file());
}

bool BookDock::playRow(int row)
{
    const Move move = m_model->moveAt(row);
    if (!move || m_model->position().position().key() != m_controller->position().key())
        return false;
    // A book move never replaces the game's moves: it is followed when it is there, else it starts a variation.
    const bool overwrite = m_controller->overwrite();
    m_controller->setOverwrite(false);
    const bool played = m_controller->playMove(move);
    m_controller->setOverwrite(overwrite);
    return played;
}

} // namespace kibitz::gui
