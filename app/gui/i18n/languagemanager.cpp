#include "languagemanager.h"

#include "localsan.h"

#include "settings/preferences.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QTranslator>

namespace kibitz::gui {

namespace {

const char* const CodeProperty = "kibitzLanguage";
LanguageManager* s_instance = nullptr;

} // namespace

LanguageManager::LanguageManager(Preferences* preferences, QObject* parent) : QObject(parent), m_preferences(preferences)
{
    s_instance = this;
}

LanguageManager::~LanguageManager()
{
    if (s_instance == this)
        s_instance = nullptr;
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
}

LanguageManager* LanguageManager::instance() { return s_instance; }

const QList<Language>& LanguageManager::languages()
{
    // Native names are not translated: people look for their own language in the script they read.
    static const QList<Language> list = {
        {QStringLiteral("hu"), QStringLiteral("Magyar")},      {QStringLiteral("tr"), QStringLiteral("Türkçe")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}, {QStringLiteral("fa"), QStringLiteral("فارسی"), true},
        {QStringLiteral("ro"), QStringLiteral("Română")},      {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},     {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("ru"), QStringLiteral("Русский")},     {QStringLiteral("en"), QStringLiteral("English")},
    };
    return list;
}

// The language with this code, or null.
static const Language* findLanguage(const QString& code)
{
    for (const Language& l : LanguageManager::languages())
        if (l.code == code)
            return &l;
    return nullptr;
}

bool LanguageManager::isKnown(const QString& code) { return findLanguage(code) != nullptr; }

QString LanguageManager::languageFor(const QStringList& uiLanguages)
{
    for (QString ui : uiLanguages) {
        ui.replace(u'-', u'_');
        const QString base = ui.section(u'_', 0, 0).toLower();
        if (base == u"en")
            return QStringLiteral("en");
        if (base == u"zh") {
            // Traditional-script locales are better served by simplified Chinese than by English, so any zh.
            return QStringLiteral("zh_CN");
        }
        if (const Language* l = findLanguage(base))
            return l->code;
    }
    return QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString& code, bool persist)
{
    m_requested = isKnown(code) ? code : QString();
    QString language = m_requested.isEmpty() ? languageFor(QLocale::system().uiLanguages()) : m_requested;

    if (m_appTranslator) {
        QCoreApplication::removeTranslator(m_appTranslator.get());
        m_appTranslator.reset();
    }
    if (m_qtTranslator) {
        QCoreApplication::removeTranslator(m_qtTranslator.get());
        m_qtTranslator.reset();
    }

    bool ok = true;
    std::unique_ptr<QTranslator> app;
    if (language != u"en") {
        app = std::make_unique<QTranslator>();
        if (!app->load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language))) {
            qWarning("Kibitz: no translation for %s", qPrintable(language));
            app.reset();
            language = QStringLiteral("en");
            ok = false;
        }
    }
    const Language* chosen = findLanguage(language);
    const bool rightToLeft = chosen && chosen->rightToLeft;

    // Letters and direction first: widgets rebuild their texts when the translator's LanguageChange arrives.
    m_current = language;
    setNotationLanguage(language);
    QGuiApplication::setLayoutDirection(rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
    if (language != u"en") {
        // Qt's own strings (standard buttons, file dialogs); Debian ships them in qt6-translations-l10n.
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            m_qtTranslator = std::move(qt);
            QCoreApplication::installTranslator(m_qtTranslator.get());
        }
    }
    if (app) {
        m_appTranslator = std::move(app);
        QCoreApplication::installTranslator(m_appTranslator.get());
    } else {
        // Back to English: removing translators already sent LanguageChange; one more makes sure every
        // widget sees the final state even when nothing was installed before.
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }

    // Deliver the (posted) LanguageChange events now, so the whole UI speaks the new language when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    if (persist)
        m_preferences->setLanguage(m_requested);
    retranslateMenus();
    emit languageChanged(m_current);
    return ok;
}

void LanguageManager::loadSavedLanguage() { setLanguage(m_preferences->language(), false); }

QMenu* LanguageManager::createMenu(QWidget* parent)
{
    auto* menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("LanguageMenu"));
    auto* group = new QActionGroup(menu);
    group->setExclusive(true);
    const auto add = [&](const QString& code, const QString& text) {
        QAction* action = menu->addAction(text);
        action->setCheckable(true);
        action->setProperty(CodeProperty, code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            if (code != m_requested)
                setLanguage(code);
        });
    };
    add(QString(), QString()); // "System default", worded by retranslateMenus()
    menu->addSeparator();
    for (const Language& l : languages())
        add(l.code, l.nativeName);
    m_menus << menu;
    connect(menu, &QObject::destroyed, this, [this, menu] { m_menus.removeAll(menu); });
    retranslateMenus();
    return menu;
}

void LanguageManager::retranslateMenus()
{
    const Language* system = findLanguage(languageFor(QLocale::system().uiLanguages()));
    const QString systemName = system ? system->nativeName : QString();
    for (QMenu* menu : std::as_const(m_menus)) {
        menu->setTitle(tr("&Language"));
        menu->menuAction()->setStatusTip(tr("Choose the language of the user interface"));
        for (QAction* action : menu->actions()) {
            if (action->isSeparator())
                continue;
            const QString code = action->property(CodeProperty).toString();
            if (code.isEmpty())
                action->setText(tr("System default (%1)").arg(systemName));
            action->setChecked(code == m_requested);
        }
    }
}

} // namespace kibitz::gui
