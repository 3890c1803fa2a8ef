// PieceMoveEditor: a piece's moves as a clickable grid (PieceMoveGrid) and as Betza text, kept in sync both ways.
// A click toggles a leap, or with Shift (or the Slide tool) a slide, on the square and its mirror images; typing
// valid Betza redraws the grid, while text that does not parse shows the column and reason and leaves the last
// valid moves in force. Invariant: betza() always parses, and the grid shows exactly its rules.
#pragma once

#include "moveediting.h"

#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace kibitz::gui {

class PieceMoveGrid;

class PieceMoveEditor : public QWidget {
    Q_OBJECT

public:
    explicit PieceMoveEditor(QWidget* parent = nullptr);

    // Shows the moves of `betza` (false, and nothing changed, when it does not parse).
    bool setBetza(const QString& betza);
    QString betza() const { return m_betza; } // the last valid text: as typed, or written from the grid
    const std::vector<variant::MoveRule>& rules() const { return m_rules; }
    void setPiecePixmap(const QPixmap& pixmap);
    // Read-only (the pawn, whose moves are fixed) with the reason shown.
    void setLocked(bool locked, const QString& reason = QString());

    void setSymmetry(moveediting::Symmetry symmetry);
    void setModality(std::uint8_t modality); // variant::Quiet, Capture or QuietOrCapture
    void setSlideTool(bool slide);
    void setSlideRange(int range); // 0 unlimited, 2-9
    void setInitialOnly(bool initial);

    PieceMoveGrid* grid() const { return m_grid; }
    QLineEdit* betzaEdit() const { return m_edit; }
    QLabel* errorLabel() const { return m_error; }

signals:
    void betzaChanged(const QString& betza); // a new valid text, from typing or clicking

protected:
    void changeEvent(QEvent* event) override;

private:
    void activate(variant::Step step, bool shift);
    void textEdited(const QString& text);
    void showRules();
    void retranslateUi();

    std::vector<variant::MoveRule> m_rules;
    QString m_betza;
    PieceMoveGrid* m_grid;
    QWidget* m_legend;
    QLabel* m_toolLabel;
    QRadioButton* m_leapTool;
    QRadioButton* m_slideTool;
    QButtonGroup* m_tools;
    QLabel* m_rangeLabel;
    QSpinBox* m_range;
    QLabel* m_modalityLabel;
    QComboBox* m_modality;
    QLabel* m_symmetryLabel;
    QComboBox* m_symmetry;
    QCheckBox* m_initial;
    QLabel* m_betzaLabel;
    QLineEdit* m_edit;
    QLabel* m_error;
    QLabel* m_hint;
    QPushButton* m_clear;
    QString m_lockReason;
};

} // namespace kibitz::gui
