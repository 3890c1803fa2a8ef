#include "variantdesignerdialog.h"

#include "piecemoveeditor.h"
#include "piecepicture.h"
#include "variantsetupdialog.h"

#include "variant/builtin.h"
#include "variant/types.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::gui {

using variant::PieceDef;
using variant::VariantDef;

VariantDesignerDialog::VariantDesignerDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("VariantDesigner"));
    buildUi();
    fillBases();
    retranslateUi();
    m_base->setCurrentIndex(0);
    VariantDef start = m_bases.front();
    start.name = "my" + start.name;
    setDefinition(start);
}

VariantDesignerDialog* VariantDesignerDialog::showFor(QWidget* parent)
{
    auto* dialog = parent->findChild<VariantDesignerDialog*>(QString(), Qt::FindDirectChildrenOnly);
    if (!dialog) {
        dialog = new VariantDesignerDialog(parent);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

void VariantDesignerDialog::buildUi()
{
    m_base = new QComboBox(this);
    m_baseLabel = new QLabel(this);
    m_baseLabel->setBuddy(m_base);
    m_load = new QPushButton(this);
    m_save = new QPushButton(this);
    m_play = new QPushButton(this);
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (problem().isEmpty())
            emit playRequested(m_def);
    });
    m_name = new QLineEdit(this);
    m_nameLabel = new QLabel(this);
    m_nameLabel->setBuddy(m_name);
    auto* top = new QHBoxLayout;
    top->addWidget(m_baseLabel);
    top->addWidget(m_base, 1);
    top->addWidget(m_load);
    top->addWidget(m_save);
    top->addWidget(m_play);
    auto* nameRow = new QHBoxLayout;
    nameRow->addWidget(m_nameLabel);
    nameRow->addWidget(m_name, 1);

    m_pieces = new QListWidget(this);
    m_pieces->setIconSize(QSize(28, 28));
    m_pieces->setMinimumWidth(210);
    m_piecesLabel = new QLabel(this);
    m_piecesLabel->setBuddy(m_pieces);
    m_add = new QPushButton(this);
    m_remove = new QPushButton(this);
    auto* pieceButtons = new QHBoxLayout;
    pieceButtons->addWidget(m_add);
    pieceButtons->addWidget(m_remove);
    auto* listColumn = new QVBoxLayout;
    listColumn->addWidget(m_piecesLabel);
    listColumn->addWidget(m_pieces, 1);
    listColumn->addLayout(pieceButtons);

    m_letter = new QLineEdit(this);
    m_letter->setMaxLength(1);
    m_letter->setMaximumWidth(40);
    m_letterLabel = new QLabel(this);
    m_letterLabel->setBuddy(m_letter);
    m_pieceName = new QLineEdit(this);
    m_pieceNameLabel = new QLabel(this);
    m_pieceNameLabel->setBuddy(m_pieceName);
    m_picture = new QComboBox(this);
    for (const QString& id : PiecePicture::ids())
        m_picture->addItem(QIcon(PiecePicture::pixmap(id, QLatin1Char('x'), 24)), QString(), id);
    m_pictureLabel = new QLabel(this);
    m_pictureLabel->setBuddy(m_picture);
    m_value = new QSpinBox(this);
    m_value->setRange(0, 10000);
    m_value->setSingleStep(10);
    m_valueLabel = new QLabel(this);
    m_valueLabel->setBuddy(m_value);
    m_royal = new QCheckBox(this);
    auto* pieceFields = new QHBoxLayout;
    pieceFields->addWidget(m_letterLabel);
    pieceFields->addWidget(m_letter);
    pieceFields->addWidget(m_pieceNameLabel);
    pieceFields->addWidget(m_pieceName, 1);
    pieceFields->addWidget(m_pictureLabel);
    pieceFields->addWidget(m_picture);
    pieceFields->addWidget(m_valueLabel);
    pieceFields->addWidget(m_value);
    pieceFields->addWidget(m_royal);
    m_editor = new PieceMoveEditor(this);
    auto* pieceBox = new QVBoxLayout;
    pieceBox->addLayout(pieceFields);
    pieceBox->addWidget(m_editor, 1);
    auto* middle = new QHBoxLayout;
    middle->addLayout(listColumn);
    middle->addLayout(pieceBox, 1);

    m_fen = new QLineEdit(this);
    m_fenLabel = new QLabel(this);
    m_fenLabel->setBuddy(m_fen);
    m_castling = new QCheckBox(this);
    m_promotion = new QLineEdit(this);
    m_promotion->setMaximumWidth(90);
    m_promotionLabel = new QLabel(this);
    m_promotionLabel->setBuddy(m_promotion);
    m_promotionRank = new QSpinBox(this);
    m_promotionRank->setRange(2, 8);
    m_promotionRankLabel = new QLabel(this);
    m_promotionRankLabel->setBuddy(m_promotionRank);
    m_doubleStep = new QCheckBox(this);
    m_doubleStepRank = new QSpinBox(this);
    m_doubleStepRank->setRange(1, 5);
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(m_fenLabel);
    fenRow->addWidget(m_fen, 1);
    m_setUp = new QPushButton(this);
    fenRow->addWidget(m_setUp);
    connect(m_setUp, &QPushButton::clicked, this, [this] {
        if (const auto fen = VariantSetupDialog::choose(this, m_def, m_fen->text(), VariantSetupModel::Purpose::StartPosition)) {
            m_fen->setText(*fen);
            rulesEdited();
        }
    });
    auto* ruleRow = new QHBoxLayout;
    ruleRow->addWidget(m_castling);
    ruleRow->addSpacing(12);
    ruleRow->addWidget(m_promotionLabel);
    ruleRow->addWidget(m_promotion);
    ruleRow->addWidget(m_promotionRankLabel);
    ruleRow->addWidget(m_promotionRank);
    ruleRow->addSpacing(12);
    ruleRow->addWidget(m_doubleStep);
    ruleRow->addWidget(m_doubleStepRank);
    ruleRow->addStretch();

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_loadErrors = new QLabel(this);
    m_loadErrors->setWordWrap(true);
    m_loadErrors->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_loadErrors->hide();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_close = buttons->button(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(nameRow);
    layout->addLayout(middle, 1);
    layout->addLayout(fenRow);
    layout->addLayout(ruleRow);
    layout->addWidget(m_status);
    layout->addWidget(m_loadErrors);
    layout->addWidget(buttons);
    resize(1000, 760);

    connect(m_base, &QComboBox::activated, this, [this](int i) {
        if (i < 0 || i >= int(m_bases.size()))
            return;
        VariantDef def = m_bases[std::size_t(i)];
        if (variant::builtinVariant(def.name))
            def.name = "my" + def.name; // a section must not redefine the built-in it derives from
        setDefinition(def);
    });
    connect(m_load, &QPushButton::clicked, this, &VariantDesignerDialog::loadDialog);
    connect(m_save, &QPushButton::clicked, this, &VariantDesignerDialog::saveDialog);
    connect(m_name, &QLineEdit::textEdited, this, &VariantDesignerDialog::rulesEdited);
    connect(m_pieces, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_filling)
            selectPiece(row);
    });
    connect(m_add, &QPushButton::clicked, this, &VariantDesignerDialog::addPiece);
    connect(m_remove, &QPushButton::clicked, this, &VariantDesignerDialog::removePiece);
    connect(m_letter, &QLineEdit::textEdited, this, &VariantDesignerDialog::pieceEdited);
    connect(m_pieceName, &QLineEdit::textEdited, this, &VariantDesignerDialog::pieceEdited);
    connect(m_picture, &QComboBox::activated, this, &VariantDesignerDialog::pieceEdited);
    connect(m_value, &QSpinBox::valueChanged, this, &VariantDesignerDialog::pieceEdited);
    connect(m_royal, &QCheckBox::toggled, this, &VariantDesignerDialog::pieceEdited);
    connect(m_editor, &PieceMoveEditor::betzaChanged, this, &VariantDesignerDialog::pieceEdited);
    connect(m_fen, &QLineEdit::textEdited, this, &VariantDesignerDialog::rulesEdited);
    connect(m_promotion, &QLineEdit::textEdited, this, &VariantDesignerDialog::rulesEdited);
    for (QCheckBox* box : {m_castling, m_doubleStep})
        connect(box, &QCheckBox::toggled, this, &VariantDesignerDialog::rulesEdited);
    for (QSpinBox* spin : {m_promotionRank, m_doubleStepRank})
        connect(spin, &QSpinBox::valueChanged, this, &VariantDesignerDialog::rulesEdited);
}

