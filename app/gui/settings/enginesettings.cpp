#include "enginesettings.h"

#include "engineoptionseditor.h"

#include "engineclient/builtinengine.h"
#include "engineclient/externalengine.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::gui {

using engineclient::EngineOption;
using engineclient::EngineSpec;
using engineclient::ExternalEngine;
using engineclient::Protocol;

namespace {
QString protocolText(Protocol protocol)
{
    switch (protocol) {
    case Protocol::Uci: return EngineSettings::tr("UCI");
    case Protocol::Xboard: return EngineSettings::tr("xboard (CECP)");
    case Protocol::Auto: break;
    }
    return EngineSettings::tr("Detect automatically");
}
} // namespace

EngineSettings::EngineSettings(QWidget* parent)
    : QWidget(parent),
      m_list(new QListWidget(this)),
      m_name(new QLineEdit(this)),
      m_path(new QLineEdit(this)),
      m_protocol(new QComboBox(this)),
      m_browse(new QPushButton(tr("Browse…"), this)),
      m_add(new QPushButton(tr("Add Engine"), this)),
      m_remove(new QPushButton(tr("Remove"), this)),
      m_error(new QLabel(this)),
      m_analysis(new QComboBox(this)),
      m_autoMove(new QComboBox(this)),
      m_status(new QLabel(this)),
      m_findOptions(new QPushButton(tr("Find Options"), this)),
      m_options(new EngineOptionsEditor(this))
{
    for (const Protocol p : {Protocol::Auto, Protocol::Uci, Protocol::Xboard})
        m_protocol->addItem(protocolText(p), int(p));
    m_list->setAccessibleName(tr("External engines"));
    m_list->setMaximumHeight(90);
    m_name->setAccessibleName(tr("Engine name"));
    m_name->setPlaceholderText(tr("Name, e.g. Stockfish"));
    m_path->setAccessibleName(tr("Engine executable"));
    m_path->setPlaceholderText(tr("Executable, e.g. /usr/games/stockfish"));
    m_protocol->setAccessibleName(tr("Engine protocol"));
    m_browse->setAccessibleName(tr("Browse for an engine executable"));
    m_add->setAccessibleName(tr("Add engine"));
    m_remove->setAccessibleName(tr("Remove engine"));
    m_analysis->setAccessibleName(tr("Engine for analysis"));
    m_autoMove->setAccessibleName(tr("Engine for auto move"));
    m_findOptions->setAccessibleName(tr("Find the engine's protocol and options"));
    m_options->setAccessibleName(tr("Engine options"));
    m_options->setMinimumHeight(120);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_error->hide();
    m_status->setWordWrap(true);

    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    auto* statusRow = new QHBoxLayout;
    statusRow->addWidget(m_status, 1);
    statusRow->addWidget(m_findOptions);

    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("External engines:"), m_list);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Executable:"), pathRow);
    form->addRow(tr("Protocol:"), m_protocol);
    form->addRow(QString(), buttons);
    form->addRow(QString(), m_error);
    form->addRow(tr("Analysis engine:"), m_analysis);
    form->addRow(tr("Auto move engine:"), m_autoMove);
    form->addRow(statusRow);
    form->addRow(m_options);

    connect(m_browse, &QPushButton::clicked, this, &EngineSettings::browse);
    connect(m_add, &QPushButton::clicked, this, [this] {
        if (addEngine(m_name->text().trimmed(), m_path->text().trimmed(), Protocol(m_protocol->currentData().toInt()))) {
            m_name->clear();
            m_path->clear();
        }
    });
    connect(m_remove, &QPushButton::clicked, this, &EngineSettings::removeSelected);
    connect(m_findOptions, &QPushButton::clicked, this, &EngineSettings::findOptions);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        m_remove->setEnabled(row >= 0);
        showSelected();
    });
    connect(m_analysis, &QComboBox::currentIndexChanged, this, [this] { m_config.analysisEngine = m_analysis->currentData().toString(); });
    connect(m_autoMove, &QComboBox::currentIndexChanged, this, [this] { m_config.autoMoveEngine = m_autoMove->currentData().toString(); });
    connect(m_options, &EngineOptionsEditor::valueChanged, this, [this](const QString& option, const QString& value) {
        const int row = m_list->currentRow();
        if (row >= 0 && row < m_config.engines.size())
            m_config.engines[row].setOptionValue(option, value);
    });
    connect(m_options, &EngineOptionsEditor::buttonPressed, this, [this](const QString& option) {
        const int row = m_list->currentRow();
        if (row >= 0 && row < m_config.engines.size())
            emit optionButtonPressed(m_config.engines[row].name, option);
    });
    refresh();
}

EngineSettings::~EngineSettings() = default;

void EngineSettings::setConfig(const EngineConfig& config)
{
    m_config = config;
    refresh();
}

EngineConfig EngineSettings::config() const { return m_config; }

bool EngineSettings::isProbing() const { return !m_probe.isNull(); }

