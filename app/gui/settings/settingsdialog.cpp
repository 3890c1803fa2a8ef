#include "settingsdialog.h"

#include "preferences.h"

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace kibitz::gui {

SettingsDialog::SettingsDialog(Preferences* preferences, QWidget* parent)
    : QDialog(parent),
      m_preferences(preferences),
      m_theme(new QComboBox(this)),
      m_pieces(new QComboBox(this)),
      m_camera3D(new QComboBox(this)),
      m_material3D(new QComboBox(this)),
      m_animation3D(new QCheckBox(tr("Animate moves on the 3D board (also when going through the game)"), this)),
      m_dark(new QCheckBox(tr("Dark window colours"), this)),
      m_figurine(new QCheckBox(tr("Figurine notation (♘f3 instead of Nf3)"), this)),
      m_midGameMove(new QComboBox(this)),
      m_coordinates(new QCheckBox(tr("Show coordinates"), this)),
      m_threatMap(new QCheckBox(tr("Show squares the opponent attacks (threat map)"), this)),
      m_touchMove(new QCheckBox(tr("Touch move: a piece once picked up must be moved"), this)),
      m_moveTime(new QSpinBox(this)),
      m_tabs(new QTabWidget(this))
{
    setWindowTitle(tr("Settings"));
    for (const BoardTheme& t : BoardTheme::builtInThemes())
        m_theme->addItem(t.displayName(), t.id);
    for (const QString& id : PieceSet::builtInSets())
        m_pieces->addItem(PieceSet::displayName(id), id);
    // The 3D board's words as Preferences stores them.
    m_camera3D->addItem(tr("From the side of the player at the bottom"), QStringLiteral("side"));
    m_camera3D->addItem(tr("From above"), QStringLiteral("top"));
    m_material3D->addItem(tr("Wood"), QStringLiteral("wood"));
    m_material3D->addItem(tr("Marble"), QStringLiteral("marble"));
    m_material3D->addItem(tr("Plastic"), QStringLiteral("plastic"));
    const Preferences& current = *preferences;
    m_camera3D->setCurrentIndex(std::max(0, m_camera3D->findData(current.board3DCamera())));
    m_material3D->setCurrentIndex(std::max(0, m_material3D->findData(current.board3DMaterial())));
    m_animation3D->setChecked(current.board3DAnimation());
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(current.boardTheme())));
    m_pieces->setCurrentIndex(std::max(0, m_pieces->findData(current.pieceSet())));
    m_dark->setChecked(current.darkPalette());
    m_figurine->setChecked(current.figurine());
    m_midGameMove->addItem(tr("Starts a new variation"), false);
    m_midGameMove->addItem(tr("Replaces the rest of the game (undoable)"), true);
    m_midGameMove->setCurrentIndex(current.overwrite() ? 1 : 0);
    m_coordinates->setChecked(current.coordinates());
    m_threatMap->setChecked(current.threatMap());
    m_touchMove->setChecked(current.touchMove());
    // Tests and accessibility tools find the controls by these names.
    const std::pair<QWidget*, QString> names[] = {{m_theme, tr("Board colours")},
                                                  {m_pieces, tr("Pieces")},
                                                  {m_camera3D, tr("3D board camera")},
                                                  {m_material3D, tr("3D board material")},
                                                  {m_animation3D, tr("3D board animation")},
                                                  {m_dark, tr("Dark window colours")},
                                                  {m_figurine, tr("Figurine notation")},
                                                  {m_midGameMove, tr("A move in the middle of a game")},
                                                  {m_coordinates, tr("Show coordinates")},
                                                  {m_threatMap, tr("Threat map")},
                                                  {m_touchMove, tr("Touch move")},
                                                  {m_moveTime, tr("Engine time per move")},
                                                  {m_tabs, tr("Settings pages")}};
    for (const auto& [widget, name] : names)
        widget->setAccessibleName(name);
    m_moveTime->setRange(100, 60000);
    m_moveTime->setSingleStep(250);
    m_moveTime->setSuffix(tr(" ms"));
    m_moveTime->setValue(current.engineMoveTimeMs());

    // One tab per part (this one, then whatever addSection brings), so the dialog stays short on small screens.
    auto* general = new QWidget(m_tabs);
    auto* form = new QFormLayout(general);
    form->addRow(tr("Board colours:"), m_theme);
    form->addRow(tr("Pieces:"), m_pieces);
    form->addRow(tr("3D board camera:"), m_camera3D);
    form->addRow(tr("3D board material:"), m_material3D);
    form->addRow(QString(), m_animation3D);
    form->addRow(QString(), m_coordinates);
    form->addRow(QString(), m_threatMap);
    form->addRow(QString(), m_touchMove);
    form->addRow(QString(), m_dark);
    form->addRow(QString(), m_figurine);
    form->addRow(tr("A move in the middle of a game:"), m_midGameMove);
    form->addRow(tr("Engine time per move:"), m_moveTime);
    m_tabs->addTab(general, tr("Board and Notation"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(this, &QDialog::accepted, this, &SettingsDialog::apply); // before the sections: they connect later
}

void SettingsDialog::apply()
{
    Preferences& p = *m_preferences;
    p.setBoardTheme(m_theme->currentData().toString());
    p.setPieceSet(m_pieces->currentData().toString());
    p.setBoard3DCamera(m_camera3D->currentData().toString());
    p.setBoard3DMaterial(m_material3D->currentData().toString());
    p.setBoard3DAnimation(m_animation3D->isChecked());
    p.setDarkPalette(m_dark->isChecked());
    p.setFigurine(m_figurine->isChecked());
    p.setOverwrite(m_midGameMove->currentData().toBool());
    p.setCoordinates(m_coordinates->isChecked());
    p.setThreatMap(m_threatMap->isChecked());
    p.setTouchMove(m_touchMove->isChecked());
    p.setEngineMoveTimeMs(m_moveTime->value());
}

void SettingsDialog::addSection(const QString& title, QWidget* section)
{
    auto* page = new QWidget(m_tabs);
    auto* pageLayout = new QVBoxLayout(page);
    pageLayout->addWidget(section);
    pageLayout->addStretch(); // sections keep their natural height at the top of the tab
    m_tabs->addTab(page, title);
}

} // namespace kibitz::gui