void VariantDesignerDialog::fillBases()
{
    m_bases = variant::builtinVariants();
    m_base->clear();
    for (const VariantDef& d : m_bases)
        m_base->addItem(QString::fromStdString(d.name));
}

void VariantDesignerDialog::setDefinition(const VariantDef& def)
{
    m_def = def;
    m_saveMessage.clear();
    m_filling = true;
    m_name->setText(QString::fromStdString(def.name));
    m_fen->setText(QString::fromStdString(def.startFen));
    m_castling->setChecked(def.castling);
    m_promotion->setText(QString::fromStdString(def.promotionTypes));
    m_promotionRank->setValue(def.promotionRank);
    m_doubleStep->setChecked(def.doubleStep);
    m_doubleStepRank->setValue(def.doubleStepRank);
    m_filling = false;
    m_current = -1;
    refreshPieces();
    selectPiece(def.pieces.empty() ? -1 : 0);
    revalidate();
}

void VariantDesignerDialog::refreshPieces()
{
    m_filling = true;
    while (m_pieces->count() > int(m_def.pieces.size()))
        delete m_pieces->takeItem(m_pieces->count() - 1);
    for (std::size_t i = 0; i < m_def.pieces.size(); ++i) {
        const PieceDef& p = m_def.pieces[i];
        if (int(i) >= m_pieces->count())
            m_pieces->addItem(QString());
        QListWidgetItem* item = m_pieces->item(int(i));
        item->setText(QStringLiteral("%1  %2  %3")
                          .arg(QChar(p.letter ? p.letter : '?'), QString::fromStdString(p.name), QString::fromStdString(p.betza)));
        item->setIcon(QIcon(PiecePicture::pixmap(PiecePicture::idOf(p), QChar(p.letter), 28)));
    }
    m_pieces->setCurrentRow(m_current);
    m_filling = false;
    const auto custom = std::count_if(m_def.pieces.begin(), m_def.pieces.end(),
                                      [](const PieceDef& p) { return !variant::isStandardPiece(p); });
    m_add->setEnabled(custom < variant::MaxCustomPieces && int(m_def.pieces.size()) < variant::MaxPieceTypes);
    m_remove->setEnabled(m_current >= 0);
}

