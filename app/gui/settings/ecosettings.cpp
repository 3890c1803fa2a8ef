#include "ecosettings.h"

#include "ecolibrary.h"
#include "preferences.h"

#include <QButtonGroup>
#include <QDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

namespace kibitz::gui {

EcoSettingsSection::EcoSettingsSection(EcoLibrary* library, Preferences* preferences, QDialog* dialog)
    : QWidget(dialog),
      m_library(library),
      m_preferences(preferences),
      m_choices(new QButtonGroup(this)),
      m_file(new QLineEdit(this)),
      m_browse(new QPushButton(tr("Browse…"), this))
{
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* builtin = new QRadioButton(tr("Built-in table (pgn-extract's eco.pgn)"), this);
    auto* scid = new QRadioButton(tr("Scid's table with extended codes such as B90k"), this);
    auto* file = new QRadioButton(tr("Table from a file (eco.pgn or .eco format):"), this);
    m_choices->addButton(builtin, int(EcoSource::Builtin));
    m_choices->addButton(scid, int(EcoSource::Scid));
    m_choices->addButton(file, int(EcoSource::File));
    layout->addWidget(builtin, 0, 0, 1, 2);
    layout->addWidget(scid, 1, 0, 1, 2);
    layout->addWidget(file, 2, 0, 1, 2);
    layout->addWidget(m_file, 3, 0);
    layout->addWidget(m_browse, 3, 1);
    m_file->setAccessibleName(tr("Opening table file"));
    m_browse->setAccessibleName(tr("Choose the opening table file"));
    if (!QFileInfo::exists(EcoLibrary::scidPath())) {
        // Said plainly rather than hidden, so users know what to install.
        scid->setEnabled(false);
        auto* note = new QLabel(tr("Scid's table is not installed (Debian package scid-data)."), this);
        note->setObjectName(QStringLiteral("ScidEcoMissing"));
        note->setWordWrap(true);
        layout->addWidget(note, 4, 0, 1, 2);
    }

    const EcoSource current = library->source();
    m_choices->button(int(current))->setChecked(true);
    m_file->setText(current == EcoSource::File ? library->path() : preferences->openingFile());
    updateEnabled();

    connect(m_choices, &QButtonGroup::idClicked, this, &EcoSettingsSection::updateEnabled);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Opening Table"), m_file->text(),
                                                          tr("Opening tables (*.pgn *.eco);;All files (*)"));
        if (!path.isEmpty())
            m_file->setText(path);
    });
    connect(dialog, &QDialog::accepted, this, &EcoSettingsSection::apply);
}

void EcoSettingsSection::updateEnabled()
{
    const bool file = m_choices->checkedId() == int(EcoSource::File);
    m_file->setEnabled(file);
    m_browse->setEnabled(file);
}

void EcoSettingsSection::apply()
{
    const auto source = EcoSource(m_choices->checkedId());
    const QString path = m_file->text().trimmed();
    if (source == m_library->source() && (source != EcoSource::File || path == m_library->path()))
        return; // unchanged: no reload
    if (!m_library->setSource(source, path))
        return; // reported by the library; the stored choice stays the one in use
    m_preferences->setOpeningTable(source, path);
}

void restoreEcoSource(EcoLibrary* library, const Preferences& preferences)
{
    if (preferences.openingSource() != EcoSource::Builtin)
        library->setSource(preferences.openingSource(), preferences.openingFile());
}

} // namespace kibitz::gui
