#include "variantplaywindow.h"

#include "variantboardarea.h"
#include "variantboardwidget.h"
#include "variantengine.h"
#include "variantgamemodel.h"
#include "variantstatustext.h"

#include "variant/variantsetupdialog.h"

#include "settings/variantplayconfig.h"

#include "pgn/savefile.h"
#include "variant/builtin.h"
#include "variant/san.h"
#include "variant/variantpgn.h"
#include "variant/variantsini.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace kibitz::gui {

VariantPlayWindow::VariantPlayWindow(QWidget* parent)
    : QMainWindow(parent),
      m_model(new VariantGameModel(this)),
      m_engine(new VariantEngine(this))
{
    setWindowTitle(tr("Play a Variant — Kibitz"));
    buildUi();
    connect(m_model, &VariantGameModel::changed, this, [this] {
        refresh();
        positionChanged();
    });
    connect(m_boardArea, &VariantBoardArea::moveChosen, this, [this](variant::Move m) { m_model->play(m); });
    connect(m_boardArea, &VariantBoardArea::moveRejected, this, [this](const QString& why) { statusBar()->showMessage(why, 5000); });
    connect(m_engine, &VariantEngine::moveFound, this, [this](variant::Move m) {
        m_searchingMove = false;
        if (!m || !m_model->play(m)) {
            statusBar()->showMessage(tr("The engine found no move."), 5000);
            refresh();
        }
        emit engineFinished();
    });
    connect(m_engine, &VariantEngine::failed, this, &VariantPlayWindow::engineFailed);
    connect(m_engine, &VariantEngine::problem, this, [this](const QString& text) { statusBar()->showMessage(text, 10000); });
    connect(m_engine, &VariantEngine::analysisUpdated, this, [this](const QString& text) {
        m_analysis->setText(text);
        emit analysisUpdated();
    });
    for (const variant::VariantDef& def : variant::builtinVariants())
        m_variants->addItem(QString::fromStdString(def.name));
    newGame(QStringLiteral("chess"));
}

VariantPlayWindow::~VariantPlayWindow() = default;

