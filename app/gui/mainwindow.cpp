#include "mainwindow.h"

#include "board/boardwidget.h"
#include "game/apppalette.h"
#include "game/autoplayer.h"
#include "game/gamecontroller.h"
#include "game/gamefile.h"
#include "game/gameheaderstrip.h"
#include "game/gamesaver.h"
#include "game/messagebar.h"
#include "game/navigationbar.h"
#include "game/notationview.h"
#include "game/sanentry.h"
#include "game/settingsdialog.h"
#include "game/statustext.h"

#ifdef KIBITZ_HAVE_DATABASE
#include "database/gameselectiondialog.h"
#include "database/setupdialog.h"
#endif

#include "core/search/strength.h"
#include "pgn/writer.h"

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QMetaMethod>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace kibitz {

using gui::GameController;

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_controller(new GameController(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_autoPlayer = new gui::AutoPlayer(m_controller, this);
    m_saver = new gui::GameSaver(m_controller, this);
    createCentralParts();
    createActions();
    createToolBar();
    connectController();
    loadSettings();
    m_controller->newGame();
#ifdef KIBITZ_HAVE_DATABASE
    // The database part's selection table answers multi-game files; it stays open to go through them.
    connect(this, &MainWindow::gameSelectionRequested, this, [this](const QString& path) {
        auto* dialog = findChild<GameSelectionDialog*>();
        if (!dialog) {
            dialog = new GameSelectionDialog(this);
            connect(dialog, &GameSelectionDialog::gameChosen, this, [this, dialog](std::size_t index) {
                if (maybeDiscard())
                    openGame(dialog->property("path").toString(), qsizetype(index));
            });
        }
        dialog->setProperty("path", path);
        dialog->openFile(path);
        dialog->show();
        dialog->raise();
    });
#endif
}

void MainWindow::createCentralParts()
{
    m_board = new BoardWidget(this);
    m_messages = new gui::MessageBar(this);
    m_header = new gui::GameHeaderStrip(m_controller, this);
    m_navigation = new gui::NavigationBar(m_controller, this);
    m_sanEntry = new gui::SanEntry(m_controller, this);
    m_navigation->addTrailingWidget(m_sanEntry);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 6, 8, 4);
    layout->setSpacing(4);
    layout->addWidget(m_messages);
    layout->addWidget(m_header);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_navigation);
    setCentralWidget(central);

    m_notation = new gui::NotationView(m_controller, this);
    m_notation->setFocusPolicy(Qt::NoFocus); // arrow keys navigate the game, they do not scroll the text
    auto* dock = new QDockWidget(tr("Moves"), this);
    dock->setObjectName(QStringLiteral("MovesDock"));
    dock->setWidget(m_notation);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    resizeDocks({dock}, {380}, Qt::Horizontal);

    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(90);
    m_busy->setMaximumHeight(14);
    m_busy->setTextVisible(false);
    m_busy->hide();
    statusBar()->addPermanentWidget(m_busy);
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New Game"), QKeySequence::New, this, &MainWindow::newGame);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openDialog);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addSeparator();
    file->addAction(tr("&Save…"), QKeySequence::Save, m_saver, &gui::GameSaver::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, m_saver, &gui::GameSaver::saveAs);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_controller->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_controller->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("Copy &FEN"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), this, &MainWindow::copyFen);
    edit->addAction(tr("Copy &PGN"), QKeySequence::Copy, this, &MainWindow::copyPgn);
    edit->addAction(tr("&Paste FEN/PGN"), QKeySequence::Paste, this, &MainWindow::paste);
    edit->addSeparator();
    edit->addAction(tr("Set Up &Position…"), QKeySequence(Qt::CTRL | Qt::Key_E), this, &MainWindow::setUpPosition);
    edit->addSeparator();
    edit->addAction(tr("Se&ttings…"), QKeySequence::Preferences, this, &MainWindow::showSettings);

    QMenu* game = menuBar()->addMenu(tr("&Game"));
    const struct {
        QString text;
        QKeySequence key;
        void (GameController::*slot)();
    } moves[] = {{tr("First Move"), Qt::Key_Home, &GameController::toStart},
                 {tr("Previous Move"), Qt::Key_Left, &GameController::back},
                 {tr("Next Move"), Qt::Key_Right, &GameController::forward},
                 {tr("Last Move"), Qt::Key_End, &GameController::toEnd}};
    for (const auto& m : moves)
        game->addAction(m.text, m.key, m_controller, m.slot);
    game->addAction(tr("Previous Variation"), QKeySequence(Qt::Key_Up), m_controller, [this] { m_controller->chooseVariation(-1); });
    game->addAction(tr("Next Variation"), QKeySequence(Qt::Key_Down), m_controller, [this] { m_controller->chooseVariation(1); });
    game->addSeparator();
    m_autoMoveAction = game->addAction(tr("&Auto Move"), QKeySequence(Qt::CTRL | Qt::Key_M), m_autoPlayer, &gui::AutoPlayer::playMove);
    m_autoMoveAction->setToolTip(tr("The engine plays a move for the side to move (Ctrl+M)"));
    m_stopAction = game->addAction(tr("S&top Engine"), QKeySequence(Qt::Key_Escape), m_autoPlayer, &gui::AutoPlayer::stop);
    m_stopAction->setEnabled(false);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    m_flipAction = view->addAction(tr("&Flip Board"), QKeySequence(Qt::CTRL | Qt::Key_F), this, [this](bool on) { m_board->setFlipped(on); });
    m_flipAction->setCheckable(true);
    m_darkAction = view->addAction(tr("&Dark Colours"), this, &MainWindow::applyPalette);
    m_darkAction->setCheckable(true);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Kibitz"), this, &MainWindow::showAbout);
}

