// AnnotateDialog: the choices of Game › Annotate… — the engine (built-in or a configured one), a time or a depth per
// position, whose moves, the move range and whether to add the engine's better lines. It only edits values; the
// caller runs the annotation. The note under the form says how Cancel and Undo behave.
#pragma once

#include "annotate/analysis.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QRadioButton;
class QSpinBox;

namespace kibitz::gui {

class AnnotateDialog : public QDialog {
    Q_OBJECT

public:
    // engines: the configured external engines' names (the built-in engine is always offered first); the game's
    // moves are numbered firstMove..lastMove (a game from a set-up position may start at any number).
    AnnotateDialog(const QStringList& engines, int firstMove, int lastMove, QWidget* parent = nullptr);

    void setOptions(const annotate::AnnotateOptions& options, const QString& engine);
    annotate::AnnotateOptions options() const;
    QString engine() const; // empty: the built-in engine

    QComboBox* engineCombo() const { return m_engine; } // for tests

private:
    QComboBox* m_engine;
    QRadioButton* m_byTime;
    QRadioButton* m_byDepth;
    QSpinBox* m_time; // milliseconds
    QSpinBox* m_depth;
    QComboBox* m_sides;
    QSpinBox* m_from;
    QSpinBox* m_to;
    QCheckBox* m_variations;
};

} // namespace kibitz::gui