void VariantPlayWindow::buildUi()
{
    auto* central = new QWidget(this);
    auto* layout = new QHBoxLayout(central);
    auto* left = new QVBoxLayout;
    m_boardArea = new VariantBoardArea(m_model, central);
    m_board = m_boardArea->board2D();
    left->addWidget(m_boardArea, 1);
    auto* entryRow = new QHBoxLayout;
    m_sanEntry = new QLineEdit(central);
    m_sanEntry->setPlaceholderText(tr("Type a move, e.g. Cg4"));
    m_sanEntry->setAccessibleName(tr("Move entry"));
    auto* playButton = new QPushButton(tr("Move"), central);
    entryRow->addWidget(m_sanEntry, 1);
    entryRow->addWidget(playButton);
    left->addLayout(entryRow);
    layout->addLayout(left, 3);

    auto* right = new QVBoxLayout;
    auto* variantRow = new QHBoxLayout;
    m_variants = new QComboBox(central);
    m_variants->setAccessibleName(tr("Variant"));
    auto* newButton = new QPushButton(tr("New Game"), central);
    variantRow->addWidget(new QLabel(tr("Variant:"), central));
    variantRow->addWidget(m_variants, 1);
    variantRow->addWidget(newButton);
    right->addLayout(variantRow);
    auto* fenRow = new QHBoxLayout;
    m_fen = new QLineEdit(central);
    m_fen->setPlaceholderText(tr("Start position: FEN with the variant's letters (empty: its own)"));
    m_fen->setAccessibleName(tr("Start position"));
    fenRow->addWidget(m_fen, 1);
    right->addLayout(fenRow);
    m_moves = new QListWidget(central);
    m_moves->setAccessibleName(tr("Moves"));
    right->addWidget(m_moves, 1);
    m_status = new QLabel(central);
    m_status->setWordWrap(true);
    right->addWidget(m_status);
    auto* engineRow = new QHBoxLayout;
    m_moveTime = new QSpinBox(central);
    m_moveTime->setRange(100, 60000);
    m_moveTime->setSingleStep(500);
    m_moveTime->setValue(1000);
    m_moveTime->setSuffix(tr(" ms"));
    m_moveTime->setAccessibleName(tr("Engine time per move"));
    m_autoMove = new QPushButton(tr("Auto Move"), central);
    m_takeBack = new QPushButton(tr("Take Back"), central);
    engineRow->addWidget(m_autoMove);
    engineRow->addWidget(m_moveTime);
    engineRow->addWidget(m_takeBack);
    right->addLayout(engineRow);
    auto* computerRow = new QHBoxLayout;
    m_computer = new QComboBox(central);
    m_computer->addItems(
        {tr("Computer plays: none"), tr("Computer plays: White"), tr("Computer plays: Black"), tr("Computer plays: both")});
    m_computer->setAccessibleName(tr("Computer plays"));
    m_analyse = new QPushButton(tr("Analyse"), central);
    m_analyse->setCheckable(true);
    // As the main window's analysis: the number of lines beside it (each line from a different move).
    m_lines = new QSpinBox(central);
    m_lines->setRange(1, VariantPlayConfig::MaxLines);
    m_lines->setValue(VariantPlayConfig::load().lines);
    m_lines->setPrefix(tr("Lines: "));
    m_lines->setAccessibleName(tr("Number of lines"));
    computerRow->addWidget(m_computer, 1);
    computerRow->addWidget(m_analyse);
    computerRow->addWidget(m_lines);
    right->addLayout(computerRow);
    auto* engineChoiceRow = new QHBoxLayout;
    m_engineChoice = new QComboBox(central);
    m_engineChoice->addItem(tr("Built-in engine"));
    m_engineChoice->setAccessibleName(tr("Engine"));
    m_engineChoice->setToolTip(tr("The engine that plays and analyses: Kibitz's own, or an external engine from the settings "
                                  "(Fairy-Stockfish plays many variants)"));
    engineChoiceRow->addWidget(new QLabel(tr("Engine:"), central));
    engineChoiceRow->addWidget(m_engineChoice, 1);
    right->addLayout(engineChoiceRow);
    connect(m_engineChoice, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_refreshing)
            chooseEngine(index);
    });
    m_analysis = new QLabel(central);
    m_analysis->setWordWrap(true);
    m_analysis->setAccessibleName(tr("Engine analysis"));
    m_analysis->setTextInteractionFlags(Qt::TextSelectableByMouse);
    right->addWidget(m_analysis);
    layout->addLayout(right, 2);
    setCentralWidget(central);

    QToolBar* tools = addToolBar(tr("Variant Game"));
    tools->setObjectName(QStringLiteral("variantTools"));
    tools->addAction(tr("Load variants.ini…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load Variant Definitions"), {},
                                                          tr("Variant definitions (*.ini);;All files (*)"));
        if (!path.isEmpty())
            if (const QString errors = loadVariantsFile(path); !errors.isEmpty())
                QMessageBox::warning(this, tr("Variant Definitions"), errors);
    });
    tools->addAction(tr("Open PGN…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Variant Game"), {}, tr("PGN files (*.pgn);;All files (*)"));
        if (!path.isEmpty())
            if (const QString error = openPgn(path); !error.isEmpty())
                showProblem(error);
    });
    tools->addAction(tr("Save PGN…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Variant Game"), {}, tr("PGN files (*.pgn)"), nullptr,
                                                          QFileDialog::DontConfirmOverwrite); // an existing file is appended to
        if (!path.isEmpty()) {
            if (const QString error = savePgn(path); !error.isEmpty())
                showProblem(error);
            else
                statusBar()->showMessage(tr("Saved to %1.").arg(QFileInfo(path).fileName()), 5000);
        }
    });
    tools->addAction(tr("Flip Board"), this, [this] { m_boardArea->setFlipped(!m_boardArea->isFlipped()); });
    tools->addAction(m_boardArea->board3DAction());
    menuBar()->addMenu(tr("&View"))->addAction(m_boardArea->board3DAction());
    QAction* setUp = tools->addAction(tr("Set Up Position…"), this, [this] {
        // A new game of the chosen variant, set up from the position shown when it is that variant's.
        const QString name = m_variants->currentText();
        const variant::VariantDef* def = definitionNamed(name);
        if (!def)
            return showProblem(tr("No variant is called %1.").arg(name));
        const QString shown = m_model->rules() && m_model->definition().name == def->name
            ? QString::fromStdString(m_model->position().fen())
            : QString();
        if (const auto fen = VariantSetupDialog::choose(this, *def, shown, VariantSetupModel::Purpose::GamePosition))
            if (const QString error = newGame(name, *fen); !error.isEmpty())
                showProblem(error);
    });
    // Also in a Game menu (before View), so the keyboard reaches it with Alt.
    QMenu* game = new QMenu(tr("&Game"), this);
    game->addAction(setUp);
    menuBar()->insertMenu(menuBar()->actions().value(0), game);

    connect(newButton, &QPushButton::clicked, this, [this] {
        if (const QString error = newGame(m_variants->currentText(), m_fen->text()); !error.isEmpty())
            showProblem(error);
    });
    const auto enterMove = [this] {
        if (playSan(m_sanEntry->text()))
            m_sanEntry->clear();
    };
    connect(playButton, &QPushButton::clicked, this, enterMove);
    connect(m_sanEntry, &QLineEdit::returnPressed, this, enterMove);
    connect(m_autoMove, &QPushButton::clicked, this, &VariantPlayWindow::autoMove);
    connect(m_analyse, &QPushButton::toggled, this, &VariantPlayWindow::setAnalysing);
    connect(m_lines, &QSpinBox::valueChanged, this, &VariantPlayWindow::setAnalysisLines);
    connect(m_computer, &QComboBox::currentIndexChanged, this, &VariantPlayWindow::setComputerSides);
    connect(m_takeBack, &QPushButton::clicked, this, [this] { m_model->goTo(m_model->ply() - 1); });
    connect(m_moves, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_refreshing && row >= 0)
            m_model->goTo(row); // row 0 is the start position
    });
    resize(900, 600);
}