void VariantDesignerDialog::selectPiece(int index)
{
    m_current = index >= 0 && index < int(m_def.pieces.size()) ? index : -1;
    m_filling = true;
    m_pieces->setCurrentRow(m_current);
    m_filling = false;
    showPiece();
    m_remove->setEnabled(m_current >= 0);
}

void VariantDesignerDialog::showPiece()
{
    const bool has = m_current >= 0;
    for (QWidget* w : std::initializer_list<QWidget*>{m_letter, m_pieceName, m_picture, m_value, m_royal, m_editor})
        w->setEnabled(has);
    if (!has)
        return;
    const PieceDef& p = m_def.pieces[std::size_t(m_current)];
    m_filling = true;
    m_letter->setText(QString(QChar(p.letter)));
    m_pieceName->setText(QString::fromStdString(p.name));
    m_picture->setCurrentIndex(qMax(0, PiecePicture::ids().indexOf(PiecePicture::idOf(p))));
    m_value->setValue(p.royal ? 0 : p.value);
    m_value->setEnabled(!p.royal); // the royal piece cannot be traded: the engine gives it no material value
    m_royal->setChecked(p.royal);
    m_royal->setEnabled(!p.pawn);
    if (!m_editor->setBetza(QString::fromStdString(p.betza)))
        m_editor->setBetza(QString());
    m_editor->setPiecePixmap(PiecePicture::pixmap(PiecePicture::idOf(p), QChar(p.letter), 64));
    m_editor->setLocked(p.pawn,
                        tr("The pawn's moves are fixed (fmWfcF); its double step and promotion are rules of the variant "
                           "below. Add a piece for other moves."));
    m_filling = false;
}

