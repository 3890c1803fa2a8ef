// Speaker: spoken output through Qt TextToSpeech when the build found the module (KIBITZ_HAVE_TEXTTOSPEECH, set by
// CMake), in the voice of the user-interface language when the speech engine has one. Without the module every call
// is a no-op and isAvailable() says so, so the rest of the application never needs to ask how it was built.
#pragma once

#include <QObject>
#include <QString>

class QDialog;
class QTextToSpeech;
class QWidget;

namespace kibitz::gui {

class Preferences;

class Speaker : public QObject {
    Q_OBJECT

public:
    explicit Speaker(QObject* parent = nullptr);
    ~Speaker() override;

    // True when this build has Qt TextToSpeech; whether an engine/voice works is only known when speaking.
    static bool isAvailable();

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool on); // off: say() is silent (the setting "Announce moves", Preferences::announceMoves())
    // The "Speech" section for the settings dialog: the "Announce moves" switch, or a note that this build has no
    // speech. The choice goes to `preferences` when `dialog` is accepted.
    static QWidget* createSettingsSection(QDialog* dialog, Preferences* preferences);
    // Picks a voice for a UI language code ("de", "zh_CN"); keeps the engine's default when it has none.
    void setLanguage(const QString& code);
    // Speaks `text`, interrupting whatever is being said (the newest move is what matters).
    void say(const QString& text);
    // Speaks even when announcing is off: for on-demand requests such as "Speak position".
    void sayNow(const QString& text);

private:
    QTextToSpeech* engine();

    bool m_enabled = false;
    QString m_language;
    QTextToSpeech* m_engine = nullptr; // created on first use: starting a speech engine costs time
};

} // namespace kibitz::gui
