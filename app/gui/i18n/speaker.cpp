#include "speaker.h"

#include "settings/preferences.h"

#include <QCheckBox>
#include <QDialog>
#include <QLabel>
#include <QVBoxLayout>

#ifdef KIBITZ_HAVE_TEXTTOSPEECH
#include <QLocale>
#include <QTextToSpeech>
#endif

namespace kibitz::gui {

Speaker::Speaker(QObject* parent) : QObject(parent) {}

Speaker::~Speaker() = default;

bool Speaker::isAvailable()
{
#ifdef KIBITZ_HAVE_TEXTTOSPEECH
    return true;
#else
    return false;
#endif
}

void Speaker::setEnabled(bool on)
{
    m_enabled = on;
#ifdef KIBITZ_HAVE_TEXTTOSPEECH
    if (!on && m_engine)
        m_engine->stop();
#endif
}

QWidget* Speaker::createSettingsSection(QDialog* dialog, Preferences* preferences)
{
    auto* section = new QWidget(dialog);
    auto* layout = new QVBoxLayout(section);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* announce = new QCheckBox(tr("Announce moves"), section);
    announce->setObjectName(QStringLiteral("AnnounceMoves"));
    announce->setAccessibleName(tr("Announce moves"));
    announce->setToolTip(tr("Speak every move and the result in the language of the user interface"));
    announce->setAccessibleDescription(announce->toolTip());
    announce->setChecked(isAvailable() && preferences->announceMoves());
    layout->addWidget(announce);
    if (!isAvailable()) {
        // Said plainly rather than hidden, so nobody searches for a switch that cannot work.
        announce->setEnabled(false);
        auto* note = new QLabel(tr("Spoken moves: not available in this build (Qt TextToSpeech was not found)."), section);
        note->setObjectName(QStringLiteral("SpeechUnavailable"));
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    QObject::connect(dialog, &QDialog::accepted, preferences, [preferences, announce] {
        if (isAvailable())
            preferences->setAnnounceMoves(announce->isChecked());
    });
    return section;
}

void Speaker::setLanguage(const QString& code)
{
    m_language = code;
#ifdef KIBITZ_HAVE_TEXTTOSPEECH
    if (!m_engine)
        return; // applied when the engine starts
    const QLocale wanted(code);
    for (const QLocale& locale : m_engine->availableLocales()) {
        if (locale.language() == wanted.language()) {
            m_engine->setLocale(locale);
            return;
        }
    }
#endif
}

QTextToSpeech* Speaker::engine()
{
#ifdef KIBITZ_HAVE_TEXTTOSPEECH
    if (!m_engine) {
        m_engine = new QTextToSpeech(this);
        if (!m_language.isEmpty())
            setLanguage(m_language);
    }
#endif
    return m_engine;
}

void Speaker::say(const QString& text)
{
    if (m_enabled)
        sayNow(text);
}

void Speaker::sayNow(const QString& text)
{
#ifdef KIBITZ_HAVE_TEXTTOSPEECH
    if (text.isEmpty())
        return;
    QTextToSpeech* tts = engine();
    tts->stop();
    tts->say(text);
#else
    Q_UNUSED(text);
#endif
}

} // namespace kibitz::gui
