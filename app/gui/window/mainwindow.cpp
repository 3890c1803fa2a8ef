#include "mainwindow.h"

#include "analysis/analysisdock.h"
#include "annotation/gameannotator.h"
#include "board/boardcontroller.h"
#include "board/boardmarks.h"
#include "board/boardwidget.h"
#include "boardarea.h"
#include "book/bookdock.h"
#include "bookandtablebases.h"
#include "database/gamelistpanel.h"
#include "databasedocks.h"
#include "databasewatcher.h"
#include "dockmirror.h"
#include "dossierwindows.h"
#include "file/fileactions.h"
#include "file/gamefile.h"
#include "file/gamesaver.h"
#include "game/gamecontroller.h"
#include "game/gameheaderstrip.h"
#include "game/statustext.h"
#include "gameselection.h"
#include "graph/graphdock.h"
#include "i18n/errortext.h"
#include "i18n/languagemanager.h"
#include "i18n/moveannouncer.h"
#include "i18n/speaker.h"
#include "messagebar.h"
#include "notation/navigationbar.h"
#include "notation/notationview.h"
#include "notation/sanentry.h"
#include "panellayout.h"
#include "play/autoplayer.h"
#include "settings/apppalette.h"
#include "settings/booktablebasesettings.h"
#include "settings/ecolibrary.h"
#include "settings/ecosettings.h"
#include "settings/enginesettings.h"
#include "settings/preferences.h"
#include "settings/settingsdialog.h"
#include "setup/setupdialog.h"
#include "tournamentwindows.h"
#include "trainingwindows.h"
#include "tree/treedock.h"
#include "variantwindows.h"
#include "windowactions.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

