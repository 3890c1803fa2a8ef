// SetUpPositionDialog: layout and the two-way synchronisation between the editors and the FEN line.
#include "setupdialog.h"

#include "piecepalette.h"
#include "setupboard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::gui {

SetUpPositionDialog::SetUpPositionDialog(QWidget* parent)
    : QDialog(parent),
      m_board(new SetupBoard(this)),
      m_palette(new PiecePalette(this)),
      m_whiteToMove(new QRadioButton(tr("&White"), this)),
      m_blackToMove(new QRadioButton(tr("&Black"), this)),
      m_enPassant(new QComboBox(this)),
      m_halfmove(new QSpinBox(this)),
      m_moveNumber(new QSpinBox(this)),
      m_current(new QPushButton(tr("C&urrent Position"), this)),
      m_fenEdit(new QLineEdit(this)),
      m_message(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Set Up Position"));

    auto* sideBox = new QGroupBox(tr("Side to move"), this);
    auto* sideLayout = new QHBoxLayout(sideBox);
    sideLayout->addWidget(m_whiteToMove);
    sideLayout->addWidget(m_blackToMove);
    sideLayout->addStretch();

    auto* castlingBox = new QGroupBox(tr("Castling rights"), this);
    auto* castlingLayout = new QGridLayout(castlingBox);
    const QString labels[4] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"), tr("Black O-O-O")};
    for (int i = 0; i < 4; ++i) {
        m_castling[i] = new QCheckBox(labels[i], castlingBox);
        castlingLayout->addWidget(m_castling[i], i / 2, i % 2);
    }
    castlingBox->setToolTip(tr("O-O uses the outermost rook on the king's side, so Chess960 set-ups work too"));

    m_halfmove->setRange(0, 9999);
    m_halfmove->setToolTip(tr("Half-moves since the last capture or pawn move (fifty-move rule)"));
    m_moveNumber->setRange(1, 9999);
    auto* form = new QFormLayout;
    form->addRow(tr("&En passant:"), m_enPassant);
    form->addRow(tr("&Halfmove clock:"), m_halfmove);
    form->addRow(tr("&Move number:"), m_moveNumber);

    auto* clear = new QPushButton(tr("C&lear"), this);
    auto* start = new QPushButton(tr("&Standard Start"), this);
    auto* flip = new QPushButton(tr("&Flip Board"), this);
    m_current->setEnabled(false);
    m_current->setToolTip(tr("Load the position shown on the main board"));
    auto* actions = new QGridLayout;
    actions->addWidget(clear, 0, 0);
    actions->addWidget(start, 0, 1);
    actions->addWidget(m_current, 1, 0);
    actions->addWidget(flip, 1, 1);
    for (QPushButton* b : {clear, start, m_current, flip})
        b->setAutoDefault(false);

    auto* side = new QVBoxLayout;
    side->addWidget(m_palette);
    side->addWidget(sideBox);
    side->addWidget(castlingBox);
    side->addLayout(form);
    side->addLayout(actions);
    side->addStretch();

    auto* top = new QHBoxLayout;
    top->addWidget(m_board, 1);
    top->addLayout(side);

    auto* fenRow = new QHBoxLayout;
    auto* fenLabel = new QLabel(tr("FE&N:"), this);
    fenLabel->setBuddy(m_fenEdit);
    fenRow->addWidget(fenLabel);
    fenRow->addWidget(m_fenEdit, 1);
    m_fenEdit->setFont(QFont(QStringLiteral("monospace")));
    m_fenEdit->setClearButtonEnabled(true);
    m_message->setWordWrap(true);
    m_message->setAccessibleName(tr("Position check")); // why the position is refused, read out by screen readers
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette errorPalette = m_message->palette();
    errorPalette.setColor(QPalette::WindowText, QColor(0xB0, 0x20, 0x20));
    m_message->setPalette(errorPalette);
    // Reserve the message line so the dialog does not jump when a fault appears or goes away.
    m_message->setMinimumHeight(fontMetrics().height() * 2);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);

    connect(m_palette, &PiecePalette::pieceSelected, m_board, &SetupBoard::setPlacementPiece);
    m_board->setPlacementPiece(m_palette->selectedPiece());
    connect(m_board, &SetupBoard::changed, this, &SetUpPositionDialog::fromControls);
    connect(m_whiteToMove, &QRadioButton::toggled, this, &SetUpPositionDialog::fromControls);
    for (QCheckBox* box : m_castling)
        connect(box, &QCheckBox::toggled, this, &SetUpPositionDialog::fromControls);
    connect(m_enPassant, &QComboBox::currentIndexChanged, this, &SetUpPositionDialog::fromControls);
    connect(m_halfmove, &QSpinBox::valueChanged, this, &SetUpPositionDialog::fromControls);
    connect(m_moveNumber, &QSpinBox::valueChanged, this, &SetUpPositionDialog::fromControls);
    connect(m_fenEdit, &QLineEdit::textEdited, this, &SetUpPositionDialog::fromFenText);
    connect(clear, &QPushButton::clicked, this, [this] {
        EditedPosition empty;
        empty.moveNumber = m_position.moveNumber;
        setEditedPosition(empty);
    });
    connect(start, &QPushButton::clicked, this, [this] { setEditedPosition(EditedPosition::start()); });
    connect(flip, &QPushButton::clicked, this, [this] { m_board->setFlipped(!m_board->isFlipped()); });
    connect(m_current, &QPushButton::clicked, this, [this] { setFen(m_currentFen); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isValid())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    setEditedPosition(EditedPosition::start());
}

