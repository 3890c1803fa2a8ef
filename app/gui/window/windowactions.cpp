#include "windowactions.h"

#include "boardarea.h"
#include "file/fileactions.h"
#include "file/gamesaver.h"
#include "file/samplegames.h"
#include "game/gamecontroller.h"
#include "play/autoplayer.h"
#include "settings/preferences.h"

#include "board3d/board3dview.h"

#include "core/search/strength.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QToolBar>
#include <QUndoStack>

namespace kibitz::gui {

WindowActions::WindowActions(QMainWindow* window, GameController* controller, AutoPlayer* player, GameSaver* saver, FileActions* files,
                             Preferences* preferences)
    : QObject(window),
      m_controller(controller),
      m_player(player),
      m_saver(saver),
      m_files(files),
      m_preferences(preferences)
{
    createMenus(window);
    createToolBar(window);
    retranslateUi();
    // Flip, Dark and the strength are settings: the controls show the stored value and change it.
    showSetting();
    connect(preferences, &Preferences::changed, this, &WindowActions::showSetting);
    // Installing a translator sends LanguageChange to the application object; this object is not a widget.
    QCoreApplication::instance()->installEventFilter(this);
    connect(player, &AutoPlayer::thinkingChanged, this, [this](bool thinking) {
        m_stop->setEnabled(thinking);
        m_autoMove->setEnabled(!thinking);
    });
}

void WindowActions::createMenus(QMainWindow* window)
{
    // Texts are set by retranslateUi() from the sources registered here, so a language switch rewords them all.
    QMenuBar* bar = window->menuBar();
    m_fileMenu = bar->addMenu(QString());
    remember(m_fileMenu->menuAction(), QT_TR_NOOP("&File"));
    remember(m_fileMenu->addAction(QString(), QKeySequence::New, m_files, &FileActions::newGame), QT_TR_NOOP("&New Game"));
    remember(m_fileMenu->addAction(QString(), QKeySequence::Open, m_files, &FileActions::openDialog), QT_TR_NOOP("&Open…"));
    m_fileMenu->addMenu(m_files->recentMenu());
    // The famous games installed with Kibitz: something to open on a first start (disabled when not installed).
    QAction* samples = m_fileMenu->addAction(QString(), m_files, &FileActions::openSampleGames);
    samples->setObjectName(QStringLiteral("OpenSampleGames"));
    samples->setEnabled(!sampleGamesPath().isEmpty());
    remember(samples, QT_TR_NOOP("Open Sa&mple Games"));
    m_fileMenu->addSeparator();
    remember(m_fileMenu->addAction(QString(), QKeySequence::Save, m_saver, &GameSaver::save), QT_TR_NOOP("&Save…"));
    remember(m_fileMenu->addAction(QString(), QKeySequence::SaveAs, m_saver, &GameSaver::saveAs), QT_TR_NOOP("Save &As…"));
    m_fileMenu->addSeparator();
    remember(m_fileMenu->addAction(QString(), QKeySequence::Quit, window, &QWidget::close), QT_TR_NOOP("&Quit"));

    QMenu* edit = bar->addMenu(QString());
    remember(edit->menuAction(), QT_TR_NOOP("&Edit"));
    // Own undo/redo actions rather than QUndoStack::createUndoAction(): that one fixes its "Undo" prefix for good.
    QUndoStack* stack = m_controller->undoStack();
    m_undo = edit->addAction(QString(), QKeySequence::Undo, stack, &QUndoStack::undo);
    m_redo = edit->addAction(QString(), stack, &QUndoStack::redo);
    m_redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &WindowActions::retranslateUndo);
    connect(stack, &QUndoStack::redoTextChanged, this, &WindowActions::retranslateUndo);
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    edit->addSeparator();
    remember(edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), m_files, &FileActions::copyFen),
             QT_TR_NOOP("Copy &FEN"));
    remember(edit->addAction(QString(), QKeySequence::Copy, m_files, &FileActions::copyPgn), QT_TR_NOOP("Copy P&GN"));
    remember(edit->addAction(QString(), QKeySequence::Paste, m_files, &FileActions::paste), QT_TR_NOOP("&Paste FEN/PGN"));
    edit->addSeparator();
    remember(edit->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_E), this, &WindowActions::setUpPositionRequested),
             QT_TR_NOOP("Set Up P&osition…"));
    edit->addSeparator();
    remember(edit->addAction(QString(), QKeySequence::Preferences, this, &WindowActions::settingsRequested), QT_TR_NOOP("Se&ttings…"));

    // Plain arrow keys navigate the game unless the board's keyboard cursor is active (BoardWidget claims them).
    m_gameMenu = bar->addMenu(QString());
    remember(m_gameMenu->menuAction(), QT_TR_NOOP("&Game"));
    const struct {
        const char* text;
        QKeySequence key;
        void (GameController::*slot)();
    } moves[] = {{QT_TR_NOOP("First Move"), Qt::Key_Home, &GameController::toStart},
                 {QT_TR_NOOP("Previous Move"), Qt::Key_Left, &GameController::back},
                 {QT_TR_NOOP("Next Move"), Qt::Key_Right, &GameController::forward},
                 {QT_TR_NOOP("Last Move"), Qt::Key_End, &GameController::toEnd}};
    for (const auto& m : moves)
        remember(m_gameMenu->addAction(QString(), m.key, m_controller, m.slot), m.text);
    remember(m_gameMenu->addAction(QString(), QKeySequence(Qt::Key_Up), m_controller, [this] { m_controller->chooseVariation(-1); }),
             QT_TR_NOOP("Previous Variation"));
    remember(m_gameMenu->addAction(QString(), QKeySequence(Qt::Key_Down), m_controller, [this] { m_controller->chooseVariation(1); }),
             QT_TR_NOOP("Next Variation"));
    m_gameMenu->addSeparator();
    m_autoMove = m_gameMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_M), m_player, &AutoPlayer::playMove);
    remember(m_autoMove, QT_TR_NOOP("&Auto Move"), QT_TR_NOOP("The engine plays a move for the side to move (Ctrl+M)"));
    m_stop = m_gameMenu->addAction(QString(), QKeySequence(Qt::Key_Escape), m_player, &AutoPlayer::stop);
    remember(m_stop, QT_TR_NOOP("S&top Engine"));
    m_stop->setEnabled(false);
    m_gameMenu->addSeparator();
    remember(m_gameMenu->addAction(QString(), this, &WindowActions::variantDesignerRequested), QT_TR_NOOP("&Variant Designer…"),
             QT_TR_NOOP("Defines variants with pieces of your own and saves them as variants.ini sections"));
    remember(m_gameMenu->addAction(QString(), this, &WindowActions::variantPlayRequested), QT_TR_NOOP("&Play a Variant…"),
             QT_TR_NOOP("A game of a chess variant with its own pieces, in a window of its own"));
    remember(m_gameMenu->addAction(QString(), this, &WindowActions::tournamentRequested), QT_TR_NOOP("Engine T&ournament…"),
             QT_TR_NOOP("Engines play a round robin, gauntlet, knockout or Swiss tournament, in a window of its own"));

    m_viewMenu = bar->addMenu(QString());
    remember(m_viewMenu->menuAction(), QT_TR_NOOP("&View"));
    m_flip = m_viewMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_F), m_preferences, &Preferences::setBoardFlipped);
    remember(m_flip, QT_TR_NOOP("&Flip Board"));
    m_flip->setCheckable(true);
    m_board3D = m_viewMenu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_3), m_preferences, &Preferences::setBoard3D);
    m_board3D->setCheckable(true);
    m_board3D->setEnabled(BoardArea::support().available);
    m_dark = m_viewMenu->addAction(QString(), m_preferences, &Preferences::setDarkPalette);
    remember(m_dark, QT_TR_NOOP("&Dark Colours"));
    m_dark->setCheckable(true);

    m_helpMenu = bar->addMenu(QString());
    remember(m_helpMenu->menuAction(), QT_TR_NOOP("&Help"));
    remember(m_helpMenu->addAction(QString(), this, &WindowActions::aboutRequested), QT_TR_NOOP("&About Kibitz"));
}

