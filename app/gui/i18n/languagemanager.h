// LanguageManager: the user-interface language of the running application. It installs Kibitz's own translation
// (embedded as :/i18n/kibitz_<code>.qm) and Qt's (qtbase_<code>.qm from the system, when installed), keeps the
// layout direction (right-to-left for Persian) and the notation's piece letters in step, and remembers the choice in
// Preferences (language(), empty for the system default). Switching needs no restart: installing a translator sends
// QEvent::LanguageChange to every widget, and widgets that build texts once retranslate in changeEvent().
// Invariant: at most one language's translators are installed at any time.
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QMenu;
class QTranslator;
class QWidget;

namespace kibitz::gui {

class Preferences;

struct Language {
    QString code;       // "hu", "zh_CN", ...; "en" for the source language
    QString nativeName; // in its own language and script: "Magyar", "简体中文", ...
    bool rightToLeft = false;
};

class LanguageManager : public QObject {
    Q_OBJECT

public:
    // The choice is read from and stored in `preferences`.
    explicit LanguageManager(Preferences* preferences, QObject* parent = nullptr);
    ~LanguageManager() override;

    // The last LanguageManager created (the application's); nullptr when there is none.
    static LanguageManager* instance();
    // Every language Kibitz speaks, English last, in menu order.
    static const QList<Language>& languages();
    static bool isKnown(const QString& code);
    // The language to use for a system whose preferred UI languages are `uiLanguages` (QLocale::uiLanguages()
    // style, "de-AT", "zh-Hans-CN"): the first one Kibitz has, else English.
    static QString languageFor(const QStringList& uiLanguages);

    // "" follows the system; anything unknown falls back to English. Returns false when a translation file is
    // missing (the language then stays English). persist=false leaves the stored choice alone (tests).
    bool setLanguage(const QString& code, bool persist = true);
    // Applies the stored language (the system default on first start).
    void loadSavedLanguage();
    QString requestedLanguage() const { return m_requested; } // "" for the system default
    QString currentLanguage() const { return m_current; }     // the language actually shown ("en" when none)

    // A "Language" menu: System default plus every language by its own name, the current one checked.
    // It retitles itself on language changes; the manager updates its check marks.
    QMenu* createMenu(QWidget* parent);

signals:
    void languageChanged(const QString& code);

private:
    void retranslateMenus();

    Preferences* m_preferences;
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
    QString m_requested;
    QString m_current = QStringLiteral("en");
    QList<QMenu*> m_menus;
};

} // namespace kibitz::gui