namespace kibitz::gui {

MainWindow::MainWindow(Preferences* preferences, QWidget* parent)
    : QMainWindow(parent),
      m_preferences(preferences ? preferences : new Preferences(this)),
      m_controller(new GameController(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_autoPlayer = new AutoPlayer(m_controller, this);
    m_saver = new GameSaver(m_controller, m_preferences, this);
    createCentralParts();
    m_files = new FileActions(m_controller, m_autoPlayer, m_saver, m_messages, m_preferences, this);
    m_actions = new WindowActions(this, m_controller, m_autoPlayer, m_saver, m_files, m_preferences);
    createLanguageAndSpeech();
    connectParts();
    restoreSettings();
    m_controller->newGame();
    // Start on the board, outside keyboard mode, so arrow keys step through the game from the first moment
    // (without this, activation would Tab-focus the first widget and put the board in keyboard mode).
    m_boardArea->setFocus(Qt::OtherFocusReason);
}

MainWindow::~MainWindow()
{
    // The game list stores its layout in the preferences when it goes, so it goes while they surely exist
    // (a window's own preferences are a child that QObject would delete before it).
    delete m_databases;
    // A language manager of our own (tests; the application's outlives the window) goes first: removing its
    // translators sends LanguageChange to everything that retranslates, which must all still be there.
    if (LanguageManager* languages = LanguageManager::instance(); languages && languages->parent() == this)
        delete languages;
    // Children die after this body, in QWidget's destructor, when this object is no longer a MainWindow; a
    // signal they send on the way out (the undo stack's cleanChanged) must not reach a MainWindow slot then.
    // The controller's undo stack is a member, not a child, so it is named here.
    disconnect(m_controller->undoStack(), nullptr, this, nullptr);
    const QList<QObject*> parts = findChildren<QObject*>();
    for (QObject* part : parts)
        disconnect(part, nullptr, this, nullptr);
}

void MainWindow::createCentralParts()
{
    // One board controller behind both views: moves entered on either go the same way, and both show the same.
    m_boardControl = new BoardController(this);
    m_boardArea = new BoardArea(m_boardControl, this);
    m_board = m_boardArea->board2D();
    m_messages = new MessageBar(this);
    m_header = new GameHeaderStrip(m_controller, this);
    m_navigation = new NavigationBar(m_controller, this);
    m_sanEntry = new SanEntry(m_controller, this);
    m_navigation->addTrailingWidget(m_sanEntry);

    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 6, 8, 4);
    layout->setSpacing(4);
    layout->addWidget(m_messages);
    layout->addWidget(m_header);
    layout->addWidget(m_boardArea, 1);
    layout->addWidget(m_navigation);
    setCentralWidget(central);

    m_notation = new NotationView(m_controller, this);
    m_notation->setFocusPolicy(Qt::NoFocus); // arrow keys navigate the game, they do not scroll the text
    m_movesDock = new QDockWidget(tr("Moves"), this);
    m_movesDock->setObjectName(QStringLiteral("MovesDock"));
    m_movesDock->setWidget(m_notation);
    m_panels = new PanelLayout(this, m_boardArea);
    m_panels->setMoves(m_movesDock);
    // The side panels share the tabs beside the moves, each hidden until its View action (Ctrl+Shift+A: analysis,
    // Ctrl+Shift+B: book, Ctrl+Shift+G: graphs); restoreState() then keeps them as the user left them.
    m_analysis = new AnalysisDock(m_controller, m_autoPlayer, m_preferences, this);
    m_panels->addPanel(m_analysis);
    m_bookTablebases = new BookAndTablebases(this, m_controller, m_autoPlayer, m_analysis, m_preferences);
    m_panels->addPanel(m_bookTablebases->bookDock());
    m_graphs = new GraphDock(m_controller, this);
    m_panels->addPanel(m_graphs);

    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(90);
    m_busy->setMaximumHeight(14);
    m_busy->setTextVisible(false);
    m_busy->setAccessibleName(tr("Engine is thinking"));
    m_busy->hide();
    statusBar()->addPermanentWidget(m_busy);
    // The game's status (side to move, check, mate) is a normal status-bar widget: transient messages cover it
    // for a while, and it comes back when they end (also when a menu's empty status tip clears them).
    m_gameStatus = new QLabel(this);
    m_gameStatus->setContentsMargins(4, 0, 4, 0); // where QStatusBar draws its own messages
    statusBar()->addWidget(m_gameStatus, 1);
}

void MainWindow::connectParts()
{
    connect(m_controller, &GameController::positionChanged, this, &MainWindow::syncBoard);
    connect(m_controller, &GameController::gameChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &GameController::gameChanged, this, &MainWindow::syncMarks); // an edited comment's marks
    connect(m_controller->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &GameController::statusChanged, this, &MainWindow::showGameStatus);
    connect(m_controller, &GameController::gameEnded, this,
            [this](const QString& text) { m_messages->showMessage(text, MessageBar::Kind::Information); });
    connect(m_boardControl, &BoardController::moveMade, m_controller, &GameController::playMove);
    connect(m_boardControl, &BoardController::moveRejected, this, [this](const QString& why) { statusBar()->showMessage(why, 4000); });
    connect(m_board, &BoardWidget::keyboardModeChanged, this, [this](bool on) {
        if (on)
            statusBar()->showMessage(tr("Keyboard on the board: arrows move the cursor, Enter or Space picks up and "
                                        "drops, Esc gives the arrows back to the game"));
        else
            statusBar()->clearMessage();
    });
    // Right-button drawings go into the current move's comment ([%cal]/[%csl]) as one undo step; the board shows
    // them through syncMarks() like marks read from a file.
    connect(m_boardArea, &BoardArea::markDrawn, this, &MainWindow::drawMark); // from the 2D or the 3D board
    // Wheel away from the user goes back through the game, as in most chess programs.
    connect(m_board, &BoardWidget::wheelStep, m_controller, [this](int delta) {
        for (int i = 0; i < std::abs(delta); ++i)
            delta > 0 ? m_controller->back() : m_controller->forward();
    });
    connect(m_autoPlayer, &AutoPlayer::thinkingChanged, this, [this](bool thinking) {
        m_busy->setVisible(thinking);
        if (thinking)
            statusBar()->showMessage(tr("Engine is thinking…"));
        else
            statusBar()->clearMessage();
    });
    connect(m_autoPlayer, &AutoPlayer::message, this, [this](const QString& text) { statusBar()->showMessage(text, 6000); });
    connect(m_saver, &GameSaver::saved, this, [this](const QString& path, const QString& message) {
        statusBar()->showMessage(message, 6000);
        updateTitle();
        // The game list over that file follows it (its offsets would be stale); an appended game extends it.
        m_databases->fileSaved(path);
    });
    connect(m_saver, &GameSaver::failed, this, [this](const QString& text) { m_messages->showMessage(text, MessageBar::Kind::Error); });
    connect(m_files, &FileActions::statusMessage, statusBar(), &QStatusBar::showMessage);
    connectOpenings();
    connect(m_analysis, &AnalysisDock::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    m_actions->viewMenu()->addAction(m_analysis->toggleViewAction());
    m_annotator = new GameAnnotator(m_controller, m_preferences, m_messages, this);
    m_actions->gameMenu()->addSeparator();
    m_actions->gameMenu()->addAction(m_annotator->action());
    statusBar()->addPermanentWidget(m_annotator->progressWidget());
    m_actions->toolBar()->addSeparator();
    m_actions->toolBar()->addAction(m_analysis->toggleViewAction()); // analysis one click away, checked while shown
    m_actions->viewMenu()->addAction(m_bookTablebases->bookDock()->toggleViewAction());
    m_actions->toolBar()->addAction(m_bookTablebases->bookDock()->toggleViewAction());
    m_actions->viewMenu()->addAction(m_graphs->toggleViewAction());
    connect(m_bookTablebases, &BookAndTablebases::problem, this,
            [this](const QString& text) { m_messages->showMessage(text, MessageBar::Kind::Error); });
    connect(m_bookTablebases, &BookAndTablebases::warnings, this,
            [this](const QString& text, const QString& details) { m_messages->showMessage(text, MessageBar::Kind::Warning, details); });
    m_bookTablebases->restore();
    m_databases = new DatabaseDocks(this, m_controller, m_files, m_preferences, m_actions->helpMenu()->menuAction());
    m_panels->setGames(m_databases->gamesDock());
    m_panels->addPanel(m_databases->treeDock());
    menuBar()->insertMenu(m_actions->helpMenu()->menuAction(), m_panels->menu());
    m_actions->toolBar()->addAction(m_databases->treeDock()->toggleViewAction());
    connect(m_databases, &DatabaseDocks::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_files, &FileActions::databaseOpened, m_databases, &DatabaseDocks::showDatabase);
    new GameSelection(m_databases, m_files, m_controller, this);      // the lists' selected rows and the board agree
    new DatabaseWatcher(m_databases, m_controller, m_messages, this); // files changed by other programs
    connect(m_actions, &WindowActions::setUpPositionRequested, this, &MainWindow::setUpPosition);
    new VariantWindows(this, m_actions, m_files, m_messages, m_preferences);        // the variant designer and game windows
    new DossierWindows(this, m_databases, m_files);                                 // Database > Player Dossier…
    new TournamentWindows(this, m_actions, m_databases, m_messages, m_preferences); // Game > Engine Tournament…
    new TrainingWindows(this, m_actions, m_databases, m_files, m_controller, m_preferences);
    connect(m_actions, &WindowActions::settingsRequested, this, &MainWindow::showSettings);
    connect(m_actions, &WindowActions::aboutRequested, this, &MainWindow::showAbout);
}

void MainWindow::connectOpenings()
{
    // One table for the live opening name and the tags the save dialog fills, whichever the user chose.
    m_openings = new EcoLibrary(this);
    connect(m_openings, &EcoLibrary::bookChanged, this, [this](const std::shared_ptr<const eco::EcoBook>& book) {
        m_header->setEcoBook(book);
        m_saver->setEcoBook(book);
    });
    connect(m_openings, &EcoLibrary::failed, this, [this](const QString& text) {
        m_messages->showMessage(tr("Opening table not changed: %1").arg(text), MessageBar::Kind::Error);
    });
    connect(m_openings, &EcoLibrary::warnings, this, [this](const QStringList& lines) {
        m_messages->showMessage(tr("The opening table was loaded without %n line(s) it could not read.", nullptr, int(lines.size())),
                                MessageBar::Kind::Warning, lines.join(QLatin1Char('\n')));
    });
    gui::restoreEcoSource(m_openings, *m_preferences);
}

void MainWindow::createLanguageAndSpeech()
{
    // main.cpp applies the saved language before any widget exists; a window built without (tests) makes its own.
    auto* languages = LanguageManager::instance();
    if (!languages)
        languages = new LanguageManager(m_preferences, this);
    menuBar()->insertMenu(m_actions->helpMenu()->menuAction(), languages->createMenu(this));

    m_speaker = new Speaker(this);
    m_speaker->setLanguage(languages->currentLanguage());
    connect(languages, &LanguageManager::languageChanged, m_speaker, &Speaker::setLanguage);
    // Every position reached by playing or navigating is announced by the move that led to it (when switched on).
    connect(m_controller, &GameController::positionChanged, m_speaker, [this] {
        if (m_speaker->isEnabled()) // wording the move costs a replay of the game: only when it is spoken
            m_speaker->say(MoveAnnouncer::lastMove(m_controller->line()));
    });
    // On request the whole position as piece lists: spoken when speech is available, always in the status bar.
    m_speakPosition = m_actions->viewMenu()->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P), this, [this] {
        const QString text = MoveAnnouncer::position(m_controller->position());
        statusBar()->showMessage(text, 15000);
        m_speaker->sayNow(text);
    });
    // Keyboard users reach the move entry from anywhere, e.g. from the board's square cursor.
    m_typeMove = m_actions->gameMenu()->addAction(QString(), QKeySequence(Qt::CTRL | Qt::Key_L), this, [this] {
        m_sanEntry->lineEdit()->setFocus(Qt::ShortcutFocusReason);
        m_sanEntry->lineEdit()->selectAll();
    });
    retranslateUi();
}

