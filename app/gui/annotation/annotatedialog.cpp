#include "annotatedialog.h"

#include "engineclient/builtinengine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz::gui {

AnnotateDialog::AnnotateDialog(const QStringList& engines, int firstMove, int lastMove, QWidget* parent)
    : QDialog(parent),
      m_engine(new QComboBox(this)),
      m_byTime(new QRadioButton(tr("&Time per position:"), this)),
      m_byDepth(new QRadioButton(tr("&Depth per position:"), this)),
      m_time(new QSpinBox(this)),
      m_depth(new QSpinBox(this)),
      m_sides(new QComboBox(this)),
      m_from(new QSpinBox(this)),
      m_to(new QSpinBox(this)),
      m_variations(new QCheckBox(tr("Add the engine's &better lines as variations"), this))
{
    setWindowTitle(tr("Annotate Game"));
    m_engine->addItem(engineclient::BuiltinEngine::builtInName(), QString());
    for (const QString& name : engines)
        m_engine->addItem(name, name);
    m_time->setRange(50, 600000);
    m_time->setSingleStep(100);
    m_time->setSuffix(tr(" ms"));
    m_time->setValue(1000);
    m_depth->setRange(1, 60);
    m_depth->setValue(12);
    m_sides->addItem(tr("Both sides"), int(annotate::Sides::Both));
    m_sides->addItem(tr("White"), int(annotate::Sides::White));
    m_sides->addItem(tr("Black"), int(annotate::Sides::Black));
    const int first = std::max(1, firstMove);
    const int last = std::max(first, lastMove);
    m_from->setRange(first, last);
    m_from->setValue(first);
    m_to->setRange(first, last);
    m_to->setValue(last);
    m_variations->setChecked(true);
    m_byTime->setChecked(true);
    m_depth->setEnabled(false);
    connect(m_byTime, &QRadioButton::toggled, m_time, &QWidget::setEnabled);
    connect(m_byDepth, &QRadioButton::toggled, m_depth, &QWidget::setEnabled);
    connect(m_from, &QSpinBox::valueChanged, m_to, [this](int from) { m_to->setValue(std::max(from, m_to->value())); });
    connect(m_to, &QSpinBox::valueChanged, m_from, [this](int to) { m_from->setValue(std::min(to, m_from->value())); });

    auto* form = new QFormLayout;
    form->addRow(tr("&Engine:"), m_engine);
    form->addRow(m_byTime, m_time);
    form->addRow(m_byDepth, m_depth);
    form->addRow(tr("&Moves of:"), m_sides);
    auto* range = new QHBoxLayout;
    range->addWidget(m_from);
    range->addWidget(new QLabel(tr("to"), this));
    range->addWidget(m_to);
    range->addStretch(1);
    form->addRow(tr("&From move:"), range);
    if (auto* label = qobject_cast<QLabel*>(form->labelForField(range)))
        label->setBuddy(m_from);
    m_to->setAccessibleName(tr("To move"));

    auto* note = new QLabel(tr("Every position from the start of the range is evaluated, in the background. Cancel keeps the moves "
                               "annotated so far; one Undo removes the whole annotation."),
                            this);
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Annotate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_variations);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

void AnnotateDialog::setOptions(const annotate::AnnotateOptions& options, const QString& engine)
{
    const int index = m_engine->findData(engine);
    m_engine->setCurrentIndex(std::max(0, index));
    const bool byDepth = options.depth > 0 && options.movetimeMs <= 0;
    (byDepth ? m_byDepth : m_byTime)->setChecked(true);
    if (options.movetimeMs > 0)
        m_time->setValue(options.movetimeMs);
    if (options.depth > 0)
        m_depth->setValue(options.depth);
    m_sides->setCurrentIndex(std::max(0, m_sides->findData(int(options.sides))));
    m_variations->setChecked(options.addVariations);
}

annotate::AnnotateOptions AnnotateDialog::options() const
{
    annotate::AnnotateOptions o;
    if (m_byDepth->isChecked())
        o.depth = m_depth->value();
    else
        o.movetimeMs = m_time->value();
    o.sides = annotate::Sides(m_sides->currentData().toInt());
    o.fromMove = m_from->value() == m_from->minimum() ? 1 : m_from->value();
    o.toMove = m_to->value() == m_to->maximum() ? 0 : m_to->value();
    o.addVariations = m_variations->isChecked();
    return o;
}

QString AnnotateDialog::engine() const { return m_engine->currentData().toString(); }

} // namespace kibitz::gui
