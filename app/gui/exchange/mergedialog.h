// MergeDialog: Database › Merge…: the databases to merge (PGN files and SCID databases, in order), the file to
// write (PGN, or a SCID database when it ends in .si4), and which duplicates to drop. Widgets only; the merge
// itself is ExchangeActions' job.
#pragma once

#include "formats/merge.h"

#include <QDialog>
#include <QStringList>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace kibitz::gui {

class MergeDialog : public QDialog {
    Q_OBJECT

public:
    // `startDirectory`: where the file dialogs open.
    explicit MergeDialog(const QString& startDirectory, QWidget* parent = nullptr);

    QStringList inputs() const;
    QString output() const;
    formats::Dedupe dedupe() const;
    // For tests and scripted use: fill the dialog without its file dialogs.
    void setInputs(const QStringList& files);
    void setOutput(const QString& file);
    void setDedupe(formats::Dedupe dedupe);

private:
    void addFiles();
    void chooseOutput();
    void updateButtons();

    QString m_directory;
    QListWidget* m_inputs;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLineEdit* m_output;
    QComboBox* m_dedupe;
    QDialogButtonBox* m_buttons;
};

} // namespace kibitz::gui