void MainWindow::retranslateUi()
{
    m_movesDock->setWindowTitle(tr("Moves"));
    m_busy->setAccessibleName(tr("Engine is thinking"));
    m_gameStatus->setAccessibleName(tr("Game status"));
    m_speakPosition->setText(tr("Describe &Position"));
    m_speakPosition->setToolTip(tr("Lists the pieces of both sides (spoken when speech output is available)"));
    m_typeMove->setText(tr("Type a &Move"));
    m_typeMove->setToolTip(tr("Puts the keyboard focus into the move entry (Ctrl+L)"));
    updateTitle();
    showGameStatus();
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    // The side panels go to the other side with the text direction (the move list on the board's left in Persian).
    if (event->type() == QEvent::LayoutDirectionChange)
        mirrorSideDocks(this);
    if (event->type() == QEvent::LanguageChange && m_speakPosition)
        retranslateUi();
}

GameListPanel* MainWindow::gameList() const { return m_databases->gameList(); }

void MainWindow::showGameStatus()
{
    const QString text = m_controller->statusText();
    m_gameStatus->setText(text.isEmpty() ? gui::sideToMoveText(m_controller->position().sideToMove()) : text);
}

void MainWindow::syncBoard()
{
    m_boardControl->setPosition(m_controller->position());
    m_boardControl->setLastMove(m_controller->lastMove());
    syncMarks();
}