bool EngineSettings::addEngine(const QString& name, const QString& program, Protocol protocol)
{
    const QFileInfo file(program);
    QString why;
    if (name.isEmpty())
        why = tr("Give the engine a name.");
    else if (m_config.find(name))
        why = tr("There is already an engine named “%1”.").arg(name);
    else if (!file.isFile() || !file.isExecutable())
        why = tr("“%1” is not an executable file.").arg(program);
    m_error->setText(why);
    m_error->setVisible(!why.isEmpty());
    if (!why.isEmpty())
        return false;
    EngineSpec spec;
    spec.name = name;
    spec.program = file.absoluteFilePath();
    spec.protocol = protocol;
    m_config.engines.append(spec);
    refresh();
    m_list->setCurrentRow(int(m_config.engines.size()) - 1);
    probe(name);
    return true;
}

void EngineSettings::findOptions()
{
    const int row = m_list->currentRow();
    if (row >= 0 && row < m_config.engines.size())
        probe(m_config.engines[row].name);
}

void EngineSettings::probe(const QString& name)
{
    const EngineSpec* spec = m_config.find(name);
    if (!spec)
        return;
    if (m_probe)
        m_probe->deleteLater();
    m_probe = new ExternalEngine(*spec, this);
    m_probe->setMaxRestarts(0);
    m_probed = name;
    connect(m_probe, &ExternalEngine::ready, this, &EngineSettings::onProbeReady);
    connect(m_probe, &ExternalEngine::failed, this, [this](quint64, const engineclient::Failure& failure) {
        m_status->setText(failure.text);
        m_probe->deleteLater(); // not from inside its own signal
        m_probe = nullptr;
        m_findOptions->setEnabled(true);
    });
    m_probe->start();
    m_findOptions->setEnabled(false);
    m_status->setText(tr("Asking %1 for its protocol and options…").arg(name));
}

void EngineSettings::onProbeReady()
{
    if (EngineSpec* spec = m_config.find(m_probed)) {
        spec->protocol = m_probe->protocol();
        // The declared options, with the values the user already gave them.
        QList<EngineOption> options = m_probe->options();
        for (EngineOption& o : options)
            if (const EngineOption* old = spec->option(o.name); old && o.type != EngineOption::Type::Button && o.accepts(old->value))
                o.value = old->value;
        spec->options = options;
    }
    m_probe->deleteLater();
    m_probe = nullptr;
    m_findOptions->setEnabled(true);
    showSelected();
}

void EngineSettings::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose an Engine"), QFileInfo(m_path->text()).absolutePath());
    if (path.isEmpty())
        return;
    m_path->setText(path);
    if (m_name->text().isEmpty()) {
        QString name = QFileInfo(path).baseName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        m_name->setText(name);
    }
}

void EngineSettings::removeSelected()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_config.engines.size())
        return;
    const QString name = m_config.engines.takeAt(row).name;
    // A choice of the removed engine falls back to the built-in one.
    if (m_config.analysisEngine == name)
        m_config.analysisEngine.clear();
    if (m_config.autoMoveEngine == name)
        m_config.autoMoveEngine.clear();
    refresh();
}

void EngineSettings::showSelected()
{
    const int row = m_list->currentRow();
    const EngineSpec* spec = row >= 0 && row < m_config.engines.size() ? &m_config.engines[row] : nullptr;
    m_findOptions->setVisible(spec != nullptr);
    m_findOptions->setEnabled(spec != nullptr && !m_probe);
    m_options->setOptions(spec ? spec->options : QList<EngineOption>());
    if (m_probe && spec && spec->name == m_probed)
        return; // the status says that it is being asked
    if (!spec)
        m_status->setText(tr("Select an engine to see its options."));
    else if (spec->protocol == Protocol::Auto)
        m_status->setText(tr("The protocol and options of %1 are not known yet: press Find Options.").arg(spec->name));
    else
        m_status->setText(
            tr("%1 speaks %2 and has %n option(s).", nullptr, int(spec->options.size())).arg(spec->name, protocolText(spec->protocol)));
}

void EngineSettings::refresh()
{
    const EngineConfig c = m_config; // the combo signals below write into m_config while we rebuild
    m_list->clear();
    for (const EngineSpec& e : c.engines) {
        auto* item = new QListWidgetItem(tr("%1 — %2").arg(e.name, e.program), m_list);
        item->setToolTip(e.program);
    }
    m_remove->setEnabled(false);
    for (QComboBox* box : {m_analysis, m_autoMove}) {
        const QSignalBlocker block(box);
        box->clear();
        box->addItem(engineclient::BuiltinEngine::builtInName(), QString());
        for (const EngineSpec& e : c.engines)
            box->addItem(e.name, e.name);
    }
    m_analysis->setCurrentIndex(std::max(0, m_analysis->findData(c.find(c.analysisEngine) ? c.analysisEngine : QString())));
    m_autoMove->setCurrentIndex(std::max(0, m_autoMove->findData(c.find(c.autoMoveEngine) ? c.autoMoveEngine : QString())));
    m_config.analysisEngine = m_analysis->currentData().toString();
    m_config.autoMoveEngine = m_autoMove->currentData().toString();
    showSelected();
}

} // namespace kibitz::gui
