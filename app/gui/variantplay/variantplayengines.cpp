// VariantPlayWindow's engine choice: the built-in engine or one of the settings' external engines, and what the
// window does when the chosen engine fails (it says why and stops the computer's play and analysis).
#include "variantplaywindow.h"

#include "variantengine.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QStatusBar>

namespace kibitz::gui {

void VariantPlayWindow::setEngines(const QList<engineclient::EngineSpec>& engines)
{
    const QString current = m_engineChoice->currentIndex() > 0 ? m_engineChoice->currentText() : QString();
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
    chooseEngine(keep); // a changed configuration starts afresh
}

void VariantPlayWindow::chooseEngine(int index)
{
    if (index < 0 || index > m_engineSpecs.size())
        return;
    if (m_engineChoice->currentIndex() != index) {
        m_engineChoice->setCurrentIndex(index); // currentIndexChanged() comes back here
        return;
    }
    m_searchingMove = false;
    m_engine->setExternal(index == 0 ? std::nullopt : std::optional(m_engineSpecs[index - 1]));
    positionChanged();
}

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
