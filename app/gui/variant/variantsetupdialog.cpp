// VariantSetupDialog: layout and the synchronisation between the model, the controls and the FEN line.
#include "variantsetupdialog.h"

#include "variantsetupboard.h"
#include "variantsetuppalette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::gui {

namespace {

constexpr int Rights[4] = {WhiteOO, WhiteOOO, BlackOO, BlackOOO};

QString squareName(Square s) { return QStringLiteral("%1%2").arg(QChar('a' + fileOf(s))).arg(rankOf(s) + 1); }

} // namespace

VariantSetupDialog::VariantSetupDialog(QWidget* parent)
    : QDialog(parent),
      m_model(new VariantSetupModel(this)),
      m_board(new VariantSetupBoard(m_model, this)),
      m_palette(new VariantSetupPalette(this)),
      m_white(new QRadioButton(tr("&White"), this)),
      m_black(new QRadioButton(tr("&Black"), this)),
      m_castlingBox(new QGroupBox(tr("Castling rights"), this)),
      m_enPassant(new QComboBox(this)),
      m_halfmove(new QSpinBox(this)),
      m_moveNumber(new QSpinBox(this)),
      m_fenEdit(new QLineEdit(this)),
      m_message(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Set Up Variant Position"));
    m_palette->setAccessibleName(tr("Pieces"));

    auto* sideBox = new QGroupBox(tr("Side to move"), this);
    auto* sideLayout = new QHBoxLayout(sideBox);
    sideLayout->addWidget(m_white);
    sideLayout->addWidget(m_black);
    sideLayout->addStretch();

    auto* castlingLayout = new QGridLayout(m_castlingBox);
    const QString labels[4] = {tr("White O-O"), tr("White O-O-O"), tr("Black O-O"), tr("Black O-O-O")};
    for (int i = 0; i < 4; ++i) {
        m_castling[i] = new QCheckBox(labels[i], m_castlingBox);
        castlingLayout->addWidget(m_castling[i], i / 2, i % 2);
    }
    m_castlingBox->setToolTip(tr("A right needs the royal piece on its e-file square and the castling piece in the corner"));

    m_halfmove->setRange(0, 9999);
    m_halfmove->setToolTip(tr("Half-moves since the last capture or pawn move"));
    m_moveNumber->setRange(1, 9999);
    auto* form = new QFormLayout;
    form->addRow(tr("&En passant:"), m_enPassant);
    form->addRow(tr("&Halfmove clock:"), m_halfmove);
    form->addRow(tr("&Move number:"), m_moveNumber);

    auto* start = new QPushButton(tr("&Start Position"), this);
    start->setToolTip(tr("The variant's start position"));
    auto* clear = new QPushButton(tr("C&lear Board"), this);
    auto* flip = new QPushButton(tr("&Flip Board"), this);
    auto* actions = new QGridLayout;
    actions->addWidget(start, 0, 0);
    actions->addWidget(clear, 0, 1);
    actions->addWidget(flip, 1, 0);
    for (QPushButton* b : {start, clear, flip})
        b->setAutoDefault(false);

    auto* side = new QVBoxLayout;
    side->addWidget(m_palette);
    side->addWidget(sideBox);
    side->addWidget(m_castlingBox);
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
    m_fenEdit->setAccessibleName(tr("Position as FEN"));
    // FEN reads left to right in every language.
    m_fenEdit->setLayoutDirection(Qt::LeftToRight);
    m_message->setWordWrap(true);
    m_message->setAccessibleName(tr("Position check"));
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette errorPalette = m_message->palette();
    errorPalette.setColor(QPalette::WindowText, QColor(0xB0, 0x20, 0x20));
    m_message->setPalette(errorPalette);
    m_message->setMinimumHeight(fontMetrics().height() * 2); // no jumping when a reason comes or goes
    m_message->setAlignment(Qt::AlignLeading | Qt::AlignTop);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addWidget(m_message);
    layout->addWidget(m_buttons);

    connect(m_palette, &VariantSetupPalette::pieceSelected, m_board, &VariantSetupBoard::setPlacementPiece);
    connect(m_model, &VariantSetupModel::changed, this, &VariantSetupDialog::modelChanged);
    connect(m_white, &QRadioButton::toggled, this, [this](bool on) {
        if (!m_updating)
            m_model->setSideToMove(on ? White : Black);
    });
    for (int i = 0; i < 4; ++i)
        connect(m_castling[i], &QCheckBox::toggled, this, [this, i](bool on) {
            if (!m_updating)
                m_model->setCastlingRight(Rights[i], on);
        });
    connect(m_enPassant, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            m_model->setEpSquare(Square(m_enPassant->currentData().toInt()));
    });
    connect(m_halfmove, &QSpinBox::valueChanged, m_model, &VariantSetupModel::setHalfmoveClock);
    connect(m_moveNumber, &QSpinBox::valueChanged, m_model, &VariantSetupModel::setMoveNumber);
    connect(m_fenEdit, &QLineEdit::textEdited, this, &VariantSetupDialog::fenTyped);
    connect(start, &QPushButton::clicked, m_model, &VariantSetupModel::setStart);
    connect(clear, &QPushButton::clicked, m_model, &VariantSetupModel::clear);
    connect(flip, &QPushButton::clicked, this, [this] { m_board->setFlipped(!m_board->isFlipped()); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (isValid())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    judge();
}

bool VariantSetupDialog::setVariant(const variant::VariantDef& def, VariantSetupModel::Purpose purpose, QString* why)
{
    if (!m_model->setVariant(def, purpose, why))
        return false;
    m_palette->setVariant(*m_model->rules());
    m_castlingBox->setVisible(m_model->rules()->castling());
    modelChanged();
    return true;
}

void VariantSetupDialog::setFen(const QString& fen)
{
    if (fen.trimmed().isEmpty())
        return;
    m_fenEdit->setText(fen);
    fenTyped();
}

bool VariantSetupDialog::isValid() const { return m_syntaxError.isEmpty() && m_model->rules() && m_model->problem().isEmpty(); }

QString VariantSetupDialog::messageText() const { return m_message->text(); }

void VariantSetupDialog::modelChanged()
{
    m_updating = true;
    m_white->setChecked(m_model->sideToMove() == White);
    m_black->setChecked(m_model->sideToMove() == Black);
    // A right is offered where its pieces stand; one the text gave without them stays visible (and refused).
    const int possible = m_model->possibleCastlingRights(), rights = m_model->castlingRights();
    for (int i = 0; i < 4; ++i) {
        m_castling[i]->setChecked(rights & Rights[i]);
        m_castling[i]->setEnabled((possible | rights) & Rights[i]);
    }
    m_enPassant->clear();
    m_enPassant->addItem(tr("None"), int(NoSquare));
    std::vector<Square> squares = m_model->possibleEpSquares();
    if (m_model->epSquare() != NoSquare && std::find(squares.begin(), squares.end(), m_model->epSquare()) == squares.end())
        squares.push_back(m_model->epSquare());
    for (const Square s : squares)
        m_enPassant->addItem(squareName(s), int(s));
    m_enPassant->setCurrentIndex(std::max(0, m_enPassant->findData(int(m_model->epSquare()))));
    m_enPassant->setEnabled(m_enPassant->count() > 1);
    m_halfmove->setValue(m_model->halfmoveClock());
    m_moveNumber->setValue(m_model->moveNumber());
    // While the user types, the text stays theirs; any other change writes the position's FEN.
    if (!m_typing)
        m_fenEdit->setText(QString::fromStdString(m_model->fen()));
    m_syntaxError.clear();
    m_updating = false;
    judge();
}

void VariantSetupDialog::fenTyped()
{
    m_typing = true;
    const variant::FenError e = m_model->setFen(m_fenEdit->text().toStdString());
    m_typing = false;
    if (!e.ok()) {
        const QString message = QString::fromStdString(e.message);
        m_syntaxError = e.column ? tr("Not a FEN, column %1: %2").arg(e.column).arg(message) : tr("Not a FEN: %1").arg(message);
        judge();
    }
}

void VariantSetupDialog::judge()
{
    QString text = m_syntaxError;
    if (text.isEmpty() && m_model->rules())
        if (const QString problem = m_model->problem(); !problem.isEmpty())
            text = tr("%1 does not allow this position: %2").arg(QString::fromStdString(m_model->definition().name), problem);
    m_message->setText(text);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty() && m_model->rules());
}

std::optional<QString> VariantSetupDialog::choose(QWidget* parent, const variant::VariantDef& def, const QString& fen,
                                                  VariantSetupModel::Purpose purpose)
{
    VariantSetupDialog dialog(parent);
    QString why;
    if (!dialog.setVariant(def, purpose, &why)) {
        QMessageBox::warning(parent, tr("Set Up Variant Position"), tr("The variant cannot be set up: %1").arg(why));
        return std::nullopt;
    }
    dialog.setFen(fen);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.fen();
}

} // namespace kibitz::gui
