#include "variantwindows.h"

#include "file/fileactions.h"
#include "messagebar.h"
#include "settings/preferences.h"
#include "variant/variantdesignerdialog.h"
#include "variantplay/variantplaywindow.h"
#include "windowactions.h"

namespace kibitz::gui {

VariantWindows::VariantWindows(QWidget* window, WindowActions* actions, FileActions* files, MessageBar* messages, Preferences* preferences)
    : QObject(window),
      m_window(window),
      m_messages(messages),
      m_preferences(preferences)
{
    connect(preferences, &Preferences::changed, this, [this](Preferences::Setting setting) {
        if (setting == Preferences::Setting::Engines && m_play)
            m_play->setEngines(m_preferences->engineConfig().engines);
    });
    connect(actions, &WindowActions::variantPlayRequested, this, &VariantWindows::showPlay);
    connect(actions, &WindowActions::variantDesignerRequested, this, &VariantWindows::showDesigner);
    connect(files, &FileActions::variantGameChosen, this, [this](const variant::VariantGame& game) {
        if (const QString error = showPlay()->openGame(game); !error.isEmpty())
            m_messages->showMessage(error, MessageBar::Kind::Error);
    });
}

VariantPlayWindow* VariantWindows::showPlay()
{
    if (!m_play) { // one window, kept with its game until the main window closes
        m_play = new VariantPlayWindow(m_window);
        m_play->setWindowFlag(Qt::Window);
        m_play->setEngines(m_preferences->engineConfig().engines);
    }
    m_play->show();
    m_play->raise();
    return m_play;
}

VariantDesignerDialog* VariantWindows::showDesigner()
{
    VariantDesignerDialog* designer = VariantDesignerDialog::showFor(m_window);
    if (!designer->property("kibitzWired").toBool()) { // showFor() makes a new dialog after the last one closed
        designer->setProperty("kibitzWired", true);
        connect(designer, &VariantDesignerDialog::playRequested, this, [this](const variant::VariantDef& def) {
            VariantPlayWindow* play = showPlay();
            play->addVariants({def});
            if (const QString error = play->newGame(QString::fromStdString(def.name)); !error.isEmpty())
                m_messages->showMessage(error, MessageBar::Kind::Error);
        });
    }
    return designer;
}

} // namespace kibitz::gui