void MainWindow::createToolBar()
{
    QToolBar* bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("MainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(tr("New"), this, &MainWindow::newGame)->setToolTip(tr("New game (Ctrl+N)"));
    bar->addAction(tr("Open"), this, &MainWindow::openDialog)->setToolTip(tr("Open a PGN file (Ctrl+O)"));
    bar->addAction(tr("Save"), m_saver, &gui::GameSaver::save)->setToolTip(tr("Save the game (Ctrl+S)"));
    bar->addSeparator();
    bar->addAction(m_flipAction);
    bar->addSeparator();
    bar->addAction(m_autoMoveAction);
    bar->addAction(m_stopAction);
    m_levelCombo = new QComboBox(this);
    m_levelCombo->setToolTip(tr("Engine strength"));
    for (const search::StrengthLevel& l : search::strengthLevels()) {
        QString name = QString::fromStdString(l.name);
        name[0] = name[0].toUpper();
        m_levelCombo->addItem(l.approxElo > 0 ? tr("%1 (~%2)").arg(name).arg(l.approxElo) : name);
    }
    connect(m_levelCombo, &QComboBox::currentIndexChanged, m_autoPlayer, &gui::AutoPlayer::setLevel);
    bar->addWidget(m_levelCombo);
    bar->addSeparator();
    m_computerCombo = new QComboBox(this);
    m_computerCombo->addItems({tr("Computer plays: none"), tr("Computer plays: White"), tr("Computer plays: Black"),
                               tr("Computer plays: both")});
    connect(m_computerCombo, &QComboBox::currentIndexChanged, m_autoPlayer,
            [this](int i) { m_autoPlayer->setComputerSide(gui::ComputerSide(i)); });
    bar->addWidget(m_computerCombo);
}

void MainWindow::connectController()
{
    connect(m_controller, &GameController::positionChanged, this, &MainWindow::syncBoard);
    connect(m_controller, &GameController::gameChanged, this, &MainWindow::updateTitle);
    connect(m_controller->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &GameController::statusChanged, this, [this](const QString& text) {
        statusBar()->showMessage(text.isEmpty() ? gui::sideToMoveText(m_controller->position().sideToMove()) : text);
    });
    connect(m_controller, &GameController::gameEnded, this,
            [this](const QString& text) { m_messages->showMessage(text, gui::MessageBar::Kind::Information); });
    connect(m_board, &BoardWidget::moveMade, m_controller, &GameController::playMove);
    connect(m_board, &BoardWidget::moveRejected, this, [this](const QString& why) { statusBar()->showMessage(why, 4000); });
    // Wheel away from the user goes back through the game, as in most chess programs.
    connect(m_board, &BoardWidget::wheelStep, m_controller, [this](int delta) {
        for (int i = 0; i < std::abs(delta); ++i)
            delta > 0 ? m_controller->back() : m_controller->forward();
    });
    connect(m_autoPlayer, &gui::AutoPlayer::thinkingChanged, this, [this](bool thinking) {
        m_busy->setVisible(thinking);
        m_stopAction->setEnabled(thinking);
        m_autoMoveAction->setEnabled(!thinking);
        if (thinking)
            statusBar()->showMessage(tr("Engine is thinking…"));
    });
    connect(m_autoPlayer, &gui::AutoPlayer::message, this, [this](const QString& text) { statusBar()->showMessage(text, 6000); });
    connect(m_saver, &gui::GameSaver::saved, this, [this](const QString& path, const QString& message) {
        addRecentFile(path);
        statusBar()->showMessage(message, 6000);
        updateTitle();
    });
    connect(m_saver, &gui::GameSaver::failed, this, [this](const QString& text) { m_messages->showMessage(text, gui::MessageBar::Kind::Error); });
}

void MainWindow::syncBoard()
{
    m_board->setPosition(m_controller->position());
    m_board->setLastMove(m_controller->lastMove());
}

void MainWindow::updateTitle()
{
    const pgn::Game& game = m_controller->game();
    const QString white = QString::fromStdString(std::string(game.tag("White")));
    const QString black = QString::fromStdString(std::string(game.tag("Black")));
    QString title = white.isEmpty() && black.isEmpty() ? tr("New game") : tr("%1 – %2").arg(white, black);
    if (!m_controller->origin().path.isEmpty())
        title += QStringLiteral(" (%1)").arg(QFileInfo(m_controller->origin().path).fileName());
    setWindowTitle(title + QStringLiteral("[*] — Kibitz"));
    setWindowModified(m_controller->isModified());
}

bool MainWindow::maybeDiscard()
{
    if (!m_controller->isModified())
        return true;
    const auto answer = QMessageBox::question(this, tr("Unsaved Changes"), tr("The current game has unsaved changes. Save them first?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return m_saver->save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newGame()
{
    if (!maybeDiscard())
        return;
    m_autoPlayer->stop();
    m_messages->hide();
    m_controller->newGame();
}

void MainWindow::openDialog()
{
    if (!maybeDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open PGN File"), m_lastDirectory, tr("PGN files (*.pgn);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::openFromCommandLine(const QString& path)
{
    openFile(QFileInfo(path).absoluteFilePath());
}

void MainWindow::openFile(const QString& path)
{
    m_lastDirectory = QFileInfo(path).absolutePath();
    m_saver->setLastDirectory(m_lastDirectory);
    const std::uint64_t count = gui::countGames(path);
    if (count > 1 && isSignalConnected(QMetaMethod::fromSignal(&MainWindow::gameSelectionRequested))) {
        addRecentFile(path);
        emit gameSelectionRequested(path, count);
        return;
    }
    openGame(path, 0);
    if (count > 1)
        statusBar()->showMessage(tr("%1 holds %2 games; showing the first.").arg(QFileInfo(path).fileName()).arg(count), 10000);
}

void MainWindow::openGame(const QString& path, qsizetype index)
{
    gui::LoadResult r = gui::loadGame(path, std::size_t(index));
    if (!r.ok) {
        m_messages->showMessage(r.error, gui::MessageBar::Kind::Error);
        return;
    }
    m_autoPlayer->stop();
    addRecentFile(path);
    m_controller->setGame(std::move(r.game), r.origin);
    if (!r.readErrors.isEmpty()) {
        const QString more = r.readErrors.size() > 1 ? tr(" (and %n more)", nullptr, int(r.readErrors.size() - 1)) : QString();
        m_messages->showMessage(tr("The game was read up to an error: %1%2").arg(r.readErrors.first(), more),
                                gui::MessageBar::Kind::Warning, r.readErrors.join(QLatin1Char('\n')));
    } else {
        m_messages->hide();
    }
}

void MainWindow::addRecentFile(const QString& path)
{
    QSettings settings;
    QStringList files = settings.value(QStringLiteral("recentFiles")).toStringList();
    files.removeAll(path);
    files.prepend(path);
    settings.setValue(QStringLiteral("recentFiles"), files.mid(0, 10));
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& f : files)
        m_recentMenu->addAction(QFileInfo(f).fileName(), this, [this, f] {
            if (maybeDiscard())
                openFile(f);
        })->setToolTip(f);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::copyFen()
{
    QApplication::clipboard()->setText(QString::fromStdString(m_controller->position().fen()));
    statusBar()->showMessage(tr("FEN copied"), 3000);
}

void MainWindow::copyPgn()
{
    QApplication::clipboard()->setText(QString::fromStdString(pgn::writeGame(m_controller->game())));
    statusBar()->showMessage(tr("PGN copied"), 3000);
}

void MainWindow::paste()
{
    pgn::Game game;
    QString why;
    if (!gui::gameFromText(QApplication::clipboard()->text(), game, &why)) {
        statusBar()->showMessage(why, 6000);
        return;
    }
    if (!maybeDiscard())
        return;
    m_autoPlayer->stop();
    m_controller->setGame(std::move(game));
    statusBar()->showMessage(tr("Pasted game"), 3000);
}

void MainWindow::setUpPosition()
{
    const QString current = QString::fromStdString(m_controller->position().fen());
    QString fen;
    bool chess960 = false;
#ifdef KIBITZ_HAVE_DATABASE
    SetUpPositionDialog dialog(this);
    dialog.setFen(current);
    dialog.setCurrentPosition(current);
    dialog.setBoardAppearance(m_board->theme(), m_board->pieceSet());
    if (dialog.exec() != QDialog::Accepted || !dialog.isValid())
        return;
    fen = dialog.fen();
    chess960 = dialog.isChess960();
#else
    bool ok = false; // without the database part: a plain FEN prompt
    fen = QInputDialog::getText(this, tr("Set Up Position"), tr("FEN:"), QLineEdit::Normal, current, &ok);
    if (!ok)
        return;
#endif
    pgn::Game game;
    if (const FenResult r = game.setStartFen(fen.trimmed().toStdString(), chess960); !r.ok()) {
        m_messages->showMessage(tr("Not a valid position: %1").arg(QString::fromStdString(describe(r.error))), gui::MessageBar::Kind::Error);
        return;
    }
    if (!maybeDiscard())
        return;
    game.setResult("*");
    m_controller->setGame(std::move(game));
}

void MainWindow::showSettings()
{
    gui::Preferences p;
    p.themeId = m_themeId;
    p.pieceSetId = m_pieceSetId;
    p.darkPalette = m_darkAction->isChecked();
    p.figurine = m_notation->figurine();
    p.overwrite = m_controller->overwrite();
    p.coordinates = m_board->showCoordinates();
    p.engineMoveTimeMs = QSettings().value(QStringLiteral("engine/moveTimeMs"), 1000).toInt();
    gui::SettingsDialog dialog(p, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    p = dialog.preferences();
    m_themeId = p.themeId;
    m_pieceSetId = p.pieceSetId;
    m_board->setTheme(BoardTheme::builtIn(p.themeId));
    m_board->setPieceSet(PieceSet::builtIn(p.pieceSetId));
    m_board->setShowCoordinates(p.coordinates);
    m_notation->setFigurine(p.figurine);
    m_controller->setOverwrite(p.overwrite);
    m_autoPlayer->setMoveTimeMs(p.engineMoveTimeMs);
    QSettings().setValue(QStringLiteral("engine/moveTimeMs"), p.engineMoveTimeMs);
    m_darkAction->setChecked(p.darkPalette);
    applyPalette(p.darkPalette);
}

void MainWindow::applyPalette(bool dark)
{
    gui::applyDarkPalette(dark);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Kibitz"),
                       tr("<h3>Kibitz %1</h3><p>A PGN database and analysis tool.</p>").arg(QApplication::applicationVersion()));
}

void MainWindow::loadSettings()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    if (!s.contains(QStringLiteral("window/geometry")))
        resize(1180, 780); // first start: room for the board and the move list side by side
    m_themeId = s.value(QStringLiteral("board/theme"), QStringLiteral("brown")).toString();
    m_pieceSetId = s.value(QStringLiteral("board/pieces"), QStringLiteral("kibitz")).toString();
    m_board->setTheme(BoardTheme::builtIn(m_themeId));
    m_board->setPieceSet(PieceSet::builtIn(m_pieceSetId));
    m_board->setShowCoordinates(s.value(QStringLiteral("board/coordinates"), true).toBool());
    m_flipAction->setChecked(s.value(QStringLiteral("board/flipped"), false).toBool());
    m_board->setFlipped(m_flipAction->isChecked());
    m_notation->setFigurine(s.value(QStringLiteral("notation/figurine"), false).toBool());
    m_controller->setOverwrite(s.value(QStringLiteral("edit/overwrite"), false).toBool());
    m_levelCombo->setCurrentIndex(s.value(QStringLiteral("engine/level"), m_levelCombo->count() - 1).toInt());
    m_autoPlayer->setLevel(m_levelCombo->currentIndex());
    m_autoPlayer->setMoveTimeMs(s.value(QStringLiteral("engine/moveTimeMs"), 1000).toInt());
    m_lastDirectory = s.value(QStringLiteral("lastDirectory")).toString();
    m_saver->setLastDirectory(m_lastDirectory);
    m_darkAction->setChecked(s.value(QStringLiteral("appearance/dark"), false).toBool());
    if (m_darkAction->isChecked())
        applyPalette(true);
    rebuildRecentMenu();
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("board/theme"), m_themeId);
    s.setValue(QStringLiteral("board/pieces"), m_pieceSetId);
    s.setValue(QStringLiteral("board/coordinates"), m_board->showCoordinates());
    s.setValue(QStringLiteral("board/flipped"), m_flipAction->isChecked());
    s.setValue(QStringLiteral("notation/figurine"), m_notation->figurine());
    s.setValue(QStringLiteral("edit/overwrite"), m_controller->overwrite());
    s.setValue(QStringLiteral("engine/level"), m_levelCombo->currentIndex());
    s.setValue(QStringLiteral("lastDirectory"), m_saver->lastDirectory());
    s.setValue(QStringLiteral("appearance/dark"), m_darkAction->isChecked());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeDiscard()) {
        event->ignore();
        return;
    }
    m_autoPlayer->stop();
    saveSettings();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile()) {
            event->acceptProposedAction();
            return;
        }
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile() || !maybeDiscard())
        return;
    event->acceptProposedAction();
    openFile(urls.first().toLocalFile());
}

} // namespace kibitz