void VariantDesignerDialog::pieceEdited()
{
    if (m_filling || m_current < 0)
        return;
    m_saveMessage.clear();
    PieceDef& p = m_def.pieces[std::size_t(m_current)];
    const QString letter = m_letter->text().toLower();
    p.letter = letter.size() == 1 && letter[0] >= QLatin1Char('a') && letter[0] <= QLatin1Char('z') ? char(letter[0].toLatin1()) : 0;
    p.name = m_pieceName->text().trimmed().toStdString();
    // Only a choice other than the default is stored (and written to variants.ini).
    const QString picture = m_picture->currentData().toString();
    p.picture = picture == PiecePicture::defaultFor(QString::fromStdString(p.name)) ? std::string() : picture.toStdString();
    if (m_royal->isChecked() != p.royal) {
        for (PieceDef& other : m_def.pieces)
            other.royal = false; // exactly one royal piece: ticking one unticks the others
        p.royal = m_royal->isChecked();
    }
    p.value = p.royal ? 0 : m_value->value();
    m_value->setEnabled(!p.royal);
    if (!p.pawn)
        p.betza = m_editor->betza().toStdString();
    m_editor->setPiecePixmap(PiecePicture::pixmap(PiecePicture::idOf(p), QChar(p.letter ? p.letter : '?'), 64));
    refreshPieces();
    revalidate();
}

void VariantDesignerDialog::rulesEdited()
{
    if (m_filling)
        return;
    m_saveMessage.clear();
    m_def.name = m_name->text().trimmed().toStdString();
    m_def.startFen = m_fen->text().trimmed().toStdString();
    m_def.castling = m_castling->isChecked();
    m_def.promotionTypes = m_promotion->text().trimmed().toLower().toStdString();
    m_def.promotionRank = m_promotionRank->value();
    m_def.doubleStep = m_doubleStep->isChecked();
    m_def.doubleStepRank = m_doubleStepRank->value();
    m_doubleStepRank->setEnabled(m_def.doubleStep);
    revalidate();
}

void VariantDesignerDialog::addPiece()
{
    PieceDef p;
    for (int n = 1; p.name.empty(); ++n) {
        const std::string name = "customPiece" + std::to_string(n);
        if (std::none_of(m_def.pieces.begin(), m_def.pieces.end(), [&](const PieceDef& q) { return q.name == name; }))
            p.name = name;
    }
    for (char c : std::string("acdefghijlmostuvwxyz"))
        if (!m_def.piece(c)) {
            p.letter = c;
            break;
        }
    m_def.pieces.push_back(p);
    m_current = int(m_def.pieces.size()) - 1;
    refreshPieces();
    selectPiece(m_current);
    revalidate();
}

void VariantDesignerDialog::removePiece()
{
    if (m_current < 0)
        return;
    m_def.pieces.erase(m_def.pieces.begin() + m_current);
    const int next = qMin(m_current, int(m_def.pieces.size()) - 1);
    m_current = -1;
    refreshPieces();
    selectPiece(next);
    revalidate();
}

