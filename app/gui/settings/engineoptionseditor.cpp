#include "engineoptionseditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::gui {

using engineclient::EngineOption;

EngineOptionsEditor::EngineOptionsEditor(QWidget* parent) : QWidget(parent)
{
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* content = new QWidget(scroll);
    m_form = new QFormLayout(content);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

void EngineOptionsEditor::setOptions(const QList<EngineOption>& options)
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    for (const EngineOption& o : options) {
        QWidget* editor = editorFor(o);
        editor->setAccessibleName(o.name);
        // A button says what it does itself; everything else gets the option's name as its label.
        if (o.type == EngineOption::Type::Button)
            m_form->addRow(QString(), editor);
        else
            m_form->addRow(o.name + QLatin1Char(':'), editor);
    }
}

QWidget* EngineOptionsEditor::editorFor(const EngineOption& o)
{
    const QString current = o.value.isEmpty() ? o.defaultValue : o.value;
    const QString name = o.name;
    switch (o.type) {
    case EngineOption::Type::Spin: {
        auto* spin = new QSpinBox;
        spin->setRange(o.min, o.max);
        spin->setValue(current.toInt());
        connect(spin, &QSpinBox::valueChanged, this, [this, name](int v) { emit valueChanged(name, QString::number(v)); });
        return spin;
    }
    case EngineOption::Type::Check: {
        auto* check = new QCheckBox;
        check->setChecked(current == u"true");
        connect(check, &QCheckBox::toggled, this,
                [this, name](bool on) { emit valueChanged(name, on ? QStringLiteral("true") : QStringLiteral("false")); });
        return check;
    }
    case EngineOption::Type::Combo: {
        auto* combo = new QComboBox;
        combo->addItems(o.choices);
        combo->setCurrentIndex(std::max(0, int(o.choices.indexOf(current))));
        connect(combo, &QComboBox::currentTextChanged, this, [this, name](const QString& v) { emit valueChanged(name, v); });
        return combo;
    }
    case EngineOption::Type::Button: {
        auto* button = new QPushButton(o.name);
        connect(button, &QPushButton::clicked, this, [this, name] { emit buttonPressed(name); });
        return button;
    }
    case EngineOption::Type::String:
    case EngineOption::Type::Unknown: break;
    }
    auto* edit = new QLineEdit(current);
    connect(edit, &QLineEdit::textEdited, this, [this, name](const QString& v) { emit valueChanged(name, v); });
    return edit;
}

} // namespace kibitz::gui
