// EngineOptionsEditor: one editor per option an engine declared — a spin box with its range, a check box, a combo
// box of its choices, a line edit for text, a push button for an action — in a scrolling form. Shows values, says
// what the user changed (valueChanged) and which button was pressed; keeps no copy of the configuration.
#pragma once

#include "engineclient/engineoption.h"

#include <QWidget>

class QFormLayout;

namespace kibitz::gui {

class EngineOptionsEditor : public QWidget {
    Q_OBJECT

public:
    explicit EngineOptionsEditor(QWidget* parent = nullptr);

    // Rebuilds the editors (none for an empty list).
    void setOptions(const QList<engineclient::EngineOption>& options);

signals:
    void valueChanged(const QString& name, const QString& value); // the default's value means "back to default"
    void buttonPressed(const QString& name);

private:
    QWidget* editorFor(const engineclient::EngineOption& option);

    QFormLayout* m_form;
};

} // namespace kibitz::gui