void VariantDesignerDialog::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void VariantDesignerDialog::retranslateUi()
{
    setWindowTitle(tr("Variant Designer"));
    m_baseLabel->setText(tr("Start fro&m:"));
    m_base->setAccessibleName(tr("Start from"));
    m_base->setToolTip(tr("Loads a built-in variant or a section of the loaded variants.ini into the designer"));
    m_load->setText(tr("&Load variants.ini…"));
    m_load->setToolTip(tr("Reads the variant definitions of a variants.ini file (Fairy-Stockfish's format)"));
    m_save->setText(tr("S&ave variants.ini…"));
    m_save->setToolTip(tr("Writes this variant as a section of a variants.ini file; the file's other sections are kept"));
    m_play->setText(tr("Play t&his Variant"));
    m_play->setToolTip(tr("Opens a game of this variant in the variant window"));
    m_nameLabel->setText(tr("&Variant name:"));
    m_name->setAccessibleName(tr("Variant name"));
    m_piecesLabel->setText(tr("Pieces:"));
    m_pieces->setAccessibleName(tr("Pieces"));
    m_add->setText(tr("Add Pi&ece"));
    m_add->setToolTip(tr("Adds a custom piece (at most %1 besides the six orthodox ones)").arg(variant::MaxCustomPieces));
    m_remove->setText(tr("&Remove Piece"));
    m_letterLabel->setText(tr("Le&tter:"));
    m_letter->setAccessibleName(tr("Piece letter"));
    m_letter->setToolTip(tr("The piece's letter in FEN and in moves (a-z; White's pieces are written in capitals)"));
    m_pieceNameLabel->setText(tr("Piece &name:"));
    m_pieceName->setAccessibleName(tr("Piece name"));
    m_pictureLabel->setText(tr("Pict&ure:"));
    m_picture->setAccessibleName(tr("Piece picture"));
    for (int i = 0; i < m_picture->count(); ++i)
        m_picture->setItemText(i, PiecePicture::displayName(m_picture->itemData(i).toString()));
    // No mnemonic, like Set Up…: Tab from the picture reaches it.
    m_valueLabel->setText(tr("Value:"));
    m_value->setAccessibleName(tr("Piece value"));
    m_value->setSpecialValueText(tr("Estimated"));
    m_value->setToolTip(tr("What the piece is worth to Kibitz's engine, in centipawns (a pawn is 100). Estimated: "
                           "from how many squares it reaches on an empty board"));
    m_royal->setText(tr("R&oyal"));
    m_royal->setToolTip(tr("The piece that must not be left in check and is checkmated (exactly one type)"));
    m_fenLabel->setText(tr("Start &FEN:"));
    m_fen->setAccessibleName(tr("Start position (FEN)"));
    // No mnemonic: no letter of "Set Up" is free in the designer in every language; Tab from the FEN field reaches it.
    m_setUp->setText(tr("Set Up…"));
    m_setUp->setToolTip(tr("Sets up the start position on a board with this variant's pieces"));
    m_castling->setText(tr("&Castling"));
    m_promotionLabel->setText(tr("Promotion t&ypes:"));
    m_promotion->setAccessibleName(tr("Promotion types"));
    m_promotion->setToolTip(tr("The letters of the pieces a pawn may promote to, in the order offered"));
    m_promotionRankLabel->setText(tr("Promotion ran&k:"));
    m_promotionRank->setAccessibleName(tr("Promotion rank"));
    m_doubleStep->setText(tr("&Double step from rank"));
    m_doubleStepRank->setAccessibleName(tr("Double step rank"));
    m_status->setAccessibleName(tr("Definition check"));
    m_loadErrors->setAccessibleName(tr("Load report"));
    m_close->setAccessibleName(tr("Close"));
    refreshPieces();
    revalidate();
}

} // namespace kibitz::gui