void WindowActions::createToolBar(QMainWindow* window)
{
    m_toolBar = window->addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_toolBar->setMovable(false);
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    remember(m_toolBar->addAction(QString(), m_files, &FileActions::newGame), QT_TR_NOOP("New"), QT_TR_NOOP("New game (Ctrl+N)"));
    remember(m_toolBar->addAction(QString(), m_files, &FileActions::openDialog), QT_TR_NOOP("Open"),
             QT_TR_NOOP("Open a PGN file (Ctrl+O)"));
    remember(m_toolBar->addAction(QString(), m_saver, &GameSaver::save), QT_TR_NOOP("Save"), QT_TR_NOOP("Save the game (Ctrl+S)"));
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_flip);
    m_toolBar->addAction(m_board3D);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_autoMove);
    m_toolBar->addAction(m_stop);
    m_level = new QComboBox(window);
    for (std::size_t i = 0; i < search::strengthLevels().size(); ++i)
        m_level->addItem(QString());
    connect(m_level, &QComboBox::currentIndexChanged, m_preferences, &Preferences::setEngineLevel);
    m_toolBar->addWidget(m_level);
    m_toolBar->addSeparator();
    m_computer = new QComboBox(window);
    for (int i = 0; i < 4; ++i)
        m_computer->addItem(QString());
    connect(m_computer, &QComboBox::currentIndexChanged, m_player, [this](int i) { m_player->setComputerSide(ComputerSide(i)); });
    m_toolBar->addWidget(m_computer);
}

