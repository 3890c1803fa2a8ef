#include "settingsdialog.h"

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::gui {

SettingsDialog::SettingsDialog(const Preferences& current, QWidget* parent)
    : QDialog(parent)
    , m_theme(new QComboBox(this))
    , m_pieces(new QComboBox(this))
    , m_dark(new QCheckBox(tr("Dark window colours"), this))
    , m_figurine(new QCheckBox(tr("Figurine notation (♘f3 instead of Nf3)"), this))
    , m_midGameMove(new QComboBox(this))
    , m_coordinates(new QCheckBox(tr("Show coordinates"), this))
    , m_threatMap(new QCheckBox(tr("Show squares the opponent attacks (threat map)"), this))
    , m_touchMove(new QCheckBox(tr("Touch move: a piece once picked up must be moved"), this))
    , m_moveTime(new QSpinBox(this))
{
    setWindowTitle(tr("Settings"));
    for (const BoardTheme& t : BoardTheme::builtInThemes())
        m_theme->addItem(t.displayName(), t.id);
    for (const QString& id : PieceSet::builtInSets())
        m_pieces->addItem(PieceSet::displayName(id), id);
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(current.themeId)));
    m_pieces->setCurrentIndex(std::max(0, m_pieces->findData(current.pieceSetId)));
    m_dark->setChecked(current.darkPalette);
    m_figurine->setChecked(current.figurine);
    m_midGameMove->addItem(tr("Starts a new variation"), false);
    m_midGameMove->addItem(tr("Replaces the rest of the game (undoable)"), true);
    m_midGameMove->setCurrentIndex(current.overwrite ? 1 : 0);
    m_coordinates->setChecked(current.coordinates);
    m_threatMap->setChecked(current.threatMap);
    m_touchMove->setChecked(current.touchMove);
    // Tests and accessibility tools find the controls by these names.
    const std::pair<QWidget*, QString> names[] = {
        {m_theme, tr("Board colours")}, {m_pieces, tr("Pieces")}, {m_dark, tr("Dark window colours")},
        {m_figurine, tr("Figurine notation")}, {m_midGameMove, tr("A move in the middle of a game")},
        {m_coordinates, tr("Show coordinates")}, {m_threatMap, tr("Threat map")}, {m_touchMove, tr("Touch move")},
        {m_moveTime, tr("Engine time per move")}};
    for (const auto& [widget, name] : names)
        widget->setAccessibleName(name);
    m_moveTime->setRange(100, 60000);
    m_moveTime->setSingleStep(250);
    m_moveTime->setSuffix(tr(" ms"));
    m_moveTime->setValue(current.engineMoveTimeMs);

    auto* form = new QFormLayout(this);
    form->addRow(tr("Board colours:"), m_theme);
    form->addRow(tr("Pieces:"), m_pieces);
    form->addRow(QString(), m_coordinates);
    form->addRow(QString(), m_threatMap);
    form->addRow(QString(), m_touchMove);
    form->addRow(QString(), m_dark);
    form->addRow(QString(), m_figurine);
    form->addRow(tr("A move in the middle of a game:"), m_midGameMove);
    form->addRow(tr("Engine time per move:"), m_moveTime);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

Preferences SettingsDialog::preferences() const
{
    Preferences p;
    p.themeId = m_theme->currentData().toString();
    p.pieceSetId = m_pieces->currentData().toString();
    p.darkPalette = m_dark->isChecked();
    p.figurine = m_figurine->isChecked();
    p.overwrite = m_midGameMove->currentData().toBool();
    p.coordinates = m_coordinates->isChecked();
    p.threatMap = m_threatMap->isChecked();
    p.touchMove = m_touchMove->isChecked();
    p.engineMoveTimeMs = m_moveTime->value();
    return p;
}

void SettingsDialog::addSection(const QString& title, QWidget* section)
{
    auto* form = qobject_cast<QFormLayout*>(layout());
    auto* box = new QGroupBox(title, this);
    auto* boxLayout = new QVBoxLayout(box);
    boxLayout->addWidget(section);
    form->insertRow(form->rowCount() - 1, box); // the last row holds the buttons
}

} // namespace kibitz::gui