void MainWindow::syncMarks()
{
    // The [%cal]/[%csl] of the current move, on whichever board is shown (both read the controller).
    const BoardMarks marks = marksAt(m_controller->game(), m_controller->currentNode());
    m_boardControl->setArrows(marks.arrows);
    m_boardControl->setSquareMarks(marks.squares);
}

void MainWindow::drawMark(Square from, Square to, pgn::MarkColor color)
{
    const pgn::Game& game = m_controller->game();
    const pgn::NodeId node = m_controller->currentNode();
    const std::string& comment = game.node(node).commentAfter; // the game comment at the start, as marksAt() reads
    pgn::Game after = game;
    const std::string text = toggleMark(comment, from, to, color);
    if (node == pgn::RootNode)
        after.setGameComment(text);
    else
        after.setCommentAfter(node, text);
    m_controller->editGame(from == to ? tr("Mark Square") : tr("Draw Arrow"), after);
}

void MainWindow::showBoard3D(bool on)
{
    // Where OpenGL cannot draw the board, the window stays 2D and says why (View > 3D Board is disabled too).
    if (!m_boardArea->setThreeD(on))
        statusBar()->showMessage(m_actions->board3DAction()->statusTip(), 10000);
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

void MainWindow::openFromCommandLine(const QStringList& paths)
{
    if (paths.isEmpty())
        return m_files->offerSampleGames();
    if (paths.size() == 1)
        return openFile(QFileInfo(paths.constFirst()).absoluteFilePath());
    // Several files: each gets its tab in the game list, one-game files too, so that every one can be chosen
    // there; the first that opens has the current tab and its first game on the board.
    QStringList errors, opened;
    std::shared_ptr<const pgn::Database> first;
    int firstTab = -1;
    for (const QString& path : paths) {
        QString error;
        const auto database = openDatabase(QFileInfo(path).absoluteFilePath(), &error);
        if (!database) {
            errors << error;
            continue;
        }
        m_databases->showDatabase(database);
        opened << QFileInfo(path).absoluteFilePath();
        if (!first) {
            first = database;
            firstTab = m_databases->tabs()->currentIndex();
        }
    }
    opened.removeDuplicates();
    for (qsizetype i = opened.size() - 1; i >= 0; --i) // Open Recent in command-line order, the first on top
        m_files->addRecentFile(opened[i]);
    if (first) {
        m_databases->tabs()->setCurrentIndex(firstTab);
        if (first->size() > 0)
            m_files->openGame(first, 0);
    }
    if (!errors.isEmpty()) {
        const QString more = errors.size() > 1 ? tr(" (and %n more)", nullptr, int(errors.size() - 1)) : QString();
        m_messages->showMessage(errors.first() + more, MessageBar::Kind::Warning, errors.join(QLatin1Char('\n')));
    } else if (opened.size() > 1) {
        statusBar()->showMessage(tr("Opened %n files, each in its own tab of the game list.", nullptr, int(opened.size())), 10000);
    }
}

void MainWindow::openFile(const QString& path) { m_files->openFile(path); }

void MainWindow::setUpPosition()
{
    const QString current = QString::fromStdString(m_controller->position().fen());
    SetUpPositionDialog dialog(this);
    dialog.setFen(current);
    dialog.setCurrentPosition(current);
    dialog.setBoardAppearance(m_board->theme(), m_board->pieceSet());
    if (dialog.exec() != QDialog::Accepted || !dialog.isValid())
        return;
    pgn::Game game;
    if (const FenResult r = game.setStartFen(dialog.fen().trimmed().toStdString(), dialog.isChess960()); !r.ok()) {
        m_messages->showMessage(tr("Not a valid position: %1").arg(ErrorText::fenIssue(r.error, dialog.fen().toStdString())),
                                MessageBar::Kind::Error);
        return;
    }
    if (!m_files->maybeDiscard())
        return;
    game.setResult("*");
    m_controller->setGame(std::move(game));
}

void MainWindow::showSettings()
{
    // Each page and section applies itself through the preferences when the dialog is accepted; the parts
    // follow from there (applySetting and the parts' own connections).
    SettingsDialog dialog(m_preferences, this);
    dialog.addSection(tr("Engines"), m_analysis->createEngineSettings(&dialog));
    dialog.addSection(tr("Speech"), Speaker::createSettingsSection(&dialog, m_preferences));
    dialog.addSection(tr("Openings"), new EcoSettingsSection(m_openings, m_preferences, &dialog));
    dialog.addSection(tr("Book and Tablebases"), m_bookTablebases->createSettings(&dialog));
    dialog.exec();
}

void MainWindow::applySetting(Preferences::Setting setting)
{
    const Preferences& p = *m_preferences;
    switch (setting) {
    case Preferences::Setting::BoardTheme: m_boardArea->setTheme(BoardTheme::builtIn(p.boardTheme())); break;
    case Preferences::Setting::PieceSet: m_boardArea->setPieceSet(PieceSet::builtIn(p.pieceSet())); break;
    case Preferences::Setting::Coordinates: m_board->setShowCoordinates(p.coordinates()); break;
    case Preferences::Setting::ThreatMap: m_board->setThreatMap(p.threatMap()); break;
    case Preferences::Setting::TouchMove: m_board->setTouchMove(p.touchMove()); break;
    case Preferences::Setting::BoardFlipped: m_boardControl->setFlipped(p.boardFlipped()); break;
    case Preferences::Setting::Board3D: showBoard3D(p.board3D()); break;
    case Preferences::Setting::Board3DCamera: m_boardArea->setCamera(p.board3DCamera()); break;
    case Preferences::Setting::Board3DMaterial: m_boardArea->setMaterial(p.board3DMaterial()); break;
    case Preferences::Setting::Board3DAnimation: m_boardArea->setAnimated(p.board3DAnimation()); break;
    case Preferences::Setting::Figurine: m_notation->setFigurine(p.figurine()); break;
    case Preferences::Setting::Overwrite: m_controller->setOverwrite(p.overwrite()); break;
    case Preferences::Setting::DarkPalette: gui::applyDarkPalette(p.darkPalette()); break;
    case Preferences::Setting::EngineMoveTime: m_autoPlayer->setMoveTimeMs(p.engineMoveTimeMs()); break;
    case Preferences::Setting::EngineLevel: m_autoPlayer->setLevel(p.engineLevel()); break;
    case Preferences::Setting::AnnounceMoves: m_speaker->setEnabled(Speaker::isAvailable() && p.announceMoves()); break;
    case Preferences::Setting::Engines:         // AnalysisDock
    case Preferences::Setting::LastDirectory:   // FileActions and GameSaver read it when they need it
    case Preferences::Setting::RecentFiles:     // FileActions
    case Preferences::Setting::Language:        // LanguageManager
    case Preferences::Setting::OpeningTable:    // EcoSettingsSection loads it into the library before storing it
    case Preferences::Setting::WindowLayout:    // read at start, stored at close
    case Preferences::Setting::GameTableLayout: // GameListPanel
    case Preferences::Setting::Annotation:      // GameAnnotator reads it when the dialog opens
    case Preferences::Setting::BookTablebases:  // BookAndTablebases
    case Preferences::Setting::Tournament:      // the Tournament window
    case Preferences::Setting::MyNames:         // the repertoire window reads it when it checks games
        break;
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Kibitz"),
                       tr("<h3>Kibitz %1</h3><p>A PGN database and analysis tool.</p>").arg(QApplication::applicationVersion()));
}

void MainWindow::restoreSettings()
{
    const Preferences& p = *m_preferences;
    if (p.windowGeometry().isEmpty()) {
        // First start: room for the board and the move list side by side, more on a large screen, never more than
        // the screen (a 1366x768 laptop keeps the window's frame and status bar on screen).
        const QSize screen = this->screen()->availableGeometry().size();
        resize((screen * 0.8).expandedTo(QSize(1180, 780)).boundedTo(screen * 0.95));
    } else
        restoreGeometry(p.windowGeometry());
    m_panels->restore(p.windowLayout());      // a layout of an earlier version is not restored: the default stays
    if (layoutDirection() == Qt::RightToLeft) // stored as for left to right (closeEvent)
        mirrorSideDocks(this);
    using Setting = Preferences::Setting;
    for (const Setting s : {Setting::BoardTheme, Setting::PieceSet, Setting::Coordinates, Setting::ThreatMap, Setting::TouchMove,
                            Setting::BoardFlipped, Setting::Board3DCamera, Setting::Board3DMaterial, Setting::Board3DAnimation,
                            Setting::Figurine, Setting::Overwrite, Setting::EngineMoveTime, Setting::EngineLevel, Setting::AnnounceMoves})
        applySetting(s);
    if (p.darkPalette()) // else the style's own palette is in place already
        applySetting(Setting::DarkPalette);
    if (p.board3D()) // else the 2D board is in place already (and no OpenGL window is made)
        applySetting(Setting::Board3D);
    connect(m_preferences, &Preferences::changed, this, &MainWindow::applySetting);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_files->maybeDiscard()) {
        event->ignore();
        return;
    }
    m_autoPlayer->stop();
    // The dock layout is stored as for left to right, so a restart in another language puts the panels right.
    if (layoutDirection() == Qt::RightToLeft)
        mirrorSideDocks(this);
    m_preferences->setWindowLayout(saveGeometry(), m_panels->save()); // every other setting is stored when it changes
    event->accept();
}

} // namespace kibitz::gui
