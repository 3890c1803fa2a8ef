// VariantDesignerDialog (Game > Variant Designer…): defines an 8×8 variant starting from a built-in one or a
// section of a variants.ini: up to eight custom pieces (letter, name, picture, moves through PieceMoveEditor), the
// start position, castling, promotion and double-step rules, the royal piece. Every change is checked with the
// variant library's validate() and, when valid, counted with perft 1 and 2 from the start position; variants.ini
// files are read with line-numbered errors (the good sections still load) and saved atomically, replacing only
// the definition's own section. Play hands a valid definition on (playRequested); playing is the variant window's job.
#pragma once

#include "variant/variant.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace kibitz::gui {

class PieceMoveEditor;

class VariantDesignerDialog : public QDialog {
    Q_OBJECT

public:
    explicit VariantDesignerDialog(QWidget* parent = nullptr);

    // The one designer of `parent` (made on first use), shown and raised.
    static VariantDesignerDialog* showFor(QWidget* parent);

    // Loads a definition (pictures included: PieceDef::picture) into the widgets.
    void setDefinition(const variant::VariantDef& def);
    const variant::VariantDef& definition() const { return m_def; }
    QString problem() const; // why the definition cannot be played (validate() and the dialog's own checks), or empty

    // Reads a variants.ini: its sections join "Start from", the first is shown; errors are listed by line.
    bool loadIni(const QString& path);
    // Writes the definition into the file (replacing its section, keeping the rest), atomically.
    bool saveIni(const QString& path);
    QString loadReport() const; // the errors of the last load, one per line
    QString statusText() const;

    void selectPiece(int index);
    void addPiece();
    void removePiece();

    PieceMoveEditor* moveEditor() const { return m_editor; }
    QListWidget* pieceList() const { return m_pieces; }
    QComboBox* baseCombo() const { return m_base; }
    QLineEdit* letterEdit() const { return m_letter; }
    QLineEdit* fenEdit() const { return m_fen; }
    QPushButton* setUpButton() const { return m_setUp; }
    QComboBox* pictureCombo() const { return m_picture; }
    QSpinBox* valueSpin() const { return m_value; }

signals:
    // The Play button: the definition (valid) is to be played (the main window hands it to the variant window).
    void playRequested(const kibitz::variant::VariantDef& def);

protected:
    void changeEvent(QEvent* event) override;

private:
    void buildUi();
    void retranslateUi();
    void fillBases();
    void showPiece();     // the current piece's fields
    void refreshPieces(); // the list's texts and icons
    void pieceEdited();   // the piece fields into m_def
    void rulesEdited();   // the rule fields into m_def
    void revalidate();
    void loadDialog();
    void saveDialog();

    variant::VariantDef m_def;
    std::vector<variant::VariantDef> m_bases; // built-ins, then loaded sections
    int m_current = -1;
    bool m_filling = false;
    QString m_iniPath;
    QString m_loadReport;
    QString m_saveMessage;

    QLabel* m_baseLabel;
    QComboBox* m_base;
    QPushButton* m_load;
    QPushButton* m_save;
    QPushButton* m_play;
    QLabel* m_nameLabel;
    QLineEdit* m_name;
    QLabel* m_piecesLabel;
    QListWidget* m_pieces;
    QPushButton* m_add;
    QPushButton* m_remove;
    QLabel* m_letterLabel;
    QLineEdit* m_letter;
    QLabel* m_pieceNameLabel;
    QLineEdit* m_pieceName;
    QLabel* m_pictureLabel;
    QComboBox* m_picture;
    QLabel* m_valueLabel;
    QSpinBox* m_value; // the engine's value in centipawns; 0 shows "Estimated" (from the piece's moves)
    QCheckBox* m_royal;
    PieceMoveEditor* m_editor;
    QLabel* m_fenLabel;
    QLineEdit* m_fen;
    QPushButton* m_setUp; // the start position in the set-up dialog
    QCheckBox* m_castling;
    QLabel* m_promotionLabel;
    QLineEdit* m_promotion;
    QLabel* m_promotionRankLabel;
    QSpinBox* m_promotionRank;
    QCheckBox* m_doubleStep;
    QSpinBox* m_doubleStepRank;
    QLabel* m_status;
    QLabel* m_loadErrors;
    QPushButton* m_close;
};

} // namespace kibitz::gui
