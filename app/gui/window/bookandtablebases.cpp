#include "bookandtablebases.h"

#include "analysis/analysisdock.h"
#include "analysis/tablebaselibrary.h"
#include "analysis/tablebaseview.h"
#include "book/bookdock.h"
#include "book/booklibrary.h"
#include "play/autoplayer.h"
#include "settings/booktablebasesettings.h"
#include "settings/preferences.h"

#include <QDialog>

namespace kibitz::gui {

BookAndTablebases::BookAndTablebases(QWidget* window, GameController* controller, AutoPlayer* autoPlayer, AnalysisDock* analysis,
                                     Preferences* preferences)
    : QObject(window),
      m_preferences(preferences),
      m_autoPlayer(autoPlayer),
      m_analysis(analysis),
      m_books(new BookLibrary(this)),
      m_tablebases(new TablebaseLibrary(this)),
      m_dock(new BookDock(controller, m_books, window))
{
    connect(m_books, &BookLibrary::bookChanged, m_autoPlayer, &AutoPlayer::setBook);
    connect(m_books, &BookLibrary::failed, this, &BookAndTablebases::problem);
    connect(m_books, &BookLibrary::warnings, this, [this](const QStringList& lines) {
        emit warnings(tr("The opening book was read with %n problem(s); the rest of it is used.", nullptr, int(lines.size())),
                      lines.join(QLatin1Char('\n')));
    });
    connect(m_tablebases, &TablebaseLibrary::failed, this, &BookAndTablebases::problem);
    // The verdict of the position on the board as soon as the tables are there (or gone).
    connect(m_tablebases, &TablebaseLibrary::opened, m_analysis->tablebaseView(), &TablebaseView::refresh);
    connect(m_tablebases, &TablebaseLibrary::closed, m_analysis->tablebaseView(), &TablebaseView::refresh);
    connect(m_tablebases, &TablebaseLibrary::failed, m_analysis->tablebaseView(), &TablebaseView::refresh);
}

void BookAndTablebases::restore()
{
    if (m_applied)
        return;
    apply(m_preferences->bookTablebases());
    connect(m_preferences, &Preferences::changed, this, [this](Preferences::Setting setting) {
        if (setting == Preferences::Setting::BookTablebases)
            apply(m_preferences->bookTablebases());
    });
}

void BookAndTablebases::apply(const BookTablebaseConfig& config)
{
    const bool first = !m_applied;
    m_applied = true;
    if (first || config.activeBookFile() != m_config.activeBookFile())
        m_books->setFile(config.activeBookFile());
    if (first || config.activeTablebasePaths() != m_config.activeTablebasePaths())
        m_tablebases->open(config.activeTablebasePaths());
    m_config = config;
    m_autoPlayer->setBookMoves(config.useBook && config.autoMoveFromBook);
    const bool engine = config.useTablebases && config.engineUsesTablebases;
    m_autoPlayer->setEngineUsesTablebases(engine);
    m_analysis->setEngineUsesTablebases(engine);
}

BookTablebaseSettings* BookAndTablebases::createSettings(QDialog* dialog)
{
    auto* section = new BookTablebaseSettings(m_config, dialog);
    connect(dialog, &QDialog::accepted, this, [this, section] { m_preferences->setBookTablebases(section->config()); });
    return section;
}

} // namespace kibitz::gui