const variant::VariantDef* VariantPlayWindow::definitionNamed(const QString& name) const
{
    const std::string n = name.toStdString();
    for (auto it = m_extra.rbegin(); it != m_extra.rend(); ++it) // the latest definition of a name wins
        if (it->name == n)
            return &*it;
    return variant::builtinVariant(n);
}

void VariantPlayWindow::addVariants(const std::vector<variant::VariantDef>& defs)
{
    for (const variant::VariantDef& def : defs) {
        m_extra.push_back(def);
        if (m_variants->findText(QString::fromStdString(def.name)) < 0)
            m_variants->addItem(QString::fromStdString(def.name));
    }
}

QString VariantPlayWindow::loadVariantsFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Cannot read %1: %2").arg(path, file.errorString());
    const variant::IniLoadResult loaded = variant::parseVariantsIni(file.readAll().toStdString());
    addVariants(loaded.variants);
    QStringList errors;
    for (const variant::IniError& e : loaded.errors)
        errors << QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(variant::describe(e)));
    if (!loaded.variants.empty())
        m_variants->setCurrentText(QString::fromStdString(loaded.variants.front().name));
    return errors.join(QLatin1Char('\n'));
}

QString VariantPlayWindow::newGame(const QString& name, const QString& fen)
{
    const variant::VariantDef* def = definitionNamed(name);
    if (!def)
        return tr("No variant is called %1.").arg(name);
    const QString error = m_model->newGame(*def, fen);
    if (error.isEmpty()) {
        m_variants->setCurrentText(name);
        m_fen->setText(fen);
    }
    return error;
}

QString VariantPlayWindow::openPgn(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Cannot read %1: %2").arg(path, file.errorString());
    const variant::VariantPgnRead r = variant::readVariantPgn(file.readAll().toStdString(), m_extra);
    if (!r.game)
        return r.errors.empty()
            ? tr("No game in %1.").arg(path)
            : QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(variant::describe(r.errors.front())));
    if (const QString error = openGame(*r.game); !error.isEmpty())
        return error;
    if (!r.errors.empty()) // the game is open up to its first fault
        return tr("Read up to an error: %1").arg(QString::fromStdString(variant::describe(r.errors.front())));
    return {};
}

QString VariantPlayWindow::openGame(const variant::VariantGame& game)
{
    if (const QString error = m_model->setGame(game); !error.isEmpty())
        return error;
    addVariants({game.definition});
    m_variants->setCurrentText(QString::fromStdString(game.definition.name));
    m_fen->setText(QString::fromStdString(game.startFen));
    return {};
}