void SetUpPositionDialog::setBoardAppearance(const BoardTheme& theme, const PieceSet& pieces)
{
    m_board->setTheme(theme);
    m_board->setPieceSet(pieces);
    m_palette->setTheme(theme);
    m_palette->setPieceSet(pieces);
}

void SetUpPositionDialog::setFen(const QString& fen)
{
    m_fenEdit->setText(fen);
    fromFenText();
}

void SetUpPositionDialog::setCurrentPosition(const QString& fen)
{
    m_currentFen = fen;
    m_current->setEnabled(!fen.isEmpty());
}

QString SetUpPositionDialog::fen() const { return m_verdict.ok() ? QString::fromStdString(m_verdict.fen) : m_fenEdit->text(); }

QString SetUpPositionDialog::issueText() const { return SetupFen::issueText(m_verdict.issue, m_fenEdit->text().trimmed().toStdString()); }

void SetUpPositionDialog::setEditedPosition(const EditedPosition& position)
{
    m_position = position;
    showPosition();
    const std::string fen = m_position.fen();
    m_fenEdit->setText(QString::fromStdString(fen));
    validate(fen);
}

void SetUpPositionDialog::showPosition()
{
    m_updating = true;
    m_board->setBoard(m_position.board);
    m_whiteToMove->setChecked(m_position.sideToMove == White);
    m_blackToMove->setChecked(m_position.sideToMove == Black);
    for (int i = 0; i < 4; ++i)
        m_castling[i]->setChecked(m_position.castling[std::size_t(i)]);
    m_halfmove->setValue(m_position.halfmoveClock);
    m_moveNumber->setValue(m_position.moveNumber);
    updateEnPassantChoices();
    m_updating = false;
}

void SetUpPositionDialog::updateEnPassantChoices()
{
    // Offer only files where a pawn could just have advanced two squares (and keep an impossible one that
    // came from a pasted FEN, so the error stays visible instead of being silently dropped).
    const bool wasUpdating = m_updating;
    m_updating = true;
    m_enPassant->clear();
    m_enPassant->addItem(tr("None"), -1);
    const Color us = m_position.sideToMove, them = ~us;
    const int epRank = us == White ? Rank6 : Rank3;
    for (int file = 0; file < 8; ++file) {
        const Square ep = makeSquare(file, epRank);
        const bool possible = m_position.board[ep - pawnPush(us)] == makePiece(them, Pawn) && m_position.board[ep] == NoPiece
            && m_position.board[ep + pawnPush(us)] == NoPiece;
        if (possible || file == m_position.epFile)
            m_enPassant->addItem(QStringLiteral("%1%2").arg(QChar('a' + file)).arg(epRank + 1), file);
    }
    m_enPassant->setCurrentIndex(std::max(0, m_enPassant->findData(m_position.epFile)));
    m_enPassant->setEnabled(m_enPassant->count() > 1);
    m_updating = wasUpdating;
}

void SetUpPositionDialog::fromControls()
{
    if (m_updating)
        return;
    const Color side = m_whiteToMove->isChecked() ? White : Black;
    const bool sideChanged = side != m_position.sideToMove;
    m_position.board = m_board->board();
    m_position.sideToMove = side;
    for (int i = 0; i < 4; ++i)
        m_position.castling[std::size_t(i)] = m_castling[i]->isChecked();
    m_position.epFile = sideChanged ? -1 : m_enPassant->currentData().toInt();
    m_position.halfmoveClock = m_halfmove->value();
    m_position.moveNumber = m_moveNumber->value();
    updateEnPassantChoices();
    const std::string fen = m_position.fen();
    m_fenEdit->setText(QString::fromStdString(fen));
    validate(fen);
}

void SetUpPositionDialog::fromFenText()
{
    const std::string text = m_fenEdit->text().trimmed().toStdString();
    FenIssue syntax;
    if (auto parsed = EditedPosition::fromFen(text, &syntax)) {
        m_position = *parsed;
        showPosition();
        validate(text);
        return;
    }
    // Not FEN at all: leave the board as it was and say what is wrong with the text.
    m_verdict = SetupVerdict{syntax, {}, false};
    m_board->setErrorSquare(syntax.square);
    m_message->setText(tr("Invalid FEN: %1").arg(SetupFen::issueText(syntax, text)));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
}

void SetUpPositionDialog::validate(const std::string& fen)
{
    m_verdict = SetupFen::validate(fen);
    m_board->setErrorSquare(m_verdict.issue.square);
    m_message->setText(m_verdict.ok() ? (m_verdict.chess960 ? tr("Chess960 position") : QString())
                                      : tr("Invalid position: %1").arg(SetupFen::issueText(m_verdict.issue, fen)));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_verdict.ok());
}

} // namespace kibitz::gui