void WindowActions::remember(QAction* action, const char* text, const char* toolTip) { m_texts.push_back({action, text, toolTip}); }

void WindowActions::showSetting()
{
    m_flip->setChecked(m_preferences->boardFlipped());
    m_dark->setChecked(m_preferences->darkPalette());
    m_board3D->setChecked(m_preferences->board3D() && m_board3D->isEnabled());
    m_level->setCurrentIndex(m_preferences->engineLevel());
}

// The names of search::strengthLevels() (English identifiers in the engine library), worded for people.
static QString levelName(const std::string& id)
{
    static const std::pair<const char*, const char*> names[] = {
        {"beginner", QT_TRANSLATE_NOOP("kibitz::gui::WindowActions", "Beginner")},
        {"novice", QT_TRANSLATE_NOOP("kibitz::gui::WindowActions", "Novice")},
        {"intermediate", QT_TRANSLATE_NOOP("kibitz::gui::WindowActions", "Intermediate")},
        {"club", QT_TRANSLATE_NOOP("kibitz::gui::WindowActions", "Club player")},
        {"expert", QT_TRANSLATE_NOOP("kibitz::gui::WindowActions", "Expert")},
        {"full", QT_TRANSLATE_NOOP("kibitz::gui::WindowActions", "Full strength")},
    };
    for (const auto& [key, name] : names)
        if (id == key)
            return WindowActions::tr(name);
    QString fallback = QString::fromStdString(id);
    if (!fallback.isEmpty())
        fallback[0] = fallback[0].toUpper();
    return fallback;
}

void WindowActions::retranslateUi()
{
    for (const Text& t : m_texts) {
        if (!t.action)
            continue;
        t.action->setText(tr(t.text));
        if (t.toolTip)
            t.action->setToolTip(tr(t.toolTip));
    }
    retranslateUndo();
    m_board3D->setText(tr("&3D Board"));
    const Board3DSupport support = BoardArea::support();
    const QString tip = support.available ? tr("Shows the board in three dimensions (Ctrl+3)")
                                          : tr("The 3D board is not available: %1").arg(support.reason());
    m_board3D->setToolTip(tip);
    m_board3D->setStatusTip(tip);
    m_toolBar->setWindowTitle(tr("Main"));
    m_level->setToolTip(tr("Engine strength"));
    m_level->setAccessibleName(tr("Engine strength"));
    const auto& levels = search::strengthLevels();
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const QString name = levelName(levels[i].name);
        m_level->setItemText(int(i), levels[i].approxElo > 0 ? tr("%1 (~%2)").arg(name).arg(levels[i].approxElo) : name);
    }
    m_computer->setToolTip(tr("Which side the engine plays by itself"));
    m_computer->setAccessibleName(tr("Computer plays"));
    const QString sides[] = {tr("Computer plays: none"), tr("Computer plays: White"), tr("Computer plays: Black"),
                             tr("Computer plays: both")};
    for (int i = 0; i < 4; ++i)
        m_computer->setItemText(i, sides[i]);
}

void WindowActions::retranslateUndo()
{
    const QUndoStack* stack = m_controller->undoStack();
    m_undo->setText(stack->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(stack->undoText()));
    m_redo->setText(stack->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(stack->redoText()));
}

bool WindowActions::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance())
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz::gui
