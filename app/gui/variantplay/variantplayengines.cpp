// VariantPlayWindow's engine choice: the built-in engine or one of the settings' external engines, and what the
// window does when the chosen engine fails (it says why and stops the computer's play and analysis), and the
// number of analysis lines; both remembered (VariantPlayConfig).
#include "variantplaywindow.h"

#include "variantengine.h"

#include "settings/variantplayconfig.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>

#include <algorithm>

namespace kibitz::gui {

void VariantPlayWindow::setEngines(const QList<engineclient::EngineSpec>& engines)
{
    // The first list (the window was just made) picks last session's engine; later ones keep the current one.
    const QString current = !m_enginesGiven  ? VariantPlayConfig::load().engine
        : m_engineChoice->currentIndex() > 0 ? m_engineChoice->currentText()
                                             : QString();
    m_enginesGiven = true;
    m_engineSpecs = engines;
    m_refreshing = true;
    m_engineChoice->clear();
    m_engineChoice->addItem(tr("Built-in engine"));
    int keep = 0;
    for (const engineclient::EngineSpec& spec : engines) {
        m_engineChoice->addItem(spec.name);
        if (spec.name == current)
            keep = m_engineChoice->count() - 1;
    }
    m_engineChoice->setCurrentIndex(keep);
    m_refreshing = false;
    applyEngine(keep); // a changed configuration starts afresh
}

void VariantPlayWindow::chooseEngine(int index)
{
    if (index < 0 || index > m_engineSpecs.size())
        return;
    VariantPlayConfig config = VariantPlayConfig::load();
    config.engine = index == 0 ? QString() : m_engineSpecs[index - 1].name;
    config.save();
    applyEngine(index);
}

void VariantPlayWindow::applyEngine(int index)
{
    if (m_engineChoice->currentIndex() != index) {
        m_refreshing = true; // not a choice of the user's
        m_engineChoice->setCurrentIndex(index);
        m_refreshing = false;
    }
    m_searchingMove = false;
    m_engine->setExternal(index == 0 ? std::nullopt : std::optional(m_engineSpecs[index - 1]));
    positionChanged();
}

void VariantPlayWindow::setAnalysisLines(int lines)
{
    lines = std::clamp(lines, 1, VariantPlayConfig::MaxLines);
    if (m_lines->value() != lines) {
        m_lines->setValue(lines); // valueChanged() comes back here
        return;
    }
    VariantPlayConfig config = VariantPlayConfig::load();
    config.lines = lines;
    config.save();
    if (m_analyse->isChecked())
        positionChanged(); // the analysis starts again with as many lines
}

int VariantPlayWindow::analysisLines() const { return m_lines->value(); }

void VariantPlayWindow::engineFailed(const QString& text)
{
    const bool moving = m_searchingMove;
    m_searchingMove = false;
    // The computer stops playing and analysing: asking the same engine again would fail the same way.
    m_computer->setCurrentIndex(0);
    m_analyse->setChecked(false);
    m_analysis->setText(text);
    statusBar()->showMessage(text, 10000);
    refresh();
    if (moving)
        emit engineFinished();
    emit analysisUpdated();
}

} // namespace kibitz::gui