QString VariantPlayWindow::savePgn(const QString& path)
{
    std::string why;
    const std::string text = variant::writeVariantPgn(m_model->game(), &why);
    if (text.empty())
        return tr("Cannot write the game: %1").arg(QString::fromStdString(why));
    // An existing file keeps its games: the game is appended, atomically, as the main window's saves do.
    const pgn::SaveResult r = pgn::appendGame(QFile::encodeName(path).toStdString(), text);
    return r ? QString() : tr("Cannot save %1: %2").arg(path, QString::fromStdString(r.message));
}

bool VariantPlayWindow::playSan(const QString& san)
{
    if (san.trimmed().isEmpty() || isThinking())
        return false;
    const variant::SanResult r = variant::parseSan(m_model->position(), san.trimmed().toStdString());
    if (!r.ok()) {
        statusBar()->showMessage(QStringLiteral("%1: %2").arg(san.trimmed(), QString::fromStdString(r.error)), 5000);
        return false;
    }
    return m_model->play(r.move);
}

bool VariantPlayWindow::isThinking() const { return m_searchingMove; }

void VariantPlayWindow::autoMove()
{
    if (isThinking() || m_model->isOver())
        return;
    m_searchingMove = true;
    m_analysis->clear();
    m_engine->findMove(m_model->game(), m_model->ply(), m_moveTime->value());
    refresh();
}

void VariantPlayWindow::setAnalysing(bool on)
{
    if (m_analyse->isChecked() != on)
        m_analyse->setChecked(on); // toggled() comes back here
    else
        positionChanged();
}

void VariantPlayWindow::setComputerSides(int sides)
{
    if (m_computer->currentIndex() != sides)
        m_computer->setCurrentIndex(sides); // currentIndexChanged() comes back here
    else
        positionChanged();
}

void VariantPlayWindow::positionChanged()
{
    const int sides = m_computer->currentIndex();
    const bool computerToMove = (sides & (m_model->position().sideToMove() == White ? 1 : 2)) != 0;
    if (computerToMove && !m_model->isOver() && m_model->ply() == int(m_model->moves().size())) {
        if (!isThinking())
            autoMove();
        return;
    }
    if (isThinking()) { // the position changed under a move search: its move is not wanted any more
        m_searchingMove = false;
        m_engine->stop();
    }
    m_analysis->clear();
    if (m_analyse->isChecked() && !m_model->isOver())
        m_engine->analyse(m_model->game(), m_model->ply(), m_lines->value());
    else
        m_engine->stop();
    refresh();
}

QString VariantPlayWindow::analysisText() const { return m_analysis->text(); }

QString VariantPlayWindow::statusText() const { return m_status->text(); }

void VariantPlayWindow::showProblem(const QString& text)
{
    statusBar()->showMessage(text, 10000);
    QMessageBox::warning(this, windowTitle(), text);
}

void VariantPlayWindow::refresh()
{
    m_refreshing = true;
    const QStringList sans = m_model->sanMoves();
    m_moves->clear();
    m_moves->addItem(tr("Start position"));
    const std::string& startFen = m_model->startFen();
    const bool blackFirst = !startFen.empty() && startFen.find(" b") != std::string::npos;
    for (int i = 0; i < sans.size(); ++i) {
        const int ply = i + (blackFirst ? 1 : 0);
        m_moves->addItem(ply % 2 == 0 ? QStringLiteral("%1. %2").arg(ply / 2 + 1).arg(sans[i])
                                      : QStringLiteral("%1… %2").arg(ply / 2 + 1).arg(sans[i]));
    }
    m_moves->setCurrentRow(m_model->ply());
    m_refreshing = false;

    const variant::VariantStatus s = m_model->status();
    QString text = variantStatusText(m_model->position(), s);
    if (isThinking())
        text += tr(" — the engine is thinking");
    m_status->setText(QStringLiteral("%1 (%2)").arg(text, QString::fromStdString(m_model->definition().name)));
    m_autoMove->setEnabled(!isThinking() && !m_model->isOver());
    m_takeBack->setEnabled(!isThinking() && m_model->ply() > 0);
    m_boardArea->setEnabled(!isThinking());
}

} // namespace kibitz::gui
