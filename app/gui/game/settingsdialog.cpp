#include "settingsdialog.h"

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace kibitz::gui {

SettingsDialog::SettingsDialog(const Preferences& current, QWidget* parent)
    : QDialog(parent)
    , m_theme(new QComboBox(this))
    , m_pieces(new QComboBox(this))
    , m_dark(new QCheckBox(tr("Dark window colours"), this))
    , m_figurine(new QCheckBox(tr("Figurine notation (♘f3 instead of Nf3)"), this))
    , m_overwrite(new QCheckBox(tr("A move in the middle of a game replaces the rest (undoable)"), this))
    , m_coordinates(new QCheckBox(tr("Show coordinates"), this))
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
    m_overwrite->setChecked(current.overwrite);
    m_coordinates->setChecked(current.coordinates);
    m_moveTime->setRange(100, 60000);
    m_moveTime->setSingleStep(250);
    m_moveTime->setSuffix(tr(" ms"));
    m_moveTime->setValue(current.engineMoveTimeMs);

    auto* form = new QFormLayout(this);
    form->addRow(tr("Board colours:"), m_theme);
    form->addRow(tr("Pieces:"), m_pieces);
    form->addRow(QString(), m_coordinates);
    form->addRow(QString(), m_dark);
    form->addRow(QString(), m_figurine);
    form->addRow(QString(), m_overwrite);
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
    p.overwrite = m_overwrite->isChecked();
    p.coordinates = m_coordinates->isChecked();
    p.engineMoveTimeMs = m_moveTime->value();
    return p;
}

} // namespace kibitz::gui
