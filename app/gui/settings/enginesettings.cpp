#include "enginesettings.h"

#include "play/enginemovesource.h"

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

EngineSettings::EngineSettings(QWidget* parent)
    : QWidget(parent),
      m_list(new QListWidget(this)),
      m_name(new QLineEdit(this)),
      m_path(new QLineEdit(this)),
      m_browse(new QPushButton(tr("Browse…"), this)),
      m_add(new QPushButton(tr("Add Engine"), this)),
      m_remove(new QPushButton(tr("Remove"), this)),
      m_error(new QLabel(this)),
      m_analysis(new QComboBox(this)),
      m_autoMove(new QComboBox(this))
{
    m_list->setAccessibleName(tr("External engines"));
    m_list->setMaximumHeight(90);
    m_name->setAccessibleName(tr("Engine name"));
    m_name->setPlaceholderText(tr("Name, e.g. Stockfish"));
    m_path->setAccessibleName(tr("Engine executable"));
    m_path->setPlaceholderText(tr("Executable, e.g. /usr/games/stockfish"));
    m_browse->setAccessibleName(tr("Browse for an engine executable"));
    m_add->setAccessibleName(tr("Add engine"));
    m_remove->setAccessibleName(tr("Remove engine"));
    m_analysis->setAccessibleName(tr("Engine for analysis"));
    m_autoMove->setAccessibleName(tr("Engine for auto move"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_error->hide();

    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);

    auto* form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("External UCI engines:"), m_list);
    form->addRow(tr("Name:"), m_name);
    form->addRow(tr("Executable:"), pathRow);
    form->addRow(QString(), buttons);
    form->addRow(QString(), m_error);
    form->addRow(tr("Analysis engine:"), m_analysis);
    form->addRow(tr("Auto move engine:"), m_autoMove);

    connect(m_browse, &QPushButton::clicked, this, &EngineSettings::browse);
    connect(m_add, &QPushButton::clicked, this, [this] {
        if (addEngine(m_name->text().trimmed(), m_path->text().trimmed())) {
            m_name->clear();
            m_path->clear();
        }
    });
    connect(m_remove, &QPushButton::clicked, this, &EngineSettings::removeSelected);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) { m_remove->setEnabled(row >= 0); });
    connect(m_analysis, &QComboBox::currentIndexChanged, this, [this] { m_config.analysisEngine = m_analysis->currentData().toString(); });
    connect(m_autoMove, &QComboBox::currentIndexChanged, this, [this] { m_config.autoMoveEngine = m_autoMove->currentData().toString(); });
    refresh();
}

void EngineSettings::setConfig(const EngineConfig& config)
{
    m_config = config;
    refresh();
}

EngineConfig EngineSettings::config() const { return m_config; }

bool EngineSettings::addEngine(const QString& name, const QString& program)
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
    m_config.engines.append(ExternalEngine{name, file.absoluteFilePath(), {}});
    refresh();
    return true;
}

void EngineSettings::browse()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI Engine"), QFileInfo(m_path->text()).absolutePath());
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

void EngineSettings::refresh()
{
    const EngineConfig c = m_config; // the combo signals below write into m_config while we rebuild
    m_list->clear();
    for (const ExternalEngine& e : c.engines) {
        auto* item = new QListWidgetItem(tr("%1 — %2").arg(e.name, e.program), m_list);
        item->setToolTip(e.program);
    }
    m_remove->setEnabled(false);
    for (QComboBox* box : {m_analysis, m_autoMove}) {
        const QSignalBlocker block(box);
        box->clear();
        box->addItem(EngineMoveSource::builtInName(), QString());
        for (const ExternalEngine& e : c.engines)
            box->addItem(e.name, e.name);
    }
    m_analysis->setCurrentIndex(std::max(0, m_analysis->findData(c.find(c.analysisEngine) ? c.analysisEngine : QString())));
    m_autoMove->setCurrentIndex(std::max(0, m_autoMove->findData(c.find(c.autoMoveEngine) ? c.autoMoveEngine : QString())));
    m_config.analysisEngine = m_analysis->currentData().toString();
    m_config.autoMoveEngine = m_autoMove->currentData().toString();
}

} // namespace kibitz::gui
