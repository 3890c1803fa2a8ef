// MergeDialog: building the form and keeping OK enabled only with inputs and an output.
#include "mergedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::gui {

MergeDialog::MergeDialog(const QString& startDirectory, QWidget* parent)
    : QDialog(parent),
      m_directory(startDirectory),
      m_inputs(new QListWidget),
      m_add(new QPushButton(tr("&Add…"))),
      m_remove(new QPushButton(tr("&Remove"))),
      m_output(new QLineEdit),
      m_dedupe(new QComboBox),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Merge Databases"));
    m_inputs->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_inputs->setAccessibleName(tr("Databases to merge"));
    auto* inputButtons = new QVBoxLayout;
    inputButtons->addWidget(m_add);
    inputButtons->addWidget(m_remove);
    inputButtons->addStretch();
    auto* inputRow = new QHBoxLayout;
    inputRow->addWidget(m_inputs, 1);
    inputRow->addLayout(inputButtons);

    auto* browse = new QPushButton(tr("&Browse…"));
    auto* outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(browse);
    m_output->setAccessibleName(tr("Merged database"));
    m_output->setPlaceholderText(tr("merged.pgn, or a SCID database (.si4)"));

    m_dedupe->addItem(tr("Keep every game"), int(formats::Dedupe::None));
    m_dedupe->addItem(tr("Drop games with the same moves"), int(formats::Dedupe::SameMoves));
    m_dedupe->addItem(tr("Drop games with the same moves, players and date"), int(formats::Dedupe::SamePlayersDate));

    auto* form = new QFormLayout;
    form->addRow(tr("&Databases, in order:"), inputRow);
    form->addRow(tr("&Write to:"), outputRow);
    form->addRow(tr("D&uplicates:"), m_dedupe);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(m_add, &QPushButton::clicked, this, &MergeDialog::addFiles);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        qDeleteAll(m_inputs->selectedItems());
        updateButtons();
    });
    connect(browse, &QPushButton::clicked, this, &MergeDialog::chooseOutput);
    connect(m_output, &QLineEdit::textChanged, this, &MergeDialog::updateButtons);
    connect(m_inputs, &QListWidget::itemSelectionChanged, this, &MergeDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateButtons();
}

QStringList MergeDialog::inputs() const
{
    QStringList files;
    for (int i = 0; i < m_inputs->count(); ++i)
        files << m_inputs->item(i)->data(Qt::UserRole).toString();
    return files;
}

QString MergeDialog::output() const { return m_output->text().trimmed(); }

formats::Dedupe MergeDialog::dedupe() const { return formats::Dedupe(m_dedupe->currentData().toInt()); }

void MergeDialog::setInputs(const QStringList& files)
{
    m_inputs->clear();
    for (const QString& f : files) {
        auto* item = new QListWidgetItem(QFileInfo(f).fileName(), m_inputs);
        item->setData(Qt::UserRole, f);
        item->setToolTip(f);
    }
    updateButtons();
}

void MergeDialog::setOutput(const QString& file) { m_output->setText(file); }

void MergeDialog::setDedupe(formats::Dedupe dedupe) { m_dedupe->setCurrentIndex(m_dedupe->findData(int(dedupe))); }

void MergeDialog::addFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(
        this, tr("Databases to Merge"), m_directory,
        tr("Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)"));
    if (files.isEmpty())
        return;
    m_directory = QFileInfo(files.first()).absolutePath();
    setInputs(inputs() + files);
}

void MergeDialog::chooseOutput()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Merged Database"), m_directory,
                                                      tr("PGN files (*.pgn);;SCID databases (*.si4)"));
    if (!file.isEmpty())
        setOutput(file);
}

void MergeDialog::updateButtons()
{
    m_remove->setEnabled(!m_inputs->selectedItems().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_inputs->count() > 0 && !output().isEmpty());
}

} // namespace kibitz::gui
